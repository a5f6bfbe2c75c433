// --fix on every form: variables, parameters (kernels, device functions,
// lambdas, templates), fields, references, __shared and __constant origins;
// no cast at the CUDA runtime, which takes __device pointers, and casts
// where an annotated pointer meets a library's plain-pointer interface. The
// result compiles; a second run changes nothing.
// RUN: cp %s %t.cu
// RUN: %scale_annotate --fix %t.cu -- %annotate_cuda 2>&1 | FileCheck %s --check-prefix=SUMMARY
// SUMMARY: scale-annotate: 19 declarations seen, 17 annotated, 2 left generic, 2 casts inserted
// RUN: FileCheck %s --check-prefix=FIX < %t.cu
// RUN: %scale_cxx -fsyntax-only %annotate_cuda %t.cu
// RUN: cp %t.cu %t.first.cu
// RUN: %scale_annotate --fix %t.cu -- %annotate_cuda
// RUN: diff %t.first.cu %t.cu
#include <vendorlib.h>

template <class T> __global__ void fill(T *out, T value, int n) {
  // FIX: {{^}}template <class T> __global__ void fill(__device T *out, T value, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = value;
}
template <class T> __device__ T load(const T *p, int i) { return p[i]; }
// FIX: {{^}}template <class T> __device__ T load(const __device T *p, int i) { return p[i]; }
__device__ float sum3(const float *p) { return p[0] + p[1] + p[2]; }
// FIX: {{^}}__device__ float sum3(const float *p) { return p[0] + p[1] + p[2]; }
__constant__ float weights[3];
__device__ float weigh(const float *w, float x) { return w[0] * x; }
// FIX: {{^}}__device__ float weigh(const __constant float *w, float x) { return w[0] * x; }
__global__ void reduce(float *out, const float *in) {
  // FIX: {{^}}__global__ void reduce(__device float *out, const __device float *in) {
  __shared__ float tile[64];
  tile[threadIdx.x] = load(in, threadIdx.x);
  float *t = tile;
  // FIX: {{^}}  __shared float *t = tile;
  auto twice = [](float *q, int i) { return 2 * q[i]; };
  // FIX: {{^}}  auto twice = [](__device float *q, int i) { return 2 * q[i]; };
  out[0] = sum3(t) + sum3(in) + twice(out, 1) + weigh(weights, 2);
}
struct Buffers {
  float *a;
  // FIX: {{^}}  __device float *a;
  double *b;
  // FIX: {{^}}  __device double *b;
  int n;
};
__global__ void useBuffers(Buffers bufs) { bufs.a[0] = bufs.b[0]; }
__device__ void bump(float &x) { x += 1; }
// FIX: {{^}}__device__ void bump(__device float &x) { x += 1; }
__global__ void bumpAll(float *p) { bump(p[threadIdx.x]); }
// FIX: {{^}}__global__ void bumpAll(__device float *p) { bump(p[threadIdx.x]); }
float *allocate(int n) {
  // FIX: {{^}}__device float *allocate(int n) {
  float *p;
  // FIX: {{^}}  __device float *p;
  cudaMalloc(&p, n * sizeof(float));
  return p;
}
int main() {
  float *f = allocate(64);
  // FIX: {{^}}  __device float *f = allocate(64);
  double *g;
  // FIX: {{^}}  __device double *g;
  cudaMalloc(&g, 64 * sizeof(double));
  fill<<<1, 64>>>(f, 1.0f, 64);
  fill<<<1, 64>>>(g, 1.0, 64);
  float *&alias = f;
  // FIX: {{^}}  __device float *&alias = f;
  reduce<<<1, 64>>>(alias, f);
  Buffers bufs = {f, g, 64};
  useBuffers<<<1, 1>>>(bufs);
  bumpAll<<<1, 64>>>(f);
  float *m;
  // FIX: {{^}}  float *m;
  cudaMallocManaged(&m, 64);
  float host[64];
  cudaMemcpy(host, f, sizeof host, cudaMemcpyDeviceToHost);
  // FIX: {{^}}  cudaMemcpy(host, f, sizeof host, cudaMemcpyDeviceToHost);
  int sum = vendorChecksum(f, sizeof host);
  // FIX: {{^}}  int sum = vendorChecksum((const void *)f, sizeof host);
  cudaFree(f);
  // FIX: {{^}}  cudaFree(f);
  vendorRelease(g);
  // FIX: {{^}}  vendorRelease((void *)g);
  return host[0] > 0 && sum;
}
