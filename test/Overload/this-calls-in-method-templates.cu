// Inside a member function template qualified `__AS(AS)`, calls through
// `this` (explicit `this->f()` or implicit `f()`) select the overload for
// the deduced space: `this` points into __AS(AS), so the calls are resolved
// per specialization, in host and device code, also in class templates.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -O1 -S -emit-llvm %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -DCODEGEN %s -o - | FileCheck %s

#include <spec/cuda/Addrspace.hpp>
#include <type_traits>

using sp::AddressSpace;
template <AddressSpace AS> struct Tag {
  static constexpr AddressSpace value = AS;
};

struct Tile {
  int data;
  __host__ __device__ Tag<AddressSpace::GENERIC> where() { return {}; }
  __host__ __device__ Tag<AddressSpace::SHARED> where() __shared { return {}; }
  __host__ __device__ Tag<AddressSpace::DEVICE> where() __device { return {}; }
  __host__ __device__ int load() { return 0; }
  __host__ __device__ int load() __shared { return 3; }
  __host__ __device__ int load() __device { return 1; }

  template <AddressSpace AS> __host__ __device__ auto viaThis() __AS(AS) {
    return this->where();
  }
  template <AddressSpace AS> __host__ __device__ auto implicitly() __AS(AS) {
    return where();
  }
  template <AddressSpace AS> __host__ __device__ auto viaDeref() __AS(AS) {
    return (*this).where();
  }
  template <AddressSpace AS> __host__ __device__ int loadFor() __AS(AS) {
    return load();
  }
};

template <class T> struct Box {
  T value;
  __device__ Tag<AddressSpace::GENERIC> where() { return {}; }
  __device__ Tag<AddressSpace::SHARED> where() __shared { return {}; }
  template <AddressSpace AS> __device__ auto viaThis() __AS(AS) {
    return this->where();
  }
};

#ifndef CODEGEN
// expected-no-diagnostics
__shared__ Tile sharedTile;
__device__ Tile deviceTile;
__shared__ Box<float> sharedBox;

__device__ void deviceCalls(Tile &g, Box<float> &gb) {
  static_assert(decltype(sharedTile.viaThis())::value == AddressSpace::SHARED);
  static_assert(decltype(deviceTile.viaThis())::value == AddressSpace::DEVICE);
  static_assert(decltype(g.viaThis())::value == AddressSpace::GENERIC);
  static_assert(decltype(sharedTile.implicitly())::value == AddressSpace::SHARED);
  static_assert(decltype(deviceTile.implicitly())::value == AddressSpace::DEVICE);
  static_assert(decltype(g.implicitly())::value == AddressSpace::GENERIC);
  static_assert(decltype(sharedTile.viaDeref())::value == AddressSpace::SHARED);
  static_assert(decltype(sharedBox.viaThis())::value == AddressSpace::SHARED);
  static_assert(decltype(gb.viaThis())::value == AddressSpace::GENERIC);
}

void hostCalls(Tile &g) {
  static_assert(decltype(g.viaThis())::value == AddressSpace::GENERIC);
  static_assert(decltype(g.implicitly())::value == AddressSpace::GENERIC);
}
#else
__shared__ Tile sharedTile;
__device__ Tile deviceTile;
// CHECK-LABEL: define {{.*}}@_Z5loadsPU3AS1i(
// CHECK: store i32 3, ptr addrspace(1) %0
// CHECK: store i32 1, ptr addrspace(1) %{{.*}}
__global__ void loads(__device int *out) {
  out[0] = sharedTile.loadFor();
  out[1] = deviceTile.loadFor();
}
#endif
