// nvcc's host overloads of ::min and ::max (and umin, llmax...): the same
// overload is chosen, with the same result, as nvcc's; host code, the host
// side of __host__ __device__ functions, with `using namespace std`.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -c %s -o %t/scale.o
// RUN: %scale_cxx %t/scale.o -o %t/scale
// RUN: %t/scale | FileCheck %s
// With the address-space extension off they are still there (a separate
// switch, -fno-scale-nvcc-compat, removes them).
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fno-scale-addrspaces -c %s -o %t/off.o
// RUN: %scale_cxx %t/off.o -o %t/off
// RUN: %t/off | FileCheck %s
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fno-scale-nvcc-compat -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: {{.*}}'max'
//
// The device side keeps Clang's device functions.
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only %s

#include <cmath>
#include <cstdio>
#include <type_traits>

template <class T, class U> constexpr bool same = std::is_same<T, U>::value;

// The result types nvcc's overloads have.
static_assert(same<decltype(max(1, 2)), int>, "");
static_assert(same<decltype(max(1, 2u)), unsigned>, "");
static_assert(same<decltype(min(1u, 2)), unsigned>, "");
static_assert(same<decltype(max(1l, 2l)), long>, "");
static_assert(same<decltype(min(1l, 2ul)), unsigned long>, "");
static_assert(same<decltype(max(1ll, 2ull)), unsigned long long>, "");
static_assert(same<decltype(min(1.f, 2.f)), float>, "");
static_assert(same<decltype(max(1.f, 2.0)), double>, "");
static_assert(same<decltype(min(1.0, 2.f)), double>, "");

__host__ __device__ int clampToOne(int n) { return max(1, n); }

namespace uses_std {
using namespace std;
// The non-template ::max is an exact match, preferred over std::max.
int pick(int n) { return max(1, n); }
} // namespace uses_std

int main(int argc, char **) {
  int n = argc - 1; // 0
  // CHECK: int 1 0
  std::printf("int %d %d\n", max(1, n), min(1, n));
  // CHECK-NEXT: mixed 4294967295 0
  std::printf("mixed %u %u\n", max(-1, 0u), min(-1, 0u));
  // CHECK-NEXT: long -3 9223372036854775807
  std::printf("long %ld %ld\n", min(-3l, 4l), max(9223372036854775807l, 0l));
  // CHECK-NEXT: ulong 18446744073709551615 5
  std::printf("ulong %lu %lu\n", max(-1l, 5ul), min(5ul, -1l));
  // CHECK-NEXT: llong 18446744073709551615 2
  std::printf("llong %llu %llu\n", max(-1ll, 2ull), min(2ull, -1ll));
  // NaN operands yield the other operand, as fminf/fmax do.
  // CHECK-NEXT: float 2.5 1.5 3
  std::printf("float %g %g %g\n", max(1.5f, 2.5f), min(1.5f, 2.5f),
              max(NAN, 3.f));
  // CHECK-NEXT: double 2.5 1.5
  std::printf("double %g %g\n", max(1.5f, 2.5), min(2.5, 1.5f));
  // CHECK-NEXT: named 7 3 -2 8
  std::printf("named %u %u %lld %llu\n", umax(3u, 7u), umin(3u, 7u),
              llmin(-2ll, 5ll), ullmax(8ull, 1ull));
  // CHECK-NEXT: hd 1 std 1 7
  std::printf("hd %d std %d %d\n", clampToOne(n), uses_std::pick(n),
              std::max(7, n));
  return 0;
}
