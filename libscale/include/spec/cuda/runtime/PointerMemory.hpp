//===- spec/cuda/runtime/PointerMemory.hpp - Host pointer classes -*- C++ -*-===//
//
//! \file
//! sp::PointerMemory and sp::pointerMemory(p): which kind of memory the CUDA
//! runtime says a host-side pointer refers to. This is how host code tells a
//! `__flat` (or, without the extension, plain) pointer to GPU memory from
//! one to host memory; sp::is_addrspace uses it on the host.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_RUNTIME_POINTERMEMORY_HPP
#define SPEC_CUDA_RUNTIME_POINTERMEMORY_HPP

#include <cuda_runtime_api.h>

#include <spec/cuda/runtime/CudaError.hpp>
#include <spec/cuda/runtime/SourceLocation.hpp>

namespace sp {

//! The memory a pointer refers to, as cudaPointerGetAttributes reports it.
enum class PointerMemory {
  //! Ordinary (pageable) host memory the runtime does not know.
  HOST_PAGEABLE,
  //! Host memory registered with or allocated by the runtime (pinned).
  HOST_PINNED,
  //! GPU global memory (cudaMalloc, device variables).
  DEVICE,
  //! Managed memory, usable from host and device code.
  MANAGED,
};

//! Asks the CUDA runtime what \p Ptr points to. Throws sp::CudaError when
//! the runtime cannot answer, for example on a machine without a usable
//! GPU, naming cudaPointerGetAttributes and the caller's line.
inline PointerMemory pointerMemory(const void *Ptr,
                                   SourceLocation Loc = SourceLocation::current()) {
  cudaPointerAttributes Attributes{};
  check(cudaPointerGetAttributes(&Attributes, Ptr), "cudaPointerGetAttributes",
        Loc);
  switch (Attributes.type) {
  case cudaMemoryTypeHost:
    return PointerMemory::HOST_PINNED;
  case cudaMemoryTypeDevice:
    return PointerMemory::DEVICE;
  case cudaMemoryTypeManaged:
    return PointerMemory::MANAGED;
  default:
    return PointerMemory::HOST_PAGEABLE;
  }
}

//! Whether host code may read and write the memory (the generic space of
//! the host).
constexpr bool isHostAccessible(PointerMemory M) {
  return M != PointerMemory::DEVICE;
}

//! Whether the memory is GPU global memory (the __device space).
constexpr bool isDeviceGlobal(PointerMemory M) {
  return M == PointerMemory::DEVICE || M == PointerMemory::MANAGED;
}

} // namespace sp

#endif // SPEC_CUDA_RUNTIME_POINTERMEMORY_HPP
