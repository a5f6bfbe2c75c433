//===- spec/cuda/nvcc/warp_reduce.hpp - __reduce_add_sync on int -*- C++ -*-===//
//
//! \file
//! nvcc's crt/sm_80_rt.h declares __reduce_add_sync for `int` as well as
//! `unsigned` (as it does __reduce_min_sync and __reduce_max_sync, which
//! Clang has); Clang's __clang_cuda_intrinsics.h has only the unsigned one,
//! so an int argument converted and the result was unsigned. Two's
//! complement addition is the same operation, so the int overload uses the
//! same builtin (`redux.sync.add`).
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_WARP_REDUCE_HPP
#define SPEC_CUDA_NVCC_WARP_REDUCE_HPP

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
__device__ inline int __reduce_add_sync(unsigned __mask, int __value) {
  return (int)__nvvm_redux_sync_add(__value, __mask);
}
#endif

#endif // SPEC_CUDA_NVCC_WARP_REDUCE_HPP
