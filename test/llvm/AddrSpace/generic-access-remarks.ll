; Missed remarks for the loads, stores and atomics still generic, each with
; the reason; none for accesses the target resolves by itself.
; RUN: %opt_scale -passes='scale-addrspace-remarks<whole-program>' -pass-remarks-missed=scale-addrspace \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=remark:
; RUN: %opt_scale -passes=scale-addrspace-remarks -pass-remarks-missed=scale-addrspace \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=RDC
; RUN: %opt_scale -passes='scale-addrspace-remarks<whole-program>' -pass-remarks-output=%t.yaml \
; RUN:   -disable-output %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [16 x float] undef, align 4
@pointers = addrspace(1) global ptr null, align 8
@fnptr = addrspace(1) global ptr null, align 8

; CHECK: remark: <unknown>:0:0: generic load in 'dot': pointer is parameter 'a' of 'dot', called with __device and __shared pointers
; RDC: remark: <unknown>:0:0: generic load in 'dot': pointer is parameter 'a' of 'dot', called with __device and __shared pointers and from other modules (-fgpu-rdc)
; YAML:      --- !Missed
; YAML-NEXT: Pass: scale-addrspace
; YAML-NEXT: Name: GenericAccess
; YAML-NEXT: Function: dot
define float @dot(ptr %a) {
  %v = load float, ptr %a
  ret float %v
}

; CHECK: remark: <unknown>:0:0: generic store in 'callback': pointer is parameter 'p' of 'callback', whose address is taken
define internal void @callback(ptr %p) {
  store float 1.0, ptr %p
  ret void
}

; CHECK: remark: <unknown>:0:0: generic atomic in 'unused': pointer is parameter 'p' of 'unused', which has no callers
; RDC: remark: <unknown>:0:0: generic atomic in 'unused': pointer is parameter 'p' of 'unused', which other modules may call (-fgpu-rdc)
define void @unused(ptr %p) {
  %old = atomicrmw add ptr %p, i32 1 monotonic
  ret void
}

declare ptr @make()

; CHECK: remark: <unknown>:0:0: generic load in 'kernel': pointer loaded from memory
; CHECK: remark: <unknown>:0:0: generic store in 'kernel': pointer is one of __device and __shared pointers
; CHECK: remark: <unknown>:0:0: generic store in 'kernel': pointer returned by 'make'
; CHECK: remark: <unknown>:0:0: generic store in 'kernel': pointer made from an integer
define ptx_kernel void @kernel(ptr %out, i1 %c, i64 %n) {
  %a = call float @dot(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %b = call float @dot(ptr %out)
  store ptr @callback, ptr addrspace(1) @fnptr
  %loaded = load ptr, ptr addrspace(1) @pointers
  %x = load float, ptr %loaded
  %s = select i1 %c, ptr %out, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
  store float %x, ptr %s
  %made = call ptr @make()
  store float %a, ptr %made
  %int = inttoptr i64 %n to ptr
  store float %b, ptr %int
  ; Not reported: the kernel's parameter (global), a local variable, and an
  ; access in a named space.
  store float %a, ptr %out
  %slot = alloca float
  store float %a, ptr %slot
  store float %b, ptr addrspace(3) @tile
  ret void
}

; WMMA loads and stores: reported as "matrix" accesses; the one of a local
; variable too (PTX has no local form), and none for the named-space form.
; CHECK: remark: <unknown>:0:0: generic matrix load in 'matrix': pointer loaded from memory
; CHECK: remark: <unknown>:0:0: generic matrix store in 'matrix': pointer to local memory, which wmma.load and wmma.store cannot name
define ptx_kernel void @matrix() {
  %loaded = load ptr, ptr addrspace(1) @pointers
  %c = call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p0(ptr %loaded, i32 16)
  %c0 = extractvalue { i32, i32 } %c, 0
  %slot = alloca [256 x i32], align 16
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr %slot, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 16)
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p3(ptr addrspace(3) @tile, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 16)
  ret void
}

declare { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p0(ptr, i32)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p3(ptr addrspace(3), i32, i32, i32, i32, i32, i32, i32, i32, i32)
