//===- spec/cuda/addrspace/add_addrspace.hpp - sp::add_addrspace ----------===//

#ifndef SPEC_CUDA_ADDRSPACE_ADD_ADDRSPACE_HPP
#define SPEC_CUDA_ADDRSPACE_ADD_ADDRSPACE_HPP

#include <spec/cuda/addrspace/AddressSpace.hpp>
#include <spec/cuda/addrspace/get_addrspace.hpp>

namespace sp {

//! T in the space AS, like std::add_const: a pointer type gets the space on
//! the pointer itself, and references and function types are unchanged.
//! T must be in the generic space.
template <class T, AddressSpace AS> struct add_addrspace {
#ifdef __SCALE_ADDRSPACES__
  static_assert(get_addrspace_v<T> == AddressSpace::GENERIC,
                "sp::add_addrspace: T already has an address space");
  using type = __AS(AS) T;
#else
  using type = T;
#endif
};

template <class T, AddressSpace AS> struct add_addrspace<T &, AS> {
  using type = T &;
};
template <class T, AddressSpace AS> struct add_addrspace<T &&, AS> {
  using type = T &&;
};
template <class R, class... Args, AddressSpace AS>
struct add_addrspace<R(Args...), AS> {
  using type = R(Args...);
};
template <class R, class... Args, AddressSpace AS>
struct add_addrspace<R(Args...) noexcept, AS> {
  using type = R(Args...) noexcept;
};

template <class T, AddressSpace AS>
using add_addrspace_t = typename add_addrspace<T, AS>::type;

} // namespace sp

#endif // SPEC_CUDA_ADDRSPACE_ADD_ADDRSPACE_HPP
