// A recursive helper (pairwise sum of a shared-memory segment).
// Address-space qualified version (plain version: recursion_plain.cu).
#define BLOCK 128

__device__ __noinline__ float pairwiseSum(const __shared float *v, int n) {
  if (n <= 2)
    return n == 2 ? v[0] + v[1] : v[0];
  int half = n / 2;
  return pairwiseSum(v, half) + pairwiseSum(v + half, n - half);
}

__global__ void segmentSums(const __device float *in, __device float *out) {
  __shared__ float tile[BLOCK];
  tile[threadIdx.x] = in[blockIdx.x * BLOCK + threadIdx.x];
  __syncthreads();
  if (threadIdx.x % 16 == 0)
    out[(blockIdx.x * BLOCK + threadIdx.x) / 16] =
        pairwiseSum(tile + threadIdx.x, 16);
}
