; Under -fgpu-rdc (no whole-program), a function other modules may call
; keeps its original, so each clone costs its size against the budget. A
; template or inline function (linkonce_odr) is another matter: every module
; that calls it defines its own copy, so once its calls here go to one clone
; nothing keeps it, and the clone costs nothing (LightGBM's split finders:
; forty template instances left generic for lack of budget).
; RUN: %opt_scale -passes='scale-addrspace-propagate' -scale-addrspace-clone-growth-min=0 \
; RUN:   -scale-addrspace-clone-growth-percent=0 -pass-remarks-missed=scale-addrspace \
; RUN:   -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [16 x float] undef, align 4

; The template instance: specialised, and the original dropped.
; CHECK-LABEL: define internal float @template.scale.shared(ptr addrspace(3) %p)
; CHECK-NOT:   define {{.*}} @template(
; An external function stays for other modules, and its clone would cost.
; CHECK-LABEL: define float @external(ptr %p)
; CHECK-NOT:   @external.scale
; A template instance that one call keeps generic stays, and its clone
; would cost.
; CHECK-LABEL: define linkonce_odr float @mixed(ptr %p)
; CHECK-NOT:   @mixed.scale
; CHECK-LABEL: define ptx_kernel void @kernel(
; CHECK:         call float @template.scale.shared(ptr addrspace(3) @tile)
; CHECK:         call float @template.scale.shared(ptr addrspace(3) @tile)
; CHECK:         call float @external(
; CHECK:         call float @mixed(
; CHECK:         call float @mixed(
; REMARK-DAG: remark: <unknown>:0:0: 'external' not specialised for parameter 'p' __shared: clone budget exhausted
; REMARK-DAG: remark: <unknown>:0:0: 'mixed' not specialised for parameter 'p' __shared: clone budget exhausted
define linkonce_odr float @template(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

define float @external(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

define linkonce_odr float @mixed(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

define ptx_kernel void @kernel(ptr %out, i64 %bits) {
  %unknown = inttoptr i64 %bits to ptr
  %a = call float @template(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %b = call float @template(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %c = call float @external(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %d = call float @mixed(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %e = call float @mixed(ptr %unknown)
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  %s3 = fadd float %s2, %d
  %s4 = fadd float %s3, %e
  store float %s4, ptr %out
  ret void
}
