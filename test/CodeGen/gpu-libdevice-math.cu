// On a GPU: the math builtins that LibdeviceMathPass makes calls of
// libdevice's functions (llvm/include/scale/Transforms/CUDA/LibdeviceMath.h)
// compute the function they name. Each kernel below calls one builtin,
// `__builtin_cos` or `__builtin_cosf` as CCCL's `cuda::std::cos` does under
// __NVCC__, on 4096 arguments of the function's domain, and the host
// compares every result with the C library's: libdevice's documented
// error bounds are at most 2 ulp for these functions (4 allowed here, for
// the host library's own error), so a builtin mapped to the wrong function,
// the wrong precision or the wrong fast variant fails. With
// --use_fast_math, sinf, cosf, logf and log2f are libdevice's fast
// functions and expf, exp10f, powf, tanf, log10f, tanhf nvcc's
// intrinsics, whose error is larger: there each float result must be
// within 2^-16 of the reference, relatively, or 2^-20 absolutely, and
// sinf and cosf take arguments in [-pi, pi] only, where the CUDA
// Programming Guide bounds __sinf's and __cosf's error (2^-21.41; outside
// it the error grows with the argument, nvcc's build's as ours).
//
// REQUIRES: gpu, cuda-toolkit
// RUN: %scale_nvcc -arch=sm_90 %s -o %t
// RUN: %t | FileCheck %s
// RUN: %scale_nvcc -arch=sm_90 -G %s -o %t-debug
// RUN: %t-debug | FileCheck %s
// RUN: %scale_nvcc -arch=sm_90 -Xcompiler -fno-scale-addrspaces %s -o %t-off
// RUN: %t-off | FileCheck %s
// RUN: %scale_nvcc -arch=sm_90 --use_fast_math %s -o %t-fast
// RUN: %t-fast fast | FileCheck %s
//
// CHECK-NOT: FAIL
// CHECK: 40 functions checked

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define MATH_FUNCTIONS(X)                                                      \
  X(cos, -100.0, 100.0)                                                        \
  X(sin, -100.0, 100.0)                                                        \
  X(tan, -1.5, 1.5)                                                            \
  X(asin, -1.0, 1.0)                                                           \
  X(acos, -1.0, 1.0)                                                           \
  X(atan, -50.0, 50.0)                                                         \
  X(sinh, -20.0, 20.0)                                                         \
  X(cosh, -20.0, 20.0)                                                         \
  X(tanh, -10.0, 10.0)                                                         \
  X(exp, -80.0, 80.0)                                                          \
  X(exp2, -100.0, 100.0)                                                       \
  X(log, 1e-3, 1e6)                                                            \
  X(log2, 1e-3, 1e6)                                                           \
  X(log10, 1e-3, 1e6)                                                          \
  X(erf, -4.0, 4.0)                                                            \
  X(erfc, -2.0, 8.0)                                                           \
  X(cbrt, -1e6, 1e6)                                                           \
  X(expm1, -5.0, 5.0)

// Functions of two arguments: the second runs over [Lo2, Hi2].
#define MATH_FUNCTIONS2(X)                                                     \
  X(atan2, -10.0, 10.0, -10.0, 10.0)                                           \
  X(pow, 0.01, 10.0, -8.0, 8.0)

enum Function {
#define ENUM(name, ...) F_##name,
  MATH_FUNCTIONS(ENUM) MATH_FUNCTIONS2(ENUM)
#undef ENUM
      FunctionCount
};

__global__ void doubleMath(int f, const double *x, const double *y, double *r,
                           int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  switch (f) {
#define CASE(name, ...)                                                        \
  case F_##name:                                                               \
    r[i] = __builtin_##name(x[i]);                                             \
    break;
    MATH_FUNCTIONS(CASE)
#undef CASE
#define CASE2(name, ...)                                                       \
  case F_##name:                                                               \
    r[i] = __builtin_##name(x[i], y[i]);                                       \
    break;
    MATH_FUNCTIONS2(CASE2)
#undef CASE2
  }
}

__global__ void floatMath(int f, const float *x, const float *y, float *r,
                          int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  switch (f) {
#define CASE(name, ...)                                                        \
  case F_##name:                                                               \
    r[i] = __builtin_##name##f(x[i]);                                          \
    break;
    MATH_FUNCTIONS(CASE)
#undef CASE
#define CASE2(name, ...)                                                       \
  case F_##name:                                                               \
    r[i] = __builtin_##name##f(x[i], y[i]);                                    \
    break;
    MATH_FUNCTIONS2(CASE2)
#undef CASE2
  }
}

// The C library's result: std::cos(float) is cosf, and so on.
template <typename Real> static Real hostResult(int f, Real x, Real y) {
  switch (f) {
#define CASE(name, ...)                                                        \
  case F_##name:                                                               \
    return std::name(x);
    MATH_FUNCTIONS(CASE)
#undef CASE
#define CASE2(name, ...)                                                       \
  case F_##name:                                                               \
    return std::name(x, y);
    MATH_FUNCTIONS2(CASE2)
#undef CASE2
  }
  return 0;
}

