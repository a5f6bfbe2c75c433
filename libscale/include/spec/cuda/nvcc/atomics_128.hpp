//===- spec/cuda/nvcc/atomics_128.hpp - 16-byte atomicCAS, atomicExch -*- C++ -*-===//
//
//! \file
//! nvcc's crt/sm_90_rt.h has atomicCAS and atomicExch (and their _block and
//! _system forms) for every 16-byte, 16-byte-aligned, trivially copyable
//! type, on sm_90 and later, through compiler builtins Clang does not have.
//! These are the same templates over the PTX instructions nvcc emits,
//! `atom{.cta,,.sys}.cas.b128` and `.exch.b128` (the pointer is generic, so
//! the generic form). The constraint nvcc states only in C++20 is a SFINAE
//! condition here in every mode, so that no other atomicCAS call can pick
//! them.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_ATOMICS_128_HPP
#define SPEC_CUDA_NVCC_ATOMICS_128_HPP

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900

#include <type_traits>

namespace __scale_nvcc {

template <class T>
using if128BitAtomic =
    typename std::enable_if<sizeof(T) == 16 && alignof(T) >= 16 &&
                            std::is_trivially_copyable<T>::value>::type;

/// The two 64-bit halves of a 16-byte value, as the PTX operands take them.
struct Halves {
  unsigned long long Low, High;
};

template <class T> __device__ inline Halves halvesOf(const T &Value) {
  Halves Result;
  __builtin_memcpy(&Result, &Value, 16);
  return Result;
}

template <class T> __device__ inline T valueOf(const Halves &Bits) {
  union {
    T Value;
    Halves Bits;
  } Result{};
  Result.Bits = Bits;
  return Result.Value;
}

} // namespace __scale_nvcc

// atomicCAS<Scope> and atomicExch<Scope> on a 16-byte type; Scope is the PTX
// scope qualifier with its dot, or empty for the GPU.
#define __SCALE_ATOMIC_128(Suffix, Scope)                                   \
  template <class _T, class = __scale_nvcc::if128BitAtomic<_T>>             \
  __device__ inline _T atomicCAS##Suffix(_T *__address, _T __compare,       \
                                         _T __val) {                        \
    __scale_nvcc::Halves __c = __scale_nvcc::halvesOf(__compare);           \
    __scale_nvcc::Halves __v = __scale_nvcc::halvesOf(__val);               \
    __scale_nvcc::Halves __r;                                               \
    asm volatile("{\n\t.reg .b128 %%d, %%c, %%v;\n\t"                       \
                 "mov.b128 %%c, {%3, %4};\n\t"                              \
                 "mov.b128 %%v, {%5, %6};\n\t"                              \
                 "atom" Scope ".cas.b128 %%d, [%2], %%c, %%v;\n\t"          \
                 "mov.b128 {%0, %1}, %%d;\n\t}"                             \
                 : "=l"(__r.Low), "=l"(__r.High)                            \
                 : "l"(__address), "l"(__c.Low), "l"(__c.High),             \
                   "l"(__v.Low), "l"(__v.High)                              \
                 : "memory");                                               \
    return __scale_nvcc::valueOf<_T>(__r);                                  \
  }                                                                         \
  template <class _T, class = __scale_nvcc::if128BitAtomic<_T>>             \
  __device__ inline _T atomicExch##Suffix(_T *__address, _T __val) {        \
    __scale_nvcc::Halves __v = __scale_nvcc::halvesOf(__val);               \
    __scale_nvcc::Halves __r;                                               \
    asm volatile("{\n\t.reg .b128 %%d, %%v;\n\t"                            \
                 "mov.b128 %%v, {%3, %4};\n\t"                              \
                 "atom" Scope ".exch.b128 %%d, [%2], %%v;\n\t"              \
                 "mov.b128 {%0, %1}, %%d;\n\t}"                             \
                 : "=l"(__r.Low), "=l"(__r.High)                            \
                 : "l"(__address), "l"(__v.Low), "l"(__v.High)              \
                 : "memory");                                               \
    return __scale_nvcc::valueOf<_T>(__r);                                  \
  }

__SCALE_ATOMIC_128(, "")
__SCALE_ATOMIC_128(_block, ".cta")
__SCALE_ATOMIC_128(_system, ".sys")

#undef __SCALE_ATOMIC_128

#endif // !__CUDA_ARCH__ || __CUDA_ARCH__ >= 900

#endif // SPEC_CUDA_NVCC_ATOMICS_128_HPP
