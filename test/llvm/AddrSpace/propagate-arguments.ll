; Interprocedural propagation of argument address spaces: a function whose
; callers all pass one named space is rewritten to take it; where callers
; disagree each combination gets a clone; originals that other code may call
; stay generic.
; RUN: %opt_scale -passes='scale-addrspace-propagate<whole-program>' -S %s | FileCheck %s --check-prefixes=CHECK,WHOLE
; RUN: %opt_scale -passes=scale-addrspace-propagate -S %s | FileCheck %s --check-prefixes=CHECK,RDC
; RUN: %opt_scale -passes='scale-addrspace-pipeline<whole-program>' -S %s | FileCheck %s --check-prefix=INFER

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4
@table = internal addrspace(4) global [4 x float] zeroinitializer, align 4
@fnptr = addrspace(1) global ptr null, align 8
@pointers = addrspace(1) global ptr null, align 8

; Every caller passes __shared: rewritten in place, the name kept.
; CHECK-LABEL: define internal float @only_shared(ptr addrspace(3) %p)
; CHECK-NEXT:    %p.generic = addrspacecast ptr addrspace(3) %p to ptr
; CHECK-NEXT:    %v = load float, ptr %p.generic
; INFER-LABEL: define internal float @only_shared(ptr addrspace(3) %p)
; INFER-NEXT:    %v = load float, ptr addrspace(3) %p
define internal float @only_shared(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

; Callers disagree (__shared, __device): one clone each. In whole-program
; mode the external original has no callers left and goes; with -fgpu-rdc
; other modules may call it, so it stays.
; CHECK-LABEL: define internal float @mixed.scale.device(ptr addrspace(1) %p)
; CHECK-LABEL: define internal float @mixed.scale.shared(ptr addrspace(3) %p)
; WHOLE-NOT:   define float @mixed(ptr %p)
; RDC-LABEL:   define float @mixed(ptr %p)
; RDC-NEXT:      %v = load float, ptr %p
define float @mixed(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

; A caller passing a pointer of unknown space keeps the generic original;
; the caller passing __constant gets a clone.
; CHECK-LABEL: define internal float @some_unknown.scale.constant(ptr addrspace(4) %p)
; CHECK-LABEL: define internal float @some_unknown(ptr %p)
; CHECK-NEXT:    %v = load float, ptr %p
define internal float @some_unknown(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

; Address taken: the original is never touched; the direct call still gets
; a clone.
; CHECK-LABEL: define internal float @address_taken.scale.device(ptr addrspace(1) %p)
; CHECK-LABEL: define internal float @address_taken(ptr %p)
; CHECK-NEXT:    %v = load float, ptr %p
define internal float @address_taken(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

; Varargs functions are left alone.
; CHECK-LABEL: define internal float @varargs(ptr %p, ...)
define internal float @varargs(ptr %p, ...) {
  %v = load float, ptr %p
  ret float %v
}

; A null pointer cast to a named space need not stay null: no specialisation.
; CHECK-LABEL: define internal i1 @null_argument(ptr %p)
; CHECK-NEXT:    %c = icmp eq ptr %p, null
define internal i1 @null_argument(ptr %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

; Through selects and phis of one space, and GEPs.
; CHECK-LABEL: define internal void @store_through(ptr addrspace(3) %p, float %v)
define internal void @store_through(ptr %p, float %v) {
  store float %v, ptr %p
  ret void
}

; Recursion: the clone's recursive call finds the clone itself, and the
; original, now only calling itself, goes.
; CHECK-LABEL: define internal float @recursive.scale.shared(ptr addrspace(3) %p, i32 %n)
; CHECK:         call float @recursive.scale.shared(ptr addrspace(3) %q.as, i32 %m)
; CHECK-NOT:   define internal float @recursive(
define internal float @recursive(ptr %p, i32 %n) {
  %done = icmp eq i32 %n, 0
  br i1 %done, label %exit, label %more
more:
  %q = getelementptr float, ptr %p, i32 1
  %m = sub i32 %n, 1
  %r = call float @recursive(ptr %q, i32 %m)
  ret float %r
exit:
  %v = load float, ptr %p
  ret float %v
}

; The kernel's pointer parameter points to global memory (CUDA's model).
; CHECK-LABEL: define ptx_kernel void @kernel(ptr %out, i1 %c)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %out.global = addrspacecast ptr %out to ptr addrspace(1)
; CHECK-NEXT:    %out.generic = addrspacecast ptr addrspace(1) %out.global to ptr
; The offset is computed in the named space; no generic pointer is left.
; CHECK:         %shared1.as = getelementptr float, ptr addrspace(3) @tile, i64 1
; CHECK:         call float @only_shared(ptr addrspace(3) %shared1.as)
; WHOLE:         call float @mixed.scale.shared(ptr addrspace(3) @tile)
; WHOLE:         call float @mixed.scale.device(ptr addrspace(1) %out.global)
; RDC:           call float @mixed.scale.shared(ptr addrspace(3) @tile)
; RDC:           call float @mixed.scale.device(ptr addrspace(1) %out.global)
; CHECK:         call float @some_unknown.scale.constant(ptr addrspace(4) @table)
; CHECK:         call float @some_unknown(ptr %loaded)
; CHECK:         call float @address_taken.scale.device(ptr addrspace(1) %out.global)
; CHECK:         call float (ptr, ...) @varargs(ptr %shared)
; CHECK:         call i1 @null_argument(ptr null)
; CHECK:         call void @store_through(ptr addrspace(3) %sel.as, float 1.000000e+00)
; CHECK:         call float @recursive.scale.shared(ptr addrspace(3) @tile, i32 3)
define ptx_kernel void @kernel(ptr %out, i1 %c) {
entry:
  %shared = addrspacecast ptr addrspace(3) @tile to ptr
  %shared1 = getelementptr float, ptr %shared, i64 1
  %a = call float @only_shared(ptr %shared1)
  %b = call float @mixed(ptr %shared)
  %d = call float @mixed(ptr %out)
  %constant = addrspacecast ptr addrspace(4) @table to ptr
  %e = call float @some_unknown(ptr %constant)
  %loaded = load ptr, ptr addrspace(1) @pointers
  %f = call float @some_unknown(ptr %loaded)
  store ptr @address_taken, ptr addrspace(1) @fnptr
  %g = call float @address_taken(ptr %out)
  %h = call float (ptr, ...) @varargs(ptr %shared)
  %i = call i1 @null_argument(ptr null)
  br i1 %c, label %then, label %join
then:
  %shared2 = getelementptr float, ptr %shared, i64 2
  br label %join
join:
  %phi = phi ptr [ %shared, %entry ], [ %shared2, %then ]
  %sel = select i1 %c, ptr %phi, ptr %shared1
  call void @store_through(ptr %sel, float 1.0)
  %r = call float @recursive(ptr %shared, i32 3)
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %d
  %s3 = fadd float %s2, %e
  %s4 = fadd float %s3, %f
  %s5 = fadd float %s4, %g
  %s6 = fadd float %s5, %h
  %s7 = fadd float %s6, %r
  store float %s7, ptr %out
  ret void
}

