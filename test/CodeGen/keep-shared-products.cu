// Products that are summed and also used otherwise (softmax: each
// exponential added to the row's sum and divided by it later) are
// multiplied once and added, as nvcc's PTX does: no FMA beside a multiply
// of the same factors, which would keep both factors live until the later
// use (KeepSharedProductsPass). Products used only by additions still
// become FMAs. With the pass disabled by name, or without the extension,
// LLVM's aggressive fusion makes the FMA and keeps the multiply.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -mllvm -opt-disable=scale::KeepSharedProductsPass | FileCheck %s --check-prefix=FUSED
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=FUSED

__global__ void normalize(const float *a, const float *b, float *y) {
  int t = threadIdx.x;
  float e0 = a[t] * b[t];
  float e1 = a[t + 256] * b[t + 256];
  float sum = e0 + e1;
  y[t] = e0 / sum;
  y[t + 256] = e1 / sum;
}

__global__ void dot(const float *a, const float *b, float *y) {
  int t = threadIdx.x;
  y[t] = a[t] * b[t] + y[t];
}

// CHECK-LABEL: .entry _Z9normalizePKfS0_Pf(
// CHECK: mul.f32
// CHECK: mul.f32
// CHECK-NOT: fma.rn.f32
// CHECK: add.f32
// CHECK-NOT: fma.rn.f32
// CHECK: ret;
// CHECK-LABEL: .entry _Z3dotPKfS0_Pf(
// CHECK: fma.rn.f32
// FUSED-LABEL: .entry _Z9normalizePKfS0_Pf(
// FUSED: fma.rn.f32
// FUSED: ret;
