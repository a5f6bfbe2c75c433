// nvcc's DPX functions, __nv_bswap* and float math overloads are host
// functions too: host code gets the results nvcc's host code gets (the
// CHECK lines are nvcc's output, host-integer-math-nvcc.test).
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -c %s -o %t/scale.o
// RUN: %scale_cxx %t/scale.o -o %t/scale
// RUN: %t/scale | FileCheck %s
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fno-scale-nvcc-compat -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: no matching function for call to '__vimax3_s32'

#include <cstdio>

// nvcc's output:
// CHECK: __vimax3_s32 0x7fff8001 0x7fffffff
// CHECK-NEXT: __vimax3_u32 0x80000005 0xfffffff9
// CHECK-NEXT: __vimax3_s16x2 0x7fff0005 0x7fff0005
// CHECK-NEXT: __vimax3_u16x2 0x8000fffe 0xffffffff
// CHECK-NEXT: __vimin3_s32 0x80000005 0xfffffff9
// CHECK-NEXT: __vimin3_u32 0x2fffe 0x5
// CHECK-NEXT: __vimin3_s16x2 0x80008001 0xfffffff9
// CHECK-NEXT: __vimin3_u16x2 0x20005 0x5
// CHECK-NEXT: __vimax3_s32_relu 0x7fff8001 0x7fffffff
// CHECK-NEXT: __vimax3_s16x2_relu 0x7fff0005 0x7fff0005
// CHECK-NEXT: __vimin3_s32_relu 0 0
// CHECK-NEXT: __vimin3_s16x2_relu 0 0
// CHECK-NEXT: __viaddmax_s32 0x80027fff 0xfffffff9
// CHECK-NEXT: __viaddmax_u32 0x80027fff 0xfffffff9
// CHECK-NEXT: __viaddmax_s16x2 0x80017fff 0x7fff0004
// CHECK-NEXT: __viaddmax_u16x2 0x80017fff 0xfffffff9
// CHECK-NEXT: __viaddmin_s32 0x80000005 0x80000004
// CHECK-NEXT: __viaddmin_u32 0x80000005 0x80000004
// CHECK-NEXT: __viaddmin_s16x2 0x80000005 0xfffffff9
// CHECK-NEXT: __viaddmin_u16x2 0x80000005 0x7fff0004
// CHECK-NEXT: __viaddmax_s32_relu 0 0
// CHECK-NEXT: __viaddmax_s16x2_relu 0x7fff 0x7fff0004
// CHECK-NEXT: __viaddmin_s32_relu 0 0
// CHECK-NEXT: __viaddmin_s16x2_relu 0x5 0
// CHECK-NEXT: __vimax_s32_relu 0x7fff8001 0x7fffffff
// CHECK-NEXT: __vimax_s16x2_relu 0x7fff0000 0x7fff0000
// CHECK-NEXT: __vimin_s32_relu 0x2fffe 0
// CHECK-NEXT: __vimin_s16x2_relu 0x20000 0
// CHECK-NEXT: __vibmax_s16x2 0x7ffffffe 1 0
// CHECK-NEXT: __vibmin_u16x2 0x28001 0 1
// CHECK-NEXT: __vibmax_u16x2 0x7ffffffe 1 0
// CHECK-NEXT: __vibmin_s16x2 0x28001 0 1
// CHECK-NEXT: __vibmax_s32 -7 1
// CHECK-NEXT: __vibmin_s32 -7 0
// CHECK-NEXT: __vibmax_u32 2 0
// CHECK-NEXT: __vibmin_u32 1 1
// CHECK-NEXT: bswap 0x3412 0x78563412 0x807060504030201
// CHECK-NEXT: float 100 0.765198 -0.932194 0.479426 0.877583
// CHECK-NEXT: erfinv 0.476936 copysign -2 3
// CHECK-NEXT: types 4 8

// Halves: 0x7fff, 0x8001 / 0x0002, 0xfffe / 0x8000, 0x0005.
static const unsigned X = 0x7fff8001u, Y = 0x0002fffeu, Z = 0x80000005u;
// Overflowing additions, negative results.
static const int A = 2147483647, B = 5, C = -7;

#define THREE(F) std::printf(#F " %#x %#x\n", (unsigned)F(X, Y, Z), (unsigned)F(A, B, C))
#define TWO(F) std::printf(#F " %#x %#x\n", (unsigned)F(X, Y), (unsigned)F(A, C))

int main() {
  THREE(__vimax3_s32);
  THREE(__vimax3_u32);
  THREE(__vimax3_s16x2);
  THREE(__vimax3_u16x2);
  THREE(__vimin3_s32);
  THREE(__vimin3_u32);
  THREE(__vimin3_s16x2);
  THREE(__vimin3_u16x2);
  THREE(__vimax3_s32_relu);
  THREE(__vimax3_s16x2_relu);
  THREE(__vimin3_s32_relu);
  THREE(__vimin3_s16x2_relu);
  THREE(__viaddmax_s32);
  THREE(__viaddmax_u32);
  THREE(__viaddmax_s16x2);
  THREE(__viaddmax_u16x2);
  THREE(__viaddmin_s32);
  THREE(__viaddmin_u32);
  THREE(__viaddmin_s16x2);
  THREE(__viaddmin_u16x2);
  THREE(__viaddmax_s32_relu);
  THREE(__viaddmax_s16x2_relu);
  THREE(__viaddmin_s32_relu);
  THREE(__viaddmin_s16x2_relu);
  TWO(__vimax_s32_relu);
  TWO(__vimax_s16x2_relu);
  TWO(__vimin_s32_relu);
  TWO(__vimin_s16x2_relu);
  bool P = false, Q = false;
  unsigned R = __vibmax_s16x2(X, Y, &P, &Q);
  std::printf("__vibmax_s16x2 %#x %d %d\n", R, P, Q);
  R = __vibmin_u16x2(X, Y, &P, &Q);
  std::printf("__vibmin_u16x2 %#x %d %d\n", R, P, Q);
  R = __vibmax_u16x2(X, Y, &P, &Q);
  std::printf("__vibmax_u16x2 %#x %d %d\n", R, P, Q);
  R = __vibmin_s16x2(X, Y, &P, &Q);
  std::printf("__vibmin_s16x2 %#x %d %d\n", R, P, Q);
  int S = __vibmax_s32(C, C, &P);
  std::printf("__vibmax_s32 %d %d\n", S, P);
  S = __vibmin_s32(A, C, &P);
  std::printf("__vibmin_s32 %d %d\n", S, P);
  R = __vibmax_u32(1u, 2u, &P);
  std::printf("__vibmax_u32 %u %d\n", R, P);
  R = __vibmin_u32(1u, 2u, &P);
  std::printf("__vibmin_u32 %u %d\n", R, P);
  std::printf("bswap %#x %#x %#llx\n", __nv_bswap16(0x1234), __nv_bswap32(0x12345678u),
              __nv_bswap64(0x0102030405060708ull));
  float Sin, Cos;
  sincos(0.5f, &Sin, &Cos);
  std::printf("float %.6g %.6g %.6g %.6g %.6g\n", exp10(2.f), j0(1.f), yn(2, 1.5f), Sin, Cos);
  std::printf("erfinv %.6g copysign %g %g\n", erfinv(0.5f), copysign(2.0, -1.f), copysign(-3.f, 1.0));
  std::printf("types %d %d\n", (int)sizeof(j1(1.f)), (int)sizeof(copysign(1.f, 1.0)));
}
