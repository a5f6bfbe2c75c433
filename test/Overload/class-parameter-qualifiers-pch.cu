// A method qualified with a space parameter of its class keeps its
// stand-in space through a precompiled header (it is part of the pattern's
// type): specializations instantiated from the PCH are qualified as in the
// header's own translation unit.
//
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: rm -rf %t && split-file %s %t
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -x cuda -S -Xclang -emit-pch -o %t/device.pch %t/header.cuh
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -include-pch %t/device.pch -fsyntax-only -Xclang -verify %t/use.cu
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -include-pch %t/device.pch -S -emit-llvm -o - -DCODEGEN %t/use.cu | FileCheck %s

//--- header.cuh
#include <spec/cuda/Addrspace.hpp>
template <sp::AddressSpace AS> struct Slot {
  int value;
  __device__ char which() const { return 0; }
  __device__ long which() const __AS(AS) { return value; }
};

//--- use.cu
#include <type_traits>
__shared__ Slot<sp::AddressSpace::SHARED> sharedSlot;
__device__ Slot<sp::AddressSpace::SHARED> deviceSlot;
// CHECK: call {{.*}} @_ZNU3AS3K4SlotILN2sp12AddressSpaceE3EE5whichEv(ptr addrspace(3)
// CHECK: call {{.*}} @_ZNK4SlotILN2sp12AddressSpaceE3EE5whichEv(ptr
__device__ long calls() {
  static_assert(std::is_same_v<decltype(sharedSlot.which()), long>);
  static_assert(std::is_same_v<decltype(deviceSlot.which()), char>);
  return sharedSlot.which() + deviceSlot.which();
}
#ifndef CODEGEN
// expected-no-diagnostics
#endif
