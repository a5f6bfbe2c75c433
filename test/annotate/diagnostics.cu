// The three findings, each with the flow that proves it as notes, and a
// non-zero exit status (a __device pointer given to memcpy is dereferenced
// in host code too); the same program without the bugs exits 0.
// RUN: not %scale_annotate %s -- %annotate_cuda 2>&1 | FileCheck %s
// RUN: %scale_annotate %s -- %annotate_cuda -DFIXED 2>&1 | count 0

__global__ void scale(float *out, const float *in, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = 2 * in[i];
}

float *pick(float *p) { return p; }
#include <cstring>

int main() {
  const int n = 64;
  float host[n];
  float *staging = host;
  float *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, n * sizeof(float));
  cudaMemcpy(d_in, host, sizeof host, cudaMemcpyHostToDevice);
#ifdef FIXED
  scale<<<1, n>>>(d_out, d_in, n);
  cudaMemcpy(host, d_out, sizeof host, cudaMemcpyDeviceToHost);
  float first = host[0];
#else
  scale<<<1, n>>>(d_out, pick(staging), n);
  // CHECK: diagnostics.cu:[[@LINE-1]]:26: error: host memory is passed to kernel 'scale' as parameter 'in': kernels cannot access host memory
  // CHECK: diagnostics.cu:18:9: note: host memory: 'host' is a host array
  // CHECK: diagnostics.cu:19:20: note: the pointer initialises 'staging'
  // CHECK: diagnostics.cu:[[@LINE-4]]:31: note: the pointer is passed to parameter 'p' of 'pick'
  // CHECK: diagnostics.cu:13:25: note: the pointer is returned from 'pick'
  float first = d_out[0];
  // CHECK: diagnostics.cu:[[@LINE-1]]:17: error: 'd_out' points to __device memory and is dereferenced in host code: the __device address space is not accessible in host code
  // CHECK: diagnostics.cu:22:14: note: __device memory: allocated by cudaMalloc
  cudaMemcpy(d_out, host, sizeof host, cudaMemcpyDeviceToHost);
  // CHECK: diagnostics.cu:[[@LINE-1]]:14: error: cudaMemcpy with cudaMemcpyDeviceToHost copies to 'd_out', which is __device memory, not host memory
  // CHECK: diagnostics.cu:22:14: note: __device memory: allocated by cudaMalloc
  // CHECK: diagnostics.cu:[[@LINE-3]]:21: error: cudaMemcpy with cudaMemcpyDeviceToHost copies from 'host', which is host memory, not __device memory
  // CHECK: diagnostics.cu:18:9: note: host memory: 'host' is a host array
  memcpy(host, d_in, sizeof host);
  // CHECK: diagnostics.cu:[[@LINE-1]]:16: error: 'd_in' points to __device memory and is dereferenced in host code
  // CHECK: diagnostics.cu:21:14: note: __device memory: allocated by cudaMalloc
#endif
  cudaFree(d_in);
  cudaFree(d_out);
  return first > 0;
}
