; A long reduction that Reassociate left after its last term (every term
; live to the end) is rebuilt in the order of the terms' definitions: each
; operation right after its term, arguments first, constants last, terms of
; a dominating block in the same loop combined there. Left alone: fewer
; than 8 terms, a term in another loop, other targets, floating point.
; RUN: %opt_scale -passes=scale-reduction-order -S %s | FileCheck %s
; RUN: %opt_scale -passes=scale-reduction-order -S %S/Inputs/reduction-order-x86.ll \
; RUN:   | FileCheck %S/Inputs/reduction-order-x86.ll --check-prefix=HOST

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define i32 @xorChain(
; CHECK: %t1 = mul i32 %a, 3
; CHECK-NEXT: %t2 = mul i32 %a, 5
; CHECK-NEXT: %r.ordered = xor i32 %t1, %t2
; CHECK-NEXT: %t3 = mul i32 %a, 7
; CHECK-NEXT: %r.ordered1 = xor i32 %r.ordered, %t3
; CHECK-NEXT: %t4 = mul i32 %a, 9
; CHECK-NEXT: %r.ordered2 = xor i32 %r.ordered1, %t4
; CHECK-NEXT: %t5 = mul i32 %a, 11
; CHECK-NEXT: %r.ordered3 = xor i32 %r.ordered2, %t5
; CHECK-NEXT: %t6 = mul i32 %a, 13
; CHECK-NEXT: %r.ordered4 = xor i32 %r.ordered3, %t6
; CHECK-NEXT: %t7 = mul i32 %a, 15
; CHECK-NEXT: %r.ordered5 = xor i32 %r.ordered4, %t7
; CHECK-NEXT: %t8 = mul i32 %a, 17
; CHECK-NEXT: %r.ordered6 = xor i32 %r.ordered5, %t8
; CHECK-NEXT: %r.ordered7 = xor i32 %r.ordered6, 255
; CHECK-NEXT: ret i32 %r.ordered7
define i32 @xorChain(i32 %a) {
  %t1 = mul i32 %a, 3
  %t2 = mul i32 %a, 5
  %t3 = mul i32 %a, 7
  %t4 = mul i32 %a, 9
  %t5 = mul i32 %a, 11
  %t6 = mul i32 %a, 13
  %t7 = mul i32 %a, 15
  %t8 = mul i32 %a, 17
  %x1 = xor i32 %t8, 255
  %x2 = xor i32 %x1, %t1
  %x3 = xor i32 %x2, %t7
  %x4 = xor i32 %x3, %t2
  %x5 = xor i32 %x4, %t6
  %x6 = xor i32 %x5, %t3
  %x7 = xor i32 %x6, %t5
  %r = xor i32 %x7, %t4
  ret i32 %r
}

; An argument first, combined where the first instruction term is; the
; wrap flags go.
; CHECK-LABEL: define i32 @addChain(
; CHECK-NEXT: %t1 = mul i32 %a, 3
; CHECK-NEXT: %s.ordered = add i32 %b, %t1
; CHECK: %s.ordered6 = add i32 %s.ordered5, %t7
; CHECK-NEXT: ret i32 %s.ordered6
define i32 @addChain(i32 %a, i32 %b) {
  %t1 = mul i32 %a, 3
  %t2 = mul i32 %a, 5
  %t3 = mul i32 %a, 7
  %t4 = mul i32 %a, 9
  %t5 = mul i32 %a, 11
  %t6 = mul i32 %a, 13
  %t7 = mul i32 %a, 15
  %x1 = add nsw i32 %t7, %t1
  %x2 = add nsw i32 %x1, %t6
  %x3 = add nuw i32 %x2, %t2
  %x4 = add i32 %x3, %t5
  %x5 = add i32 %x4, %t3
  %x6 = add i32 %x5, %b
  %s = add i32 %x6, %t4
  ret i32 %s
}

; Terms of the entry block, the root after a branch: combined in the entry
; block, as the terms come; the one term of the joined block there.
; CHECK-LABEL: define i32 @acrossBlocks(
; CHECK: %t8 = mul i32 %a, 17
; CHECK-NEXT: %r.ordered6 = xor i32 %r.ordered5, %t8
; CHECK-NEXT: br i1 %c
; CHECK: join:
; CHECK-NEXT: %p = phi i32
; CHECK-NEXT: %r.ordered7 = xor i32 %r.ordered6, %p
; CHECK-NEXT: ret i32 %r.ordered7
define i32 @acrossBlocks(i32 %a, i1 %c) {
entry:
  %t1 = mul i32 %a, 3
  %t2 = mul i32 %a, 5
  %t3 = mul i32 %a, 7
  %t4 = mul i32 %a, 9
  %t5 = mul i32 %a, 11
  %t6 = mul i32 %a, 13
  %t7 = mul i32 %a, 15
  %t8 = mul i32 %a, 17
  br i1 %c, label %then, label %join
then:
  %u = add i32 %a, 1
  br label %join
join:
  %p = phi i32 [ %u, %then ], [ 0, %entry ]
  %x1 = xor i32 %p, %t1
  %x2 = xor i32 %x1, %t8
  %x3 = xor i32 %x2, %t2
  %x4 = xor i32 %x3, %t7
  %x5 = xor i32 %x4, %t3
  %x6 = xor i32 %x5, %t6
  %x7 = xor i32 %x6, %t4
  %r = xor i32 %x7, %t5
  ret i32 %r
}

; Seven terms: the scheduler's order is as good.
; CHECK-LABEL: define i32 @short(
; CHECK: %x1 = xor i32 %t7, %t1
; CHECK-NOT: ordered
; CHECK: ret i32 %r
define i32 @short(i32 %a) {
  %t1 = mul i32 %a, 3
  %t2 = mul i32 %a, 5
  %t3 = mul i32 %a, 7
  %t4 = mul i32 %a, 9
  %t5 = mul i32 %a, 11
  %t6 = mul i32 %a, 13
  %t7 = mul i32 %a, 15
  %x1 = xor i32 %t7, %t1
  %x2 = xor i32 %x1, %t6
  %x3 = xor i32 %x2, %t2
  %x4 = xor i32 %x3, %t5
  %x5 = xor i32 %x4, %t3
  %r = xor i32 %x5, %t4
  ret i32 %r
}

; A term computed in a loop, the reduction after it: the operation would
; move into the loop.
; CHECK-LABEL: define i32 @termInLoop(
; CHECK-NOT: ordered
; CHECK: ret i32 %r
define i32 @termInLoop(i32 %a, i32 %n) {
entry:
  %t1 = mul i32 %a, 3
  %t2 = mul i32 %a, 5
  %t3 = mul i32 %a, 7
  %t4 = mul i32 %a, 9
  %t5 = mul i32 %a, 11
  %t6 = mul i32 %a, 13
  %t7 = mul i32 %a, 15
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %v = mul i32 %i, %a
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  %x1 = xor i32 %v, %t1
  %x2 = xor i32 %x1, %t7
  %x3 = xor i32 %x2, %t2
  %x4 = xor i32 %x3, %t6
  %x5 = xor i32 %x4, %t3
  %x6 = xor i32 %x5, %t5
  %r = xor i32 %x6, %t4
  ret i32 %r
}

; Floating-point addition is not associative.
; CHECK-LABEL: define float @floats(
; CHECK-NOT: ordered
; CHECK: ret float %r
define float @floats(float %a) {
  %t1 = fmul float %a, 3.0
  %t2 = fmul float %a, 5.0
  %t3 = fmul float %a, 7.0
  %t4 = fmul float %a, 9.0
  %t5 = fmul float %a, 11.0
  %t6 = fmul float %a, 13.0
  %t7 = fmul float %a, 15.0
  %t8 = fmul float %a, 17.0
  %x1 = fadd float %t8, %t1
  %x2 = fadd float %x1, %t7
  %x3 = fadd float %x2, %t2
  %x4 = fadd float %x3, %t6
  %x5 = fadd float %x4, %t3
  %x6 = fadd float %x5, %t5
  %r = fadd float %x6, %t4
  ret float %r
}

; Terms that other instructions use too stay live whatever the order (a
; scan's prefixes, also stored): combining them early would only keep the
; partial result live longer. Left alone when fewer than 8 terms die at
; their combination (CUB's DeviceUniqueByKey in HeCBench remap spilled).
; CHECK-LABEL: define i32 @termsUsedElsewhere(
; CHECK-NOT: ordered
; CHECK: ret i32 %r
define i32 @termsUsedElsewhere(i32 %a, ptr %out) {
  %t1 = mul i32 %a, 3
  %t2 = mul i32 %a, 5
  %t3 = mul i32 %a, 7
  %t4 = mul i32 %a, 9
  %t5 = mul i32 %a, 11
  %t6 = mul i32 %a, 13
  %t7 = mul i32 %a, 15
  %t8 = mul i32 %a, 17
  store i32 %t1, ptr %out
  %x1 = add i32 %t8, %t1
  %x2 = add i32 %x1, %t7
  %x3 = add i32 %x2, %t2
  %x4 = add i32 %x3, %t6
  %x5 = add i32 %x4, %t3
  %x6 = add i32 %x5, %t5
  %r = add i32 %x6, %t4
  ret i32 %r
}
