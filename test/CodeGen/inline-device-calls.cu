// A helper above LLVM's inlining threshold but within nvcc's size bound,
// called from two kernels with global pointers, is inlined into both, as
// nvcc does: no call, no `.func` left in whole-program code. With
// -fgpu-rdc the calls go inline too and the external function keeps its
// out-of-line copy for other modules. `__noinline__` stays a call. With the
// bound at 0, and upstream, LLVM's cost model keeps the calls.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   | FileCheck %s --check-prefixes=CHECK,WHOLE --implicit-check-not=call.uni
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O1 -S %s -o - \
// RUN:   | FileCheck %s --check-prefixes=CHECK,WHOLE --implicit-check-not=call.uni
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -fgpu-rdc -S %s -o - \
// RUN:   | FileCheck %s --check-prefixes=CHECK,RDC --implicit-check-not=call.uni
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -mllvm -scale-inline-max-callee-instructions=0 | FileCheck %s --check-prefix=CALL
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=CALL
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -DNOINLINE | FileCheck %s --check-prefix=CALL

// WHOLE-NOT: .func
// RDC: .visible .func _Z6mixingPKfPfi(
// CHECK: .entry _Z5firstPKfPfi(
// CHECK: .entry _Z6secondPKfPfi(
// CALL-LABEL: .entry _Z5firstPKfPfi(
// CALL: call.uni _Z6mixingPKfPfi,
// CALL-LABEL: .entry _Z6secondPKfPfi(
// CALL: call.uni _Z6mixingPKfPfi,

#ifdef NOINLINE
__noinline__
#endif
__device__ void mixing(const float *in, float *out, int n) {
  float a = in[threadIdx.x], b = in[n];
  int c = n;
#pragma unroll
  for (int k = 0; k < 160; ++k) {
    a = a * b + (c ^ (int)a) * (k + 3.0f);
    c = c * (2 * k + 1) + (int)(a * 0.5f);
  }
  out[threadIdx.x] = a + c;
}

__global__ void first(const float *in, float *out, int n) {
  mixing(in, out, n);
}

__global__ void second(const float *in, float *out, int n) {
  mixing(in, out + n, n + 1);
}
