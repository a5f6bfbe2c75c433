// One template type parameter deduced from several arguments whose types
// differ only in their address space deduces the composite space of the
// context: generic in device code for named spaces, __flat in host code
// (and wherever __flat is involved). The arguments then convert implicitly.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=both,host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=both,dev %s

template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };

template <class T> __host__ __device__ T *pick(T *a, T *b) { return a; }
template <class T> __host__ __device__ void copy(T *dst, const T *src, unsigned n) {}
template <class T> __host__ __device__ T &first(T &a, T &b) { return a; }
template <class T> __host__ __device__ T *three(T *a, T *b, T *c) { return a; }

// Three arguments in three spaces, in every order: the composite of all.
__device__ void threeSpaces(__shared unsigned *s, unsigned *g,
                            __device unsigned *d, __flat unsigned *f) {
  static_assert(same<decltype(three(s, d, g)), unsigned *>::value, "");
  static_assert(same<decltype(three(s, g, d)), unsigned *>::value, "");
  static_assert(same<decltype(three(g, s, d)), unsigned *>::value, "");
  static_assert(same<decltype(three(d, s, s)), unsigned *>::value, "");
  static_assert(same<decltype(three(g, d, f)), __flat unsigned *>::value, "");
  static_assert(same<decltype(three(f, s, g)), __flat unsigned *>::value, "");
}

__device__ unsigned deviceCalls(__shared unsigned *s, unsigned *g,
                                __device unsigned *d, __flat unsigned *f) {
  // The rules file's example: a shared and a generic pointer give generic.
  static_assert(same<decltype(pick(s, g)), unsigned *>::value, "");
  // Two named spaces: generic in device code.
  static_assert(same<decltype(pick(s, d)), unsigned *>::value, "");
  // __flat is involved: __flat.
  static_assert(same<decltype(pick(s, f)), __flat unsigned *>::value, "");
  // cg::memcpy_async's shape: T *dst, const T *src.
  copy(s, d, 4);
  copy(s, g, 4);
  // References: the composite lvalue.
  static_assert(same<decltype(first(*s, *d)), unsigned &>::value, "");
  return *pick(s, g);
}

void hostCalls(__device unsigned *d, unsigned *g, __constant unsigned *c) {
  // Host code: named spaces reach each other and generic only through __flat.
  static_assert(same<decltype(pick(d, g)), __flat unsigned *>::value, "");
  static_assert(same<decltype(pick(d, c)), __flat unsigned *>::value, "");
}

// Types that differ in more than the space still conflict.
__device__ void conflicting(__shared unsigned *s, float *g) {
  pick(s, g); // both-error {{no matching function for call to 'pick'}}
  // both-note@11 {{candidate template ignored: deduced conflicting types for parameter 'T' ('__shared unsigned int' vs. 'float')}}
}
