// A value has no address space, inside an object too: a data member of a
// class template instantiation whose type took a named space from a template
// argument (`T data[N]` with T deduced as `__shared int` from a
// `__shared int *`, or given so) has the type without the space, as an
// instantiation's locals do (instantiated-locals-drop-space.cu); nvcc
// deduces T = int. The object's own space is where the member lives. A
// space written on a member is still upstream's error, in a template and
// out of one.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fsyntax-only -Xclang -verify %s
// The helper still reads the tile with shared loads.
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -o - %s | FileCheck %s --check-prefix=PTX
// Invalid code fails in every mode.
// RUN: not %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -o /dev/null -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -emit-llvm -o /dev/null -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -o /dev/null -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: error: field may not be qualified with an address space
// ERRORS: error: field may not be qualified with an address space

#ifndef INVALID
// expected-no-diagnostics
#endif

template <class T, int N> struct array_t {
  T data[N];
};

template <class T> struct box {
  T value;
  int count;
};

// moderngpu's shape, through a pointer: the element type deduced with its
// space.
template <int VT, class T>
__device__ array_t<T, VT> load(T *shared, int tid) {
  static_assert(__is_same(T, __shared int), "deduced with its space");
  array_t<T, VT> r;
  static_assert(__is_same(decltype(r.data), int[VT]), "the member is generic");
  for (int i = 0; i < VT; ++i)
    r.data[i] = shared[tid * VT + i];
  return r;
}

template <class T> __device__ box<T> wrap(T &x) { return box<T>{x, 1}; }

__global__ void kernel(__device int *out) {
  __shared__ int tile[128];
  __shared__ float scale;
  tile[threadIdx.x] = threadIdx.x;
  scale = 2.0f;
  array_t<__shared int, 4> r = load<4>(tile, threadIdx.x % 32);
  auto b = wrap(scale);
  static_assert(sizeof(r) == 4 * sizeof(int), "layout of array_t<int, 4>");
  static_assert(__is_same(decltype(b.value), float), "generic member");
  out[threadIdx.x] = r.data[0] + b.count + (int)b.value;
  // Through a pointer the space stays: a `__device` pointer member.
  box<__device int *> p{out, 0};
  static_assert(__is_same(decltype(p.value), __device int *), "pointee kept");
}

#ifdef INVALID
template <class T> struct written {
  __shared int x;
};
struct plain {
  __device float y;
};
#endif

// PTX-LABEL: .entry _Z6kernelPU3AS1i
// PTX: ld.shared
