// address_space(N) with a number that is none of the qualifiers' and that the
// device target cannot lower is an error in device compilations, before the
// backend would stop with a fatal error. Host compilations lower every number.
//
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=nvptx %s
// RUN: %scale_cxx -std=c++17 -S -O2 -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=nvptx %s
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -O2 -o /dev/null -Xclang -verify=amdgpu %s
// RUN: %scale_cxx -std=c++17 -S -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=host %s
// RUN: not %scale_cxx -std=c++17 -fno-crash-diagnostics -S -O0 -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s
// CHECK: error: address_space(2) cannot be lowered for nvptx64-nvidia-cuda: device code has the address spaces __device, __shared, __constant, __local and __flat
// host-no-diagnostics

#include <spec/cuda/Addrspace.hpp>

#define AS(N) __attribute__((address_space(N)))

__device__ int load2(AS(2) int *p) { return *p; } // nvptx-error {{address_space(2) cannot be lowered for nvptx64-nvidia-cuda}} amdgpu-error {{address_space(2) cannot be lowered for amdgcn-amd-amdhsa}}
__device__ int load8(AS(8) int *p) { return *p; } // nvptx-error {{address_space(8) cannot be lowered}} amdgpu-error {{address_space(8) cannot be lowered}}
__device__ int load4000(AS(4000) int *p) { return *p; } // nvptx-error {{address_space(4000) cannot be lowered}} amdgpu-error {{address_space(4000) cannot be lowered}}

// Numbers a backend does lower: NVPTX's shared::cluster (7), AMDGPU's 32-bit
// constant (6), and the qualifiers' own numbers.
__device__ int load7(AS(7) int *p) { return *p; } // amdgpu-error {{address_space(7) cannot be lowered}}
__device__ int load6(AS(6) int *p) { return *p; } // nvptx-error {{address_space(6) cannot be lowered}}
__device__ int qualified(__device int *d, AS(3) int *s) { return *d + *s; }

// Template instantiations are checked with their arguments.
template <int N> __device__ int viaTemplate(AS(N) int *p) { return *p; } // nvptx-error {{address_space(9) cannot be lowered}} amdgpu-error {{address_space(9) cannot be lowered}}
__global__ void kernel(int *out) {
  *out = viaTemplate<1>((__device int *)out) + viaTemplate<9>((AS(9) int *)out); // nvptx-error {{address_space(9) cannot be lowered}} amdgpu-error {{address_space(9) cannot be lowered}}
}
