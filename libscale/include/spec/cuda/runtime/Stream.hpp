//===- spec/cuda/runtime/Stream.hpp - sp::Stream ----------------*- C++ -*-===//
//
//! \file
//! sp::Stream, sole owner of a cudaStream_t. Make one with
//! sp::Device::createStream().
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_RUNTIME_STREAM_HPP
#define SPEC_CUDA_RUNTIME_STREAM_HPP

#include <cuda_runtime_api.h>

#include <utility>

#include <spec/cuda/runtime/CudaError.hpp>
#include <spec/cuda/runtime/SourceLocation.hpp>

namespace sp {

//! Owns a CUDA stream: move-only, destroyed exactly once. It converts to
//! cudaStream_t, so it can be the fourth launch parameter
//! (`kernel<<<grid, block, 0, stream>>>(...)`) or go to any CUDA API.
//!
//! A moved-from or released Stream is empty: it converts to the null
//! stream, which CUDA takes as the legacy default stream, so do not launch
//! on it; synchronise() on it throws.
class Stream {
public:
  //! Takes ownership of \p Owned, created on device \p Device.
  explicit Stream(cudaStream_t Owned, int Device) noexcept
      : Handle(Owned), Dev(Device) {}

  Stream(const Stream &) = delete;
  Stream &operator=(const Stream &) = delete;

  Stream(Stream &&Other) noexcept
      : Handle(std::exchange(Other.Handle, nullptr)), Dev(Other.Dev) {}
  Stream &operator=(Stream &&Other) noexcept {
    if (this != &Other) {
      destroy();
      Handle = std::exchange(Other.Handle, nullptr);
      Dev = Other.Dev;
    }
    return *this;
  }

  //! Destroys the stream. CUDA lets queued work finish first. A failure is
  //! printed to stderr rather than thrown: a destructor that throws during
  //! unwinding ends the program, and nothing could be done about a stream
  //! that will not go away.
  ~Stream() { destroy(); }

  operator cudaStream_t() const noexcept { return Handle; }
  cudaStream_t get() const noexcept { return Handle; }
  //! The device the stream belongs to.
  int device() const noexcept { return Dev; }
  //! False once moved from or released.
  explicit operator bool() const noexcept { return Handle != nullptr; }

  //! Waits for everything queued on the stream so far.
  void synchronise(SourceLocation Loc = SourceLocation::current()) const {
    if (!Handle)
      throw CudaError(cudaErrorInvalidResourceHandle, "sp::Stream::synchronise",
                      "the Stream is empty (moved from or released)", Loc);
    check(cudaStreamSynchronize(Handle), "cudaStreamSynchronize", Loc);
  }

  //! Gives up ownership: the caller must cudaStreamDestroy the result.
  cudaStream_t release() noexcept { return std::exchange(Handle, nullptr); }

private:
  void destroy() noexcept {
    if (Handle)
      detail::reportUnthrown("sp::Stream", "cudaStreamDestroy",
                             cudaStreamDestroy(std::exchange(Handle, nullptr)));
  }

  cudaStream_t Handle;
  int Dev;
};

} // namespace sp

#endif // SPEC_CUDA_RUNTIME_STREAM_HPP
