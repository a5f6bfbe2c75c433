// Deduction through `cv __AS(AS) T` (issue 18 item 8): T is deduced without
// the cv-qualifiers the pattern already has, as for `cv T`, for every space,
// GENERIC included; through pointers, references, by-value parameters and
// packs, in host and device code.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=device %s
// host-no-diagnostics
// device-no-diagnostics

#include <spec/cuda/Addrspace.hpp>
#include <type_traits>
#include <utility>

template <class T, sp::AddressSpace AS> struct Deduced {
  using type = T;
  static constexpr sp::AddressSpace space = AS;
};

template <class T, sp::AddressSpace AS>
__host__ __device__ Deduced<T, AS> viaConstPointer(const __AS(AS) T *);
template <class T, sp::AddressSpace AS>
__host__ __device__ Deduced<T, AS> viaVolatilePointer(volatile __AS(AS) T *);
template <class T, sp::AddressSpace AS>
__host__ __device__ Deduced<T, AS> viaCVPointer(const volatile __AS(AS) T *);
template <class T, sp::AddressSpace AS>
__host__ __device__ Deduced<T, AS> viaConstRef(const __AS(AS) T &);
template <class T, sp::AddressSpace AS>
__host__ __device__ Deduced<T, AS> viaConstRValueRef(const __AS(AS) T &&);
template <class T, sp::AddressSpace AS>
__host__ __device__ Deduced<T, AS> viaConstPointerToPointer(const __AS(AS) T **);
template <class T, sp::AddressSpace AS>
__host__ __device__ Deduced<T, AS> viaSpaceFirst(__AS(AS) const T *);
template <class... T> struct Types {};
template <sp::AddressSpace... AS> struct Spaces {};
template <class... T, sp::AddressSpace... AS>
__host__ __device__ std::pair<Types<T...>, Spaces<AS...>>
viaPack(const __AS(AS) T &...);

template <class D, class T, sp::AddressSpace AS>
constexpr bool deduces = std::is_same_v<typename D::type, T> && D::space == AS;

using sp::AddressSpace;

__host__ __device__ void pointers(const int *gcp, int *gp, const volatile int *gcvp,
                                  const __shared int *scp, __shared int *sp,
                                  const __device float *dcp, __device float *dp,
                                  const __constant char *ccp,
                                  const __local long *lcp, __local long *lp,
                                  const __flat int *fcp, __flat int *fp) {
  // The issue's example: an unqualified `const int *`.
  static_assert(deduces<decltype(viaConstPointer(gcp)), int, AddressSpace::GENERIC>);
  static_assert(deduces<decltype(viaConstPointer(gp)), int, AddressSpace::GENERIC>);
  static_assert(deduces<decltype(viaConstPointer(scp)), int, AddressSpace::SHARED>);
  static_assert(deduces<decltype(viaConstPointer(sp)), int, AddressSpace::SHARED>);
  static_assert(deduces<decltype(viaConstPointer(dcp)), float, AddressSpace::DEVICE>);
  static_assert(deduces<decltype(viaConstPointer(dp)), float, AddressSpace::DEVICE>);
  static_assert(deduces<decltype(viaConstPointer(ccp)), char, AddressSpace::CONSTANT>);
  static_assert(deduces<decltype(viaConstPointer(lcp)), long, AddressSpace::LOCAL>);
  static_assert(deduces<decltype(viaConstPointer(lp)), long, AddressSpace::LOCAL>);
  static_assert(deduces<decltype(viaConstPointer(fcp)), int, AddressSpace::FLAT>);
  static_assert(deduces<decltype(viaConstPointer(fp)), int, AddressSpace::FLAT>);
  // The qualifiers the pattern lacks stay in T.
  static_assert(deduces<decltype(viaConstPointer(gcvp)), volatile int, AddressSpace::GENERIC>);
  static_assert(deduces<decltype(viaVolatilePointer(gcvp)), const int, AddressSpace::GENERIC>);
  static_assert(deduces<decltype(viaCVPointer(gcvp)), int, AddressSpace::GENERIC>);
  static_assert(deduces<decltype(viaCVPointer(scp)), int, AddressSpace::SHARED>);
  static_assert(deduces<decltype(viaSpaceFirst(gcp)), int, AddressSpace::GENERIC>);
  static_assert(deduces<decltype(viaSpaceFirst(dcp)), float, AddressSpace::DEVICE>);
  const __shared int **scpp = nullptr;
  static_assert(deduces<decltype(viaConstPointerToPointer(scpp)), int, AddressSpace::SHARED>);
}

__host__ __device__ void references(const int &gc, int &g, const __shared int &sc,
                                    __shared int &s, const __device float &dc,
                                    __device float &d, const __constant char &cc,
                                    __local long &l, const __flat int &fc) {
  static_assert(deduces<decltype(viaConstRef(gc)), int, AddressSpace::GENERIC>);
  static_assert(deduces<decltype(viaConstRef(g)), int, AddressSpace::GENERIC>);
  static_assert(deduces<decltype(viaConstRef(sc)), int, AddressSpace::SHARED>);
  static_assert(deduces<decltype(viaConstRef(s)), int, AddressSpace::SHARED>);
  static_assert(deduces<decltype(viaConstRef(dc)), float, AddressSpace::DEVICE>);
  static_assert(deduces<decltype(viaConstRef(d)), float, AddressSpace::DEVICE>);
  static_assert(deduces<decltype(viaConstRef(cc)), char, AddressSpace::CONSTANT>);
  static_assert(deduces<decltype(viaConstRef(l)), long, AddressSpace::LOCAL>);
  static_assert(deduces<decltype(viaConstRef(fc)), int, AddressSpace::FLAT>);
  static_assert(deduces<decltype(viaConstRValueRef(static_cast<const __device float &&>(dc))), float, AddressSpace::DEVICE>);
  static_assert(std::is_same_v<decltype(viaPack(dc, g, sc)),
                               std::pair<Types<float, int, int>,
                                         Spaces<AddressSpace::DEVICE, AddressSpace::GENERIC,
                                                AddressSpace::SHARED>>>);
}
