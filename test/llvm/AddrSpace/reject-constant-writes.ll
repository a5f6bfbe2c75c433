; RejectConstantWritesPass reports each write whose pointer is in the
; constant address space (NVPTX and AMDGPU: 4) as an error in its function
; and makes it write through a generic pointer (opt stops at the first error;
; the rewrites are exercised by CodeGen/constant-atomics.cu and
; Diagnostics/downgraded-constant-write.cu). Reads of constant memory and
; writes elsewhere are left alone.
; RUN: split-file %s %t
; RUN: not %opt_scale -passes=scale-reject-constant-writes -S %t/writes.ll -o %t/writes.out.ll 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %opt_scale -passes=scale-reject-constant-writes -S %t/reads.ll -o %t/reads.out.ll
; RUN: %opt_scale -passes=verify -S %t/reads.ll -o %t/reads.ref.ll
; RUN: diff %t/reads.ref.ll %t/reads.out.ll

; ERR: error: {{.*}}atomic operation on __constant memory: constant memory is read-only
; ERR-NOT: error:

;--- writes.ll
target triple = "nvptx64-nvidia-cuda"

@c = addrspace(4) externally_initialized global i32 0, align 4

define i32 @rmw() {
  %old = atomicrmw add ptr addrspace(4) @c, i32 1 seq_cst, align 4
  ret i32 %old
}

;--- reads.ll
target triple = "nvptx64-nvidia-cuda"

@c = addrspace(4) externally_initialized global i32 0, align 4
@g = addrspace(1) global i32 0, align 4

define i32 @reads() {
  %v = load i32, ptr addrspace(4) @c, align 4
  %w = atomicrmw add ptr addrspace(1) @g, i32 %v seq_cst, align 4
  store i32 %w, ptr addrspace(1) @g, align 4
  ret i32 %w
}
