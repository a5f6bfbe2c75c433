// The SIMD video functions lane by lane, as the CUDA Math API and the PTX
// instructions define them, for the tests of libscale's simd_video.hpp: each
// lane read as a signed or unsigned value of its width, the lane result
// computed in a wide integer and wrapped to the lane, or (__vsad) summed.

#ifndef SIMD_VIDEO_REFERENCE_H
#define SIMD_VIDEO_REFERENCE_H

#include <algorithm>
#include <cstdlib>

namespace simd_video_reference {

struct Lane {
  int Width;
  long value(unsigned Word, int Shift, bool Signed) const {
    unsigned V = (Word >> Shift) & ((1u << Width) - 1);
    return Signed && (V >> (Width - 1)) ? long(V) - (1L << Width) : long(V);
  }
  long ones() const { return (1L << Width) - 1; }
  long saturateSigned(long V) const {
    return std::min(std::max(V, -(1L << (Width - 1))), (1L << (Width - 1)) - 1);
  }
  long saturateUnsigned(long V) const {
    return std::min(std::max(V, 0L), ones());
  }
};

inline long absolute(long V) { return V < 0 ? -V : V; }
/// Rounded average, halves away from zero.
inline long averageSigned(long A, long B) {
  long Sum = A + B;
  return Sum >= 0 ? (Sum + 1) / 2 : -((1 - Sum) / 2);
}

// X(name, lanes, signed, expression of a, b and L): every function with its
// lane operation; unary functions read only a.
#define SIMD_VIDEO_BOTH_WIDTHS(X, Name, Signed, Expr)                          \
  X(Name##2, 2, Signed, Expr) X(Name##4, 4, Signed, Expr)
#define SIMD_VIDEO_COMPARISON(X, Cond, Signed, Expr)                           \
  X(__vcmp##Cond##2, 2, Signed, (Expr) ? L.ones() : 0)                         \
  X(__vcmp##Cond##4, 4, Signed, (Expr) ? L.ones() : 0)                         \
  X(__vset##Cond##2, 2, Signed, (Expr) ? 1 : 0)                                \
  X(__vset##Cond##4, 4, Signed, (Expr) ? 1 : 0)
#define SIMD_VIDEO_UNARY(X)                                                    \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vabs, true, absolute(a))                         \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vabsss, true, L.saturateSigned(absolute(a)))     \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vneg, true, -a)                                  \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vnegss, true, L.saturateSigned(-a))
#define SIMD_VIDEO_BINARY(X)                                                   \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vabsdiffs, true, absolute(a - b))                \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vabsdiffu, false, absolute(a - b))               \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vadd, false, a + b)                              \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vaddss, true, L.saturateSigned(a + b))           \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vaddus, false, L.saturateUnsigned(a + b))        \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vavgs, true, averageSigned(a, b))                \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vavgu, false, (a + b + 1) >> 1)                  \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vhaddu, false, (a + b) >> 1)                     \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vmaxs, true, std::max(a, b))                     \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vmaxu, false, std::max(a, b))                    \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vmins, true, std::min(a, b))                     \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vminu, false, std::min(a, b))                    \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vsub, false, a - b)                              \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vsubss, true, L.saturateSigned(a - b))           \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vsubus, false, L.saturateUnsigned(a - b))        \
  SIMD_VIDEO_COMPARISON(X, eq, false, a == b)                                  \
  SIMD_VIDEO_COMPARISON(X, ne, false, a != b)                                  \
  SIMD_VIDEO_COMPARISON(X, ges, true, a >= b)                                  \
  SIMD_VIDEO_COMPARISON(X, geu, false, a >= b)                                 \
  SIMD_VIDEO_COMPARISON(X, gts, true, a > b)                                   \
  SIMD_VIDEO_COMPARISON(X, gtu, false, a > b)                                  \
  SIMD_VIDEO_COMPARISON(X, les, true, a <= b)                                  \
  SIMD_VIDEO_COMPARISON(X, leu, false, a <= b)                                 \
  SIMD_VIDEO_COMPARISON(X, lts, true, a < b)                                   \
  SIMD_VIDEO_COMPARISON(X, ltu, false, a < b)
// The sums of absolute differences: one number, not lanes.
#define SIMD_VIDEO_SUMS(X)                                                     \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vsads, true, absolute(a - b))                    \
  SIMD_VIDEO_BOTH_WIDTHS(X, __vsadu, false, absolute(a - b))

/// The lanes of \p A and \p B through \p Op, packed, or summed.
template <class Op>
unsigned lanes(int Count, bool Signed, bool Sum, unsigned A, unsigned B,
               Op Operation) {
  Lane L{32 / Count};
  unsigned Result = 0;
  for (int Shift = 0; Shift < 32; Shift += L.Width) {
    long V = Operation(L, L.value(A, Shift, Signed), L.value(B, Shift, Signed));
    Result += Sum ? unsigned(V) : unsigned(V & L.ones()) << Shift;
  }
  return Result;
}

#define SIMD_VIDEO_REFERENCE(Name, Count, Signed, Expr, Sum)                   \
  inline unsigned Name##_reference(unsigned A, unsigned B) {                  \
    return lanes(Count, Signed, Sum, A, B,                                     \
                 [](const Lane &L, long a, long b) -> long {                   \
                   (void)L, (void)b;                                           \
                   return Expr;                                                \
                 });                                                           \
  }
#define SIMD_VIDEO_LANES(Name, Count, Signed, Expr)                            \
  SIMD_VIDEO_REFERENCE(Name, Count, Signed, Expr, false)
#define SIMD_VIDEO_SUM(Name, Count, Signed, Expr)                              \
  SIMD_VIDEO_REFERENCE(Name, Count, Signed, Expr, true)
SIMD_VIDEO_UNARY(SIMD_VIDEO_LANES)
SIMD_VIDEO_BINARY(SIMD_VIDEO_LANES)
SIMD_VIDEO_SUMS(SIMD_VIDEO_SUM)
#undef SIMD_VIDEO_LANES
#undef SIMD_VIDEO_SUM
#undef SIMD_VIDEO_REFERENCE

/// The operand pairs: every pair of 8-bit values in every lane position
/// (the other lanes drawn), every pair of 16-bit and 8-bit limit words,
/// then \p Random drawn words.
template <class Check> void forEachInput(int Random, Check CheckPair) {
  const unsigned Edges16[] = {0,      1,      2,      0x7ffe, 0x7fff, 0x8000,
                              0x8001, 0xfffe, 0xffff, 0x1234, 0xedcb};
  const unsigned Edges8[] = {0, 1, 2, 0x7e, 0x7f, 0x80, 0x81, 0xfe, 0xff, 0x35};
  std::srand(20261127);
  for (unsigned X = 0; X < 256; ++X)
    for (unsigned Y = 0; Y < 256; ++Y) {
      unsigned R = unsigned(std::rand()) * 2654435761u;
      CheckPair(X * 0x01010101u ^ (R & 0x00ff00ffu),
                Y * 0x01010101u ^ (R & 0xff00ff00u));
      CheckPair(X | Y << 8 | X << 16 | Y << 24, Y | X << 8 | Y << 16 | X << 24);
    }
  for (unsigned X : Edges16)
    for (unsigned Y : Edges16)
      for (unsigned Z : Edges16)
        for (unsigned T : Edges16)
          CheckPair(X | Z << 16, Y | T << 16);
  for (unsigned X : Edges8)
    for (unsigned Y : Edges8)
      for (unsigned Z : Edges8)
        for (unsigned T : Edges8)
          CheckPair(X | Y << 8 | Z << 16 | T << 24,
                    T | Z << 8 | X << 16 | Y << 24);
  for (int I = 0; I < Random; ++I)
    CheckPair(unsigned(std::rand()) ^ unsigned(std::rand()) << 16,
              unsigned(std::rand()) ^ unsigned(std::rand()) << 16);
}

} // namespace simd_video_reference

#endif // SIMD_VIDEO_REFERENCE_H
