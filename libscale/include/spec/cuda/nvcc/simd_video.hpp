//===- spec/cuda/nvcc/simd_video.hpp - SIMD video functions -*- C++ -*-===//
//
//! \file
//! The SIMD functions on two 16-bit or four 8-bit lanes of an unsigned int
//! (__vadd2, __vcmpgts4, __vsubss2...), written as integer code. Clang's
//! __clang_cuda_device_functions.h implements them as inline PTX video
//! instructions (vadd2, vset4, vabsdiff2...), which no GPU since sm_50
//! executes: ptxas emulates each one in isolation, and LLVM cannot see into
//! the asm. A kernel that calls all 82 needed 96 registers where nvcc, which
//! lowers them to integer code, needs 38 (HeCBench intrinsics-simd, sm_90).
//! Here the 16-bit lanes use <2 x i16> vector operations on sm_90, which
//! has them as instructions (add.s16x2, max.s16x2...), and everything else
//! is SIMD-within-a-register arithmetic on the 32-bit word, whose lanes
//! cannot carry into each other. Three functions stay the wrapper's,
//! being single instructions that ptxas keeps (__vabsdiffu4 is VABSDIFF4;
//! __vsadu2, __vsadu4); the signed absolute differences and sums use them
//! on operands biased by 0x80 per lane, which keeps every difference.
//!
//! Semantics, as the PTX instructions have them: lanes wrap unless the name
//! says ss (signed saturation) or us (unsigned saturation); __vabs wraps
//! (the most negative lane stays itself); __vavgs rounds halves away from
//! zero, __vavgu up, __vhaddu down; __vcmp gives all ones per true lane,
//! __vset gives 1.
//!
//! Function-like macros: the wrapper's definitions precede this header.
//! compat.hpp includes it when the program's own files name one of the
//! functions (clang/lib/NvccCompat.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_SIMD_VIDEO_HPP
#define SPEC_CUDA_NVCC_SIMD_VIDEO_HPP

