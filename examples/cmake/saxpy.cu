// y = a*x + y on the GPU, launched from host.cpp through saxpy().
#include <cuda_runtime.h>

__global__ void saxpyKernel(int n, float a, const __device float *x,
                            __device float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// Plain pointers from cudaMalloc: the host says they are device memory.
cudaError_t saxpy(int n, float a, const float *x, float *y) {
  saxpyKernel<<<(n + 255) / 256, 256>>>(n, a, (const __device float *)x,
                                        (__device float *)y);
  return cudaDeviceSynchronize();
}
