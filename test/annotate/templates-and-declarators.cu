// A template is annotated only when every instantiation agrees; declarators
// that share one written type are annotated together or not at all; a
// pointer that holds host and __device memory in host code stays generic,
// and so do the pointers that flow into it there, and those they reach.
// RUN: cp %s %t.cu
// RUN: %scale_annotate --fix --report %t.cu -- %annotate_cuda | FileCheck %s
// RUN: FileCheck %s --check-prefix=FIX < %t.cu
// RUN: %scale_cxx -fsyntax-only %annotate_cuda %t.cu

template <class T> __global__ void copy(T *dst, const T *src) {
  // FIX: {{^}}template <class T> __global__ void copy(__device T *dst, const __device T *src) {
  dst[threadIdx.x] = src[threadIdx.x];
}
template <class T> __device__ T twice(const T *p) { return 2 * p[0]; }
// FIX: {{^}}template <class T> __device__ T twice(const T *p) { return 2 * p[0]; }
__global__ void both(float *out) {
  // FIX: {{^}}__global__ void both(__device float *out) {
  __shared__ float tile[8];
  out[0] = twice(out) + twice(tile);
}
__global__ void touch(float *p) { p[0] = 1; }
__global__ void touchInt(int *p) { p[0] = 1; }
// FIX: {{^}}__global__ void touch(float *p) { p[0] = 1; }

int main(int argc, char **) {
  float *a, *b;
  // FIX: {{^}}  float *a, *b;
  double *x, *y;
  // FIX: {{^}}  double *x, *y;
  float *d;
  // FIX: {{^}}  __device float *d;
  int *c;
  // FIX: {{^}}  __device int *c;
  cudaMalloc(&a, 64);
  cudaMalloc(&b, 64);
  cudaMalloc(&x, 64);
  cudaMalloc(&d, 64);
  cudaMalloc(&c, 64);
  y = new double[8];
  copy<<<1, 8>>>(d, d);
  copy<<<1, 8>>>(c, c);
  both<<<1, 8>>>(d);
  touch<<<1, 8>>>(a);
  float h[8];
  float *either = argc > 1 ? h : a;
  int *wall, count = 0;
  // FIX: {{^}}  int *wall, count = 0;
  cudaMalloc(&wall, 64);
  touchInt<<<1, 8>>>(wall);
  return (int)y[0] + (int)*either + count;
}
// CHECK: parameter 'p' of 'twice<__shared float>': generic: a template argument gives this instantiation a space of its own
// CHECK: parameter 'p' of 'twice<float>': generic: its written type is shared with 'p' of 'twice<__shared float>' ({{.*}}) (another declarator or template instantiation), which stays generic
// CHECK: parameter 'p' of 'touch': generic: it receives 'a' of 'main' ({{.*}}), which stays generic ({{.*}})
// CHECK: variable 'a' of 'main': generic: it flows into 'either' of 'main' ({{.*}}), which stays generic, in host code ({{.*}})
// CHECK: variable 'b' of 'main': generic: its written type is shared with 'a' of 'main' ({{.*}}) (another declarator or template instantiation), which stays generic
// CHECK: variable 'x' of 'main': generic: its written type is shared with 'y' of 'main' ({{.*}}) (another declarator or template instantiation), which stays generic
// CHECK: variable 'y' of 'main': generic: it points to host memory
// CHECK: variable 'd' of 'main': __device
// CHECK: variable 'c' of 'main': __device
// CHECK: variable 'either' of 'main': generic: its origins conflict: host memory, 'h' is a host array ({{.*}}); __device memory, allocated by cudaMalloc ({{.*}})
// CHECK: variable 'wall' of 'main': generic: its written type is shared with 'count' ({{.*}}) (a declarator whose type is not inferred), which stays generic
