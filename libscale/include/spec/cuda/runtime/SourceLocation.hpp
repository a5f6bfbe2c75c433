//===- spec/cuda/runtime/SourceLocation.hpp - sp::SourceLocation -*- C++ -*-===//
//
//! \file
//! sp::SourceLocation, a C++17 stand-in for std::source_location. A
//! function that takes `SourceLocation Loc = SourceLocation::current()` as
//! its last parameter learns where it was called from, so an sp::CudaError
//! points at the user's line rather than at this library.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_RUNTIME_SOURCELOCATION_HPP
#define SPEC_CUDA_RUNTIME_SOURCELOCATION_HPP

#include <spec/cuda/addrspace/config.hpp>

namespace sp {

class SourceLocation {
public:
  //! The place of the call. The builtins are evaluated where the outermost
  //! default argument is used (GCC, Clang and nvcc all agree), which is what
  //! makes the default-argument idiom report the caller.
  //! Usable in device code too (sp::try_addrspace_cast reports the line).
  SP_HOST_DEVICE static constexpr SourceLocation
  current(const char *File = __builtin_FILE(), int Line = __builtin_LINE(),
          const char *Function = __builtin_FUNCTION()) noexcept {
    return SourceLocation(File, Line, Function);
  }

  SP_HOST_DEVICE constexpr SourceLocation() noexcept {}

  SP_HOST_DEVICE constexpr const char *file() const noexcept { return File; }
  SP_HOST_DEVICE constexpr int line() const noexcept { return Line; }
  SP_HOST_DEVICE constexpr const char *function() const noexcept { return Function; }

private:
  SP_HOST_DEVICE constexpr SourceLocation(const char *File, int Line,
                           const char *Function) noexcept
      : File(File), Line(Line), Function(Function) {}

  // String literals from the builtins: static storage, never freed.
  const char *File = "";
  int Line = 0;
  const char *Function = "";
};

} // namespace sp

#endif // SPEC_CUDA_RUNTIME_SOURCELOCATION_HPP
