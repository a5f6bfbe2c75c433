//===- spec/cuda/nvcc/cache_operators.hpp - __ldcs, __stcs... ---*- C++ -*-===//
//
//! \file
//! The cache-operator loads and stores of nvcc's sm_32_intrinsics.h that
//! Clang's __clang_cuda_intrinsics.h does not define: __ldca, __ldlu,
//! __stcg, __stcs and __stwb for all 30 types nvcc declares them for, the
//! `unsigned long` overloads of __ldcg, __ldcs and __ldcv (Clang has the
//! other 29) and the `long` / `unsigned long` ones of __stwt (Clang has the
//! other 28). Each is one PTX instruction, the one
//! nvcc emits: `ld.global.<op>.<type>` / `st.global.<op>.<type>`, with `.v2`
//! and `.v4` for the vector types.
//!
//! As in nvcc, __ldca and __ldcs (and __ldcg) are `asm volatile` without a
//! memory clobber; __ldlu and __ldcv, which read data that may change, and
//! every store clobber memory. The pointer is generic; a `__device T *` (or
//! any named space's) converts to it in device code, as to nvcc's parameter.
//!
//! Every CUDA compilation reads this header, and most never call these
//! functions: each of the five names Clang lacks is one function template
//! instead of nvcc's 30 overloads (150 declarations cost the device side 3%
//! of an empty TU's compile time, docs/nvcc.md "Compile time"). The template
//! takes exactly the types nvcc has an overload for (__cache_operand) and
//! deduces the type from the pointer only, so a store's value converts to
//! the pointee type as an argument of nvcc's overload would; any other
//! pointer finds no function, with the requirement named in the note. The
//! instruction text is assembled at compile time from the operand's PTX
//! type (Clang's constant-expression asm strings), when a call instantiates
//! it.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_CACHE_OPERATORS_HPP
#define SPEC_CUDA_NVCC_CACHE_OPERATORS_HPP

#ifdef __CUDA_ARCH__
#include <spec/cuda/nvcc/asm_text.hpp>
#endif

static_assert(sizeof(long) == 8, "nvcc's 64-bit `long` forms of the cache "
                                 "operators are the ones provided");

namespace __scale_nvcc {

/// The types nvcc's sm_32_intrinsics.h declares the cache operators for.
template <class _T> struct __nvcc_has_overload_for {
  static constexpr bool value =
      __is_same(_T, char) || __is_same(_T, signed char) ||
      __is_same(_T, short) || __is_same(_T, int) || __is_same(_T, long) ||
      __is_same(_T, long long) || __is_same(_T, unsigned char) ||
      __is_same(_T, unsigned short) || __is_same(_T, unsigned int) ||
      __is_same(_T, unsigned long) || __is_same(_T, unsigned long long) ||
      __is_same(_T, float) || __is_same(_T, double) || __is_same(_T, char2) ||
      __is_same(_T, short2) || __is_same(_T, int2) ||
      __is_same(_T, longlong2) || __is_same(_T, uchar2) ||
      __is_same(_T, ushort2) || __is_same(_T, uint2) ||
      __is_same(_T, ulonglong2) || __is_same(_T, float2) ||
      __is_same(_T, double2) || __is_same(_T, char4) || __is_same(_T, short4) ||
      __is_same(_T, int4) || __is_same(_T, uchar4) || __is_same(_T, ushort4) ||
      __is_same(_T, uint4) || __is_same(_T, float4);
};

/// Named `enable_if` so that Clang's note on a rejected call names the
/// requirement ("requirement '__nvcc_has_overload_for<bool>::value' was not
/// satisfied").
template <bool _Accepted, class _T> struct enable_if {};
template <class _T> struct enable_if<true, _T> {
  typedef _T type;
};

/// The generic type of a pointee: itself, or with the extension a named
/// space's type, whose pointer converts to generic in device code as it
/// would to nvcc's parameter (a __flat one does not). Spelled with the
/// spaces' numbers: the qualifier macros are hidden in system headers that
/// are not the binary's own libscale (docs/architecture.md), as this one is
/// when found through another -isystem directory.
template <class _T> struct __generic {
  typedef _T type;
};
#ifdef __SCALE_ADDRSPACES__
template <class _T>
struct __generic<__attribute__((address_space(__SCALE_AS_DEVICE__))) _T> {
  typedef _T type;
};
template <class _T>
struct __generic<__attribute__((address_space(__SCALE_AS_SHARED__))) _T> {
  typedef _T type;
};
template <class _T>
struct __generic<__attribute__((address_space(__SCALE_AS_CONSTANT__))) _T> {
  typedef _T type;
};
template <class _T>
struct __generic<__attribute__((address_space(__SCALE_AS_LOCAL__))) _T> {
  typedef _T type;
};
#endif
template <class _T> using __pointee = typename __generic<_T>::type;

#ifdef __CUDA_ARCH__

/// A scalar operand is its own element; a vector's elements are its `x`.
template <class _T, bool _Scalar = __is_scalar(_T)> struct __operand {
  typedef _T __elem;
  static constexpr int __width = 1;
};
template <class _T> struct __operand<_T, false> {
  typedef decltype(_T::x) __elem;
  static constexpr int __width = sizeof(_T) / sizeof(__elem);
};

#endif // __CUDA_ARCH__

} // namespace __scale_nvcc

