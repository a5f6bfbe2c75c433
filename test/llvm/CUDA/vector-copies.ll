; `*(int4 *)dst = *(int4 *)src` is a 16-byte memcpy, which LLVM's NVPTX back
; end expands into two 8-byte accesses (or sixteen 1-byte ones at alignment
; 1); nvcc emits ld.v4.u32/st.v4.u32. The dynamic (extern) shared arrays
; are aligned to 16 at the pipeline's start, as nvcc declares them, so that
; the optimiser can prove &tile[i][0] 16-byte aligned; aligned copies of 16
; to 64 bytes become <4 x i32> loads and stores.
; RUN: %opt_scale -passes=scale-align-shared-arrays -S %s | FileCheck %s --check-prefix=ALIGN
; RUN: %opt_scale -passes=scale-vector-copies -S %s | FileCheck %s
; RUN: %opt_scale -passes=scale-vector-copies %s -S -o - | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 | FileCheck %s --check-prefix=PTX

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; ALIGN: @dynamic = external addrspace(3) global [0 x [160 x i8]], align 16
; ALIGN: @dynamicWide = external addrspace(3) global [0 x double], align 32
; Arrays the module defines (their wider vector loads would cost registers),
; sized declarations, and other spaces: unchanged.
; ALIGN: @tile = internal addrspace(3) global [4096 x i8] undef, align 1
; ALIGN: @declared = external addrspace(3) global [64 x i8], align 4
; ALIGN: @deviceDynamic = external addrspace(1) global [0 x i8], align 1
@dynamic = external addrspace(3) global [0 x [160 x i8]], align 1
@dynamicWide = external addrspace(3) global [0 x double], align 32
@tile = internal addrspace(3) global [4096 x i8] undef, align 1
@declared = external addrspace(3) global [64 x i8], align 4
@deviceDynamic = external addrspace(1) global [0 x i8], align 1

; CHECK-LABEL: define void @copies(
; CHECK:         %[[V:.*]] = load <4 x i32>, ptr addrspace(1) %src, align 16
; CHECK-NEXT:    store <4 x i32> %[[V]], ptr addrspace(3) %dst, align 16
; Two vectors for 32 bytes, at offsets 0 and 16.
; CHECK:         %[[A:.*]] = load <4 x i32>, ptr addrspace(1) %src, align 16
; CHECK-NEXT:    store <4 x i32> %[[A]], ptr addrspace(3) %dst, align 16
; CHECK-NEXT:    %[[S:.*]] = getelementptr inbounds i8, ptr addrspace(1) %src, i64 16
; CHECK-NEXT:    %[[D:.*]] = getelementptr inbounds i8, ptr addrspace(3) %dst, i64 16
; CHECK-NEXT:    %[[B:.*]] = load <4 x i32>, ptr addrspace(1) %[[S]], align 16
; CHECK-NEXT:    store <4 x i32> %[[B]], ptr addrspace(3) %[[D]], align 16
; Not aligned on one side, volatile, longer than 64, not a multiple of 16,
; of a length known only at run time: memcpys.
; CHECK:         call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 8 %dst, ptr addrspace(1) align 16 %src, i64 16, i1 false)
; CHECK:         call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 16 %dst, ptr addrspace(1) align 16 %src, i64 16, i1 true)
; CHECK:         call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 16 %dst, ptr addrspace(1) align 16 %src, i64 80, i1 false)
; CHECK:         call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 16 %dst, ptr addrspace(1) align 16 %src, i64 24, i1 false)
; CHECK:         call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 16 %dst, ptr addrspace(1) align 16 %src, i64 %n, i1 false)
; CHECK:         ret void
; PTX-LABEL: copies(
; PTX:         ld.global.v4.b32
; PTX-NEXT:    st.shared.v4.b32
; PTX:         ld.global.v4.b32
; PTX-NEXT:    st.shared.v4.b32
; PTX:         ld.global.v4.b32
; PTX-NEXT:    st.shared.v4.b32
define void @copies(ptr addrspace(3) %dst, ptr addrspace(1) %src, i64 %n) {
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 16 %dst, ptr addrspace(1) align 16 %src, i64 16, i1 false)
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 16 %dst, ptr addrspace(1) align 16 %src, i64 32, i1 false)
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 8 %dst, ptr addrspace(1) align 16 %src, i64 16, i1 false)
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 16 %dst, ptr addrspace(1) align 16 %src, i64 16, i1 true)
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 16 %dst, ptr addrspace(1) align 16 %src, i64 80, i1 false)
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 16 %dst, ptr addrspace(1) align 16 %src, i64 24, i1 false)
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 16 %dst, ptr addrspace(1) align 16 %src, i64 %n, i1 false)
  ret void
}

declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3), ptr addrspace(1), i64, i1)
