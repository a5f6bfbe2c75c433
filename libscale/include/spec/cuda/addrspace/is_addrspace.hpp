//===- spec/cuda/addrspace/is_addrspace.hpp - sp::is_addrspace -*- C++ -*-===//
//
//! \file
//! sp::is_addrspace<AS>(p): is the object that \p p points to in the space
//! AS? For a generic or __flat pointer it is answered at run time (see
//! points_to.hpp for how, on each side); for a pointer already in a named
//! space the type answers. Where the optimizer knows where a generic pointer
//! came from (a __shared__ variable, a __device parameter), the run-time
//! test folds to a constant (docs/checked-casts.md).
//!
//! Without the extension every sp::AddressSpace has the same value (the
//! spec's compatibility table), so AS names only the generic space and the
//! answer is true; sp::points_to_shared and its siblings still tell the
//! spaces apart there.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_ADDRSPACE_IS_ADDRSPACE_HPP
#define SPEC_CUDA_ADDRSPACE_IS_ADDRSPACE_HPP

#include <spec/cuda/addrspace/points_to.hpp>
#include <spec/cuda/addrspace/AddressSpace.hpp>
#include <spec/cuda/addrspace/config.hpp>
#include <spec/cuda/addrspace/get_addrspace.hpp>

namespace sp {

//! True when the object \p Ptr points to is in the space \p AS. Every
//! pointer is a __flat pointer, and in device code a generic one; a null
//! pointer is in no named space. In host code only GENERIC, FLAT and DEVICE
//! can be true, and a generic or __flat pointer is classified through the
//! CUDA runtime (sp::CudaError when it cannot answer).
template <AddressSpace AS, class T>
SP_HOST_DEVICE inline bool
is_addrspace(T *Ptr, SourceLocation Loc = SourceLocation::current()) {
  constexpr AddressSpace Own = get_addrspace_v<T>;
  if constexpr (AS == AddressSpace::FLAT || AS == Own) {
    return true;
  } else if constexpr (Own != AddressSpace::GENERIC &&
                       Own != AddressSpace::FLAT) {
    // A named space is in no other named space; in device code it is also
    // generic.
    return AS == AddressSpace::GENERIC && SP_DEVICE_PASS;
  } else if constexpr (AS == AddressSpace::GENERIC) {
    // A __flat pointer: on the device every address is generic; on the host
    // only memory the host can use.
#if SP_DEVICE_PASS
    return true;
#elif SP_HAVE_POINTER_MEMORY
    return !Ptr || isHostAccessible(pointerMemory(detail::genericAddress(Ptr), Loc));
#else
    static_assert(detail::dependentFalse<T>::value,
                  "classifying a pointer in host code needs the CUDA "
                  "runtime: <cuda_runtime_api.h> was not found");
    return false;
#endif
  } else if constexpr (AS == AddressSpace::DEVICE) {
    return points_to_device(Ptr, Loc);
  } else if constexpr (AS == AddressSpace::SHARED) {
    return points_to_shared(Ptr, Loc);
  } else if constexpr (AS == AddressSpace::CONSTANT) {
    return points_to_constant(Ptr, Loc);
  } else {
    return points_to_local(Ptr, Loc);
  }
}

} // namespace sp

#endif // SPEC_CUDA_ADDRSPACE_IS_ADDRSPACE_HPP
