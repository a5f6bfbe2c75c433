// Braced lists in a kernel launch's configuration,
// `kernel<<<grid, {bx, by, 1}, 0, stream>>>()` (NVIDIA's
// multi-gpu-programming-models): nvcc initialises the grid and block dim3s
// from the braces, Clang's parser expects expressions there. Under __NVCC__
// a braced grid or block argument is read as `::dim3{...}`, also from a
// macro; a narrowing conversion in it is a warning under scale-nvcc, as
// under nvcc (test/nvcc/narrowing.test has the driver's flag). Without
// __NVCC__ (scale-clang++) the configuration stays Clang's.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only %s 2>&1 | FileCheck %s --check-prefix=CLANG
// CLANG: launch-braced-configuration.cu:39:15: error: expected expression
// The host pushes the configuration the braces give: grid (1,1,1), block
// (4,2,1), then grid (3,1,1) and block (8,1,1) from the macro.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -O1 -S -emit-llvm %s -o - | FileCheck %s
// CHECK-LABEL: define {{.*}}@_Z6launchii(
// CHECK: call {{.*}}@__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 8589934596, i32 1,
// CHECK: call {{.*}}@__cudaPushCallConfiguration(i64 4294967299, i32 1, i64 4294967304, i32 1,
// Preprocessed output keeps the configuration as written.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -E --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ %s -o - | FileCheck %s --check-prefix=PREPROCESSED
// PREPROCESSED: kernel<<<1, {4u, 2u, 1u}, 0, 0>>>(out);
// PREPROCESSED: kernel<<<{3, 1, 1}, {8, 1, 1}>>>(out);
// Invalid code fails in every mode, under __NVCC__ too.
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 -S -emit-llvm -o /dev/null --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 -S -o /dev/null --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: launch-braced-configuration.cu:43:12: error: no matching constructor for initialization of '::dim3'

#ifndef INVALID
// nvcc-no-diagnostics
#endif

__global__ void kernel(int *out) { out[threadIdx.x] = blockDim.x; }

#define BLOCK {8, 1, 1}

void launch(int bx, int by) {
  int *out = nullptr;
  kernel<<<1, {4u, 2u, 1u}, 0, 0>>>(out);
  kernel<<<{3, 1, 1}, BLOCK>>>(out);
  kernel<<<dim3(bx), dim3(bx, by)>>>(out); // dim3s written out are unchanged
#ifdef INVALID
  kernel<<<{1, 2, 3, 4}, 1>>>(out);
#endif
}
