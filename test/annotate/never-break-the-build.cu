// Annotate less, never break the build. A pointer passed by reference to an
// interface that cannot change (std::swap) may receive any pointer there, so
// it stays generic. A flow the facts do not see (a call through a function
// pointer) breaks the fixed sources: --fix compiles them in memory first
// and keeps the declarations named on the failing line generic, and what
// they flow into.
// RUN: cp %s %t.cu
// RUN: %scale_annotate --fix --report %t.cu -- %annotate_cuda | FileCheck %s
// RUN: FileCheck %s --check-prefix=FIX < %t.cu
// RUN: %scale_cxx -fsyntax-only %annotate_cuda %t.cu
#include <utility>

__global__ void k(float *p) { p[0] = 1; }
// FIX: {{^}}__global__ void k(float *p) { p[0] = 1; }
__global__ void other(float *p) { p[0] = 2; }
// FIX: {{^}}__global__ void other(__device float *p) { p[0] = 2; }
__global__ void third(float *p) { p[0] = 3; }
// FIX: {{^}}__global__ void third(float *p) { p[0] = 3; }
void check(float *p) {}

int main() {
  float *swapped;
  float *viaPointer;
  float *fine;
  float *spare = new float[4];
  cudaMalloc(&swapped, 16);
  cudaMalloc(&viaPointer, 16);
  cudaMalloc(&fine, 16);
  // FIX: {{^}}  __device float *fine;
  k<<<1, 1>>>(swapped);
  third<<<1, 1>>>(viaPointer);
  other<<<1, 1>>>(fine);
  std::swap(swapped, spare);
  void (*callback)(float *) = check;
  callback(viaPointer);
  return 0;
}
// CHECK: parameter 'p' of 'k': generic: its origins conflict: __device memory, allocated by cudaMalloc ({{.*}}); generic memory, may be set by 'swap' ({{.*}})
// CHECK: parameter 'p' of 'other': __device
// CHECK: parameter 'p' of 'third': generic: it receives 'viaPointer' of 'main' ({{.*}}), which stays generic ({{.*}})
// CHECK: variable 'swapped' of 'main': generic: its origins conflict: __device memory, allocated by cudaMalloc ({{.*}}); generic memory, may be set by 'swap' ({{.*}})
// CHECK: variable 'viaPointer' of 'main': generic: annotating it broke the compilation (never-break-the-build.cu.tmp.cu:35: cannot initialize a parameter of type 'float *' with an lvalue of type '__device float *')
