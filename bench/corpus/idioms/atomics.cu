// atomicAdd on __shared__ and global memory: a shared-memory histogram
// merged into a global one, and a __device__ counter.
#include <cuda_runtime.h>
#include <spec/cuda/Addrspace.hpp>

__device__ unsigned int total;
__device__ float sums[256];

__global__ void histogram(const unsigned char *in, unsigned int *bins, int n) {
  __shared__ unsigned int local[256];
  __shared__ float local_sum;
  local[threadIdx.x] = 0;
  if (threadIdx.x == 0)
    local_sum = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    atomicAdd(&local[in[i]], 1u);
    atomicAdd(&local_sum, 1.0f);
  }
  __syncthreads();
  atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
  atomicAdd(&sums[threadIdx.x], local_sum);
  if (threadIdx.x == 0)
    atomicAdd(&total, 1u);
}
