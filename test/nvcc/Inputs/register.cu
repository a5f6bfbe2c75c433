// `register` as old CUDA samples write it.
__global__ void sum(const float *in, float *out) {
  // The loop's accumulator.
  register float acc = 0;
  for (int i = 0; i < 4; ++i)
    acc += in[threadIdx.x * 4 + i];
  out[threadIdx.x] = acc;
}
