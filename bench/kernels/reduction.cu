// Block reduction in shared memory, with the warp-level tail in a helper.
// Address-space qualified version (plain version: reduction_plain.cu).
#define BLOCK 256

__device__ __noinline__ float warpTail(__shared float *s, unsigned tid) {
  for (unsigned offset = 32; offset > 0; offset >>= 1) {
    if (tid < offset)
      s[tid] += s[tid + offset];
    __syncwarp();
  }
  return s[0];
}

__global__ void reduce(const __device float *in, __device float *out,
                       unsigned n) {
  __shared__ float buffer[BLOCK];
  __shared float *s = (__shared float *)buffer;
  unsigned tid = threadIdx.x;
  float acc = 0.0f;
  for (unsigned i = blockIdx.x * BLOCK + tid; i < n; i += gridDim.x * BLOCK)
    acc += in[i];
  s[tid] = acc;
  __syncthreads();
  for (unsigned stride = BLOCK / 2; stride > 32; stride >>= 1) {
    if (tid < stride)
      s[tid] += s[tid + stride];
    __syncthreads();
  }
  if (tid < 32) {
    float total = warpTail(s, tid);
    if (tid == 0)
      out[blockIdx.x] = total;
  }
}
