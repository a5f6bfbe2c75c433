// Math builtins in device code become libdevice's functions
// (llvm/.../LibdeviceMath.h): nvcc compiles `__builtin_cos` and CCCL's
// `cuda::std::cos` (which calls the builtin under __NVCC__) to libdevice,
// where NVPTX selects no `llvm.cos.f64` and the back end aborted ("Cannot
// select: fcos", exit 70; MatX's examples), and `__builtin_erf`, a call of
// the C library's `erf`, stayed an undefined `.extern .func` ptxas rejects.
// REQUIRES: cuda-toolkit
// RUN: %scale_nvcc -arch=sm_90 -ptx %s -o - | FileCheck %s
// RUN: %scale_nvcc -arch=sm_90 -ptx -fno-scale-addrspaces %s -o - | FileCheck %s
// RUN: %scale_nvcc -arch=sm_90 -ptx -G %s -o - | FileCheck %s --check-prefix=O0
// RUN: %scale_nvcc -arch=sm_90 -ptx --use_fast_math %s -o - | FileCheck %s --check-prefix=FAST
// RUN: %scale_nvcc -arch=sm_90 -c %s -o %t.o
// RUN: %scale_cxx -x cuda --cuda-path=%cuda_path --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s

#include <cuda/std/cmath>

// CHECK-NOT: .extern
// CHECK-LABEL: .entry _Z12double_mathsPd(
// The argument reduction of libdevice's cos: inlined at -O2 and up.
// CHECK: __internal_trig_reduction_slowpathd
// CHECK-NOT: __nv_
// CHECK: ret;
// -G: libdevice's functions are `alwaysinline`, which -O0 inlines too.
// O0-NOT: .extern
// O0-LABEL: .entry _Z12double_mathsPd(
// O0: __internal_trig_reduction_slowpathd
// O0-NOT: __nv_
// O0: ret;
__global__ void double_maths(double *p) {
  int i = threadIdx.x;
  p[i] = __builtin_cos(p[i]) + cuda::std::atan2(p[i], 2.0) +
         __builtin_erf(p[i]) + __builtin_exp2(p[i]);
}

// CHECK-LABEL: .entry _Z11float_mathsPf(
// CHECK: ex2.approx
// CHECK-NOT: __nv_
// CHECK: ret;
// --use_fast_math: `sin.approx` for the builtin with `afn`, and
// NvccFastMathPass's `ex2.approx` body for the linked __nv_expf.
// FAST-LABEL: .entry _Z11float_mathsPf(
// FAST-DAG: sin.approx.ftz.f32
// FAST-DAG: ex2.approx.ftz.f32
// FAST-NOT: call
// FAST: ret;
__global__ void float_maths(float *q) {
  int i = threadIdx.x;
  q[i] = __builtin_expf(q[i]) + cuda::std::sin(q[i]) + __builtin_cbrtf(q[i]) +
         __builtin_exp2f(q[i]);
}
