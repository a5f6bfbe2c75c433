// The runtime API overloads that every CUDA compilation reads
// (spec/cuda/runtime_api.hpp) declare no name a program may use: their
// helpers are in a reserved namespace, and namespace sp comes only with
// <spec/cuda/Runtime.hpp> or <spec/cuda/Addrspace.hpp>. A program's own
// `sp` (a shared variable, a host function, a namespace) was a
// "redefinition of 'sp' as different kind of symbol".
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 -Xclang -verify -DNAMESPACE %s
// RUN: %scale_cxx -std=c++17 --cuda-device-only -S %hermetic_cuda --cuda-gpu-arch=sm_90 %s -o - | FileCheck %s
// expected-no-diagnostics

#ifdef NAMESPACE
namespace sp {
__device__ int detail;
}
__global__ void uses(int *out) { out[0] = sp::detail; }
#else
__shared__ int sp;
int detail(int x) { return x; }

// CHECK: .shared .align 4 .u32 sp;
// CHECK: st.shared.b32 [sp],
__global__ void uses(int *out) {
  sp = out[0];
  __syncthreads();
  out[1] = sp;
}

// The overloads still take a __device pointer.
void copy(__device float *d, const float *h) {
  cudaMemcpy(d, h, sizeof(float), cudaMemcpyHostToDevice);
}
#endif
