// flashinfer's ptx_exp2 as HeCBench attentionMultiHeadKVCache writes it: the
// inline-asm path where __PTX__ is defined, exp2f where it is not (nvcc).
__device__ float ptx_exp2(float x) {
  float y;
#if defined(__PTX__)
  asm volatile("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
#else
  y = exp2f(x);
#endif
  return y;
}

// One of two exponentials the result does not use: exp2f's is dropped, the
// volatile asm's cannot be.
__global__ void softmax_pair(float *out, const float *in) {
  float unused = ptx_exp2(in[1]);
  (void)unused;
  out[0] = ptx_exp2(in[0]);
}
