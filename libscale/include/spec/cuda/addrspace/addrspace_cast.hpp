//===- spec/cuda/addrspace/addrspace_cast.hpp - addrspace_cast fallback ---===//
//
//! \file
//! With the extension on, addrspace_cast<T>(e) is part of the language and
//! needs no header. Without it there is only the generic space, so the
//! cast changes nothing: it exists so that the same source compiles, and it
//! insists that T is the type of e, as the real cast would for everything
//! but the space.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_ADDRSPACE_ADDRSPACE_CAST_HPP
#define SPEC_CUDA_ADDRSPACE_ADDRSPACE_CAST_HPP

#include <spec/cuda/addrspace/config.hpp>

#ifndef __SCALE_ADDRSPACES__
#include <type_traits>
#include <utility>

#if defined(__CUDACC__) || defined(__HIP__)
#define SP_ADDRSPACE_CAST_HD __host__ __device__
#else
#define SP_ADDRSPACE_CAST_HD
#endif

namespace sp {
namespace detail {
// May addrspace_cast<To> take an operand deduced as From (From &&)? With one
// space the cast may change nothing: to a value type, the operand's value
// type; to an lvalue reference, an lvalue of the referenced type; to an
// rvalue reference, a glvalue of the referenced type (a prvalue operand
// cannot be told apart from an xvalue here; plain C++ binds it as
// static_cast would).
template <class To, class From>
struct AddrspaceCastChangesOnlyTheSpace
    : std::integral_constant<
          bool,
          std::is_lvalue_reference<To>::value
              ? std::is_same<To, From>::value
          : std::is_rvalue_reference<To>::value
              ? std::is_same<typename std::remove_reference<To>::type,
                             typename std::remove_reference<From>::type>::value
              : std::is_same<To, typename std::decay<From>::type>::value> {};
} // namespace detail
} // namespace sp

template <class To, class From>
SP_ADDRSPACE_CAST_HD constexpr To addrspace_cast(From &&From_) noexcept {
  static_assert(sp::detail::AddrspaceCastChangesOnlyTheSpace<To, From>::value,
                "addrspace_cast can only change the address space, and "
                "without address-space qualifiers there is only one");
  return static_cast<To>(From_);
}

#undef SP_ADDRSPACE_CAST_HD
#endif

#endif // SPEC_CUDA_ADDRSPACE_ADDRSPACE_CAST_HPP
