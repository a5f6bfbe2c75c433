// Pointers to generic, __flat, __device and __constant have one size on every
// target (host, NVPTX, AMDGPU); __shared and __local pointers are
// generic-sized by default, so that structs holding them have one layout on
// the host and the device, and 32-bit on the GPU with -fscale-short-pointers. Type-based alias analysis treats T in any space
// as T: the !tbaa of an access to `__device int` is that of `int`, and a
// `__device int *` object has the type descriptor of an `int *` object.
// -fgpu-rdc: the functions no kernel calls are emitted (separate compilation).
//
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm -O1 %s -o - \
// RUN:   | FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -S -emit-llvm -O1 %s -o - \
// RUN:   | FileCheck %s --check-prefixes=CHECK,NVPTX
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   -fgpu-rdc --cuda-device-only -S -emit-llvm -O1 %s -o - | FileCheck %s --check-prefixes=CHECK,AMD
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   -fgpu-rdc --cuda-device-only -fscale-short-pointers -DSHORT_POINTERS -S -emit-llvm -O1 %s -o - \
// RUN:   | FileCheck %s --check-prefixes=CHECK,AMD
// NVPTX's short pointers change only LLVM's pointers: the types stay generic-sized.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -fscale-short-pointers \
// RUN:   -S -emit-llvm -O1 %s -o - | FileCheck %s --check-prefixes=CHECK,NVPTX
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -fcuda-short-ptr \
// RUN:   -S -emit-llvm -O1 %s -o - | FileCheck %s --check-prefixes=CHECK,NVPTX

#include <spec/cuda/Addrspace.hpp>

static_assert(sizeof(__flat int *) == sizeof(int *), "");
static_assert(sizeof(__device int *) == sizeof(int *), "");
static_assert(sizeof(__constant int *) == sizeof(int *), "");
#ifndef SHORT_POINTERS
static_assert(sizeof(__shared int *) == sizeof(int *), "");
static_assert(sizeof(__local int *) == sizeof(int *), "");
static_assert(alignof(__shared int *) == alignof(int *), "");
// A struct holding them has one layout on the host and the device.
struct LocalPointers {
  __shared float *s;
  __local int *l;
  __shared float *array[2];
  int last;
};
static_assert(sizeof(LocalPointers) == 5 * sizeof(int *), "");
static_assert(__builtin_offsetof(LocalPointers, last) == 4 * sizeof(int *), "");
#else
// -fscale-short-pointers: LDS and private pointers as the target has them.
static_assert(sizeof(__shared int *) == 4, "");
static_assert(sizeof(__local int *) == 4, "");
static_assert(sizeof(__AS(sp::AddressSpace::SHARED) int *) == 4, "");
#endif
static_assert(alignof(__device int *) == alignof(int *), "");

struct Mixed {
  __device float *d;
  __constant int *c;
  __flat int *f;
  int *g;
};
static_assert(sizeof(Mixed) == 4 * sizeof(int *), "");

// HOST: define {{.*}}i64 @_Z9pointeresv()
// NVPTX: define {{.*}}i64 @_Z9pointeresv()
// AMD: define {{.*}}i64 @_Z9pointeresv()
// CHECK: ret i64 64
__host__ __device__ unsigned long pointeres() {
  return sizeof(__flat int *) + sizeof(__device int *) + sizeof(__constant int *) +
         sizeof(Mixed) + sizeof(int *);
}

// Device code reads __device memory directly.
// NVPTX-LABEL: define {{.*}}i32 @_Z7loadDevPU3AS1i(ptr addrspace(1) noundef
// NVPTX: load i32, ptr addrspace(1) %{{.*}}, !tbaa [[INT:![0-9]+]]
// AMD-LABEL: define {{.*}}i32 @_Z7loadDevPU3AS1i(ptr addrspace(1) noundef
// AMD: load i32, ptr addrspace(1) %{{.*}}, !tbaa [[INT:![0-9]+]]
__device__ int loadDev(__device int *p) { return *p; }
// Host code goes through generic.
// HOST-LABEL: define {{.*}}i32 @_Z8hostLoadPU3AS1i(ptr noundef
// HOST: load i32, ptr %{{.*}}, !tbaa [[INT:![0-9]+]]
int hostLoad(__device int *p) { return *(int *)p; }

// CHECK-LABEL: define {{.*}}i32 @_Z7loadGenPi(
// CHECK: load i32, ptr %{{.*}}, !tbaa [[INT]]
__host__ __device__ int loadGen(int *p) { return *p; }

// CHECK-LABEL: define {{.*}} @_Z10loadDevPtrPPU3AS1i(
// CHECK: load ptr{{( addrspace\(1\))?}}, ptr %{{.*}}, !tbaa [[PINT:![0-9]+]]
__host__ __device__ __device int *loadDevPtr(__device int **p) { return *p; }

// CHECK-LABEL: define {{.*}} @_Z10loadGenPtrPPi(
// CHECK: load ptr, ptr %{{.*}}, !tbaa [[PINT]]
__host__ __device__ int *loadGenPtr(int **p) { return *p; }

// CHECK-LABEL: define {{.*}} @_Z11loadFlatPtrPPU9AS8388608i(
// CHECK: load ptr, ptr %{{.*}}, !tbaa [[PINT]]
__host__ __device__ __flat int *loadFlatPtr(__flat int **p) { return *p; }

// CHECK: [[INT]] = !{[[INTTY:![0-9]+]], [[INTTY]], i64 0}
// CHECK: [[INTTY]] = !{!"int",
// CHECK: [[PINT]] = !{[[PINTTY:![0-9]+]], [[PINTTY]], i64 0}
// CHECK: [[PINTTY]] = !{!"p1 int",
