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
//! every store clobber memory. The pointer is generic; a `__device T *`
//! converts to it implicitly in device code.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_CACHE_OPERATORS_HPP
#define SPEC_CUDA_NVCC_CACHE_OPERATORS_HPP

static_assert(sizeof(long) == 8, "nvcc's 64-bit `long` forms of the cache "
                                 "operators are the ones provided");

// Operand qualifiers: loads that may be reordered with other memory
// accesses (volatile, no clobber), and those that may not.
#define __SCALE_LD_MAY_REORDER volatile
#define __SCALE_LD_MAY_REORDER_CLOBBER
#define __SCALE_LD_ORDERED
#define __SCALE_LD_ORDERED_CLOBBER : "memory"

// The host side parses device code and emits none of it: there the
// operators are declarations, which is all that overload resolution in
// device functions needs, and half the header's front-end cost on that side
// (docs/nvcc.md, "Compile time").
#if !defined(__CUDA_ARCH__)
#define __SCALE_LOAD1(Name, Op, Order, T, Reg, Ptx, C)                       \
  __device__ T Name(const T *__ptr);
#define __SCALE_LOAD2 __SCALE_LOAD1
#define __SCALE_LOAD4 __SCALE_LOAD1
#define __SCALE_STORE1(Name, Op, Order, T, Reg, Ptx, C)                      \
  __device__ void Name(T *__ptr, T __value);
#define __SCALE_STORE2 __SCALE_STORE1
#define __SCALE_STORE4 __SCALE_STORE1
#else
// One overload of a cache-operator load. Reg is the type the PTX register
// holds (bytes travel in 32-bit registers), Ptx the instruction's type, C
// the register constraint.
#define __SCALE_LOAD1(Name, Op, Order, T, Reg, Ptx, C)                       \
  __device__ inline T Name(const T *__ptr) {                     \
    Reg __r;                                                                \
    asm __SCALE_LD_##Order("ld.global." Op "." Ptx " %0, [%1];"             \
                           : "=" C(__r)                                     \
                           : "l"(__ptr) __SCALE_LD_##Order##_CLOBBER);      \
    return (T)__r;                                                          \
  }
#define __SCALE_LOAD2(Name, Op, Order, T, Reg, Ptx, C)                       \
  __device__ inline T Name(const T *__ptr) {                     \
    Reg __x, __y;                                                           \
    asm __SCALE_LD_##Order("ld.global." Op ".v2." Ptx " {%0,%1}, [%2];"     \
                           : "=" C(__x), "=" C(__y)                         \
                           : "l"(__ptr) __SCALE_LD_##Order##_CLOBBER);      \
    T __v;                                                                  \
    __v.x = (decltype(__v.x))__x;                                           \
    __v.y = (decltype(__v.y))__y;                                           \
    return __v;                                                             \
  }
#define __SCALE_LOAD4(Name, Op, Order, T, Reg, Ptx, C)                       \
  __device__ inline T Name(const T *__ptr) {                     \
    Reg __x, __y, __z, __w;                                                 \
    asm __SCALE_LD_##Order(                                                 \
        "ld.global." Op ".v4." Ptx " {%0,%1,%2,%3}, [%4];"                  \
        : "=" C(__x), "=" C(__y), "=" C(__z), "=" C(__w)                    \
        : "l"(__ptr) __SCALE_LD_##Order##_CLOBBER);                         \
    T __v;                                                                  \
    __v.x = (decltype(__v.x))__x;                                           \
    __v.y = (decltype(__v.y))__y;                                           \
    __v.z = (decltype(__v.z))__z;                                           \
    __v.w = (decltype(__v.w))__w;                                           \
    return __v;                                                             \
  }

// One overload of a cache-operator store; stores always clobber memory.
#define __SCALE_STORE1(Name, Op, Order, T, Reg, Ptx, C)                      \
  __device__ inline void Name(T *__ptr, T __value) {             \
    asm("st.global." Op "." Ptx " [%0], %1;"                                \
        :                                                                   \
        : "l"(__ptr), C((Reg)__value)                                       \
        : "memory");                                                        \
  }
#define __SCALE_STORE2(Name, Op, Order, T, Reg, Ptx, C)                      \
  __device__ inline void Name(T *__ptr, T __value) {             \
    asm("st.global." Op ".v2." Ptx " [%0], {%1,%2};"                        \
        :                                                                   \
        : "l"(__ptr), C((Reg)__value.x), C((Reg)__value.y)                  \
        : "memory");                                                        \
  }
#define __SCALE_STORE4(Name, Op, Order, T, Reg, Ptx, C)                      \
  __device__ inline void Name(T *__ptr, T __value) {             \
    asm("st.global." Op ".v4." Ptx " [%0], {%1,%2,%3,%4};"                  \
        :                                                                   \
        : "l"(__ptr), C((Reg)__value.x), C((Reg)__value.y),                 \
          C((Reg)__value.z), C((Reg)__value.w)                              \
        : "memory");                                                        \
  }

#endif // !__CUDA_ARCH__

// The `long` types: Clang has `long` for its loads, and neither for __stwt.
#define __SCALE_SIGNED_LONG(Kind, Name, Op, Order)                           \
  __SCALE_##Kind##1(Name, Op, Order, long, unsigned long, "s64", "l")
#define __SCALE_UNSIGNED_LONG(Kind, Name, Op, Order)                         \
  __SCALE_##Kind##1(Name, Op, Order, unsigned long, unsigned long, "u64", "l")

