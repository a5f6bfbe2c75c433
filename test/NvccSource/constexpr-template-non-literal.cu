// A variable of non-literal type in a templated constexpr function before
// C++23 (cuCollections' bloom filter: `auto const always_true =
// thrust::constant_iterator<bool>{true};` in a constexpr member of a class
// template). The standard makes such a template ill-formed, no diagnostic
// required; g++ and nvcc accept it, Clang rejects the definition. Under
// __NVCC__ the definition of a templated constexpr function is checked
// under C++23's rules; a constant evaluation that reaches the variable
// still fails; a function that is not a template, and scale-clang++ (no
// __NVCC__), keep the error.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc,both %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=nvcc,both %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=clang,both -DUPSTREAM %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -fno-scale-addrspaces -Xclang -verify=clang,both -DUPSTREAM %s
// RUN: %scale_cxx %hermetic_cuda -std=c++23 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=cxx23 -DCXX23 %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DVALID_ONLY -O1 -S -emit-llvm %s -o - | FileCheck %s

struct Counter { // #counter (not literal: no constexpr constructor)
  __host__ __device__ Counter(int v) : value(v) {}
  int value;
};

template <class T> struct Filter {
  constexpr __host__ __device__ int add(T key) const {
    auto const always = Counter{1}; // clang-error {{variable of non-literal type 'const Counter' cannot be defined in a constexpr function before C++23}} clang-note@#counter {{'Counter' is not literal}}
    return always.value + static_cast<int>(key);
  }
};

template <class T> constexpr __host__ __device__ int counted(T key) {
  Counter c{static_cast<int>(key)}; // #counted-var clang-error {{variable of non-literal type 'Counter' cannot be defined in a constexpr function before C++23}} clang-note@#counter {{'Counter' is not literal}}
  return c.value;
}

#if !defined(VALID_ONLY) && !defined(CXX23)
// Not a template: the standard's rule, an error everywhere before C++23.
constexpr __host__ __device__ int plain(int key) {
  Counter c{key}; // both-error {{variable of non-literal type 'Counter' cannot be defined in a constexpr function before C++23}} both-note@#counter {{'Counter' is not literal}}
  return c.value;
}

#endif

// Uses of the templates, which upstream marked invalid.
#ifndef UPSTREAM
#if !defined(VALID_ONLY) && !defined(CXX23)
// Constant evaluation of an instantiation that reaches the variable fails.
static_assert(counted(3) == 3, ""); // nvcc-error {{static assertion expression is not an integral constant expression}} nvcc-note@#counted-var {{non-literal type 'Counter' cannot be used in a constant expression}} nvcc-note {{in call to 'counted<int>(3)'}}
#endif

#ifdef CXX23
// C++23 allows all of it, in templates and elsewhere.
// cxx23-no-diagnostics
#endif

// f.add(x) + counted(2) is x + 1 + 2, computed at run time.
// CHECK-LABEL: define {{.*}}@_Z6kernelPi(
// CHECK: add nsw i32 %{{.*}}, 3
__global__ void kernel(int *out) {
  Filter<int> f;
  *out = f.add(*out) + counted(2);
}
#endif
