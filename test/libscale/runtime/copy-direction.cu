// sp::copy takes the direction from the pointers' address spaces: every
// cell of the table in <spec/cuda/runtime/Copy.hpp>, and the combinations
// that must not compile. Without the extension every copy is
// cudaMemcpyDefault and only the space-independent errors remain.
//
// RUN: %scale_cxx -std=c++17 -x c++ -fscale-addrspaces %rt_inc -fsyntax-only %s \
// RUN:   -Xclang -verify=qual,common -Xclang -verify-ignore-unexpected=note
// RUN: %scale_cxx %rt_cuda --cuda-host-only -fsyntax-only %s \
// RUN:   -Xclang -verify=qual,common -Xclang -verify-ignore-unexpected=note
// RUN: %scale_cxx %rt_cuda --cuda-host-only -fno-scale-addrspaces -fsyntax-only %s \
// RUN:   -Xclang -verify=common -Xclang -verify-ignore-unexpected=note
// RUN: %clang22 -std=c++17 -x c++ -I%libscale_inc %rt_inc -fsyntax-only %s \
// RUN:   -Xclang -verify=common -Xclang -verify-ignore-unexpected=note

#include <spec/cuda/Runtime.hpp>

using sp::detail::copyKind;
constexpr bool Q = sp::detail::HaveAddressSpaces;
constexpr cudaMemcpyKind Default = cudaMemcpyDefault;

// destination \ source: generic (host), __device, __flat
static_assert(copyKind<float, __device float>() == (Q ? cudaMemcpyDeviceToHost : Default), "");
static_assert(copyKind<float, __flat float>() == Default, "");
static_assert(copyKind<__device float, float>() == (Q ? cudaMemcpyHostToDevice : Default), "");
static_assert(copyKind<__device float, const float>() == (Q ? cudaMemcpyHostToDevice : Default), "");
static_assert(copyKind<__device float, __device float>() == (Q ? cudaMemcpyDeviceToDevice : Default), "");
static_assert(copyKind<__device float, const __device float>() == (Q ? cudaMemcpyDeviceToDevice : Default), "");
static_assert(copyKind<__device float, __flat float>() == Default, "");
static_assert(copyKind<__flat float, float>() == Default, "");
static_assert(copyKind<__flat float, __device float>() == Default, "");
static_assert(copyKind<__flat float, __flat float>() == Default, "");

// Symbols: a __constant__ and a __device__ variable (declared with the
// qualifiers, which is what their types are in CUDA).
extern __constant float constSymbol[4];
extern __device float deviceSymbol;

// The right combinations compile, with sp::copy deducing from the pointers.
void right(float *h, const float *ch, __device float *d, const __device float *cd, __flat float *f,
           cudaStream_t s) {
  sp::copy(d, ch, 4);  // host to device
  sp::copy(h, cd, 4);  // device to host
  sp::copy(d, cd, 4);  // device to device
  sp::copy(f, h, 4);   // __flat: found at run time
  sp::copyAsync(d, h, 4, s);
  sp::copyAsync(h, d, 4, s);
  sp::copyAsync(d, d, 4, s);
  sp::copyToSymbol(constSymbol, ch, 4);
  sp::copyToSymbol(deviceSymbol, h, 1);
  sp::copyFromSymbol(h, constSymbol, 4);
  sp::copyFromSymbol(h, deviceSymbol, 1);
}

// qual-error@spec/cuda/runtime/Copy.hpp:* 2 {{sp::copy: both pointers are host (generic) memory: use std::copy, or make one of them __device or __flat}}
// qual-error@spec/cuda/runtime/Copy.hpp:* {{sp::copy: the source is __shared, __constant or __local memory}}
// qual-error@spec/cuda/runtime/Copy.hpp:* {{sp::copy: the destination is __shared, __constant or __local memory}}
// common-error@spec/cuda/runtime/Copy.hpp:* {{sp::copy: the destination points to const}}
// common-error@spec/cuda/runtime/Copy.hpp:* {{sp::copy: the two pointers have different element types}}
// qual-error@spec/cuda/runtime/Copy.hpp:* {{sp::copyToSymbol: the source must be host (generic) memory}}
// qual-error@spec/cuda/runtime/Copy.hpp:* {{sp::copyToSymbol: the variable must be __constant__ or __device__}}
// qual-error@spec/cuda/runtime/Copy.hpp:* {{sp::copyFromSymbol: the destination must be host (generic) memory}}
void wrong(float *h, const float *ch, double *hd, const __device float *cd,
           const int *hi, __device float *d, __shared float *sh, __constant float *cst,
           cudaStream_t s) {
  static float hostArray[4];
  sp::copy(h, ch, 4);            // host to host
  sp::copyAsync(hd, hd, 4, s);   // host to host, stream-ordered (same error, other types)
  sp::copy(h, sh, 4);            // from __shared
  sp::copy(cst, ch, 4);          // to __constant
  sp::copy(cd, ch, 4);           // into const
  sp::copy(d, hi, 4);            // float from int
  sp::copyToSymbol(constSymbol, d, 4);  // from device memory
  sp::copyToSymbol(hostArray, ch, 4);   // into a host variable
  sp::copyFromSymbol(d, constSymbol, 4); // into device memory
}
