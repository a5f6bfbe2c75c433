// axpy with its arguments in a by-value struct that the kernel hands on by
// value to a __noinline__ helper after a branch and in a grid-stride loop
// (issue 19): the copy into the call's parameters outside the kernel's
// entry block.
// Address-space qualified version (plain version: byvalue_loop_plain.cu).
struct Args {
  const __device float *x, *y;
  __device float *z;
  int n;
};

__device__ __noinline__ void axpyHelper(Args a, float alpha, int i) {
  a.z[i] = alpha * a.x[i] + a.y[i];
}

__global__ void axpyIfInRange(Args a, float alpha) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < a.n)
    axpyHelper(a, alpha, i);
}

__global__ void axpyGridStride(Args a, float alpha) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < a.n;
       i += gridDim.x * blockDim.x)
    axpyHelper(a, alpha, i);
}
