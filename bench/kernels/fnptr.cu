// Element-wise operations chosen at run time through a table of device
// function pointers; the operations take pointers.
// Address-space qualified version (plain version: fnptr_plain.cu).
typedef void (*Op)(__device float *out, const __device float *in, int i);

__device__ void square(__device float *out, const __device float *in, int i) {
  out[i] = in[i] * in[i];
}
__device__ void negate(__device float *out, const __device float *in, int i) { out[i] = -in[i]; }

__device__ Op ops[2] = {square, negate};

__global__ void apply(__device float *out, const __device float *in, int which, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    ops[which & 1](out, in, i);
}
