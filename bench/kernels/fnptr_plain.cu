// Element-wise operations chosen at run time through a table of device
// function pointers; the operations take pointers.
// Plain-pointer version of fnptr.cu.
typedef void (*Op)(float *out, const float *in, int i);

__device__ void square(float *out, const float *in, int i) {
  out[i] = in[i] * in[i];
}
__device__ void negate(float *out, const float *in, int i) { out[i] = -in[i]; }

__device__ Op ops[2] = {square, negate};

__global__ void apply(float *out, const float *in, int which, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    ops[which & 1](out, in, i);
}
