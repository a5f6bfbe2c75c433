// __ldg on __device const pointers (read-only data cache loads).
#include <cuda_runtime.h>
#include <spec/cuda/Addrspace.hpp>

__device__ float coefficients[16];

__global__ void saxpy(int n, float a, __device const float *__restrict__ x,
                      __device float *__restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * __ldg(&x[i]) + y[i] + __ldg(&coefficients[i % 16]);
}

__global__ void gather(int n, __device const float4 *in,
                       __device const int *index, float4 *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 v = __ldg(in + __ldg(index + i));
    out[i] = v;
  }
}
