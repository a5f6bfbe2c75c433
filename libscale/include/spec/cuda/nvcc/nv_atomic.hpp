//===- spec/cuda/nvcc/nv_atomic.hpp - __nv_atomic_* and their orders -*- C++ -*-===//
//
//! \file
//! nvcc's scoped atomic functions (CUDA 12.8 and later): `__nv_atomic_*`,
//! with a memory order `__NV_ATOMIC_*` and a thread scope
//! `__NV_THREAD_SCOPE_*` (system when left out), the enumerations that
//! nvcc's crt/device_functions.h declares and Clang's wrappers do not
//! include. nvcc implements the functions as compiler builtins; here they
//! are Clang's `__scoped_atomic_*` builtins, which the NVPTX backend lowers
//! to the instructions nvcc emits (`atom.add.acquire.cta.s32`,
//! `ld.acquire.gpu`, `fence.sc.sys`...). The orders are GCC's and Clang's
//! `__ATOMIC_*` values; a scope maps to Clang's memory scope, the thread
//! scope to the block's, as nvcc emits it (`.cta`). As in nvcc, the value
//! converts to the pointee type, min and max take no floating-point type,
//! add and sub no signed 64-bit integer (nvcc's errors).
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_NV_ATOMIC_HPP
#define SPEC_CUDA_NVCC_NV_ATOMIC_HPP

enum {
  __NV_ATOMIC_RELAXED,
  __NV_ATOMIC_CONSUME,
  __NV_ATOMIC_ACQUIRE,
  __NV_ATOMIC_RELEASE,
  __NV_ATOMIC_ACQ_REL,
  __NV_ATOMIC_SEQ_CST
};

enum {
  __NV_THREAD_SCOPE_THREAD,
  __NV_THREAD_SCOPE_BLOCK,
  __NV_THREAD_SCOPE_CLUSTER,
  __NV_THREAD_SCOPE_DEVICE,
  __NV_THREAD_SCOPE_SYSTEM
};

#ifdef __CUDA_ARCH__

#include <spec/cuda/nvcc/asm_text.hpp>

