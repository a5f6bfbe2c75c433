//===- spec/cuda/addrspace/checked_casts.hpp - -fscale-checked-casts ------===//
//
//! \file
//! The run-time checks of -fscale-checked-casts. cc1 includes this header
//! before the source when the flag is on, and the compiler passes the
//! operand of every checked down-cast through one of these functions
//! (clang/lib/CheckedCasts.cpp): the pointer or object comes back unchanged,
//! or the program reports "<file>:<line>: pointer 0x… is not in __shared
//! memory (cast from generic)" and traps (device) or aborts (host). They are
//! not meant to be called by hand: sp::try_addrspace_cast is the API.
//!
//! The arguments are the operand, the space numbers of the target and the
//! source (the qualifier numbers behind sp::AddressSpace), and the cast's
//! file, line and function (for sp::CudaError when the CUDA runtime cannot
//! classify a host pointer).
//! A null pointer passes: it converts to every space.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_ADDRSPACE_CHECKED_CASTS_HPP
#define SPEC_CUDA_ADDRSPACE_CHECKED_CASTS_HPP

#include <spec/cuda/Addrspace.hpp>
#include <spec/cuda/addrspace/wrong_space.hpp>

namespace sp {
namespace detail {

//! Is \p Ptr in the space numbered \p To? A switch over the spaces that a
//! checked cast may target; each arm is the library's test, and with the
//! number a constant after inlining only one arm remains.
template <class T>
SP_HOST_DEVICE inline bool inCheckedSpace(T *Ptr, int To, SourceLocation Here) {
  switch (static_cast<AddressSpace>(To)) {
  case AddressSpace::DEVICE:
    return is_addrspace<AddressSpace::DEVICE>(Ptr, Here);
#if SP_DEVICE_PASS
  case AddressSpace::SHARED:
    return is_addrspace<AddressSpace::SHARED>(Ptr, Here);
  case AddressSpace::CONSTANT:
    return is_addrspace<AddressSpace::CONSTANT>(Ptr, Here);
  case AddressSpace::LOCAL:
    return is_addrspace<AddressSpace::LOCAL>(Ptr, Here);
#else
  case AddressSpace::GENERIC:
    return is_addrspace<AddressSpace::GENERIC>(Ptr, Here);
#endif
  default:
    return true;
  }
}

template <class T>
SP_HOST_DEVICE inline T *checkCast(T *Ptr, int To, int From, const char *File,
                                   int Line, const char *Function) {
  // A null pointer converts to every space. On the device the null test
  // is on the failure path only (the space test is cheaper than a branch);
  // the host must not ask the runtime about null.
#if SP_DEVICE_PASS
  bool Wrong = !inCheckedSpace(Ptr, To, SourceLocation()) && Ptr;
#else
  bool Wrong =
      Ptr &&
      !inCheckedSpace(Ptr, To, SourceLocation::current(File, Line, Function));
#endif
  if (Wrong)
    wrongSpace(File, Line, genericAddress(Ptr), static_cast<AddressSpace>(To),
               static_cast<AddressSpace>(From), /*Throw=*/false);
  return Ptr;
}

} // namespace detail
} // namespace sp

#if SP_DEVICE_PASS
template <class T>
__attribute__((device)) inline T *
__scale_checked_cast_device(T *Ptr, int To, int From, const char *File,
                            int Line, const char *Function) {
  return sp::detail::checkCast(Ptr, To, From, File, Line, Function);
}
template <class T>
__attribute__((device)) inline T &
__scale_checked_ref_device(T &Object, int To, int From, const char *File,
                           int Line, const char *Function) {
  return *sp::detail::checkCast(&Object, To, From, File, Line, Function);
}
#elif SP_HAVE_POINTER_MEMORY
// Host checks classify through the CUDA runtime (sp::pointerMemory), which
// throws sp::CudaError where it cannot answer.
template <class T>
inline T *__scale_checked_cast_host(T *Ptr, int To, int From, const char *File,
                                    int Line, const char *Function) {
  return sp::detail::checkCast(Ptr, To, From, File, Line, Function);
}
template <class T>
inline T &__scale_checked_ref_host(T &Object, int To, int From,
                                   const char *File, int Line,
                                   const char *Function) {
  return *sp::detail::checkCast(&Object, To, From, File, Line, Function);
}
#endif

#endif // SPEC_CUDA_ADDRSPACE_CHECKED_CASTS_HPP
