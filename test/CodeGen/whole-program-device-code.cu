// Whole-program device code, as nvcc compiles it: without -fgpu-rdc no other
// module can call this file's device functions, so they are internal (PTX
// `.func`, not `.visible .func`) and the out-of-line copies nobody calls
// are not emitted. Kernels and variables stay visible: the host launches
// and reaches them by name. nvcc 13 -ptx emits the same set of functions
// for this file at -O3 and -O0 (its device code is optimised either way).
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o - \
// RUN:   | FileCheck %s --check-prefixes=WHOLE,OPT
// At -O0 nothing is inlined: the helpers the kernel calls are emitted,
// internal; those nobody calls are not.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O0 -S %s -o - \
// RUN:   | FileCheck %s --check-prefixes=WHOLE,O0
// Separate compilation keeps every function visible and emitted, and so
// does unoptimised code with debug information (nvcc -G: for the debugger),
// and upstream Clang (the extension off).
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -fgpu-rdc -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=KEEP
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O0 -g -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=KEEP
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -fno-scale-addrspaces -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=KEEP
// The functions that remain are internal in the IR, before any optimisation
// is the reason (the inliner and GlobalDCE see them so).
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s --check-prefix=IR

#include "cuda.h"

__device__ float scaled(const float *p, int i) { return p[i] * 2.0f; }
__device__ __noinline__ float notInlined(const float *p, int i) {
  return p[i] + 1.0f;
}
__device__ float neverCalled(const float *p) { return p[0]; }
template <typename T> __device__ T third(const T *p) { return p[2]; }
static __device__ float fourth(const float *p) { return p[3]; }
// Reached only through a function pointer that a __device__ variable holds
// (the host may read it with cudaMemcpyFromSymbol).
extern "C" __device__ float second(const float *p) { return p[1]; }
typedef float (*Reader)(const float *);
__device__ Reader reader = second;

__device__ float table[16];
__device__ float unusedTable[16];
__constant__ float coefficients[4];

__global__ void kernel(float *out, const float *in) {
  int i = threadIdx.x;
  out[i] = scaled(in, i) + notInlined(in, i) + third(in) + fourth(in) +
           table[i] + coefficients[i & 3];
}

// WHOLE-DAG: .visible .global .align 8 .u64 reader = second;
// WHOLE-DAG: .visible .global .align 4 .b8 table[64];
// WHOLE-DAG: .visible .global .align 4 .b8 unusedTable[64];
// WHOLE-DAG: .visible .const .align 4 .b8 coefficients[16];
// WHOLE-DAG: {{^}}.func  (.param .b32 func_retval0) second(
// WHOLE-DAG: {{^}}.func  (.param .b32 func_retval0) _Z10notInlinedPKfi(
// WHOLE-DAG: .visible .entry _Z6kernelPfPKf(
// O0-DAG: {{^}}.func  (.param .b32 func_retval0) _Z6scaledPKfi(
// O0-DAG: {{^}}.func  (.param .b32 func_retval0) _Z5thirdIfET_PKS0_(
// O0-DAG: {{^}}.func  (.param .b32 func_retval0) _ZL6fourthPKf(
// OPT-NOT: _Z6scaledPKfi
// OPT-NOT: _Z5thirdIfET_PKS0_
// OPT-NOT: _ZL6fourthPKf
// WHOLE-NOT: neverCalled
// WHOLE-NOT: .visible .func

// KEEP-DAG: .visible .func  (.param .b32 func_retval0) _Z6scaledPKfi(
// KEEP-DAG: .visible .func  (.param .b32 func_retval0) _Z10notInlinedPKfi(
// KEEP-DAG: .visible .func  (.param .b32 func_retval0) _Z11neverCalledPKf(
// KEEP-DAG: .visible .func  (.param .b32 func_retval0) second(
// KEEP-DAG: .visible .entry _Z6kernelPfPKf(

// IR-DAG: @reader = {{.*}}addrspace(1) externally_initialized global ptr @second
// IR-DAG: @unusedTable = {{.*}}addrspace(1) externally_initialized global
// IR-DAG: define internal {{.*}}float @second(
// IR-DAG: define internal {{.*}}float @_Z10notInlinedPKfi(
// IR-DAG: define {{.*}}ptx_kernel void @_Z6kernelPfPKf(
// IR-NOT: define {{.*}}@_Z11neverCalledPKf
