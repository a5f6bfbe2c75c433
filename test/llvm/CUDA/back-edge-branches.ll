; An exiting loop latch branches to its header on true: NVPTX cannot
; reverse a branch condition, so a latch that exits on true stays
; `@%p bra EXIT; bra.uni HEADER` once the exit follows the loop, a form
; ptxas allocates worse than nvcc's conditional backward branch.
; A compare used only by the branch is inverted in place; any other
; condition gets an `xor` with true. Branch weights and loop metadata stay
; with their edges. Left alone: latches that already branch back on true,
; unconditional latches, latches whose both successors are in the loop,
; other targets.
; RUN: %opt_scale -passes=scale-back-edge-branches -S %s | FileCheck %s
; RUN: sed 's/^target triple.*/target triple = "x86_64-pc-linux-gnu"/' %s \
; RUN:   | %opt_scale -passes=scale-back-edge-branches -S | FileCheck %s --check-prefix=HOST

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define float @counted(
; CHECK: %done = icmp ne i32 %next, %n
; CHECK-NEXT: br i1 %done, label %loop, label %exit, !prof ![[BACK:[0-9]+]], !llvm.loop ![[LOOP:[0-9]+]]
; HOST-LABEL: define float @counted(
; HOST: %done = icmp eq i32 %next, %n
; HOST-NEXT: br i1 %done, label %exit, label %loop
define float @counted(float %v, float %s0, i32 %n) {
entry:
  br label %loop

exit:
  ret float %s

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %s = phi float [ %s0, %entry ], [ %s1, %loop ]
  %s1 = fsub float %v, %s
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop, !prof !0, !llvm.loop !1
}

; A floating-point condition gets its inverse, unordered, predicate.
; CHECK-LABEL: define float @converge(
; CHECK: %small = fcmp uge float %d, 0x3EB0C6F7A0000000
; CHECK-NEXT: br i1 %small, label %loop, label %exit
define float @converge(float %x0) {
entry:
  br label %loop

loop:
  %x = phi float [ %x0, %entry ], [ %x1, %loop ]
  %x1 = fmul float %x, 5.000000e-01
  %d = fsub float %x, %x1
  %small = fcmp olt float %d, 0x3EB0C6F7A0000000
  br i1 %small, label %exit, label %loop

exit:
  ret float %x1
}

; The condition is used after the loop too: it stays, and the branch takes
; its negation.
; CHECK-LABEL: define i1 @sharedCondition(
; CHECK: %stop = icmp sgt i32 %next, %n
; CHECK-NEXT: %stop.back = xor i1 %stop, true
; CHECK-NEXT: br i1 %stop.back, label %loop, label %exit
; CHECK: ret i1 %stop
define i1 @sharedCondition(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 3
  %stop = icmp sgt i32 %next, %n
  br i1 %stop, label %exit, label %loop

exit:
  ret i1 %stop
}

; A condition that is no compare (a loaded flag) gets an xor.
; CHECK-LABEL: define void @flag(
; CHECK: %set.back = xor i1 %set, true
; CHECK-NEXT: br i1 %set.back, label %loop, label %exit
define void @flag(ptr %p) {
entry:
  br label %loop

loop:
  %set = load volatile i1, ptr %p
  br i1 %set, label %exit, label %loop

exit:
  ret void
}

; Nested loops: both latches, each to its own header. The outer latch's
; false successor is its header, the inner latch's the outer latch.
; CHECK-LABEL: define void @nested(
; CHECK: %innerDone = icmp ne i32 %j1, %m
; CHECK-NEXT: br i1 %innerDone, label %inner, label %outerLatch
; CHECK: %outerDone = icmp ne i32 %i1, %n
; CHECK-NEXT: br i1 %outerDone, label %outer, label %exit
define void @nested(ptr %p, i32 %n, i32 %m) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outerLatch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  store volatile i32 %j, ptr %p
  %j1 = add i32 %j, 1
  %innerDone = icmp eq i32 %j1, %m
  br i1 %innerDone, label %outerLatch, label %inner

outerLatch:
  %i1 = add i32 %i, 1
  %outerDone = icmp eq i32 %i1, %n
  br i1 %outerDone, label %exit, label %outer

exit:
  ret void
}

; Already branching back on true: unchanged.
; CHECK-LABEL: define void @alreadyBack(
; CHECK: br i1 %more, label %loop, label %exit
define void @alreadyBack(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; The exit is in the header; of the two latches one is unconditional and
; the other's true successor is the first, in the loop: unchanged.
; CHECK-LABEL: define void @exitInHeader(
; CHECK: br i1 %stop, label %exit, label %latch
; CHECK: br i1 %skip, label %other, label %header
; CHECK: br label %header
define void @exitInHeader(ptr %p) {
entry:
  br label %header

header:
  %v = load volatile i32, ptr %p
  %stop = icmp eq i32 %v, 0
  br i1 %stop, label %exit, label %latch

latch:
  %skip = icmp ugt i32 %v, 7
  br i1 %skip, label %other, label %header

other:
  store volatile i32 %v, ptr %p
  br label %header

exit:
  ret void
}

; CHECK: ![[BACK]] = !{!"branch_weights", i32 31, i32 1}
!0 = !{!"branch_weights", i32 1, i32 31}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