namespace __scale_nvcc {

/// The value parameters take the pointee type without deducing it, so that
/// `__nv_atomic_fetch_add(unsigned_ptr, 1, ...)` converts 1 as nvcc does.
template <class _T> struct __atomic_value { typedef _T __type; };

/// PTX's scopes: nvcc emits `.cta` for the thread scope too; `.cluster`
/// exists from sm_90 (below, the GPU's scope contains the cluster's).
enum __ptx_scope { __cta, __cluster, __gpu, __sys };

__device__ constexpr __ptx_scope __scope_of(int __scope) {
  return __scope == __NV_THREAD_SCOPE_SYSTEM    ? __sys
         : __scope == __NV_THREAD_SCOPE_DEVICE  ? __gpu
#if __CUDA_ARCH__ >= 900
         : __scope == __NV_THREAD_SCOPE_CLUSTER ? __cluster
#else
         : __scope == __NV_THREAD_SCOPE_CLUSTER ? __gpu
#endif
                                                : __cta;
}

/// Clang's memory scope for the builtins of loads, stores and
/// compare-and-exchange, whose orders and scopes the NVPTX backend emits
/// (`ld.acquire.gpu`, `atom.acq_rel.cta.cas`); it needs a constant, hence
/// one call per scope.
#define __SCALE_NV_SCOPED(Call)                                               \
  switch (__scale_nvcc::__scope_of(__scope)) {                                \
  case __scale_nvcc::__cta:                                                   \
    return Call(__MEMORY_SCOPE_WRKGRP);                                       \
  case __scale_nvcc::__cluster:                                               \
    return Call(__MEMORY_SCOPE_CLUSTR);                                       \
  case __scale_nvcc::__gpu:                                                   \
    return Call(__MEMORY_SCOPE_DEVICE);                                       \
  default:                                                                    \
    return Call(__MEMORY_SCOPE_SYSTEM);                                       \
  }

// Read-modify-write operations: LLVM 22's NVPTX backend emits an
// `atomicrmw` without its order and scope (and the scoped __nvvm_atom
// builtins' unsigned min and max as signed), so these are PTX: the operation
// relaxed at its scope, between the fences of its order as the PTX memory
// model maps them (release: `fence.acq_rel` before; acquire: after;
// sequentially consistent: `fence.sc` before, `fence.acq_rel` after).
#define __SCALE_NV_FENCE(Name, Kind)                                          \
  __device__ inline void Name(int __scope) {                                  \
    switch (__scale_nvcc::__scope_of(__scope)) {                              \
    case __cta:                                                               \
      asm volatile("fence." Kind ".cta;" ::: "memory");                       \
      break;                                                                  \
    case __cluster:                                                           \
      __SCALE_NV_CLUSTER(asm volatile("fence." Kind ".cluster;" ::: "memory")); \
      break;                                                                  \
    case __gpu:                                                               \
      asm volatile("fence." Kind ".gpu;" ::: "memory");                       \
      break;                                                                  \
    default:                                                                  \
      asm volatile("fence." Kind ".sys;" ::: "memory");                       \
    }                                                                         \
  }

#if __CUDA_ARCH__ >= 900
#define __SCALE_NV_CLUSTER(Statement) Statement
#else
#define __SCALE_NV_CLUSTER(Statement) __builtin_unreachable()
#endif

__SCALE_NV_FENCE(__fence_acq_rel, "acq_rel")
__SCALE_NV_FENCE(__fence_sc, "sc")

__device__ inline void __leading_fence(int __order, int __scope) {
  if (__order == __NV_ATOMIC_SEQ_CST)
    __fence_sc(__scope);
  else if (__order == __NV_ATOMIC_RELEASE || __order == __NV_ATOMIC_ACQ_REL)
    __fence_acq_rel(__scope);
}

__device__ inline void __trailing_fence(int __order, int __scope) {
  if (__order != __NV_ATOMIC_RELAXED && __order != __NV_ATOMIC_RELEASE)
    __fence_acq_rel(__scope);
}

// One template per operation, over the types nvcc has it for (the callers
// below choose them): the instruction's text is assembled from the type
// when a call instantiates it (asm_text.hpp), so that the compilations
// that use none parse five functions instead of 21.
#define __SCALE_NV_ATOM_TEXT(Scope, Op, Kind)                                 \
  (__text("atom.relaxed." Scope "." Op ".", Kind, __e::__bits(),              \
          " %0, [%1], %2;"))
#define __SCALE_NV_ATOM_ASM(Scope, Op, Kind)                                  \
  asm volatile(__SCALE_NV_ATOM_TEXT(Scope, Op, Kind)                          \
               : __SCALE_NV_ATOM_OUT(__r)                                     \
               : "l"(__ptr), __SCALE_NV_ATOM_IN(__val)                        \
               : "memory")
#define __SCALE_NV_ATOM_OUT (__text("=", __e::__constraint()))
#define __SCALE_NV_ATOM_IN (__text(__e::__constraint()))
// Kind: the PTX type's letter, `__e::__kind()` for arithmetic (s, u, f)
// or "b" for bitwise operations.
#define __SCALE_NV_ATOM(Name, Op, Kind)                                       \
  template <class _T>                                                         \
  __device__ inline _T Name(_T *__ptr, _T __val, int __scope) {               \
    typedef __element<_T> __e;                                                \
    _T __r;                                                                   \
    switch (__scale_nvcc::__scope_of(__scope)) {                              \
    case __cta:                                                               \
      __SCALE_NV_ATOM_ASM("cta", Op, Kind);                                   \
      break;                                                                  \
    case __cluster:                                                           \
      __SCALE_NV_CLUSTER(__SCALE_NV_ATOM_ASM("cluster", Op, Kind));           \
      break;                                                                  \
    case __gpu:                                                               \
      __SCALE_NV_ATOM_ASM("gpu", Op, Kind);                                   \
      break;                                                                  \
    default:                                                                  \
      __SCALE_NV_ATOM_ASM("sys", Op, Kind);                                   \
    }                                                                         \
    return __r;                                                               \
  }

__SCALE_NV_ATOM(__atom_add, "add", __e::__kind())
__SCALE_NV_ATOM(__atom_min, "min", __e::__kind())
__SCALE_NV_ATOM(__atom_max, "max", __e::__kind())
__SCALE_NV_ATOM(__atom_and, "and", "b")
__SCALE_NV_ATOM(__atom_or, "or", "b")
__SCALE_NV_ATOM(__atom_xor, "xor", "b")
__SCALE_NV_ATOM(__atom_exch, "exch", "b")

#undef __SCALE_NV_ATOM_IN
#undef __SCALE_NV_ATOM_OUT
#undef __SCALE_NV_ATOM_ASM
#undef __SCALE_NV_ATOM_TEXT
#undef __SCALE_NV_ATOM
#undef __SCALE_NV_FENCE

/// The type an operation computes in: floating point as itself; integers
/// of 4 and 8 bytes as the PTX types of their signedness (arithmetic,
/// min/max) or as bits (the others, `_Bits`).
template <class _T, bool _Bits,
          bool _Float = __is_floating_point(_T),
          bool _Signed = __is_signed(_T) && !_Bits, int _Size = sizeof(_T)>
struct __rep {};
template <class _T, bool _Bits> struct __rep<_T, _Bits, true, true, 4> {
  typedef float __type;
};
template <class _T, bool _Bits> struct __rep<_T, _Bits, true, true, 8> {
  typedef double __type;
};
template <class _T, bool _Bits> struct __rep<_T, _Bits, false, true, 4> {
  typedef int __type;
};
template <class _T, bool _Bits> struct __rep<_T, _Bits, false, false, 4> {
  typedef unsigned __type;
};
template <class _T, bool _Bits> struct __rep<_T, _Bits, false, true, 8> {
  typedef long long __type;
};
template <class _T, bool _Bits> struct __rep<_T, _Bits, false, false, 8> {
  typedef unsigned long long __type;
};
template <class _T> struct __rep<_T, true, true, false, 4> {
  typedef unsigned __type;
};
template <class _T> struct __rep<_T, true, true, false, 8> {
  typedef unsigned long long __type;
};

template <class _To, class _From> __device__ inline _To __bits(_From __v) {
  _To __r;
  __builtin_memcpy(&__r, &__v, sizeof(__r));
  return __r;
}

} // namespace __scale_nvcc

