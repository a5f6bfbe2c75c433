// A deduced type that is a value has no address space, as `auto` deduces
// none: `decltype(auto) c = s;` for a `__shared__` s declares an int (as
// `decltype(s) c;` does; it was "automatic variable qualified with an
// address space", which nvcc accepts), a `decltype(auto)` function
// returns an int, and a structured binding by value copies a `__shared__`
// array into a generic one (the same error). References keep the space.
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fsyntax-only -Xclang -verify %s
// The copies are values: the kernel reads shared memory and writes global
// memory, nothing else.
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s
// expected-no-diagnostics

__shared__ int pair[2];
__device__ int counter;

__device__ decltype(auto) readCounter() { return counter; }
__device__ decltype(auto) referToCounter() { return (counter); }

// CHECK-LABEL: .entry _Z4usesPi(
// CHECK-NOT: st.local
// CHECK: ret;
__global__ void uses(int *out) {
  __shared__ int s;
  s = out[0];
  pair[threadIdx.x % 2] = out[1];
  decltype(auto) c = s;
  static_assert(__is_same(decltype(c), int), "a value");
  decltype(auto) r = (s);
  static_assert(__is_same(decltype(r), __shared int &), "a reference");
  auto [a, b] = pair;
  static_assert(__is_same(decltype(a), int), "a copied element");
  auto &[ra, rb] = pair;
  static_assert(__is_same(decltype(ra), __shared int), "a bound element");
  static_assert(__is_same(decltype(readCounter()), int), "a value");
  static_assert(__is_same(decltype(referToCounter()), __device int &),
                "a reference");
  out[2] = c + r + a + b + ra + rb + readCounter();
}
