; Loops counted in floating point (a header phi that starts at a constant,
; steps by a constant and is compared with a constant at an exit) are
; marked before IndVarSimplify makes their counters integers, and the
; marked loops still present at the end get llvm.loop.unroll.disable, which
; NVPTX writes as `.pragma "nounroll"`: ptxas does not unroll them, as it
; cannot unroll nvcc's `float` loops (cuda-samples imageDenoising). Left
; alone: integer loops, a float accumulator that does not decide the exit,
; a step that is not a constant.
; RUN: %opt_scale -passes=scale-mark-float-counted-loops -S %s | FileCheck %s --check-prefix=MARK
; RUN: %opt_scale -passes='scale-mark-float-counted-loops,loop-simplify,lcssa,loop(loop-rotate,indvars),scale-keep-float-counted-loops-rolled' -S %s | FileCheck %s --check-prefix=ROLLED
; RUN: %opt_scale -passes='scale-mark-float-counted-loops,loop-simplify,lcssa,loop(loop-rotate,indvars),scale-keep-float-counted-loops-rolled' %s \
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

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
!4 = distinct !{!4, !1}
!6 = distinct !{!6, !1}

; MARK: ![[FLOAT]] = distinct !{![[FLOAT]], ![[PROGRESS:[0-9]+]], ![[MARKER:[0-9]+]]}
; MARK: ![[PROGRESS]] = !{!"llvm.loop.mustprogress"}
; MARK: ![[MARKER]] = !{!"scale.loop.float_counter"}
; MARK: ![[PLAIN]] = distinct !{![[PLAIN]], ![[PROGRESS]]}
; MARK: ![[ACCUMULATOR]] = distinct !{![[ACCUMULATOR]], ![[PROGRESS]]}
; MARK: ![[VARIABLE]] = distinct !{![[VARIABLE]], ![[PROGRESS]]}
; ROLLED: ![[ROLLED_ID]] = distinct !{![[ROLLED_ID]], ![[PROGRESS:[0-9]+]], ![[DISABLE:[0-9]+]]}
; ROLLED: ![[PROGRESS]] = !{!"llvm.loop.mustprogress"}
; ROLLED: ![[DISABLE]] = !{!"llvm.loop.unroll.disable"}
; ROLLED-NOT: scale.loop.float_counter
