//===- spec/cuda/nvcc/asm_text.hpp - asm text built when used -*- C++ -*-===//
//
//! \file
//! Inline-asm text and constraints assembled at compile time (Clang's
//! constant-expression asm strings) from an operand's PTX type, for the
//! nvcc-only functions that are one instruction per type: one function
//! template instead of an overload per type, which every CUDA compilation
//! would parse (docs/nvcc.md, "Compile time"). Device side only.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_ASM_TEXT_HPP
#define SPEC_CUDA_NVCC_ASM_TEXT_HPP

namespace __scale_nvcc {

/// Text of an asm statement assembled at compile time: the operand's PTX
/// type picks one of ten spellings, which no single string literal can.
/// The functions are templates, evaluated only where a call is
/// instantiated (single return statements: C++11).
struct __asm_text {
  char __c[48];
  unsigned long __n;
  constexpr const char *data() const { return __c; }
  constexpr unsigned long size() const { return __n; }
};

template <class _Char> constexpr unsigned long __length(const _Char *__s) {
  return *__s ? 1 + __length(__s + 1) : 0;
}

/// The character at \p __i of the concatenation of four pieces of known
/// lengths, 0 past its end.
template <class _Char>
constexpr _Char
__char_at(unsigned long __i, const _Char *__a, unsigned long __la,
          const _Char *__b, unsigned long __lb, const _Char *__c,
          unsigned long __lc, const _Char *__d, unsigned long __ld) {
  return __i < __la                        ? __a[__i]
         : __i < __la + __lb               ? __b[__i - __la]
         : __i < __la + __lb + __lc        ? __c[__i - __la - __lb]
         : __i < __la + __lb + __lc + __ld ? __d[__i - __la - __lb - __lc]
                                           : '\0';
}

template <unsigned long... _I> struct __indices {};
typedef __indices<0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
                  18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
                  33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46>
    __text_indices;

template <unsigned long... _I, class _Char>
constexpr __asm_text
__concat(__indices<_I...>, const _Char *__a, unsigned long __la,
         const _Char *__b, unsigned long __lb, const _Char *__c,
         unsigned long __lc, const _Char *__d, unsigned long __ld) {
  return __asm_text{
      {__char_at(_I, __a, __la, __b, __lb, __c, __lc, __d, __ld)...},
      __la + __lb + __lc + __ld};
}

template <class _Char>
constexpr __asm_text __text(const _Char *__a, const _Char *__b = "",
                            const _Char *__c = "", const _Char *__d = "") {
  return __concat(__text_indices(), __a, __length(__a), __b, __length(__b), __c,
                  __length(__c), __d, __length(__d));
}

template <bool _Cond, class _A, class _B> struct __select {
  typedef _A type;
};
template <class _A, class _B> struct __select<false, _A, _B> {
  typedef _B type;
};

/// One element of an operand: its PTX type, the register that carries it
/// (bytes travel in 32-bit registers) and that register's constraint.
template <class _E> struct __element {
  typedef
      typename __select<sizeof(_E) == 1,
                        typename __select<__is_signed(_E), int, unsigned>::type,
                        _E>::type __reg;
  static constexpr const char *__kind() {
    return __is_floating_point(_E) ? "f" : __is_signed(_E) ? "s" : "u";
  }
  static constexpr const char *__bits() {
    return sizeof(_E) == 1   ? "8"
           : sizeof(_E) == 2 ? "16"
           : sizeof(_E) == 4 ? "32"
                             : "64";
  }
  static constexpr const char *__constraint() {
    return sizeof(_E) == 2           ? "h"
           : __is_floating_point(_E) ? (sizeof(_E) == 4 ? "f" : "d")
           : sizeof(_E) == 8         ? "l"
                                     : "r";
  }
};

} // namespace __scale_nvcc

#endif // SPEC_CUDA_NVCC_ASM_TEXT_HPP
