; Integer and pointer arithmetic that computes the addresses of a block's
; stores and atomics moves down the block to just before its first use, where
; that keeps fewer register bits live: a kernel's parameters and constants
; cost none, an operand used later or live out of the block costs none, an
; operand the move would keep live costs its width (or, where only the
; moved instruction uses it, what moving it too would cost), and the moved
; value saves its width. Moves of fewer than 32 instructions are not made.
; Addresses then reach NVPTX's strength reduction in the order they are
; used, and PTX computes each one next to its store (HeCBench svd3x3: 56
; registers to nvcc's 40).
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
; CHECK-NEXT: %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT: %a1 = fmul
; CHECK: %a32 = fmul float %a31, %x
; CHECK-NEXT: %n2 = mul nsw i32 %n, 2
; CHECK-NEXT: %k2 = add nsw i32 %n2, %tid
; CHECK-NEXT: %i2 = sext i32 %k2 to i64
; CHECK-NEXT: %p2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i2
; CHECK-NEXT: store float %a32, ptr addrspace(1) %p2
; CHECK-NEXT: %n1 = mul nsw i32 %n, 1
; CHECK-NEXT: %k1 = add nsw i32 %n1, %tid
; CHECK-NEXT: %i1 = sext i32 %k1 to i64
; CHECK-NEXT: %p1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i1
; CHECK-NEXT: store float %a31, ptr addrspace(1) %p1
; CHECK-NEXT: %i0 = sext i32 %tid to i64
; CHECK-NEXT: %p0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i0
; CHECK-NEXT: store float %a30, ptr addrspace(1) %p0
; HOST-LABEL: define ptx_kernel void @storesInOtherOrder(
; HOST: %p2 = getelementptr
; HOST-NEXT: %a1 = fmul float %x, %x
; PTX-LABEL: .entry storesInOtherOrder(
; PTX-COUNT-29: mul.rn.f32
; PTX-NEXT: mul.rn.f32 [[A30:%r[0-9]+]],
; PTX-NEXT: mul.rn.f32 [[A31:%r[0-9]+]], [[A30]],
; PTX-NEXT: mul.rn.f32 [[A32:%r[0-9]+]], [[A31]],
; PTX-NOT: st.global
; PTX: add.s64 [[P2:%rd[0-9]+]],
; PTX-NEXT: st.global.b32 [[[P2]]], [[A32]];
; PTX: add.s64 [[P1:%rd[0-9]+]],
; PTX-NEXT: st.global.b32 [[[P1]]], [[A31]];
; PTX: add.s64 [[P0:%rd[0-9]+]],
; PTX-NEXT: st.global.b32 [[[P0]]], [[A30]];
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
  %a1 = fmul float %x, %x
  %a2 = fmul float %a1, %x
  %a3 = fmul float %a2, %x
  %a4 = fmul float %a3, %x
  %a5 = fmul float %a4, %x
  %a6 = fmul float %a5, %x
  %a7 = fmul float %a6, %x
  %a8 = fmul float %a7, %x
  %a9 = fmul float %a8, %x
  %a10 = fmul float %a9, %x
  %a11 = fmul float %a10, %x
  %a12 = fmul float %a11, %x
  %a13 = fmul float %a12, %x
  %a14 = fmul float %a13, %x
  %a15 = fmul float %a14, %x
  %a16 = fmul float %a15, %x
  %a17 = fmul float %a16, %x
  %a18 = fmul float %a17, %x
  %a19 = fmul float %a18, %x
  %a20 = fmul float %a19, %x
  %a21 = fmul float %a20, %x
  %a22 = fmul float %a21, %x
  %a23 = fmul float %a22, %x
  %a24 = fmul float %a23, %x
  %a25 = fmul float %a24, %x
  %a26 = fmul float %a25, %x
  %a27 = fmul float %a26, %x
  %a28 = fmul float %a27, %x
  %a29 = fmul float %a28, %x
  %a30 = fmul float %a29, %x
  %a31 = fmul float %a30, %x
  %a32 = fmul float %a31, %x
  store float %a32, ptr addrspace(1) %p2
  store float %a31, ptr addrspace(1) %p1
  store float %a30, ptr addrspace(1) %p0
  ret void
}

; A device function's pointer argument is a register: the address would
; keep both the pointer and the index live instead of itself.
; CHECK-LABEL: define void @operandsWouldLiveLonger(
; CHECK-NEXT: %q = getelementptr
; CHECK-NEXT: %b1 = fmul
define void @operandsWouldLiveLonger(ptr addrspace(1) %p, i64 %i, float %x) {
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i
  %b1 = fmul float %x, %x
  %b2 = fmul float %b1, %x
  %b3 = fmul float %b2, %x
  %b4 = fmul float %b3, %x
  %b5 = fmul float %b4, %x
  %b6 = fmul float %b5, %x
  %b7 = fmul float %b6, %x
  %b8 = fmul float %b7, %x
  %b9 = fmul float %b8, %x
  %b10 = fmul float %b9, %x
  %b11 = fmul float %b10, %x
  %b12 = fmul float %b11, %x
  %b13 = fmul float %b12, %x
  %b14 = fmul float %b13, %x
  %b15 = fmul float %b14, %x
  %b16 = fmul float %b15, %x
  %b17 = fmul float %b16, %x
  %b18 = fmul float %b17, %x
  %b19 = fmul float %b18, %x
  %b20 = fmul float %b19, %x
  %b21 = fmul float %b20, %x
  %b22 = fmul float %b21, %x
  %b23 = fmul float %b22, %x
  %b24 = fmul float %b23, %x
  %b25 = fmul float %b24, %x
  %b26 = fmul float %b25, %x
  %b27 = fmul float %b26, %x
  %b28 = fmul float %b27, %x
  %b29 = fmul float %b28, %x
  %b30 = fmul float %b29, %x
  %b31 = fmul float %b30, %x
  %b32 = fmul float %b31, %x
  store float %b32, ptr addrspace(1) %q
  ret void
}

; An extension of a value that dies at it moves with its address: 32 bits
; live instead of 64.
; CHECK-LABEL: define void @narrowerOperand(
; CHECK-NEXT: %v = load i32
; CHECK-NEXT: %c1 = fmul
; CHECK: store float %c32, ptr addrspace(1) %q
; CHECK-NEXT: %w = sext i32 %v to i64
; CHECK-NEXT: %r = getelementptr
; CHECK-NEXT: store float %x, ptr addrspace(1) %r
define void @narrowerOperand(ptr addrspace(1) %p, ptr addrspace(1) %q,
                             float %x) {
  %v = load i32, ptr addrspace(1) %p
  %w = sext i32 %v to i64
  %c1 = fmul float %x, %x
  %c2 = fmul float %c1, %x
  %c3 = fmul float %c2, %x
  %c4 = fmul float %c3, %x
  %c5 = fmul float %c4, %x
  %c6 = fmul float %c5, %x
  %c7 = fmul float %c6, %x
  %c8 = fmul float %c7, %x
  %c9 = fmul float %c8, %x
  %c10 = fmul float %c9, %x
  %c11 = fmul float %c10, %x
  %c12 = fmul float %c11, %x
  %c13 = fmul float %c12, %x
  %c14 = fmul float %c13, %x
  %c15 = fmul float %c14, %x
  %c16 = fmul float %c15, %x
  %c17 = fmul float %c16, %x
  %c18 = fmul float %c17, %x
  %c19 = fmul float %c18, %x
  %c20 = fmul float %c19, %x
  %c21 = fmul float %c20, %x
  %c22 = fmul float %c21, %x
  %c23 = fmul float %c22, %x
  %c24 = fmul float %c23, %x
  %c25 = fmul float %c24, %x
  %c26 = fmul float %c25, %x
  %c27 = fmul float %c26, %x
  %c28 = fmul float %c27, %x
  %c29 = fmul float %c28, %x
  %c30 = fmul float %c29, %x
  %c31 = fmul float %c30, %x
  %c32 = fmul float %c31, %x
  store float %c32, ptr addrspace(1) %q
  %r = getelementptr inbounds float, ptr addrspace(1) %q, i64 %w
  store float %x, ptr addrspace(1) %r
  ret void
}

; The same extension feeding a conversion, not an address, stays.
; CHECK-LABEL: define void @notAnAddress(
; CHECK-NEXT: %v = load i32
; CHECK-NEXT: %w = sext i32 %v to i64
define void @notAnAddress(ptr addrspace(1) %p, ptr addrspace(1) %q, float %x) {
  %v = load i32, ptr addrspace(1) %p
  %w = sext i32 %v to i64
  %d1 = fmul float %x, %x
  %d2 = fmul float %d1, %x
  %d3 = fmul float %d2, %x
  %d4 = fmul float %d3, %x
  %d5 = fmul float %d4, %x
  %d6 = fmul float %d5, %x
  %d7 = fmul float %d6, %x
  %d8 = fmul float %d7, %x
  %d9 = fmul float %d8, %x
  %d10 = fmul float %d9, %x
  %d11 = fmul float %d10, %x
  %d12 = fmul float %d11, %x
  %d13 = fmul float %d12, %x
  %d14 = fmul float %d13, %x
  %d15 = fmul float %d14, %x
  %d16 = fmul float %d15, %x
  %d17 = fmul float %d16, %x
  %d18 = fmul float %d17, %x
  %d19 = fmul float %d18, %x
  %d20 = fmul float %d19, %x
  %d21 = fmul float %d20, %x
  %d22 = fmul float %d21, %x
  %d23 = fmul float %d22, %x
  %d24 = fmul float %d23, %x
  %d25 = fmul float %d24, %x
  %d26 = fmul float %d25, %x
  %d27 = fmul float %d26, %x
  %d28 = fmul float %d27, %x
  %d29 = fmul float %d28, %x
  %d30 = fmul float %d29, %x
  %d31 = fmul float %d30, %x
  %d32 = fmul float %d31, %x
  store float %d32, ptr addrspace(1) %q
  %f = sitofp i64 %w to float
  store float %f, ptr addrspace(1) %q
  ret void
}

; The address of a load stays: it is computed where the load is, or the
; load waits for a barrier or a store.
; CHECK-LABEL: define void @loadAddress(
; CHECK-NEXT: %v = load i32
; CHECK-NEXT: %w = sext i32 %v to i64
; CHECK-NEXT: %r = getelementptr
define void @loadAddress(ptr addrspace(1) %p, ptr addrspace(1) %q, float %x) {
  %v = load i32, ptr addrspace(1) %p
  %w = sext i32 %v to i64
  %r = getelementptr inbounds float, ptr addrspace(1) %q, i64 %w
  %k1 = fmul float %x, %x
  %k2 = fmul float %k1, %x
  %k3 = fmul float %k2, %x
  %k4 = fmul float %k3, %x
  %k5 = fmul float %k4, %x
  %k6 = fmul float %k5, %x
  %k7 = fmul float %k6, %x
  %k8 = fmul float %k7, %x
  %k9 = fmul float %k8, %x
  %k10 = fmul float %k9, %x
  %k11 = fmul float %k10, %x
  %k12 = fmul float %k11, %x
  %k13 = fmul float %k12, %x
  %k14 = fmul float %k13, %x
  %k15 = fmul float %k14, %x
  %k16 = fmul float %k15, %x
  %k17 = fmul float %k16, %x
  %k18 = fmul float %k17, %x
  %k19 = fmul float %k18, %x
  %k20 = fmul float %k19, %x
  %k21 = fmul float %k20, %x
  %k22 = fmul float %k21, %x
  %k23 = fmul float %k22, %x
  %k24 = fmul float %k23, %x
  %k25 = fmul float %k24, %x
  %k26 = fmul float %k25, %x
  %k27 = fmul float %k26, %x
  %k28 = fmul float %k27, %x
  %k29 = fmul float %k28, %x
  %k30 = fmul float %k29, %x
  %k31 = fmul float %k30, %x
  %k32 = fmul float %k31, %x
  store float %k32, ptr addrspace(1) %q
  %l = load float, ptr addrspace(1) %r
  store float %l, ptr addrspace(1) %p
  ret void
}

; Fewer than 32 instructions between the address and its use: left to
; ptxas.
; CHECK-LABEL: define void @nearUse(
; CHECK-NEXT: %v = load i32
; CHECK-NEXT: %w = sext i32 %v to i64
define void @nearUse(ptr addrspace(1) %p, ptr addrspace(1) %q, float %x) {
  %v = load i32, ptr addrspace(1) %p
  %w = sext i32 %v to i64
  %e1 = fmul float %x, %x
  %e2 = fmul float %e1, %x
  %e3 = fmul float %e2, %x
  %e4 = fmul float %e3, %x
  %e5 = fmul float %e4, %x
  %e6 = fmul float %e5, %x
  %e7 = fmul float %e6, %x
  %e8 = fmul float %e7, %x
  store float %e8, ptr addrspace(1) %q
  %r = getelementptr inbounds float, ptr addrspace(1) %q, i64 %w
  store float %x, ptr addrspace(1) %r
  ret void
}

; In a loop, a value from outside the loop is live throughout it, and the
; induction variable is used after the store: the address moves.
; CHECK-LABEL: define void @loopBody(
; CHECK: %g32 = fmul float %g31, %x
; CHECK-NEXT: %q = getelementptr
; CHECK-NEXT: store float %g32, ptr addrspace(1) %q
define void @loopBody(ptr addrspace(1) %p, float %x, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 %iv
  %g1 = fmul float %x, %x
  %g2 = fmul float %g1, %x
  %g3 = fmul float %g2, %x
  %g4 = fmul float %g3, %x
  %g5 = fmul float %g4, %x
  %g6 = fmul float %g5, %x
  %g7 = fmul float %g6, %x
  %g8 = fmul float %g7, %x
  %g9 = fmul float %g8, %x
  %g10 = fmul float %g9, %x
  %g11 = fmul float %g10, %x
  %g12 = fmul float %g11, %x
  %g13 = fmul float %g12, %x
  %g14 = fmul float %g13, %x
  %g15 = fmul float %g14, %x
  %g16 = fmul float %g15, %x
  %g17 = fmul float %g16, %x
  %g18 = fmul float %g17, %x
  %g19 = fmul float %g18, %x
  %g20 = fmul float %g19, %x
  %g21 = fmul float %g20, %x
  %g22 = fmul float %g21, %x
  %g23 = fmul float %g22, %x
  %g24 = fmul float %g23, %x
  %g25 = fmul float %g24, %x
  %g26 = fmul float %g25, %x
  %g27 = fmul float %g26, %x
  %g28 = fmul float %g27, %x
  %g29 = fmul float %g28, %x
  %g30 = fmul float %g29, %x
  %g31 = fmul float %g30, %x
  %g32 = fmul float %g31, %x
  store float %g32, ptr addrspace(1) %q
  %iv.next = add i64 %iv, 1
  %done = icmp eq i64 %iv.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Left alone: an address also used in another block, a load.
; CHECK-LABEL: define void @leftAlone(
; CHECK-NEXT: entry:
; CHECK-NEXT: %q = getelementptr
; CHECK-NEXT: %v = load float
define void @leftAlone(ptr addrspace(1) %p, i64 %i, i1 %c, float %x) {
entry:
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i
  %v = load float, ptr addrspace(1) %p
  %h1 = fmul float %v, %x
  %h2 = fmul float %h1, %x
  %h3 = fmul float %h2, %x
  %h4 = fmul float %h3, %x
  %h5 = fmul float %h4, %x
  %h6 = fmul float %h5, %x
  %h7 = fmul float %h6, %x
  %h8 = fmul float %h7, %x
  %h9 = fmul float %h8, %x
  %h10 = fmul float %h9, %x
  %h11 = fmul float %h10, %x
  %h12 = fmul float %h11, %x
  %h13 = fmul float %h12, %x
  %h14 = fmul float %h13, %x
  %h15 = fmul float %h14, %x
  %h16 = fmul float %h15, %x
  %h17 = fmul float %h16, %x
  %h18 = fmul float %h17, %x
  %h19 = fmul float %h18, %x
  %h20 = fmul float %h19, %x
  %h21 = fmul float %h20, %x
  %h22 = fmul float %h21, %x
  %h23 = fmul float %h22, %x
  %h24 = fmul float %h23, %x
  %h25 = fmul float %h24, %x
  %h26 = fmul float %h25, %x
  %h27 = fmul float %h26, %x
  %h28 = fmul float %h27, %x
  %h29 = fmul float %h28, %x
  %h30 = fmul float %h29, %x
  %h31 = fmul float %h30, %x
  %h32 = fmul float %h31, %x
  store float %h32, ptr addrspace(1) %q
  br i1 %c, label %then, label %exit
then:
  store float %x, ptr addrspace(1) %q
  br label %exit
exit:
  ret void
}
