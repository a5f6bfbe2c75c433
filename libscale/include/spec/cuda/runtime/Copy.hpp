//===- spec/cuda/runtime/Copy.hpp - Typed copies ----------------*- C++ -*-===//
//
//! \file
//! sp::copy and sp::copyAsync: cudaMemcpy with the direction taken from the
//! address spaces of the two pointers, so that it cannot be wrong; and
//! sp::copyToSymbol / sp::copyFromSymbol for __constant__ and __device__
//! variables.
//!
//! With the extension on, the spaces pick the direction:
//!
//!   destination \ source | generic (host)  | __device        | __flat
//!   ---------------------+-----------------+-----------------+-----------
//!   generic (host)       | error: std::copy| DeviceToHost    | Default
//!   __device             | HostToDevice    | DeviceToDevice  | Default
//!   __flat               | Default         | Default         | Default
//!
//! and __shared, __constant and __local memory on either side is an error
//! (the host cannot name such memory by address; use copyToSymbol for a
//! __constant__ variable). Without the extension every pointer is generic,
//! so the direction is unknown at compile time and every copy is
//! cudaMemcpyDefault: CUDA's unified addressing finds it at run time.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_RUNTIME_COPY_HPP
#define SPEC_CUDA_RUNTIME_COPY_HPP

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>

#include <spec/cuda/runtime/CudaError.hpp>
#include <spec/cuda/runtime/SourceLocation.hpp>

// Last: without the extension it defines __shared and the other qualifiers
// as empty macros, and glibc's <bits/struct_rwlock.h>, which the headers
// above bring in, has a member named __shared.
#include <spec/cuda/Addrspace.hpp>

