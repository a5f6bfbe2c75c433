// `__managed__` variables with the CUDA toolkit's headers and runtime: the
// program compiles and links against libcudart at -O0 and -O2, the device
// code marks the variables `.attribute(.managed)`, and the host registers
// them and loads the module before its accesses; their host pointers are
// where nvcc puts its own. On a GPU it runs: the
// kernel's 32 increments are visible to the host, and the initial value of
// a managed variable comes from the device image.
//
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s --check-prefix=PTX
// PTX-DAG: .visible .global .attribute(.managed) .align 4 .u32 counter;
// PTX-DAG: .visible .global .attribute(.managed) .align 4 .u32 start = 5;
// PTX-DAG: atom.global.add.u32 {{.*}}[counter], 1;
// RUN: %scale_cxx -std=c++17 --cuda-gpu-arch=sm_90 -O0 %s -o %t/managed-O0 -L%cuda_path/lib64 -lcudart -Wl,-rpath,%cuda_path/lib64
// RUN: %scale_cxx -std=c++17 --cuda-gpu-arch=sm_90 -O2 %s -o %t/managed-O2 -L%cuda_path/lib64 -lcudart -Wl,-rpath,%cuda_path/lib64
// RUN: llvm-nm %t/managed-O0 | FileCheck %s --check-prefix=SYMBOLS
// RUN: llvm-nm %t/managed-O2 | FileCheck %s --check-prefix=SYMBOLS
// SYMBOLS-DAG: U __cudaInitModule
// SYMBOLS-DAG: U __cudaRegisterManagedVar
// RUN: llvm-objdump -t %t/managed-O2 | FileCheck %s --check-prefix=SECTION
// SECTION-DAG: __nv_managed_data__ {{.*}} counter
// SECTION-DAG: __nv_managed_data__ {{.*}} start
// RUN: %if gpu %{ %t/managed-O0 %}
// RUN: %if gpu %{ %t/managed-O2 %}

#include <cuda_runtime.h>

__managed__ int counter;
__managed__ int start = 5;

__global__ void increment() { atomicAdd(&counter, 1); }

int main() {
  if (start != 5)
    return 2;
  counter = 0;
  increment<<<1, 32>>>();
  if (cudaDeviceSynchronize() != cudaSuccess)
    return 3;
  return counter == 32 ? 0 : 1;
}
