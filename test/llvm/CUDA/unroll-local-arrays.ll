; Loops that index a small local array with their induction variable get
; llvm.loop.unroll.full when fully unrolled they stay within 2700
; instructions (AMDGPU's threshold for such loops), so that SROA can keep
; the array in registers. Left alone: loops with unroll metadata of their
; own, arrays over 956 bytes (alone or together), indices that do not follow the loop, arrays
; also indexed by data, unknown trip counts, and loops past the threshold
; (counted with their inner loops unrolled).
; RUN: %opt_scale -unroll-threshold=50 -passes='loop(scale-unroll-local-arrays)' -S %s \
; RUN:   | FileCheck %s
; RUN: %opt_scale -unroll-threshold=50 -passes='loop(scale-unroll-local-arrays,loop-unroll-full),sroa' \
; RUN:   -S %s | FileCheck %s --check-prefix=UNROLLED
; RUN: %opt_scale -unroll-threshold=50 -passes='loop(loop-unroll-full),sroa' -S %s \
; RUN:   | FileCheck %s --check-prefix=UPSTREAM
; RUN: %opt_scale -unroll-threshold=50 -scale-unroll-threshold-local-array=100 \
; RUN:   -passes='loop(scale-unroll-local-arrays)' -S %s | FileCheck %s --check-prefix=THRESHOLD

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; An 8x8 tile: unrolled fully, then no alloca is left; upstream keeps it.
; CHECK-LABEL: define void @tile(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[FULL:![0-9]+]]
; UNROLLED-LABEL: define void @tile(
; UNROLLED-NOT: alloca
; UNROLLED-NOT: br i1
; UNROLLED: ret void
; UPSTREAM-LABEL: define void @tile(
; UPSTREAM: alloca [8 x [8 x float]]
; UPSTREAM: br i1 %more
; THRESHOLD-LABEL: define void @tile(
; THRESHOLD: br i1 %more, label %loop, label %exit{{$}}
define void @tile(ptr %out, float %x, i64 %k) {
entry:
  %vals = alloca [8 x [8 x float]], align 4
  call void @llvm.memset.p0.i64(ptr %vals, i8 0, i64 256, i1 false)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p0 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 0
  %v0 = load float, ptr %p0, align 4
  %m0 = fmul float %v0, %x
  %a0 = fadd float %m0, %x
  store float %a0, ptr %p0, align 4
  %p1 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 1
  %v1 = load float, ptr %p1, align 4
  %m1 = fmul float %v1, %x
  %a1 = fadd float %m1, %x
  store float %a1, ptr %p1, align 4
  %p2 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 2
  %v2 = load float, ptr %p2, align 4
  %m2 = fmul float %v2, %x
  %a2 = fadd float %m2, %x
  store float %a2, ptr %p2, align 4
  %p3 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 3
  %v3 = load float, ptr %p3, align 4
  %m3 = fmul float %v3, %x
  %a3 = fadd float %m3, %x
  store float %a3, ptr %p3, align 4
  %p4 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 4
  %v4 = load float, ptr %p4, align 4
  %m4 = fmul float %v4, %x
  %a4 = fadd float %m4, %x
  store float %a4, ptr %p4, align 4
  %p5 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 5
  %v5 = load float, ptr %p5, align 4
  %m5 = fmul float %v5, %x
  %a5 = fadd float %m5, %x
  store float %a5, ptr %p5, align 4
  %p6 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 6
  %v6 = load float, ptr %p6, align 4
  %m6 = fmul float %v6, %x
  %a6 = fadd float %m6, %x
  store float %a6, ptr %p6, align 4
  %p7 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 7
  %v7 = load float, ptr %p7, align 4
  %m7 = fmul float %v7, %x
  %a7 = fadd float %m7, %x
  store float %a7, ptr %p7, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  %first = load float, ptr %vals, align 4
  store float %first, ptr %out, align 4
  ret void
}

; The tile again beside a 768-byte array: each fits, together (1,024 bytes)
; they do not fit the registers, and moving the tile in would only make
; ptxas spill (HeCBench kalman).
; CHECK-LABEL: define void @arraysTogether(
; CHECK: br i1 %more, label %loop, label %exit{{$}}
define void @arraysTogether(ptr %out, float %x, i64 %k) {
entry:
  %vals = alloca [8 x [8 x float]], align 4
  %other = alloca [192 x float], align 4
  call void @llvm.memset.p0.i64(ptr %other, i8 0, i64 768, i1 false)
  call void @llvm.memset.p0.i64(ptr %vals, i8 0, i64 256, i1 false)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p0 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 0
  %v0 = load float, ptr %p0, align 4
  %m0 = fmul float %v0, %x
  %a0 = fadd float %m0, %x
  store float %a0, ptr %p0, align 4
  %p1 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 1
  %v1 = load float, ptr %p1, align 4
  %m1 = fmul float %v1, %x
  %a1 = fadd float %m1, %x
  store float %a1, ptr %p1, align 4
  %p2 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 2
  %v2 = load float, ptr %p2, align 4
  %m2 = fmul float %v2, %x
  %a2 = fadd float %m2, %x
  store float %a2, ptr %p2, align 4
  %p3 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 3
  %v3 = load float, ptr %p3, align 4
  %m3 = fmul float %v3, %x
  %a3 = fadd float %m3, %x
  store float %a3, ptr %p3, align 4
  %p4 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 4
  %v4 = load float, ptr %p4, align 4
  %m4 = fmul float %v4, %x
  %a4 = fadd float %m4, %x
  store float %a4, ptr %p4, align 4
  %p5 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 5
  %v5 = load float, ptr %p5, align 4
  %m5 = fmul float %v5, %x
  %a5 = fadd float %m5, %x
  store float %a5, ptr %p5, align 4
  %p6 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 6
  %v6 = load float, ptr %p6, align 4
  %m6 = fmul float %v6, %x
  %a6 = fadd float %m6, %x
  store float %a6, ptr %p6, align 4
  %p7 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 7
  %v7 = load float, ptr %p7, align 4
  %m7 = fmul float %v7, %x
  %a7 = fadd float %m7, %x
  store float %a7, ptr %p7, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  %first = load float, ptr %vals, align 4
  %otherAt = getelementptr inbounds [192 x float], ptr %other, i64 0, i64 %k
  %second = load float, ptr %otherAt, align 4
  store float %second, ptr %out, align 4
  store float %first, ptr %out, align 4
  ret void
}

; The program's own `#pragma unroll 2` decides.
; CHECK-LABEL: define void @userCount(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[COUNT:![0-9]+]]
define void @userCount(ptr %out, float %x, i64 %k) {
entry:
  %vals = alloca [8 x [8 x float]], align 4
  call void @llvm.memset.p0.i64(ptr %vals, i8 0, i64 256, i1 false)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p0 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 0
  %v0 = load float, ptr %p0, align 4
  %m0 = fmul float %v0, %x
  %a0 = fadd float %m0, %x
  store float %a0, ptr %p0, align 4
  %p1 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 1
  %v1 = load float, ptr %p1, align 4
  %m1 = fmul float %v1, %x
  %a1 = fadd float %m1, %x
  store float %a1, ptr %p1, align 4
  %p2 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 2
  %v2 = load float, ptr %p2, align 4
  %m2 = fmul float %v2, %x
  %a2 = fadd float %m2, %x
  store float %a2, ptr %p2, align 4
  %p3 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 3
  %v3 = load float, ptr %p3, align 4
  %m3 = fmul float %v3, %x
  %a3 = fadd float %m3, %x
  store float %a3, ptr %p3, align 4
  %p4 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 4
  %v4 = load float, ptr %p4, align 4
  %m4 = fmul float %v4, %x
  %a4 = fadd float %m4, %x
  store float %a4, ptr %p4, align 4
  %p5 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 5
  %v5 = load float, ptr %p5, align 4
  %m5 = fmul float %v5, %x
  %a5 = fadd float %m5, %x
  store float %a5, ptr %p5, align 4
  %p6 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 6
  %v6 = load float, ptr %p6, align 4
  %m6 = fmul float %v6, %x
  %a6 = fadd float %m6, %x
  store float %a6, ptr %p6, align 4
  %p7 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 7
  %v7 = load float, ptr %p7, align 4
  %m7 = fmul float %v7, %x
  %a7 = fadd float %m7, %x
  store float %a7, ptr %p7, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 8
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  %first = load float, ptr %vals, align 4
  store float %first, ptr %out, align 4
  ret void
}

; 4 KB: more than registers can hold.
; CHECK-LABEL: define void @largeArray(
; CHECK: br i1 %more, label %loop, label %exit{{$}}
define void @largeArray(ptr %out, float %x, i64 %k) {
entry:
  %vals = alloca [128 x [8 x float]], align 4
  call void @llvm.memset.p0.i64(ptr %vals, i8 0, i64 4096, i1 false)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p0 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 0
  %v0 = load float, ptr %p0, align 4
  %m0 = fmul float %v0, %x
  %a0 = fadd float %m0, %x
  store float %a0, ptr %p0, align 4
  %p1 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 1
  %v1 = load float, ptr %p1, align 4
  %m1 = fmul float %v1, %x
  %a1 = fadd float %m1, %x
  store float %a1, ptr %p1, align 4
  %p2 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 2
  %v2 = load float, ptr %p2, align 4
  %m2 = fmul float %v2, %x
  %a2 = fadd float %m2, %x
  store float %a2, ptr %p2, align 4
  %p3 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 3
  %v3 = load float, ptr %p3, align 4
  %m3 = fmul float %v3, %x
  %a3 = fadd float %m3, %x
  store float %a3, ptr %p3, align 4
  %p4 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 4
  %v4 = load float, ptr %p4, align 4
  %m4 = fmul float %v4, %x
  %a4 = fadd float %m4, %x
  store float %a4, ptr %p4, align 4
  %p5 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 5
  %v5 = load float, ptr %p5, align 4
  %m5 = fmul float %v5, %x
  %a5 = fadd float %m5, %x
  store float %a5, ptr %p5, align 4
  %p6 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 6
  %v6 = load float, ptr %p6, align 4
  %m6 = fmul float %v6, %x
  %a6 = fadd float %m6, %x
  store float %a6, ptr %p6, align 4
  %p7 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 7
  %v7 = load float, ptr %p7, align 4
  %m7 = fmul float %v7, %x
  %a7 = fadd float %m7, %x
  store float %a7, ptr %p7, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  %first = load float, ptr %vals, align 4
  store float %first, ptr %out, align 4
  ret void
}

; The same row in every iteration: unrolling gains nothing.
; CHECK-LABEL: define void @invariantIndex(
; CHECK: br i1 %more, label %loop, label %exit{{$}}
define void @invariantIndex(ptr %out, float %x, i64 %k) {
entry:
  %vals = alloca [8 x [8 x float]], align 4
  call void @llvm.memset.p0.i64(ptr %vals, i8 0, i64 256, i1 false)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p0 = getelementptr inbounds [8 x float], ptr %vals, i64 %k, i64 0
  %v0 = load float, ptr %p0, align 4
  %m0 = fmul float %v0, %x
  %a0 = fadd float %m0, %x
  store float %a0, ptr %p0, align 4
  %p1 = getelementptr inbounds [8 x float], ptr %vals, i64 %k, i64 1
  %v1 = load float, ptr %p1, align 4
  %m1 = fmul float %v1, %x
  %a1 = fadd float %m1, %x
  store float %a1, ptr %p1, align 4
  %p2 = getelementptr inbounds [8 x float], ptr %vals, i64 %k, i64 2
  %v2 = load float, ptr %p2, align 4
  %m2 = fmul float %v2, %x
  %a2 = fadd float %m2, %x
  store float %a2, ptr %p2, align 4
  %p3 = getelementptr inbounds [8 x float], ptr %vals, i64 %k, i64 3
  %v3 = load float, ptr %p3, align 4
  %m3 = fmul float %v3, %x
  %a3 = fadd float %m3, %x
  store float %a3, ptr %p3, align 4
  %p4 = getelementptr inbounds [8 x float], ptr %vals, i64 %k, i64 4
  %v4 = load float, ptr %p4, align 4
  %m4 = fmul float %v4, %x
  %a4 = fadd float %m4, %x
  store float %a4, ptr %p4, align 4
  %p5 = getelementptr inbounds [8 x float], ptr %vals, i64 %k, i64 5
  %v5 = load float, ptr %p5, align 4
  %m5 = fmul float %v5, %x
  %a5 = fadd float %m5, %x
  store float %a5, ptr %p5, align 4
  %p6 = getelementptr inbounds [8 x float], ptr %vals, i64 %k, i64 6
  %v6 = load float, ptr %p6, align 4
  %m6 = fmul float %v6, %x
  %a6 = fadd float %m6, %x
  store float %a6, ptr %p6, align 4
  %p7 = getelementptr inbounds [8 x float], ptr %vals, i64 %k, i64 7
  %v7 = load float, ptr %p7, align 4
  %m7 = fmul float %v7, %x
  %a7 = fadd float %m7, %x
  store float %a7, ptr %p7, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  %first = load float, ptr %vals, align 4
  store float %first, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define void @unknownTripCount(
; CHECK: br i1 %more, label %loop, label %exit{{$}}
define void @unknownTripCount(ptr %out, float %x, i64 %k, i64 %n) {
entry:
  %vals = alloca [8 x [8 x float]], align 4
  call void @llvm.memset.p0.i64(ptr %vals, i8 0, i64 256, i1 false)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p0 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 0
  %v0 = load float, ptr %p0, align 4
  %m0 = fmul float %v0, %x
  %a0 = fadd float %m0, %x
  store float %a0, ptr %p0, align 4
  %p1 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 1
  %v1 = load float, ptr %p1, align 4
  %m1 = fmul float %v1, %x
  %a1 = fadd float %m1, %x
  store float %a1, ptr %p1, align 4
  %p2 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 2
  %v2 = load float, ptr %p2, align 4
  %m2 = fmul float %v2, %x
  %a2 = fadd float %m2, %x
  store float %a2, ptr %p2, align 4
  %p3 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 3
  %v3 = load float, ptr %p3, align 4
  %m3 = fmul float %v3, %x
  %a3 = fadd float %m3, %x
  store float %a3, ptr %p3, align 4
  %p4 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 4
  %v4 = load float, ptr %p4, align 4
  %m4 = fmul float %v4, %x
  %a4 = fadd float %m4, %x
  store float %a4, ptr %p4, align 4
  %p5 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 5
  %v5 = load float, ptr %p5, align 4
  %m5 = fmul float %v5, %x
  %a5 = fadd float %m5, %x
  store float %a5, ptr %p5, align 4
  %p6 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 6
  %v6 = load float, ptr %p6, align 4
  %m6 = fmul float %v6, %x
  %a6 = fadd float %m6, %x
  store float %a6, ptr %p6, align 4
  %p7 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 7
  %v7 = load float, ptr %p7, align 4
  %m7 = fmul float %v7, %x
  %a7 = fadd float %m7, %x
  store float %a7, ptr %p7, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %first = load float, ptr %vals, align 4
  store float %first, ptr %out, align 4
  ret void
}

; The array is also indexed by data (a row chosen at run time): SROA
; cannot promote it however far the loop is unrolled.
; CHECK-LABEL: define void @dataIndexed(
; CHECK: br i1 %more, label %loop, label %exit{{$}}
define void @dataIndexed(ptr %out, float %x, i64 %k) {
entry:
  %vals = alloca [8 x [8 x float]], align 4
  call void @llvm.memset.p0.i64(ptr %vals, i8 0, i64 256, i1 false)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p0 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 0
  %v0 = load float, ptr %p0, align 4
  %m0 = fmul float %v0, %x
  %a0 = fadd float %m0, %x
  store float %a0, ptr %p0, align 4
  %p1 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 1
  %v1 = load float, ptr %p1, align 4
  %m1 = fmul float %v1, %x
  %a1 = fadd float %m1, %x
  store float %a1, ptr %p1, align 4
  %p2 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 2
  %v2 = load float, ptr %p2, align 4
  %m2 = fmul float %v2, %x
  %a2 = fadd float %m2, %x
  store float %a2, ptr %p2, align 4
  %p3 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 3
  %v3 = load float, ptr %p3, align 4
  %m3 = fmul float %v3, %x
  %a3 = fadd float %m3, %x
  store float %a3, ptr %p3, align 4
  %p4 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 4
  %v4 = load float, ptr %p4, align 4
  %m4 = fmul float %v4, %x
  %a4 = fadd float %m4, %x
  store float %a4, ptr %p4, align 4
  %p5 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 5
  %v5 = load float, ptr %p5, align 4
  %m5 = fmul float %v5, %x
  %a5 = fadd float %m5, %x
  store float %a5, ptr %p5, align 4
  %p6 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 6
  %v6 = load float, ptr %p6, align 4
  %m6 = fmul float %v6, %x
  %a6 = fadd float %m6, %x
  store float %a6, ptr %p6, align 4
  %p7 = getelementptr inbounds [8 x float], ptr %vals, i64 %i, i64 7
  %v7 = load float, ptr %p7, align 4
  %m7 = fmul float %v7, %x
  %a7 = fadd float %m7, %x
  store float %a7, ptr %p7, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  %row = getelementptr inbounds [8 x float], ptr %vals, i64 %k, i64 0
  store float %x, ptr %row, align 4
  %first = load float, ptr %vals, align 4
  store float %first, ptr %out, align 4
  ret void
}

; The array's loop holds a loop of 128 iterations, which the unroller
; unrolls too: counted unrolled, the nest is far over the threshold.
; CHECK-LABEL: define void @nestOverThreshold(
; CHECK: br i1 %more, label %outer, label %exit{{$}}
define void @nestOverThreshold(ptr %out, ptr %in, float %x) {
entry:
  %vals = alloca [8 x float], align 4
  call void @llvm.memset.p0.i64(ptr %vals, i8 0, i64 32, i1 false)
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %p = getelementptr inbounds [8 x float], ptr %vals, i64 0, i64 %i
  %v = load float, ptr %p, align 4
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %acc = phi float [ %v, %outer ], [ %sum, %inner ]
  %q = getelementptr inbounds float, ptr %in, i64 %j
  %w = load float, ptr %q, align 4
  %m = fmul float %w, %x
  %sum = fadd float %acc, %m
  %j.next = add nuw nsw i64 %j, 1
  %inner.more = icmp ult i64 %j.next, 128
  br i1 %inner.more, label %inner, label %outer.latch
outer.latch:
  store float %sum, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 8
  br i1 %more, label %outer, label %exit
exit:
  %first = load float, ptr %vals, align 4
  store float %first, ptr %out, align 4
  ret void
}

declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; CHECK-DAG: [[FULL]] = distinct !{[[FULL]], [[FULLATTR:![0-9]+]]}
; CHECK-DAG: [[FULLATTR]] = !{!"llvm.loop.unroll.full"}
; CHECK-DAG: [[COUNT]] = distinct !{[[COUNT]], [[COUNTATTR:![0-9]+]]}
; CHECK-DAG: [[COUNTATTR]] = !{!"llvm.loop.unroll.count", i32 2}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 2}
