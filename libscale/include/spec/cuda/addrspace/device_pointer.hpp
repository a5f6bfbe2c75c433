//===- spec/cuda/addrspace/device_pointer.hpp - __device from Thrust -*- C++ -*-===//
//
//! \file
//! sp::device_pointer: the `__device T *` behind Thrust's device memory, the
//! boundary most annotated host code crosses. Thrust's containers and
//! pointers hold device memory in plain `T *` (`thrust::device_ptr<T>::get()`,
//! `thrust::raw_pointer_cast`); this helper gives it the space it has:
//!
//!     thrust::device_vector<float> v(n);
//!     __device float *d = sp::device_pointer(v);          // v.data()
//!     __device float *e = sp::device_pointer(v.data() + 4);
//!
//! It accepts `thrust::device_ptr<T>` (what Thrust's own
//! `device_pointer_cast` accepts as a device pointer) and any container
//! whose `data()` is one (`thrust::device_vector`). `universal_vector`'s
//! data() is a universal pointer to managed memory, which is not a
//! device_ptr and is rejected like host memory.
//! Host containers (`std::vector`, `thrust::host_vector`) and raw pointers
//! are rejected: a generic pointer becomes `__device` only through a cast
//! the program writes. This header does not include Thrust: Thrust's
//! `device_pointer_cast` is found by argument-dependent lookup on the
//! argument, so the helper needs Thrust only where it is called. Without the
//! extension the result is the plain `T *` (`__device` means nothing).
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_ADDRSPACE_DEVICE_POINTER_HPP
#define SPEC_CUDA_ADDRSPACE_DEVICE_POINTER_HPP

#include <spec/cuda/addrspace/add_addrspace.hpp>
#include <spec/cuda/addrspace/addrspace_cast.hpp>
#include <spec/cuda/addrspace/config.hpp>

#include <type_traits>

namespace sp {
namespace detail {

//! The raw pointer of \p Pointer, a Thrust device pointer: Thrust declares
//! `device_pointer_cast(device_ptr<T> const &)` beside device_ptr, so
//! argument-dependent lookup finds it for device pointers and nothing for
//! host ones. Raw pointers are excluded: `device_pointer_cast(T *)` would
//! take any pointer to a Thrust type.
template <class Pointer,
          typename std::enable_if<!std::is_pointer<Pointer>::value, int>::type = 0>
SP_HOST_DEVICE auto thrust_device_raw(const Pointer &P)
    -> decltype(device_pointer_cast(P).get()) {
  return device_pointer_cast(P).get();
}

template <class T>
using device_pointee_t =
    add_addrspace_t<typename std::remove_pointer<T>::type, AddressSpace::DEVICE>;

} // namespace detail

//! The `__device T *` that \p Pointer, a `thrust::device_ptr<T>`, holds.
template <class DevicePtr>
SP_HOST_DEVICE auto device_pointer(const DevicePtr &Pointer)
    -> detail::device_pointee_t<decltype(detail::thrust_device_raw(Pointer))> * {
  using Raw = decltype(detail::thrust_device_raw(Pointer));
  return addrspace_cast<detail::device_pointee_t<Raw> *>(
      detail::thrust_device_raw(Pointer));
}

//! The `__device T *` to the elements of \p Container, a container of
//! device memory such as `thrust::device_vector<T>` (its `data()`).
template <class Container>
SP_HOST_DEVICE auto device_pointer(Container &C)
    -> decltype(device_pointer(C.data())) {
  return device_pointer(C.data());
}

} // namespace sp

#endif // SPEC_CUDA_ADDRSPACE_DEVICE_POINTER_HPP
