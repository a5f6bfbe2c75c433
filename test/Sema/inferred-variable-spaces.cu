// __device__, __shared__ and __constant__ variables have qualified types;
// __managed__ variables, locals, statics and constexpr variables are generic.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// -fgpu-rdc: the functions no kernel calls and the unused __shared__ variable
// are emitted.
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc %s | FileCheck %s
// With the extension off, the variables keep their written types.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 -fno-scale-addrspaces -DOFF -Xclang -verify=off %s
// off-no-diagnostics
// expected-no-diagnostics

#include <type_traits>

__device__ int devVar;
__constant__ float constVar = 2.0f;
__device__ int devArr[4] = {1, 2, 3, 4};
constexpr int ce = 3;
extern __shared__ float dyn[];
extern __shared__ float dyn[];

#ifdef OFF
static_assert(std::is_same_v<decltype(devVar), int>);
#else
static_assert(std::is_same_v<decltype(devVar), __device int>);
static_assert(std::is_same_v<decltype(constVar), __constant float>);
static_assert(std::is_same_v<decltype(devArr), __device int[4]>);
static_assert(std::is_same_v<decltype(ce), const int>);
static_assert(std::is_same_v<decltype(dyn), __shared float[]>);
static_assert(std::is_same_v<decltype(&dyn[0]), __shared float *>);

__device__ int fn(int &) { return 1; }
__device__ long fn(__device int &) { return 2; }
__device__ short fn(__shared int &) { return 3; }

template <class T> __global__ void kernel(__device int *out) {
  __shared__ T tile[4];
  __shared__ int sharedInt;
  static T staticLocal;
  int local = 0;
  static_assert(std::is_same_v<decltype(tile), __shared T[4]>);
  static_assert(std::is_same_v<decltype(sharedInt), __shared int>);
  static_assert(std::is_same_v<decltype(staticLocal), T>);
  static_assert(std::is_same_v<decltype(local), int>);
  // Overloads select by the variable's space.
  static_assert(std::is_same_v<decltype(fn(sharedInt)), short>);
  static_assert(std::is_same_v<decltype(fn(devVar)), long>);
  static_assert(std::is_same_v<decltype(fn(local)), int>);
  // In device code named spaces convert to generic.
  float *p = dyn;
  __shared float *q = dyn;
  out[0] = fn(sharedInt) + fn(devVar) + fn(local) + (p == q);
}
template __global__ void kernel<float>(__device int *);

// The address of a __device__ variable is a __device pointer on the host too.
void host() { __device int *p = &devVar; (void)p; }
#endif

// CHECK-DAG: @devVar = {{.*}}addrspace(1) externally_initialized global i32 0
// CHECK-DAG: @constVar = {{.*}}addrspace(4) externally_initialized constant float 2.0
// CHECK-DAG: @_ZZ6kernelIfEvPU3AS1iE4tile = {{.*}}addrspace(3) global [4 x float]
// CHECK-DAG: @dyn = external {{.*}}addrspace(3) global [0 x float]
// CHECK-DAG: define {{.*}} @_Z2fnRU3AS1i(ptr addrspace(1)
// CHECK-DAG: define {{.*}} @_Z2fnRU3AS3i(ptr addrspace(3)
