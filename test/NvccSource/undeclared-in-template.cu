// A name that nothing declares, in a member of a class template that
// nothing instantiates, in device code (CGBN's padded_resolver.cu and
// core_counting.cu, included under `#if defined(__CUDA_ARCH__)`: `lor`,
// `limbs`, `topctz`). nvcc's device pass reports nothing until an
// instantiation reaches the name; Clang reports it at the definition.
// Under __NVCC__, in the device compilation, the name becomes the
// dependent member `C::name` of the class template: an instantiation that
// reaches it reports "no member named". A called name, a function template
// that is not a member, the host compilation, and scale-clang++ (no
// __NVCC__) keep Clang's error.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc,both %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=clang,both %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=clang,both %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DINSTANTIATE -Xclang -verify=instantiated,both %s
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 -S -o /dev/null --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DINSTANTIATE %s 2>&1 | FileCheck %s --check-prefix=PTX
// PTX: error: no member named 'lor' in 'Resolver<int>'

template <class Core> struct Resolver {
  static constexpr int LIMBS = 4;
  __device__ static unsigned resolve(unsigned *x);
  __device__ unsigned member(unsigned *x) {
    return x[limbs]; // clang-error {{use of undeclared identifier 'limbs'}}
  }
};

template <class Core>
__device__ unsigned Resolver<Core>::resolve(unsigned *x) {
  lor = x[LIMBS - 1]; // clang-error {{use of undeclared identifier 'lor'}} instantiated-error {{no member named 'lor' in 'Resolver<int>'}}
  return lor; // clang-error {{use of undeclared identifier 'lor'}} instantiated-error {{no member named 'lor' in 'Resolver<int>'}}
}

// Not a member of a class template, and a called name: Clang's errors.
template <class T> __device__ T free_function(T x) {
  return x + undeclared_free; // both-error {{use of undeclared identifier 'undeclared_free'}}
}
template <class Core> struct Caller {
  __device__ int call() { return undeclared_call(1); } // both-error {{use of undeclared identifier 'undeclared_call'}}
};

__global__ void kernel(unsigned *p) {
#ifdef INSTANTIATE
  p[0] = Resolver<int>::resolve(p); // instantiated-note {{in instantiation of member function 'Resolver<int>::resolve' requested here}}
#endif
  p[1] = 1;
}