// Operand qualifiers: loads that may be reordered with other memory
// accesses (volatile, no clobber), and those that may not.
#define __SCALE_LD_MAY_REORDER volatile
#define __SCALE_LD_MAY_REORDER_CLOBBER
#define __SCALE_LD_ORDERED
#define __SCALE_LD_ORDERED_CLOBBER : "memory"

// Type, if nvcc has an overload for a cache operator's pointer argument of
// type `_T *`.
#define __SCALE_CACHE_ENABLE(Type)                                             \
  typename __scale_nvcc::enable_if<__scale_nvcc::__nvcc_has_overload_for<      \
                                       __scale_nvcc::__pointee<_T>>::value,    \
                                   Type>::type

// The host side parses device code and emits none of it: there the
// operators are declarations, which is all that overload resolution in
// device functions needs. In device code the pointer converts to generic
// in the asm operand, as at a call of nvcc's overload (`cvta.global` for a
// `__device` pointer).
#ifdef __CUDA_ARCH__
// The types of one operand: __t its generic type, __r the register of one
// element.
#define __SCALE_CACHE_TYPES                                                    \
  typedef __scale_nvcc::__pointee<_T> __t;                                     \
  typedef __scale_nvcc::__operand<__t> __o;                                    \
  typedef __scale_nvcc::__element<typename __o::__elem> __e;                   \
  typedef typename __e::__reg __r;
#define __SCALE_CACHE_TEXT(Kind, Op, Vector, Operands)                         \
  (__scale_nvcc::__text(Kind Op Vector, __e::__kind(), __e::__bits(), Operands))
#define __SCALE_CACHE_IN (__scale_nvcc::__text(__e::__constraint()))
#define __SCALE_CACHE_OUT (__scale_nvcc::__text("=", __e::__constraint()))
#define __SCALE_CACHE_LOAD(Name, Op, Order)                                    \
  template <class _T>                                                          \
  __device__ inline __SCALE_CACHE_ENABLE(__scale_nvcc::__pointee<_T>)          \
      Name(const _T *__ptr) {                                                  \
    __SCALE_CACHE_TYPES                                                        \
    if constexpr (__o::__width == 1) {                                         \
      __r __x;                                                                 \
      asm __SCALE_LD_##Order(                                                  \
          __SCALE_CACHE_TEXT("ld.global.", Op, ".", " %0, [%1];")              \
          : __SCALE_CACHE_OUT(__x)                                             \
          : "l"((const __t *)__ptr)__SCALE_LD_##Order##_CLOBBER);              \
      return (__t)__x;                                                         \
    } else if constexpr (__o::__width == 2) {                                  \
      __r __x, __y;                                                            \
      asm __SCALE_LD_##Order(                                                  \
          __SCALE_CACHE_TEXT("ld.global.", Op, ".v2.", " {%0,%1}, [%2];")      \
          : __SCALE_CACHE_OUT(__x), __SCALE_CACHE_OUT(__y)                     \
          : "l"((const __t *)__ptr)__SCALE_LD_##Order##_CLOBBER);              \
      __t __v;                                                                 \
      __v.x = (typename __o::__elem)__x;                                       \
      __v.y = (typename __o::__elem)__y;                                       \
      return __v;                                                              \
    } else {                                                                   \
      __r __x, __y, __z, __w;                                                  \
      asm __SCALE_LD_##Order(                                                  \
          __SCALE_CACHE_TEXT("ld.global.", Op, ".v4.",                         \
                             " {%0,%1,%2,%3}, [%4];")                          \
          : __SCALE_CACHE_OUT(__x), __SCALE_CACHE_OUT(__y),                    \
            __SCALE_CACHE_OUT(__z), __SCALE_CACHE_OUT(__w)                     \
          : "l"((const __t *)__ptr)__SCALE_LD_##Order##_CLOBBER);              \
      __t __v;                                                                 \
      __v.x = (typename __o::__elem)__x;                                       \
      __v.y = (typename __o::__elem)__y;                                       \
      __v.z = (typename __o::__elem)__z;                                       \
      __v.w = (typename __o::__elem)__w;                                       \
      return __v;                                                              \
    }                                                                          \
  }
