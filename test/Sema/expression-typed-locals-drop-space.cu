// A local declared with the type of an expression, `decltype(counter) seen`
// or `typeof(counter) seen` for a `__device__ int counter`, is a generic
// local: the space is the variable's, not written on the local, and nvcc
// gives such a local the type `int` (the spec's rationale for generic locals
// is that decltype of them keeps working). Through a typedef of such a type
// too. A space written on the local or in a typedef is still checked: named
// spaces are errors, __local stays, and __local cannot be put on such a
// type (it has a space already).
// RUN: %scale_cxx -std=gnu++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=gnu++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=gnu++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fsyntax-only -Xclang -verify %s
// The copies are registers: the kernel reads the variables in their spaces
// and writes global memory only.
// RUN: %scale_cxx -std=gnu++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -o - %s | FileCheck %s --check-prefix=PTX
// Invalid code fails in every mode.
// RUN: not %scale_cxx -std=gnu++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -o /dev/null -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=gnu++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -emit-llvm -o /dev/null -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=gnu++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -o /dev/null -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: error: automatic variable qualified with an address space

#ifndef INVALID
// expected-no-diagnostics
#endif

__device__ int counter;
__constant__ float scale[4];

typedef decltype(counter) CounterType;

template <class T> __device__ T twice(T value) {
  decltype(value) copy = value; // a parameter: generic already
  return copy + value;
}

// PTX-LABEL: .entry _Z4bumpPif(
// PTX: ld.global.b32
// PTX: ld.const.b32
// PTX-NOT: .local
// PTX: st.global.b32
__global__ void bump(int *out, float factor) {
  decltype(counter) seen = counter;
  static_assert(__is_same(decltype(seen), int), "the local is generic");
  typeof(counter) again = seen + 1;
  static_assert(__is_same(decltype(again), int), "so is typeof's");
  CounterType through = again;
  static_assert(__is_same(decltype(through), int), "and a typedef of one");
  decltype(scale) copies = {scale[0], scale[1], scale[2], scale[3]};
  static_assert(__is_same(decltype(copies), float[4]), "an array too");
  decltype((counter)) ref = counter; // a reference keeps the object's space
  static_assert(!__is_same(decltype(ref), int &), "the reference is named");
  __local int kept = seen; // written __local stays
  static_assert(__is_same(decltype(kept), __local int), "written __local");
  out[threadIdx.x] = twice(through) + kept + ref + int(copies[2] * factor);
}

#ifdef INVALID
typedef __shared int SharedInt;
__device__ int written() {
  SharedInt v = 1; // expected-error {{automatic variable qualified with an address space}}
  __device decltype(counter) w = 2; // expected-error {{automatic variable qualified with an address space}}
  __local decltype(counter) x = 3; // expected-error {{multiple address spaces specified for type}}
  return v + w + x;
}
#endif
