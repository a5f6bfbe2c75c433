// `__managed__` variables in CUDA: Clang 22's `managed` attribute is HIP's,
// ignored in CUDA; with the extension on it is accepted, the variable is
// generic (`int`, not `__device int`) and host and device code both use it.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// The attributes Sema attaches: the one written, and an implicit __device__.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only \
// RUN:   -Xclang -ast-dump -Xclang -ast-dump-filter=counter %s | FileCheck %s --check-prefix=AST
// With the extension off it is upstream's: the attribute is ignored, and
// device code may not use the host variable.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only \
// RUN:   -fno-scale-addrspaces -DOFF -Xclang -verify=off -Xclang -verify-ignore-unexpected=note %s
// With -fgpu-rdc Clang's linker wrapper would register them with HIP's
// arguments: refused.
// RUN: not %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RDC
// RDC: managed-variables.cu:25:1: error: __managed__ variables are not supported with -fgpu-rdc
// expected-no-diagnostics

#include <type_traits>

// AST-LABEL: VarDecl {{.*}} counter 'int'
// AST-NEXT:  HIPManagedAttr {{.*}} <{{.*}}>{{$}}
// AST-NEXT:  CUDADeviceAttr {{.*}} Implicit
__managed__ int counter; // off-warning {{'managed' attribute ignored}}
__managed__ float a, b;  // off-warning 2 {{'managed' attribute ignored}}
__managed__ int table[4] = {1, 2, 3, 4}; // off-warning {{'managed' attribute ignored}}
extern __managed__ int declared; // off-warning {{'managed' attribute ignored}}
__attribute__((managed)) __managed__ int twice; // off-warning 2 {{'managed' attribute ignored}}

struct Pair {
  int first, second;
};
__managed__ Pair pair; // off-warning {{'managed' attribute ignored}}

#ifndef OFF
static_assert(std::is_same_v<decltype(counter), int>);
static_assert(std::is_same_v<decltype(&counter), int *>);
static_assert(std::is_same_v<decltype(table), int[4]>);
static_assert(std::is_same_v<decltype(b), float>);
static_assert(std::is_same_v<decltype(&pair.second), int *>);
#endif

__global__ void increment(int *out) {
  counter += 1;                   // off-error {{reference to __host__ variable 'counter' in __global__ function}}
  int *p = &counter;              // off-error {{reference to __host__ variable 'counter' in __global__ function}}
  *p += table[threadIdx.x % 4];   // off-error {{reference to __host__ variable 'table' in __global__ function}}
  a = b + declared + twice;       // off-error {{reference to __host__ variable 'a' in __global__ function}} \
                                  // off-error {{reference to __host__ variable 'b' in __global__ function}} \
                                  // off-error {{reference to __host__ variable 'declared' in __global__ function}} \
                                  // off-error {{reference to __host__ variable 'twice' in __global__ function}}
  pair.second = *out;             // off-error {{reference to __host__ variable 'pair' in __global__ function}}
}

__device__ int read() { return counter; } // off-error {{reference to __host__ variable 'counter' in __device__ function}}

__host__ __device__ int both() {
  return counter + table[0]; // off-error {{reference to __host__ variable 'counter' in __host__ __device__ function}} \
                             // off-error {{reference to __host__ variable 'table' in __host__ __device__ function}}
}

int host() {
  counter = 0;
  int *p = &counter;
  table[1] = *p;
  pair.first = both();
  return a + b + declared + twice;
}
