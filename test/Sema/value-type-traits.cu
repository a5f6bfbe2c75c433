// A value has no address space: Clang's __remove_cv, __remove_cvref and
// __decay builtins give the unqualified type for a qualified object type
// (cuda::std's traits use them under Clang: value-type-traits-toolkit.cu).
// The other transforms keep the space. libstdc++ 12's std::remove_cv is a
// cv-removal template (one type parameter, partial specialisations on
// exactly const T, volatile T and const volatile T): by that shape, not its
// name, its instantiations for a qualified type drop the space too, and so
// std::remove_cvref and std::decay, built on it (docs/corpus.md).
// sp::remove_addrspace stays the explicit trait.
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
// libstdc++'s std:: traits, by the shape of std::remove_cv.
static_assert(same<std::remove_cv_t<__shared const float>, float>::value);
static_assert(same<std::remove_cv_t<__shared float>, float>::value);
static_assert(same<std::remove_cv_t<const volatile __device int>, int>::value);
static_assert(same<std::remove_cvref_t<__shared float &>, float>::value);
static_assert(same<std::remove_cvref_t<const __constant float &&>, float>::value);
static_assert(same<std::decay_t<const __device float &>, float>::value);
static_assert(same<std::decay_t<__shared float[4]>, __shared float *>::value);
static_assert(same<std::remove_cv_t<__shared float *const>, __shared float *>::value);
static_assert(same<std::remove_const_t<__shared const float>, __shared float>::value);
static_assert(std::is_same_v<std::remove_cv_t<__shared float>, float>);
static_assert(std::is_floating_point_v<__shared float>);
// Unqualified types are what they were.
static_assert(same<std::remove_cv_t<const float>, float>::value);
static_assert(same<std::remove_cv_t<float *const>, float *>::value);

// Any template of that shape is one, whatever its name.
template <class T> struct strip { using type = T; using same_type = T; };
template <class T> struct strip<const T> { using type = T; };
template <class T> struct strip<volatile T> { using type = T; };
template <class T> struct strip<const volatile T> { using type = T; };
static_assert(same<strip<__shared float>::type, float>::value);
static_assert(same<strip<__shared float>::same_type, float>::value);
static_assert(same<strip<__device const int>::type, int>::value);

// Other shapes keep the space: remove_const's (one partial specialisation),
static_assert(same<std::remove_const_t<__shared float>, __shared float>::value);
// and a template that also specialises for something else.
template <class T> struct wider { using type = T; };
template <class T> struct wider<const T> { using type = T; };
template <class T> struct wider<volatile T> { using type = T; };
template <class T> struct wider<const volatile T> { using type = T; };
template <class T> struct wider<T *> { using type = T; };
static_assert(same<wider<__shared float>::type, __shared float>::value);
// and one whose parameter is not the specialisations' only one.
template <class T, class U = void> struct two { using type = T; };
template <class T> struct two<const T> { using type = T; };
template <class T> struct two<volatile T> { using type = T; };
template <class T> struct two<const volatile T> { using type = T; };
static_assert(same<two<__shared float>::type, __shared float>::value);
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

// The shape of CuTe's `make_fragment_like(make_tensor(make_smem_ptr(smem),
// layout))`: a register array of the element type of a shared pointer,
// named with std::remove_cv_t (a member array of `__shared float` is an
// error: a field has no space of its own).
template <class Pointer> struct element_of {
  using type = std::remove_cv_t<std::remove_reference_t<decltype(*Pointer{})>>;
};
template <class T, int N> struct registers { T values[N]; };
template <class Pointer> __device__ float first_of(Pointer p) {
  registers<typename element_of<Pointer>::type, 4> fragment;
  for (int i = 0; i < 4; ++i)
    fragment.values[i] = p[i];
  return fragment.values[0] + fragment.values[3];
}
__global__ void fragment_kernel(float *out) {
  __shared__ float tile[64];
  tile[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[0] = first_of(tile);
}
