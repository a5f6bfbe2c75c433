// The composite space (the smallest space both operands convert to
// implicitly in the context: generic for two named spaces in device code,
// __flat in host code and wherever __flat is involved) applies to pointer
// comparison and to the conditional operator on glvalues, whose result stays
// an lvalue. Comparison is no access; reading the __flat lvalue is one.
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -O1 -S -emit-llvm %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -DCODEGEN %s -o - | FileCheck %s

#include <type_traits>

template <class T, class U> constexpr bool same = std::is_same_v<T, U>;

#ifndef CODEGEN
__device__ bool deviceComparisons(__shared int *s, __device int *d, int *g,
                                  __constant int *c, __flat int *f) {
  bool r = s == d;
  r |= s != c;
  r |= s < d;
  r |= d >= c;
  r |= s == g;
  r |= g != d;
  r |= f == s;
  r |= f == g;
  return r;
}

bool hostComparisons(__shared int *s, __device int *d, int *g,
                     __flat int *f) {
  bool r = s == d; // composite __flat: comparing is no access
  r |= s < d;
  r |= g == f;
  r |= f != d;
  return r;
}

// Only the outermost pointee's space may differ.
__device__ bool nested(__shared int **ps, __device int **pd) {
  return ps == pd; // expected-error {{comparison of distinct pointer types ('__shared int **' and '__device int **')}}
}

__shared__ int sharedInt;
__device__ int deviceInt;
__constant__ int constantInt;

__device__ void deviceConditional(bool c, int &g, __local int &l) {
  static_assert(same<decltype(c ? sharedInt : deviceInt), int &>);
  static_assert(same<decltype(c ? sharedInt : l), int &>);
  static_assert(same<decltype(c ? sharedInt : g), int &>);
  static_assert(same<decltype(c ? deviceInt : constantInt), int &>);
  (c ? sharedInt : deviceInt) = 4;
  int &bound = c ? deviceInt : l;
  int *address = &(c ? sharedInt : deviceInt);
  (c ? sharedInt : deviceInt) += bound + *address;
  static_assert(same<decltype(c ? static_cast<__shared int &&>(sharedInt)
                                : static_cast<__device int &&>(deviceInt)),
                     int &&>);
}

void hostConditional(bool c, __shared int &s, __device int &d, int &g) {
  static_assert(same<decltype(c ? s : d), __flat int &>);
  static_assert(same<decltype(c ? s : g), __flat int &>);
  __flat int *either = &(c ? s : d); // the address is no access
  int read = c ? s : d; // expected-error {{cannot read an object of type '__flat int' in a host function: the __flat address space is not accessible anywhere without a cast}}
  (void)either;
  (void)read;
}
#else
__shared__ int sharedInt;
__device__ int deviceInt;
// The composite lvalue is generic; at -O1 the store through the select of
// the two generic addresses becomes one store per space
// (scale-split-space-selects, docs/addrspace-passes.md).
// CHECK-LABEL: define {{.*}}@_Z9selectRefb(
// CHECK-DAG: store i32 7, ptr addrspace(3) @sharedInt
// CHECK-DAG: store i32 7, ptr addrspace(1) @deviceInt
__device__ void selectRef(bool c) { (c ? sharedInt : deviceInt) = 7; }

// CHECK-LABEL: define {{.*}}@_Z7comparePU3AS3iPU3AS1i(
// CHECK-DAG: addrspacecast ptr addrspace(3) %{{.*}} to ptr
// CHECK-DAG: addrspacecast ptr addrspace(1) %{{.*}} to ptr
// CHECK: icmp eq ptr
__device__ bool compare(__shared int *s, __device int *d) { return s == d; }
#endif
