// Device code for -keep: a __managed__ variable (lowered to CUDA's runtime
// by our pass), a __device__ array and a kernel whose accesses our
// address-space passes make global.
__managed__ int counter;
__device__ float table[64];

__device__ float lookup(const float *t, int i) { return t[i & 63]; }

__global__ void scale(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = lookup(table, i) * 2.0f;
  atomicAdd(&counter, 1);
}
