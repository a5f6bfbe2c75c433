// Overloading on the space of pointer and reference arguments: an exact
// match beats a conversion, generic beats __flat, and without an exact
// overload the generic one is taken where the argument converts to generic
// in the context.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -DCODEGEN %s | FileCheck %s

#include <type_traits>

// The spec's example ("Function overloading").
__device__ int fn(int &i) { return i + 1; }
__device__ int fn(__device int &i) { return i + 2; }
__device__ int fn(__shared int &i) { return i + 3; }
__constant__ int c = 42;

// CHECK-LABEL: define {{.*}} @_Z6kernelPU3AS1iS0_S0_(
// CHECK: call {{.*}} @_Z2fnRi(ptr
// CHECK: call {{.*}} @_Z2fnRU3AS1i(ptr addrspace(1)
// CHECK: call {{.*}} @_Z2fnRU3AS3i(ptr addrspace(3)
__global__ void kernel(__device int *dst1, __device int *dst2,
                       __device int *dst3) {
  __shared__ int sharedInt;
  if (threadIdx.x == 0)
    sharedInt = *dst3;
  *dst1 = fn(c);         // *dst1 = 42 + 1;
  *dst2 = fn(*dst2);     // *dst2 += 2;
  *dst3 = fn(sharedInt); // *dst3 += 3;
}

#ifndef CODEGEN
// Return types tell which overload was selected.
__device__ char dev(int *);
__device__ double dev(__flat int *);
char host(int *);
double host(__flat int *);
__device__ void inDevice(__device int *d, __shared int *s, int *g, __flat int *f) {
  static_assert(std::is_same_v<decltype(dev(d)), char>); // generic beats __flat
  static_assert(std::is_same_v<decltype(dev(s)), char>);
  static_assert(std::is_same_v<decltype(dev(g)), char>); // exact
  static_assert(std::is_same_v<decltype(dev(f)), double>); // exact
}
void inHost(__device int *d, int *g) {
  static_assert(std::is_same_v<decltype(host(d)), double>); // only __flat is viable
  static_assert(std::is_same_v<decltype(host(g)), char>);
}

// Exact beats conversion also between two viable conversions.
__device__ char exact(__device int &);
__device__ long exact(int &);
__device__ void exactWins(__device int &d) {
  static_assert(std::is_same_v<decltype(exact(d)), char>);
}

// Ambiguities are reported as such, with the candidates' spaces.
__device__ void amb(__flat int *, int *);  // expected-note {{candidate function}}
__device__ void amb(int *, __flat int *);  // expected-note {{candidate function}}
__device__ void ambiguous(__device int *d) {
  amb(d, d); // expected-error {{call to 'amb' is ambiguous}}
}
#endif
