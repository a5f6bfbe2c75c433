#include <cstdio>

__device__ float scaled(const float *p, int i) { return p[i] * 2.0f; }
__device__ __noinline__ float notInlined(const float *p, int i) {
  return p[i] + 1.0f;
}
__device__ float neverCalled(const float *p) { return p[0]; }
__device__ float results[32];
#ifdef NO_MANAGED
__device__ int launches;
#else
__managed__ int launches;
#endif

__global__ void kernel(const float *in) {
  int i = threadIdx.x;
  results[i] = scaled(in, i) + notInlined(in, i);
  if (i == 0)
    ++launches;
}

int main() {
  float *in;
  cudaMalloc(&in, 32 * sizeof(float));
  cudaMemset(in, 0, 32 * sizeof(float));
  kernel<<<1, 32>>>(in);
  float out[32];
  cudaMemcpyFromSymbol(out, results, sizeof out);
  int count;
  cudaMemcpyFromSymbol(&count, launches, sizeof count);
  std::printf("%g %d\n", out[5], count);
  return 0;
}
