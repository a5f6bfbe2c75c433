; AMDGPU passes a kernel's by-value struct by reference into the read-only
; kernel-argument segment (addrspace(4)): pointers loaded from it point to
; global memory, and a helper called with them takes __device pointers.
; RUN: %opt_scale -passes='scale-addrspace-propagate<whole-program>' -S %s | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Args = type { ptr, ptr, i32 }

; CHECK-LABEL: define internal void @helper(ptr addrspace(1) %x, ptr addrspace(1) %y)
define internal void @helper(ptr %x, ptr %y) {
  %v = load float, ptr %x
  store float %v, ptr %y
  ret void
}

; CHECK-LABEL: define amdgpu_kernel void @kernel(ptr addrspace(4) byref(%struct.Args) align 8 %args)
; CHECK:         %x = load ptr, ptr addrspace(4) %args
; CHECK-NEXT:    %x.global = addrspacecast ptr %x to ptr addrspace(1)
; CHECK:         call void @helper(ptr addrspace(1) %x.global, ptr addrspace(1) %y.global)
define amdgpu_kernel void @kernel(ptr addrspace(4) byref(%struct.Args) align 8 %args) {
  %x = load ptr, ptr addrspace(4) %args
  %yp = getelementptr inbounds i8, ptr addrspace(4) %args, i64 8
  %y = load ptr, ptr addrspace(4) %yp
  call void @helper(ptr %x, ptr %y)
  ret void
}
