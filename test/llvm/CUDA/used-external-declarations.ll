; With -fgpu-rdc Clang lists what host code uses in
; __clang_gpu_used_external; a kernel the module only declares is taken out
; of the list (NVPTX would declare it a non-kernel `.extern .func`, which
; nvlink rejects), variables and defined functions stay, and the list goes
; when nothing is left.
; RUN: %opt_scale -passes=scale-used-external-declarations -S %s | FileCheck %s
; RUN: sed -e 's/^@__clang_gpu_used_external = .*/@__clang_gpu_used_external = internal global [1 x ptr] [ptr @declared]/' %s \
; RUN:   | %opt_scale -passes=scale-used-external-declarations -S | FileCheck %s --check-prefix=EMPTY
; A host module is left alone.
; RUN: sed -e 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s \
; RUN:   | %opt_scale -passes=scale-used-external-declarations -S | FileCheck %s --check-prefix=HOST

target triple = "nvptx64-nvidia-cuda"

@extern_var = external addrspace(1) global i32
@__clang_gpu_used_external = internal global [3 x ptr] [ptr @declared, ptr addrspacecast (ptr addrspace(1) @extern_var to ptr), ptr @defined]
@llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external], section "llvm.metadata"

; CHECK: @__clang_gpu_used_external = internal global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @extern_var to ptr), ptr @defined]
; CHECK: @llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external]
; CHECK-NOT: @declared
; CHECK: define ptx_kernel void @defined()
; CHECK-NOT: @declared

; EMPTY-NOT: __clang_gpu_used_external
; EMPTY-NOT: @declared
; EMPTY-NOT: llvm.compiler.used

; HOST: @__clang_gpu_used_external = internal global [3 x ptr] [ptr @declared,
; HOST: declare void @declared(ptr)

declare void @declared(ptr)

define ptx_kernel void @defined() {
  ret void
}