// The device side defines the functions, the host side only declares them:
// it parses device code and emits none of it (docs/nvcc.md, "Compile
// time").
#ifdef __CUDA_ARCH__
namespace __scale_nvcc {

/// The constants of a lane width: every lane's sign bit (High), the other
/// bits (Low), every lane's lowest bit (One), and the shift that moves a
/// sign bit to its lane's lowest bit.
template <unsigned Width> struct Lanes;
template <> struct Lanes<16> {
  static constexpr unsigned High = 0x80008000u, Low = 0x7fff7fffu,
                            One = 0x00010001u, SignShift = 15;
};
template <> struct Lanes<8> {
  static constexpr unsigned High = 0x80808080u, Low = 0x7f7f7f7fu,
                            One = 0x01010101u, SignShift = 7;
};

// Every function below keeps its lanes apart: a sum of two values below a
// lane's sign bit, or a difference from a value with the sign bit set, stays
// inside the lane, and the sign bits are put back by exclusive or.
template <unsigned W>
static __device__ __forceinline__ unsigned laneAdd(unsigned __a, unsigned __b) {
  using L = Lanes<W>;
  return ((__a & L::Low) + (__b & L::Low)) ^ ((__a ^ __b) & L::High);
}
template <unsigned W>
static __device__ __forceinline__ unsigned laneSub(unsigned __a, unsigned __b) {
  using L = Lanes<W>;
  return ((__a | L::High) - (__b & L::Low)) ^ ((__a ^ ~__b) & L::High);
}
/// All ones in the lanes whose sign bit \p __m has (it has no other bits).
template <unsigned W>
static __device__ __forceinline__ unsigned laneMask(unsigned __m) {
  return (__m << 1) - (__m >> Lanes<W>::SignShift);
}
/// Sign bits of the lanes where a > b, unsigned: the carry out of each lane
/// of a + ~b, the majority of the two sign bits and the carry into them.
template <unsigned W>
static __device__ __forceinline__ unsigned gtuSigns(unsigned __a,
                                                    unsigned __b) {
  using L = Lanes<W>;
  unsigned __sum = (__a & L::Low) + (~__b & L::Low);
  return ((__a & ~__b) | ((__a | ~__b) & __sum)) & L::High;
}
/// The same, signed: the biased values a ^ High > b ^ High, whose low bits
/// are a's and b's, and whose sign bits are the complements.
template <unsigned W>
static __device__ __forceinline__ unsigned gtsSigns(unsigned __a,
                                                    unsigned __b) {
  using L = Lanes<W>;
  unsigned __sum = (__a & L::Low) + (~__b & L::Low);
  return ((~__a & __b) | ((~__a | __b) & __sum)) & L::High;
}
/// Sign bits of the lanes where a == b: a lane of a ^ b is zero when
/// neither its sign bit nor its low bits plus Low reach the sign bit.
template <unsigned W>
static __device__ __forceinline__ unsigned eqSigns(unsigned __a, unsigned __b) {
  using L = Lanes<W>;
  unsigned __diff = __a ^ __b;
  return ~(((__diff & L::Low) + L::Low) | __diff) & L::High;
}
/// \p __a's bits where \p __mask has ones, \p __b's elsewhere.
static __device__ __forceinline__ unsigned blend(unsigned __mask, unsigned __a,
                                                 unsigned __b) {
  return (__a & __mask) | (__b & ~__mask);
}
/// Rounded down average, unsigned: the common bits plus half the others
/// (each lane's lowest bit cleared before the shift leaves its lane).
template <unsigned W>
static __device__ __forceinline__ unsigned haddu(unsigned __a, unsigned __b) {
  return (__a & __b) + (((__a ^ __b) & ~Lanes<W>::One) >> 1);
}
template <unsigned W>
static __device__ __forceinline__ unsigned avgu(unsigned __a, unsigned __b) {
  return (__a | __b) - (((__a ^ __b) & ~Lanes<W>::One) >> 1);
}
/// Rounded average, signed, halves away from zero: the rounded down average
/// of the biased values, plus one where the sum is odd and the average not
/// negative (its biased sign bit set).
template <unsigned W>
static __device__ __forceinline__ unsigned avgs(unsigned __a, unsigned __b) {
  using L = Lanes<W>;
  unsigned __floor = haddu<W>(__a ^ L::High, __b ^ L::High);
  unsigned __up = (__a ^ __b) & (__floor >> L::SignShift) & L::One;
  return (__floor + __up) ^ L::High;
}
/// Saturation: where the wrapped result's sign differs from both operands'
/// (addition) or from the first's when the signs differed (subtraction),
/// the lane is the limit on the first operand's side.
template <unsigned W>
static __device__ __forceinline__ unsigned
saturateSigned(unsigned __result, unsigned __overflow, unsigned __a) {
  using L = Lanes<W>;
  unsigned __limit = ((__a & L::High) >> L::SignShift) + L::Low;
  return blend(laneMask<W>(__overflow & L::High), __limit, __result);
}
template <unsigned W>
static __device__ __forceinline__ unsigned addss(unsigned __a, unsigned __b) {
  unsigned __r = laneAdd<W>(__a, __b);
  return saturateSigned<W>(__r, (__r ^ __a) & (__r ^ __b), __a);
}
template <unsigned W>
static __device__ __forceinline__ unsigned subss(unsigned __a, unsigned __b) {
  unsigned __r = laneSub<W>(__a, __b);
  return saturateSigned<W>(__r, (__a ^ __b) & (__a ^ __r), __a);
}
/// Unsigned saturation: a lane that carried out of an addition is all ones,
/// one that borrowed in a subtraction zero.
template <unsigned W>
static __device__ __forceinline__ unsigned addus(unsigned __a, unsigned __b) {
  unsigned __r = laneAdd<W>(__a, __b);
  unsigned __carry = (__a & __b) | ((__a | __b) & ~__r);
  return __r | laneMask<W>(__carry & Lanes<W>::High);
}
template <unsigned W>
static __device__ __forceinline__ unsigned subus(unsigned __a, unsigned __b) {
  unsigned __r = laneSub<W>(__a, __b);
  unsigned __borrow = (~__a & __b) | (~(__a ^ __b) & __r);
  return __r & ~laneMask<W>(__borrow & Lanes<W>::High);
}

// Operations on the two 16-bit lanes. sm_90 has packed 16-bit additions,
// minima and maxima (add.s16x2, min.s16x2...), which <2 x i16> vector
// operations become; earlier targets would split those into 16-bit
// instructions, which cost more than the lane arithmetic above. Neither
// has a packed subtraction (LLVM splits a vector one on sm_90 too).
/// a > b per lane, signed or not, as sign bits.
template <unsigned W, bool Signed>
static __device__ __forceinline__ unsigned greaterSigns(unsigned __a,
                                                        unsigned __b) {
  return Signed ? gtsSigns<W>(__a, __b) : gtuSigns<W>(__a, __b);
}

#if __CUDA_ARCH__ >= 900
template <bool Signed> struct Vector16 {
  typedef unsigned short type __attribute__((ext_vector_type(2)));
};
template <> struct Vector16<true> {
  typedef short type __attribute__((ext_vector_type(2)));
};

static __device__ __forceinline__ unsigned add16(unsigned __a, unsigned __b) {
  using V = Vector16<false>::type;
  return __builtin_bit_cast(unsigned, __builtin_bit_cast(V, __a) +
                                          __builtin_bit_cast(V, __b));
}
/// The larger (\p Maximum) or smaller lanes of \p __a and \p __b.
template <bool Signed, bool Maximum>
static __device__ __forceinline__ unsigned extremum16(unsigned __a,
                                                      unsigned __b) {
  using V = typename Vector16<Signed>::type;
  V __x = __builtin_bit_cast(V, __a), __y = __builtin_bit_cast(V, __b);
  return __builtin_bit_cast(unsigned,
                            Maximum ? __builtin_elementwise_max(__x, __y)
                                    : __builtin_elementwise_min(__x, __y));
}
#else
/// The sum less the carry that crossed into the upper lane.
static __device__ __forceinline__ unsigned add16(unsigned __a, unsigned __b) {
  unsigned __sum = __a + __b;
  return __sum - ((__a ^ __b ^ __sum) & 0x10000u);
}
template <bool Signed, bool Maximum>
static __device__ __forceinline__ unsigned extremum16(unsigned __a,
                                                      unsigned __b) {
  unsigned __greater = laneMask<16>(greaterSigns<16, Signed>(__a, __b));
  return Maximum ? blend(__greater, __a, __b) : blend(__greater, __b, __a);
}
#endif
template <bool Signed>
static __device__ __forceinline__ unsigned max16(unsigned __a, unsigned __b) {
  return extremum16<Signed, true>(__a, __b);
}
template <bool Signed>
static __device__ __forceinline__ unsigned min16(unsigned __a, unsigned __b) {
  return extremum16<Signed, false>(__a, __b);
}
/// The difference plus the borrow that crossed from the upper lane.
static __device__ __forceinline__ unsigned sub16(unsigned __a, unsigned __b) {
  unsigned __difference = __a - __b;
  return __difference + ((__a ^ __b ^ __difference) & 0x10000u);
}

/// Comparisons as sign bits per lane, by name.
enum class Compare { Eq, Ne, Ges, Geu, Gts, Gtu, Les, Leu, Lts, Ltu };
template <unsigned W, Compare C>
static __device__ __forceinline__ unsigned compareSigns(unsigned __a,
                                                        unsigned __b) {
  constexpr unsigned High = Lanes<W>::High;
  switch (C) {
  case Compare::Eq:
    return eqSigns<W>(__a, __b);
  case Compare::Ne:
    return eqSigns<W>(__a, __b) ^ High;
  case Compare::Gts:
    return gtsSigns<W>(__a, __b);
  case Compare::Gtu:
    return gtuSigns<W>(__a, __b);
  case Compare::Lts:
    return gtsSigns<W>(__b, __a);
  case Compare::Ltu:
    return gtuSigns<W>(__b, __a);
  case Compare::Ges:
    return gtsSigns<W>(__b, __a) ^ High;
  case Compare::Geu:
    return gtuSigns<W>(__b, __a) ^ High;
  case Compare::Les:
    return gtsSigns<W>(__a, __b) ^ High;
  case Compare::Leu:
    return gtuSigns<W>(__a, __b) ^ High;
  }
  return 0;
}

} // namespace __scale_nvcc

