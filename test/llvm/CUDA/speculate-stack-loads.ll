; A load through a phi or select of local-variable addresses becomes loads
; of each variable where the address is chosen, and SROA then keeps the
; variables in registers (Thrust's arg_min_f: `return less ? lhs : rhs` on
; tuples). Left alone: a store between the phi and the load, an address that
; is not a local variable, a load past a variable's end, a volatile load, a
; phi in another block, and modules for other targets.
; RUN: %opt_scale -passes=scale-speculate-stack-loads -S %s | FileCheck %s
; RUN: sed -e 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s \
; RUN:   | %opt_scale -passes=scale-speculate-stack-loads -S | FileCheck %s --check-prefix=HOST

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; The shape the optimiser leaves: a select nested in the phi, the load
; through a cast to the local space.
; CHECK-LABEL: define i64 @phiOfSelect(
; CHECK-NOT: alloca
; CHECK: [[PICK:%.*]] = select i1 %less, i64 %a, i64 %b
; CHECK: phi i64 [ [[PICK]], %tie ], [ %a, %first ], [ %b, %second ]
; CHECK-NOT: load
; HOST-LABEL: define i64 @phiOfSelect(
; HOST: alloca
; HOST: phi ptr
define i64 @phiOfSelect(i64 %a, i64 %b, i32 %which, i1 %less) {
entry:
  %lhs = alloca i64, align 8
  %rhs = alloca i64, align 8
  store i64 %a, ptr %lhs, align 8
  store i64 %b, ptr %rhs, align 8
  switch i32 %which, label %tie [ i32 0, label %first
                                  i32 1, label %second ]
first:
  br label %join
second:
  br label %join
tie:
  %chosen = select i1 %less, ptr %lhs, ptr %rhs
  br label %join
join:
  %p = phi ptr [ %chosen, %tie ], [ %lhs, %first ], [ %rhs, %second ]
  %local = addrspacecast ptr %p to ptr addrspace(5)
  %v = load i64, ptr addrspace(5) %local, align 8
  ret i64 %v
}

; Fields at the same offset of two structs: the offset is kept.
; CHECK-LABEL: define float @selectOfFields(
; CHECK-NOT: alloca
; CHECK: select i1 %c, float %y0, float %y1
define float @selectOfFields(float %x0, float %y0, float %x1, float %y1, i1 %c) {
  %s0 = alloca { float, float }, align 4
  %s1 = alloca { float, float }, align 4
  store float %x0, ptr %s0, align 4
  %s0y = getelementptr inbounds i8, ptr %s0, i64 4
  store float %y0, ptr %s0y, align 4
  store float %x1, ptr %s1, align 4
  %s1y = getelementptr inbounds i8, ptr %s1, i64 4
  store float %y1, ptr %s1y, align 4
  %s = select i1 %c, ptr %s0, ptr %s1
  %y = getelementptr inbounds i8, ptr %s, i64 4
  %v = load float, ptr %y, align 4
  ret float %v
}

; The value may change between the phi and the load: unchanged.
; CHECK-LABEL: define i64 @storeBeforeLoad(
; CHECK: %p = phi ptr
; CHECK: store i64 0, ptr %lhs
; CHECK: load i64, ptr %p
define i64 @storeBeforeLoad(i64 %a, i64 %b, i1 %c) {
entry:
  %lhs = alloca i64, align 8
  %rhs = alloca i64, align 8
  store i64 %a, ptr %lhs, align 8
  store i64 %b, ptr %rhs, align 8
  br i1 %c, label %left, label %join
left:
  br label %join
join:
  %p = phi ptr [ %lhs, %left ], [ %rhs, %entry ]
  store i64 0, ptr %lhs, align 8
  %v = load i64, ptr %p, align 8
  ret i64 %v
}

; One address is not a local variable: loading it in the predecessor could
; fault. Unchanged.
; CHECK-LABEL: define i64 @notLocal(
; CHECK: %p = phi ptr [ %lhs, %left ], [ %other, %entry ]
; CHECK: load i64, ptr %p
define i64 @notLocal(i64 %a, ptr %other, i1 %c) {
entry:
  %lhs = alloca i64, align 8
  store i64 %a, ptr %lhs, align 8
  br i1 %c, label %left, label %join
left:
  br label %join
join:
  %p = phi ptr [ %lhs, %left ], [ %other, %entry ]
  %v = load i64, ptr %p, align 8
  ret i64 %v
}

; Past the end of the smaller variable: unchanged.
; CHECK-LABEL: define i32 @pastTheEnd(
; CHECK: %s = select i1 %c, ptr %small, ptr %large
; CHECK: load i32, ptr %at
define i32 @pastTheEnd(i1 %c) {
  %small = alloca i32, align 4
  %large = alloca [2 x i32], align 4
  store i32 1, ptr %small, align 4
  store i32 2, ptr %large, align 4
  %s = select i1 %c, ptr %small, ptr %large
  %at = getelementptr inbounds i8, ptr %s, i64 4
  %v = load i32, ptr %at, align 4
  ret i32 %v
}

; CHECK-LABEL: define i32 @volatileLoad(
; CHECK: load volatile i32, ptr %s
define i32 @volatileLoad(i1 %c) {
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  store i32 1, ptr %a, align 4
  store i32 2, ptr %b, align 4
  %s = select i1 %c, ptr %a, ptr %b
  %v = load volatile i32, ptr %s, align 4
  ret i32 %v
}

; The phi is in another block than the load: unchanged.
; CHECK-LABEL: define i32 @phiElsewhere(
; CHECK: %p = phi ptr
; CHECK: next:
; CHECK: load i32, ptr %p
define i32 @phiElsewhere(i1 %c) {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  store i32 1, ptr %a, align 4
  store i32 2, ptr %b, align 4
  br i1 %c, label %left, label %join
left:
  br label %join
join:
  %p = phi ptr [ %a, %left ], [ %b, %entry ]
  br label %next
next:
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
