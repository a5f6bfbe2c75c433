//===- spec/cuda/nvcc/host_integer.hpp - DPX and bswap on the host -*- C++ -*-===//
//
//! \file
//! nvcc's crt/device_functions.hpp makes the DPX functions (__vimax3_s32,
//! __viaddmin_u16x2, __vibmax_s32...) `__host__ __device__`, and
//! sm_20_intrinsics.h does the same for __nv_bswap16/32/64; Clang's wrappers
//! read those headers with `__host__` defined away, so only the device
//! functions exist. These are their `__host__` overloads, with the results
//! the PTX instructions have: additions wrap, `_relu` clamps the result at
//! zero, `.s16x2` / `.u16x2` work on the two 16-bit halves independently,
//! and __vibmax / __vibmin report whether the first operand was chosen
//! (a >= b, a <= b).
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_HOST_INTEGER_HPP
#define SPEC_CUDA_NVCC_HOST_INTEGER_HPP

namespace __scale_nvcc {

template <class T> static inline __host__ T maxOf(T A, T B) {
  return A > B ? A : B;
}
template <class T> static inline __host__ T minOf(T A, T B) {
  return A < B ? A : B;
}
template <class T> static inline __host__ T relu(T A) {
  return A > T(0) ? A : T(0);
}
/// Addition with the wraparound of the instruction (no signed overflow).
template <class T> static inline __host__ T wrappingAdd(T A, T B) {
  return T((unsigned)A + (unsigned)B);
}
/// \p Lane applied to the 16-bit halves of three registers, read as Half.
template <class Half, class Op>
static inline __host__ unsigned halves(unsigned A, unsigned B, unsigned C,
                                       Op Lane) {
  unsigned Result = 0;
  for (int Shift = 0; Shift < 32; Shift += 16)
    Result |= unsigned((unsigned short)Lane(Half(A >> Shift), Half(B >> Shift),
                                            Half(C >> Shift)))
              << Shift;
  return Result;
}

} // namespace __scale_nvcc

// The device side parses host code and emits none of it: there the DPX
// functions are declarations, which is all that overload resolution in host
// functions needs (docs/nvcc.md, "Compile time").
#if defined(__CUDA_ARCH__)
#define __SCALE_DPX_32(Name, T, Expr)                                       \
  __host__ T Name(const T __a, const T __b, const T __c);
#define __SCALE_DPX_16X2(Name, Half, Expr)                                  \
  __host__ unsigned Name(const unsigned __x, const unsigned __y,            \
                         const unsigned __z);
#define __SCALE_DPX_SELECT_32(Name, T, Pick, Cmp)                           \
  __host__ T Name(const T __a, const T __b, bool *const __pred);
#define __SCALE_DPX_SELECT_16X2(Name, Half, Pick, Cmp)                      \
  __host__ unsigned Name(const unsigned __x, const unsigned __y,            \
                         bool *const __pred_hi, bool *const __pred_lo);
#else
// A three-operand DPX function in its 32-bit form on T and its 16x2 form on
// halves of type Half; Expr combines __a, __b and __c.
#define __SCALE_DPX_32(Name, T, Expr)                                       \
  static inline __host__ T Name(const T __a, const T __b, const T __c) {    \
    using namespace __scale_nvcc;                                           \
    return Expr;                                                            \
  }
#define __SCALE_DPX_16X2(Name, Half, Expr)                                  \
  static inline __host__ unsigned Name(const unsigned __x,                  \
                                       const unsigned __y,                  \
                                       const unsigned __z) {                \
    using namespace __scale_nvcc;                                           \
    return halves<Half>(__x, __y, __z, [](Half __a, Half __b, Half __c) {   \
      return (Half)(Expr);                                                    \
    });                                                                     \
  }
