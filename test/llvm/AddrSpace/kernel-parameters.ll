; Kernel parameters: pointer parameters and pointers loaded from a by-value
; struct parameter point to global memory (CUDA's programming model), where
; the kernel does not write the parameter (readonly, or __grid_constant__
; even where its address escapes); a
; device function whose by-value struct parameter is, at every call, the
; kernel's own parameter holds global pointers too.
; RUN: %opt_scale -passes='scale-addrspace-propagate<whole-program>' -S %s | FileCheck %s
; RUN: %opt_scale -passes='scale-addrspace-pipeline<whole-program>' -S %s | FileCheck %s --check-prefix=INFER

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Args = type { ptr, ptr, i32 }
@pointers = addrspace(1) global ptr null, align 8

; CHECK-LABEL: define internal void @helper(ptr readonly byval(%struct.Args) align 8 %a)
; CHECK:         %x = load ptr, ptr %a
; CHECK-NEXT:    %x.global = addrspacecast ptr %x to ptr addrspace(1)
; CHECK-NEXT:    %x.generic = addrspacecast ptr addrspace(1) %x.global to ptr
; INFER-LABEL: define internal void @helper(
; INFER:         load float, ptr addrspace(1)
; INFER:         store float {{.*}}, ptr addrspace(1)
define internal void @helper(ptr readonly byval(%struct.Args) align 8 %a) {
  %x = load ptr, ptr %a
  %yp = getelementptr inbounds %struct.Args, ptr %a, i32 0, i32 1
  %y = load ptr, ptr %yp
  %v = load float, ptr %x
  store float %v, ptr %y
  ret void
}

; The caller writes its copy first: nothing is known of the loaded pointers.
; CHECK-LABEL: define internal void @helper_written(ptr readonly byval(%struct.Args) align 8 %a)
; CHECK:         %x = load ptr, ptr %a
; CHECK-NEXT:    %v = load float, ptr %x
define internal void @helper_written(ptr readonly byval(%struct.Args) align 8 %a) {
  %x = load ptr, ptr %a
  %v = load float, ptr %x
  store float %v, ptr addrspace(1) @pointers
  ret void
}

; CHECK-LABEL: define ptx_kernel void @kernel(ptr readonly byval(%struct.Args) align 8 %args, ptr %out)
; CHECK:         %out.global = addrspacecast ptr %out to ptr addrspace(1)
; CHECK:         %x = load ptr, ptr %args
; CHECK-NEXT:    %x.global = addrspacecast ptr %x to ptr addrspace(1)
; CHECK:         call void @helper(ptr byval(%struct.Args) align 8 %args)
; INFER-LABEL: define ptx_kernel void @kernel(
; INFER:         load float, ptr addrspace(1)
; INFER:         store float {{.*}}, ptr addrspace(1)
define ptx_kernel void @kernel(ptr readonly byval(%struct.Args) align 8 %args, ptr %out) {
  %x = load ptr, ptr %args
  %v = load float, ptr %x
  store float %v, ptr %out
  call void @helper(ptr byval(%struct.Args) align 8 %args)
  ret void
}

; A kernel that writes its by-value parameter: loaded pointers stay generic.
; CHECK-LABEL: define ptx_kernel void @kernel_writes(ptr byval(%struct.Args) align 8 %args)
; CHECK:         %x = load ptr, ptr %args
; CHECK-NEXT:    %v = load float, ptr %x
define ptx_kernel void @kernel_writes(ptr byval(%struct.Args) align 8 %args) {
  %p = load ptr, ptr addrspace(1) @pointers
  store ptr %p, ptr %args
  %x = load ptr, ptr %args
  %v = load float, ptr %x
  store float %v, ptr addrspace(1) @pointers
  call void @helper_written(ptr byval(%struct.Args) align 8 %args)
  ret void
}

; A __grid_constant__ parameter whose address escapes (CUTLASS hands its TMA
; descriptors to prefetch.tensormap), so not readonly: it cannot be written,
; and loaded pointers point to global memory.
; CHECK-LABEL: define ptx_kernel void @kernel_grid_constant(
; CHECK:         %x = load ptr, ptr %args
; CHECK-NEXT:    %x.global = addrspacecast ptr %x to ptr addrspace(1)
; INFER-LABEL: define ptx_kernel void @kernel_grid_constant(
; INFER:         load float, ptr addrspace(1)
define ptx_kernel void @kernel_grid_constant(ptr byval(%struct.Args) align 8 "nvvm.grid_constant" %args) {
  %descriptor = ptrtoint ptr %args to i64
  call void asm sideeffect "prefetch.tensormap [$0];", "l,~{memory}"(i64 %descriptor)
  %x = load ptr, ptr %args
  %v = load float, ptr %x
  store float %v, ptr addrspace(1) @pointers
  ret void
}
