// A member function template qualified with __AS(AS) keeps its qualifier
// through a precompiled header (state the extension keeps outside the AST,
// carried by an extension block): calls through the PCH deduce AS from the
// object as calls in the header's own translation unit do. Definitions from
// the PCH are mangled and lowered with the extension on (__flat included).
//
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: rm -rf %t && split-file %s %t
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -x cuda -S -Xclang -emit-pch -o %t/device.pch %t/header.cuh
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -x cuda -S -Xclang -emit-pch -o %t/host.pch %t/header.cuh
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -include-pch %t/device.pch -fsyntax-only -Xclang -verify %t/use.cu
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -include-pch %t/host.pch -fsyntax-only -Xclang -verify %t/use.cu
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -include-pch %t/device.pch -S -emit-llvm -o - %t/use.cu | FileCheck %s
// Without the PCH: the same IR.
// RUN: cat %t/header.cuh %t/use.cu > %t/whole.cu
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -S -emit-llvm -o - %t/whole.cu | FileCheck %s

// CHECK-DAG: define {{.*}} @_Z8loadFlatPU9AS8388608i(
// CHECK-DAG: define linkonce_odr {{.*}} @_ZNU3AS37Counter5whereILN2sp12AddressSpaceE3EEEiv(
// CHECK-DAG: define linkonce_odr {{.*}} @_ZNU3AS17Counter5whereILN2sp12AddressSpaceE1EEEiv(

//--- header.cuh
#include <spec/cuda/Addrspace.hpp>
#include <type_traits>

struct Counter {
  int n;
  template <sp::AddressSpace AS> __device__ int where() __AS(AS) {
    return AS == sp::AddressSpace::SHARED ? n : -n;
  }
  template <sp::AddressSpace AS> __device__ sp::AddressSpace space() const __AS(AS) {
    return AS;
  }
};
template <class T> struct Box {
  T value;
  template <sp::AddressSpace AS> __device__ T get() const __AS(AS) { return value; }
};
__device__ int loadFlat(__flat int *p) { return *(int *)p; }

//--- use.cu
// expected-no-diagnostics
__shared__ Counter sharedCounter;
__device__ Counter deviceCounter;
__device__ Box<float> deviceBox;

__global__ void kernel(__device int *out) {
  out[0] = sharedCounter.where() + deviceCounter.where();
  static_assert(std::is_same_v<decltype(sharedCounter.space()), sp::AddressSpace>);
  out[1] = deviceBox.get() + loadFlat((__flat int *)out);
}
