// Locals are generic; a local declared __local is __local (also in a
// template); other spaces on automatic variables stay errors.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -DCODEGEN %s | FileCheck %s

#include <type_traits>

template <class T> __device__ T viaLocal(T x) {
  __local T v = x;
  static_assert(std::is_same_v<decltype(v), __local T>);
  return v + 1;
}

// CHECK-LABEL: define {{.*}} @_Z6kernelPU3AS1ii(
// CHECK: [[VL:%.*]] = addrspacecast ptr %{{.*}} to ptr addrspace(5)
// CHECK: store i32 %{{.*}}, ptr addrspace(5) [[VL]]
__global__ void kernel(__device int *out, int n) {
  int plain = n;
  static_assert(std::is_same_v<decltype(plain), int>);
  static int staticLocal;
  static_assert(std::is_same_v<decltype(staticLocal), int>);
  __local int v = n;
  static_assert(std::is_same_v<decltype(v), __local int>);
  __local int arr[4] = {1, 2, 3, 4};
  __local int *p = &v;
  int *g = p;
  *out = *p + arr[n & 3] + *g + viaLocal(n);
}

#ifndef CODEGEN
__device__ void otherSpaces() {
  __device int d = 0; // expected-error {{automatic variable qualified with an address space}}
  __flat int f = 0;   // expected-error {{automatic variable qualified with an address space}}
}
#endif
