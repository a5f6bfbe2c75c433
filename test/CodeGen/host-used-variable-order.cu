// The `__constant__` variables of a variable template that host code fills
// (HeCBench convolution1D's `mask<T>`) are in the PTX in the order of their
// names at every -O level. Clang 22 emits them in the order of their
// declarations' addresses, which changed from run to run (three orders in
// eight runs of convolution1D): the same source gave different PTX.
// RUN: %scale_cxx -x cuda -nocudainc -nocudalib --cuda-device-only --cuda-gpu-arch=sm_90 -O0 -S %s -o - | FileCheck %s
// RUN: %scale_cxx -x cuda -nocudainc -nocudalib --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s
// RUN: %scale_cxx -x cuda -nocudainc -nocudalib --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR

#define __constant__ __attribute__((constant))
#define __global__ __attribute__((global))

template <typename T> __constant__ T mask[10];

template <typename T> __global__ void scale(T *data) { data[0] *= mask<T>[0]; }

template <typename T> void *maskAddress() { return (void *)&mask<T>; }

void *addresses[] = {maskAddress<short>(), maskAddress<float>(),
                     maskAddress<double>(), maskAddress<int>(),
                     maskAddress<char>()};

template __global__ void scale<short>(short *);
template __global__ void scale<float>(float *);
template __global__ void scale<double>(double *);
template __global__ void scale<int>(int *);
template __global__ void scale<char>(char *);

// CHECK: .const .align 1 .b8 _Z4maskIcE[10];
// CHECK-NEXT: .const .align 8 .b8 _Z4maskIdE[80];
// CHECK-NEXT: .const .align 4 .b8 _Z4maskIfE[40];
// CHECK-NEXT: .const .align 4 .b8 _Z4maskIiE[40];
// CHECK-NEXT: .const .align 2 .b8 _Z4maskIsE[20];
// IR: @llvm.compiler.used = {{.*}} [ptr addrspacecast (ptr addrspace(4) @_Z4maskIcE to ptr), ptr addrspacecast (ptr addrspace(4) @_Z4maskIdE to ptr), ptr addrspacecast (ptr addrspace(4) @_Z4maskIfE to ptr), ptr addrspacecast (ptr addrspace(4) @_Z4maskIiE to ptr), ptr addrspacecast (ptr addrspace(4) @_Z4maskIsE to ptr)]
