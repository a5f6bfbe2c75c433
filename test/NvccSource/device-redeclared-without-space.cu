// A function declared `__host__ __device__` or `__device__` and redeclared
// without an execution space (solana-perf-libs: `__device__ __host__ void
// fe_invert(...);` in fe.h, defined plainly in fe.cu): nvcc makes it
// `__host__ __device__`, warning (#20037-D) where the first declaration was
// `__device__` only. Clang's CUDA overloads on the execution space, so the
// plain definition was a host overload: "cannot overload" after a `__host__
// __device__` declaration, and after a `__device__` one a device function
// left undefined (ptxas: unresolved extern function). Under __NVCC__ the
// redeclaration is `__host__ __device__`; without __NVCC__ (scale-clang++)
// the source is Clang's; a redeclaration that names a space is upstream's.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Wno-scale-nvcc-execution-space -Xclang -verify=quiet %s
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=CLANG
// CLANG: error: __host__ function 'invert' cannot overload __host__ __device__ function 'invert'
// The kernel calls the definitions, which the device side now has.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -O0 -S -emit-llvm %s -o - | FileCheck %s
// CHECK-DAG: define {{.*}}@_Z6invertii(
// CHECK-DAG: define {{.*}}@_Z6squarei(
// quiet-no-diagnostics

__device__ __host__ int invert(int x, int bits);
int invert(int x, int bits) { return x ^ ((1 << bits) - 1); }

__device__ int square(int x);
int square(int x) { return x * x; } // nvcc-warning {{__device__ function 'square' is redeclared without an execution space; treated as __host__ __device__ for nvcc compatibility}}

// Named spaces: Clang's overloading on them stays.
__device__ int twice(int x);
__host__ int twice(int x) { return 2 * x; }
__device__ int twice(int x) { return x + x; }

__global__ void kernel(int *p) { p[0] = invert(p[1], 4) + square(p[2]) + twice(p[3]); }
int host(int x) { return invert(x, 3) + square(x) + twice(x); }
