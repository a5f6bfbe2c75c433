// `__AS(AS)` with an sp::AddressSpace template parameter: deduced from the
// argument's space (GENERIC from an unqualified one), given explicitly, and
// instantiated in class templates.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -O1 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -DCODEGEN %s | FileCheck %s

#include <spec/cuda/Addrspace.hpp>
#include <type_traits>

// The spec's example ("Address space template arguments").
template <typename T, sp::AddressSpace AS>
__device__ int fn(__AS(AS) T &) {
  return AS == sp::AddressSpace::SHARED ? 1 : 0;
}
__device__ int deviceInt;
__shared__ int sharedInt;
// CHECK-LABEL: define {{.*}} @_Z6kernelPU3AS1iS0_(
// CHECK: store i32 0, ptr addrspace(1) %0
// CHECK: store i32 1, ptr addrspace(1) %1
__global__ void kernel(__device int *dst1, __device int *dst2) {
  *dst1 = fn(deviceInt); // *dst1 = 0;
  *dst2 = fn(sharedInt); // *dst2 = 1;
}

#ifndef CODEGEN
template <sp::AddressSpace AS> struct Tag {
  static constexpr sp::AddressSpace value = AS;
};
template <class T, sp::AddressSpace AS> __device__ Tag<AS> byRef(__AS(AS) T &);
template <class T, sp::AddressSpace AS> __device__ Tag<AS> byPtr(__AS(AS) T *); // expected-note {{candidate template ignored}}
template <class T, sp::AddressSpace AS> __device__ Tag<AS> explicitOnly(__AS(AS) T &x); // expected-note {{passing argument to parameter 'x' here}}
__constant__ int constInt;

__device__ void deduction(int plain, int *pp, __shared int *sp, __local int &lr,
                          __flat int *fp) {
  static_assert(decltype(byRef(plain))::value == sp::AddressSpace::GENERIC);
  static_assert(decltype(byRef(deviceInt))::value == sp::AddressSpace::DEVICE);
  static_assert(decltype(byRef(constInt))::value == sp::AddressSpace::CONSTANT);
  static_assert(decltype(byRef(lr))::value == sp::AddressSpace::LOCAL);
  static_assert(decltype(byPtr(pp))::value == sp::AddressSpace::GENERIC);
  static_assert(decltype(byPtr(sp))::value == sp::AddressSpace::SHARED);
  static_assert(decltype(byPtr(fp))::value == sp::AddressSpace::FLAT);
  static_assert(decltype(byPtr(&deviceInt))::value == sp::AddressSpace::DEVICE);
  // T is deduced without the space.
  static_assert(std::is_same_v<decltype(byRef(deviceInt)), Tag<sp::AddressSpace::DEVICE>>);
  // Explicit template arguments.
  static_assert(decltype(explicitOnly<int, sp::AddressSpace::SHARED>(*sp))::value == sp::AddressSpace::SHARED);
  explicitOnly<int, sp::AddressSpace::DEVICE>(plain); // expected-error {{binding reference of type '__device int' to value of type 'int' changes address space}} \
      // expected-note {{the generic address space does not convert implicitly to __device in a device function; an explicit cast (C-style or addrspace_cast) is allowed}}
  byPtr(3); // expected-error {{no matching function for call to 'byPtr'}}
}

// __AS(AS) in class templates and with dependent expressions.
template <sp::AddressSpace AS> struct Holder {
  __AS(AS) int *p;
  using Element = __AS(AS) float;
};
static_assert(std::is_same_v<decltype(Holder<sp::AddressSpace::DEVICE>::p), __device int *>);
static_assert(std::is_same_v<decltype(Holder<sp::AddressSpace::GENERIC>::p), int *>);
static_assert(std::is_same_v<Holder<sp::AddressSpace::SHARED>::Element, __shared float>);
constexpr sp::AddressSpace pick(bool shared) {
  return shared ? sp::AddressSpace::SHARED : sp::AddressSpace::DEVICE;
}
template <bool Shared> using Picked = __AS(pick(Shared)) int;
static_assert(std::is_same_v<Picked<true>, __shared int>);
static_assert(std::is_same_v<Picked<false>, __device int>);
#endif

// The spec's example ("Method templated address spaces"): AS is deduced
// from the object, and the specialization is qualified with it.
struct S {
  template <sp::AddressSpace AS>
  __device__ int fn() const __AS(AS) {
    return AS == sp::AddressSpace::SHARED ? 1 : 0;
  }
  template <sp::AddressSpace AS> __device__ auto self() __AS(AS) { return this; }
};
__device__ S deviceObj;
__shared__ S sharedObj;
// CHECK-LABEL: define {{.*}} @_Z12methodKernelPU3AS1iS0_(
// CHECK: store i32 0, ptr addrspace(1) %0
// CHECK: store i32 1, ptr addrspace(1) %1
__global__ void methodKernel(__device int *dst1, __device int *dst2) {
  *dst1 = deviceObj.fn(); // *dst1 = 0;
  *dst2 = sharedObj.fn(); // *dst2 = 1;
}
#ifndef CODEGEN
__device__ void methodSelection(__shared S *ps, S &generic) {
  static_assert(std::is_same_v<decltype(sharedObj.self()), __shared S *>);
  static_assert(std::is_same_v<decltype(ps->self()), __shared S *>);
  static_assert(std::is_same_v<decltype(generic.self()), S *>);
  static_assert(std::is_same_v<decltype(deviceObj.self()), __device S *>);
}
#endif
