// 1-D stencil (stencil.cu) whose helper takes generic pointers and casts
// the coefficients down to __constant and the input to __device itself.
// The down-casts are what -fscale-checked-casts checks
// (bench/checked-casts-cost.py).
#define RADIUS 4

__constant__ float coefficients[2 * RADIUS + 1];

__device__ __noinline__ float weightedSum(const float *inGeneric,
                                          const float *cGeneric, int i) {
  const __device float *in = (const __device float *)inGeneric;
  const __constant float *c = (const __constant float *)cGeneric;
  float sum = 0.0f;
  for (int k = -RADIUS; k <= RADIUS; ++k)
    sum += c[k + RADIUS] * in[i + k];
  return sum;
}

__global__ void stencil(const float *in, float *outGeneric, int n) {
  __device float *out = (__device float *)outGeneric;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= RADIUS && i < n - RADIUS)
    out[i] = weightedSum(in, (const float *)coefficients, i);
  else if (i < n)
    out[i] = ((const __device float *)in)[i];
}
