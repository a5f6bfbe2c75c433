// One kernel per single-precision math function whose code nvcc's
// --use_fast_math changes, and the C++ overloads that reach them
// (fast-math-functions.test, fast-math-functions-nvcc.test).
#include <cmath>

#define KERNEL(NAME, EXPR)                                                     \
  __global__ void NAME(float *out, const float *a, const float *b) {           \
    float x = a[threadIdx.x], y = b[threadIdx.x];                              \
    (void)y;                                                                   \
    out[threadIdx.x] = EXPR;                                                   \
  }

KERNEL(k_expf, expf(x))
KERNEL(k_exp10f, exp10f(x))
KERNEL(k_log10f, log10f(x))
KERNEL(k_powf, powf(x, y))
KERNEL(k_tanf, tanf(x))
KERNEL(k_tanhf, tanhf(x))
KERNEL(k_std_exp, std::exp(x))
KERNEL(k_std_pow, std::pow(x, y))
KERNEL(k_std_tan, std::tan(x))
KERNEL(k_std_log10, std::log10(x))
KERNEL(k_std_tanh, std::tanh(x))
// Double precision: nvcc's fast math leaves it exact.
__global__ void k_exp_double(double *out, const double *a) {
  out[threadIdx.x] = exp(a[threadIdx.x]);
}
