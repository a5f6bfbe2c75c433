; Integer and pointer arithmetic moves down its block to just before its
; first use where that keeps no more register bits live: a kernel's
; parameters and constants cost none, an operand used later or live out of
; the block costs none, an operand the move would keep live costs its width
; (or, where only the moved instruction uses it, what moving it too would
; cost), and the moved value saves its width. Addresses then reach NVPTX's
; strength reduction in the order they are used, and PTX computes each one
; next to its store (HeCBench svd3x3: 56 registers to nvcc's 40).
; RUN: %opt_scale -passes=scale-sink-to-first-use -S %s | FileCheck %s
; RUN: sed 's/^target triple.*/target triple = "x86_64-pc-linux-gnu"/' %s \
; RUN:   | %opt_scale -passes=scale-sink-to-first-use -S \
; RUN:   | FileCheck %s --check-prefix=HOST
; RUN: %opt_scale -passes=scale-sink-to-first-use %s -o - \
; RUN:   | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   | FileCheck %s --check-prefix=PTX

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Three output addresses computed in argument order and stored in reverse
; order, as an inlined function with reference parameters leaves them:
; each address tree moves down to its store.
; CHECK-LABEL: define ptx_kernel void @storesInOtherOrder(
; CHECK: %c = fmul float %b, %x
; CHECK-NEXT: %n2 = mul nsw i32 %n, 2
; CHECK-NEXT: %k2 = add nsw i32 %n2, %tid
; CHECK-NEXT: %i2 = sext i32 %k2 to i64
; CHECK-NEXT: %p2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i2
; CHECK-NEXT: store float %c, ptr addrspace(1) %p2
; CHECK-NEXT: %n1 = mul nsw i32 %n, 1
; CHECK-NEXT: %k1 = add nsw i32 %n1, %tid
; CHECK-NEXT: %i1 = sext i32 %k1 to i64
; CHECK-NEXT: %p1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i1
; CHECK-NEXT: store float %b, ptr addrspace(1) %p1
; CHECK-NEXT: %i0 = sext i32 %tid to i64
; CHECK-NEXT: %p0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i0
; CHECK-NEXT: store float %a, ptr addrspace(1) %p0
; HOST-LABEL: define ptx_kernel void @storesInOtherOrder(
; HOST: %p2 = getelementptr
; HOST-NEXT: %a = fmul float %x, %x
; PTX-LABEL: .entry storesInOtherOrder(
; PTX: mul.rn.f32 [[A:%r[0-9]+]],
; PTX-NEXT: mul.rn.f32 [[B:%r[0-9]+]], [[A]],
; PTX-NEXT: mul.rn.f32 [[C:%r[0-9]+]], [[B]],
; PTX: add.s64 [[P2:%rd[0-9]+]],
; PTX-NEXT: st.global.b32 [[[P2]]], [[C]];
; PTX: add.s64 [[P1:%rd[0-9]+]],
; PTX-NEXT: st.global.b32 [[[P1]]], [[B]];
; PTX: add.s64 [[P0:%rd[0-9]+]],
; PTX-NEXT: st.global.b32 [[[P0]]], [[A]];
define ptx_kernel void @storesInOtherOrder(ptr addrspace(1) %out, i32 %n,
                                           float %x) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i0 = sext i32 %tid to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i0
  %n1 = mul nsw i32 %n, 1
  %k1 = add nsw i32 %n1, %tid
  %i1 = sext i32 %k1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i1
  %n2 = mul nsw i32 %n, 2
  %k2 = add nsw i32 %n2, %tid
  %i2 = sext i32 %k2 to i64
  %p2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i2
  %a = fmul float %x, %x
  %b = fmul float %a, %x
  %c = fmul float %b, %x
  store float %c, ptr addrspace(1) %p2
  store float %b, ptr addrspace(1) %p1
  store float %a, ptr addrspace(1) %p0
  ret void
}

; A device function's pointer argument is a register: the address would
; keep both the pointer and the index live instead of itself.
; CHECK-LABEL: define void @operandsWouldLiveLonger(
; CHECK-NEXT: %q = getelementptr
; CHECK-NEXT: %a = fmul
define void @operandsWouldLiveLonger(ptr addrspace(1) %p, i64 %i, float %x) {
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i
  %a = fmul float %x, %x
  %b = fmul float %a, %x
  store float %b, ptr addrspace(1) %q
  ret void
}

; An extension of a value that dies at it moves: 32 bits live instead of
; 64.
; CHECK-LABEL: define void @narrowerOperand(
; CHECK-NEXT: %v = load i32
; CHECK-NEXT: %a = fmul
; CHECK-NEXT: store float %a, ptr addrspace(1) %q
; CHECK-NEXT: %w = sext i32 %v to i64
; CHECK-NEXT: %r = getelementptr
define void @narrowerOperand(ptr addrspace(1) %p, ptr addrspace(1) %q,
                             float %x) {
  %v = load i32, ptr addrspace(1) %p
  %w = sext i32 %v to i64
  %a = fmul float %x, %x
  store float %a, ptr addrspace(1) %q
  %r = getelementptr inbounds float, ptr addrspace(1) %q, i64 %w
  store float %x, ptr addrspace(1) %r
  ret void
}

; In a loop, a value from outside the loop is live throughout it, and the
; induction variable is used after the store: the address moves.
; CHECK-LABEL: define void @loopBody(
; CHECK: %b = fmul float %a, %x
; CHECK-NEXT: %q = getelementptr
; CHECK-NEXT: store float %b, ptr addrspace(1) %q
define void @loopBody(ptr addrspace(1) %p, float %x, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 %iv
  %a = fmul float %x, %x
  %b = fmul float %a, %x
  store float %b, ptr addrspace(1) %q
  %iv.next = add i64 %iv, 1
  %done = icmp eq i64 %iv.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Left alone: a value used in another block, a load, a phi's operand.
; CHECK-LABEL: define void @leftAlone(
; CHECK-NEXT: entry:
; CHECK-NEXT: %q = getelementptr
; CHECK-NEXT: %v = load float
define void @leftAlone(ptr addrspace(1) %p, i64 %i, i1 %c, float %x) {
entry:
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i
  %v = load float, ptr addrspace(1) %p
  %a = fmul float %x, %v
  store float %a, ptr addrspace(1) %q
  br i1 %c, label %then, label %exit
then:
  store float %x, ptr addrspace(1) %q
  br label %exit
exit:
  ret void
}
