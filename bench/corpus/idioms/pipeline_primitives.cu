// The pipeline primitives of cuda_pipeline.h: __pipeline_memcpy_async from
// global (a __device__ array and a parameter) into __shared__ memory, commit
// and wait, as the Programming Guide's primitives interface shows.
#include <cuda_pipeline.h>
#include <spec/cuda/Addrspace.hpp>

__device__ int staged[1024];

__global__ void with_primitives(const int *global, int *out) {
  extern __shared__ int shared[];
  __shared__ int tile[128];
  unsigned i = threadIdx.x;
  __pipeline_memcpy_async(&shared[i], &global[blockIdx.x * blockDim.x + i],
                          sizeof(int));
  __pipeline_memcpy_async(&tile[i % 128], &staged[i % 1024], sizeof(int));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[blockIdx.x * blockDim.x + i] = shared[i] + tile[(i + 1) % 128];
}
