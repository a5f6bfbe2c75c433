#include "vec.h"

__device__ float get(const float *p, int i) { return p[i]; }

__global__ void vecAddKernel(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = get(a, i) + get(b, i);
}

void vecAdd(const float *a, const float *b, float *c, int n) {
  vecAddKernel<<<(n + 255) / 256, 256>>>(a, b, c, n);
}
