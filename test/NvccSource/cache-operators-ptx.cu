// The cache-operator loads and stores that nvcc's sm_32_intrinsics.h has and
// Clang's wrappers lack, one kernel per operator and type class, give the
// instruction nvcc gives (cache-operators-nvcc.test compares every
// overload with nvcc's PTX). They take generic pointers: `__device`
// pointers convert implicitly.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s --check-prefixes=CHECK,ON
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -fno-scale-addrspaces -DNO_ADDRSPACES %s -o - | FileCheck %s
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -fno-scale-nvcc-compat %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: use of undeclared identifier '__stcs'
// UPSTREAM: error: use of undeclared identifier '__ldlu'
// UPSTREAM: error: no matching function for call to '__stwt'
// The host side declares them as Clang declares its own (device functions).
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only %s

// CHECK-LABEL: .entry stcs_ldcs_f32(
// CHECK: ld.global.cs.f32
// CHECK: st.global.cs.f32
extern "C" __global__ void stcs_ldcs_f32(float *p) { __stcs(p, __ldcs(p + 1)); }

// CHECK-LABEL: .entry stcg_ldca_s32(
// CHECK: ld.global.ca.s32
// CHECK: st.global.cg.s32
extern "C" __global__ void stcg_ldca_s32(int *p) { __stcg(p, __ldca(p + 1)); }

// CHECK-LABEL: .entry stwb_ldlu_f64(
// CHECK: ld.global.lu.f64
// CHECK: st.global.wb.f64
extern "C" __global__ void stwb_ldlu_f64(double *p) { __stwb(p, __ldlu(p + 1)); }

// CHECK-LABEL: .entry stwt_ldcv_s64(
// CHECK: ld.global.cv.s64
// CHECK: st.global.wt.s64
extern "C" __global__ void stwt_ldcv_s64(long *p) { __stwt(p, __ldcv(p + 1)); }

// CHECK-LABEL: .entry stcs_ldcg_u64(
// CHECK: ld.global.cg.u64
// CHECK: st.global.cs.u64
extern "C" __global__ void stcs_ldcg_u64(unsigned long *p) {
  __stcs(p, __ldcg(p + 1));
}

// Bytes travel in 32-bit registers.
// CHECK-LABEL: .entry stwb_ldca_u8(
// CHECK: ld.global.ca.u8
// CHECK: st.global.wb.u8
extern "C" __global__ void stwb_ldca_u8(unsigned char *p) {
  __stwb(p, __ldca(p + 1));
}

// CHECK-LABEL: .entry stcg_ldlu_v2s8(
// CHECK: ld.global.lu.v2.s8
// CHECK: st.global.cg.v2.s8
extern "C" __global__ void stcg_ldlu_v2s8(char2 *p) { __stcg(p, __ldlu(p + 1)); }

// CHECK-LABEL: .entry stcs_ldca_v4f32(
// CHECK: ld.global.ca.v4.f32
// CHECK: st.global.cs.v4.f32
extern "C" __global__ void stcs_ldca_v4f32(float4 *p) {
  __stcs(p, __ldca(p + 1));
}

// CHECK-LABEL: .entry stwb_ldlu_v4u16(
// CHECK: ld.global.lu.v4.u16
// CHECK: st.global.wb.v4.u16
extern "C" __global__ void stwb_ldlu_v4u16(ushort4 *p) {
  __stwb(p, __ldlu(p + 1));
}

// CHECK-LABEL: .entry reduce_add_int(
// CHECK: redux.sync.add.s32
extern "C" __global__ void reduce_add_int(int *p) {
  static_assert(__is_same(decltype(__reduce_add_sync(0u, *p)), int), "");
  *p = __reduce_add_sync(0xffffffffu, *p);
}

#ifndef NO_ADDRSPACES
__device__ float Data[4];

// `__device` pointers convert to the generic parameters.
// ON-LABEL: .entry qualified(
// ON: ld.global.lu.f32
// ON: st.global.cs.f32
// ON: ld.global.ca.v2.f32
// ON: st.global.wt.v2.f32
extern "C" __global__ void qualified(__device float2 *p) {
  __stcs(&Data[0], __ldlu(&Data[1]));
  __stwt(p, __ldca(p + 1));
}
#endif
