//===- spec/cuda/addrspace/get_addrspace.hpp - sp::get_addrspace ----------===//

#ifndef SPEC_CUDA_ADDRSPACE_GET_ADDRSPACE_HPP
#define SPEC_CUDA_ADDRSPACE_GET_ADDRSPACE_HPP

#include <spec/cuda/addrspace/AddressSpace.hpp>

#include <type_traits>

namespace sp {

//! The address space of T itself (not of what T points or refers to), like
//! std::is_const. An unqualified type is in the generic space.
template <class T>
struct get_addrspace
    : std::integral_constant<AddressSpace, AddressSpace::GENERIC> {};

#ifdef __SCALE_ADDRSPACES__
// One specialization per cv combination: a cv-qualified argument matches
// each pattern whose cv-qualifiers it has, and the most qualified one is the
// most specialized (docs/semantic-gaps.md, "Partial specialisations").
template <class T, int N>
struct get_addrspace<__attribute__((address_space(N))) T>
    : std::integral_constant<AddressSpace, static_cast<AddressSpace>(N)> {};
template <class T, int N>
struct get_addrspace<const __attribute__((address_space(N))) T>
    : std::integral_constant<AddressSpace, static_cast<AddressSpace>(N)> {};
template <class T, int N>
struct get_addrspace<volatile __attribute__((address_space(N))) T>
    : std::integral_constant<AddressSpace, static_cast<AddressSpace>(N)> {};
template <class T, int N>
struct get_addrspace<const volatile __attribute__((address_space(N))) T>
    : std::integral_constant<AddressSpace, static_cast<AddressSpace>(N)> {};
#endif

template <class T>
inline constexpr AddressSpace get_addrspace_v = get_addrspace<T>::value;

} // namespace sp

#endif // SPEC_CUDA_ADDRSPACE_GET_ADDRSPACE_HPP
