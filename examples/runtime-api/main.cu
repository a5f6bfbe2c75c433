// The spec's first example ("Introduction") written against the plain CUDA
// runtime: a kernel that wants GPU memory takes a `__device float *`, and the
// buffer it gets comes from cudaMalloc, is filled and read back with
// cudaMemcpy and freed with cudaFree, with no cast anywhere: the runtime
// takes and yields `__device` pointers (docs/user-guide.md, "Annotating host
// code"). wrong.cu has the mistakes the types catch.

#include <cstdio>
#include <cuda_runtime.h>

// The qualifiers for compilers without the extension (nvcc, clang++,
// -fno-scale-addrspaces), where they mean nothing.
#include <spec/cuda/Addrspace.hpp>

constexpr int Count = 1024;

__global__ void myKernel(__device float *someFloats) {
  someFloats[blockIdx.x] *= 2.0f;
}

int main() {
  float *hostFloats = new float[Count];
  for (int i = 0; i < Count; ++i)
    hostFloats[i] = float(i);

  __device float *someFloats;
  cudaError_t Status = cudaMalloc(&someFloats, Count * sizeof(float));
  if (Status != cudaSuccess) {
    std::printf("runtime example: no usable GPU here, nothing ran (%s)\n",
                cudaGetErrorString(Status));
    delete[] hostFloats;
    return 0;
  }
  cudaMemcpy(someFloats, hostFloats, Count * sizeof(float),
             cudaMemcpyHostToDevice);
  myKernel<<<Count, 1>>>(someFloats);
  cudaMemcpy(hostFloats, someFloats, Count * sizeof(float),
             cudaMemcpyDeviceToHost);
  Status = cudaFree(someFloats);

  int Wrong = 0;
  for (int i = 0; i < Count; ++i)
    Wrong += hostFloats[i] != 2.0f * float(i);
  delete[] hostFloats;
  if (Status != cudaSuccess || Wrong) {
    std::printf("runtime example: FAILED (%s, %d wrong)\n",
                cudaGetErrorString(Status), Wrong);
    return 1;
  }
  std::printf("runtime example: PASSED\n");
}
