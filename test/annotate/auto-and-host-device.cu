// `auto` takes its initializer's type: annotated exactly when the
// initializer is, and a pointer that initialises an `auto` variable that
// also holds host memory stays generic. A __host__ __device__ function
// stays generic, and so does one that only ever gets __device memory: its
// host side (emitted, as it is not inline) reads through the pointer.
// RUN: cp %s %t.cu
// RUN: %scale_annotate --fix --report %t.cu -- %annotate_cuda | FileCheck %s
// RUN: FileCheck %s --check-prefix=FIX < %t.cu
// RUN: %scale_cxx -fsyntax-only %annotate_cuda %t.cu

__host__ __device__ float first(const float *p) { return p[0]; }
// FIX: {{^}}__host__ __device__ float first(const float *p) { return p[0]; }
__host__ __device__ float second(const float *p) { return p[1]; }
// FIX: {{^}}__host__ __device__ float second(const float *p) { return p[1]; }
__global__ void k(float *out) { out[0] = first(out) + second(out); }
// FIX: {{^}}__global__ void k(__device float *out) { out[0] = first(out) + second(out); }

int main() {
  float host[4] = {};
  float *d;
  // FIX: {{^}}  __device float *d;
  float *e;
  // FIX: {{^}}  float *e;
  cudaMalloc(&d, 16);
  cudaMalloc(&e, 16);
  auto follows = d;
  auto mixed = e;
  mixed = host;
  k<<<1, 1>>>(follows);
  return (int)first(host) + (int)mixed[0];
}
// CHECK: parameter 'p' of 'first': generic: its origins conflict: host memory, 'host' is a host array ({{.*}}); __device memory, allocated by cudaMalloc ({{.*}})
// CHECK: parameter 'p' of 'second': generic: its origins conflict: __device memory, allocated by cudaMalloc ({{.*}}); generic memory, dereferenced in the host side of a __host__ __device__ function ({{.*}})
// CHECK: variable 'd' of 'main': __device
// CHECK: variable 'e' of 'main': generic: it flows into 'mixed' of 'main' ({{.*}}), which stays generic, in host code ({{.*}})
// CHECK: variable 'follows' of 'main': __device
// CHECK: variable 'mixed' of 'main': generic: its origins conflict: host memory, 'host' is a host array ({{.*}}); __device memory, allocated by cudaMalloc ({{.*}})
