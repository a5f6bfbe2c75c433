// nan() and nanf() in device code: Clang's wrappers declare them
// `static __device__` (__clang_cuda_math_forward_declares.h) and define
// them nowhere, so the call stayed an undefined internal function
// (_ZL3nanPKc), which ptxas (whole program) or nvlink (-rdc, cuda-samples
// interval) rejects. libscale's device_extras.hpp defines them with
// libdevice's __nv_nan and __nv_nanf; a constant tag folds to nvcc's
// canonical NaN, a run-time tag is parsed inline.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -O2 -S %s -o - | FileCheck %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -c %s -o %t/k.o
// Separate compilation linked by nvlink, as cuda-samples interval builds.
// RUN: %scale_nvcc -arch=sm_90 -dc %s -o %t/nan.o
// RUN: %scale_nvcc -arch=sm_90 -dlink %t/nan.o -o %t/dlink.o
// RUN: %scale_nvcc -arch=sm_90 -rdc=true %s -o %t/nan
// Upstream Clang 22 has the same undefined function.
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -fno-scale-nvcc-compat %s -o - | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: .extern .func (.param .b64 func_retval0) _ZL3nanPKc

#include <cmath>

// CHECK-NOT: .extern .func
// CHECK-LABEL: .entry _Z12constant_tagPdPf(
// CHECK-NOT: call
// CHECK: st.global.b64 {{.*}}, 9221120237041090560;
// CHECK: st.global.b32 {{.*}}, 2143289344;
// CHECK: ret;
__global__ void constant_tag(double *d, float *f) {
  d[0] = ::nan("");
  f[0] = nanf("");
}

// CHECK-LABEL: .entry _Z11runtime_tagPdPKc(
// CHECK-NOT: call
// CHECK: ret;
__global__ void runtime_tag(double *d, const char *tag) { d[0] = std::nan(tag); }

int main() { return 0; }
