; Loops whose PTX from nvcc ptxas cannot count, and so does not unroll, are
; marked early, as Clang wrote them, and the marked loops still present at
; the end get llvm.loop.unroll.disable, which NVPTX writes as
; `.pragma "nounroll"`: ptxas does not unroll them where LLVM has made them
; countable. Two kinds:
; - counted in floating point (a header phi that starts at a constant,
;   steps by a constant and is compared with a constant at an exit), marked
;   before IndVarSimplify makes their counters integers (cuda-samples
;   imageDenoising). Left alone: integer loops, a float accumulator that
;   does not decide the exit, a step that is not a constant;
; - written with several exits (CUB's tile loop and its overflow test,
;   which LLVM may prove redundant). Left alone: a loop with one exit.
; RUN: %opt_scale -passes=scale-mark-uncountable-loops -S %s | FileCheck %s --check-prefix=MARK
; RUN: %opt_scale -passes='scale-mark-uncountable-loops,loop-simplify,lcssa,loop(loop-rotate,indvars),scale-keep-uncountable-loops-rolled' -S %s | FileCheck %s --check-prefix=ROLLED
; RUN: %opt_scale -passes='scale-mark-uncountable-loops,loop-simplify,lcssa,loop(loop-rotate,indvars),scale-keep-uncountable-loops-rolled' %s \
; RUN:   | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -o - | FileCheck %s --check-prefix=PTX

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (float i = -3; i <= 3; i++) sum += p[(int)(x + i)];
; MARK-LABEL: define float @float_counter(
; MARK: br label %header, !llvm.loop ![[FLOAT:[0-9]+]]
; ROLLED-LABEL: define float @float_counter(
; ROLLED: phi i32 [ -3, %entry ]
; ROLLED: icmp eq i32 %{{.*}}, 4
; ROLLED: br i1 %{{.*}}, label %{{.*}}, label %{{.*}}, !llvm.loop ![[ROLLED_ID:[0-9]+]]
; PTX-LABEL: .func  (.param .b32 func_retval0) float_counter(
; PTX: .pragma "nounroll";
define float @float_counter(ptr %p, float %x) {
entry:
  br label %header

header:
  %i = phi float [ -3.0, %entry ], [ %i.next, %body ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %body ]
  %done = fcmp ogt float %i, 3.0
  br i1 %done, label %exit, label %body

body:
  %at = fadd float %x, %i
  %index = fptosi float %at to i32
  %address = getelementptr float, ptr %p, i32 %index
  %value = load float, ptr %address
  %sum.next = fadd float %sum, %value
  %i.next = fadd float %i, 1.0
  br label %header, !llvm.loop !0

exit:
  ret float %sum
}

; The integer loop of the same shape: no marker, no pragma.
; MARK-LABEL: define float @int_counter(
; MARK: br label %header, !llvm.loop ![[PLAIN:[0-9]+]]
; ROLLED-LABEL: define float @int_counter(
; ROLLED-NOT: llvm.loop.unroll.disable
; ROLLED: ret float
; PTX-LABEL: int_counter(
; PTX-NOT: .pragma "nounroll";
; PTX: ret;
define float @int_counter(ptr %p, i32 %x) {
entry:
  br label %header

header:
  %i = phi i32 [ -3, %entry ], [ %i.next, %body ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %body ]
  %done = icmp sgt i32 %i, 3
  br i1 %done, label %exit, label %body

body:
  %index = add i32 %x, %i
  %address = getelementptr float, ptr %p, i32 %index
  %value = load float, ptr %address
  %sum.next = fadd float %sum, %value
  %i.next = add i32 %i, 1
  br label %header, !llvm.loop !2

exit:
  ret float %sum
}

; A float accumulator beside an integer counter: the exit does not compare
; it, no marker.
; MARK-LABEL: define float @float_accumulator(
; MARK: br label %header, !llvm.loop ![[ACCUMULATOR:[0-9]+]]
define float @float_accumulator(ptr %p, i32 %n) {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %f = phi float [ 0.0, %entry ], [ %f.next, %body ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body

body:
  %f.next = fadd float %f, 1.0
  %i.next = add i32 %i, 1
  br label %header, !llvm.loop !4

exit:
  ret float %f
}

; A step that is not a constant: no marker.
; MARK-LABEL: define float @variable_step(
; MARK: br label %header, !llvm.loop ![[VARIABLE:[0-9]+]]
define float @variable_step(float %step) {
entry:
  br label %header

header:
  %f = phi float [ 0.0, %entry ], [ %f.next, %body ]
  %done = fcmp oge float %f, 100.0
  br i1 %done, label %exit, label %body

body:
  %f.next = fadd float %f, %step
  br label %header, !llvm.loop !6

exit:
  ret float %f
}

; CUB's tile loop (AgentReduce::ConsumeFullTileRange): the loop test and a
; test against offset overflow, two exits, marked; still a loop at the
; end, with the pragma.
; MARK-LABEL: define i32 @two_exits(
; MARK: br label %header, !llvm.loop ![[TWO_EXITS:[0-9]+]]
; ROLLED-LABEL: define i32 @two_exits(
; ROLLED: br i1 %{{.*}}, label %{{.*}}, label %{{.*}}, !llvm.loop ![[TWO_ROLLED:[0-9]+]]
; PTX-LABEL: two_exits(
; PTX: .pragma "nounroll";
; PTX: ret;
define i32 @two_exits(ptr %in, i32 %end) {
entry:
  br label %header

header:
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %latch ]
  %offset = phi i32 [ 0, %entry ], [ %offset.next, %latch ]
  %limit = add nsw i32 %end, -1024
  %done = icmp sgt i32 %offset, %limit
  br i1 %done, label %exit, label %body

body:
  %index = zext i32 %offset to i64
  %address = getelementptr inbounds i32, ptr %in, i64 %index
  %value = load i32, ptr %address
  %sum.next = add nsw i32 %sum, %value
  %left = sub nsw i32 %end, %offset
  %overflow = icmp slt i32 %left, 1024
  br i1 %overflow, label %exit, label %latch

latch:
  %offset.next = add nuw nsw i32 %offset, 1024
  br label %header, !llvm.loop !8

exit:
  %result = phi i32 [ %sum, %header ], [ %sum.next, %body ]
  ret i32 %result
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
!4 = distinct !{!4, !1}
!6 = distinct !{!6, !1}
!8 = distinct !{!8, !1}

; MARK: ![[FLOAT]] = distinct !{![[FLOAT]], ![[PROGRESS:[0-9]+]], ![[MARKER:[0-9]+]]}
; MARK: ![[PROGRESS]] = !{!"llvm.loop.mustprogress"}
; MARK: ![[MARKER]] = !{!"scale.loop.uncountable"}
; MARK: ![[PLAIN]] = distinct !{![[PLAIN]], ![[PROGRESS]]}
; MARK: ![[ACCUMULATOR]] = distinct !{![[ACCUMULATOR]], ![[PROGRESS]]}
; MARK: ![[VARIABLE]] = distinct !{![[VARIABLE]], ![[PROGRESS]]}
; MARK: ![[TWO_EXITS]] = distinct !{![[TWO_EXITS]], ![[PROGRESS]], ![[MARKER]]}
; ROLLED: ![[ROLLED_ID]] = distinct !{![[ROLLED_ID]], ![[PROGRESS:[0-9]+]], ![[DISABLE:[0-9]+]]}
; ROLLED: ![[PROGRESS]] = !{!"llvm.loop.mustprogress"}
; ROLLED: ![[DISABLE]] = !{!"llvm.loop.unroll.disable"}
; ROLLED: ![[TWO_ROLLED]] = distinct !{![[TWO_ROLLED]], ![[PROGRESS]], ![[DISABLE]]}
; ROLLED-NOT: scale.loop.uncountable
