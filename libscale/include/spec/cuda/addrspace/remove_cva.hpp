//===- spec/cuda/addrspace/remove_cva.hpp - sp::remove_cva -----===//

#ifndef SPEC_CUDA_ADDRSPACE_REMOVE_CVA_HPP
#define SPEC_CUDA_ADDRSPACE_REMOVE_CVA_HPP

#include <spec/cuda/addrspace/remove_addrspace.hpp>

#include <type_traits>

namespace sp {

//! T without const, volatile and address space, like std::remove_cv.
template <class T> struct remove_cva {
  using type = std::remove_cv_t<remove_addrspace_t<T>>;
};
template <class T> using remove_cva_t = typename remove_cva<T>::type;

} // namespace sp

#endif // SPEC_CUDA_ADDRSPACE_REMOVE_CVA_HPP
