//===- spec/cuda/addrspace/points_to.hpp - Run-time space tests -*- C++ -*-===//
//
//! \file
//! sp::points_to_device(p), points_to_shared, points_to_constant and
//! points_to_local: does the object \p p points to live in that memory?
//! They name the space in the function, so they tell the spaces apart in
//! every mode; sp::is_addrspace<AS> is built on them.
//!
//! Device code asks the hardware: NVPTX `isspacep.{global,shared,const,local}`
//! (through Clang's __nvvm_isspacep_* builtins with the extension, through the
//! toolkit's __isGlobal/__isShared/__isConstant/__isLocal without it), AMDGPU
//! `llvm.amdgcn.is.shared`/`is.private` (everything else is the global
//! aperture, where AMDGPU's constant memory lives too, so points_to_device
//! and points_to_constant agree there). Host code asks the CUDA runtime
//! (sp::pointerMemory): GPU and managed memory is device memory; the host
//! never holds shared, constant or local addresses it could classify, so
//! those answer false.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_ADDRSPACE_POINTS_TO_HPP
#define SPEC_CUDA_ADDRSPACE_POINTS_TO_HPP

// The runtime's headers before config.hpp's fallback macros (see there).
#if __has_include(<cuda_runtime_api.h>)
#include <spec/cuda/runtime/PointerMemory.hpp>
#define SP_HAVE_POINTER_MEMORY 1
#else
#define SP_HAVE_POINTER_MEMORY 0
#endif

#include <spec/cuda/addrspace/config.hpp>
#include <spec/cuda/runtime/SourceLocation.hpp>

namespace sp {
namespace detail {

//! The spaces a run-time test can name.
enum class Probe { Device, Shared, Constant, Local };

//! The object's address as a generic `const void *` (a __flat pointer needs
//! the explicit cast; a named one converts anyway).
template <class T>
SP_HOST_DEVICE inline const void *genericAddress(T *Ptr) {
  return (const void *)(Ptr);
}

#if SP_DEVICE_PASS
// The address is dependent (a template parameter's), so that the toolkit's
// functions are looked up only where they are used: hermetic tests and
// non-NVIDIA targets never instantiate them.
template <Probe P, class T> __attribute__((device)) inline bool probeDevice(T *Ptr) {
  const void *Address = genericAddress(Ptr);
#if defined(__AMDGCN__)
  bool Shared = __builtin_amdgcn_is_shared(Address);
  bool Private = __builtin_amdgcn_is_private(Address);
  if constexpr (P == Probe::Shared)
    return Shared;
  else if constexpr (P == Probe::Local)
    return Private;
  else
    return !Shared && !Private;
#elif defined(__SCALE_ADDRSPACES__)
  if constexpr (P == Probe::Device)
    return __nvvm_isspacep_global(Address);
  else if constexpr (P == Probe::Shared)
    return __nvvm_isspacep_shared(Address);
  else if constexpr (P == Probe::Constant)
    return __nvvm_isspacep_const(Address);
  else
    return __nvvm_isspacep_local(Address);
#else
  if constexpr (P == Probe::Device)
    return __isGlobal(Ptr);
  else if constexpr (P == Probe::Shared)
    return __isShared(Ptr);
  else if constexpr (P == Probe::Constant)
    return __isConstant(Ptr);
  else
    return __isLocal(Ptr);
#endif
}
#endif

template <class T> struct dependentFalse {
  static constexpr bool value = false;
};

//! Host side: only GPU global memory can be recognised (see the file
//! comment); the CUDA runtime says whether the address is such memory.
template <Probe P, class T>
inline bool probeHost(T *Ptr, SourceLocation Loc) {
  if constexpr (P != Probe::Device) {
    return false;
  } else {
#if SP_HAVE_POINTER_MEMORY
    return Ptr && isDeviceGlobal(pointerMemory(genericAddress(Ptr), Loc));
#else
    static_assert(dependentFalse<T>::value,
                  "classifying a pointer in host code needs the CUDA "
                  "runtime: <cuda_runtime_api.h> was not found");
    return false;
#endif
  }
}

template <Probe P, class T>
SP_HOST_DEVICE inline bool probe(T *Ptr, SourceLocation Loc) {
#if SP_DEVICE_PASS
  (void)Loc;
  return probeDevice<P>(Ptr);
#else
  return probeHost<P>(Ptr, Loc);
#endif
}

} // namespace detail

//! Is \p Ptr an address in GPU global memory? On the host this asks the
//! CUDA runtime and throws sp::CudaError where it cannot answer.
template <class T>
SP_HOST_DEVICE inline bool
points_to_device(T *Ptr, SourceLocation Loc = SourceLocation::current()) {
  return detail::probe<detail::Probe::Device>(Ptr, Loc);
}
//! Is \p Ptr an address in shared memory (LDS on AMD GPUs)?
template <class T>
SP_HOST_DEVICE inline bool
points_to_shared(T *Ptr, SourceLocation Loc = SourceLocation::current()) {
  return detail::probe<detail::Probe::Shared>(Ptr, Loc);
}
//! Is \p Ptr an address in constant memory?
template <class T>
SP_HOST_DEVICE inline bool
points_to_constant(T *Ptr, SourceLocation Loc = SourceLocation::current()) {
  return detail::probe<detail::Probe::Constant>(Ptr, Loc);
}
//! Is \p Ptr an address in a thread's local (private) memory?
template <class T>
SP_HOST_DEVICE inline bool
points_to_local(T *Ptr, SourceLocation Loc = SourceLocation::current()) {
  return detail::probe<detail::Probe::Local>(Ptr, Loc);
}

} // namespace sp

#endif // SPEC_CUDA_ADDRSPACE_POINTS_TO_HPP
