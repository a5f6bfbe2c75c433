; After the inliner's walk, a call in a kernel given a pointer into the
; kernel's stack frame (a local variable, or a by-value parameter, which
; the back end copies into the frame for the call) is inlined, and so are
; the calls of the inlined body that are given such a pointer; the kernel
; is then simplified (SROA makes the copy values). Left alone: calls given
; other pointers, a `__grid_constant__` parameter, `__noinline__` calls and
; callees, recursive callees (a mutual recursion once on the way),
; declarations, non-kernels, `optnone` kernels, modules of other targets.
; RUN: %opt_scale -passes=scale-inline-kernel-stack-calls -S %s | FileCheck %s
; RUN: sed -e 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s \
; RUN:   | %opt_scale -passes=scale-inline-kernel-stack-calls -S | FileCheck %s --check-prefix=HOST

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Functor = type { ptr addrspace(1), i64, [8 x double] }

; The functor's operator(), reading the functor through `this`.
define internal float @apply(ptr %this, i64 %i) {
  %data.field = getelementptr inbounds i8, ptr %this, i64 0
  %data = load ptr addrspace(1), ptr %data.field, align 8
  %scale.field = getelementptr inbounds i8, ptr %this, i64 16
  %scale = load double, ptr %scale.field, align 8
  %at = getelementptr inbounds float, ptr addrspace(1) %data, i64 %i
  %v = load float, ptr addrspace(1) %at, align 4
  %s = fptrunc double %scale to float
  %r = fmul float %v, %s
  ret float %r
}

; A wrapper given the functor, as an iterator's operator[]: inlined, and
; the call of @apply it brings is given the parameter too.
define internal float @deref(ptr %it, i64 %i) {
  %r = call float @apply(ptr %it, i64 %i)
  %twice = fadd float %r, %r
  ret float %twice
}

; CHECK-LABEL: define ptx_kernel void @parameter(
; CHECK-NOT: call float
; CHECK: load ptr addrspace(1), ptr %f, align 8
; CHECK-NOT: call float
; CHECK: fmul float
; CHECK: ret void
; HOST-LABEL: define ptx_kernel void @parameter(
; HOST: call float @deref(
define ptx_kernel void @parameter(ptr byval(%struct.Functor) align 8 %f, ptr addrspace(1) %out) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %i to i64
  %r = call float @deref(ptr %f, i64 %idx)
  %at = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %r, ptr addrspace(1) %at, align 4
  ret void
}

; A copy of the parameter in a local variable (an agent's member), given
; to the call: inlined, then SROA leaves no alloca.
; CHECK-LABEL: define ptx_kernel void @localCopy(
; CHECK-NOT: alloca
; CHECK-NOT: call float
; CHECK: ret void
define ptx_kernel void @localCopy(ptr byval(%struct.Functor) align 8 %f, ptr addrspace(1) %out) {
  %copy = alloca %struct.Functor, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %copy, ptr align 8 %f, i64 80, i1 false)
  %r = call float @apply(ptr %copy, i64 7)
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; The pointer given is the functor's field, through a GEP: still inlined.
; CHECK-LABEL: define ptx_kernel void @field(
; CHECK-NOT: call float
; CHECK: ret void
define ptx_kernel void @field(ptr byval({ i64, %struct.Functor }) align 8 %p, ptr addrspace(1) %out) {
  %f = getelementptr inbounds i8, ptr %p, i64 8
  %r = call float @apply(ptr %f, i64 3)
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; Global memory given, not the stack: the call stays.
; CHECK-LABEL: define ptx_kernel void @global(
; CHECK: call float @apply(
define ptx_kernel void @global(ptr addrspace(1) %f, ptr addrspace(1) %out) {
  %generic = addrspacecast ptr addrspace(1) %f to ptr
  %r = call float @apply(ptr %generic, i64 3)
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; A __grid_constant__ parameter is given to the call in the parameter
; space, not copied: the call stays.
; CHECK-LABEL: define ptx_kernel void @gridConstant(
; CHECK: call float @apply(
define ptx_kernel void @gridConstant(ptr byval(%struct.Functor) align 8 "nvvm.grid_constant" %f, ptr addrspace(1) %out) {
  %r = call float @apply(ptr %f, i64 3)
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; __noinline__ on the callee or on the call: kept.
define internal float @noinlineApply(ptr %this, i64 %i) noinline {
  %r = call float @apply(ptr %this, i64 %i)
  ret float %r
}
; CHECK-LABEL: define ptx_kernel void @noinline(
; CHECK: call float @noinlineApply(ptr %f, i64 1)
; CHECK: call float @apply(ptr %f, i64 2) #[[NOINLINE:[0-9]+]]
define ptx_kernel void @noinline(ptr byval(%struct.Functor) align 8 %f, ptr addrspace(1) %out) {
  %a = call float @noinlineApply(ptr %f, i64 1)
  %b = call float @apply(ptr %f, i64 2) noinline
  %r = fadd float %a, %b
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; A recursive callee and a declaration: kept.
define internal float @recursive(ptr %this, i64 %n) {
  %done = icmp eq i64 %n, 0
  br i1 %done, label %leaf, label %again
leaf:
  %v = call float @apply(ptr %this, i64 0)
  ret float %v
again:
  %m = sub i64 %n, 1
  %r = call float @recursive(ptr %this, i64 %m)
  ret float %r
}
declare float @external(ptr, i64)
; CHECK-LABEL: define ptx_kernel void @recursion(
; CHECK: call float @recursive(ptr %f, i64 4)
; CHECK: call float @external(ptr %f, i64 5)
define ptx_kernel void @recursion(ptr byval(%struct.Functor) align 8 %f, ptr addrspace(1) %out) {
  %a = call float @recursive(ptr %f, i64 4)
  %b = call float @external(ptr %f, i64 5)
  %r = fadd float %a, %b
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; Mutual recursion: each function is inlined once on the way, the call
; that would bring the first one again stays.
define internal float @even(ptr %this, i64 %n) {
  %done = icmp eq i64 %n, 0
  br i1 %done, label %leaf, label %again
leaf:
  ret float 1.0
again:
  %m = sub i64 %n, 1
  %r = call float @odd(ptr %this, i64 %m)
  ret float %r
}
define internal float @odd(ptr %this, i64 %n) {
  %m = sub i64 %n, 1
  %r = call float @even(ptr %this, i64 %m)
  %v = call float @apply(ptr %this, i64 %n)
  %s = fadd float %r, %v
  ret float %s
}
; CHECK-LABEL: define ptx_kernel void @mutualRecursion(
; CHECK-NOT: call float @even(
; CHECK: call float @odd(ptr nonnull %f, i64 4)
; CHECK-NOT: call float @even(
; CHECK: ret void
define ptx_kernel void @mutualRecursion(ptr byval(%struct.Functor) align 8 %f, ptr addrspace(1) %out) {
  %r = call float @odd(ptr %f, i64 6)
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; Not a kernel: a device function's by-value parameter is its caller's
; memory already; the call stays.
; CHECK-LABEL: define float @device(
; CHECK: call float @apply(
define float @device(ptr byval(%struct.Functor) align 8 %f) {
  %r = call float @apply(ptr %f, i64 3)
  ret float %r
}

; optnone kernels are not optimised.
; CHECK-LABEL: define ptx_kernel void @optnone(
; CHECK: call float @apply(
define ptx_kernel void @optnone(ptr byval(%struct.Functor) align 8 %f, ptr addrspace(1) %out) optnone noinline {
  %r = call float @apply(ptr %f, i64 3)
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK: attributes #[[NOINLINE]] = { noinline }

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
