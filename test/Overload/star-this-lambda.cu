// In a `[*this]` lambda of a qualified method, `this` points to the
// closure's copy of the object: a generic object, whatever the space of the
// method's object, so calls through it select the generic overload (also in
// generic lambdas and in lambdas of method templates). A `[this]` lambda
// refers to the object itself and keeps its space.
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc %s | FileCheck %s
// expected-no-diagnostics

#include <spec/cuda/Addrspace.hpp>
#include <type_traits>

using sp::AddressSpace;
template <AddressSpace AS> struct Tag {
  static constexpr AddressSpace value = AS;
};

struct Tile {
  int data;
  __device__ Tag<AddressSpace::GENERIC> where() const { return {}; }
  __device__ Tag<AddressSpace::SHARED> where() const __shared { return {}; }
  __device__ int load() const { return data; }
  __device__ int load() const __shared { return data + 1; }

  __device__ auto copied() const __shared {
    return [*this]() { return where(); }();
  }
  __device__ auto copiedExplicitly() const __shared {
    return [*this]() { return this->where(); }();
  }
  __device__ auto copiedMutable() __shared {
    return [*this]() mutable { return (*this).where(); }();
  }
  __device__ auto copiedGeneric() const __shared {
    return [*this](auto) { return where(); }(0);
  }
  template <class T> __device__ auto copiedInTemplate(T) const __shared {
    return [*this]() { return where(); }();
  }
  __device__ auto copiedThis() const __shared {
    return [*this]() { return this; }();
  }
  __device__ auto referenced() const __shared {
    return [this]() { return where(); }();
  }
  __device__ auto referencedThis() const __shared {
    return [this]() { return this; }();
  }
  __device__ int loadCopy() const __shared {
    return [*this]() { return load(); }();
  }
};

__shared__ Tile tile;

// The copy's call selects the generic overload, which takes a generic
// pointer to the closure's member.
// CHECK-LABEL: define {{.*}} @_ZZNU3AS3K4Tile8loadCopyEvENKUlvE_clEv(ptr
// CHECK: call {{.*}} @_ZNK4Tile4loadEv(ptr
__device__ int kernelBody() {
  static_assert(decltype(tile.copied())::value == AddressSpace::GENERIC);
  static_assert(decltype(tile.copiedExplicitly())::value == AddressSpace::GENERIC);
  static_assert(decltype(tile.copiedMutable())::value == AddressSpace::GENERIC);
  static_assert(decltype(tile.copiedGeneric())::value == AddressSpace::GENERIC);
  static_assert(decltype(tile.copiedInTemplate(1))::value == AddressSpace::GENERIC);
  static_assert(std::is_same_v<decltype(tile.copiedThis()), const Tile *>);
  static_assert(decltype(tile.referenced())::value == AddressSpace::SHARED);
  static_assert(std::is_same_v<decltype(tile.referencedThis()), const __shared Tile *>);
  return tile.loadCopy();
}
