#include "vector.h"
#include <cuda_runtime.h>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = axpy(a, x[i], y[i]);
}

int main() {
  const int n = 1024;
  float *x, *y;
  if (cudaMallocManaged(&x, n * sizeof(float)) != cudaSuccess ||
      cudaMallocManaged(&y, n * sizeof(float)) != cudaSuccess)
    return 2;
  for (int i = 0; i < n; ++i) {
    x[i] = 1;
    y[i] = 2;
  }
  saxpy<<<(n + 255) / 256, 256>>>(n, 3, x, y);
  cudaDeviceSynchronize();
  report("y[0] =", y[0]);
  return y[0] == 5 && y[n - 1] == 5 ? 0 : 1;
}
