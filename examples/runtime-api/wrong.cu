// The spec's first example with the mistakes that the address spaces
// prove: a host buffer for the kernel's `__device float *`, and a copy whose
// kind contradicts the pointers. scale-clang rejects both; nvcc and the
// compilers without the extension build it, and it fails at run time.

#include <cuda_runtime.h>

#include <spec/cuda/Addrspace.hpp>

constexpr int Count = 1024;

__global__ void myKernel(__device float *someFloats) {
  someFloats[blockIdx.x] *= 2.0f;
}

int main() {
  float *hostFloats = new float[Count];
  __device float *someFloats;
  cudaMalloc(&someFloats, Count * sizeof(float));

  // The kind says host to device, the pointers say device to host.
  cudaMemcpy(hostFloats, someFloats, Count * sizeof(float),
             cudaMemcpyHostToDevice);

  // A host buffer where GPU memory is wanted.
  myKernel<<<Count, 1>>>(hostFloats);

  cudaFree(someFloats);
  delete[] hostFloats;
}
