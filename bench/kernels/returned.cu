// Helpers that return pointers: the row of a matrix in global memory, and
// a slot of a shared-memory tile.
// Address-space qualified version (plain version: returned_plain.cu).
#define BLOCK 128

__device__ __noinline__ __device float *row(__device float *m, int i, int width) {
  return m + i * width;
}

__device__ __noinline__ __shared float *slot(__shared float *tile, int i) {
  return tile + (i ^ 1);
}

__global__ void scaleRows(__device float *m, int width, float factor) {
  __shared__ float tile[BLOCK];
  __device float *r = row(m, blockIdx.x, width);
  tile[threadIdx.x] = r[threadIdx.x] * factor;
  __syncthreads();
  r[threadIdx.x] = *slot(tile, threadIdx.x);
}
