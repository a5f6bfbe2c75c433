// `extern const dim3 blockDim;` and `extern const uint3 threadIdx;` at
// namespace scope (ccminer's cuda_helper.h, for its host pass; CUDA's own
// curand_mtgp32_kernel.h): nvcc declares the variables with these types,
// Clang's builtin variables have `__cuda_builtin_*` types ("redeclaration
// of 'blockDim' with a different type"). Under scale-nvcc the declaration
// names Clang's variable, on both sides; another type keeps the error.
// REQUIRES: cuda-toolkit
// RUN: %scale_nvcc -arch=sm_90 -ptx %s -o - | FileCheck %s
// RUN: %scale_nvcc -arch=sm_90 -c %s -o %t.o
// RUN: not %scale_nvcc -arch=sm_90 -c -DWRONG_TYPE %s -o %t.wrong.o 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 -nocudalib -c %s -o %t.clang.o 2>&1 | FileCheck %s --check-prefix=CLANG
// WRONG: error: redeclaration of 'gridDim' with a different type: 'const uint3'
// CLANG: error: redeclaration of 'blockIdx' with a different type: 'const uint3'

#include <cuda_runtime.h>

#ifndef __CUDA_ARCH__
extern const dim3 blockDim;
extern const uint3 threadIdx;
#endif
extern const uint3 blockIdx;
extern const dim3 gridDim;
#ifdef WRONG_TYPE
extern const uint3 gridDim;
#endif

// CHECK-LABEL: .entry _Z6kernelPj(
// CHECK-DAG: mov.u32 %r{{[0-9]+}}, %tid.x;
// CHECK-DAG: mov.u32 %r{{[0-9]+}}, %ntid.x;
// CHECK-DAG: mov.u32 %r{{[0-9]+}}, %ctaid.x;
// CHECK-DAG: mov.u32 %r{{[0-9]+}}, %nctaid.x;
__global__ void kernel(unsigned *p) {
  p[threadIdx.x + blockIdx.x * blockDim.x] = gridDim.x;
}

int main() {
  kernel<<<1, 1>>>(nullptr);
  return 0;
}
