// A variable with static storage in NVPTX device code cannot hold a
// __shared pointer: Clang's null __shared pointer is the generic null cast
// to the shared window (OpenCL's local null), a value of run time, which
// NVPTX's backend cannot put in an initializer ("Unsupported expression in
// static initializer", a crash of the PTX compile), and a zero-initialized
// field would not equal nullptr. A clear error instead, in every mode; the
// advice is a generic pointer or a __shared__ variable, which both work.
// AMDGPU's null LDS pointer is a constant: no error there.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -Xclang -verify=device %s
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only -Xclang -verify=host %s
// RUN: not %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %scale_cxx -x hip --offload-arch=gfx90a -nogpulib -nogpuinc -isystem %inputs -include cuda.h --cuda-device-only -S %s -o /dev/null -DVALID_ONLY_ON_AMDGPU
// CHECK: error: variable 'pointer' of type '__shared int *__device' holds a __shared pointer, whose null value NVPTX cannot put in a variable's initializer; use a generic pointer or a __shared__ variable
// CHECK-NOT: fatal error
// CHECK-NOT: Unsupported expression

// host-no-diagnostics

__shared__ int tile[32];

#ifndef VALID_ONLY_ON_AMDGPU
__device__ __shared int *pointer; // device-error {{variable 'pointer' of type '__shared int *__device' holds a __shared pointer, whose null value NVPTX cannot put in a variable's initializer; use a generic pointer or a __shared__ variable}}
__device__ __shared int *null = nullptr; // device-error {{variable 'null'}}
__constant__ __shared int *table[4] = {}; // device-error {{variable 'table'}}

struct Holder {
  int count;
  __shared float *data;
};
struct Derived : Holder {};
__device__ Holder holder; // device-error {{variable 'holder'}}
__device__ Derived derived; // device-error {{variable 'derived'}}

__global__ void staticLocal(int *out) {
  static __shared int *cached = nullptr; // device-error {{variable 'cached'}}
  out[0] = cached != nullptr;
}
#endif

// Allowed: generic pointers (the implicit conversion in device code),
// __shared__ variables (never initialized), locals, __local pointers
// (whose null is zero), host variables, declarations.
__device__ int *generic = nullptr;
__shared__ __shared int *inShared;
__device__ __local int *privatePointer;
extern __device__ __shared int *declared;
__shared int *hostOnly;

__global__ void uses(int *out) {
  __shared int *local = tile;
  inShared = local + 1;
  generic = local;
  out[0] = *inShared + *generic;
}
