; An innermost loop with a constant trip count that LLVM's heuristic unrolls
; partially, without remainder or peeling, gets that count as
; llvm.loop.unroll.count before LoopUnrollPass: the unroller makes the same
; copies and marks the result llvm.loop.unroll.disable, which NVPTX writes
; as `.pragma "nounroll"`, so ptxas does not unroll it further (CudaSift's
; Match1: 168 registers where nvcc's PTX takes 32). Left alone: loops that
; unroll fully, loops with unroll metadata of their own, unknown trip
; counts, outer loops.
; RUN: %opt_scale -passes=scale-final-partial-unroll -S %s | FileCheck %s
; RUN: %opt_scale -passes='scale-final-partial-unroll,loop-unroll<O3>' -S %s \
; RUN:   | FileCheck %s --check-prefix=UNROLL
; RUN: %opt_scale -passes='loop-unroll<O3>' -S %s | FileCheck %s --check-prefix=UPSTREAM
; RUN: %opt_scale -passes='scale-final-partial-unroll,loop-unroll<O3>' %s \
; RUN:   | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -o - | FileCheck %s --check-prefix=PTX

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; A 128-step dot product: the heuristic makes 8 copies, the same with the
; count written.
; CHECK-LABEL: define void @dot(
; CHECK: br i1 %done, label %exit, label %loop, !llvm.loop [[COUNT:![0-9]+]]
; UNROLL-LABEL: define void @dot(
; UNROLL-COUNT-8: fmul
; UNROLL-NOT: fmul
; UNROLL: br i1 %{{.*}}, label %exit, label %loop, !llvm.loop [[DISABLE:![0-9]+]]
; UPSTREAM-LABEL: define void @dot(
; UPSTREAM-COUNT-8: fmul
; UPSTREAM-NOT: fmul
; UPSTREAM: br i1 %{{.*}}, label %exit, label %loop{{$}}
; PTX-LABEL: .func dot(
; PTX: .pragma "nounroll";
define void @dot(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %i
  %x = load float, ptr addrspace(1) %pa
  %y = load float, ptr addrspace(1) %pb
  %m = fmul float %x, %y
  %acc.next = fadd float %acc, %m
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, 128
  br i1 %done, label %exit, label %loop

exit:
  store float %acc.next, ptr addrspace(1) %out
  ret void
}

; Eight steps unroll fully: nothing to add.
; CHECK-LABEL: define void @short(
; CHECK: br i1 %done, label %exit, label %loop{{$}}
define void @short(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %i
  %x = load float, ptr addrspace(1) %pa
  %acc.next = fadd float %acc, %x
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, 8
  br i1 %done, label %exit, label %loop

exit:
  store float %acc.next, ptr addrspace(1) %out
  ret void
}

; An unknown trip count: left to the unroller.
; CHECK-LABEL: define void @runtime(
; CHECK: br i1 %done, label %exit, label %loop{{$}}
define void @runtime(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %i
  %x = load float, ptr addrspace(1) %pa
  %acc.next = fadd float %acc, %x
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  store float %acc.next, ptr addrspace(1) %out
  ret void
}

; The program's own unroll metadata wins.
; CHECK-LABEL: define void @pragma(
; CHECK: br i1 %done, label %exit, label %loop, !llvm.loop [[OWN:![0-9]+]]
define void @pragma(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %i
  %x = load float, ptr addrspace(1) %pa
  %y = load float, ptr addrspace(1) %pb
  %m = fmul float %x, %y
  %acc.next = fadd float %acc, %m
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, 128
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  store float %acc.next, ptr addrspace(1) %out
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 2}

; CHECK-DAG: [[COUNT]] = distinct !{[[COUNT]], [[COUNTN:![0-9]+]]}
; CHECK-DAG: [[COUNTN]] = !{!"llvm.loop.unroll.count", i32 8}
; CHECK-DAG: [[OWN]] = distinct !{[[OWN]], [[TWO:![0-9]+]]}
; CHECK-DAG: [[TWO]] = !{!"llvm.loop.unroll.count", i32 2}
; UNROLL-DAG: [[DISABLE]] = distinct !{[[DISABLE]], [[DIS:![0-9]+]]}
; UNROLL-DAG: [[DIS]] = !{!"llvm.loop.unroll.disable"}