// The functions, named __scale_<name> and reached through the macros at the
// end. Each is a one-line use of the helpers above.
#define __SCALE_SIMD_1(Name, ...)                                              \
  __device__ __forceinline__ unsigned int __scale_##Name(unsigned int __a) {   \
    using namespace __scale_nvcc;                                              \
    return __VA_ARGS__;                                                        \
  }
#define __SCALE_SIMD_2(Name, ...)                                              \
  __device__ __forceinline__ unsigned int __scale_##Name(unsigned int __a,     \
                                                         unsigned int __b) {   \
    using namespace __scale_nvcc;                                              \
    return __VA_ARGS__;                                                        \
  }
#else
#define __SCALE_SIMD_1(Name, ...)                                              \
  __device__ unsigned int __scale_##Name(unsigned int __a);
#define __SCALE_SIMD_2(Name, ...)                                              \
  __device__ unsigned int __scale_##Name(unsigned int __a, unsigned int __b);
#endif // __CUDA_ARCH__

// 16-bit lanes, through the lane operations above.
__SCALE_SIMD_2(__vadd2, add16(__a, __b))
__SCALE_SIMD_2(__vsub2, sub16(__a, __b))
__SCALE_SIMD_1(__vneg2, sub16(0u, __a))
__SCALE_SIMD_2(__vmaxs2, max16<true>(__a, __b))
__SCALE_SIMD_2(__vmaxu2, max16<false>(__a, __b))
__SCALE_SIMD_2(__vmins2, min16<true>(__a, __b))
__SCALE_SIMD_2(__vminu2, min16<false>(__a, __b))
// |a - b| is the larger minus the smaller, which fits an unsigned lane.
__SCALE_SIMD_2(__vabsdiffs2,
               sub16(max16<true>(__a, __b), min16<true>(__a, __b)))
