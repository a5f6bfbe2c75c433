// The SIMD video functions (__vadd2, __vcmpgts4...) are integer code, not
// the PTX video instructions of Clang's wrapper, which ptxas emulates one by
// one (docs/nvcc.md, "SIMD video functions"). sm_90 has packed 16-bit
// additions, minima and maxima; earlier targets get lane arithmetic on
// 32-bit words. Only vabsdiff4 stays (VABSDIFF4 is an instruction), with
// the wrapper's __vsadu2 and __vsadu4. Every function compiles and
// assembles for sm_75, sm_80 and sm_90.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s --check-prefixes=CHECK,SM90 --implicit-check-not=vset --implicit-check-not=vadd --implicit-check-not=vsub --implicit-check-not=vavrg --implicit-check-not=vmax --implicit-check-not=vmin --implicit-check-not=vabsdiff2.s32 --implicit-check-not="vabsdiff2.u32.u32.u32 %"
// RUN: %scale_cxx --cuda-gpu-arch=sm_80 --cuda-device-only -O2 -S %s -o - | FileCheck %s --check-prefixes=CHECK,SM80 --implicit-check-not=vset --implicit-check-not=vadd --implicit-check-not=vsub --implicit-check-not=vavrg --implicit-check-not=vmax --implicit-check-not=vmin --implicit-check-not=vabsdiff2.s32 --implicit-check-not="vabsdiff2.u32.u32.u32 %"
// RUN: %scale_cxx --cuda-gpu-arch=sm_75 --cuda-gpu-arch=sm_80 --cuda-gpu-arch=sm_90 -O2 -c %s -o %t/all.o
// The source on standard input reads every nvcc header: the same code.
// RUN: %scale_cxx -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S - -o - < %s | FileCheck %s --check-prefixes=CHECK,SM90
// Without the nvcc compatibility, the wrapper's video instructions.
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -fno-scale-nvcc-compat %s -o - | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM-LABEL: .entry add2(
// UPSTREAM: vadd2.u32.u32.u32
// UPSTREAM-LABEL: .entry compare4(
// UPSTREAM: vset4.u32.u32.gt

// CHECK-LABEL: .entry add2(
// SM90: add.s16x2
// SM80-NOT: .s16x2
// CHECK: ret;
extern "C" __global__ void add2(unsigned *o, const unsigned *a) {
  o[0] = __vadd2(a[0], a[1]);
}

// CHECK-LABEL: .entry max2(
// SM90: max.s16x2
// SM80: and.b32 {{.*}}-2147450880
// CHECK: ret;
extern "C" __global__ void max2(unsigned *o, const unsigned *a) {
  o[0] = __vmaxs2(a[0], a[1]);
}

// The lanes' sign bits of a + ~b, with the 8-bit constants.
// CHECK-LABEL: .entry compare4(
// CHECK: and.b32 {{.*}}2139062143
// CHECK: ret;
extern "C" __global__ void compare4(unsigned *o, const unsigned *a) {
  o[0] = __vcmpgtu4(a[0], a[1]);
}

// Halving adds: the lanes' carries masked before the shift, as the source
// writes them, so that ptxas merges the mask with the xor (one LOP3;
// scale-mask-before-shift, docs/addrspace-passes.md); InstCombine's order,
// the shift first, costs a SASS instruction more.
// CHECK-LABEL: .entry halve4(
// CHECK: xor.b32 [[X:%r[0-9]+]]
// CHECK-NEXT: and.b32 [[M:%r[0-9]+]], [[X]], -16843010;
// CHECK-NEXT: shr.u32 {{%r[0-9]+}}, [[M]], 1;
// CHECK: ret;
extern "C" __global__ void halve4(unsigned *o, const unsigned *a) {
  o[0] = __vhaddu4(a[0], a[1]);
}

// Absolute differences through VABSDIFF4, signed ones with biased operands.
// CHECK-LABEL: .entry absdiff4(
// CHECK: xor.b32 {{.*}}-2139062144
// CHECK: vabsdiff4.u32.u32.u32
// CHECK: ret;
extern "C" __global__ void absdiff4(unsigned *o, const unsigned *a) {
  o[0] = __vabsdiffs4(a[0], a[1]);
}

// CUB's 16-bit SIMD operators call __vmins2 and __vmaxu2: in a program
// that names a SIMD function, the header's code.
// CHECK-LABEL: .entry cub_operators(
// SM90: min.s16x2
// SM90: max.u16x2
// CHECK: ret;
// (-fno-scale-nvcc-compat has no CCCL include directory.)
#if __has_include(<cub/thread/thread_operators.cuh>)
#include <cub/thread/thread_operators.cuh>
extern "C" __global__ void cub_operators(unsigned *o, const unsigned *a) {
  o[0] = cub::internal::SimdMin<short>{}(a[0], a[1]);
  o[1] = cub::internal::SimdMax<unsigned short>{}(a[0], a[1]);
}
#endif

// Every function, as HeCBench's intrinsics-simd calls them.
// CHECK-LABEL: .entry all(
// CHECK: ret;
extern "C" __global__ void all(unsigned *o, const unsigned *in) {
  unsigned a = in[0], b = in[1], r = 0;
#define ONE(f) r ^= f(a);
#define TWO(f) r ^= f(a, b);
  ONE(__vabs2) ONE(__vabs4) ONE(__vabsss2) ONE(__vabsss4) ONE(__vneg2)
  ONE(__vneg4) ONE(__vnegss2) ONE(__vnegss4)
  TWO(__vabsdiffs2) TWO(__vabsdiffs4) TWO(__vabsdiffu2) TWO(__vabsdiffu4)
  TWO(__vadd2) TWO(__vadd4) TWO(__vaddss2) TWO(__vaddss4) TWO(__vaddus2)
  TWO(__vaddus4) TWO(__vavgs2) TWO(__vavgs4) TWO(__vavgu2) TWO(__vavgu4)
  TWO(__vhaddu2) TWO(__vhaddu4) TWO(__vmaxs2) TWO(__vmaxs4) TWO(__vmaxu2)
  TWO(__vmaxu4) TWO(__vmins2) TWO(__vmins4) TWO(__vminu2) TWO(__vminu4)
  TWO(__vsads2) TWO(__vsads4) TWO(__vsadu2) TWO(__vsadu4) TWO(__vsub2)
  TWO(__vsub4) TWO(__vsubss2) TWO(__vsubss4) TWO(__vsubus2) TWO(__vsubus4)
#define COMPARE(c)                                                             \
  TWO(__vcmp##c##2) TWO(__vcmp##c##4) TWO(__vset##c##2) TWO(__vset##c##4)
  COMPARE(eq) COMPARE(ne) COMPARE(ges) COMPARE(geu) COMPARE(gts)
  COMPARE(gtu) COMPARE(les) COMPARE(leu) COMPARE(lts) COMPARE(ltu)
  o[0] = r;
}
