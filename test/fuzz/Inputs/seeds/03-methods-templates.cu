// Method qualifiers, templates over sp::AddressSpace and __AS(AS),
// deduction from the object, class templates.
#include <spec/cuda/Addrspace.hpp>

struct Counter {
  int n;
  __device__ int get() const __shared { return n; }
  __device__ int get() const { return n + 1; }
  __device__ void bump() __device { ++n; }
  template <sp::AddressSpace AS> __device__ int where() __AS(AS) {
    return AS == sp::AddressSpace::SHARED ? n : -n;
  }
};

template <typename T, sp::AddressSpace AS>
__device__ int fn(__AS(AS) T &) { return AS == sp::AddressSpace::SHARED; }

template <sp::AddressSpace AS> struct Holder {
  __AS(AS) int *p;
  __device__ int load() const { return *p; }
};

__shared__ Counter sharedCounter;
__device__ Counter deviceCounter;

__global__ void kernel(__device int *out) {
  Holder<sp::AddressSpace::DEVICE> h{out};
  out[0] = sharedCounter.get() + deviceCounter.get();
  deviceCounter.bump();
  out[1] = sharedCounter.where() + deviceCounter.where();
  out[2] = fn(sharedCounter.n) + fn(*out) + h.load();
}
