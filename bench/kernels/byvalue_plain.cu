// axpy with its arguments in a by-value struct, computed in the kernel, in
// a helper that receives the struct by value and in one that receives a
// reference to it.
// Plain-pointer version of byvalue.cu.
struct Args {
  const float *x, *y;
  float *z;
  int n;
};

__device__ __noinline__ void axpyHelper(Args a, float alpha, int i) {
  if (i < a.n)
    a.z[i] = alpha * a.x[i] + a.y[i];
}

__device__ __noinline__ void axpyByReference(const Args &a, float alpha,
                                             int i) {
  if (i < a.n)
    a.z[i] = alpha * a.x[i] + a.y[i];
}

__global__ void axpy(Args a, float alpha) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < a.n)
    a.z[i] = alpha * a.x[i] + a.y[i];
}

__global__ void axpyViaHelper(Args a, float alpha) {
  axpyHelper(a, alpha, blockIdx.x * blockDim.x + threadIdx.x);
}

__global__ void axpyViaReference(Args a, float alpha) {
  axpyByReference(a, alpha, blockIdx.x * blockDim.x + threadIdx.x);
}
