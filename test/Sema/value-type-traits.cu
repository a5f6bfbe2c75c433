// A value has no address space: Clang's __remove_cv, __remove_cvref and
// __decay builtins give the unqualified type for a qualified object type
// (cuda::std's traits use them under Clang: value-type-traits-toolkit.cu).
// The other transforms keep the space. libstdc++'s std::remove_cv is a set
// of partial specialisations on const and volatile, which keep the space
// (docs/corpus.md); sp::remove_addrspace stays the explicit trait.
// RUN: %scale_cxx -std=c++20 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=host %s
// RUN: %scale_cxx -std=c++20 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=dev %s
// host-no-diagnostics
// dev-no-diagnostics

#include <type_traits>
#include <spec/cuda/Addrspace.hpp>

template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };

static_assert(same<__remove_cv(__shared const float), float>::value);
static_assert(same<__remove_cv(__device volatile int), int>::value);
static_assert(same<__remove_cvref(__shared float &), float>::value);
static_assert(same<__remove_cvref(const __constant float &&), float>::value);
static_assert(same<__decay(__shared float), float>::value);
static_assert(same<__decay(const __device float &), float>::value);
// An array decays to a pointer into its space.
static_assert(same<__decay(__shared float[4]), __shared float *>::value);
// Pointers keep their pointee's space.
static_assert(same<__remove_cv(__shared float *const), __shared float *>::value);
// The other transforms keep the space.
static_assert(same<__remove_const(__shared const float), __shared float>::value);
static_assert(same<__remove_reference_t(__shared float &), __shared float>::value);
// libstdc++'s std:: traits are partial specialisations: they keep it.
static_assert(same<std::remove_cv_t<__shared const float>, __shared float>::value);
static_assert(same<std::remove_cvref_t<__shared float &>, __shared float>::value);
// The explicit trait.
static_assert(same<sp::remove_addrspace_t<__shared float>, float>::value);

// The shape of cg::reduce(warp, sharedArray[i], op): the value type of a
// forwarded shared lvalue, in a template, matches the operator's type.
template <class T> struct plus {
  __device__ T operator()(T a, T b) const { return a + b; }
};
template <class V, class Op> __device__ auto reduce(V &&value, Op op) {
  using Value = __remove_cvref(V);
  static_assert(same<Value, float>::value);
  static_assert(same<decltype(op(value, value)), Value>::value);
  return op(value, value);
}
__global__ void kernel(float *out) {
  __shared__ float partial[32];
  out[0] = reduce(partial[threadIdx.x], plus<float>{});
}
