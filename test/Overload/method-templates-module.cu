// A Clang module built by the compilation (-fmodules) is compiled with the
// extension of its own nested compiler instance, and the importer's extension
// is active again afterwards; method qualifiers over __AS(AS) reach the
// importer through the module file's extension block. The second compilation
// reads the module from the cache without building it.
//
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: rm -rf %t && split-file %s %t
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -fmodules -fmodules-cache-path=%t/cache -I %t -S -emit-llvm -o - %t/use.cu | FileCheck %s
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -fmodules -fmodules-cache-path=%t/cache -I %t -S -emit-llvm -o - %t/use.cu | FileCheck %s
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -DHOST_CHECK -fmodules -fmodules-cache-path=%t/cache2 -I %t -fsyntax-only -Xclang -verify %t/use.cu

// CHECK-DAG: define {{.*}} @_Z6kernelPU3AS1i(
// CHECK-DAG: define linkonce_odr {{.*}} @_ZNU3AS3K7Counter3getEv(ptr addrspace(3)
// CHECK-DAG: define linkonce_odr {{.*}} @_ZNU3AS37Counter5whereILN2sp12AddressSpaceE3EEEiv(ptr addrspace(3)
// CHECK-DAG: define linkonce_odr {{.*}} @_ZNU3AS17Counter5whereILN2sp12AddressSpaceE1EEEiv(ptr addrspace(1)
// CHECK-DAG: define linkonce_odr {{.*}} @_Z9viaDevicePU3AS1i(ptr addrspace(1)

//--- module.modulemap
module Counter { header "counter.cuh" export * }

//--- counter.cuh
#include "cuda.h"
#include <spec/cuda/Addrspace.hpp>
struct Counter {
  int n;
  __device__ int get() const __shared { return n; }
  template <sp::AddressSpace AS> __device__ int where() __AS(AS) {
    return AS == sp::AddressSpace::SHARED ? n : -n;
  }
};
__device__ inline int viaDevice(__device int *p) { int *g = p; return *g; }

//--- use.cu
#include "counter.cuh"
__shared__ Counter sharedCounter;
__device__ Counter deviceCounter;
__global__ void kernel(__device int *out) {
  out[0] = sharedCounter.get() + sharedCounter.where() + deviceCounter.where() + viaDevice(out);
}
#ifdef HOST_CHECK
// The importer's extension is still on after the module was built.
void host(__device int *p) {
  int *g = p; // expected-error {{cannot initialize a variable of type 'int *' with an lvalue of type '__device int *'}} expected-note {{in a host function}}
}
#endif
