// A loop whose body, unrolled, copies 64 rows at a runtime stride: LICM
// hoists the 64 row offsets `i * stride` (64-bit) and the 64 shared-memory
// addresses out of the loop, and ptxas keeps them all in registers across
// it (144 registers). The loop's values from outside take more than half
// of ptxas's 255 registers, so they are recomputed in the loop instead
// (scale-sink-loop-invariant-offsets), where the back end's strength
// reduction chains them, as nvcc computes such addresses (138 registers;
// ggml's flash-attention kernel: 3,264 spill bytes to 208). Upstream Clang
// keeps the hoisted products.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=PTX

__global__ void __launch_bounds__(128, 2)
copyTiles(const float *__restrict__ src, float *__restrict__ dst, long stride,
          int n, unsigned smem) {
  extern __shared__ float tile[];
  const float *base = src + threadIdx.x;
  float acc = 0.f;
  for (int it = 0; it < n; ++it) {
    const float *row = base + (long)it * 4096;
#pragma unroll
    for (int i = 0; i < 64; ++i)
      asm volatile("cp.async.ca.shared.global [%0], [%1], 4;"
                   :: "r"(smem + i * 512), "l"(row + i * stride));
    asm volatile("cp.async.wait_all;" ::: "memory");
    __syncthreads();
    acc += tile[(threadIdx.x * 7 + it) % 4096];
    __syncthreads();
  }
  dst[threadIdx.x] = acc;
}

// Nothing is computed for the copies before the loop: the products and the
// shared-memory addresses are in it, next to their copies.
// CHECK-LABEL: define {{.*}} @_Z9copyTilesPKfPflij(
// CHECK-NOT: mul nsw i64
// CHECK-NOT: add i32 %4, 512
// CHECK: phi i32
// CHECK: %[[S1:.+]] = add i32 %4, 512
// CHECK-NEXT: {{.*}}cp.async.ca.shared.global{{.*}}(i32 %[[S1]]
// CHECK: mul nsw i64 %2, 12

// UPSTREAM-LABEL: define {{.*}} @_Z9copyTilesPKfPflij(
// UPSTREAM: mul nsw i64 %2, 12
// UPSTREAM: add i32 %4, 32256
// UPSTREAM: phi i32

// The loop's copies: each shared address from the first, each global one
// from the row's.
// PTX-LABEL: .entry _Z9copyTilesPKfPflij(
// PTX: $L__BB0_2:
// PTX: cp.async.ca.shared.global [[[S0:%r[0-9]+]]], [[[G0:%rd[0-9]+]]], 4;
// PTX: add.s32 [[S1:%r[0-9]+]], [[S0]], 512;
// PTX: cp.async.ca.shared.global [[[S1]]], [{{%rd[0-9]+}}], 4;
