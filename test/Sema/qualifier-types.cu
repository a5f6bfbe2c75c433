// The five qualifiers are type qualifiers: usable wherever const is, giving
// distinct types, and diagnosed with their own spelling.
// RUN: %scale_cxx -fsyntax-only -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=both %s
// RUN: %scale_cxx -fsyntax-only -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=both %s
// RUN: %scale_cxx -fsyntax-only -std=c++17 -fscale-addrspaces -x c++ -Xclang -verify=both -D__device__= -D__global__= %s

#include <type_traits>

// Distinct types, also from each other.
static_assert(!std::is_same_v<__device int, int>);
static_assert(!std::is_same_v<__flat int, int>);
static_assert(!std::is_same_v<__flat int, __device int>);
static_assert(!std::is_same_v<__shared int, __constant int>);
static_assert(!std::is_same_v<__local int *, int *>);
static_assert(std::is_same_v<std::remove_pointer_t<__device int *>, __device int>);

// Pointee, reference, pointer object, typedef, template argument, decltype.
typedef __device float DeviceFloat;
using SharedRef = __shared int &;
using DevicePtrInSharedSpace = __device int *__shared;
template <class T> struct Box { T *p; };
Box<__constant int> ConstantBox;
static_assert(std::is_same_v<decltype(ConstantBox.p), __constant int *>);
static_assert(std::is_same_v<DeviceFloat *, __device float *>);
void takesRef(SharedRef);
static_assert(std::is_same_v<const __device int, __device const int>);

// Two spaces on one type.
typedef __device __shared int Twice; // both-error {{multiple address spaces specified for type}}

// Overloads on the space.
int over(int *);
long over(__device int *);
short over(__flat int *);
static_assert(std::is_same_v<decltype(over((int *)nullptr)), int>);
static_assert(std::is_same_v<decltype(over((__device int *)nullptr)), long>);
static_assert(std::is_same_v<decltype(over((__flat int *)nullptr)), short>);

// Deduction sees the space as part of the type.
template <class A> A *deduce(A *);
static_assert(std::is_same_v<decltype(deduce((__device int *)nullptr)), __device int *>);
static_assert(std::is_same_v<decltype(deduce((const __shared int *)nullptr)), const __shared int *>);

// Diagnostics name the spaces as written.
void spelled(__device float *d, __shared float *s) {
  int *i = d;   // both-error {{cannot initialize a variable of type 'int *' with an lvalue of type '__device float *'}}
  __device float *t = s; // both-error {{cannot initialize a variable of type '__device float *' with an lvalue of type '__shared float *'}}
  Box<__flat float> b = 1; // both-error {{no viable conversion from 'int' to 'Box<__flat float>'}}
  // both-note@21 2 {{candidate constructor}}
  static_assert(std::is_same_v<decltype(d), float *>); // both-error {{static assertion failed due to requirement 'std::is_same_v<__device float *, float *>'}}
}

// Each refused implicit conversion is explained after Sema's error.
// both-note@46 {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@47 {{the __shared address space does not convert implicitly to __device in a host function; no cast converts between these spaces}}
