// CUDA against the real toolkit: to an object with host and device code,
// and a program linked against libcudart.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 -c %s -o %t/k.o
// RUN: llvm-nm -C %t/k.o | FileCheck %s --check-prefix=OBJ
// RUN: %scale_cxx -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-device-only -S %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 %s -o %t/k -L%cuda_path/lib64 -lcudart
// OBJ: T __device_stub__addOne(int*)
// PTX: .target sm_90
// PTX: .entry _Z6addOnePi
#include <cuda_runtime.h>
__global__ void addOne(int *p) { p[threadIdx.x] += 1; }
int main() {
  int *p = nullptr;
  if (cudaMalloc(&p, 4) != cudaSuccess)
    return 0;
  addOne<<<1, 1>>>(p);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