// Stores always clobber memory.
#define __SCALE_CACHE_STORE(Name, Op)                                          \
  template <class _T>                                                          \
  __device__ inline __SCALE_CACHE_ENABLE(void)                                 \
      Name(_T *__ptr, __scale_nvcc::__pointee<_T> __value) {                   \
    __SCALE_CACHE_TYPES                                                        \
    if constexpr (__o::__width == 1)                                           \
      asm(__SCALE_CACHE_TEXT("st.global.", Op, ".", " [%0], %1;")              \
          :                                                                    \
          : "l"((__t *)__ptr), __SCALE_CACHE_IN((__r)__value)                  \
          : "memory");                                                         \
    else if constexpr (__o::__width == 2)                                      \
      asm(__SCALE_CACHE_TEXT("st.global.", Op, ".v2.", " [%0], {%1,%2};")      \
          :                                                                    \
          : "l"((__t *)__ptr), __SCALE_CACHE_IN((__r)__value.x),               \
            __SCALE_CACHE_IN((__r)__value.y)                                   \
          : "memory");                                                         \
    else                                                                       \
      asm(__SCALE_CACHE_TEXT("st.global.", Op, ".v4.",                         \
                             " [%0], {%1,%2,%3,%4};")                          \
          :                                                                    \
          : "l"((__t *)__ptr), __SCALE_CACHE_IN((__r)__value.x),               \
            __SCALE_CACHE_IN((__r)__value.y),                                  \
            __SCALE_CACHE_IN((__r)__value.z), __SCALE_CACHE_IN((__r)__value.w) \
          : "memory");                                                         \
  }
// One type: the instruction written out.
#define __SCALE_CACHE_LOAD_OF(Name, Op, Order, T, Ptx)                         \
  __device__ inline T Name(const T *__ptr) {                                   \
    T __x;                                                                     \
    asm __SCALE_LD_##Order("ld.global." Op "." Ptx " %0, [%1];"                \
                           : "=l"(__x)                                         \
                           : "l"(__ptr)__SCALE_LD_##Order##_CLOBBER);          \
    return __x;                                                                \
  }
#define __SCALE_CACHE_STORE_OF(Name, Op, T, Ptx)                               \
  __device__ inline void Name(T *__ptr, T __value) {                           \
    asm("st.global." Op "." Ptx " [%0], %1;"                                   \
        :                                                                      \
        : "l"(__ptr), "l"(__value)                                             \
        : "memory");                                                           \
  }
#else
#define __SCALE_CACHE_LOAD(Name, Op, Order)                                    \
  template <class _T>                                                          \
  __device__ __SCALE_CACHE_ENABLE(__scale_nvcc::__pointee<_T>)                 \
      Name(const _T *__ptr);
#define __SCALE_CACHE_STORE(Name, Op)                                          \
  template <class _T>                                                          \
  __device__ __SCALE_CACHE_ENABLE(void)                                        \
      Name(_T *__ptr, __scale_nvcc::__pointee<_T> __value);
#define __SCALE_CACHE_LOAD_OF(Name, Op, Order, T, Ptx)                         \
  __device__ T Name(const T *__ptr);
#define __SCALE_CACHE_STORE_OF(Name, Op, T, Ptx)                               \
  __device__ void Name(T *__ptr, T __value);
#endif

// Operators Clang's wrappers lack entirely.
__SCALE_CACHE_LOAD(__ldca, "ca", MAY_REORDER)
__SCALE_CACHE_LOAD(__ldlu, "lu", ORDERED)
__SCALE_CACHE_STORE(__stcg, "cg")
__SCALE_CACHE_STORE(__stcs, "cs")
__SCALE_CACHE_STORE(__stwb, "wb")

// Operators Clang's wrappers have, but not for `unsigned long` (the loads)
// or either `long` type (__stwt): plain overloads next to Clang's.
__SCALE_CACHE_LOAD_OF(__ldcg, "cg", MAY_REORDER, unsigned long, "u64")
__SCALE_CACHE_LOAD_OF(__ldcs, "cs", MAY_REORDER, unsigned long, "u64")
__SCALE_CACHE_LOAD_OF(__ldcv, "cv", ORDERED, unsigned long, "u64")
__SCALE_CACHE_STORE_OF(__stwt, "wt", long, "s64")
__SCALE_CACHE_STORE_OF(__stwt, "wt", unsigned long, "u64")

#undef __SCALE_CACHE_STORE_OF
#undef __SCALE_CACHE_LOAD_OF
#undef __SCALE_CACHE_STORE
#undef __SCALE_CACHE_LOAD
#undef __SCALE_CACHE_OUT
#undef __SCALE_CACHE_IN
#undef __SCALE_CACHE_TEXT
#undef __SCALE_CACHE_TYPES
#undef __SCALE_CACHE_ENABLE
#undef __SCALE_LD_ORDERED_CLOBBER
#undef __SCALE_LD_ORDERED
#undef __SCALE_LD_MAY_REORDER_CLOBBER
#undef __SCALE_LD_MAY_REORDER

#endif // SPEC_CUDA_NVCC_CACHE_OPERATORS_HPP
