//===- spec/cuda/addrspace/try_addrspace_cast.hpp - Checked casts -*- C++ -*-===//
//
//! \file
//! sp::try_addrspace_cast<To>(x), the checked form of addrspace_cast (the
//! "checked dynamic cast" of Gaster and Howes):
//!
//!  - `try_addrspace_cast<__shared T *>(p)` is `addrspace_cast<__shared T *>(p)`
//!    when sp::is_addrspace<SHARED>(p), else nullptr;
//!  - `try_addrspace_cast<__shared T &>(r)` is the reference when the object
//!    is in that space; otherwise device code prints
//!    "<file>:<line>: pointer 0x… is not in __shared memory (cast from
//!    generic)" and traps, and host code throws sp::AddressSpaceError.
//!
//! To must be what addrspace_cast accepts: the type of the operand but for
//! the space of the outermost pointee or of the referenced object.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_ADDRSPACE_TRY_ADDRSPACE_CAST_HPP
#define SPEC_CUDA_ADDRSPACE_TRY_ADDRSPACE_CAST_HPP

#include <spec/cuda/addrspace/addrspace_cast.hpp>
#include <spec/cuda/addrspace/is_addrspace.hpp>
#include <spec/cuda/addrspace/wrong_space.hpp>

#include <type_traits>

namespace sp {

//! The pointer form: the cast pointer, or nullptr.
template <class To, class T,
          std::enable_if_t<std::is_pointer<To>::value, int> = 0>
SP_HOST_DEVICE inline To
try_addrspace_cast(T *Ptr, SourceLocation Loc = SourceLocation::current()) {
  constexpr AddressSpace AS = get_addrspace_v<std::remove_pointer_t<To>>;
  if (!is_addrspace<AS>(Ptr, Loc))
    return nullptr;
  return addrspace_cast<To>(Ptr);
}

//! The reference form: the cast reference; a mismatch traps (device) or
//! throws sp::AddressSpaceError (host).
template <class To, class T,
          std::enable_if_t<std::is_lvalue_reference<To>::value, int> = 0>
SP_HOST_DEVICE inline To
try_addrspace_cast(T &Object, SourceLocation Loc = SourceLocation::current()) {
  constexpr AddressSpace AS = get_addrspace_v<std::remove_reference_t<To>>;
  if (!is_addrspace<AS>(&Object, Loc))
    detail::wrongSpace(Loc.file(), Loc.line(), detail::genericAddress(&Object),
                       AS, get_addrspace_v<T>, /*Throw=*/true);
  return addrspace_cast<To>(Object);
}

} // namespace sp

#endif // SPEC_CUDA_ADDRSPACE_TRY_ADDRSPACE_CAST_HPP