// The other 28 types, as nvcc's sm_32_intrinsics.h lists them.
#define __SCALE_OTHER_TYPES(Kind, Name, Op, Order)                           \
  __SCALE_##Kind##1(Name, Op, Order, char, int, "s8", "r")                   \
  __SCALE_##Kind##1(Name, Op, Order, signed char, int, "s8", "r")            \
  __SCALE_##Kind##1(Name, Op, Order, short, short, "s16", "h")               \
  __SCALE_##Kind##1(Name, Op, Order, int, int, "s32", "r")                   \
  __SCALE_##Kind##1(Name, Op, Order, long long, long long, "s64", "l")       \
  __SCALE_##Kind##1(Name, Op, Order, unsigned char, unsigned, "u8", "r")     \
  __SCALE_##Kind##1(Name, Op, Order, unsigned short, unsigned short, "u16",  \
                    "h")                                                    \
  __SCALE_##Kind##1(Name, Op, Order, unsigned int, unsigned, "u32", "r")     \
  __SCALE_##Kind##1(Name, Op, Order, unsigned long long, unsigned long long, \
                    "u64", "l")                                             \
  __SCALE_##Kind##1(Name, Op, Order, float, float, "f32", "f")               \
  __SCALE_##Kind##1(Name, Op, Order, double, double, "f64", "d")             \
  __SCALE_##Kind##2(Name, Op, Order, char2, int, "s8", "r")                  \
  __SCALE_##Kind##2(Name, Op, Order, short2, short, "s16", "h")              \
  __SCALE_##Kind##2(Name, Op, Order, int2, int, "s32", "r")                  \
  __SCALE_##Kind##2(Name, Op, Order, longlong2, long long, "s64", "l")       \
  __SCALE_##Kind##2(Name, Op, Order, uchar2, unsigned, "u8", "r")            \
  __SCALE_##Kind##2(Name, Op, Order, ushort2, unsigned short, "u16", "h")    \
  __SCALE_##Kind##2(Name, Op, Order, uint2, unsigned, "u32", "r")            \
  __SCALE_##Kind##2(Name, Op, Order, ulonglong2, unsigned long long, "u64",  \
                    "l")                                                    \
  __SCALE_##Kind##2(Name, Op, Order, float2, float, "f32", "f")              \
  __SCALE_##Kind##2(Name, Op, Order, double2, double, "f64", "d")            \
  __SCALE_##Kind##4(Name, Op, Order, char4, int, "s8", "r")                  \
  __SCALE_##Kind##4(Name, Op, Order, short4, short, "s16", "h")              \
  __SCALE_##Kind##4(Name, Op, Order, int4, int, "s32", "r")                  \
  __SCALE_##Kind##4(Name, Op, Order, uchar4, unsigned, "u8", "r")            \
  __SCALE_##Kind##4(Name, Op, Order, ushort4, unsigned short, "u16", "h")    \
  __SCALE_##Kind##4(Name, Op, Order, uint4, unsigned, "u32", "r")            \
  __SCALE_##Kind##4(Name, Op, Order, float4, float, "f32", "f")

#define __SCALE_LONG_TYPES(Kind, Name, Op, Order)                            \
  __SCALE_SIGNED_LONG(Kind, Name, Op, Order)                                 \
  __SCALE_UNSIGNED_LONG(Kind, Name, Op, Order)

#define __SCALE_ALL_TYPES(Kind, Name, Op, Order)                             \
  __SCALE_LONG_TYPES(Kind, Name, Op, Order)                                  \
  __SCALE_OTHER_TYPES(Kind, Name, Op, Order)

// Operators Clang's wrappers lack entirely.
__SCALE_ALL_TYPES(LOAD, __ldca, "ca", MAY_REORDER)
__SCALE_ALL_TYPES(LOAD, __ldlu, "lu", ORDERED)
__SCALE_ALL_TYPES(STORE, __stcg, "cg", ORDERED)
__SCALE_ALL_TYPES(STORE, __stcs, "cs", ORDERED)
__SCALE_ALL_TYPES(STORE, __stwb, "wb", ORDERED)

// Operators Clang's wrappers have, but not for `unsigned long` (the loads)
// or either `long` type (__stwt).
__SCALE_UNSIGNED_LONG(LOAD, __ldcg, "cg", MAY_REORDER)
__SCALE_UNSIGNED_LONG(LOAD, __ldcs, "cs", MAY_REORDER)
__SCALE_UNSIGNED_LONG(LOAD, __ldcv, "cv", ORDERED)
__SCALE_LONG_TYPES(STORE, __stwt, "wt", ORDERED)

#undef __SCALE_ALL_TYPES
#undef __SCALE_OTHER_TYPES
#undef __SCALE_LONG_TYPES
#undef __SCALE_UNSIGNED_LONG
#undef __SCALE_SIGNED_LONG
#undef __SCALE_STORE4
#undef __SCALE_STORE2
#undef __SCALE_STORE1
#undef __SCALE_LOAD4
#undef __SCALE_LOAD2
#undef __SCALE_LOAD1
#undef __SCALE_LD_ORDERED_CLOBBER
#undef __SCALE_LD_ORDERED
#undef __SCALE_LD_MAY_REORDER_CLOBBER
#undef __SCALE_LD_MAY_REORDER

#endif // SPEC_CUDA_NVCC_CACHE_OPERATORS_HPP
