#include <cstdio>

__device__ int scaled(int value);

__global__ void answer_kernel(int *out) { *out = scaled(21); }

int launch_answer() {
  int *out = nullptr;
  if (cudaMalloc(&out, sizeof(int)) != cudaSuccess)
    return -1;
  answer_kernel<<<1, 1>>>(out);
  int result = 0;
  cudaMemcpy(&result, out, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(out);
  return result;
}
