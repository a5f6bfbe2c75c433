// A kernel overloaded on `__device float *` vs `float *`: the host stubs
// and registration strings name the same symbols as the device kernels, and
// host objects demangle readably.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-device-only -S -emit-llvm %s -o %t/dev.ll
// RUN: %scale_cxx -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm %s -o %t/host.ll
// RUN: FileCheck %s --check-prefix=DEV < %t/dev.ll
// RUN: FileCheck %s --check-prefix=HOST < %t/host.ll
// RUN: %scale_cxx -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 -c %s -o %t/k.o
// RUN: llvm-nm %t/k.o | llvm-cxxfilt | FileCheck %s --check-prefix=DEMANGLED
// The object registers each kernel by the name its device code defines.
// RUN: llvm-strings %t/k.o | FileCheck %s --check-prefix=OBJ
// OBJ-DAG: {{^}}_Z5scalePU3AS1f{{$}}
// OBJ-DAG: {{^}}_Z5scalePf{{$}}
// OBJ-DAG: .text._Z5scalePU3AS1f
// OBJ-DAG: .text._Z5scalePf
// DEV-DAG: define {{.*}}ptx_kernel void @_Z5scalePU3AS1f(ptr addrspace(1)
// DEV-DAG: define {{.*}}ptx_kernel void @_Z5scalePf(ptr
// HOST-DAG: define {{.*}} @_Z20__device_stub__scalePU3AS1f(
// HOST-DAG: define {{.*}} @_Z20__device_stub__scalePf(
// DEMANGLED-DAG: __device_stub__scale(float AS1*)
// DEMANGLED-DAG: __device_stub__scale(float*)
#include <cuda_runtime.h>
__global__ void scale(__device float *p) { p[threadIdx.x] *= 2; }
__global__ void scale(float *p) { p[threadIdx.x] *= 3; }
void launch(__device float *d, float *g) {
  scale<<<1, 32>>>(d);
  scale<<<1, 32>>>(g);
}
