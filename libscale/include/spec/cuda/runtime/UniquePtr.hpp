//===- spec/cuda/runtime/UniquePtr.hpp - sp::UniquePtr ----------*- C++ -*-===//
//
//! \file
//! sp::UniquePtr<T>, sole owner of memory from cudaMalloc, usually as
//! UniquePtr<__device T> from sp::Device::allocateMemory<T>(n).
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_RUNTIME_UNIQUEPTR_HPP
#define SPEC_CUDA_RUNTIME_UNIQUEPTR_HPP

#include <cuda_runtime_api.h>

#include <cstddef>
#include <type_traits>
#include <utility>

#include <spec/cuda/runtime/CudaError.hpp>

// Last: without the extension it defines __shared and the other qualifiers
// as empty macros, and glibc's <bits/struct_rwlock.h>, which the headers
// above bring in, has a member named __shared.
#include <spec/cuda/Addrspace.hpp>

namespace sp {

//! The deleter of UniquePtr: cudaFree. A failure is reported on stderr,
//! not thrown, because it runs in destructors and in reset().
struct CudaFree {
  template <class T> void operator()(T *Ptr) const noexcept {
    // The C-style cast drops const and the address space: cudaFree takes a
    // plain void *, and the pointer is only handed over, never read.
    detail::reportUnthrown("sp::UniquePtr", "cudaFree", cudaFree((void *)Ptr));
  }
};

//! Owns GPU memory, like std::unique_ptr owns heap memory: move-only,
//! released exactly once (by the destructor, reset() or the new owner after
//! a move), or handed back with release().
//!
//! There is no operator* or operator[]: the memory is on the GPU, so the
//! host must not read it. Pass get() to a kernel or to sp::copy.
//!
//! \tparam T the element type with its address space, such as
//!   `__device float` (without the extension, just `float`).
//! \tparam Deleter a stateless callable that releases a `T *`. The default,
//!   CudaFree, is the only one the library uses; the parameter exists as a
//!   seam for testing ownership where no GPU can give real memory.
template <class T, class Deleter = CudaFree> class UniquePtr {
  static_assert(std::is_empty<Deleter>::value &&
                    std::is_nothrow_default_constructible<Deleter>::value,
                "sp::UniquePtr: the Deleter must be stateless");

public:
  using element_type = T;
  using pointer = T *;
  using deleter_type = Deleter;

  constexpr UniquePtr() noexcept = default;
  constexpr UniquePtr(std::nullptr_t) noexcept {}
  //! Takes ownership of \p Ptr, which Deleter must be able to release.
  explicit UniquePtr(T *Ptr) noexcept : Ptr(Ptr) {}

  UniquePtr(const UniquePtr &) = delete;
  UniquePtr &operator=(const UniquePtr &) = delete;

  UniquePtr(UniquePtr &&Other) noexcept : Ptr(Other.release()) {}
  //! From an owner of a U that converts to T implicitly, for example
  //! `__device float` to `const __device float`.
  template <class U, class = std::enable_if_t<std::is_convertible<U *, T *>::value>>
  UniquePtr(UniquePtr<U, Deleter> &&Other) noexcept : Ptr(Other.release()) {}

  UniquePtr &operator=(UniquePtr &&Other) noexcept {
    reset(Other.release()); // Self-move: release() then reset() keeps it.
    return *this;
  }
  UniquePtr &operator=(std::nullptr_t) noexcept {
    reset();
    return *this;
  }

  ~UniquePtr() { reset(); }

  //! The owned pointer, or null. Ownership stays here.
  T *get() const noexcept { return Ptr; }
  explicit operator bool() const noexcept { return Ptr != nullptr; }

  //! Gives up ownership without releasing: the caller must free the result.
  T *release() noexcept {
    T *Old = Ptr;
    Ptr = nullptr;
    return Old;
  }

  //! Releases what is owned (if anything) and takes \p NewPtr instead.
  void reset(T *NewPtr = nullptr) noexcept {
    T *Old = Ptr;
    Ptr = NewPtr;
    if (Old)
      Deleter()(Old);
  }

  void swap(UniquePtr &Other) noexcept { std::swap(Ptr, Other.Ptr); }

  friend bool operator==(const UniquePtr &P, std::nullptr_t) noexcept {
    return !P;
  }
  friend bool operator!=(const UniquePtr &P, std::nullptr_t) noexcept {
    return static_cast<bool>(P);
  }

private:
  T *Ptr = nullptr;
};

} // namespace sp

#endif // SPEC_CUDA_RUNTIME_UNIQUEPTR_HPP
