#include <cstdio>
__global__ void store(int *x) { *x = 42; }
int main() {
  int *x;
  if (cudaMalloc(&x, sizeof(int)) != cudaSuccess)
    return 2;
  store<<<1, 1>>>(x);
  int host = 0;
  cudaMemcpy(&host, x, sizeof host, cudaMemcpyDeviceToHost);
  std::printf("answer %d\n", host);
  return host == 42 ? 0 : 1;
}
