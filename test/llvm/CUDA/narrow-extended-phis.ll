; A phi of extensions whose unextended values a phi of the same block
; already merges (what GVN's load analysis leaves: CUB's radix sort
; onesweep kernel, 16 such pairs) becomes the extension of that phi, so
; that each value crosses the merge once, in one register. Left alone: no
; such narrow phi, the narrow phi's values from other predecessors, mixed
; extensions or source types, loop headers, other targets.
; RUN: %opt_scale -passes=scale-narrow-extended-phis -S %s | FileCheck %s
; RUN: sed 's/^target triple.*/target triple = "x86_64-pc-linux-gnu"/' %s \
; RUN:   | %opt_scale -passes=scale-narrow-extended-phis -S \
; RUN:   | FileCheck %s --check-prefix=HOST

target triple = "nvptx64-nvidia-cuda"

declare void @use64(i64)
declare void @use32(i32)

; The extension of %a is used on its own path too: it stays; that of %b
; only fed the wide phi: it goes.
; CHECK-LABEL: define void @zextPair(
; CHECK: left:
; CHECK-NEXT: %wa = zext nneg i32 %a to i64
; CHECK-NEXT: call void @use64(i64 %wa)
; CHECK: right:
; CHECK-NOT: zext
; CHECK: join:
; CHECK-NEXT: %n = phi i32 [ %a, %left ], [ %b, %right ]
; CHECK-NOT: phi
; CHECK-NEXT: %w.narrow = zext nneg i32 %n to i64
; CHECK-NEXT: call void @use64(i64 %w.narrow)
; CHECK-NEXT: call void @use32(i32 %n)
; HOST-LABEL: define void @zextPair(
; HOST: %w = phi i64 [ %wa, %left ], [ %wb, %right ]
define void @zextPair(i1 %c, i32 %a, i32 %b) {
entry:
  br i1 %c, label %left, label %right
left:
  %wa = zext nneg i32 %a to i64
  call void @use64(i64 %wa)
  br label %join
right:
  %wb = zext nneg i32 %b to i64
  br label %join
join:
  %n = phi i32 [ %a, %left ], [ %b, %right ]
  %w = phi i64 [ %wa, %left ], [ %wb, %right ]
  call void @use64(i64 %w)
  call void @use32(i32 %n)
  ret void
}

; nneg only where every path had it; the narrow phi found whatever the
; order of its incoming blocks.
; CHECK-LABEL: define i64 @zextWithoutNonNeg(
; CHECK: %n = phi i32 [ %b, %right ], [ %a, %left ]
; CHECK-NEXT: %w.narrow = zext i32 %n to i64
; CHECK: ret i64 %w.narrow
define i64 @zextWithoutNonNeg(i1 %c, i32 %a, i32 %b) {
entry:
  br i1 %c, label %left, label %right
left:
  %wa = zext nneg i32 %a to i64
  br label %join
right:
  %wb = zext i32 %b to i64
  br label %join
join:
  %n = phi i32 [ %b, %right ], [ %a, %left ]
  %w = phi i64 [ %wa, %left ], [ %wb, %right ]
  call void @use32(i32 %n)
  ret i64 %w
}

; Sign extensions the same way.
; CHECK-LABEL: define i64 @sextPair(
; CHECK: %w.narrow = sext i32 %n to i64
; CHECK: ret i64 %w.narrow
define i64 @sextPair(i1 %c, i32 %a, i32 %b) {
entry:
  br i1 %c, label %left, label %right
left:
  %wa = sext i32 %a to i64
  br label %join
right:
  %wb = sext i32 %b to i64
  br label %join
join:
  %n = phi i32 [ %a, %left ], [ %b, %right ]
  %w = phi i64 [ %wa, %left ], [ %wb, %right ]
  call void @use32(i32 %n)
  ret i64 %w
}

; No phi of the unextended values: narrowing would add one.
; CHECK-LABEL: define i64 @noNarrowPhi(
; CHECK: %w = phi i64 [ %wa, %left ], [ %wb, %right ]
define i64 @noNarrowPhi(i1 %c, i32 %a, i32 %b) {
entry:
  br i1 %c, label %left, label %right
left:
  %wa = zext i32 %a to i64
  br label %join
right:
  %wb = zext i32 %b to i64
  br label %join
join:
  %w = phi i64 [ %wa, %left ], [ %wb, %right ]
  ret i64 %w
}

; The narrow phi merges the values crosswise: another value.
; CHECK-LABEL: define i64 @crossedValues(
; CHECK: %w = phi i64 [ %wa, %left ], [ %wb, %right ]
define i64 @crossedValues(i1 %c, i32 %a, i32 %b) {
entry:
  br i1 %c, label %left, label %right
left:
  %wa = zext i32 %a to i64
  br label %join
right:
  %wb = zext i32 %b to i64
  br label %join
join:
  %n = phi i32 [ %b, %left ], [ %a, %right ]
  %w = phi i64 [ %wa, %left ], [ %wb, %right ]
  call void @use32(i32 %n)
  ret i64 %w
}

; A zext on one path and a sext on the other, or two source types.
; CHECK-LABEL: define i64 @mixedExtensions(
; CHECK: %w = phi i64 [ %wa, %left ], [ %wb, %right ]
; CHECK: %v = phi i64 [ %va, %left ], [ %vb, %right ]
define i64 @mixedExtensions(i1 %c, i32 %a, i32 %b, i16 %h) {
entry:
  br i1 %c, label %left, label %right
left:
  %wa = zext i32 %a to i64
  %va = zext i32 %a to i64
  br label %join
right:
  %wb = sext i32 %b to i64
  %vb = zext i16 %h to i64
  br label %join
join:
  %n = phi i32 [ %a, %left ], [ %b, %right ]
  %w = phi i64 [ %wa, %left ], [ %wb, %right ]
  %v = phi i64 [ %va, %left ], [ %vb, %right ]
  call void @use32(i32 %n)
  %s = add i64 %w, %v
  ret i64 %s
}

; A loop header merging an induction variable in both widths: the wide one
; is IndVarSimplify's (no extension inside the loop), left as it is.
; CHECK-LABEL: define void @loopCarried(
; CHECK: loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %next, %loop ]
; CHECK-NEXT: %wi = phi i64 [ %w0, %entry ], [ %wnext, %loop ]
; CHECK: %wnext = zext i32 %next to i64
define void @loopCarried(i32 %n) {
entry:
  %w0 = zext i32 0 to i64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %wi = phi i64 [ %w0, %entry ], [ %wnext, %loop ]
  call void @use64(i64 %wi)
  %next = add i32 %i, 1
  %wnext = zext i32 %next to i64
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; A block nobody branches to has phis without values: skipped.
; CHECK-LABEL: define i64 @noPredecessors(
; CHECK: dead:
; CHECK-NEXT: %n = phi i32
; CHECK-NEXT: %w = phi i64
define i64 @noPredecessors() {
entry:
  ret i64 0
dead:
  %n = phi i32
  %w = phi i64
  call void @use32(i32 %n)
  ret i64 %w
}
