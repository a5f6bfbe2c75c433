//===- spec/cuda/nvcc/removed_shuffles.hpp - Shuffles without a mask -*- C++ -*-===//
//
//! \file
//! The warp shuffles without a mask (__shfl, __shfl_up, __shfl_down,
//! __shfl_xor) do not exist for sm_70 and later: CUDA 9 replaced them by the
//! _sync forms, and nvcc 13, whose oldest target is sm_75, says `identifier
//! "__shfl" is undefined`. Clang's __clang_cuda_intrinsics.h still defines
//! them for every target, and the NVPTX backend then stops with "Cannot
//! select: intrinsic %llvm.nvvm.shfl.idx.i32" (exit code 70, no location).
//! In device code for sm_70 and later a call names a function that is
//! unavailable, so the error is at the call, with the replacement.
//! Function-like macros: the wrapper's definitions precede this header.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_REMOVED_SHUFFLES_HPP
#define SPEC_CUDA_NVCC_REMOVED_SHUFFLES_HPP

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700

// Only the scalar types the wrapper defines the shuffles for: a program's
// own overloads under these names (HeCBench dpid's `float4 __shfl_down`
// written with __shfl_down_sync), which the macros below rename too, stay
// the only candidates for their types and keep working.
template <class __Value, bool = __is_arithmetic(__Value)>
struct __scale_removed_shuffle_value {};
template <class __Value>
struct __scale_removed_shuffle_value<__Value, true> {
  using type = __Value;
};

#define __SCALE_REMOVED_SHUFFLE(__Name, __Replacement)                         \
  template <class __Value, class... __Args>                                   \
  __device__ typename __scale_removed_shuffle_value<__Value>::type            \
  __scale_removed_##__Name(__Value, __Args...)                                \
      __attribute__((                                                          \
      unavailable(#__Name " (a shuffle without a mask) does not exist on "     \
                          "sm_70 and later; use " #__Replacement               \
                          "(mask, ...)")));
__SCALE_REMOVED_SHUFFLE(__shfl, __shfl_sync)
__SCALE_REMOVED_SHUFFLE(__shfl_up, __shfl_up_sync)
__SCALE_REMOVED_SHUFFLE(__shfl_down, __shfl_down_sync)
__SCALE_REMOVED_SHUFFLE(__shfl_xor, __shfl_xor_sync)
#undef __SCALE_REMOVED_SHUFFLE

#define __shfl(...) __scale_removed___shfl(__VA_ARGS__)
#define __shfl_up(...) __scale_removed___shfl_up(__VA_ARGS__)
#define __shfl_down(...) __scale_removed___shfl_down(__VA_ARGS__)
#define __shfl_xor(...) __scale_removed___shfl_xor(__VA_ARGS__)

#endif // __CUDA_ARCH__ >= 700

#endif // SPEC_CUDA_NVCC_REMOVED_SHUFFLES_HPP
