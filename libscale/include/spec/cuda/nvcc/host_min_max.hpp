//===- spec/cuda/nvcc/host_min_max.hpp - min and max in host code -*- C++ -*-===//
//
//! \file
//! nvcc's crt/math_functions.hpp makes ::min and ::max `__host__
//! __device__` for every mix of int, unsigned, long, unsigned long, long
//! long, unsigned long long, float and double it lists, and umin, umax,
//! llmin, llmax, ullmin and ullmax host functions too, so that `max(1, n)`
//! compiles in host code. Clang's wrappers make the same signatures device
//! functions only. These are their `__host__` overloads (Clang overloads on
//! the target), with nvcc's results: a mix of signed and unsigned compares
//! as the unsigned type, a mix of float and double as double, float and
//! double through fminf/fmin and fmaxf/fmax (a NaN operand yields the
//! other).
//!
//! They are plain functions in the global namespace, as in nvcc: a call
//! `max(a, b)` with `using namespace std` prefers them over the std::max
//! template when the arguments match exactly, as nvcc does.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_HOST_MIN_MAX_HPP
#define SPEC_CUDA_NVCC_HOST_MIN_MAX_HPP

#include <math.h>

// The device side parses host code and emits none of it: there the
// functions are declarations, which is all that overload resolution in host
// functions needs (docs/nvcc.md, "Compile time").
#if defined(__CUDA_ARCH__)
#define __SCALE_HOST_NAMED_MIN_MAX(T, Min, Max)                             \
  __host__ T Min(const T __a, const T __b);                                 \
  __host__ T Max(const T __a, const T __b);
#define __SCALE_HOST_MIN_MAX(Result, A, B)                                  \
  __host__ Result min(const A __a, const B __b);                            \
  __host__ Result max(const A __a, const B __b);
#define __SCALE_HOST_FMIN_FMAX(Result, A, B, Min, Max)                      \
  __SCALE_HOST_MIN_MAX(Result, A, B)
#else
// min and max of one signature, compared as Result.
#define __SCALE_HOST_MIN_MAX(Result, A, B)                                  \
  static inline __host__ Result min(const A __a, const B __b) {             \
    return (Result)__a < (Result)__b ? (Result)__a : (Result)__b;           \
  }                                                                         \
  static inline __host__ Result max(const A __a, const B __b) {             \
    return (Result)__a > (Result)__b ? (Result)__a : (Result)__b;           \
  }
// The floating-point signatures, with nvcc's NaN handling.
#define __SCALE_HOST_FMIN_FMAX(Result, A, B, Min, Max)                      \
  static inline __host__ Result min(const A __a, const B __b) {             \
    return Min((Result)__a, (Result)__b);                                   \
  }                                                                         \
  static inline __host__ Result max(const A __a, const B __b) {             \
    return Max((Result)__a, (Result)__b);                                   \
  }
// The named forms.
#define __SCALE_HOST_NAMED_MIN_MAX(T, Min, Max)                             \
  static inline __host__ T Min(const T __a, const T __b) {                  \
    return __a < __b ? __a : __b;                                           \
  }                                                                         \
  static inline __host__ T Max(const T __a, const T __b) {                  \
    return __a > __b ? __a : __b;                                           \
  }
#endif // __CUDA_ARCH__

// The integer signatures of nvcc, and the type both operands convert to.
__SCALE_HOST_MIN_MAX(int, int, int)
__SCALE_HOST_MIN_MAX(unsigned int, unsigned int, unsigned int)
__SCALE_HOST_MIN_MAX(unsigned int, int, unsigned int)
__SCALE_HOST_MIN_MAX(unsigned int, unsigned int, int)
__SCALE_HOST_MIN_MAX(long, long, long)
__SCALE_HOST_MIN_MAX(unsigned long, unsigned long, unsigned long)
__SCALE_HOST_MIN_MAX(unsigned long, long, unsigned long)
__SCALE_HOST_MIN_MAX(unsigned long, unsigned long, long)
__SCALE_HOST_MIN_MAX(long long, long long, long long)
__SCALE_HOST_MIN_MAX(unsigned long long, unsigned long long,
                     unsigned long long)
__SCALE_HOST_MIN_MAX(unsigned long long, long long, unsigned long long)
__SCALE_HOST_MIN_MAX(unsigned long long, unsigned long long, long long)

// The floating-point signatures.
__SCALE_HOST_FMIN_FMAX(float, float, float, fminf, fmaxf)
__SCALE_HOST_FMIN_FMAX(double, double, double, fmin, fmax)
__SCALE_HOST_FMIN_FMAX(double, float, double, fmin, fmax)
__SCALE_HOST_FMIN_FMAX(double, double, float, fmin, fmax)

// The named forms, which nvcc also defines for host code.
__SCALE_HOST_NAMED_MIN_MAX(unsigned int, umin, umax)
__SCALE_HOST_NAMED_MIN_MAX(long long, llmin, llmax)
__SCALE_HOST_NAMED_MIN_MAX(unsigned long long, ullmin, ullmax)

#undef __SCALE_HOST_NAMED_MIN_MAX
#undef __SCALE_HOST_FMIN_FMAX
#undef __SCALE_HOST_MIN_MAX

#endif // SPEC_CUDA_NVCC_HOST_MIN_MAX_HPP
