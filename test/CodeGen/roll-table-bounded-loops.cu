// `#pragma unroll` loops whose trip count comes from a table of constants
// stay rolled, as nvcc 13 leaves them: inner loops bounded by the strides
// of an outer loop over an initializer list or a constexpr array (ggml's
// flash-attention kernel loads its Q tile and writes its result so; nvcc's
// PTX keeps those loops, 5 global stores where upstream's unrolled copies
// have 98, and ptxas spilled upstream's). A stride computed from the outer
// induction variable (`32 >> s`) gives constant trip counts at once: those
// loops are unrolled, by nvcc too. Upstream Clang unrolls all three.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o /dev/null \
// RUN:   -Rpass-missed=scale-unroll-preferences 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM

// What <initializer_list> declares (the hermetic header has no library).
namespace std {
template <class E> class initializer_list {
  const E *first;
  __SIZE_TYPE__ count;
  constexpr initializer_list(const E *first, __SIZE_TYPE__ count)
      : first(first), count(count) {}

public:
  constexpr initializer_list() : first(nullptr), count(0) {}
  constexpr const E *begin() const { return first; }
  constexpr const E *end() const { return first + count; }
};
} // namespace std

// Eight loads of q (and the stand-in header's threadIdx), no branch.
// CHECK-LABEL: .entry _Z10arithmeticPKfPfi(
// CHECK-COUNT-9: ld.global.b32
// CHECK-NOT: bra
// CHECK: ret;
// UPSTREAM-LABEL: .entry _Z10arithmeticPKfPfi(
// UPSTREAM-COUNT-9: ld.global.b32
// UPSTREAM-NOT: bra
// UPSTREAM: ret;
__global__ void arithmetic(const float *q, float *o, int n) {
  float acc = 0.f;
#pragma unroll
  for (int s = 0; s < 3; ++s) {
    const int stride = 32 >> s;
#pragma unroll
    for (int j = 0; j < 64; j += stride)
      acc += q[j * n + threadIdx.x];
  }
  o[threadIdx.x] = acc;
}

// The inner loop stays a loop, one for each stride: one load an iteration.
// REMARK: roll-table-bounded-loops.cu:[[@LINE+24]]:5: remark: loop not unrolled: its trip count comes from a table of constants, as nvcc leaves such loops rolled
// CHECK-LABEL: .entry _Z18initializerStridesPKfPfi(
// CHECK: [[LOOP1:\$L__BB1_[0-9]+]]:
// CHECK: ld.global.b32
// CHECK-NOT: ld.global
// CHECK: @%p{{[0-9]+}} bra [[LOOP1]];
// CHECK: [[LOOP2:\$L__BB1_[0-9]+]]:
// CHECK: ld.global.b32
// CHECK-NOT: ld.global
// CHECK: @%p{{[0-9]+}} bra [[LOOP2]];
// CHECK: [[LOOP3:\$L__BB1_[0-9]+]]:
// CHECK: ld.global.b32
// CHECK-NOT: ld.global
// CHECK: @%p{{[0-9]+}} bra [[LOOP3]];
// CHECK: ret;
// UPSTREAM-LABEL: .entry _Z18initializerStridesPKfPfi(
// UPSTREAM-COUNT-9: ld.global.b32
// UPSTREAM-NOT: bra
// UPSTREAM: ret;
__global__ void initializerStrides(const float *q, float *o, int n) {
  float acc = 0.f;
#pragma unroll
  for (int stride : {32, 16, 8}) {
#pragma unroll
    for (int j = 0; j < 64; j += stride)
      acc += q[j * n + threadIdx.x];
  }
  o[threadIdx.x] = acc;
}

// REMARK: roll-table-bounded-loops.cu:[[@LINE+24]]:5: remark: loop not unrolled: its trip count comes from a table of constants, as nvcc leaves such loops rolled
// CHECK-LABEL: .entry _Z16constexprStridesPKfPfi(
// CHECK: [[LOOP1:\$L__BB2_[0-9]+]]:
// CHECK: ld.global.b32
// CHECK-NOT: ld.global
// CHECK: @%p{{[0-9]+}} bra [[LOOP1]];
// CHECK: [[LOOP2:\$L__BB2_[0-9]+]]:
// CHECK: ld.global.b32
// CHECK-NOT: ld.global
// CHECK: @%p{{[0-9]+}} bra [[LOOP2]];
// CHECK: [[LOOP3:\$L__BB2_[0-9]+]]:
// CHECK: ld.global.b32
// CHECK-NOT: ld.global
// CHECK: @%p{{[0-9]+}} bra [[LOOP3]];
// CHECK: ret;
// UPSTREAM-LABEL: .entry _Z16constexprStridesPKfPfi(
// UPSTREAM-COUNT-9: ld.global.b32
// UPSTREAM-NOT: bra
__global__ void constexprStrides(const float *q, float *o, int n) {
  constexpr int strides[3] = {32, 16, 8};
  float acc = 0.f;
#pragma unroll
  for (int s = 0; s < 3; ++s) {
#pragma unroll
    for (int j = 0; j < 64; j += strides[s])
      acc += q[j * n + threadIdx.x];
  }
  o[threadIdx.x] = acc;
}

// A bound read through a reference parameter is left to the unroller:
// inlined, the caller's constant makes the trip count a constant, and the
// loop is unrolled (4 loads of q), as nvcc does.
// REMARK-NOT: remark
// CHECK-LABEL: .entry _Z12inlinedShapePKfPfi(
// CHECK-COUNT-5: ld.global.b32
// CHECK-NOT: bra
// CHECK: ret;
struct Shape {
  int stride;
};

__device__ __forceinline__ float sumRows(const float *q, const Shape &shape,
                                         int n) {
  float acc = 0.f;
#pragma unroll
  for (int j = 0; j < 64; j += shape.stride)
    acc += q[j * n + threadIdx.x];
  return acc;
}

__global__ void inlinedShape(const float *q, float *o, int n) {
  Shape shape{16};
  o[threadIdx.x] = sumRows(q, shape, n);
}
