// Calls a __device__ function defined in callee.cu (separable compilation).
#include <cstdio>
extern __device__ float twice(float);
__global__ void kernel(float *x) { x[0] = twice(x[0]); }
int main() {
  float *x;
  if (cudaMalloc(&x, sizeof(float)) != cudaSuccess)
    return 2;
  float one = 1;
  cudaMemcpy(x, &one, sizeof one, cudaMemcpyHostToDevice);
  kernel<<<1, 1>>>(x);
  float result = 0;
  cudaMemcpy(&result, x, sizeof result, cudaMemcpyDeviceToHost);
  std::printf("result %g\n", result);
  return result == 2 ? 0 : 1;
}
