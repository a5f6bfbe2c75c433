// A C-style or functional cast between two named spaces is an error wherever
// it is written, not only in function bodies: default member initializers,
// default arguments, array bounds, namespace-scope constants, unevaluated
// operands. Each is reported once, where it is written, also when a default
// argument or member initializer is used many times; in every mode.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: not %scale_cxx -std=c++17 -O2 -S %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %scale_cxx -std=c++17 -S -emit-llvm %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %scale_cxx -x hip -std=c++17 -nogpulib -nogpuinc -isystem %inputs -include cuda.h --cuda-device-only --offload-arch=gfx942 -S %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: error: cannot cast from '__shared float *' to '__device float *' outside functions
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 -fno-scale-addrspaces -Xclang -verify=off -D__device= -D__shared= -D__constant= -D__local= %s
// off-no-diagnostics

struct Holder {
  __device float *p = (__device float *)(__shared float *)nullptr; // expected-error {{cannot cast from '__shared float *' to '__device float *' outside functions: no cast converts the __shared address space to the __device address space}}
};

__device__ int useDefault(__device int *p = (__device int *)(__shared int *)nullptr) { // expected-error {{cannot cast from '__shared int *' to '__device int *' outside functions}}
  return p != nullptr;
}

int bound[sizeof((__device int *)(__shared int *)nullptr)]; // expected-error {{cannot cast from '__shared int *' to '__device int *' outside functions}}

using DevicePtr = __device int *;
constexpr int functionalSize = sizeof(DevicePtr((__constant int *)nullptr)); // expected-error {{cannot cast from '__constant int *' to 'DevicePtr' (aka '__device int *') outside functions}}

__device__ int uses() {
  Holder a, b;
  (void)sizeof((__local int *)(__shared int *)nullptr); // expected-error {{cannot cast from '__shared int *' to '__local int *' in a device function}}
  return useDefault() + useDefault();
}

// Casts through generic stay valid everywhere.
struct Fine {
  __device float *p = (__device float *)(float *)nullptr;
  int size[sizeof((float *)(__shared float *)nullptr)];
};
