// A conversion to generic that every viable candidate needs ranks none of
// them above another. NCCL's reduceCopy has a template taking any pointer
// functor by `Fn const &` and one taking `void **`, and passes a
// `__shared__` array of pointers (`ncclShmem.groups[g].srcs`) and a pointer
// into it (`dsts + 1`): nvcc, without spaces, calls the `void **` one. The
// template binds the named object as generic (bare references deduce
// generic types) and the pointer overload converts it to generic: with the
// arguments in generic, partial ordering picks the `void **` overload, as
// for a local array. A candidate that takes the argument in its space (a
// written `__shared` parameter, a pointer pattern `T *` that deduces the
// space, a by-value `T`) is an exact address-space match and still ranks
// first.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -O0 -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s | FileCheck %s
// expected-no-diagnostics

template <typename Fn> __device__ int copy(Fn const &fn) { return fn(0); }
template <typename T> __device__ int copy(void **ptrs) { return ptrs[0] != 0; }

struct Group { void *srcs[4]; };

// CHECK-LABEL: define {{.*}}@_Z6sharedPi(
// CHECK: call {{.*}}@_Z4copyIiEiPPv(
// CHECK: call {{.*}}@_Z4copyIiEiPPv(
// CHECK: call {{.*}}@_Z4copyIiEiPPv(
__global__ void shared(int *out) {
  __shared__ Group g;
  __shared__ void *flat[4];
  out[0] = copy<int>(g.srcs) + copy<int>(g.srcs + 1) + copy<int>(flat);
}

// As a local array.
// CHECK-LABEL: define {{.*}}@_Z5localPi(
// CHECK: call {{.*}}@_Z4copyIiEiPPv(
__global__ void local(int *out) {
  Group g;
  out[0] = copy<int>(g.srcs);
}

// A candidate that takes the space exactly still wins.
__device__ int which(int *) { return 0; }
__device__ int which(__shared int *) { return 1; }
template <class T> __device__ int deduced(T *) { return 2; }
__device__ int deduced(int *) { return 3; }
template <class T> __device__ int byValue(T) { return 4; }
__device__ int byValue(int *) { return 5; }

// CHECK-LABEL: define {{.*}}@_Z5exactPi(
// CHECK: call {{.*}}@_Z5whichPU3AS3i(
// CHECK: call {{.*}}@_Z7deducedIU3AS3iEiPT_(
// CHECK: call {{.*}}@_Z7byValueIPU3AS3iEiT_(
__global__ void exact(int *out) {
  __shared__ int s[4];
  out[0] = which(s) + deduced(s) + byValue(&s[0]);
}

// Through a pack of bare references, as through one.
template <typename... Fns> __device__ int apply(int n, Fns const &...fns) {
  return (fns(n) + ...);
}
__device__ int apply(int n, void **ptrs) { return n; }
// CHECK-LABEL: define {{.*}}@_Z4packPi(
// CHECK: call {{.*}}@_Z5applyiPPv(
__global__ void pack(int *out) {
  __shared__ void *ptrs[4];
  out[0] = apply(1, ptrs);
}
