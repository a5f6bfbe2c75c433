; Whole-program device code: every device function defined in the module
; becomes internal; kernels (NVPTX and AMDGPU calling conventions),
; variables, aliases, declarations and what llvm.used names stay as they
; are. Dropping the functions nobody calls is left to the passes after it
; (GlobalDCE here).
; RUN: %opt_scale -passes=scale-internalize-device-functions -S %s | FileCheck %s
; RUN: %opt_scale -passes='scale-internalize-device-functions,globaldce' -S %s \
; RUN:   | FileCheck %s --check-prefix=DCE
; A host module is left alone.
; RUN: sed -e 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s \
; RUN:   | %opt_scale -passes=scale-internalize-device-functions -S | FileCheck %s --check-prefix=HOST

target triple = "nvptx64-nvidia-cuda"

@table = addrspace(1) externally_initialized global [4 x float] zeroinitializer
@reader = addrspace(1) externally_initialized global ptr @taken
@llvm.used = appending global [1 x ptr] [ptr @used]
@alias = alias float (ptr), ptr @aliased

; CHECK: @table = addrspace(1) externally_initialized global
; CHECK: @reader = addrspace(1) externally_initialized global ptr @taken
; CHECK: @alias = alias float (ptr), ptr @aliased
; CHECK: declare float @external(ptr)

declare float @external(ptr)

; CHECK: define internal float @helper(
define float @helper(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

; CHECK: define internal float @template_instance({{.*}}) {
define linkonce_odr float @template_instance(ptr %p) comdat {
  %v = load float, ptr %p
  ret float %v
}
$template_instance = comdat any

; CHECK: define internal float @never_called(
define float @never_called(ptr %p) {
  ret float 0.0
}

; CHECK: define internal float @taken(
define float @taken(ptr %p) {
  ret float 1.0
}

; CHECK: define float @used(
define float @used(ptr %p) {
  ret float 2.0
}

; CHECK: define internal float @aliased(
define float @aliased(ptr %p) {
  ret float 3.0
}

; CHECK: define ptx_kernel void @kernel(
define ptx_kernel void @kernel(ptr %out, ptr %in) {
  %a = call float @helper(ptr %in)
  %b = call float @template_instance(ptr %in)
  %c = call float @external(ptr %in)
  store float %a, ptr %out
  ret void
}

; CHECK: define amdgpu_kernel void @amd_kernel(
define amdgpu_kernel void @amd_kernel() {
  ret void
}

; DCE-NOT: @never_called
; DCE-DAG: define internal float @helper(
; DCE-DAG: define internal float @taken(
; DCE-DAG: define float @used(
; DCE-DAG: define internal float @aliased(

; HOST: define float @helper(
; HOST: define float @never_called(
