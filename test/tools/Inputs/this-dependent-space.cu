// `this` in methods qualified with a dependent space (issue 18 item 1).
#include <spec/cuda/Addrspace.hpp>
template <class T> struct Box {
  T v;
  template <sp::AddressSpace AS> __device__ T get() __AS(AS) { return this->v; }
  template <sp::AddressSpace AS> __device__ T copy() __AS(AS) { return (*this).v; }
  template <sp::AddressSpace AS> __device__ T viaLambda() __AS(AS) {
    auto f = [this] { return this->v; };
    return f();
  }
};
template <sp::AddressSpace AS> struct Slot {
  int v;
  __device__ int get() __AS(AS) { return this->v; }
};
__global__ void k(float *o) {
  static __shared Box<float> b;
  static __shared Slot<sp::AddressSpace::SHARED> s;
  o[0] = b.get<sp::AddressSpace::SHARED>() + b.copy<sp::AddressSpace::SHARED>() +
         b.viaLambda<sp::AddressSpace::SHARED>() + s.get();
}
