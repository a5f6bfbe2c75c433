; Parameters that Sema annotated as pointing into a space (`scale.space.N`,
; generic-sized `__shared`/`__local` pointers on AMDGPU) get their accesses
; in that space, through a cast to it; the annotations and their strings are
; removed. optnone functions only lose the annotations; other annotations
; stay. `this` of a method qualified with such a space is found by its
; mangled name.
; RUN: %opt_scale -passes=scale-parameter-spaces -S %s | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@.shared = private unnamed_addr addrspace(4) constant [14 x i8] c"scale.space.3\00", section "llvm.metadata"
@.private = private unnamed_addr addrspace(4) constant [14 x i8] c"scale.space.5\00", section "llvm.metadata"
@.user = private unnamed_addr addrspace(4) constant [5 x i8] c"mine\00", section "llvm.metadata"
@.file = private unnamed_addr addrspace(4) constant [6 x i8] c"a.hip\00", section "llvm.metadata"

; CHECK-NOT: scale.space
; CHECK:     @.user =
; CHECK:     @.file =

; CHECK-LABEL: define float @readShared(ptr %p, i32 %i)
; CHECK-NEXT:    %p.space = addrspacecast ptr %p to ptr addrspace(3)
; CHECK:         load float, ptr addrspace(3)
; CHECK-NOT:     llvm.var.annotation
; CHECK:         ret float
define float @readShared(ptr %p, i32 %i) {
  %slot = alloca ptr, align 8, addrspace(5)
  %slot.flat = addrspacecast ptr addrspace(5) %slot to ptr
  store ptr %p, ptr %slot.flat, align 8
  call void @llvm.var.annotation.p0.p4(ptr %slot.flat, ptr addrspace(4) @.shared, ptr addrspace(4) @.file, i32 1, ptr addrspace(4) null)
  %q = load ptr, ptr %slot.flat, align 8
  %e = getelementptr float, ptr %q, i32 %i
  %v = load float, ptr %e, align 4
  ret float %v
}

; CHECK-LABEL: define void @writePrivate(ptr %p, i32 %v)
; CHECK:         store i32 %v, ptr addrspace(5)
define void @writePrivate(ptr %p, i32 %v) {
  %slot = alloca ptr, align 8, addrspace(5)
  %slot.flat = addrspacecast ptr addrspace(5) %slot to ptr
  store ptr %p, ptr %slot.flat, align 8
  call void @llvm.var.annotation.p0.p4(ptr %slot.flat, ptr addrspace(4) @.private, ptr addrspace(4) @.file, i32 2, ptr addrspace(4) null)
  %q = load ptr, ptr %slot.flat, align 8
  store i32 %v, ptr %q, align 4
  ret void
}

; CHECK-LABEL: define float @atO0(ptr %p)
; CHECK-NEXT:    %slot = alloca ptr
; CHECK-NOT:     llvm.var.annotation
; CHECK:         load float, ptr %q
define float @atO0(ptr %p) noinline optnone {
  %slot = alloca ptr, align 8, addrspace(5)
  %slot.flat = addrspacecast ptr addrspace(5) %slot to ptr
  store ptr %p, ptr %slot.flat, align 8
  call void @llvm.var.annotation.p0.p4(ptr %slot.flat, ptr addrspace(4) @.shared, ptr addrspace(4) @.file, i32 3, ptr addrspace(4) null)
  %q = load ptr, ptr %slot.flat, align 8
  %v = load float, ptr %q, align 4
  ret float %v
}

; CHECK-LABEL: define float @userAnnotation(ptr %p)
; CHECK:         call void @llvm.var.annotation.p0.p4(ptr %slot.flat, ptr addrspace(4) @.user
; CHECK:         load float, ptr %q
define float @userAnnotation(ptr %p) {
  %slot = alloca ptr, align 8, addrspace(5)
  %slot.flat = addrspacecast ptr addrspace(5) %slot to ptr
  store ptr %p, ptr %slot.flat, align 8
  call void @llvm.var.annotation.p0.p4(ptr %slot.flat, ptr addrspace(4) @.user, ptr addrspace(4) @.file, i32 4, ptr addrspace(4) null)
  %q = load ptr, ptr %slot.flat, align 8
  %v = load float, ptr %q, align 4
  ret float %v
}

; A kernel's flat parameter arrives as a global pointer (HIP): saved after a
; cast to generic, it is left alone.
; CHECK-LABEL: define amdgpu_kernel void @kernel(ptr addrspace(1) %p.global)
; CHECK-NOT:     addrspace(3)
; CHECK:         ret void
define amdgpu_kernel void @kernel(ptr addrspace(1) %p.global) {
  %slot = alloca ptr, align 8, addrspace(5)
  %slot.flat = addrspacecast ptr addrspace(5) %slot to ptr
  %p = addrspacecast ptr addrspace(1) %p.global to ptr
  store ptr %p, ptr %slot.flat, align 8
  call void @llvm.var.annotation.p0.p4(ptr %slot.flat, ptr addrspace(4) @.shared, ptr addrspace(4) @.file, i32 5, ptr addrspace(4) null)
  %q = load ptr, ptr %slot.flat, align 8
  store i32 0, ptr %q, align 4
  ret void
}

; `this` of a method qualified `__shared` (mangled `_ZNU3AS3...`): the
; first parameter that is not the sret one.
; CHECK-LABEL: define float @_ZNU3AS3K3Acc3getEi(ptr %this, i32 %i)
; CHECK-NEXT:    %this.space = addrspacecast ptr %this to ptr addrspace(3)
; CHECK:         load float, ptr addrspace(3)
define float @_ZNU3AS3K3Acc3getEi(ptr %this, i32 %i) {
  %e = getelementptr float, ptr %this, i32 %i
  %v = load float, ptr %e, align 4
  ret float %v
}

; CHECK-LABEL: define void @_ZNU3AS53Acc4pairEv(ptr sret([2 x float]) %r, ptr %this)
; CHECK-NEXT:    %this.space = addrspacecast ptr %this to ptr addrspace(5)
; CHECK:         load float, ptr addrspace(5)
; CHECK:         store float %v, ptr %r
define void @_ZNU3AS53Acc4pairEv(ptr sret([2 x float]) %r, ptr %this) {
  %v = load float, ptr %this, align 4
  store float %v, ptr %r, align 4
  ret void
}

; A `__device` method's `this` already has its space; a method without a
; space, and a name that only looks like one, are left alone.
; CHECK-LABEL: define float @_ZNU3AS13Acc3getEv(ptr addrspace(1) %this)
; CHECK-NEXT:    load float, ptr addrspace(1) %this
define float @_ZNU3AS13Acc3getEv(ptr addrspace(1) %this) {
  %v = load float, ptr addrspace(1) %this, align 4
  ret float %v
}
; CHECK-LABEL: define float @_ZNK3Acc3getEv(ptr %this)
; CHECK-NEXT:    load float, ptr %this
define float @_ZNK3Acc3getEv(ptr %this) {
  %v = load float, ptr %this, align 4
  ret float %v
}
; CHECK-LABEL: define float @_ZNU9ASxyz3Acc3getEv(ptr %this)
; CHECK-NEXT:    load float, ptr %this
define float @_ZNU9ASxyz3Acc3getEv(ptr %this) {
  %v = load float, ptr %this, align 4
  ret float %v
}

declare void @llvm.var.annotation.p0.p4(ptr, ptr addrspace(4), ptr addrspace(4), i32, ptr addrspace(4))
