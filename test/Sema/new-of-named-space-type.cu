// The object a new-expression creates is addressed by the generic pointer
// the expression yields, so a type in a named space (`decltype` of a
// `__shared__` variable, a `T` deduced from a pointer into shared memory)
// is allocated without its space. cuCollections' hyperloglog constructs a
// `__shared__` atomic so: `new (&block_sum) decltype(block_sum){0};`, which
// upstream rejects ("'new' cannot allocate objects of type ... in address
// space '__shared'"). `decltype` of the variable keeps its space; the
// expression's pointer is generic.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -O0 -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s | FileCheck %s
// expected-no-diagnostics

#include <type_traits>

__device__ inline void *operator new(__SIZE_TYPE__, void *where) noexcept {
  return where;
}

struct Counter {
  int value;
  Counter() = default;
  __device__ Counter(int v) : value(v) {}
};

template <class T> __device__ auto emplace(T *where, int v) {
  return new (where) T{v};
}

// CHECK-LABEL: define {{.*}}@_Z5countPi(
// The constructors run on the shared objects' generic addresses.
// CHECK: call void @_ZN7CounterC1Ei(ptr {{.*}}addrspacecast (ptr addrspace(3) @_ZZ5countPiE5block to ptr), i32 noundef 7)
// CHECK: call {{.*}} @_Z7emplaceIU3AS37CounterEDaPT_i(ptr addrspace(3) noundef @_ZZ5countPiE5other, i32 noundef 9)
__global__ void count(int *out) {
  __shared__ Counter block;
  __shared__ Counter other;
  static_assert(std::is_same<decltype(block), __shared Counter>::value, "");
  Counter *made = new (&block) decltype(block){7};
  static_assert(std::is_same<decltype(made), Counter *>::value, "");
  auto *placed = emplace(&other, 9);
  static_assert(std::is_same<decltype(placed), Counter *>::value, "");
  __syncthreads();
  out[0] = made->value + other.value;
}
