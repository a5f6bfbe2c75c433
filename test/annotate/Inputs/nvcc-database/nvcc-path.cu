// Takes its CUDA path only where the compiler is nvcc's command line, as
// programs written for both CUDA and HIP do.
#ifndef __NVCC__
#error "not compiled as scale-nvcc compiles it"
#endif
__global__ void fill(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 1.0f;
}

void run(int n) {
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  fill<<<1, n>>>(d, n);
  cudaFree(d);
}
