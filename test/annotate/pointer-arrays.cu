// Arrays of pointers (Rodinia's double buffers, `float *temp[2]`), also as
// parameters written as arrays: one space for every element, annotated at
// the element's pointee; the elements flow as pointers.
// RUN: cp %s %t.cu
// RUN: %scale_annotate --fix --report %t.cu -- %annotate_cuda | FileCheck %s
// RUN: FileCheck %s --check-prefix=FIX < %t.cu
// RUN: %scale_cxx -fsyntax-only %annotate_cuda %t.cu

__global__ void step(const float *src, float *dst) { dst[threadIdx.x] = src[threadIdx.x]; }
// FIX: {{^}}__global__ void step(const __device float *src, __device float *dst) { dst[threadIdx.x] = src[threadIdx.x]; }

int run(float *temp[2], int steps) {
  // FIX: {{^}}int run(__device float *temp[2], int steps) {
  int src = 1, dst = 0;
  for (int i = 0; i < steps; ++i) {
    src = 1 - src;
    dst = 1 - dst;
    step<<<1, 64>>>(temp[src], temp[dst]);
  }
  return dst;
}

int main() {
  float *temp[2], *power;
  // FIX: {{^}}  __device float *temp[2], *power;
  cudaMalloc((void **)&temp[0], 256);
  cudaMalloc((void **)&temp[1], 256);
  cudaMalloc((void **)&power, 256);
  int last = run(temp, 4);
  step<<<1, 64>>>(power, temp[last]);
  cudaFree(temp[0]);
  // FIX: {{^}}  cudaFree(temp[0]);
  return 0;
}
// CHECK: parameter 'temp' of 'run': __device
// CHECK: variable 'temp' of 'main': __device
// CHECK: variable 'power' of 'main': __device
