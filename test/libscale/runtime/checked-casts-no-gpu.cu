// -fscale-checked-casts in host code without a usable GPU: a __flat to
// generic or __flat to __device cast asks cudaPointerGetAttributes, and its
// failure is thrown as sp::CudaError naming the cast's file, line and
// function. Casts the host does not check (generic to __device) run as
// before.
//
// UNSUPPORTED: gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx %rt_cuda -fscale-checked-casts %s -o %t/checked %rt_link
// RUN: %t/checked | FileCheck %s
// RUN: %scale_cxx %rt_cuda %s -o %t/unchecked %rt_link
// RUN: %t/unchecked | FileCheck %s --check-prefix=UNCHECKED
//
// CHECK: to generic: cudaPointerGetAttributes failed: [[ERR:.*\(cudaError[A-Za-z]+\)]] at {{.*}}checked-casts-no-gpu.cu:[[#GENERIC_LINE:]] in toGeneric
// CHECK-NEXT: line [[#GENERIC_LINE]]
// CHECK-NEXT: to __device: cudaPointerGetAttributes failed: [[ERR]] at {{.*}}checked-casts-no-gpu.cu:{{[0-9]+}} in toDevice
// CHECK-NEXT: generic to __device: unchecked
// UNCHECKED: to generic: 1
// UNCHECKED-NEXT: line
// UNCHECKED-NEXT: to __device: 1
// UNCHECKED-NEXT: generic to __device: unchecked

#include <spec/cuda/Runtime.hpp>

#include <cstdio>

static int Line;

static int toGeneric(__flat int *p) {
  Line = __LINE__ + 1;
  int *g = (int *)p;
  return g != nullptr;
}

static int toDevice(__flat int *p) {
  __device int *d = (__device int *)p;
  return d != nullptr;
}

template <class F> static void report(const char *Label, F &&Call) {
  try {
    std::printf("%s: %d\n", Label, Call());
  } catch (const sp::CudaError &E) {
    std::printf("%s: %s\n", Label, E.what());
  }
}

int main() {
  int X = 0;
  __flat int *Flat = &X;
  report("to generic", [&] { return toGeneric(Flat); });
  std::printf("line %d\n", Line);
  report("to __device", [&] { return toDevice(Flat); });
  int *Generic = &X;
  __device int *D = (__device int *)Generic;
  std::printf("generic to __device: %s\n", D ? "unchecked" : "null");
  return 0;
}
