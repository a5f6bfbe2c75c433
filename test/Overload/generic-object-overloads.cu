// A member function overloaded on the object's space, with a generic
// overload and named-space overloads of the same cv: a generic object
// selects the generic one (it converts to no named space), a named object
// its own space's overload, and a generic object with only named overloads
// gets an error naming the context, never an ambiguity between two named
// overloads.
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -O1 -S -emit-llvm %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -DCODEGEN %s -o - | FileCheck %s

template <int N> struct Tag { static constexpr int value = N; };

struct Mixed {
  __device__ Tag<0> which() { return {}; }
  __device__ Tag<3> which() __shared { return {}; }
  __device__ Tag<1> which() __device { return {}; }
  __device__ Tag<10> which() const { return {}; }
  __device__ Tag<13> which() const __shared { return {}; }
  __device__ Tag<14> which() const __constant { return {}; }
};
__shared__ Mixed sharedMixed;
__device__ Mixed deviceMixed;
__constant__ Mixed constantMixed;

#ifndef CODEGEN
__device__ void deviceCalls(Mixed &g, Mixed *p, const Mixed &cg,
                            __shared Mixed *sp) {
  static_assert(decltype(g.which())::value == 0);
  static_assert(decltype(p->which())::value == 0);
  static_assert(decltype(cg.which())::value == 10);
  static_assert(decltype(sharedMixed.which())::value == 3);
  static_assert(decltype(sp->which())::value == 3);
  static_assert(decltype(deviceMixed.which())::value == 1);
  static_assert(decltype(static_cast<const __constant Mixed &>(constantMixed).which())::value == 14);
  static_assert(decltype(static_cast<const Mixed &>(g).which())::value == 10);
}

// Only named overloads: a generic object reaches none of them.
struct NamedOnly {
  __device__ int get() __shared { return 1; }   // expected-note {{candidate qualified with __shared not viable}}
  __device__ int get() __device { return 2; }   // expected-note {{candidate qualified with __device not viable}}
};
__device__ int noneReachable(NamedOnly &g) {
  return g.get(); // expected-error {{cannot call 'get' on an object of type 'NamedOnly' in a device function: the generic address space does not convert implicitly to the space of any of its overloads}}
}

// One named method, not overloaded: the object conversion is refused with
// a message that claims no context where it would be allowed.
struct OneNamed {
  __device__ int get() __shared { return 1; }
};
__device__ int oneNamed(OneNamed &g) {
  return g.get(); // expected-error {{cannot convert 'OneNamed' to '__shared OneNamed' implicitly in a device function: the generic address space does not convert to __shared implicitly in any context}}
}

// In host code a named object reaches no overload of a device method, and
// the generic object still picks the generic one.
struct HostDevice {
  __host__ __device__ int get() { return 0; }
  __host__ __device__ int get() __shared { return 3; }
  __host__ __device__ int get() __device { return 1; }
};
int hostCalls(HostDevice &g) { return g.get(); }
#else
// The generic object calls the generic overload.
// CHECK-LABEL: define {{.*}}@_Z8callsGenR5Mixed(
// CHECK: ret i32 0
__device__ int callsGen(Mixed &g) { return decltype(g.which())::value; }
#endif
