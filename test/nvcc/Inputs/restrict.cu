// A kernel that reads `in` and writes `out` (flags.test): with --restrict
// nvcc reads `in` through the non-coherent cache.
__global__ void scale2(float *out, const float *in, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    out[i] = in[i] * 2.0f + in[i + 1];
}
