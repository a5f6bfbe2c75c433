// A device function that C code of the program names (darknet's
// im2col_kernels.cu and gemm.c).
extern "C" {
__device__ void transpose_bits(unsigned *a, int n) {
  for (int i = 0; i < n; ++i)
    a[i] = ~a[i];
}
}

__global__ void transposeKernel(unsigned *a, int n) { transpose_bits(a, n); }
