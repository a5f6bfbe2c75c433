// The CUDA runtime takes __device pointers (libscale's overloads, issue 23,
// which the stand-in cuda.h includes as scale-clang includes them after the
// toolkit's headers): --fix writes no cast at its calls, whichever argument
// the annotated pointer is. A library that takes plain pointers still gets
// its cast.
// RUN: cp %s %t.cu
// RUN: %scale_annotate --fix %t.cu -- %annotate_cuda 2>&1 | FileCheck %s --check-prefix=SUMMARY
// SUMMARY: scale-annotate: 5 declarations seen, 4 annotated, 1 left generic, 1 casts inserted
// RUN: FileCheck %s < %t.cu
// RUN: %scale_cxx -fsyntax-only %annotate_cuda %t.cu
#include <vendorlib.h>

__global__ void scale(float *out, const float *in) { out[threadIdx.x] = 2 * in[threadIdx.x]; }
// CHECK: {{^}}__global__ void scale(__device float *out, const __device float *in) { out[threadIdx.x] = 2 * in[threadIdx.x]; }

int main() {
  float host[64];
  float *d, *e;
  // CHECK: {{^}}  __device float *d, *e;
  cudaStream_t stream = 0;
  cudaMalloc(&d, sizeof host);
  cudaMallocAsync(&e, sizeof host, stream);
  cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice);
  // CHECK: {{^}}  cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice);
  cudaMemcpyAsync(e, d, sizeof host, cudaMemcpyDeviceToDevice, stream);
  // CHECK: {{^}}  cudaMemcpyAsync(e, d, sizeof host, cudaMemcpyDeviceToDevice, stream);
  cudaMemset(d, 0, 16);
  // CHECK: {{^}}  cudaMemset(d, 0, 16);
  cudaMemcpy2D(e, 16, host, 16, 16, 4, cudaMemcpyHostToDevice);
  // CHECK: {{^}}  cudaMemcpy2D(e, 16, host, 16, 16, 4, cudaMemcpyHostToDevice);
  scale<<<1, 64>>>(d, e);
  cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost);
  // CHECK: {{^}}  cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost);
  int sum = vendorChecksum(d, sizeof host);
  // CHECK: {{^}}  int sum = vendorChecksum((const void *)d, sizeof host);
  cudaFreeAsync(e, stream);
  // CHECK: {{^}}  cudaFreeAsync(e, stream);
  cudaFree(d);
  // CHECK: {{^}}  cudaFree(d);
  return host[0] > 0 && sum;
}
