; Recursive functions: the callers from outside a cycle of the call graph are
; grouped by the spaces they pass, and each group gets one specialisation of
; every function of the cycle it reaches, the recursive calls included: a
; fixed point over the cycle, in which a parameter passed on, or a local
; variable of the callee, keeps its space. The originals, left calling only
; each other, go. The cost is the clones', less the originals' when they go:
; with no budget at all (BUDGET0), a function whose callers all agree is
; still rewritten, recursion and all (a clone per call would need budget for
; the calls through its own parameters, which are generic until it is
; specialised: HeCBench logic-rewrite's sopFactorRec).
; RUN: %opt_scale -passes='scale-addrspace-propagate<whole-program>' -S %s | FileCheck %s --check-prefixes=CHECK,WHOLE
; RUN: %opt_scale -passes=scale-addrspace-propagate -S %s | FileCheck %s --check-prefixes=CHECK,RDC
; RUN: %opt_scale -passes='scale-addrspace-propagate<whole-program>' -scale-addrspace-clone-growth-min=0 \
; RUN:   -scale-addrspace-clone-growth-percent=0 -pass-remarks-missed=scale-addrspace -S %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BUDGET0
; One clone per function at most: one group of sum's callers is specialised,
; the other stays on the original (MAX1).
; RUN: %opt_scale -passes='scale-addrspace-propagate<whole-program>' -scale-addrspace-max-clones=1 \
; RUN:   -pass-remarks-missed=scale-addrspace -S %s 2>&1 | FileCheck %s --check-prefix=MAX1

; The remarks come first (stderr):
; BUDGET0: remark: <unknown>:0:0: 'sum' and its recursive calls not specialised for parameter 'p' __shared: clone budget exhausted
; BUDGET0: remark: <unknown>:0:0: 'sum' and its recursive calls not specialised for parameter 'p' __device: clone budget exhausted
; MAX1: remark: <unknown>:0:0: 'sum' and its recursive calls not specialised for parameter 'p' __device: clone budget exhausted
; MAX1-LABEL: define internal i32 @sum.scale.shared(ptr addrspace(3) %p, i32 %n)
; MAX1:         call i32 @sum.scale.shared(ptr addrspace(3) %q.as, i32 %m)
; MAX1-LABEL: define internal i32 @sum(ptr %p, i32 %n)
; MAX1:         call i32 @sum(ptr %q, i32 %m)
; MAX1-LABEL: define ptx_kernel void @first(
; MAX1:         call i32 @sum(ptr %out.generic, i32 %n)
; MAX1-LABEL: define ptx_kernel void @second(
; MAX1:         call i32 @sum.scale.shared(ptr addrspace(3) @tile, i32 %n)

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 4
@pointers = addrspace(1) global ptr null, align 8

; A parameter passed on (%stack, offset) and a local variable of the callee
; (%child): both keep their space in the recursive call.
; CHECK-LABEL: define internal i32 @walk.scale.local.shared(ptr addrspace(5) %node, ptr addrspace(3) %stack, i32 %n)
; CHECK:         %top.as = getelementptr i32, ptr addrspace(3) %stack, i32 1
; CHECK:         %child.as = addrspacecast ptr %child to ptr addrspace(5)
; CHECK:         call i32 @walk.scale.local.shared(ptr addrspace(5) %child.as, ptr addrspace(3) %top.as, i32 %m)
; CHECK-NOT:   define internal i32 @walk(
; BUDGET0-LABEL: define internal i32 @walk.scale.local.shared(ptr addrspace(5) %node, ptr addrspace(3) %stack, i32 %n)
; BUDGET0:         call i32 @walk.scale.local.shared(ptr addrspace(5) %child.as, ptr addrspace(3) %top.as, i32 %m)
define internal i32 @walk(ptr %node, ptr %stack, i32 %n) {
entry:
  %child = alloca i32, align 4
  %v = load i32, ptr %node
  store i32 %v, ptr %stack
  %done = icmp eq i32 %n, 0
  br i1 %done, label %exit, label %more
more:
  store i32 %n, ptr %child
  %top = getelementptr i32, ptr %stack, i32 1
  %m = sub i32 %n, 1
  %r = call i32 @walk(ptr %child, ptr %top, i32 %m)
  ret i32 %r
exit:
  ret i32 %v
}

; Mutual recursion: the cycle even -> odd -> even is specialised as a whole,
; and both originals go.
; CHECK-LABEL: define internal i32 @even.scale.device(ptr addrspace(1) %p, i32 %n)
; CHECK:         call i32 @odd.scale.device(ptr addrspace(1) %p, i32 %m)
; CHECK-NOT:   define internal i32 @even(
; BUDGET0-LABEL: define internal i32 @even.scale.device(ptr addrspace(1) %p, i32 %n)
; BUDGET0:         call i32 @odd.scale.device(ptr addrspace(1) %p, i32 %m)
define internal i32 @even(ptr %p, i32 %n) {
  %done = icmp eq i32 %n, 0
  br i1 %done, label %exit, label %more
more:
  %m = sub i32 %n, 1
  %r = call i32 @odd(ptr %p, i32 %m)
  ret i32 %r
exit:
  %v = load i32, ptr %p
  ret i32 %v
}

; CHECK-LABEL: define internal i32 @odd.scale.device(ptr addrspace(1) %p, i32 %n)
; CHECK:         %q.as = getelementptr i32, ptr addrspace(1) %p, i32 1
; CHECK:         call i32 @even.scale.device(ptr addrspace(1) %q.as, i32 %m)
; CHECK-NOT:   define internal i32 @odd(
; BUDGET0-LABEL: define internal i32 @odd.scale.device(ptr addrspace(1) %p, i32 %n)
; BUDGET0:         call i32 @even.scale.device(ptr addrspace(1) %q.as, i32 %m)
define internal i32 @odd(ptr %p, i32 %n) {
  %q = getelementptr i32, ptr %p, i32 1
  %v = load i32, ptr %q
  %m = sub i32 %n, 1
  %r = call i32 @even(ptr %q, i32 %m)
  %s = add i32 %r, %v
  ret i32 %s
}

; The recursive call passes a pointer loaded from memory: no space holds at
; every depth. The kernel's call gets a clone for its __device pointer (one
; level), which calls the generic original for the rest.
; CHECK-LABEL: define internal i32 @chase.scale.device(ptr addrspace(1) %p, i32 %n)
; CHECK:         call i32 @chase(ptr %next, i32 %m)
; CHECK-LABEL: define internal i32 @chase(ptr %p, i32 %n)
; CHECK:         call i32 @chase(ptr %next, i32 %m)
define internal i32 @chase(ptr %p, i32 %n) {
  %v = load i32, ptr %p
  %done = icmp eq i32 %n, 0
  br i1 %done, label %exit, label %more
more:
  %next = load ptr, ptr addrspace(1) @pointers
  %m = sub i32 %n, 1
  %r = call i32 @chase(ptr %next, i32 %m)
  %s = add i32 %r, %v
  ret i32 %s
exit:
  ret i32 %v
}

; Two groups of callers (__shared, __device): one specialisation each, each
; calling itself. With no budget, neither: the original stays (remarks
; above).
; CHECK-LABEL: define internal i32 @sum.scale.shared(ptr addrspace(3) %p, i32 %n)
; CHECK:         call i32 @sum.scale.shared(ptr addrspace(3) %q.as, i32 %m)
; CHECK-LABEL: define internal i32 @sum.scale.device(ptr addrspace(1) %p, i32 %n)
; CHECK:         call i32 @sum.scale.device(ptr addrspace(1) %q.as, i32 %m)
; CHECK-NOT:   define internal i32 @sum(
; BUDGET0-LABEL: define internal i32 @sum(ptr %p, i32 %n)
; BUDGET0:         call i32 @sum(ptr %q, i32 %m)
define internal i32 @sum(ptr %p, i32 %n) {
  %v = load i32, ptr %p
  %done = icmp eq i32 %n, 0
  br i1 %done, label %exit, label %more
more:
  %q = getelementptr i32, ptr %p, i32 1
  %m = sub i32 %n, 1
  %r = call i32 @sum(ptr %q, i32 %m)
  %s = add i32 %r, %v
  ret i32 %s
exit:
  ret i32 %v
}

; CHECK-LABEL: define ptx_kernel void @first(ptr %out, i32 %n)
; CHECK:         call i32 @walk.scale.local.shared(ptr addrspace(5) %node.as, ptr addrspace(3) @tile, i32 %n)
; CHECK:         call i32 @even.scale.device(ptr addrspace(1) %out.global, i32 %n)
; CHECK:         call i32 @chase.scale.device(ptr addrspace(1) %out.global, i32 %n)
; CHECK:         call i32 @sum.scale.device(ptr addrspace(1) %out.global, i32 %n)
; BUDGET0-LABEL: define ptx_kernel void @first(ptr %out, i32 %n)
; BUDGET0:         call i32 @walk.scale.local.shared(ptr addrspace(5) %node.as, ptr addrspace(3) @tile, i32 %n)
; BUDGET0:         call i32 @even.scale.device(ptr addrspace(1) %out.global, i32 %n)
; BUDGET0:         call i32 @sum(ptr %out.generic, i32 %n)
define ptx_kernel void @first(ptr %out, i32 %n) {
  %node = alloca i32, align 4
  store i32 %n, ptr %node
  %shared = addrspacecast ptr addrspace(3) @tile to ptr
  %a = call i32 @walk(ptr %node, ptr %shared, i32 %n)
  %b = call i32 @even(ptr %out, i32 %n)
  %c = call i32 @chase(ptr %out, i32 %n)
  %d = call i32 @sum(ptr %out, i32 %n)
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  store i32 %s3, ptr %out
  ret void
}

; CHECK-LABEL: define ptx_kernel void @second(ptr %out, i32 %n)
; CHECK:         call i32 @sum.scale.shared(ptr addrspace(3) @tile, i32 %n)
define ptx_kernel void @second(ptr %out, i32 %n) {
  %shared = addrspacecast ptr addrspace(3) @tile to ptr
  %d = call i32 @sum(ptr %shared, i32 %n)
  store i32 %d, ptr %out
  ret void
}

; An external function: with -fgpu-rdc other modules may call it, so the
; original stays as it is next to the specialisation.
; CHECK-LABEL: define internal i32 @exported.scale.device(ptr addrspace(1) %p, i32 %n)
; CHECK:         call i32 @exported.scale.device(ptr addrspace(1) %q.as, i32 %m)
; WHOLE-NOT:   define i32 @exported(
; RDC-LABEL:   define i32 @exported(ptr %p, i32 %n)
; RDC:           call i32 @exported(ptr %q, i32 %m)
define i32 @exported(ptr %p, i32 %n) {
  %v = load i32, ptr %p
  %done = icmp eq i32 %n, 0
  br i1 %done, label %exit, label %more
more:
  %q = getelementptr i32, ptr %p, i32 2
  %m = sub i32 %n, 1
  %r = call i32 @exported(ptr %q, i32 %m)
  ret i32 %r
exit:
  ret i32 %v
}

; CHECK-LABEL: define ptx_kernel void @third(ptr %out, i32 %n)
; CHECK:         call i32 @exported.scale.device(ptr addrspace(1) %out.global, i32 %n)
define ptx_kernel void @third(ptr %out, i32 %n) {
  %r = call i32 @exported(ptr %out, i32 %n)
  store i32 %r, ptr %out
  ret void
}
