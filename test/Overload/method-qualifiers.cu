// Member functions qualified with a space select on the space of the object,
// like const; `this` has the qualified type inside them.
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -DCODEGEN %s | FileCheck %s --check-prefix=DEV
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -DCODEGEN %s | FileCheck %s --check-prefix=HOST

#include <type_traits>

// The spec's example.
struct S {
  __device__ int fn() const { return 1; }
  __device__ int fn() const __shared { return 2; }
};
__device__ S deviceObj;
__shared__ S sharedObj;

// DEV-LABEL: define {{.*}} @_Z6kernelPU3AS1iS0_(
// DEV: call {{.*}} @_ZNK1S2fnEv(ptr
// DEV: call {{.*}} @_ZNU3AS3K1S2fnEv(ptr addrspace(3)
__global__ void kernel(__device int *dst1, __device int *dst2) {
  *dst1 = deviceObj.fn(); // *dst1 = 1;
  *dst2 = sharedObj.fn(); // *dst2 = 2;
}

// Selection through objects, pointers, references and `this`; cv- and
// ref-qualifiers together with a space; out-of-line definitions; virtual
// functions; class templates.
struct T {
  int value;
  __device__ char which() const { return 0; }
  __device__ short which() const __shared { return 0; }
  __device__ long which() const __device { return 0; }
  __device__ int which() volatile __constant { return 0; }
  __device__ auto self() __shared { return this; }
  __device__ auto self() const __device { return this; }
  __device__ long viaThis() const __device { return which(); }
  __device__ int byRef() const & __shared { return 1; }
  __device__ int byRef() const && __shared { return 2; }
  __device__ int outOfLine() const __device;
};
struct Base {
  __device__ virtual int virt() const __device { return 1; }
};
struct Derived : Base {
  __device__ int virt() const __device override { return 2; }
};
__device__ int T::outOfLine() const __device { return value; }

template <class U> struct Tile {
  U data[4];
  __device__ U get(int i) const __shared { return data[i]; }
  __device__ U get(int i) const { return data[i] + 1; }
};

__device__ T devT;
__device__ void selection(__device T *pd, __shared T &rs, T &generic,
                          __device Base *base) {
  static_assert(std::is_same_v<decltype(pd->which()), long>);
  static_assert(std::is_same_v<decltype(rs.which()), short>);
  static_assert(std::is_same_v<decltype(generic.which()), char>);
  static_assert(std::is_same_v<decltype(rs.self()), __shared T *>);
  static_assert(std::is_same_v<decltype(pd->self()), const __device T *>);
  static_assert(std::is_same_v<decltype(pd->viaThis()), long>);
  static_assert(std::is_same_v<decltype(devT.outOfLine()), int>);
  int r = rs.byRef() + static_cast<__shared T &&>(rs).byRef() + base->virt();
  __shared__ Tile<float> tile;
  static_assert(std::is_same_v<decltype(tile.get(0)), float>);
}

// A __constant object falls back to the generic overload (it converts to
// generic in device code) unless there is an exact one.
struct OnlyGeneric { __device__ int get() const { return 0; } };
__constant__ OnlyGeneric constObj;
__device__ int fallback() { return constObj.get(); }

#ifndef CODEGEN
// An object whose space matches no overload and converts to none.
struct OnlyShared { __device__ int get() const __shared { return 0; } };
__device__ OnlyShared devOnlyShared;
__device__ int noViable() { return devOnlyShared.get(); } // expected-error {{cannot initialize object parameter of type 'const __shared OnlyShared' with an expression of type '__device OnlyShared'}} \
  // expected-note {{the __device address space does not convert implicitly to __shared in a device function; no cast converts between these spaces}}

// The restrictions.
struct Misplaced {
  int hostOnly() __device;              // expected-error {{'__device' cannot qualify a host member function: only __device__, __host__ __device__ and constexpr member functions can be qualified}}
  static __device__ int st() __shared;  // expected-error {{'__shared' cannot qualify a static member function}}
  __device__ int flat() const __flat;   // expected-error {{'__flat' cannot qualify a member function: the object of a call must be accessible}}
  __host__ __device__ int hd() __shared;
  constexpr int ce() const __device { return 0; }
};
__device__ int freeFunction() __device; // expected-error {{'__device' cannot qualify a non-member function}}
#endif

// Host and device agree on the mangled names of qualified methods.
struct H {
  __host__ __device__ int get() const __device;
};
__host__ __device__ int H::get() const __device { return 1; }
// HOST: define {{.*}} @_ZNU3AS1K1H3getEv(ptr
// DEV: define {{.*}} @_ZNU3AS1K1H3getEv(ptr addrspace(1)
