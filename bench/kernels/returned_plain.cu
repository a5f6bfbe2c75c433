// Helpers that return pointers: the row of a matrix in global memory, and
// a slot of a shared-memory tile.
// Plain-pointer version of returned.cu.
#define BLOCK 128

__device__ __noinline__ float *row(float *m, int i, int width) {
  return m + i * width;
}

__device__ __noinline__ float *slot(float *tile, int i) {
  return tile + (i ^ 1);
}

__global__ void scaleRows(float *m, int width, float factor) {
  __shared__ float tile[BLOCK];
  float *r = row(m, blockIdx.x, width);
  tile[threadIdx.x] = r[threadIdx.x] * factor;
  __syncthreads();
  r[threadIdx.x] = *slot(tile, threadIdx.x);
}
