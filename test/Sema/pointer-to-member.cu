// Pointer-to-member access (`.*`, `->*`) gives the object's space, as `.`
// and `->` do, and accessibility applies to the result: a member of a
// __device object read through a data-member pointer in host code is an
// error; in device code it is an ordinary access in that space.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s

#include <type_traits>

struct Pair {
  int first;
  float second;
  __host__ __device__ int sum() const { return first + (int)second; }
};
__shared__ Pair sharedPair;
__device__ Pair devicePair;
__constant__ Pair constantPair;

// The space of the result, in either context (decltype is no access).
template <class T, class U> constexpr bool same = std::is_same_v<T, U>;
__host__ __device__ void spaces(int Pair::*pm, __shared Pair *sp,
                                __device const Pair *dcp, Pair &g) {
  static_assert(same<decltype(sharedPair.*pm), __shared int &>);
  static_assert(same<decltype(sp->*pm), __shared int &>);
  static_assert(same<decltype(devicePair.*pm), __device int &>);
  static_assert(same<decltype(dcp->*pm), const __device int &>);
  static_assert(same<decltype(constantPair.*pm), __constant int &>);
  static_assert(same<decltype(g.*pm), int &>);
  static_assert(same<decltype(&(sharedPair.*pm)), __shared int *>);
  static_assert(same<decltype(Pair{}.*pm), int &&>);
}

__device__ int deviceReads(int Pair::*pm, float Pair::*pf, __shared Pair *sp) {
  sharedPair.*pm = 1;
  sp->*pf += 2.0f;
  __shared int *address = &(sharedPair.*pm);
  __device int &bound = devicePair.*pm;
  int (Pair::*method)() const = &Pair::sum;
  return (sharedPair.*method)() + *address + bound + constantPair.*pm;
}

void hostAccesses(int Pair::*pm, __device Pair *dp) {
  int read = devicePair.*pm;   // expected-error {{cannot read an object of type '__device int' in a host function: the __device address space is not accessible in host code}}
  dp->*pm = 3;                 // expected-error {{cannot write an object of type '__device int' in a host function: the __device address space is not accessible in host code}}
  ++(sharedPair.*pm);          // expected-error {{cannot modify an object of type '__shared int' in a host function: the __shared address space is not accessible in host code}}
  __device int *address = &(devicePair.*pm); // taking the address is no access
  (void)read;
  (void)address;
}

// The result keeps the object's space: it does not bind to a reference or
// initialize a pointer of another named space, in either context.
__device__ void wrongSpace(int Pair::*pm) {
  __device int &r = sharedPair.*pm; // expected-error {{binding reference of type '__device int' to value of type '__shared int' changes address space}}
  // expected-note@-1 {{the __shared address space does not convert implicitly to __device in a device function; no cast converts between these spaces}}
  __shared int *p = &(devicePair.*pm); // expected-error {{cannot initialize a variable of type '__shared int *' with an rvalue of type '__device int *'}}
  // expected-note@-1 {{the __device address space does not convert implicitly to __shared in a device function; no cast converts between these spaces}}
}
