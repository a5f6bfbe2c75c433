//===- spec/cuda/nvcc/host_math.hpp - float math overloads on the host -*- C++ -*-===//
//
//! \file
//! The float overloads in the global namespace that nvcc's
//! crt/math_functions.hpp makes `__host__ __device__` and Clang's wrappers
//! only `__device__`: exp10, erfinv, j0, j1, jn, y0, y1, yn and sincos on
//! float, and copysign of a float and a double. Without them a host call
//! such as `sincos(x, &s, &c)` on floats has no match, and `j0(x)` on a
//! float computes in double. Each calls the C library's float function, as
//! nvcc's do.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_HOST_MATH_HPP
#define SPEC_CUDA_NVCC_HOST_MATH_HPP

#include <math.h>

// One float function of nvcc's, forwarding to the C library's.
#define __SCALE_HOST_FLOAT_MATH(Name, Float)                                \
  static inline __host__ float Name(const float __a) { return Float(__a); }

__SCALE_HOST_FLOAT_MATH(exp10, exp10f)
__SCALE_HOST_FLOAT_MATH(erfinv, erfinvf)
__SCALE_HOST_FLOAT_MATH(j0, j0f)
__SCALE_HOST_FLOAT_MATH(j1, j1f)
__SCALE_HOST_FLOAT_MATH(y0, y0f)
__SCALE_HOST_FLOAT_MATH(y1, y1f)

#undef __SCALE_HOST_FLOAT_MATH

static inline __host__ float jn(const int __n, const float __a) {
  return jnf(__n, __a);
}
static inline __host__ float yn(const int __n, const float __a) {
  return ynf(__n, __a);
}
static inline __host__ void sincos(const float __a, float *const __sin,
                                   float *const __cos) {
  sincosf(__a, __sin, __cos);
}
static inline __host__ double copysign(const double __a, const float __b) {
  return copysign(__a, (double)__b);
}
static inline __host__ double copysign(const float __a, const double __b) {
  return copysign((double)__a, __b);
}

#endif // SPEC_CUDA_NVCC_HOST_MATH_HPP
