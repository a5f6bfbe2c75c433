// A value has no address space: a local of a template instantiation whose
// type took a space from a template argument (`T data` with T deduced as
// `__shared int` from a `__shared int *`) is a generic local, as a by-value
// parameter of an instantiation is. Plain CUDA does this everywhere
// (HeCBench's segsort and quicksort: nvcc deduces T = int). A space written on
// the local itself is still checked: named spaces are errors, __local stays.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fsyntax-only -Xclang -verify %s
// The kernel reads the tile with shared loads and stores the sum globally.
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -o - %s | FileCheck %s --check-prefix=PTX
// Invalid code fails in every mode.
// RUN: not %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -o /dev/null -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -emit-llvm -o /dev/null -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -o /dev/null -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: error: automatic variable qualified with an address space

#ifndef INVALID
// expected-no-diagnostics
#endif

template <class T> __device__ T first(const T *in) {
  T data = in[0];
  T pair[2] = {in[0], in[1]};
  static_assert(__is_same(decltype(data), int), "the local is generic");
  static_assert(__is_same(decltype(pair), int[2]), "so is an array of T");
  return data + pair[1];
}

template <class T> __device__ T throughReference(T *in) {
  T &ref = *in; // a reference keeps the object's space
  static_assert(!__is_same(decltype(ref), int &), "the reference is named");
  T copy = ref;
  static_assert(__is_same(decltype(copy), int), "the copy is generic");
  return copy;
}

template <class T> __device__ T inLocal(const T *in) {
  __local T v = *in; // written __local: a local may be declared there
  static_assert(__is_same(decltype(v), __local int), "written __local stays");
  return v;
}

// PTX-LABEL: .entry _Z3sumPi(
// PTX: st.shared.b32
// PTX: ld.shared.b32
// PTX: st.global.b32
__global__ void sum(int *out) {
  __shared__ int tile[32];
  tile[threadIdx.x] = threadIdx.x;
  *out = first(tile) + throughReference(tile) + inLocal(out) + first(out);
}

#ifdef INVALID
template <class T> __device__ T written(const T *in) {
  __shared T v = *in; // expected-error {{automatic variable qualified with an address space}}
  return v;
}
__device__ int plain() {
  __shared int v = 1; // expected-error {{automatic variable qualified with an address space}}
  return v;
}
#endif
