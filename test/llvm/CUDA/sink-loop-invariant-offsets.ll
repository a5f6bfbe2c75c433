; In a loop whose values from outside take more than 128 of ptxas's 255
; registers (constants and a kernel's parameters, read from the constant
; bank, aside), integer and pointer arithmetic from outside the loop that
; is not live across it otherwise is recomputed before its uses in the loop
; and after it, where that keeps fewer register bits live across the loop:
; the value's width is saved, each operand that becomes live costs its
; width unless it is live across the loop anyway, and an operand that is
; itself such arithmetic may be recomputed too. Loads are not. Uses before
; the loop keep the original. Other targets, and loops with room, are left
; as they are. (ggml's flash-attention kernel, D=128: 3,264 spill bytes to
; 208; nvcc's PTX computes these addresses in the loop too.)
; RUN: %opt_scale -passes=scale-sink-loop-invariant-offsets -S %s | FileCheck %s
; RUN: sed 's/^target triple.*/target triple = "x86_64-pc-linux-gnu"/' %s \
; RUN:   | %opt_scale -passes=scale-sink-loop-invariant-offsets -S \
; RUN:   | FileCheck %s --check-prefix=HOST
; RUN: %opt_scale -passes=scale-sink-loop-invariant-offsets %s -o - \
; RUN:   | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   | FileCheck %s --check-prefix=PTX

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Four 32-float vectors (128 registers) and three addresses live across the
; loop: the addresses are recomputed in it, from the kernel's parameters
; and the thread index, and once more after the loop for the store there;
; the store before the loop keeps the original of %p1. %p4, which only the
; store after the loop uses, is recomputed there too.
; CHECK-LABEL: define ptx_kernel void @crowded(
; CHECK: entry:
; CHECK-NEXT: %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT: %tid64 = zext i32 %tid to i64
; CHECK-NEXT: %thread = getelementptr inbounds float, ptr addrspace(1) %base, i64 %tid64
; CHECK-NEXT: %off1 = mul i64 %stride, 1
; CHECK-NEXT: %p1 = getelementptr inbounds float, ptr addrspace(1) %thread, i64 %off1
; CHECK-NEXT: store float 0.000000e+00, ptr addrspace(1) %p1
; CHECK-NEXT: %w0 = load <32 x float>
; CHECK: %w3 = load <32 x float>
; CHECK-NEXT: br label %loop
; CHECK: loop:
; CHECK: %row64 = zext i32 %row to i64
; CHECK-NEXT: %[[TID:.+]] = zext i32 %tid to i64
; CHECK-NEXT: %[[THREAD:.+]] = getelementptr inbounds float, ptr addrspace(1) %base, i64 %[[TID]]
; CHECK-NEXT: %[[OFF1:.+]] = mul i64 %stride, 1
; CHECK-NEXT: %[[P1:.+]] = getelementptr inbounds float, ptr addrspace(1) %[[THREAD]], i64 %[[OFF1]]
; CHECK-NEXT: %q1 = getelementptr inbounds float, ptr addrspace(1) %[[P1]], i64 %row64
; CHECK: %[[OFF2:.+]] = mul i64 %stride, 2
; CHECK-NEXT: %[[P2:.+]] = getelementptr inbounds float, ptr addrspace(1) %[[THREAD]], i64 %[[OFF2]]
; CHECK-NEXT: %q2 = getelementptr inbounds float, ptr addrspace(1) %[[P2]], i64 %row64
; CHECK: %[[OFF3:.+]] = mul i64 %stride, 3
; CHECK-NEXT: %[[P3:.+]] = getelementptr inbounds float, ptr addrspace(1) %[[THREAD]], i64 %[[OFF3]]
; CHECK-NEXT: %q3 = getelementptr inbounds float, ptr addrspace(1) %[[P3]], i64 %row64
; CHECK: exit:
; CHECK-NEXT: %[[TIDX:.+]] = zext i32 %tid to i64
; CHECK-NEXT: %[[THREADX:.+]] = getelementptr inbounds float, ptr addrspace(1) %base, i64 %[[TIDX]]
; CHECK-NEXT: %[[OFF2X:.+]] = mul i64 %stride, 2
; CHECK-NEXT: %[[P2X:.+]] = getelementptr inbounds float, ptr addrspace(1) %[[THREADX]], i64 %[[OFF2X]]
; CHECK-NEXT: store float %acc.next, ptr addrspace(1) %[[P2X]]
; CHECK-NEXT: %[[OFF4X:.+]] = mul i64 %stride, 4
; CHECK-NEXT: %[[P4X:.+]] = getelementptr inbounds float, ptr addrspace(1) %[[THREADX]], i64 %[[OFF4X]]
; CHECK-NEXT: store float %acc, ptr addrspace(1) %[[P4X]]
; HOST-LABEL: define ptx_kernel void @crowded(
; HOST: %off2 = mul i64 %stride, 2
; HOST-NEXT: %p2 = getelementptr
; HOST: loop:
; HOST: %q2 = getelementptr inbounds float, ptr addrspace(1) %p2, i64 %row64
; PTX-LABEL: .entry crowded(
; PTX: $L__BB0_1:
; PTX: ld.global.b32
; PTX: add.s64 [[Q2:%rd[0-9]+]], {{%rd[0-9]+}}, {{%rd[0-9]+}};
; PTX-NEXT: ld.global.b32 {{%r[0-9]+}}, [[[Q2]]];
; PTX: add.s64 [[Q3:%rd[0-9]+]], [[Q2]], {{%rd[0-9]+}};
; PTX-NEXT: ld.global.b32 {{%r[0-9]+}}, [[[Q3]]];
; PTX: @{{%p[0-9]+}} bra $L__BB0_1;
define ptx_kernel void @crowded(ptr addrspace(1) %base, i64 %stride, i32 %n,
                                ptr addrspace(1) %out,
                                ptr addrspace(1) %weights) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid64 = zext i32 %tid to i64
  %thread = getelementptr inbounds float, ptr addrspace(1) %base, i64 %tid64
  %off1 = mul i64 %stride, 1
  %p1 = getelementptr inbounds float, ptr addrspace(1) %thread, i64 %off1
  %off2 = mul i64 %stride, 2
  %p2 = getelementptr inbounds float, ptr addrspace(1) %thread, i64 %off2
  %off3 = mul i64 %stride, 3
  %p3 = getelementptr inbounds float, ptr addrspace(1) %thread, i64 %off3
  %off4 = mul i64 %stride, 4
  %p4 = getelementptr inbounds float, ptr addrspace(1) %thread, i64 %off4
  store float 0.0, ptr addrspace(1) %p1
  %w0 = load <32 x float>, ptr addrspace(1) %weights
  %wp1 = getelementptr inbounds <32 x float>, ptr addrspace(1) %weights, i64 1
  %w1 = load <32 x float>, ptr addrspace(1) %wp1
  %wp2 = getelementptr inbounds <32 x float>, ptr addrspace(1) %weights, i64 2
  %w2 = load <32 x float>, ptr addrspace(1) %wp2
  %wp3 = getelementptr inbounds <32 x float>, ptr addrspace(1) %weights, i64 3
  %w3 = load <32 x float>, ptr addrspace(1) %wp3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %lane = and i32 %i, 15
  %row = mul i32 %i, 4096
  %row64 = zext i32 %row to i64
  %q1 = getelementptr inbounds float, ptr addrspace(1) %p1, i64 %row64
  %v1 = load float, ptr addrspace(1) %q1
  %q2 = getelementptr inbounds float, ptr addrspace(1) %p2, i64 %row64
  %v2 = load float, ptr addrspace(1) %q2
  %q3 = getelementptr inbounds float, ptr addrspace(1) %p3, i64 %row64
  %v3 = load float, ptr addrspace(1) %q3
  %x0 = extractelement <32 x float> %w0, i32 %lane
  %x1 = extractelement <32 x float> %w1, i32 %lane
  %x2 = extractelement <32 x float> %w2, i32 %lane
  %x3 = extractelement <32 x float> %w3, i32 %lane
  %s1 = fmul float %v1, %x0
  %s2 = fmul float %v2, %x1
  %s3 = fmul float %v3, %x2
  %t1 = fadd float %acc, %s1
  %t2 = fadd float %t1, %s2
  %t3 = fadd float %t2, %s3
  %acc.next = fadd float %t3, %x3
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  store float %acc.next, ptr addrspace(1) %p2
  store float %acc, ptr addrspace(1) %p4
  store float %acc.next, ptr addrspace(1) %out
  ret void
}

; The same loop without the vectors has room: nothing moves.
; CHECK-LABEL: define ptx_kernel void @roomy(
; CHECK: entry:
; CHECK: %off2 = mul i64 %stride, 2
; CHECK-NEXT: %p2 = getelementptr inbounds float, ptr addrspace(1) %thread, i64 %off2
; CHECK: loop:
; CHECK-NOT: mul i64
; CHECK: %q2 = getelementptr inbounds float, ptr addrspace(1) %p2, i64 %row64
; CHECK: exit:
; CHECK-NEXT: store float %acc.next, ptr addrspace(1) %p2
define ptx_kernel void @roomy(ptr addrspace(1) %base, i64 %stride, i32 %n,
                              ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid64 = zext i32 %tid to i64
  %thread = getelementptr inbounds float, ptr addrspace(1) %base, i64 %tid64
  %off1 = mul i64 %stride, 1
  %p1 = getelementptr inbounds float, ptr addrspace(1) %thread, i64 %off1
  %off2 = mul i64 %stride, 2
  %p2 = getelementptr inbounds float, ptr addrspace(1) %thread, i64 %off2
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %row = mul i32 %i, 4096
  %row64 = zext i32 %row to i64
  %q1 = getelementptr inbounds float, ptr addrspace(1) %p1, i64 %row64
  %v1 = load float, ptr addrspace(1) %q1
  %q2 = getelementptr inbounds float, ptr addrspace(1) %p2, i64 %row64
  %v2 = load float, ptr addrspace(1) %q2
  %t1 = fadd float %acc, %v1
  %acc.next = fadd float %t1, %v2
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  store float %acc.next, ptr addrspace(1) %p2
  ret void
}

; In a device function the parameters are registers: recomputing the
; address from %base, which the loop uses anyway, would keep the product
; live instead (as many bits), and recomputing the product too would keep
; both of its parameters (twice as many): nothing moves.
; CHECK-LABEL: define void @registerOperands(
; CHECK: entry:
; CHECK-NEXT: %offset = mul i64 %a, %b
; CHECK-NEXT: %p = getelementptr inbounds float, ptr addrspace(1) %base, i64 %offset
; CHECK: loop:
; CHECK-NEXT: %i = phi
; CHECK-NOT: getelementptr {{.*}} %offset
; CHECK: %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 %row64
define void @registerOperands(ptr addrspace(1) %base, i64 %a, i64 %b,
                              i32 %n, ptr addrspace(1) %out,
                              ptr addrspace(1) %weights) {
entry:
  %offset = mul i64 %a, %b
  %p = getelementptr inbounds float, ptr addrspace(1) %base, i64 %offset
  %w0 = load <32 x float>, ptr addrspace(1) %weights
  %wp1 = getelementptr inbounds <32 x float>, ptr addrspace(1) %weights, i64 1
  %w1 = load <32 x float>, ptr addrspace(1) %wp1
  %wp2 = getelementptr inbounds <32 x float>, ptr addrspace(1) %weights, i64 2
  %w2 = load <32 x float>, ptr addrspace(1) %wp2
  %wp3 = getelementptr inbounds <32 x float>, ptr addrspace(1) %weights, i64 3
  %w3 = load <32 x float>, ptr addrspace(1) %wp3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %lane = and i32 %i, 15
  %row = mul i32 %i, 4096
  %row64 = zext i32 %row to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 %row64
  %v = load float, ptr addrspace(1) %q
  %own = getelementptr inbounds float, ptr addrspace(1) %base, i64 %row64
  %u = load float, ptr addrspace(1) %own
  %x0 = extractelement <32 x float> %w0, i32 %lane
  %x1 = extractelement <32 x float> %w1, i32 %lane
  %x2 = extractelement <32 x float> %w2, i32 %lane
  %x3 = extractelement <32 x float> %w3, i32 %lane
  %s0 = fmul float %v, %x0
  %s1 = fmul float %u, %x1
  %t0 = fadd float %acc, %s0
  %t1 = fadd float %t0, %s1
  %t2 = fadd float %t1, %x2
  %acc.next = fadd float %t2, %x3
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  store float %acc.next, ptr addrspace(1) %out
  ret void
}
