//===- spec/cuda/addrspace/remove_cvaref.hpp - sp::remove_cvaref ----------===//

#ifndef SPEC_CUDA_ADDRSPACE_REMOVE_CVAREF_HPP
#define SPEC_CUDA_ADDRSPACE_REMOVE_CVAREF_HPP

#include <spec/cuda/addrspace/remove_cva.hpp>

#include <type_traits>

namespace sp {

//! T without reference, then without const, volatile and address space,
//! like std::remove_cvref (so the referenced type loses its space).
template <class T> struct remove_cvaref {
  using type = remove_cva_t<std::remove_reference_t<T>>;
};
template <class T> using remove_cvaref_t = typename remove_cvaref<T>::type;

} // namespace sp

#endif // SPEC_CUDA_ADDRSPACE_REMOVE_CVAREF_HPP
