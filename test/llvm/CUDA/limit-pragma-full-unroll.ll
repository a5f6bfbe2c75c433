; A `#pragma unroll` loop (llvm.loop.unroll.enable or .full, no count) with
; a constant trip count that the unroller would unroll fully into more than
; -scale-pragma-full-unroll-limit instructions (8192; the pragma's own limit
; is 16K) gets llvm.loop.unroll.disable before LoopUnrollPass
; (scale-limit-pragma-partial-unroll, which also stops partial unrolling of
; large bodies): cuda-samples bf16TensorCoreGemm's K loop, 64 copies of
; about 200 instructions by the unroller's estimate, is 72K lines of PTX
; that ptxas spills. The limit is lowered here to keep the bodies small.
; Left alone: loops whose unrolled size fits the limit, `#pragma unroll N`
; and loops without a pragma.
; RUN: %opt_scale -unroll-threshold=20 -scale-pragma-full-unroll-limit=200 \
; RUN:   -passes='scale-limit-pragma-partial-unroll' -S %s | FileCheck %s
; RUN: %opt_scale -unroll-threshold=20 -scale-pragma-full-unroll-limit=200 \
; RUN:   -passes='scale-limit-pragma-partial-unroll,loop-unroll' -S %s \
; RUN:   | FileCheck %s --check-prefix=UNROLL
; RUN: %opt_scale -unroll-threshold=20 -scale-pragma-full-unroll-limit=200 \
; RUN:   -passes='loop-unroll' -S %s | FileCheck %s --check-prefix=UPSTREAM
; RUN: %opt_scale -unroll-threshold=20 -scale-pragma-full-unroll-limit=200 \
; RUN:   -passes='scale-limit-pragma-partial-unroll' -S %s \
; RUN:   -pass-remarks-missed=scale-unroll-preferences -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; REMARK: remark: <unknown>:0:0: loop not unrolled: the unroll pragma would unroll it fully into {{[0-9]+}} instructions (16 copies of {{[0-9]+}}), which would only add register pressure
; REMARK: remark: <unknown>:0:0: loop not unrolled: the unroll pragma would unroll it fully into {{[0-9]+}} instructions (16 copies of {{[0-9]+}}), which would only add register pressure
; REMARK-NOT: remark


; 16 iterations of a 48-instruction body (738 unrolled): kept rolled.
; CHECK-LABEL: define void @pragmaLarge(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[DISABLE:![0-9]+]]
; UNROLL-LABEL: define void @pragmaLarge(
; UNROLL-COUNT-6: fmul
; UNROLL-NOT: fmul
; UNROLL: ret void
; UPSTREAM-LABEL: define void @pragmaLarge(
; UPSTREAM-COUNT-96: fmul
; UPSTREAM-NOT: fmul
; UPSTREAM: ret void
define void @pragmaLarge(ptr %out, ptr %in, float %x) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul nuw nsw i64 %i, 6
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
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 16
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; `#pragma clang loop unroll(full)`: the same.
; CHECK-LABEL: define void @pragmaFullLarge(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[DISABLE2:![0-9]+]]
; UNROLL-LABEL: define void @pragmaFullLarge(
; UNROLL-COUNT-6: fmul
; UNROLL-NOT: fmul
; UNROLL: ret void
define void @pragmaFullLarge(ptr %out, ptr %in, float %x) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul nuw nsw i64 %i, 6
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
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 16
  br i1 %more, label %loop, label %exit, !llvm.loop !2
exit:
  ret void
}

; 4 iterations: the unrolled size fits the limit, unrolled fully.
; CHECK-LABEL: define void @pragmaFits(
; CHECK: !llvm.loop [[ENABLE:![0-9]+]]
; UNROLL-LABEL: define void @pragmaFits(
; UNROLL-COUNT-24: fmul
; UNROLL-NOT: fmul
; UNROLL: ret void
define void @pragmaFits(ptr %out, ptr %in, float %x) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul nuw nsw i64 %i, 6
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
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 4
  br i1 %more, label %loop, label %exit, !llvm.loop !4
exit:
  ret void
}

; `#pragma unroll 2`: the program's count decides.
; CHECK-LABEL: define void @pragmaCount(
; CHECK: !llvm.loop [[COUNT:![0-9]+]]
define void @pragmaCount(ptr %out, ptr %in, float %x) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul nuw nsw i64 %i, 6
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
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 16
  br i1 %more, label %loop, label %exit, !llvm.loop !8
exit:
  ret void
}

; No pragma: the unroller's own thresholds decide.
; CHECK-LABEL: define void @noPragma(
; CHECK: !llvm.loop [[MUSTPROGRESS:![0-9]+]]
define void @noPragma(ptr %out, ptr %in, float %x) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul nuw nsw i64 %i, 6
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
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 16
  br i1 %more, label %loop, label %exit, !llvm.loop !10
exit:
  ret void
}

; CHECK: [[DISABLE]] = distinct !{[[DISABLE]], [[DISABLEMD:![0-9]+]]}
; CHECK: [[DISABLEMD]] = !{!"llvm.loop.unroll.disable"}
; CHECK: [[DISABLE2]] = distinct !{[[DISABLE2]], [[DISABLEMD]]}
; CHECK: [[ENABLE]] = distinct !{[[ENABLE]], [[ENABLEMD:![0-9]+]]}
; CHECK: [[ENABLEMD]] = !{!"llvm.loop.unroll.enable"}
; CHECK: [[COUNT]] = distinct !{[[COUNT]], {{![0-9]+}}}
; CHECK: [[MUSTPROGRESS]] = distinct !{[[MUSTPROGRESS]], {{![0-9]+}}}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.enable"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.full"}
!4 = distinct !{!4, !1}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.count", i32 2}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
