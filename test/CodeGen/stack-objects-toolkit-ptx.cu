// The same on cuda::std::tuple, the type of Thrust's min_element and
// minmax_element (HeCBench minmax-cuda: 2,196 generic stack accesses in
// 18 kernels before, 0 after, as nvcc): the tuple's index stays in a
// register; upstream Clang 22 stores it with a generic `st.b64 [%SP]`.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s
// RUN: %scale_cxx --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces -Wno-unknown-cuda-version | FileCheck %s --check-prefix=UPSTREAM

#include <cuda/std/tuple>

struct V { float x, y; };
using Pair = cuda::std::tuple<V, long>;

struct ArgMin {
  __device__ Pair operator()(const Pair &lhs, const Pair &rhs) const {
    const V &a = cuda::std::get<0>(lhs);
    const V &b = cuda::std::get<0>(rhs);
    if (a.x * a.x + a.y * a.y < b.x * b.x + b.y * b.y)
      return lhs;
    if (b.x * b.x + b.y * b.y < a.x * a.x + a.y * a.y)
      return rhs;
    if (cuda::std::get<1>(lhs) < cuda::std::get<1>(rhs))
      return lhs;
    return rhs;
  }
};

// CHECK-LABEL: .entry _Z6argMinPK1VPN4cuda3std3__45tupleIJS_lEEEi(
// CHECK-NOT: %SP
// CHECK-NOT: .local
// CHECK: st.global.b64
// CHECK: ret;
// UPSTREAM-LABEL: .entry _Z6argMinPK1VPN4cuda3std3__45tupleIJS_lEEEi(
// UPSTREAM: st.b64 [%SP
__global__ void argMin(const V *in, Pair *out, int n) {
  ArgMin op;
  Pair acc{V{0, 0}, 0};
  for (int i = threadIdx.x; i < n; i += 256)
    acc = op(acc, Pair{in[i], (long)i});
  *out = acc;
}