#define __SCALE_NV_ATOMIC_RMW(Op, Helper, Bits, Negate, FloatingPoint)        \
  template <class _T>                                                         \
  __device__ inline _T __nv_atomic_fetch_##Op(                                \
      _T *__ptr, typename __scale_nvcc::__atomic_value<_T>::__type __val,     \
      int __order, int __scope = __NV_THREAD_SCOPE_SYSTEM) {                  \
    static_assert(FloatingPoint || !__is_floating_point(_T),                  \
                  "atomic operations " #Op " are not supported on any "       \
                  "floating-point types");                                    \
    static_assert(!FloatingPoint || __is_floating_point(_T) ||                \
                      !__is_signed(_T) || sizeof(_T) != 8,                    \
                  "atomic operations add and sub are not valid on signed "    \
                  "integer of size 8");                                       \
    typedef typename __scale_nvcc::__rep<_T, Bits>::__type _Rep;              \
    __scale_nvcc::__leading_fence(__order, __scope);                          \
    _Rep __r = __scale_nvcc::Helper(                                          \
        (_Rep *)__ptr, __scale_nvcc::__bits<_Rep>(_T(Negate __val)), __scope); \
    __scale_nvcc::__trailing_fence(__order, __scope);                         \
    return __scale_nvcc::__bits<_T>(__r);                                     \
  }                                                                           \
  template <class _T>                                                         \
  __device__ inline void __nv_atomic_##Op(                                    \
      _T *__ptr, typename __scale_nvcc::__atomic_value<_T>::__type __val,     \
      int __order, int __scope = __NV_THREAD_SCOPE_SYSTEM) {                  \
    __nv_atomic_fetch_##Op(__ptr, __val, __order, __scope);                   \
  }