__SCALE_SIMD_2(__vabsdiffu2,
               sub16(max16<false>(__a, __b), min16<false>(__a, __b)))
// max(a, -a) wraps at -32768, as __vabs2 does; taken as unsigned, that lane
// is the only one above 0x7fff, so the unsigned minimum saturates it.
__SCALE_SIMD_1(__vabs2, max16<true>(__a, sub16(0u, __a)))
__SCALE_SIMD_1(__vabsss2,
               min16<false>(max16<true>(__a, sub16(0u, __a)), 0x7fff7fffu))
// -max(a, -32767) is -a but where a is -32768.
__SCALE_SIMD_1(__vnegss2, sub16(0u, max16<true>(__a, 0x80018001u)))
// a + min(b, ~a) cannot pass 0xffff; max(a, b) - b cannot go below zero.
__SCALE_SIMD_2(__vaddus2, add16(__a, min16<false>(__b, ~__a)))
__SCALE_SIMD_2(__vsubus2, sub16(max16<false>(__a, __b), __b))
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
// a + b and a - b with b clamped to what keeps the result in range: for
// addition [-32768 - min(a, 0), 32767 - max(a, 0)], for subtraction
// [max(a, -1) - 32767, min(a, -1) + 32768]; the bounds themselves fit.
// Seven packed instructions; without them, the overflow test is shorter.
__SCALE_SIMD_2(__vaddss2,
               add16(__a,
                     min16<true>(max16<true>(__b, sub16(0x80008000u,
                                                        min16<true>(__a, 0u))),
                                 sub16(0x7fff7fffu, max16<true>(__a, 0u)))))
