// Tiled matrix multiply C = A * B (n x n, row-major) with shared-memory
// tiles; loading a tile and the tile product are helpers.
// Address-space qualified version (plain version: matmul_plain.cu).
#define TILE 16

__device__ __noinline__ void loadTile(__shared float *tile,
                                      const __device float *src, int n,
                                      int row, int col) {
  tile[threadIdx.y * TILE + threadIdx.x] =
      (row < n && col < n) ? src[row * n + col] : 0.0f;
}

__device__ __noinline__ float tileProduct(const __shared float *a,
                                          const __shared float *b) {
  float sum = 0.0f;
  for (int k = 0; k < TILE; ++k)
    sum += a[threadIdx.y * TILE + k] * b[k * TILE + threadIdx.x];
  return sum;
}

__global__ void matmul(const __device float *A, const __device float *B,
                       __device float *C, int n) {
  __shared__ float tileA[TILE * TILE];
  __shared__ float tileB[TILE * TILE];
  __shared float *a = (__shared float *)tileA;
  __shared float *b = (__shared float *)tileB;
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float sum = 0.0f;
  for (int t = 0; t < n; t += TILE) {
    loadTile(a, A, n, row, t + threadIdx.x);
    loadTile(b, B, n, t + threadIdx.y, col);
    __syncthreads();
    sum += tileProduct(a, b);
    __syncthreads();
  }
  if (row < n && col < n)
    C[row * n + col] = sum;
}
