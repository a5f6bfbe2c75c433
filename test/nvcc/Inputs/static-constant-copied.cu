// A file-scope static __constant__ table that a kernel defined first reads
// and a host function defined after it fills (cuda-samples
// quasirandomGenerator's c_Table).
#include <cstdio>

static __constant__ unsigned int table[4][8];

static __global__ void readTable(float *out) {
  unsigned int *row = &table[threadIdx.y][0];
  out[threadIdx.x] = row[threadIdx.x];
}

int main() {
  unsigned int host[4][8] = {};
  float *out;
  cudaMemcpyToSymbol(table, host, sizeof(host));
  cudaMalloc(&out, 8 * sizeof(float));
  readTable<<<1, dim3(8, 4)>>>(out);
  std::printf("%d\n", cudaDeviceSynchronize() == cudaSuccess);
  return 0;
}
