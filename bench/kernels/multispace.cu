// One helper called from several kernels with pointers of different
// spaces: global memory in one kernel, a shared tile in another, both in a
// third. The helper is a template over the spaces of its parameters.
// Address-space qualified version (plain version: multispace_plain.cu).
#include <spec/cuda/Addrspace.hpp>
#define BLOCK 128

template <sp::AddressSpace A, sp::AddressSpace B>
__device__ __noinline__ float dot4(const __AS(A) float *a,
                                   const __AS(B) float *b) {
  float s = 0.0f;
  for (int k = 0; k < 4; ++k)
    s += a[k] * b[k];
  return s;
}

__global__ void dotGlobal(const __device float *a, const __device float *b,
                          __device float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = dot4(a + 4 * i, b + 4 * i);
}

__global__ void dotShared(const __device float *a, __device float *out) {
  __shared__ float tile[4 * BLOCK];
  for (int k = 0; k < 4; ++k)
    tile[4 * threadIdx.x + k] = a[4 * (blockIdx.x * BLOCK + threadIdx.x) + k];
  __syncthreads();
  out[blockIdx.x * BLOCK + threadIdx.x] =
      dot4(tile + 4 * threadIdx.x, tile + 4 * ((threadIdx.x + 1) % BLOCK));
}

__global__ void dotMixed(const __device float *a, __device float *out) {
  __shared__ float tile[4 * BLOCK];
  for (int k = 0; k < 4; ++k)
    tile[4 * threadIdx.x + k] = a[4 * threadIdx.x + k];
  __syncthreads();
  int i = blockIdx.x * BLOCK + threadIdx.x;
  out[i] = dot4(tile + 4 * threadIdx.x, a + 4 * i);
}
