//===- spec/cuda/addrspace/remove_addrspace.hpp - sp::remove_addrspace ----===//

#ifndef SPEC_CUDA_ADDRSPACE_REMOVE_ADDRSPACE_HPP
#define SPEC_CUDA_ADDRSPACE_REMOVE_ADDRSPACE_HPP

#include <spec/cuda/addrspace/AddressSpace.hpp>

namespace sp {

//! T in the generic space, keeping its cv-qualifiers, like std::remove_const.
//! References and pointers are unchanged: their own space is generic.
template <class T> struct remove_addrspace {
  using type = T;
};

#ifdef __SCALE_ADDRSPACES__
template <class T, int N>
struct remove_addrspace<__attribute__((address_space(N))) T> {
  using type = T;
};
template <class T, int N>
struct remove_addrspace<const __attribute__((address_space(N))) T> {
  using type = const T;
};
template <class T, int N>
struct remove_addrspace<volatile __attribute__((address_space(N))) T> {
  using type = volatile T;
};
template <class T, int N>
struct remove_addrspace<const volatile __attribute__((address_space(N))) T> {
  using type = const volatile T;
};
#endif

template <class T>
using remove_addrspace_t = typename remove_addrspace<T>::type;

} // namespace sp

#endif // SPEC_CUDA_ADDRSPACE_REMOVE_ADDRSPACE_HPP