__SCALE_SIMD_2(__vsubss2,
               sub16(__a,
                     min16<true>(max16<true>(__b, add16(max16<true>(__a, ~0u),
                                                        0x80018001u)),
                                 add16(min16<true>(__a, ~0u), 0x80008000u))))
#else
__SCALE_SIMD_2(__vaddss2, addss<16>(__a, __b))
__SCALE_SIMD_2(__vsubss2, subss<16>(__a, __b))
#endif
__SCALE_SIMD_2(__vavgs2, avgs<16>(__a, __b))
__SCALE_SIMD_2(__vavgu2, avgu<16>(__a, __b))
__SCALE_SIMD_2(__vhaddu2, haddu<16>(__a, __b))
__SCALE_SIMD_2(__vsads2, __vsadu2(__a ^ 0x80008000u, __b ^ 0x80008000u))

// 8-bit lanes.
__SCALE_SIMD_2(__vadd4, laneAdd<8>(__a, __b))
__SCALE_SIMD_2(__vsub4, laneSub<8>(__a, __b))
__SCALE_SIMD_1(__vneg4, laneSub<8>(0u, __a))
__SCALE_SIMD_2(__vaddss4, addss<8>(__a, __b))
__SCALE_SIMD_2(__vsubss4, subss<8>(__a, __b))
__SCALE_SIMD_2(__vaddus4, addus<8>(__a, __b))
__SCALE_SIMD_2(__vsubus4, subus<8>(__a, __b))
// -a overflows only where a is -128, the one lane whose sign bit both a
// and -a have: there it becomes 127.
__SCALE_SIMD_1(__vnegss4, laneSub<8>(0u, __a) -
                              ((__a & laneSub<8>(0u, __a) & 0x80808080u) >> 7))
__SCALE_SIMD_2(__vmaxs4, blend(laneMask<8>(gtsSigns<8>(__a, __b)), __a, __b))
__SCALE_SIMD_2(__vmaxu4, blend(laneMask<8>(gtuSigns<8>(__a, __b)), __a, __b))
__SCALE_SIMD_2(__vmins4, blend(laneMask<8>(gtsSigns<8>(__a, __b)), __b, __a))
__SCALE_SIMD_2(__vminu4, blend(laneMask<8>(gtuSigns<8>(__a, __b)), __b, __a))
__SCALE_SIMD_2(__vavgs4, avgs<8>(__a, __b))
__SCALE_SIMD_2(__vavgu4, avgu<8>(__a, __b))
__SCALE_SIMD_2(__vhaddu4, haddu<8>(__a, __b))
// Signed differences are the differences of the values biased by 128.
__SCALE_SIMD_2(__vabsdiffs4, __vabsdiffu4(__a ^ 0x80808080u, __b ^ 0x80808080u))
__SCALE_SIMD_2(__vsads4, __vsadu4(__a ^ 0x80808080u, __b ^ 0x80808080u))
__SCALE_SIMD_1(__vabs4, __vabsdiffu4(__a ^ 0x80808080u, 0x80808080u))
// |a| is 0x80 only where a is -128: there 127.
__SCALE_SIMD_1(__vabsss4, __vabsdiffu4(__a ^ 0x80808080u, 0x80808080u) -
                              ((__vabsdiffu4(__a ^ 0x80808080u, 0x80808080u) &
                                0x80808080u) >>
                               7))

