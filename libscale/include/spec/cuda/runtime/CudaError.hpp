//===- spec/cuda/runtime/CudaError.hpp - sp::CudaError, sp::check -*- C++ -*-===//
//
//! \file
//! sp::CudaError, the exception every failing CUDA runtime call turns into,
//! and sp::check, which does the turning.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_RUNTIME_CUDAERROR_HPP
#define SPEC_CUDA_RUNTIME_CUDAERROR_HPP

#include <cuda_runtime_api.h>

#include <cstdio>
#include <stdexcept>
#include <string>

#include <spec/cuda/runtime/SourceLocation.hpp>

namespace sp {

//! A CUDA runtime call failed. what() reads
//! "<call> failed: <CUDA's error string> (<error name>) at <file>:<line> in
//! <function>", with "; <detail>" after the error name where there is more to
//! say (for example the device index that was asked for).
class CudaError : public std::runtime_error {
public:
  //! \p Call names the API call (or the sp:: function that failed without
  //! calling CUDA) and must have static storage duration, like a string
  //! literal: the exception only keeps the pointer, so that copying it
  //! cannot throw.
  CudaError(cudaError_t Code, const char *Call,
            SourceLocation Loc = SourceLocation::current())
      : CudaError(Code, Call, std::string(), Loc) {}

  CudaError(cudaError_t Code, const char *Call, const std::string &Detail,
            SourceLocation Loc = SourceLocation::current())
      : std::runtime_error(message(Code, Call, Detail, Loc)), Code(Code),
        Call(Call), Loc(Loc) {}

  //! The error CUDA returned.
  cudaError_t code() const noexcept { return Code; }
  //! The same as code(), under the name cuda::cuda_error uses.
  cudaError_t status() const noexcept { return Code; }
  //! The API call that failed, such as "cudaMalloc".
  const char *call() const noexcept { return Call; }
  //! Where the failing sp:: function was called from.
  const SourceLocation &where() const noexcept { return Loc; }

private:
  static std::string message(cudaError_t Code, const char *Call,
                             const std::string &Detail, SourceLocation Loc) {
    std::string M = Call;
    M += " failed: ";
    M += cudaGetErrorString(Code);
    M += " (";
    M += cudaGetErrorName(Code);
    M += ")";
    if (!Detail.empty()) {
      M += "; ";
      M += Detail;
    }
    M += " at ";
    M += Loc.file();
    M += ":";
    M += std::to_string(Loc.line());
    M += " in ";
    M += Loc.function();
    return M;
  }

  cudaError_t Code;
  const char *Call;
  SourceLocation Loc;
};

//! Throws CudaError unless \p Code is cudaSuccess. On failure it also takes
//! the error off the runtime's last-error slot (cudaGetLastError), so that
//! an error already thrown is not reported a second time by a later
//! checkLaunch(); sticky errors stay, as CUDA keeps them anyway.
inline void check(cudaError_t Code, const char *Call,
                  SourceLocation Loc = SourceLocation::current()) {
  if (Code != cudaSuccess) {
    (void)cudaGetLastError();
    throw CudaError(Code, Call, Loc);
  }
}

//! Checks the launch that just happened (`kernel<<<...>>>(...)` returns
//! nothing): throws CudaError for a bad configuration or a missing device.
//! Errors in the running kernel show up at the next synchronisation.
inline void checkLaunch(SourceLocation Loc = SourceLocation::current()) {
  check(cudaGetLastError(), "kernel launch", Loc);
}

namespace detail {

//! For destructors and other noexcept paths, which cannot throw: report a
//! failed release on stderr and carry on. cudaErrorCudartUnloading is not
//! reported: it means an object outlived the runtime during process exit,
//! when the driver takes every resource back anyway.
inline void reportUnthrown(const char *Where, const char *Call,
                           cudaError_t Code) noexcept {
  if (Code == cudaSuccess || Code == cudaErrorCudartUnloading)
    return;
  (void)cudaGetLastError();
  std::fprintf(stderr, "%s: %s failed: %s (%s)\n",
               Where, Call, cudaGetErrorString(Code), cudaGetErrorName(Code));
}

} // namespace detail
} // namespace sp

#endif // SPEC_CUDA_RUNTIME_CUDAERROR_HPP
