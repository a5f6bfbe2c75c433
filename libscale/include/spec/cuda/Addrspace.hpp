//===- spec/cuda/Addrspace.hpp - Address-space utilities ------*- C++ -*-===//
//
//! \file
//! The address-space utilities of libSCALE: sp::AddressSpace, the __AS
//! macro, the traits get_addrspace, add_addrspace, remove_addrspace,
//! remove_cva and remove_cvaref (each with its _v or _t form),
//! addrspace_cast, and device_pointer (the `__device T *` of Thrust's device
//! containers and pointers); and the run-time checks is_addrspace, try_addrspace_cast
//! (sp::AddressSpaceError) and points_to_device/shared/constant/local.
//!
//! With scale-clang and the extension on (__SCALE_ADDRSPACES__ defined) the
//! qualifiers __flat, __device, __shared, __constant and __local are part of
//! the type system. Everywhere else (upstream Clang, g++, nvcc, or
//! -fno-scale-addrspaces) only the generic space exists and these utilities
//! are the stripped-down, no-op versions, so that one header serves both.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_ADDRSPACE_HPP
#define SPEC_CUDA_ADDRSPACE_HPP

// Before config.hpp's fallback macros: it may read the CUDA runtime's
// headers (see addrspace/points_to.hpp).
#include <spec/cuda/addrspace/points_to.hpp>
#include <spec/cuda/addrspace/config.hpp>
#include <spec/cuda/addrspace/AddressSpace.hpp>
#include <spec/cuda/addrspace/get_addrspace.hpp>
#include <spec/cuda/addrspace/add_addrspace.hpp>
#include <spec/cuda/addrspace/remove_addrspace.hpp>
#include <spec/cuda/addrspace/remove_cva.hpp>
#include <spec/cuda/addrspace/remove_cvaref.hpp>
#include <spec/cuda/addrspace/addrspace_cast.hpp>
#include <spec/cuda/addrspace/device_pointer.hpp>
#include <spec/cuda/addrspace/AddressSpaceError.hpp>
#include <spec/cuda/addrspace/is_addrspace.hpp>
#include <spec/cuda/addrspace/try_addrspace_cast.hpp>

#endif // SPEC_CUDA_ADDRSPACE_HPP
