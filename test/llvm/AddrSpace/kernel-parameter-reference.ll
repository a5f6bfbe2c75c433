; A device function that only reads a kernel's by-value parameter through a
; pointer, and does not keep it, receives a copy instead (NVPTX: read with
; ld.param, no cvta.param and generic loads); the pointers in the copy are
; global.
; RUN: %opt_scale -passes='scale-addrspace-propagate<whole-program>' -S %s | FileCheck %s
; RUN: %opt_scale -passes='scale-addrspace-propagate<whole-program>' -scale-addrspace-max-byval-bytes=16 -S %s \
; RUN:   | FileCheck %s --check-prefix=SMALL

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Args = type { ptr, ptr, ptr, i32 }
@escaped = addrspace(1) global ptr null, align 8

; CHECK-LABEL: define internal void @reads(ptr readonly byval(%struct.Args) align 8 captures(none) %a, i32 %i)
; CHECK:         %x = load ptr, ptr %a
; CHECK-NEXT:    %x.global = addrspacecast ptr %x to ptr addrspace(1)
; SMALL-LABEL: define internal void @reads(ptr readonly captures(none) dereferenceable(32) %a, i32 %i)
define internal void @reads(ptr readonly captures(none) dereferenceable(32) %a, i32 %i) {
  %x = load ptr, ptr %a
  %v = load float, ptr %x
  %zp = getelementptr inbounds i8, ptr %a, i64 16
  %z = load ptr, ptr %zp
  store float %v, ptr %z
  ret void
}

; Keeps the pointer: stays a pointer.
; CHECK-LABEL: define internal void @keeps(ptr readonly %a)
define internal void @keeps(ptr readonly %a) {
  store ptr %a, ptr addrspace(1) @escaped
  ret void
}

; Called with something else than a kernel parameter: stays a pointer.
; CHECK-LABEL: define internal void @other_caller(ptr readonly captures(none) %a)
define internal void @other_caller(ptr readonly captures(none) %a) {
  %x = load ptr, ptr %a
  store float 1.0, ptr %x
  ret void
}

; CHECK-LABEL: define ptx_kernel void @kernel(ptr readonly byval(%struct.Args) align 8 %args)
; CHECK:         call void @reads(ptr byval(%struct.Args) align 8 %args, i32 1)
; CHECK:         call void @keeps(ptr %args)
define ptx_kernel void @kernel(ptr readonly byval(%struct.Args) align 8 %args) {
  call void @reads(ptr %args, i32 1)
  call void @keeps(ptr %args)
  %copy = load ptr, ptr addrspace(1) @escaped
  call void @other_caller(ptr %copy)
  ret void
}
