// The cache operators Clang lacks (__ldca, __ldlu, __stcg, __stcs, __stwb)
// are one function template each over nvcc's 30 types, not 30 overloads
// (docs/nvcc.md, "Compile time"): what a caller sees is nvcc's overload set.
// Found from templates, namespaces and qualified calls, every C++ mode;
// the same types accepted; a store's value converted to the pointee type;
// any other pointer rejected with the requirement named; absent with
// -fno-scale-nvcc-compat.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -Xclang -verify %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only -Xclang -verify %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -std=c++11 -Xclang -verify %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -std=c++20 -Xclang -verify %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -fno-scale-addrspaces -DNO_ADDRSPACES -Xclang -verify %s
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -fno-scale-nvcc-compat -DVALID_ONLY %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// The instructions, unoptimised and in C++11 too (the asm text is built
// from the type at compile time).
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -std=c++11 -S -DVALID_ONLY %s -o - | FileCheck %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -DVALID_ONLY %s -o - | FileCheck %s

// UPSTREAM: :[[@LINE+10]]:61: error: no member named '__ldlu' in the global namespace
// UPSTREAM: error: no matching function for call to '__ldcs'
// UPSTREAM: error: use of undeclared identifier '__stcs'
// UPSTREAM: error: no member named '__stwb' in the global namespace
// UPSTREAM: :[[@LINE+3]]:69: error: use of undeclared identifier '__ldca'

// Found at the template's definition and at its instantiation.
template <class T> __device__ T loadInTemplate(const T *p) { return __ldca(p); }

namespace inner {
__device__ float loadInNamespace(const float *p) { return ::__ldlu(p); }
} // namespace inner

// In any order: unoptimised, each specialization is a function of its own.
// CHECK-DAG: ld.global.ca.v4.f32
// CHECK-DAG: ld.global.lu.f32
// CHECK-DAG: ld.global.cs.u64
// CHECK-DAG: st.global.cs.s16
// CHECK-DAG: st.global.wb.f32
// CHECK-DAG: st.global.cg.v2.u64
extern "C" __global__ void kernel(float4 *f4, float *f, unsigned long *ul,
                                  short *s, ulonglong2 *u2) {
  float4 v = loadInTemplate(f4);
  f[0] = v.x + inner::loadInNamespace(f + 1);
  ul[0] = ::__ldcs(ul + 1);
  // The value converts to the pointee type, as to nvcc's parameter.
  __stcs(s, 7);
  ::__stwb(f + 2, 1.0);
  __stcg(u2, __ldca(u2 + 1));
}

// The result type is the pointee type; the address of a specialization is
// the address of nvcc's overload.
static_assert(__is_same(decltype(__ldca((const char *)nullptr)), char), "");
static_assert(__is_same(decltype(__ldlu((signed char *)nullptr)), signed char),
              "");
__device__ float (*const LoadFloat)(const float *) = &__ldca;
__device__ void (*const StoreInt)(int *, int) = __stcs;

#ifndef VALID_ONLY
struct Other {};

__device__ void rejected(bool *b, const int *ci, volatile int *vi, long2 *l2,
                         double2 *d2, Other *o) {
  __ldca(b); // expected-error {{no matching function for call to '__ldca'}}
  // expected-note@*:* {{requirement '__scale_nvcc::__nvcc_has_overload_for<bool>::value' was not satisfied [with _T = bool]}}
  __stcs(ci, 1); // expected-error {{no matching function for call to '__stcs'}}
  // expected-note@*:* {{requirement '__scale_nvcc::__nvcc_has_overload_for<const int>::value' was not satisfied}}
  __ldlu(vi); // expected-error {{no matching function for call to '__ldlu'}}
  // expected-note@*:* {{requirement '__scale_nvcc::__nvcc_has_overload_for<volatile int>::value' was not satisfied}}
  __ldca(l2); // expected-error {{no matching function for call to '__ldca'}}
  // expected-note@*:* {{requirement '__scale_nvcc::__nvcc_has_overload_for<long2>::value' was not satisfied}}
  __stwb((long1 *)d2, long1()); // expected-error {{no matching function for call to '__stwb'}}
  // expected-note@*:* {{requirement '__scale_nvcc::__nvcc_has_overload_for<long1>::value' was not satisfied}}
  __stcg(o, Other()); // expected-error {{no matching function for call to '__stcg'}}
  // expected-note@*:* {{requirement '__scale_nvcc::__nvcc_has_overload_for<Other>::value' was not satisfied}}
}

// A failed call is a substitution failure, as a missing overload is for
// nvcc: detection idioms see it.
template <class T, class = void> struct HasLdca {
  static constexpr bool value = false;
};
template <class T>
struct HasLdca<T, decltype((void)__ldca((const T *)nullptr))> {
  static constexpr bool value = true;
};
static_assert(HasLdca<double>::value && HasLdca<uint4>::value, "");
static_assert(!HasLdca<bool>::value && !HasLdca<ulong2>::value, "");

#ifndef NO_ADDRSPACES
// Named spaces convert to the generic parameter in device code; __flat does
// not, as for nvcc's overloads.
__device__ void spaces(__shared float *sh, __flat float *fl) {
  __stcs(sh, __ldca(sh + 1));
  __ldca(fl); // expected-error {{no matching function for call to '__ldca'}}
  // expected-note@*:* {{requirement '__scale_nvcc::__nvcc_has_overload_for<__flat float>::value' was not satisfied}}
}
#endif
#endif