__SCALE_NV_ATOMIC_RMW(add, __atom_add, false, , true)
__SCALE_NV_ATOMIC_RMW(sub, __atom_add, false, -, true)
__SCALE_NV_ATOMIC_RMW(min, __atom_min, false, , false)
__SCALE_NV_ATOMIC_RMW(max, __atom_max, false, , false)
__SCALE_NV_ATOMIC_RMW(and, __atom_and, true, , false)
__SCALE_NV_ATOMIC_RMW(or, __atom_or, true, , false)
__SCALE_NV_ATOMIC_RMW(xor, __atom_xor, true, , false)

#undef __SCALE_NV_ATOMIC_RMW

template <class _T>
__device__ inline _T
__nv_atomic_exchange_n(_T *__ptr,
                       typename __scale_nvcc::__atomic_value<_T>::__type __val,
                       int __order, int __scope = __NV_THREAD_SCOPE_SYSTEM) {
  typedef typename __scale_nvcc::__rep<_T, true>::__type _Rep;
  __scale_nvcc::__leading_fence(__order, __scope);
  _Rep __r = __scale_nvcc::__atom_exch(
      (_Rep *)__ptr, __scale_nvcc::__bits<_Rep>(_T(__val)), __scope);
  __scale_nvcc::__trailing_fence(__order, __scope);
  return __scale_nvcc::__bits<_T>(__r);
}

template <class _T>
__device__ inline void __nv_atomic_exchange(_T *__ptr, _T *__val, _T *__ret,
                                            int __order,
                                            int __scope = __NV_THREAD_SCOPE_SYSTEM) {
  *__ret = __nv_atomic_exchange_n(__ptr, *__val, __order, __scope);
}

#define __SCALE_NV_LOAD(Scope) __scoped_atomic_load_n(__ptr, __order, Scope)
template <class _T>
__device__ inline _T __nv_atomic_load_n(const _T *__ptr, int __order,
                                        int __scope = __NV_THREAD_SCOPE_SYSTEM) {
  __SCALE_NV_SCOPED(__SCALE_NV_LOAD)
}
#undef __SCALE_NV_LOAD

template <class _T>
__device__ inline void __nv_atomic_load(const _T *__ptr, _T *__ret, int __order,
                                        int __scope = __NV_THREAD_SCOPE_SYSTEM) {
  *__ret = __nv_atomic_load_n(__ptr, __order, __scope);
}

#define __SCALE_NV_STORE(Scope)                                               \
  __scoped_atomic_store_n(__ptr, __val, __order, Scope)
template <class _T>
__device__ inline void
__nv_atomic_store_n(_T *__ptr,
                    typename __scale_nvcc::__atomic_value<_T>::__type __val,
                    int __order, int __scope = __NV_THREAD_SCOPE_SYSTEM) {
  __SCALE_NV_SCOPED(__SCALE_NV_STORE)
}
#undef __SCALE_NV_STORE

template <class _T>
__device__ inline void __nv_atomic_store(_T *__ptr, _T *__val, int __order,
                                         int __scope = __NV_THREAD_SCOPE_SYSTEM) {
  __nv_atomic_store_n(__ptr, *__val, __order, __scope);
}

#define __SCALE_NV_CAS(Scope)                                                 \
  __scoped_atomic_compare_exchange_n(__ptr, __expected, __desired, __weak,    \
                                     __success_order, __failure_order, Scope)
template <class _T>
__device__ inline bool __nv_atomic_compare_exchange_n(
    _T *__ptr, _T *__expected,
    typename __scale_nvcc::__atomic_value<_T>::__type __desired, bool __weak,
    int __success_order, int __failure_order,
    int __scope = __NV_THREAD_SCOPE_SYSTEM) {
  __SCALE_NV_SCOPED(__SCALE_NV_CAS)
}
#undef __SCALE_NV_CAS

template <class _T>
__device__ inline bool
__nv_atomic_compare_exchange(_T *__ptr, _T *__expected, _T *__desired,
                             bool __weak, int __success_order,
                             int __failure_order,
                             int __scope = __NV_THREAD_SCOPE_SYSTEM) {
  return __nv_atomic_compare_exchange_n(__ptr, __expected, *__desired, __weak,
                                        __success_order, __failure_order,
                                        __scope);
}

