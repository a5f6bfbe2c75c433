; nvcc's --restrict: every pointer parameter of every kernel is noalias, as
; Clang marks a `__restrict__` parameter. Left alone: by-value parameters
; (copies), parameters already noalias, scalars, device functions, other
; targets. With the attribute, the loads through a kernel's read-only
; parameter become non-coherent (ld.global.nc) in NVPTX's code generation.
; RUN: %opt_scale -passes=scale-nvcc-restrict -S %s | FileCheck %s
; RUN: sed 's/^target triple.*/target triple = "x86_64-pc-linux-gnu"/' %s \
; RUN:   | %opt_scale -passes=scale-nvcc-restrict -S | FileCheck %s --check-prefix=HOST
; RUN: %opt_scale -passes='scale-nvcc-restrict,default<O2>' %s -o - \
; RUN:   | llc-22 -mcpu=sm_90 | FileCheck %s --check-prefix=PTX
; RUN: %opt_scale -passes='default<O2>' %s -o - \
; RUN:   | llc-22 -mcpu=sm_90 | FileCheck %s --check-prefix=PTX-PLAIN

target triple = "nvptx64-nvidia-cuda"

%struct.pair = type { float, float }

; CHECK-LABEL: define ptx_kernel void @kernel(
; CHECK-SAME: ptr noalias %out, ptr noalias %in, ptr noalias %already, i32 %n, ptr byval(%struct.pair) %p)
; HOST-LABEL: define ptx_kernel void @kernel(
; HOST-SAME: ptr %out, ptr %in, ptr noalias %already, i32 %n, ptr byval(%struct.pair) %p)
; PTX-LABEL: .entry kernel(
; PTX: ld.global.nc
; PTX-PLAIN-LABEL: .entry kernel(
; PTX-PLAIN-NOT: ld.global.nc
; PTX-PLAIN: ret;
define ptx_kernel void @kernel(ptr %out, ptr %in, ptr noalias %already, i32 %n, ptr byval(%struct.pair) %p) {
  %gin = addrspacecast ptr %in to ptr addrspace(1)
  %gout = addrspacecast ptr %out to ptr addrspace(1)
  %v = load float, ptr addrspace(1) %gin
  store float %v, ptr addrspace(1) %gout
  %i1 = getelementptr float, ptr addrspace(1) %gin, i32 1
  %w = load float, ptr addrspace(1) %i1
  %o1 = getelementptr float, ptr addrspace(1) %gout, i32 1
  store float %w, ptr addrspace(1) %o1
  ret void
}

; CHECK-LABEL: define void @device(ptr %q)
define void @device(ptr %q) {
  store float 0.0, ptr %q
  ret void
}
