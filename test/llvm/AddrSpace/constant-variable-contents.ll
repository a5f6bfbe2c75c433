; Pointers kept in __constant__ variables: device code cannot write constant
; memory, only the initializer and the host (cudaMemcpyToSymbol), which
; holds no device addresses but global ones. A pointer loaded from such a
; variable points to global memory, in a kernel that makes generic
; pointers to __shared memory too (static resolution could not say so),
; with and without -fgpu-rdc.
; RUN: %opt_scale -passes='scale-addrspace-propagate<whole-program>' -S %s | FileCheck %s
; RUN: %opt_scale -passes=scale-addrspace-propagate -S %s | FileCheck %s
; RUN: %opt_scale -passes='scale-addrspace-pipeline<whole-program>' -S %s | FileCheck %s --check-prefix=PIPE

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4
; Set by the host; kept for it in llvm.compiler.used.
@params = addrspace(4) externally_initialized constant ptr null, align 8
@tables = addrspace(4) externally_initialized constant [2 x ptr] zeroinitializer, align 8
; Initialised with a pointer converted from __shared: left alone.
@odd = addrspace(4) constant ptr addrspacecast (ptr addrspace(3) @tile to ptr), align 8
; Its address goes somewhere: left alone.
@escaped = addrspace(4) externally_initialized constant ptr null, align 8
@sink = addrspace(1) global ptr null, align 8
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @params to ptr), ptr addrspacecast (ptr addrspace(4) @tables to ptr)], section "llvm.metadata"

; CHECK-LABEL: define ptx_kernel void @kernel(
; CHECK:         %p = load ptr, ptr addrspace(4) @params
; CHECK-NEXT:    %p.global = addrspacecast ptr %p to ptr addrspace(1)
; CHECK:         %t = load ptr, ptr addrspace(4) %slot
; CHECK-NEXT:    %t.global = addrspacecast ptr %t to ptr addrspace(1)
; CHECK:         %o = load ptr, ptr addrspace(4) @odd
; CHECK-NOT:     %o.global
; CHECK:         %e = load ptr, ptr addrspace(4) @escaped
; CHECK-NOT:     %e.global
; CHECK:         ret void
; PIPE-LABEL: define ptx_kernel void @kernel(
; PIPE:         load float, ptr addrspace(1) %p.global
; PIPE:         load float, ptr addrspace(1)
; PIPE:         load float, ptr %o
; PIPE:         load float, ptr %e
define ptx_kernel void @kernel(ptr %out, i64 %i) {
  %shared = addrspacecast ptr addrspace(3) @tile to ptr
  store float 0.0, ptr %shared
  %p = load ptr, ptr addrspace(4) @params
  %a = load float, ptr %p
  %slot = getelementptr [2 x ptr], ptr addrspace(4) @tables, i64 0, i64 %i
  %t = load ptr, ptr addrspace(4) %slot
  %b = load float, ptr %t
  %o = load ptr, ptr addrspace(4) @odd
  %c = load float, ptr %o
  store ptr addrspacecast (ptr addrspace(4) @escaped to ptr), ptr addrspace(1) @sink
  %e = load ptr, ptr addrspace(4) @escaped
  %d = load float, ptr %e
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  %s3 = fadd float %s2, %d
  store float %s3, ptr %out
  ret void
}
