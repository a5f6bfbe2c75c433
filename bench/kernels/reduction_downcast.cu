// Block reduction (reduction.cu) written the way library code receives
// pointers: the helper takes a generic pointer and casts it down to
// __shared itself, and the kernel hands its shared buffer over as generic.
// The down-casts are what -fscale-checked-casts checks
// (bench/checked-casts-cost.py).
#define BLOCK 256

__device__ __noinline__ float warpTail(float *generic, unsigned tid) {
  __shared float *s = (__shared float *)generic;
  for (unsigned offset = 32; offset > 0; offset >>= 1) {
    if (tid < offset)
      s[tid] += s[tid + offset];
    __syncwarp();
  }
  return s[0];
}

__global__ void reduce(const float *inGeneric, float *outGeneric, unsigned n) {
  __shared__ float buffer[BLOCK];
  float *generic = (float *)buffer;
  __shared float *s = (__shared float *)generic;
  const __device float *in = (const __device float *)inGeneric;
  __device float *out = (__device float *)outGeneric;
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
    float total = warpTail(generic, tid);
    if (tid == 0)
      out[blockIdx.x] = total;
  }
}
