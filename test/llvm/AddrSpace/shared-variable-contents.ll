; A __shared__ variable of pointer type that is only loaded and stored, and
; into which every store puts a pointer into one named space, gives that
; space to every load from it (HeCBench quicksort: `__shared__ T *s, *sn;`
; set to one of two __shared__ arrays, then passed to a helper). Left
; generic: a variable that also receives a pointer of another space, or
; null, whose address escapes, that has an initializer, or that other
; modules may write (-fgpu-rdc, external).
; RUN: %opt_scale -passes='scale-addrspace-pipeline<whole-program>' -S %s | FileCheck %s --check-prefixes=CHECK,WHOLE
; RUN: %opt_scale -passes=scale-addrspace-pipeline -S %s | FileCheck %s --check-prefixes=CHECK,RDC

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mys = internal addrspace(3) global [64 x float] undef, align 4
@mysn = internal addrspace(3) global [64 x float] undef, align 4
@sn = internal addrspace(3) global ptr undef, align 8
@mixed = internal addrspace(3) global ptr undef, align 8
@maybeNull = internal addrspace(3) global ptr undef, align 8
@escapes = internal addrspace(3) global ptr undef, align 8
@initialized = internal addrspace(3) global ptr addrspacecast (ptr addrspace(3) @mys to ptr), align 8
@external = addrspace(3) global ptr undef, align 8
@stash = addrspace(1) global ptr null, align 8

; Both stores put a __shared__ array into @sn: the helper reads ld.shared.
; CHECK-LABEL: define internal float @readFirst(ptr addrspace(3) %p)
; CHECK: load float, ptr addrspace(3) %p
define internal float @readFirst(ptr %p) {
  %v = load float, ptr %p, align 4
  ret float %v
}

; CHECK-LABEL: define ptx_kernel void @pick(
; CHECK: load float, ptr addrspace(3)
define ptx_kernel void @pick(ptr %out, i1 %up) {
  br i1 %up, label %a, label %b
a:
  store ptr addrspacecast (ptr addrspace(3) @mysn to ptr), ptr addrspace(3) @sn, align 8
  br label %use
b:
  store ptr addrspacecast (ptr addrspace(3) @mys to ptr), ptr addrspace(3) @sn, align 8
  br label %use
use:
  %p = load ptr, ptr addrspace(3) @sn, align 8
  %v = call float @readFirst(ptr %p)
  %q = load ptr, ptr addrspacecast (ptr addrspace(3) @sn to ptr), align 8
  %w = getelementptr inbounds float, ptr %q, i64 1
  %x = load float, ptr %w, align 4
  %sum = fadd float %v, %x
  store float %sum, ptr %out, align 4
  ret void
}

; A __shared__ and a __device__ pointer: unknown.
; CHECK-LABEL: define ptx_kernel void @mixedSpaces(
; CHECK: %p = load ptr, ptr addrspace(3) @mixed
; CHECK: load float, ptr %p
define ptx_kernel void @mixedSpaces(ptr %in, ptr %out) {
  store ptr addrspacecast (ptr addrspace(3) @mys to ptr), ptr addrspace(3) @mixed, align 8
  store ptr %in, ptr addrspace(3) @mixed, align 8
  %p = load ptr, ptr addrspace(3) @mixed, align 8
  %v = load float, ptr %p, align 4
  store float %v, ptr %out, align 4
  ret void
}

; Null is no pointer into __shared: unknown.
; CHECK-LABEL: define ptx_kernel void @nullStored(
; CHECK: %p = load ptr, ptr addrspace(3) @maybeNull
; CHECK: load float, ptr %p
define ptx_kernel void @nullStored(ptr %out, i1 %c) {
  %s = select i1 %c, ptr addrspacecast (ptr addrspace(3) @mys to ptr), ptr null
  store ptr %s, ptr addrspace(3) @maybeNull, align 8
  %p = load ptr, ptr addrspace(3) @maybeNull, align 8
  %v = load float, ptr %p, align 4
  store float %v, ptr %out, align 4
  ret void
}

; The variable's address is stored elsewhere: other code may write it.
; CHECK-LABEL: define ptx_kernel void @addressEscapes(
; CHECK: %p = load ptr, ptr addrspace(3) @escapes
; CHECK: load float, ptr %p
define ptx_kernel void @addressEscapes(ptr %out) {
  store ptr addrspacecast (ptr addrspace(3) @mys to ptr), ptr addrspace(3) @escapes, align 8
  store ptr addrspacecast (ptr addrspace(3) @escapes to ptr), ptr addrspace(1) @stash, align 8
  %p = load ptr, ptr addrspace(3) @escapes, align 8
  %v = load float, ptr %p, align 4
  store float %v, ptr %out, align 4
  ret void
}

; An initializer is a value no store put there: left alone.
; CHECK-LABEL: define ptx_kernel void @withInitializer(
; CHECK: %p = load ptr, ptr addrspace(3) @initialized
; CHECK: load float, ptr %p
define ptx_kernel void @withInitializer(ptr %out) {
  store ptr addrspacecast (ptr addrspace(3) @mysn to ptr), ptr addrspace(3) @initialized, align 8
  %p = load ptr, ptr addrspace(3) @initialized, align 8
  %v = load float, ptr %p, align 4
  store float %v, ptr %out, align 4
  ret void
}

; External: in a whole program no other module exists; with -fgpu-rdc one
; may store into it.
; CHECK-LABEL: define ptx_kernel void @externalVariable(
; WHOLE: load float, ptr addrspace(3)
; RDC: %p = load ptr, ptr addrspace(3) @external
; RDC: load float, ptr %p
define ptx_kernel void @externalVariable(ptr %out) {
  store ptr addrspacecast (ptr addrspace(3) @mys to ptr), ptr addrspace(3) @external, align 8
  %p = load ptr, ptr addrspace(3) @external, align 8
  %v = load float, ptr %p, align 4
  store float %v, ptr %out, align 4
  ret void
}
