// Calls written as macro arguments (the samples' checkCudaErrors(...)) get
// their casts inside the argument's text; a pointer handed to an interface
// that cannot change inside a macro's body, where no cast can be written,
// stays generic.
// RUN: cp %s %t.cu
// RUN: %scale_annotate --fix --report %t.cu -- %annotate_cuda | FileCheck %s
// RUN: FileCheck %s --check-prefix=FIX < %t.cu
// RUN: %scale_cxx -fsyntax-only %annotate_cuda %t.cu
#include <vendorlib.h>
#define CHECK(call) do { if ((call) != cudaSuccess) return 1; } while (0)
#define FREE_SPARE vendorRelease(spare)

__global__ void k(float *p) { p[0] = 1; }
// FIX: {{^}}__global__ void k(__device float *p) { p[0] = 1; }
__global__ void other(float *p) { p[0] = 2; }
// FIX: {{^}}__global__ void other(float *p) { p[0] = 2; }

int main() {
  float *d;
  // FIX: {{^}}  __device float *d;
  float *spare;
  // FIX: {{^}}  float *spare;
  CHECK(cudaMalloc(&d, 64));
  CHECK(cudaMalloc(&spare, 64));
  k<<<1, 1>>>(d);
  other<<<1, 1>>>(spare);
  CHECK(vendorRelease(d));
  // FIX: {{^}}  CHECK(vendorRelease((void *)d));
  CHECK(cudaFree(d));
  // FIX: {{^}}  CHECK(cudaFree(d));
  FREE_SPARE;
  return 0;
}
// CHECK: variable 'spare' of 'main': generic: it is passed to an interface that cannot change inside a macro, where no cast can be written ({{.*}})
