; A load through a phi or select of local-variable addresses becomes loads
; of each variable where the address is chosen, and SROA then keeps the
; variables in registers (Thrust's arg_min_f: `return less ? lhs : rhs` on
; tuples; cuda::minimum on a tuple, whose lexicographic compare nests a
; phi in a phi). Left alone: a store between a phi and the load, an address
; that is not a local variable, a load past a variable's end, a volatile
; load, a phi in another block, an address carried around a loop, and
; modules for other targets.
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

; cuda::minimum<tuple<float, unsigned>> in CUB's scan-by-key: the compare is
; lexicographic, so the chosen element's address is a phi (the float
; decided, or a select on the second field) of which a field is taken, and
; that address is merged again with the other path's. Loads at the ends of
; the inner phi's predecessors; every variable in registers.
; CHECK-LABEL: define i32 @nestedPhis(
; CHECK-NOT: alloca
; CHECK: first:
; CHECK-NEXT: br label %inner
; CHECK: tie:
; CHECK-NEXT: %less = icmp ult i32 %ka, %kb
; CHECK-NEXT: [[SEL:%.*]] = select i1 %less, i32 %ka, i32 %kb
; CHECK: inner:
; CHECK-NEXT: [[INNER:%.*]] = phi i32 [ [[SEL]], %tie ], [ %ka, %first ], [ %kb, %second ]
; CHECK: join:
; CHECK-NEXT: [[OUTER:%.*]] = phi i32 [ [[INNER]], %inner ], [ %kb, %other ]
; CHECK-NEXT: ret i32 [[OUTER]]
define i32 @nestedPhis(float %a, i32 %ka, float %b, i32 %kb, i32 %which, i1 %done) {
entry:
  %lhs = alloca { float, i32 }, align 4
  %rhs = alloca { float, i32 }, align 4
  store float %a, ptr %lhs, align 4
  %lhsKey = getelementptr inbounds i8, ptr %lhs, i64 4
  store i32 %ka, ptr %lhsKey, align 4
  store float %b, ptr %rhs, align 4
  %rhsKey = getelementptr inbounds i8, ptr %rhs, i64 4
  store i32 %kb, ptr %rhsKey, align 4
  %lhsLocal = addrspacecast ptr %lhs to ptr addrspace(5)
  %rhsLocal = addrspacecast ptr %rhs to ptr addrspace(5)
  br i1 %done, label %other, label %compare
compare:
  switch i32 %which, label %tie [ i32 0, label %first
                                  i32 1, label %second ]
first:
  br label %inner
second:
  br label %inner
tie:
  %less = icmp ult i32 %ka, %kb
  %chosen = select i1 %less, ptr addrspace(5) %lhsLocal, ptr addrspace(5) %rhsLocal
  br label %inner
inner:
  %p = phi ptr addrspace(5) [ %chosen, %tie ], [ %lhsLocal, %first ], [ %rhsLocal, %second ]
  %key = getelementptr inbounds i8, ptr addrspace(5) %p, i64 4
  br label %join
other:
  %otherKey = getelementptr inbounds i8, ptr addrspace(5) %rhsLocal, i64 4
  br label %join
join:
  %q = phi ptr addrspace(5) [ %key, %inner ], [ %otherKey, %other ]
  %v = load i32, ptr addrspace(5) %q, align 4
  ret i32 %v
}

; The inner phi's block may write memory before its end: a load there would
; not read what the load in the join reads. Unchanged.
; CHECK-LABEL: define i32 @storeAfterInnerPhi(
; CHECK: %q = phi ptr
; CHECK: load i32, ptr %q
define i32 @storeAfterInnerPhi(i32 %x, i32 %y, i1 %c, i1 %d) {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  store i32 %x, ptr %a, align 4
  store i32 %y, ptr %b, align 4
  br i1 %c, label %left, label %inner
left:
  br label %inner
inner:
  %p = phi ptr [ %a, %left ], [ %b, %entry ]
  store i32 0, ptr %a, align 4
  br i1 %d, label %join, label %other
other:
  br label %join
join:
  %q = phi ptr [ %p, %inner ], [ %b, %other ]
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

; An address carried around a loop (a running minimum's pointer) to a
; variable the loop writes: a load at the latch would not read what the
; next iteration's load reads. Unchanged.
; CHECK-LABEL: define i32 @loopCarried(
; CHECK: %p = phi ptr [ %a, %entry ], [ %next, %loop ]
; CHECK: load i32, ptr %p
define i32 @loopCarried(i32 %x, i32 %y, i32 %n) {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  store i32 %x, ptr %a, align 4
  store i32 %y, ptr %b, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi ptr [ %a, %entry ], [ %next, %loop ]
  %v = load i32, ptr %p, align 4
  store i32 %i, ptr %b, align 4
  %odd = trunc i32 %i to i1
  %next = select i1 %odd, ptr %p, ptr %b
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i32 %v
}