namespace sp {
namespace detail {

//! Whether pointers carry spaces: without the extension every enumerator of
//! AddressSpace has the same value (spec, "Compatibility"), so this asks
//! the one gate in config.hpp without another #ifdef.
constexpr bool HaveAddressSpaces = AddressSpace::DEVICE != AddressSpace::GENERIC;

constexpr bool isCopyable(AddressSpace A) {
  return !HaveAddressSpaces || A == AddressSpace::GENERIC ||
         A == AddressSpace::DEVICE || A == AddressSpace::FLAT;
}

//! The cudaMemcpyKind for copying a Src into a Dst, following the table at
//! the top of this file; every row label below is a branch there.
template <class Dst, class Src> constexpr cudaMemcpyKind copyKind() {
  constexpr AddressSpace D = get_addrspace_v<Dst>;
  constexpr AddressSpace S = get_addrspace_v<Src>;
  static_assert(!std::is_const<Dst>::value,
                "sp::copy: the destination points to const");
  static_assert(std::is_same<remove_cva_t<Dst>, remove_cva_t<Src>>::value,
                "sp::copy: the two pointers have different element types");
  static_assert(std::is_trivially_copyable<remove_cva_t<Dst>>::value,
                "sp::copy: the element type must be trivially copyable");
  static_assert(isCopyable(D),
                "sp::copy: the destination is __shared, __constant or __local "
                "memory; only host (generic), __device and __flat memory can "
                "be copied from the host (copyToSymbol for a __constant__ "
                "variable)");
  static_assert(isCopyable(S),
                "sp::copy: the source is __shared, __constant or __local "
                "memory; only host (generic), __device and __flat memory can "
                "be copied from the host");
  static_assert(!HaveAddressSpaces || D != AddressSpace::GENERIC ||
                    S != AddressSpace::GENERIC,
                "sp::copy: both pointers are host (generic) memory: use "
                "std::copy, or make one of them __device or __flat");
  if (!HaveAddressSpaces)
    return cudaMemcpyDefault; // without the extension: found at run time
  if (D == AddressSpace::FLAT || S == AddressSpace::FLAT)
    return cudaMemcpyDefault; // __flat: found at run time
  if (D == AddressSpace::DEVICE)
    return S == AddressSpace::DEVICE ? cudaMemcpyDeviceToDevice // __device
                                     : cudaMemcpyHostToDevice;  // generic
  return cudaMemcpyDeviceToHost; // generic <- __device
}

//! Whether a variable of type Symbol can be a CUDA symbol: __constant__ or
//! __device__ (its type carries the space; an array's is its elements').
template <class Symbol> constexpr bool isSymbol() {
  constexpr AddressSpace A = get_addrspace_v<std::remove_all_extents_t<Symbol>>;
  return !HaveAddressSpaces || A == AddressSpace::CONSTANT ||
         A == AddressSpace::DEVICE;
}

template <class T>
std::size_t byteCount(std::size_t N, const char *Call, SourceLocation Loc) {
  if (N > SIZE_MAX / sizeof(T))
    throw CudaError(cudaErrorInvalidValue, Call,
                    std::to_string(N) + " elements do not fit in size_t", Loc);
  return N * sizeof(T);
}

} // namespace detail

//! Copies \p N elements from \p From to \p To and waits for the copy. The
//! direction comes from the pointers' spaces (see the table above), such
//! as host to device for `sp::copy(buffer.get(), hostData, n)`. N == 0
//! calls nothing.
template <class Dst, class Src>
void copy(Dst *To, const Src *From, std::size_t N,
          SourceLocation Loc = SourceLocation::current()) {
  constexpr cudaMemcpyKind Kind = detail::copyKind<Dst, Src>();
  if (N == 0)
    return;
  std::size_t Bytes = detail::byteCount<Dst>(N, "cudaMemcpy", Loc);
  // The casts only drop the spaces for CUDA's void * parameters.
  check(cudaMemcpy((void *)To, (const void *)From, Bytes, Kind), "cudaMemcpy",
        Loc);
}

//! As copy(), but queued on \p Stream (an sp::Stream converts): it returns
//! at once, and both buffers must stay alive until the stream has reached
//! the copy. Host memory that is not page-locked makes CUDA stage the copy,
//! which may make it synchronous.
template <class Dst, class Src>
void copyAsync(Dst *To, const Src *From, std::size_t N, cudaStream_t Stream,
               SourceLocation Loc = SourceLocation::current()) {
  constexpr cudaMemcpyKind Kind = detail::copyKind<Dst, Src>();
  if (N == 0)
    return;
  std::size_t Bytes = detail::byteCount<Dst>(N, "cudaMemcpyAsync", Loc);
  check(cudaMemcpyAsync((void *)To, (const void *)From, Bytes, Kind, Stream),
        "cudaMemcpyAsync", Loc);
}

//! Copies \p N elements from host memory to the start of the __constant__
//! or __device__ variable \p Symbol (an array, or one object with N == 1),
//! and waits. More than the variable holds is a CudaError from CUDA. With
//! the extension, a variable of any other space does not compile.
template <class Symbol, class Src>
void copyToSymbol(Symbol &To, const Src *From, std::size_t N,
                  SourceLocation Loc = SourceLocation::current()) {
  static_assert(std::is_same<remove_cva_t<std::remove_all_extents_t<Symbol>>,
                             remove_cva_t<Src>>::value,
                "sp::copyToSymbol: the source's element type differs from "
                "the variable's");
  static_assert(detail::isSymbol<Symbol>(),
                "sp::copyToSymbol: the variable must be __constant__ or "
                "__device__");
  static_assert(!detail::HaveAddressSpaces ||
                    get_addrspace_v<Src> == AddressSpace::GENERIC,
                "sp::copyToSymbol: the source must be host (generic) memory");
  if (N == 0)
    return;
  std::size_t Bytes = detail::byteCount<Src>(N, "cudaMemcpyToSymbol", Loc);
  // &To is the host-side handle that CUDA maps to the variable; the cast
  // drops its space for the void * parameter.
  check(cudaMemcpyToSymbol((const void *)&To, (const void *)From, Bytes, 0,
                           cudaMemcpyHostToDevice),
        "cudaMemcpyToSymbol", Loc);
}

//! Copies \p N elements from the start of the __constant__ or __device__
//! variable \p Symbol to host memory, and waits.
template <class Dst, class Symbol>
void copyFromSymbol(Dst *To, const Symbol &From, std::size_t N,
                    SourceLocation Loc = SourceLocation::current()) {
  static_assert(std::is_same<remove_cva_t<std::remove_all_extents_t<Symbol>>,
                             remove_cva_t<Dst>>::value,
                "sp::copyFromSymbol: the destination's element type differs "
                "from the variable's");
  static_assert(detail::isSymbol<Symbol>(),
                "sp::copyFromSymbol: the variable must be __constant__ or "
                "__device__");
  static_assert(!std::is_const<Dst>::value,
                "sp::copyFromSymbol: the destination points to const");
  static_assert(!detail::HaveAddressSpaces ||
                    get_addrspace_v<Dst> == AddressSpace::GENERIC,
                "sp::copyFromSymbol: the destination must be host (generic) "
                "memory");
  if (N == 0)
    return;
  std::size_t Bytes = detail::byteCount<Dst>(N, "cudaMemcpyFromSymbol", Loc);
  check(cudaMemcpyFromSymbol((void *)To, (const void *)&From, Bytes, 0,
                             cudaMemcpyDeviceToHost),
        "cudaMemcpyFromSymbol", Loc);
}

} // namespace sp

#endif // SPEC_CUDA_RUNTIME_COPY_HPP
