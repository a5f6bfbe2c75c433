; A `#pragma unroll` loop (llvm.loop.unroll.enable) that the unroller cannot
; unroll fully and would unroll partially gets llvm.loop.unroll.disable when
; its body is above the target's full-unroll threshold: the copies only add
; register pressure. The thresholds are lowered here to keep the bodies
; small (-unroll-threshold: the target's, 300 at -O3; -pragma-unroll-threshold:
; the pragma's, 16K). Left alone: small bodies (partial unrolling kept),
; loops that unroll fully, and `#pragma unroll N`.
; RUN: %opt_scale -unroll-threshold=20 -pragma-unroll-threshold=200 \
; RUN:   -passes=scale-limit-pragma-partial-unroll -S %s | FileCheck %s
; RUN: %opt_scale -unroll-threshold=20 -pragma-unroll-threshold=200 \
; RUN:   -passes='scale-limit-pragma-partial-unroll,loop-unroll' -S %s \
; RUN:   | FileCheck %s --check-prefix=UNROLL
; RUN: %opt_scale -unroll-threshold=20 -pragma-unroll-threshold=200 \
; RUN:   -passes=loop-unroll -S %s | FileCheck %s --check-prefix=UPSTREAM

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; 64 iterations of a 62-instruction body: the unroller would make 2 copies.
; CHECK-LABEL: define void @pragmaLarge(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[DISABLE:![0-9]+]]
; UNROLL-LABEL: define void @pragmaLarge(
; UNROLL-COUNT-8: fmul
; UNROLL-NOT: fmul
; UNROLL: ret void
; UPSTREAM-LABEL: define void @pragmaLarge(
; UPSTREAM-COUNT-16: fmul
; UPSTREAM-NOT: fmul
; UPSTREAM: ret void
define void @pragmaLarge(ptr %out, ptr %in, float %x) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul nuw nsw i64 %i, 8
  %o0 = add nuw nsw i64 %row, 0
  %p0 = getelementptr inbounds float, ptr %in, i64 %o0
  %v0 = load float, ptr %p0, align 4
  %m0 = fmul float %v0, %x
  %q0 = getelementptr inbounds float, ptr %out, i64 %o0
  store float %m0, ptr %q0, align 4
  %o1 = add nuw nsw i64 %row, 1
  %p1 = getelementptr inbounds float, ptr %in, i64 %o1
  %v1 = load float, ptr %p1, align 4
  %m1 = fmul float %v1, %x
  %q1 = getelementptr inbounds float, ptr %out, i64 %o1
  store float %m1, ptr %q1, align 4
  %o2 = add nuw nsw i64 %row, 2
  %p2 = getelementptr inbounds float, ptr %in, i64 %o2
  %v2 = load float, ptr %p2, align 4
  %m2 = fmul float %v2, %x
  %q2 = getelementptr inbounds float, ptr %out, i64 %o2
  store float %m2, ptr %q2, align 4
  %o3 = add nuw nsw i64 %row, 3
  %p3 = getelementptr inbounds float, ptr %in, i64 %o3
  %v3 = load float, ptr %p3, align 4
  %m3 = fmul float %v3, %x
  %q3 = getelementptr inbounds float, ptr %out, i64 %o3
  store float %m3, ptr %q3, align 4
  %o4 = add nuw nsw i64 %row, 4
  %p4 = getelementptr inbounds float, ptr %in, i64 %o4
  %v4 = load float, ptr %p4, align 4
  %m4 = fmul float %v4, %x
  %q4 = getelementptr inbounds float, ptr %out, i64 %o4
  store float %m4, ptr %q4, align 4
  %o5 = add nuw nsw i64 %row, 5
  %p5 = getelementptr inbounds float, ptr %in, i64 %o5
  %v5 = load float, ptr %p5, align 4
  %m5 = fmul float %v5, %x
  %q5 = getelementptr inbounds float, ptr %out, i64 %o5
  store float %m5, ptr %q5, align 4
  %o6 = add nuw nsw i64 %row, 6
  %p6 = getelementptr inbounds float, ptr %in, i64 %o6
  %v6 = load float, ptr %p6, align 4
  %m6 = fmul float %v6, %x
  %q6 = getelementptr inbounds float, ptr %out, i64 %o6
  store float %m6, ptr %q6, align 4
  %o7 = add nuw nsw i64 %row, 7
  %p7 = getelementptr inbounds float, ptr %in, i64 %o7
  %v7 = load float, ptr %p7, align 4
  %m7 = fmul float %v7, %x
  %q7 = getelementptr inbounds float, ptr %out, i64 %o7
  store float %m7, ptr %q7, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 64
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; A body of a few instructions: the copies save the loop's own work.
; CHECK-LABEL: define void @pragmaSmallBody(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[ENABLE:![0-9]+]]
; UNROLL-LABEL: define void @pragmaSmallBody(
; UNROLL-COUNT-16: fmul
; UNROLL-NOT: fmul
; UNROLL: ret void
define void @pragmaSmallBody(ptr %out, ptr %in, float %x) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul nuw nsw i64 %i, 1
  %o0 = add nuw nsw i64 %row, 0
  %p0 = getelementptr inbounds float, ptr %in, i64 %o0
  %v0 = load float, ptr %p0, align 4
  %m0 = fmul float %v0, %x
  %q0 = getelementptr inbounds float, ptr %out, i64 %o0
  store float %m0, ptr %q0, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 1024
  br i1 %more, label %loop, label %exit, !llvm.loop !2
exit:
  ret void
}

; Unrolled fully, as the pragma asks.
; CHECK-LABEL: define void @pragmaFull(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[ENABLE2:![0-9]+]]
; UNROLL-LABEL: define void @pragmaFull(
; UNROLL-COUNT-32: fmul
; UNROLL-NOT: br i1
; UNROLL: ret void
define void @pragmaFull(ptr %out, ptr %in, float %x) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul nuw nsw i64 %i, 8
  %o0 = add nuw nsw i64 %row, 0
  %p0 = getelementptr inbounds float, ptr %in, i64 %o0
  %v0 = load float, ptr %p0, align 4
  %m0 = fmul float %v0, %x
  %q0 = getelementptr inbounds float, ptr %out, i64 %o0
  store float %m0, ptr %q0, align 4
  %o1 = add nuw nsw i64 %row, 1
  %p1 = getelementptr inbounds float, ptr %in, i64 %o1
  %v1 = load float, ptr %p1, align 4
  %m1 = fmul float %v1, %x
  %q1 = getelementptr inbounds float, ptr %out, i64 %o1
  store float %m1, ptr %q1, align 4
  %o2 = add nuw nsw i64 %row, 2
  %p2 = getelementptr inbounds float, ptr %in, i64 %o2
  %v2 = load float, ptr %p2, align 4
  %m2 = fmul float %v2, %x
  %q2 = getelementptr inbounds float, ptr %out, i64 %o2
  store float %m2, ptr %q2, align 4
  %o3 = add nuw nsw i64 %row, 3
  %p3 = getelementptr inbounds float, ptr %in, i64 %o3
  %v3 = load float, ptr %p3, align 4
  %m3 = fmul float %v3, %x
  %q3 = getelementptr inbounds float, ptr %out, i64 %o3
  store float %m3, ptr %q3, align 4
  %o4 = add nuw nsw i64 %row, 4
  %p4 = getelementptr inbounds float, ptr %in, i64 %o4
  %v4 = load float, ptr %p4, align 4
  %m4 = fmul float %v4, %x
  %q4 = getelementptr inbounds float, ptr %out, i64 %o4
  store float %m4, ptr %q4, align 4
  %o5 = add nuw nsw i64 %row, 5
  %p5 = getelementptr inbounds float, ptr %in, i64 %o5
  %v5 = load float, ptr %p5, align 4
  %m5 = fmul float %v5, %x
  %q5 = getelementptr inbounds float, ptr %out, i64 %o5
  store float %m5, ptr %q5, align 4
  %o6 = add nuw nsw i64 %row, 6
  %p6 = getelementptr inbounds float, ptr %in, i64 %o6
  %v6 = load float, ptr %p6, align 4
  %m6 = fmul float %v6, %x
  %q6 = getelementptr inbounds float, ptr %out, i64 %o6
  store float %m6, ptr %q6, align 4
  %o7 = add nuw nsw i64 %row, 7
  %p7 = getelementptr inbounds float, ptr %in, i64 %o7
  %v7 = load float, ptr %p7, align 4
  %m7 = fmul float %v7, %x
  %q7 = getelementptr inbounds float, ptr %out, i64 %o7
  store float %m7, ptr %q7, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 4
  br i1 %more, label %loop, label %exit, !llvm.loop !4
exit:
  ret void
}

; CHECK-LABEL: define void @pragmaCount(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[COUNT:![0-9]+]]
define void @pragmaCount(ptr %out, ptr %in, float %x) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul nuw nsw i64 %i, 8
  %o0 = add nuw nsw i64 %row, 0
  %p0 = getelementptr inbounds float, ptr %in, i64 %o0
  %v0 = load float, ptr %p0, align 4
  %m0 = fmul float %v0, %x
  %q0 = getelementptr inbounds float, ptr %out, i64 %o0
  store float %m0, ptr %q0, align 4
  %o1 = add nuw nsw i64 %row, 1
  %p1 = getelementptr inbounds float, ptr %in, i64 %o1
  %v1 = load float, ptr %p1, align 4
  %m1 = fmul float %v1, %x
  %q1 = getelementptr inbounds float, ptr %out, i64 %o1
  store float %m1, ptr %q1, align 4
  %o2 = add nuw nsw i64 %row, 2
  %p2 = getelementptr inbounds float, ptr %in, i64 %o2
  %v2 = load float, ptr %p2, align 4
  %m2 = fmul float %v2, %x
  %q2 = getelementptr inbounds float, ptr %out, i64 %o2
  store float %m2, ptr %q2, align 4
  %o3 = add nuw nsw i64 %row, 3
  %p3 = getelementptr inbounds float, ptr %in, i64 %o3
  %v3 = load float, ptr %p3, align 4
  %m3 = fmul float %v3, %x
  %q3 = getelementptr inbounds float, ptr %out, i64 %o3
  store float %m3, ptr %q3, align 4
  %o4 = add nuw nsw i64 %row, 4
  %p4 = getelementptr inbounds float, ptr %in, i64 %o4
  %v4 = load float, ptr %p4, align 4
  %m4 = fmul float %v4, %x
  %q4 = getelementptr inbounds float, ptr %out, i64 %o4
  store float %m4, ptr %q4, align 4
  %o5 = add nuw nsw i64 %row, 5
  %p5 = getelementptr inbounds float, ptr %in, i64 %o5
  %v5 = load float, ptr %p5, align 4
  %m5 = fmul float %v5, %x
  %q5 = getelementptr inbounds float, ptr %out, i64 %o5
  store float %m5, ptr %q5, align 4
  %o6 = add nuw nsw i64 %row, 6
  %p6 = getelementptr inbounds float, ptr %in, i64 %o6
  %v6 = load float, ptr %p6, align 4
  %m6 = fmul float %v6, %x
  %q6 = getelementptr inbounds float, ptr %out, i64 %o6
  store float %m6, ptr %q6, align 4
  %o7 = add nuw nsw i64 %row, 7
  %p7 = getelementptr inbounds float, ptr %in, i64 %o7
  %v7 = load float, ptr %p7, align 4
  %m7 = fmul float %v7, %x
  %q7 = getelementptr inbounds float, ptr %out, i64 %o7
  store float %m7, ptr %q7, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 64
  br i1 %more, label %loop, label %exit, !llvm.loop !6
exit:
  ret void
}

; CHECK-DAG: [[DISABLE]] = distinct !{[[DISABLE]], [[DISABLEATTR:![0-9]+]]}
; CHECK-DAG: [[DISABLEATTR]] = !{!"llvm.loop.unroll.disable"}
; CHECK-DAG: [[ENABLE]] = distinct !{[[ENABLE]], [[ENABLEATTR:![0-9]+]]}
; CHECK-DAG: [[ENABLE2]] = distinct !{[[ENABLE2]], [[ENABLEATTR]]}
; CHECK-DAG: [[ENABLEATTR]] = !{!"llvm.loop.unroll.enable"}
; CHECK-DAG: [[COUNT]] = distinct !{[[COUNT]], [[COUNTATTR:![0-9]+]]}
; CHECK-DAG: [[COUNTATTR]] = !{!"llvm.loop.unroll.count", i32 2}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.enable"}
!2 = distinct !{!2, !1}
!4 = distinct !{!4, !1}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.count", i32 2}
