#include <cstdio>
__global__ void scale(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= 2.0f;
}
int main() {
  float host[256];
  scale<<<1, 256>>>(host, 256);
  cudaDeviceSynchronize();
  printf("%f\n", host[0]);
}
