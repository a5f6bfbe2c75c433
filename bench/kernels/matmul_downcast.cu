// Tiled matrix multiply (matmul.cu) with helpers that take generic pointers
// and cast them down themselves; the kernel passes its tiles as generic.
// The down-casts are what -fscale-checked-casts checks
// (bench/checked-casts-cost.py).
#define TILE 16

__device__ __noinline__ void loadTile(float *tileGeneric, const float *srcGeneric,
                                      int n, int row, int col) {
  __shared float *tile = (__shared float *)tileGeneric;
  const __device float *src = (const __device float *)srcGeneric;
  tile[threadIdx.y * TILE + threadIdx.x] =
      (row < n && col < n) ? src[row * n + col] : 0.0f;
}

__device__ __noinline__ float tileProduct(const float *aGeneric,
                                          const float *bGeneric) {
  const __shared float *a = (const __shared float *)aGeneric;
  const __shared float *b = (const __shared float *)bGeneric;
  float sum = 0.0f;
  for (int k = 0; k < TILE; ++k)
    sum += a[threadIdx.y * TILE + k] * b[k * TILE + threadIdx.x];
  return sum;
}

__global__ void matmul(const float *A, const float *B, float *CGeneric, int n) {
  __shared__ float tileA[TILE * TILE];
  __shared__ float tileB[TILE * TILE];
  float *a = (float *)tileA;
  float *b = (float *)tileB;
  __device float *C = (__device float *)CGeneric;
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
