// 1-D stencil of radius 4 with coefficients in constant memory; the
// weighted sum is a helper.
// Address-space qualified version (plain version: stencil_plain.cu).
#define RADIUS 4

__constant__ float coefficients[2 * RADIUS + 1];

__device__ __noinline__ float weightedSum(const __device float *in,
                                          const __constant float *c, int i) {
  float sum = 0.0f;
  for (int k = -RADIUS; k <= RADIUS; ++k)
    sum += c[k + RADIUS] * in[i + k];
  return sum;
}

__global__ void stencil(const __device float *in, __device float *out,
                        int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= RADIUS && i < n - RADIUS)
    out[i] = weightedSum(in, (const __constant float *)coefficients, i);
  else if (i < n)
    out[i] = in[i];
}