#endif // __CUDA_ARCH__
// The four forms: s32, u32, s16x2, u16x2.
#define __SCALE_DPX_ALL(Name, Expr)                                         \
  __SCALE_DPX_32(Name##_s32, int, Expr)                                     \
  __SCALE_DPX_32(Name##_u32, unsigned, Expr)                                \
  __SCALE_DPX_16X2(Name##_s16x2, short, Expr)                               \
  __SCALE_DPX_16X2(Name##_u16x2, unsigned short, Expr)
// The signed forms with the result clamped at zero.
#define __SCALE_DPX_RELU(Name, Expr)                                        \
  __SCALE_DPX_32(Name##_s32_relu, int, relu(Expr))                          \
  __SCALE_DPX_16X2(Name##_s16x2_relu, short, relu(Expr))

__SCALE_DPX_ALL(__vimax3, maxOf(maxOf(__a, __b), __c))
__SCALE_DPX_ALL(__vimin3, minOf(minOf(__a, __b), __c))
__SCALE_DPX_RELU(__vimax3, maxOf(maxOf(__a, __b), __c))
__SCALE_DPX_RELU(__vimin3, minOf(minOf(__a, __b), __c))
__SCALE_DPX_ALL(__viaddmax, maxOf(wrappingAdd(__a, __b), __c))
__SCALE_DPX_ALL(__viaddmin, minOf(wrappingAdd(__a, __b), __c))
__SCALE_DPX_RELU(__viaddmax, maxOf(wrappingAdd(__a, __b), __c))
__SCALE_DPX_RELU(__viaddmin, minOf(wrappingAdd(__a, __b), __c))

// The two-operand `_relu` forms: the third operand of the lane is unused.
static inline __host__ int __vimax_s32_relu(const int __a, const int __b) {
  return __scale_nvcc::relu(__scale_nvcc::maxOf(__a, __b));
}
static inline __host__ int __vimin_s32_relu(const int __a, const int __b) {
  return __scale_nvcc::relu(__scale_nvcc::minOf(__a, __b));
}
static inline __host__ unsigned __vimax_s16x2_relu(const unsigned __x,
                                                   const unsigned __y) {
  return __scale_nvcc::halves<short>(__x, __y, 0, [](short __a, short __b,
                                                     short) {
    return __scale_nvcc::relu(__scale_nvcc::maxOf(__a, __b));
  });
}
static inline __host__ unsigned __vimin_s16x2_relu(const unsigned __x,
                                                   const unsigned __y) {
  return __scale_nvcc::halves<short>(__x, __y, 0, [](short __a, short __b,
                                                     short) {
    return __scale_nvcc::relu(__scale_nvcc::minOf(__a, __b));
  });
}

#if !defined(__CUDA_ARCH__)
// __vibmax / __vibmin: the maximum (minimum) and whether it is the first
// operand.
#define __SCALE_DPX_SELECT_32(Name, T, Pick, Cmp)                           \
  static inline __host__ T Name(const T __a, const T __b,                   \
                                bool *const __pred) {                       \
    *__pred = __a Cmp __b;                                                  \
    return __scale_nvcc::Pick(__a, __b);                                    \
  }
#define __SCALE_DPX_SELECT_16X2(Name, Half, Pick, Cmp)                      \
  static inline __host__ unsigned Name(const unsigned __x,                  \
                                       const unsigned __y,                  \
                                       bool *const __pred_hi,               \
                                       bool *const __pred_lo) {             \
    *__pred_hi = (Half)(__x >> 16) Cmp (Half)(__y >> 16);                       \
    *__pred_lo = (Half)__x Cmp (Half)__y;                                   \
    return __scale_nvcc::halves<Half>(                                      \
        __x, __y, 0,                                                        \
        [](Half __a, Half __b, Half) { return __scale_nvcc::Pick(__a, __b); }); \
  }
#endif // !__CUDA_ARCH__

__SCALE_DPX_SELECT_32(__vibmax_s32, int, maxOf, >=)
__SCALE_DPX_SELECT_32(__vibmax_u32, unsigned, maxOf, >=)
__SCALE_DPX_SELECT_32(__vibmin_s32, int, minOf, <=)
__SCALE_DPX_SELECT_32(__vibmin_u32, unsigned, minOf, <=)
__SCALE_DPX_SELECT_16X2(__vibmax_s16x2, short, maxOf, >=)
__SCALE_DPX_SELECT_16X2(__vibmax_u16x2, unsigned short, maxOf, >=)
__SCALE_DPX_SELECT_16X2(__vibmin_s16x2, short, minOf, <=)
__SCALE_DPX_SELECT_16X2(__vibmin_u16x2, unsigned short, minOf, <=)

#undef __SCALE_DPX_SELECT_16X2
#undef __SCALE_DPX_SELECT_32
#undef __SCALE_DPX_RELU
#undef __SCALE_DPX_ALL
#undef __SCALE_DPX_16X2
#undef __SCALE_DPX_32

// Byte swaps.
static inline __host__ unsigned short __nv_bswap16(unsigned short __x) {
  return __builtin_bswap16(__x);
}
static inline __host__ unsigned int __nv_bswap32(unsigned int __x) {
  return __builtin_bswap32(__x);
}
static inline __host__ unsigned long long __nv_bswap64(unsigned long long __x) {
  return __builtin_bswap64(__x);
}

#endif // SPEC_CUDA_NVCC_HOST_INTEGER_HPP
