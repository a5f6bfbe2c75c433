//===- spec/cuda/nvcc/device_extras.hpp - __tanhf, aligned malloc -*- C++ -*-===//
//
//! \file
//! Device functions of nvcc's crt/ headers that Clang's wrappers neither
//! declare nor define: __tanhf (the `tanh.approx.f32` instruction, sm_75
//! and later, CUDA 13's oldest architecture) and __nv_aligned_device_malloc,
//! which nvcc lowers to the PTX system call __cuda_syscall_aligned_malloc
//! (ptxas resolves it as it resolves malloc).
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_DEVICE_EXTRAS_HPP
#define SPEC_CUDA_NVCC_DEVICE_EXTRAS_HPP

#include <stddef.h>

__device__ inline float __tanhf(float __x) {
  float __r;
  asm("tanh.approx.f32 %0, %1;" : "=f"(__r) : "f"(__x));
  return __r;
}

extern "C" __device__ void *__cuda_syscall_aligned_malloc(size_t __size,
                                                         size_t __align);

__device__ inline void *__nv_aligned_device_malloc(size_t __size,
                                                   size_t __align) {
  return __cuda_syscall_aligned_malloc(__size, __align);
}

#endif // SPEC_CUDA_NVCC_DEVICE_EXTRAS_HPP
