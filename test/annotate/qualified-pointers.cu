// Pointers under their own qualifiers (`T *__restrict__ p`, `float *const
// q`) are annotated at their pointee, as HeCBench's kernels write them.
// RUN: cp %s %t.cu
// RUN: %scale_annotate --fix %t.cu -- %annotate_cuda
// RUN: FileCheck %s < %t.cu
// RUN: %scale_cxx -fsyntax-only %annotate_cuda %t.cu

template <typename T>
__global__ void axpy(T *__restrict__ y, const T *const __restrict__ x, T a) {
  // CHECK: {{^}}__global__ void axpy(__device T *__restrict__ y, const __device T *const __restrict__ x, T a) {
  y[threadIdx.x] += a * x[threadIdx.x];
}

int main() {
  float *const *unused = nullptr;
  float *x, *y;
  // CHECK: {{^}}  __device float *x, *y;
  cudaMalloc(&x, 64);
  cudaMalloc(&y, 64);
  axpy<<<1, 16>>>(y, x, 2.0f);
  return unused != nullptr;
}
