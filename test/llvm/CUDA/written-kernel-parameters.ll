; A kernel's by-value struct parameter that the kernel writes is copied
; into an alloca at entry, which SROA (and InstCombine, for the fields
; nothing reads) then makes values: the fields read
; from the parameter (ld.param), the written ones registers, and nothing
; left for the back end to copy into the stack frame. Left alone: a
; parameter only read, one whose address escapes (a call, a store of the
; address), one indexed by a variable, volatile accesses, non-kernels,
; host modules. The copy of a parameter already copied is not made again.
; RUN: %opt_scale -passes=scale-written-kernel-parameters -S %s | FileCheck %s
; RUN: %opt_scale -passes=scale-written-kernel-parameters,scale-written-kernel-parameters -S %s \
; RUN:   | FileCheck %s
; RUN: %opt_scale -passes='scale-written-kernel-parameters,sroa,instcombine' -S %s \
; RUN:   | FileCheck %s --check-prefix=SROA
; RUN: sed -e 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s \
; RUN:   | %opt_scale -passes=scale-written-kernel-parameters -S | FileCheck %s --check-prefix=HOST

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Share = type { i64, i64, i64, i64, i64 }

declare void @use(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; CHECK-LABEL: define ptx_kernel void @written(
; CHECK-SAME: ptr byval(%struct.Share) align 8 %share, ptr addrspace(1) %out)
; CHECK-NEXT: [[COPY:%.*]] = alloca %struct.Share, align 8
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 8 [[COPY]], ptr align 8 %share, i64 40, i1 false)
; CHECK-NOT: alloca
; CHECK: [[OFFSET:%.*]] = getelementptr inbounds i8, ptr [[COPY]], i64 16
; CHECK-NEXT: store i64 %block, ptr [[OFFSET]]
; CHECK: load i64, ptr [[COPY]]
; CHECK: ret void
; SROA-LABEL: define ptx_kernel void @written(
; SROA-NOT: alloca
; SROA-NOT: store
; SROA: [[ITEMS:%.*]] = load i64, ptr %share, align 8
; SROA: %block = call i64 @llvm.nvvm.read.ptx.sreg.ctaid.x.i64()
; SROA-NEXT: [[SUM:%.*]] = add i64 %block, [[ITEMS]]
; SROA: store i64 [[SUM]], ptr addrspace(1) %out
; SROA-NEXT: ret void
; HOST-LABEL: define ptx_kernel void @written(
; HOST-NOT: alloca
define ptx_kernel void @written(ptr byval(%struct.Share) align 8 initializes((16, 24)) %share, ptr addrspace(1) %out) {
  %block = call i64 @llvm.nvvm.read.ptx.sreg.ctaid.x.i64()
  %offset = getelementptr inbounds i8, ptr %share, i64 16
  store i64 %block, ptr %offset, align 8
  %items = load i64, ptr %share, align 8
  %reload = load i64, ptr %offset, align 8
  %sum = add i64 %reload, %items
  store i64 %sum, ptr addrspace(1) %out, align 8
  ret void
}

; The attributes that said the kernel writes the parameter go.
; CHECK-LABEL: define ptx_kernel void @memsetWritten(
; CHECK-SAME: ptr byval(%struct.Share) align 16 %share)
; CHECK-NEXT: [[COPY:%.*]] = alloca %struct.Share, align 16
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 16 [[COPY]], ptr align 16 %share, i64 40, i1 false)
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr [[COPY]], i8 0, i64 8, i1 false)
define ptx_kernel void @memsetWritten(ptr writeonly byval(%struct.Share) align 16 %share) {
  call void @llvm.memset.p0.i64(ptr %share, i8 0, i64 8, i1 false)
  ret void
}

; CHECK-LABEL: define ptx_kernel i64 @readOnly(
; CHECK-NOT: alloca
; CHECK: ret i64
define ptx_kernel i64 @readOnly(ptr byval(%struct.Share) align 8 %share) {
  %field = getelementptr inbounds i8, ptr %share, i64 8
  %value = load i64, ptr %field, align 8
  ret i64 %value
}

; CHECK-LABEL: define ptx_kernel void @escapesToCall(
; CHECK-NOT: alloca
; CHECK: ret void
define ptx_kernel void @escapesToCall(ptr byval(%struct.Share) align 8 %share) {
  store i64 1, ptr %share, align 8
  call void @use(ptr %share)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @addressStored(
; CHECK-NOT: alloca
; CHECK: ret void
define ptx_kernel void @addressStored(ptr byval(%struct.Share) align 8 %share, ptr addrspace(1) %slot) {
  store i64 1, ptr %share, align 8
  store ptr %share, ptr addrspace(1) %slot, align 8
  ret void
}

; CHECK-LABEL: define ptx_kernel void @variableIndex(
; CHECK-NOT: alloca
; CHECK: ret void
define ptx_kernel void @variableIndex(ptr byval(%struct.Share) align 8 %share, i64 %i) {
  %field = getelementptr inbounds i64, ptr %share, i64 %i
  store i64 1, ptr %field, align 8
  ret void
}

; CHECK-LABEL: define ptx_kernel void @volatileStore(
; CHECK-NOT: alloca
; CHECK: ret void
define ptx_kernel void @volatileStore(ptr byval(%struct.Share) align 8 %share) {
  store volatile i64 1, ptr %share, align 8
  ret void
}

; A device function's by-value parameter is its caller's copy already.
; CHECK-LABEL: define void @deviceFunction(
; CHECK-NOT: alloca
; CHECK: ret void
define void @deviceFunction(ptr byval(%struct.Share) align 8 %share) {
  store i64 1, ptr %share, align 8
  ret void
}

declare i64 @llvm.nvvm.read.ptx.sreg.ctaid.x.i64()
