//===- spec/cuda/Addrspace.hpp - Address-space utilities ------*- C++ -*-===//
//
//! \file
//! The address-space utilities of libSCALE: sp::AddressSpace, the __AS
//! macro, the traits get_addrspace, add_addrspace, remove_addrspace,
//! remove_cva and remove_cvaref (each with its _v or _t form), and
//! addrspace_cast.
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

#include <spec/cuda/addrspace/config.hpp>
#include <spec/cuda/addrspace/AddressSpace.hpp>
#include <spec/cuda/addrspace/get_addrspace.hpp>
#include <spec/cuda/addrspace/add_addrspace.hpp>
#include <spec/cuda/addrspace/remove_addrspace.hpp>
#include <spec/cuda/addrspace/remove_cva.hpp>
#include <spec/cuda/addrspace/remove_cvaref.hpp>
#include <spec/cuda/addrspace/addrspace_cast.hpp>

#endif // SPEC_CUDA_ADDRSPACE_HPP
