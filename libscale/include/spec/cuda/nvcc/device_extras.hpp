//===- spec/cuda/nvcc/device_extras.hpp - __tanhf, nan, malloc -*- C++ -*-===//
//
//! \file
//! Device functions of nvcc's crt/ headers that Clang's wrappers neither
//! declare nor define: __tanhf (the `tanh.approx.f32` instruction, sm_75
//! and later, CUDA 13's oldest architecture) and __nv_aligned_device_malloc,
//! which nvcc lowers to the PTX system call __cuda_syscall_aligned_malloc
//! (ptxas resolves it as it resolves malloc). Also the device nan and nanf
//! that Clang's wrappers declare and never define: its
//! __clang_cuda_math_forward_declares.h declares them `static __device__`
//! and its __clang_cuda_math.h has no body for them, so a device call
//! (cuda-samples' interval: `::nan("")`) was an undefined internal function
//! (_ZL3nanPKc), which ptxas or nvlink rejects. nvcc's crt/ headers have
//! them; these bodies are libdevice's, as for the other math functions.
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

#ifdef __CUDA_ARCH__
static __inline__ __attribute__((always_inline)) __device__ double
nan(const char *__tagp) {
  return __nv_nan(reinterpret_cast<const signed char *>(__tagp));
}
static __inline__ __attribute__((always_inline)) __device__ float
nanf(const char *__tagp) {
  return __nv_nanf(reinterpret_cast<const signed char *>(__tagp));
}
#endif

extern "C" __device__ void *__cuda_syscall_aligned_malloc(size_t __size,
                                                         size_t __align);

__device__ inline void *__nv_aligned_device_malloc(size_t __size,
                                                   size_t __align) {
  return __cuda_syscall_aligned_malloc(__size, __align);
}

#endif // SPEC_CUDA_NVCC_DEVICE_EXTRAS_HPP
