; A read-only by-value parameter that every caller fills from a local
; variable of its own: a pointer loaded from it at a constant offset points
; where the callers stored there (HeCBench bonds: a kernel's local array
; reached through a struct passed by value). Left generic: a field that
; also receives a pointer of another space, a variable whose address goes
; anywhere but loads, stores and by-value arguments, a field written by a
; memcpy, a helper that writes its copy, and helpers other modules may call
; (-fgpu-rdc).
; RUN: %opt_scale -passes='scale-addrspace-pipeline<whole-program>' -S %s | FileCheck %s --check-prefixes=CHECK,WHOLE
; RUN: %opt_scale -passes=scale-addrspace-pipeline -S %s | FileCheck %s --check-prefixes=CHECK,RDC

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Legs = type { ptr, i32 }

declare void @keep(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

; WHOLE-LABEL: define float @sumLegs(
; WHOLE: load float, ptr addrspace(5)
; RDC-LABEL: define float @sumLegs(
; RDC: %v = load float, ptr %p,
define float @sumLegs(ptr readonly byval(%struct.Legs) align 8 %legs) {
  %p = load ptr, ptr %legs, align 8
  %v = load float, ptr %p, align 4
  ret float %v
}

; CHECK-LABEL: define ptx_kernel void @localArray(
define ptx_kernel void @localArray(ptr %out, float %x) {
  %array = alloca [4 x float], align 4
  %legs = alloca %struct.Legs, align 8
  store float %x, ptr %array, align 4
  store ptr %array, ptr %legs, align 8
  %n = getelementptr inbounds i8, ptr %legs, i64 8
  store i32 4, ptr %n, align 4
  %v = call float @sumLegs(ptr byval(%struct.Legs) align 8 %legs)
  store float %v, ptr %out, align 4
  ret void
}

; A local array on one path, the kernel's global pointer on the other.
; CHECK-LABEL: define internal float @mixedHelper(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NEXT: %v = load float, ptr %p,
define internal float @mixedHelper(ptr readonly byval(%struct.Legs) align 8 %legs) {
  %p = load ptr, ptr %legs, align 8
  %v = load float, ptr %p, align 4
  ret float %v
}

define ptx_kernel void @mixedSpaces(ptr %in, ptr %out, i1 %c) {
  %array = alloca [4 x float], align 4
  %legs = alloca %struct.Legs, align 8
  store float 1.0, ptr %array, align 4
  %s = select i1 %c, ptr %array, ptr %in
  store ptr %s, ptr %legs, align 8
  %v = call float @mixedHelper(ptr byval(%struct.Legs) align 8 %legs)
  store float %v, ptr %out, align 4
  ret void
}

; The struct's address is handed to a function that may write it.
; CHECK-LABEL: define internal float @escapedHelper(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NEXT: %v = load float, ptr %p,
define internal float @escapedHelper(ptr readonly byval(%struct.Legs) align 8 %legs) {
  %p = load ptr, ptr %legs, align 8
  %v = load float, ptr %p, align 4
  ret float %v
}

define ptx_kernel void @escapes(ptr %out) {
  %array = alloca [4 x float], align 4
  %legs = alloca %struct.Legs, align 8
  store float 1.0, ptr %array, align 4
  store ptr %array, ptr %legs, align 8
  call void @keep(ptr %legs)
  %v = call float @escapedHelper(ptr byval(%struct.Legs) align 8 %legs)
  store float %v, ptr %out, align 4
  ret void
}

; The struct is filled by a copy from memory: unknown.
; CHECK-LABEL: define internal float @copiedHelper(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NEXT: %v = load float, ptr %p,
define internal float @copiedHelper(ptr readonly byval(%struct.Legs) align 8 %legs) {
  %p = load ptr, ptr %legs, align 8
  %v = load float, ptr %p, align 4
  ret float %v
}

define ptx_kernel void @copied(ptr %in, ptr %out) {
  %array = alloca [4 x float], align 4
  %legs = alloca %struct.Legs, align 8
  store float 1.0, ptr %array, align 4
  store ptr %array, ptr %legs, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %legs, ptr %in, i64 16, i1 false)
  %v = call float @copiedHelper(ptr byval(%struct.Legs) align 8 %legs)
  store float %v, ptr %out, align 4
  ret void
}

; The helper writes its copy: what it loads may be what it stored.
; CHECK-LABEL: define internal float @writingHelper(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NEXT: %v = load float, ptr %p,
define internal float @writingHelper(ptr byval(%struct.Legs) align 8 %legs, ptr %other) {
  store ptr %other, ptr %legs, align 8
  %p = load ptr, ptr %legs, align 8
  %v = load float, ptr %p, align 4
  ret float %v
}

define ptx_kernel void @writes(ptr %in, ptr %out) {
  %array = alloca [4 x float], align 4
  %legs = alloca %struct.Legs, align 8
  store float 1.0, ptr %array, align 4
  store ptr %array, ptr %legs, align 8
  %v = call float @writingHelper(ptr byval(%struct.Legs) align 8 %legs, ptr %in)
  store float %v, ptr %out, align 4
  ret void
}
