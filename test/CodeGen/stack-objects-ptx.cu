// "Pick one of two" on local objects (Thrust's arg_min_f on a tuple:
// `return less ? lhs : rhs` through references) keeps the objects in
// registers, as nvcc 13 does: no local memory, and no generic store to the
// stack (`st.b64 [%SP+8]`), which LLVM 22's NVPTX back end emits for such
// objects when they stay in memory (its SROA after NVPTXLowerAlloca).
// Upstream Clang 22 (-fno-scale-addrspaces) and -fno-scale-addrspace-opt
// keep them in a local depot.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspace-opt | FileCheck %s --check-prefix=UPSTREAM

struct V { float x, y; };
struct Pair {
  V value;
  long index;
  __device__ Pair(V v, long i) : value(v), index(i) {}
  __device__ Pair(const Pair &) = default;
  __device__ Pair &operator=(const Pair &o) {
    value = o.value;
    index = o.index;
    return *this;
  }
};

__device__ float norm(const V &v) { return v.x * v.x + v.y * v.y; }

struct ArgMin {
  __device__ Pair operator()(const Pair &lhs, const Pair &rhs) const {
    if (norm(lhs.value) < norm(rhs.value))
      return lhs;
    if (norm(rhs.value) < norm(lhs.value))
      return rhs;
    return lhs.index < rhs.index ? lhs : rhs;
  }
};

// CHECK-LABEL: .entry _Z6argMinPK1VP4Pairi(
// CHECK-NOT: .local
// CHECK-NOT: %SP
// CHECK: ld.global
// CHECK-NOT: .local
// CHECK-NOT: %SP
// CHECK: st.global.b64
// CHECK: ret;
// UPSTREAM-LABEL: .entry _Z6argMinPK1VP4Pairi(
// UPSTREAM: __local_depot
// UPSTREAM: st.local
__global__ void argMin(const V *in, Pair *out, int n) {
  ArgMin op;
  Pair acc(V{0, 0}, 0);
  for (int i = threadIdx.x; i < n; i += 256)
    acc = op(acc, Pair(in[i], i));
  *out = acc;
}
