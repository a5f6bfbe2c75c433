//===- spec/cuda/Runtime.hpp - RAII over the CUDA runtime -------*- C++ -*-===//
//
//! \file
//! The runtime library of libSCALE, header-only over the CUDA runtime API:
//!
//!  - sp::Device: the process-wide object for one GPU (Device::get(i),
//!    Device::count(), createStream(), allocateMemory<T>(n));
//!  - sp::Stream: owns a cudaStream_t;
//!  - sp::UniquePtr<T>: owns GPU memory, such as UniquePtr<__device float>;
//!  - sp::copy, sp::copyAsync, sp::copyToSymbol, sp::copyFromSymbol: typed
//!    copies whose direction follows from the address spaces;
//!  - sp::CudaError: thrown for every failing CUDA call; sp::check and
//!    sp::checkLaunch for calls made directly.
//!
//! Like <spec/cuda/Addrspace.hpp> it works with and without the
//! address-space extension (scale-clang, upstream Clang, nvcc, g++ for
//! host-only code); without it the qualifiers are empty and
//! UniquePtr<__device float> is UniquePtr<float>. It needs the CUDA
//! include directory and libcudart.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_RUNTIME_HPP
#define SPEC_CUDA_RUNTIME_HPP

#include <spec/cuda/runtime/Copy.hpp>
#include <spec/cuda/runtime/CudaError.hpp>
#include <spec/cuda/runtime/Device.hpp>
#include <spec/cuda/runtime/SourceLocation.hpp>
#include <spec/cuda/runtime/Stream.hpp>
#include <spec/cuda/runtime/UniquePtr.hpp>

// After the runtime's system headers, for the reason in runtime/Copy.hpp.
#include <spec/cuda/Addrspace.hpp>

#endif // SPEC_CUDA_RUNTIME_HPP
