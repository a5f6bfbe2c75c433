; The clone budget: at most -scale-addrspace-max-clones clones per function,
; and clones may add at most -scale-addrspace-clone-growth-percent of the
; module's instructions (at least -scale-addrspace-clone-growth-min). Calls
; left over keep the generic original, with a missed remark.
; RUN: %opt_scale -passes='scale-addrspace-propagate<whole-program>' -S %s | FileCheck %s --check-prefix=DEFAULT
; RUN: %opt_scale -passes='scale-addrspace-propagate<whole-program>' -scale-addrspace-max-clones=1 \
; RUN:   -pass-remarks-missed=scale-addrspace -S %s 2>%t.remarks | FileCheck %s --check-prefix=ONE
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt_scale -passes='scale-addrspace-propagate<whole-program>' -scale-addrspace-clone-growth-min=0 \
; RUN:   -scale-addrspace-clone-growth-percent=0 -S %s | FileCheck %s --check-prefix=NONE

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [16 x float] undef, align 4
@table = internal addrspace(4) global [16 x float] zeroinitializer, align 4

; DEFAULT-DAG: define internal float @f.scale.shared(ptr addrspace(3) %p)
; DEFAULT-DAG: define internal float @f.scale.device(ptr addrspace(1) %p)
; DEFAULT-DAG: define internal float @f.scale.constant(ptr addrspace(4) %p)
; DEFAULT-NOT: define internal float @f(ptr %p)
; The largest group of callers (__shared, two calls) gets the one clone.
; ONE-LABEL: define internal float @f.scale.shared(ptr addrspace(3) %p)
; ONE-NOT:   define internal float @f.scale.
; ONE-LABEL: define internal float @f(ptr %p)
; NONE-NOT:  .scale.
; Rewriting in place costs nothing: the budget does not stop it.
; NONE-LABEL: define internal float @g(ptr addrspace(3) %p)
; REMARK-DAG: remark: <unknown>:0:0: 'f' not specialised for parameter 'p' __device: clone budget exhausted
; REMARK-DAG: remark: <unknown>:0:0: 'f' not specialised for parameter 'p' __constant: clone budget exhausted
define internal float @f(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

define internal float @g(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

define ptx_kernel void @kernel(ptr %out) {
  %a = call float @f(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %b = call float @f(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %c = call float @f(ptr %out)
  %d = call float @f(ptr addrspacecast (ptr addrspace(4) @table to ptr))
  %e = call float @g(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  %s3 = fadd float %s2, %d
  %s4 = fadd float %s3, %e
  store float %s4, ptr %out
  ret void
}
