// An enumerator or static data member named through an object, where the
// object is a reference parameter (WMMA's `frag.num_elements`;
// wmma_extension's tcec sizes arrays with it): before C++23 (P2280) Clang
// evaluates the object in constant expressions and cannot, so the constexpr
// variable is an error and the array a variable-length array. nvcc and g++
// never read the object. Under __NVCC__ such an access with an object
// without side effects names the member; an object with side effects is
// still evaluated; scale-clang++ (no __NVCC__) keeps Clang's reading.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=clang %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -O0 -S -emit-llvm %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=HOST
// nvcc-no-diagnostics

struct Fragment {
  static constexpr unsigned num_elements = 8;
  enum { count = 4 };
  float x[num_elements];
};

// CHECK-LABEL: define {{.*}}@_Z4fillR8Fragmentf(
// A fixed array, not a variable-length one.
// CHECK: alloca [4 x float]
__device__ void fill(Fragment &frag, float v) {
  constexpr unsigned n = frag.num_elements; // clang-error {{constexpr variable 'n' must be initialized by a constant expression}} clang-note {{function parameter 'frag' with unknown value cannot be used in a constant expression}} clang-note@-1 {{declared here}}
  float tmp[frag.count]; // clang-error {{cannot use variable-length arrays in __device__ functions}} clang-warning {{variable length arrays in C++ are a Clang extension}} clang-note {{function parameter 'frag' with unknown value cannot be used in a constant expression}} clang-note@-2 {{declared here}}
  for (unsigned i = 0; i < n; ++i)
    frag.x[i] = v;
  for (unsigned i = 0; i < frag.count; ++i)
    tmp[i] = frag.x[i];
  frag.x[0] = tmp[3];
}

// Through a dependent object and a pointer, in an instantiation.
template <class F> __device__ void last(F &frag, const F *other) {
  static_assert(other->count == 4, ""); // clang-error {{static assertion expression is not an integral constant expression}} clang-note {{function parameter 'other' with unknown value cannot be used in a constant expression}} clang-note@-1 {{declared here}}
  constexpr unsigned n = frag.num_elements; // clang-error {{constexpr variable 'n' must be initialized by a constant expression}} clang-note {{function parameter 'frag' with unknown value cannot be used in a constant expression}} clang-note@-2 {{declared here}}
  frag.x[n - 1] = 0;
}

__global__ void kernel(float *p) {
  Fragment a;
  fill(a, p[0]);
  last(a, &a); // clang-note {{in instantiation of function template specialization 'last<Fragment>' requested here}}
  p[1] = a.x[3];
}

// An object with side effects is evaluated, as upstream evaluates it.
int calls;
Fragment &next(Fragment &f) { ++calls; return f; }
// HOST-LABEL: define {{.*}}@_Z5countR8Fragment(
// HOST: call {{.*}}@_Z4nextR8Fragment(
unsigned count(Fragment &f) { return next(f).num_elements; }
