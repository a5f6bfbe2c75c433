// Host C++ (the address-space extension is off for .cpp files).
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

cudaError_t saxpy(int n, float a, const float *x, float *y);

int main() {
  const int N = 1024;
  std::vector<float> x(N, 1.0f), y(N, 2.0f);
  float *dx = nullptr, *dy = nullptr;
  if (cudaMalloc(&dx, N * sizeof(float)) != cudaSuccess ||
      cudaMalloc(&dy, N * sizeof(float)) != cudaSuccess) {
    std::printf("no GPU: saxpy-whole built, not run\n");
    return 0;
  }
  cudaMemcpy(dx, x.data(), N * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y.data(), N * sizeof(float), cudaMemcpyHostToDevice);
  if (saxpy(N, 3.0f, dx, dy) != cudaSuccess)
    return 1;
  cudaMemcpy(y.data(), dy, N * sizeof(float), cudaMemcpyDeviceToHost);
  for (float v : y)
    if (v != 5.0f)
      return 1;
  std::printf("saxpy-whole: ok\n");
  return 0;
}
