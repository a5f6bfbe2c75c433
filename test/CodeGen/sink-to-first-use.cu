// Addresses that an inlined function's reference parameters leave computed
// at the call, in argument order, are computed next to their stores in the
// order of the stores (scale-sink-to-first-use before NVPTX's strength
// reduction), as nvcc's PTX has them; upstream Clang computes every
// address of the chain before the first store and keeps them all live
// until their stores (HeCBench svd3x3: 56 registers with upstream's order,
// 40 with nvcc's and with ours).
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O1 -S %s -o - \
// RUN:   | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM

__device__ __forceinline__ void rotate(float a, float b, float c, float &u0,
                                       float &u1, float &u2, float &v0,
                                       float &v1, float &v2) {
  float s = a * b, t = b * c, w = c * a;
#pragma unroll 1
  for (int i = 0; i < 4; ++i) {
    float n = s * t + w;
    s = t * w - n;
    t = n * s + a;
    w = s * n - b;
  }
  // Straight-line code in the loop's exit block, where the addresses are.
  float n;
#define STEP n = s * t + w; s = t * w - n; t = n * s + a; w = s * n - b;
  STEP STEP STEP STEP STEP STEP STEP STEP
  v0 = s;
  v1 = t;
  v2 = w;
  u0 = s * t;
  u1 = t * w;
  u2 = w * s;
}

// The v entries, the last three arguments, are stored first.
// CHECK-LABEL: .entry _Z17storeInOtherOrderPKfPfi(
// CHECK: st.global.b32 [[[V0:%rd[0-9]+]]],
// CHECK-NEXT: add.s64 [[V1:%rd[0-9]+]], [[V0]],
// CHECK-NEXT: st.global.b32 [[[V1]]],
// CHECK-NEXT: add.s64 [[V2:%rd[0-9]+]], [[V1]],
// CHECK-NEXT: st.global.b32 [[[V2]]],
// CHECK: ret;
// UPSTREAM-LABEL: .entry _Z17storeInOtherOrderPKfPfi(
// UPSTREAM: bra $L__BB0_2;
// UPSTREAM: add.s64
// UPSTREAM-NEXT: add.s64
// UPSTREAM-NEXT: add.s64
// UPSTREAM-NEXT: add.s64
// UPSTREAM-NEXT: add.s64
// UPSTREAM-NEXT: add.s64
// UPSTREAM-NOT: add.s64
// UPSTREAM: st.global.b32
// UPSTREAM-NEXT: st.global.b32
// UPSTREAM-NEXT: st.global.b32
// UPSTREAM-NOT: add.s64
// UPSTREAM: ret;
__global__ void storeInOtherOrder(const float *__restrict__ in,
                                  float *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  rotate(in[i], in[i + n], in[i + 2 * n], out[i], out[i + n], out[i + 2 * n],
         out[i + 3 * n], out[i + 4 * n], out[i + 5 * n]);
}