// The comparisons: __vcmp<c><w> all ones per true lane, __vset<c><w> one.
#define __SCALE_SIMD_COMPARE(Cond, Kind)                                       \
  __SCALE_SIMD_2(__vcmp##Cond##2,                                              \
                 laneMask<16>(compareSigns<16, Compare::Kind>(__a, __b)))      \
  __SCALE_SIMD_2(__vcmp##Cond##4,                                              \
                 laneMask<8>(compareSigns<8, Compare::Kind>(__a, __b)))        \
  __SCALE_SIMD_2(__vset##Cond##2,                                              \
                 compareSigns<16, Compare::Kind>(__a, __b) >> 15)              \
  __SCALE_SIMD_2(__vset##Cond##4, compareSigns<8, Compare::Kind>(__a, __b) >> 7)
__SCALE_SIMD_COMPARE(eq, Eq)
__SCALE_SIMD_COMPARE(ne, Ne)
__SCALE_SIMD_COMPARE(ges, Ges)
__SCALE_SIMD_COMPARE(geu, Geu)
__SCALE_SIMD_COMPARE(gts, Gts)
__SCALE_SIMD_COMPARE(gtu, Gtu)
__SCALE_SIMD_COMPARE(les, Les)
__SCALE_SIMD_COMPARE(leu, Leu)
__SCALE_SIMD_COMPARE(lts, Lts)
__SCALE_SIMD_COMPARE(ltu, Ltu)
#undef __SCALE_SIMD_COMPARE
#undef __SCALE_SIMD_1
#undef __SCALE_SIMD_2

#define __vabs2(...) __scale___vabs2(__VA_ARGS__)
#define __vabs4(...) __scale___vabs4(__VA_ARGS__)
#define __vabsdiffs2(...) __scale___vabsdiffs2(__VA_ARGS__)
#define __vabsdiffs4(...) __scale___vabsdiffs4(__VA_ARGS__)
#define __vabsdiffu2(...) __scale___vabsdiffu2(__VA_ARGS__)
#define __vabsss2(...) __scale___vabsss2(__VA_ARGS__)
#define __vabsss4(...) __scale___vabsss4(__VA_ARGS__)
#define __vadd2(...) __scale___vadd2(__VA_ARGS__)
#define __vadd4(...) __scale___vadd4(__VA_ARGS__)
#define __vaddss2(...) __scale___vaddss2(__VA_ARGS__)
#define __vaddss4(...) __scale___vaddss4(__VA_ARGS__)
#define __vaddus2(...) __scale___vaddus2(__VA_ARGS__)
#define __vaddus4(...) __scale___vaddus4(__VA_ARGS__)
#define __vavgs2(...) __scale___vavgs2(__VA_ARGS__)
#define __vavgs4(...) __scale___vavgs4(__VA_ARGS__)
#define __vavgu2(...) __scale___vavgu2(__VA_ARGS__)
#define __vavgu4(...) __scale___vavgu4(__VA_ARGS__)
#define __vhaddu2(...) __scale___vhaddu2(__VA_ARGS__)
#define __vhaddu4(...) __scale___vhaddu4(__VA_ARGS__)
#define __vmaxs2(...) __scale___vmaxs2(__VA_ARGS__)
#define __vmaxs4(...) __scale___vmaxs4(__VA_ARGS__)
#define __vmaxu2(...) __scale___vmaxu2(__VA_ARGS__)
#define __vmaxu4(...) __scale___vmaxu4(__VA_ARGS__)
#define __vmins2(...) __scale___vmins2(__VA_ARGS__)
#define __vmins4(...) __scale___vmins4(__VA_ARGS__)
#define __vminu2(...) __scale___vminu2(__VA_ARGS__)
#define __vminu4(...) __scale___vminu4(__VA_ARGS__)
#define __vneg2(...) __scale___vneg2(__VA_ARGS__)
#define __vneg4(...) __scale___vneg4(__VA_ARGS__)
#define __vnegss2(...) __scale___vnegss2(__VA_ARGS__)
#define __vnegss4(...) __scale___vnegss4(__VA_ARGS__)
#define __vsads2(...) __scale___vsads2(__VA_ARGS__)
#define __vsads4(...) __scale___vsads4(__VA_ARGS__)
#define __vsub2(...) __scale___vsub2(__VA_ARGS__)
#define __vsub4(...) __scale___vsub4(__VA_ARGS__)
#define __vsubss2(...) __scale___vsubss2(__VA_ARGS__)
#define __vsubss4(...) __scale___vsubss4(__VA_ARGS__)
#define __vsubus2(...) __scale___vsubus2(__VA_ARGS__)
#define __vsubus4(...) __scale___vsubus4(__VA_ARGS__)
#define __vcmpeq2(...) __scale___vcmpeq2(__VA_ARGS__)
#define __vcmpeq4(...) __scale___vcmpeq4(__VA_ARGS__)
#define __vcmpges2(...) __scale___vcmpges2(__VA_ARGS__)
#define __vcmpges4(...) __scale___vcmpges4(__VA_ARGS__)
#define __vcmpgeu2(...) __scale___vcmpgeu2(__VA_ARGS__)
#define __vcmpgeu4(...) __scale___vcmpgeu4(__VA_ARGS__)
#define __vcmpgts2(...) __scale___vcmpgts2(__VA_ARGS__)
#define __vcmpgts4(...) __scale___vcmpgts4(__VA_ARGS__)
#define __vcmpgtu2(...) __scale___vcmpgtu2(__VA_ARGS__)
#define __vcmpgtu4(...) __scale___vcmpgtu4(__VA_ARGS__)
#define __vcmples2(...) __scale___vcmples2(__VA_ARGS__)
#define __vcmples4(...) __scale___vcmples4(__VA_ARGS__)
#define __vcmpleu2(...) __scale___vcmpleu2(__VA_ARGS__)
#define __vcmpleu4(...) __scale___vcmpleu4(__VA_ARGS__)
#define __vcmplts2(...) __scale___vcmplts2(__VA_ARGS__)
#define __vcmplts4(...) __scale___vcmplts4(__VA_ARGS__)
#define __vcmpltu2(...) __scale___vcmpltu2(__VA_ARGS__)
#define __vcmpltu4(...) __scale___vcmpltu4(__VA_ARGS__)
#define __vcmpne2(...) __scale___vcmpne2(__VA_ARGS__)
#define __vcmpne4(...) __scale___vcmpne4(__VA_ARGS__)
#define __vseteq2(...) __scale___vseteq2(__VA_ARGS__)
#define __vseteq4(...) __scale___vseteq4(__VA_ARGS__)
#define __vsetges2(...) __scale___vsetges2(__VA_ARGS__)
#define __vsetges4(...) __scale___vsetges4(__VA_ARGS__)
#define __vsetgeu2(...) __scale___vsetgeu2(__VA_ARGS__)
#define __vsetgeu4(...) __scale___vsetgeu4(__VA_ARGS__)
#define __vsetgts2(...) __scale___vsetgts2(__VA_ARGS__)
#define __vsetgts4(...) __scale___vsetgts4(__VA_ARGS__)
#define __vsetgtu2(...) __scale___vsetgtu2(__VA_ARGS__)
#define __vsetgtu4(...) __scale___vsetgtu4(__VA_ARGS__)
#define __vsetles2(...) __scale___vsetles2(__VA_ARGS__)
#define __vsetles4(...) __scale___vsetles4(__VA_ARGS__)
#define __vsetleu2(...) __scale___vsetleu2(__VA_ARGS__)
#define __vsetleu4(...) __scale___vsetleu4(__VA_ARGS__)
#define __vsetlts2(...) __scale___vsetlts2(__VA_ARGS__)
#define __vsetlts4(...) __scale___vsetlts4(__VA_ARGS__)
#define __vsetltu2(...) __scale___vsetltu2(__VA_ARGS__)
#define __vsetltu4(...) __scale___vsetltu4(__VA_ARGS__)
#define __vsetne2(...) __scale___vsetne2(__VA_ARGS__)
#define __vsetne4(...) __scale___vsetne4(__VA_ARGS__)

#endif // SPEC_CUDA_NVCC_SIMD_VIDEO_HPP