struct Domain {
  const char *name;
  double lo, hi, lo2, hi2;
};

static const Domain domains[FunctionCount] = {
#define DOMAIN(name, lo, hi) {#name, lo, hi, 0.0, 0.0},
    MATH_FUNCTIONS(DOMAIN)
#undef DOMAIN
#define DOMAIN2(name, lo, hi, lo2, hi2) {#name, lo, hi, lo2, hi2},
        MATH_FUNCTIONS2(DOMAIN2)
#undef DOMAIN2
};

// Distance in units in the last place: the difference of the two values'
// positions on the line of representable numbers.
template <typename Int, typename Real> static uint64_t ulps(Real a, Real b) {
  if (a == b || (std::isnan(a) && std::isnan(b)))
    return 0;
  if (std::isnan(a) || std::isnan(b))
    return UINT64_MAX;
  Int ia, ib;
  std::memcpy(&ia, &a, sizeof a);
  std::memcpy(&ib, &b, sizeof b);
  const Int sign = Int(1) << (sizeof(Int) * 8 - 1);
  ia = ia < 0 ? Int(sign - ia) : ia;
  ib = ib < 0 ? Int(sign - ib) : ib;
  return ia > ib ? uint64_t(ia) - uint64_t(ib) : uint64_t(ib) - uint64_t(ia);
}

static bool closeEnough(float got, float want) {
  if (std::isinf(want) || std::isnan(want))
    return got == want || (std::isnan(got) && std::isnan(want));
  double error = std::fabs(double(got) - double(want));
  return error <= std::ldexp(std::fabs(double(want)), -16) ||
         error <= std::ldexp(1.0, -20);
}

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err = (call);                                                  \
    if (err != cudaSuccess) {                                                  \
      std::printf("FAIL %s: %s\n", #call, cudaGetErrorString(err));            \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

int main(int argc, char **argv) {
  const bool fast = argc > 1 && std::strcmp(argv[1], "fast") == 0;
  const int n = 4096;
  double *dx, *dy, *dr;
  float *fx, *fy, *fr;
  CUDA_CHECK(cudaMallocManaged(&dx, n * sizeof(double)));
  CUDA_CHECK(cudaMallocManaged(&dy, n * sizeof(double)));
  CUDA_CHECK(cudaMallocManaged(&dr, n * sizeof(double)));
  CUDA_CHECK(cudaMallocManaged(&fx, n * sizeof(float)));
  CUDA_CHECK(cudaMallocManaged(&fy, n * sizeof(float)));
  CUDA_CHECK(cudaMallocManaged(&fr, n * sizeof(float)));
  int checked = 0, failed = 0;
  uint64_t state = 20261130;
  auto uniform = [&state](double lo, double hi) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return lo + (hi - lo) * double(state >> 11) / double(1ull << 53);
  };
  for (int f = 0; f < FunctionCount; ++f) {
    const Domain &d = domains[f];
    const bool reduced = fast && (f == F_sin || f == F_cos);
    for (int i = 0; i < n; ++i) {
      dx[i] = reduced ? uniform(-M_PI, M_PI) : uniform(d.lo, d.hi);
      dy[i] = uniform(d.lo2, d.hi2);
      fx[i] = float(dx[i]);
      fy[i] = float(dy[i]);
    }
    doubleMath<<<n / 256, 256>>>(f, dx, dy, dr, n);
    floatMath<<<n / 256, 256>>>(f, fx, fy, fr, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    uint64_t worstDouble = 0, worstFloat = 0;
    int badFloat = -1;
    for (int i = 0; i < n; ++i) {
      uint64_t ud = ulps<int64_t>(dr[i], hostResult(f, dx[i], dy[i]));
      worstDouble = ud > worstDouble ? ud : worstDouble;
      float want = hostResult(f, fx[i], fy[i]);
      uint64_t uf = ulps<int32_t>(fr[i], want);
      worstFloat = uf > worstFloat ? uf : worstFloat;
      if (badFloat < 0 && (fast ? !closeEnough(fr[i], want) : uf > 4))
        badFloat = i;
    }
    std::printf("%s %s: double within %llu ulp, float within %llu ulp\n",
                worstDouble <= 4 && badFloat < 0 ? "ok" : "FAIL", d.name,
                (unsigned long long)worstDouble,
                (unsigned long long)worstFloat);
    if (badFloat >= 0)
      std::printf("  %sf(%a, %a) = %a, the C library's %a\n", d.name,
                  fx[badFloat], fy[badFloat], fr[badFloat],
                  hostResult(f, fx[badFloat], fy[badFloat]));
    failed += worstDouble > 4 || badFloat >= 0;
    checked += 2;
  }
  std::printf("%d functions checked, %d failed\n", checked, failed);
  return failed != 0;
}
