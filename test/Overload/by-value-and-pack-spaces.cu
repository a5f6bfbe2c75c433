// The spec's by-value example `fn(__AS(AS) T)`: AS is the space of the
// argument's object (GENERIC for an unqualified object or a prvalue) and the
// parameter is a value of type T, which has no space. Packs of spaces,
// `__AS(AS) T &...`, deduce one space per argument; an unexpanded pack is
// still an error.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -O1 -S -emit-llvm %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -DCODEGEN %s -o - | FileCheck %s

#include <spec/cuda/Addrspace.hpp>
#include <type_traits>

using sp::AddressSpace;

// The spec's example, by value.
template <typename T, sp::AddressSpace AS>
__device__ int fn(__AS(AS) T) {
  // T will be the generic address space object.
  return AS == sp::AddressSpace::SHARED ? 1 : 0;
}
__device__ int deviceInt;
__shared__ int sharedInt;
// CHECK-LABEL: define {{.*}}@_Z6kernelPU3AS1iS0_(
// CHECK: store i32 0, ptr addrspace(1) %0
// CHECK: store i32 1, ptr addrspace(1) %1
__global__ void kernel(__device int *dst1, __device int *dst2) {
  *dst1 = fn(deviceInt); // *dst1 = 0;
  *dst2 = fn(sharedInt); // *dst2 = 1;
}

#ifndef CODEGEN
template <AddressSpace AS> struct Tag {
  static constexpr AddressSpace value = AS;
};
template <class T, AddressSpace AS>
__host__ __device__ Tag<AS> byValue(const __AS(AS) T x) {
  static_assert(std::is_same_v<decltype(x), const T>, "a value has no space");
  return {};
}
template <class T> __host__ __device__ T identity(T x) { return x; }
__constant__ float constantFloat;

__device__ void deviceByValue(int g, __local int &l, __device double &d) {
  static_assert(decltype(byValue(g))::value == AddressSpace::GENERIC);
  static_assert(decltype(byValue(42))::value == AddressSpace::GENERIC);
  static_assert(decltype(byValue(l))::value == AddressSpace::LOCAL);
  static_assert(decltype(byValue(d))::value == AddressSpace::DEVICE);
  static_assert(decltype(byValue(sharedInt))::value == AddressSpace::SHARED);
  static_assert(decltype(byValue(constantFloat))::value == AddressSpace::CONSTANT);
  // T given as a qualified type: the by-value parameter drops the space.
  float f = identity<__constant float>(constantFloat);
  (void)f;
}

void hostByValue(int g) {
  static_assert(decltype(byValue(g))::value == AddressSpace::GENERIC);
  // Deduction is no access, but passing a __shared object by value reads it.
  static_assert(decltype(byValue(sharedInt))::value == AddressSpace::SHARED);
  byValue(sharedInt); // expected-error {{cannot read an object of type '__shared int' in a host function: the __shared address space is not accessible in host code}}
}

// Packs of spaces.
template <AddressSpace... AS> struct Spaces {};
template <class... T, AddressSpace... AS>
__host__ __device__ Spaces<AS...> spacesOf(__AS(AS) T &...);
__device__ float deviceFloat;

__device__ void devicePacks(int g, __local char &l) {
  static_assert(std::is_same_v<decltype(spacesOf(sharedInt, deviceFloat)),
                               Spaces<AddressSpace::SHARED, AddressSpace::DEVICE>>);
  static_assert(std::is_same_v<decltype(spacesOf(sharedInt, g, l)),
                               Spaces<AddressSpace::SHARED, AddressSpace::GENERIC,
                                      AddressSpace::LOCAL>>);
  static_assert(std::is_same_v<decltype(spacesOf()), Spaces<>>);
}
void hostPacks(int g) {
  static_assert(std::is_same_v<decltype(spacesOf(g, deviceFloat)),
                               Spaces<AddressSpace::GENERIC, AddressSpace::DEVICE>>);
}

template <class T, AddressSpace... AS>
__device__ void unexpanded(__AS(AS) T &x); // expected-error {{declaration type contains unexpanded parameter pack 'AS'}}
#endif

#ifndef CODEGEN
// Partial specialisations on `__AS(AS) T` (and on pointers and references
// to it), of class and variable templates, deduce AS from the argument's
// space, GENERIC from an unqualified argument.
template <class T> struct SpaceOf { static constexpr bool qualified = false; };
template <class T, AddressSpace AS> struct SpaceOf<__AS(AS) T> {
  static constexpr bool qualified = true;
  static constexpr AddressSpace value = AS;
  using type = T;
};
template <class T> struct PointeeSpace { static constexpr bool qualified = false; };
template <class T, AddressSpace AS> struct PointeeSpace<const __AS(AS) T *> {
  static constexpr bool qualified = true;
  static constexpr AddressSpace value = AS;
};
template <class T> constexpr bool isShared = false;
template <class T> constexpr bool isShared<__shared T> = true;

static_assert(SpaceOf<__shared int>::value == AddressSpace::SHARED);
static_assert(SpaceOf<__device float>::value == AddressSpace::DEVICE);
static_assert(std::is_same_v<SpaceOf<__device float>::type, float>);
static_assert(SpaceOf<__local double>::value == AddressSpace::LOCAL);
static_assert(SpaceOf<int>::value == AddressSpace::GENERIC);
static_assert(std::is_same_v<SpaceOf<int>::type, int>);
static_assert(PointeeSpace<const __constant int *>::value == AddressSpace::CONSTANT);
static_assert(PointeeSpace<const int *>::value == AddressSpace::GENERIC);
static_assert(!PointeeSpace<int *>::qualified);
static_assert(isShared<__shared int> && !isShared<int>);
template <class T> constexpr int spaceOfReferenced = -1;
template <class T, AddressSpace AS>
constexpr AddressSpace spaceOfReferenced<__AS(AS) T &> = AS;
static_assert(spaceOfReferenced<__device int &> == AddressSpace::DEVICE);
static_assert(spaceOfReferenced<float &> == AddressSpace::GENERIC);
static_assert(spaceOfReferenced<float> == -1);
#endif