__device__ inline void
__nv_atomic_thread_fence(int __order, int __scope = __NV_THREAD_SCOPE_SYSTEM) {
  if (__order == __NV_ATOMIC_SEQ_CST)
    __scale_nvcc::__fence_sc(__scope);
  else if (__order != __NV_ATOMIC_RELAXED)
    __scale_nvcc::__fence_acq_rel(__scope);
}

#undef __SCALE_NV_SCOPED
#undef __SCALE_NV_CLUSTER

#else // !__CUDA_ARCH__

// The host side parses device code and emits none of it: declarations.
namespace __scale_nvcc {
template <class _T> struct __atomic_value { typedef _T __type; };
} // namespace __scale_nvcc

#define __SCALE_NV_ATOMIC_RMW(Op)                                             \
  template <class _T>                                                         \
  __device__ _T __nv_atomic_fetch_##Op(                                       \
      _T *__ptr, typename __scale_nvcc::__atomic_value<_T>::__type __val,     \
      int __order, int __scope = __NV_THREAD_SCOPE_SYSTEM);                   \
  template <class _T>                                                         \
  __device__ void __nv_atomic_##Op(                                           \
      _T *__ptr, typename __scale_nvcc::__atomic_value<_T>::__type __val,     \
      int __order, int __scope = __NV_THREAD_SCOPE_SYSTEM);
__SCALE_NV_ATOMIC_RMW(add)
__SCALE_NV_ATOMIC_RMW(sub)
__SCALE_NV_ATOMIC_RMW(min)
__SCALE_NV_ATOMIC_RMW(max)
__SCALE_NV_ATOMIC_RMW(and)
__SCALE_NV_ATOMIC_RMW(or)
__SCALE_NV_ATOMIC_RMW(xor)
#undef __SCALE_NV_ATOMIC_RMW

template <class _T>
__device__ _T
__nv_atomic_exchange_n(_T *__ptr,
                       typename __scale_nvcc::__atomic_value<_T>::__type __val,
                       int __order, int __scope = __NV_THREAD_SCOPE_SYSTEM);
template <class _T>
__device__ void __nv_atomic_exchange(_T *__ptr, _T *__val, _T *__ret,
                                     int __order,
                                     int __scope = __NV_THREAD_SCOPE_SYSTEM);
template <class _T>
__device__ _T __nv_atomic_load_n(const _T *__ptr, int __order,
                                 int __scope = __NV_THREAD_SCOPE_SYSTEM);
template <class _T>
__device__ void __nv_atomic_load(const _T *__ptr, _T *__ret, int __order,
                                 int __scope = __NV_THREAD_SCOPE_SYSTEM);
template <class _T>
__device__ void
__nv_atomic_store_n(_T *__ptr,
                    typename __scale_nvcc::__atomic_value<_T>::__type __val,
                    int __order, int __scope = __NV_THREAD_SCOPE_SYSTEM);
template <class _T>
__device__ void __nv_atomic_store(_T *__ptr, _T *__val, int __order,
                                  int __scope = __NV_THREAD_SCOPE_SYSTEM);
template <class _T>
__device__ bool __nv_atomic_compare_exchange_n(
    _T *__ptr, _T *__expected,
    typename __scale_nvcc::__atomic_value<_T>::__type __desired, bool __weak,
    int __success_order, int __failure_order,
    int __scope = __NV_THREAD_SCOPE_SYSTEM);
template <class _T>
__device__ bool
__nv_atomic_compare_exchange(_T *__ptr, _T *__expected, _T *__desired,
                             bool __weak, int __success_order,
                             int __failure_order,
                             int __scope = __NV_THREAD_SCOPE_SYSTEM);
__device__ void
__nv_atomic_thread_fence(int __order, int __scope = __NV_THREAD_SCOPE_SYSTEM);

#endif // __CUDA_ARCH__

#endif // SPEC_CUDA_NVCC_NV_ATOMIC_HPP
