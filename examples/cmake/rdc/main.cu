#include <cuda_runtime.h>

#include <cstdio>

__device__ float axpy(float a, float x, float y);

__global__ void saxpyKernel(int n, float a, const __device float *x,
                            __device float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = axpy(a, x[i], y[i]);
}

int main() {
  const int N = 1024;
  float *x = nullptr, *y = nullptr;
  if (cudaMallocManaged(&x, N * sizeof(float)) != cudaSuccess ||
      cudaMallocManaged(&y, N * sizeof(float)) != cudaSuccess) {
    std::printf("no GPU: saxpy-rdc built, not run\n");
    return 0;
  }
  for (int i = 0; i < N; ++i) {
    x[i] = 1.0f;
    y[i] = 2.0f;
  }
  saxpyKernel<<<(N + 255) / 256, 256>>>(N, 3.0f, (const __device float *)x,
                                        (__device float *)y);
  if (cudaDeviceSynchronize() != cudaSuccess)
    return 1;
  for (int i = 0; i < N; ++i)
    if (y[i] != 5.0f)
      return 1;
  std::printf("saxpy-rdc: ok\n");
  return 0;
}
