// Mangled names of functions with qualified parameters differ from the
// unqualified ones and are identical on the host and the device: the host
// lowers every space to LLVM address space 0, yet the Itanium mangler keeps
// seeing the qualifier numbers. __flat is address_space(0), which upstream
// mangles like no qualifier at all; it gets a number of its own.
//
// Separate compilation (-fgpu-rdc): the device emits the functions no kernel
// calls, which this test names.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm %s -o %t.host.ll \
// RUN:   -Xclang -fcuda-include-gpubinary -Xclang %S/Inputs/empty.fatbin
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -S -emit-llvm %s -o %t.dev.ll
// RUN: FileCheck %s --check-prefixes=BOTH,HOST --input-file=%t.host.ll
// RUN: FileCheck %s --check-prefixes=BOTH,DEV --input-file=%t.dev.ll
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -fgpu-rdc -S -emit-llvm %s -o - -DNO_LAUNCH | FileCheck %s --check-prefixes=BOTH,AMD
// The names the device defines are the names the host registers and calls.
// RUN: grep -o '@_Z[A-Za-z0-9_]*' %t.dev.ll | sort -u | sed 's/^@//' > %t.dev.names
// RUN: grep -o '_Z[A-Za-z0-9_]*' %t.host.ll | sort -u > %t.host.names
// RUN: comm -23 %t.dev.names %t.host.names | FileCheck %s --check-prefix=MISSING --allow-empty
// MISSING-NOT: _Z

// BOTH-DAG: define {{.*}}i32 @_Z2hdPU3AS1i(
// BOTH-DAG: define {{.*}}i32 @_Z2hdPU3AS3i(
// BOTH-DAG: define {{.*}}i32 @_Z2hdPU3AS4i(
// BOTH-DAG: define {{.*}}i32 @_Z2hdPU3AS5i(
// BOTH-DAG: define {{.*}}i32 @_Z2hdPi(
// BOTH-DAG: define {{.*}}i32 @_Z2hdPU9AS8388608i(
// BOTH-DAG: define {{.*}}i32 @_Z2hdRU9AS8388608Ki(
// BOTH-DAG: define {{.*}}i32 @_Z2hdRKi(
// BOTH-DAG: define {{.*}}i32 @_Z3ptrPU3AS1PU9AS8388608i(
__host__ __device__ int hd(__device int *) { return 1; }
__host__ __device__ int hd(__shared int *) { return 3; }
__host__ __device__ int hd(__constant int *) { return 4; }
__host__ __device__ int hd(__local int *) { return 5; }
__host__ __device__ int hd(int *) { return 0; }
__host__ __device__ int hd(__flat int *) { return 6; }
__host__ __device__ int hd(const __flat int &) { return 7; }
__host__ __device__ int hd(const int &) { return 8; }
__host__ __device__ int ptr(__flat int *__device *) { return 9; }

// HOST-DAG: define {{.*}}@_Z21__device_stub__kernelPU3AS1fPU3AS4KfPU9AS8388608i(
// DEV-DAG: define {{.*}}ptx_kernel void @_Z6kernelPU3AS1fPU3AS4KfPU9AS8388608i(
// AMD-DAG: define {{.*}}amdgpu_kernel void @_Z6kernelPU3AS1fPU3AS4KfPU9AS8388608i(
// HOST-DAG: c"_Z6kernelPU3AS1fPU3AS4KfPU9AS8388608i\00"
__global__ void kernel(__device float *, const __constant float *, __flat int *) {}

// RTTI names keep the spaces too.
// HOST-DAG: @_ZTIPU3AS1i = {{.*}}constant
// HOST-DAG: @_ZTIPU9AS8388608i = {{.*}}constant
// HOST-DAG: @_ZTIPi = {{.*}}constant
#ifndef NO_LAUNCH
#include <typeinfo>
const std::type_info &rtti(int i) {
  if (i == 0)
    return typeid(__device int *);
  if (i == 1)
    return typeid(__flat int *);
  return typeid(int *);
}

void launch(__device float *p, const __constant float *c, __flat int *f) {
  kernel<<<1, 1>>>(p, c, f);
}
#endif
