; Returned pointers: a function whose every return points into one named
; space returns that space; its callers see the space. Rounds repeat to a
; fixed point, so a return that becomes known after its parameter was
; specialised propagates too.
; RUN: %opt_scale -passes='scale-addrspace-propagate<whole-program>' -S %s | FileCheck %s
; RUN: %opt_scale -passes=scale-addrspace-propagate -S %s | FileCheck %s --check-prefix=RDC

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buffer = internal addrspace(1) global [16 x float] zeroinitializer, align 4
@tile = internal addrspace(3) global [16 x float] undef, align 4
@pointers = addrspace(1) global ptr null, align 8

; Both returns are __device.
; CHECK-LABEL: define internal ptr addrspace(1) @pick(i1 %c)
; CHECK:         ret ptr addrspace(1) getelementptr (float, ptr addrspace(1) @buffer, i64 1)
; CHECK:         ret ptr addrspace(1) @buffer
define internal ptr @pick(i1 %c) {
  br i1 %c, label %a, label %b
a:
  ret ptr getelementptr (float, ptr addrspacecast (ptr addrspace(1) @buffer to ptr), i64 1)
b:
  ret ptr addrspacecast (ptr addrspace(1) @buffer to ptr)
}

; Returns of two spaces: stays generic.
; CHECK-LABEL: define internal ptr @two_spaces(i1 %c)
define internal ptr @two_spaces(i1 %c) {
  %s = select i1 %c, ptr addrspacecast (ptr addrspace(1) @buffer to ptr), ptr addrspacecast (ptr addrspace(3) @tile to ptr)
  ret ptr %s
}

; Returns what it loaded: unknown, stays generic.
; CHECK-LABEL: define internal ptr @loaded()
define internal ptr @loaded() {
  %p = load ptr, ptr addrspace(1) @pointers
  ret ptr %p
}

; Returns its parameter: once the parameter is __shared (all callers), the
; return is __shared too (second round).
; CHECK-LABEL: define internal ptr addrspace(3) @offset(ptr addrspace(3) %p, i64 %i)
; CHECK:         ret ptr addrspace(3) %q.as
define internal ptr @offset(ptr %p, i64 %i) {
  %q = getelementptr float, ptr %p, i64 %i
  ret ptr %q
}

; Externally visible and not whole-program: the signature stays.
; RDC-LABEL: define ptr @external()
; CHECK-LABEL: define internal ptr addrspace(1) @external()
define ptr @external() {
  ret ptr addrspacecast (ptr addrspace(1) @buffer to ptr)
}

; CHECK-LABEL: define ptx_kernel void @kernel(
; CHECK:         %p = call ptr addrspace(1) @pick(i1 %c)
; CHECK-NEXT:    %p.generic = addrspacecast ptr addrspace(1) %p to ptr
; CHECK:         %t = call ptr @two_spaces(i1 %c)
; CHECK:         %l = call ptr @loaded()
; CHECK:         %o = call ptr addrspace(3) @offset(ptr addrspace(3) @tile, i64 2)
; CHECK-NEXT:    %o.generic = addrspacecast ptr addrspace(3) %o to ptr
; CHECK:         %e = call ptr addrspace(1) @external()
; RDC:           %e = call ptr @external()
define ptx_kernel void @kernel(i1 %c) {
  %p = call ptr @pick(i1 %c)
  store float 1.0, ptr %p
  %t = call ptr @two_spaces(i1 %c)
  store float 2.0, ptr %t
  %l = call ptr @loaded()
  store float 3.0, ptr %l
  %o = call ptr @offset(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 2)
  store float 4.0, ptr %o
  %e = call ptr @external()
  store float 5.0, ptr %e
  ret void
}

; Recursive and returning its (shared) parameter: the copy's recursive call
; goes to the copy, and the original goes.
; CHECK-LABEL: define internal ptr addrspace(3) @walk.scale.shared(ptr addrspace(3) %p, i32 %n)
; CHECK:         %r = call ptr addrspace(3) @walk.scale.shared(ptr addrspace(3) %q.as, i32 %m)
; CHECK:         ret ptr addrspace(3) %p
; CHECK-NOT:   define internal ptr @walk(
; CHECK-LABEL: define ptx_kernel void @walker()
; CHECK-NEXT:    %w = call ptr addrspace(3) @walk.scale.shared(ptr addrspace(3) @tile, i32 4)
define internal ptr @walk(ptr %p, i32 %n) {
  %done = icmp eq i32 %n, 0
  br i1 %done, label %exit, label %more
more:
  %q = getelementptr float, ptr %p, i32 1
  %m = sub i32 %n, 1
  %r = call ptr @walk(ptr %q, i32 %m)
  ret ptr %r
exit:
  ret ptr %p
}

define ptx_kernel void @walker() {
  %w = call ptr @walk(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i32 4)
  store float 6.0, ptr %w
  ret void
}
