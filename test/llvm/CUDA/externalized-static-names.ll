; With -fgpu-rdc Clang names a static device variable that host code uses
; NAME__static__<CUID hash>; a kernel emitted before the host's use refers to
; NAME, declared and defined nowhere. The reference gets the definition;
; a declaration whose longer name is not the externalized form, or whose
; type differs, is left alone, and so is a module without such names.
; RUN: %opt_scale -passes=scale-externalized-static-names -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@_ZL5table = external addrspace(4) global [4 x i32]
@_ZL5table__static__0123456789abcdef = addrspace(4) externally_initialized constant [4 x i32] zeroinitializer
@_ZL4size = external addrspace(1) global i32
@_ZL4size__static__0123456789abcdef = addrspace(1) externally_initialized global i64 0
@_ZL5other = external addrspace(1) global i32
@_ZL5other__static__notahash = addrspace(1) global i32 0
@extern_var = external addrspace(1) global i32

; CHECK-NOT: @_ZL5table =
; CHECK: @_ZL5table__static__0123456789abcdef = addrspace(4) externally_initialized constant [4 x i32] zeroinitializer
; CHECK: @_ZL4size = external addrspace(1) global i32
; CHECK: @_ZL5other = external addrspace(1) global i32
; CHECK: @extern_var = external addrspace(1) global i32

; CHECK-LABEL: define ptx_kernel void @kernel(
; CHECK: getelementptr inbounds [4 x i32], ptr addrspace(4) @_ZL5table__static__0123456789abcdef, i64 0, i64 %i
; CHECK: load i32, ptr addrspace(1) @_ZL4size,
; CHECK: load i32, ptr addrspace(1) @_ZL5other,
; CHECK: load i32, ptr addrspace(1) @extern_var,
define ptx_kernel void @kernel(ptr addrspace(1) %out, i64 %i) {
  %element = getelementptr inbounds [4 x i32], ptr addrspace(4) @_ZL5table, i64 0, i64 %i
  %value = load i32, ptr addrspace(4) %element
  %size = load i32, ptr addrspace(1) @_ZL4size
  %other = load i32, ptr addrspace(1) @_ZL5other
  %extern = load i32, ptr addrspace(1) @extern_var
  %sum1 = add i32 %value, %size
  %sum2 = add i32 %sum1, %other
  %sum3 = add i32 %sum2, %extern
  store i32 %sum3, ptr addrspace(1) %out
  ret void
}
