// __tanhf and __nv_aligned_device_malloc, which nvcc's crt/ headers give
// device code and Clang's wrappers do not, lower as nvcc lowers them, and
// ptxas accepts the system call.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -c %s -o %t/k.o
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -fno-scale-nvcc-compat %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: no matching function for call to '__tanhf'
// UPSTREAM: error: use of undeclared identifier '__nv_aligned_device_malloc'

// CHECK: .extern .func (.param .b64 func_retval0) __cuda_syscall_aligned_malloc
// CHECK-LABEL: .entry tanh_approx(
// CHECK: tanh.approx.f32
extern "C" __global__ void tanh_approx(float *p) { p[0] = __tanhf(p[1]); }

// CHECK-LABEL: .entry aligned_malloc(
// CHECK: call{{.*}}__cuda_syscall_aligned_malloc
extern "C" __global__ void aligned_malloc(void **p) {
  *p = __nv_aligned_device_malloc(256, 128);
}
