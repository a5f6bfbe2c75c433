// Kernels for the address-space passes (issue 10), plain CUDA: one of each
// kind the passes handle. Shared by the PTX, AMDGPU and GPU tests.
#ifdef __HIP__
#define SYNC() __builtin_amdgcn_s_barrier()
#define TID() ((int)__builtin_amdgcn_workitem_id_x())
#define BID() ((int)__builtin_amdgcn_workgroup_id_x())
#else
#define SYNC() __syncthreads()
#define TID() ((int)threadIdx.x)
#define BID() ((int)blockIdx.x)
#endif
#define BLOCK 64

struct Args {
  const float *x, *y;
  float *z;
  int n;
};

// Called with __shared and __device pointers: cloned.
__device__ __noinline__ float dot4(const float *a, const float *b) {
  float s = 0.0f;
  for (int k = 0; k < 4; ++k)
    s += a[k] * b[k];
  return s;
}

// Always returns a __device pointer.
__device__ __noinline__ float *row(float *m, int i, int width) {
  return m + i * width;
}

// Recursive, always called with __shared.
__device__ __noinline__ float pairwiseSum(const float *v, int n) {
  if (n <= 2)
    return n == 2 ? v[0] + v[1] : v[0];
  int half = n / 2;
  return pairwiseSum(v, half) + pairwiseSum(v + half, n - half);
}

// Receives the kernel's by-value struct.
__device__ __noinline__ void axpyHelper(Args a, float alpha, int i) {
  if (i < a.n)
    a.z[i] = alpha * a.x[i] + a.y[i];
}

// Receives a reference to the kernel's by-value struct.
__device__ __noinline__ void axpyByReference(const Args &a, float alpha,
                                             int i) {
  if (i < a.n)
    a.z[i] = alpha * a.x[i] - a.y[i];
}

// Called through a pointer.
__device__ void negate(float *out, const float *in, int i) { out[i] = -in[i]; }
__device__ void (*indirectOp)(float *, const float *, int) = negate;

__global__ void mixedSpaces(const float *in, float *out) {
  __shared__ float tile[4 * BLOCK];
  for (int k = 0; k < 4; ++k)
    tile[4 * TID() + k] = in[4 * (BID() * BLOCK + TID()) + k];
  SYNC();
  int i = BID() * BLOCK + TID();
  out[i] = dot4(tile + 4 * TID(), in + 4 * i) + dot4(in + 4 * i, in + 4 * i);
}

__global__ void rowsAndSums(float *m, int width, float *sums) {
  __shared__ float tile[BLOCK];
  float *r = row(m, BID(), width);
  tile[TID()] = r[TID()];
  SYNC();
  if (TID() % 16 == 0)
    sums[(BID() * BLOCK + TID()) / 16] = pairwiseSum(tile + TID(), 16);
}

__global__ void axpyViaHelper(Args a, float alpha) {
  axpyHelper(a, alpha, BID() * BLOCK + TID());
}

__global__ void axpyViaReference(Args a, float alpha) {
  axpyByReference(a, alpha, BID() * BLOCK + TID());
}

__global__ void applyIndirect(float *out, const float *in) {
  indirectOp(out, in, BID() * BLOCK + TID());
}
