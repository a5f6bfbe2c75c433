// `const __AS(AS) T *` deduces AS from the pointee's space (GENERIC from an
// unqualified one) and T without the const, as `const T *` does, in host
// and device code (`element` returns `T *`: a by-value `T` would drop the
// const that a wrong deduction leaves in T).
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// expected-no-diagnostics

#include <spec/cuda/Addrspace.hpp>
#include <type_traits>

template <sp::AddressSpace AS> struct Tag {
  static constexpr sp::AddressSpace value = AS;
};
template <class T, sp::AddressSpace AS>
__host__ __device__ Tag<AS> space(const __AS(AS) T *);
template <class T, sp::AddressSpace AS>
__host__ __device__ T *element(const __AS(AS) T *);

__host__ __device__ void deduce(const __shared int *scp, __device float *dp,
                                const int *gcp, double *gp,
                                const __constant char *ccp, __local long *lp) {
  static_assert(decltype(space(scp))::value == sp::AddressSpace::SHARED);
  static_assert(decltype(space(dp))::value == sp::AddressSpace::DEVICE);
  static_assert(decltype(space(gcp))::value == sp::AddressSpace::GENERIC);
  static_assert(decltype(space(gp))::value == sp::AddressSpace::GENERIC);
  static_assert(decltype(space(ccp))::value == sp::AddressSpace::CONSTANT);
  static_assert(decltype(space(lp))::value == sp::AddressSpace::LOCAL);
  static_assert(std::is_same_v<decltype(element(scp)), int *>);
  static_assert(std::is_same_v<decltype(element(dp)), float *>);
  static_assert(std::is_same_v<decltype(element(gcp)), int *>);
  static_assert(std::is_same_v<decltype(element(ccp)), char *>);
}
