//===- spec/cuda/runtime/Device.hpp - sp::Device ----------------*- C++ -*-===//
//
//! \file
//! sp::Device, the process-wide object for one GPU: where streams and
//! device memory come from.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_RUNTIME_DEVICE_HPP
#define SPEC_CUDA_RUNTIME_DEVICE_HPP

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>

#include <spec/cuda/runtime/CudaError.hpp>
#include <spec/cuda/runtime/SourceLocation.hpp>
#include <spec/cuda/runtime/Stream.hpp>
#include <spec/cuda/runtime/UniquePtr.hpp>

// Last: without the extension it defines __shared and the other qualifiers
// as empty macros, and glibc's <bits/struct_rwlock.h>, which the headers
// above bring in, has a member named __shared.
#include <spec/cuda/Addrspace.hpp>

namespace sp {

namespace detail {

//! Makes a device current for one scope and puts the previous one back, so
//! that sp:: calls do not change the caller's current device.
class ScopedDevice {
public:
  ScopedDevice(int Device, SourceLocation Loc) {
    check(cudaGetDevice(&Previous), "cudaGetDevice", Loc);
    if (Previous != Device) {
      check(cudaSetDevice(Device), "cudaSetDevice", Loc);
      Changed = true;
    }
  }
  ScopedDevice(const ScopedDevice &) = delete;
  ScopedDevice &operator=(const ScopedDevice &) = delete;
  ~ScopedDevice() {
    if (Changed)
      reportUnthrown("sp::Device", "cudaSetDevice", cudaSetDevice(Previous));
  }

private:
  int Previous = 0;
  bool Changed = false;
};

} // namespace detail

//! One GPU. There is one Device object per GPU for the whole process; get()
//! hands out references to it, and it can be neither copied nor moved.
//! Its member functions make the GPU current only while they run.
class Device {
public:
  Device(const Device &) = delete;
  Device &operator=(const Device &) = delete;

  //! The number of GPUs. Throws CudaError when CUDA cannot count them (no
  //! device, no driver, a driver older than the runtime).
  static int count(SourceLocation Loc = SourceLocation::current()) {
    int N = 0;
    check(cudaGetDeviceCount(&N), "cudaGetDeviceCount", Loc);
    return N;
  }

  //! The object for GPU \p Index (0 for the first). Throws CudaError when
  //! the GPUs cannot be counted, or with cudaErrorInvalidDevice when there
  //! is no GPU \p Index.
  static Device &get(int Index, SourceLocation Loc = SourceLocation::current()) {
    // Built on the first call that can count the GPUs; a call that throws
    // leaves it unbuilt, so a later call tries again (C++ static init).
    static const Table All(count(Loc));
    if (Index < 0 || Index >= All.Count)
      throw CudaError(cudaErrorInvalidDevice, "sp::Device::get",
                      "there is no GPU " + std::to_string(Index) + " (found " +
                          std::to_string(All.Count) + ")",
                      Loc);
    return All.Devices[Index];
  }

  //! The CUDA device ordinal.
  int index() const noexcept { return Index; }

  cudaDeviceProp properties(SourceLocation Loc = SourceLocation::current()) const {
    cudaDeviceProp Props{};
    check(cudaGetDeviceProperties(&Props, Index), "cudaGetDeviceProperties",
          Loc);
    return Props;
  }

  //! Waits for all work on this GPU (cudaDeviceSynchronize).
  void synchronise(SourceLocation Loc = SourceLocation::current()) const {
    detail::ScopedDevice Guard(Index, Loc);
    check(cudaDeviceSynchronize(), "cudaDeviceSynchronize", Loc);
  }

  //! A new stream on this GPU; \p Flags as for cudaStreamCreateWithFlags.
  Stream createStream(unsigned Flags = cudaStreamDefault,
                      SourceLocation Loc = SourceLocation::current()) const {
    detail::ScopedDevice Guard(Index, Loc);
    cudaStream_t Handle = nullptr;
    check(cudaStreamCreateWithFlags(&Handle, Flags), "cudaStreamCreateWithFlags",
          Loc);
    return Stream(Handle, Index);
  }

  //! Uninitialised global memory for \p N objects of type T on this GPU.
  //! T is named without a space; the result points to `__device T`.
  //! N == 0 gives an empty UniquePtr without calling CUDA. Throws CudaError
  //! (cudaErrorMemoryAllocation) when the GPU has not got that much, or
  //! when N * sizeof(T) does not fit in a size_t.
  template <class T>
  UniquePtr<add_addrspace_t<T, AddressSpace::DEVICE>>
  allocateMemory(std::size_t N,
                 SourceLocation Loc = SourceLocation::current()) const {
    static_assert(get_addrspace_v<T> == AddressSpace::GENERIC,
                  "sp::Device::allocateMemory<T>: name T without an address "
                  "space; the memory is __device T");
    static_assert(std::is_trivially_copyable<T>::value,
                  "sp::Device::allocateMemory<T>: T must be trivially "
                  "copyable: no constructor or destructor runs on GPU memory");
    using Result = UniquePtr<add_addrspace_t<T, AddressSpace::DEVICE>>;
    if (N == 0)
      return Result();
    if (N > SIZE_MAX / sizeof(T))
      throw CudaError(cudaErrorMemoryAllocation, "sp::Device::allocateMemory",
                      std::to_string(N) + " elements of " +
                          std::to_string(sizeof(T)) +
                          " bytes do not fit in size_t",
                      Loc);
    detail::ScopedDevice Guard(Index, Loc);
    void *Raw = nullptr;
    check(cudaMalloc(&Raw, N * sizeof(T)), "cudaMalloc", Loc);
    // cudaMalloc's void * is GPU global memory: say so in the type.
    return Result((typename Result::pointer)Raw);
  }

private:
  Device() = default;

  struct Table {
    explicit Table(int Count)
        : Count(Count), Devices(new Device[Count > 0 ? Count : 0]) {
      for (int I = 0; I < Count; ++I)
        Devices[I].Index = I;
    }
    int Count;
    std::unique_ptr<Device[]> Devices;
  };

  int Index = 0;
};

} // namespace sp

#endif // SPEC_CUDA_RUNTIME_DEVICE_HPP
