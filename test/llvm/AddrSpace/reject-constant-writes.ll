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

; Writes marked as reported by the front end (MarkReportedConstantWritesPass,
; which scale-clang runs at the start of the pipeline, before inlining and
; inference) go through a generic pointer without a report; the others are
; reported. Opt stops at the first error: the store before the atomic is
; marked, so the atomic's is the first.
; RUN: not %opt_scale -passes=scale-reject-constant-writes -S %t/marked.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MARKED-ERR
; MARKED-ERR-NOT: write to __constant memory
; MARKED-ERR: error: {{.*}}atomic operation on __constant memory: constant memory is read-only
; The mark goes on writes into the constant space only; with it, nothing is
; reported and the write is rewritten.
; RUN: %opt_scale -passes=scale-mark-reported-constant-writes -S %t/reads.ll -o %t/reads.marked.ll
; RUN: diff %t/reads.ref.ll %t/reads.marked.ll
; RUN: %opt_scale -passes=scale-mark-reported-constant-writes -S %t/writes.ll | FileCheck %s --check-prefix=MARK
; MARK: atomicrmw add ptr addrspace(4) @c, i32 1 seq_cst, align 4, !scale.reported.constant.write ![[EMPTY:[0-9]+]]
; MARK: ![[EMPTY]] = !{}
; RUN: %opt_scale -passes=scale-mark-reported-constant-writes,scale-reject-constant-writes -S %t/writes.ll 2>&1 | FileCheck %s --check-prefix=REWRITTEN
; REWRITTEN-NOT: error:
; REWRITTEN: store volatile ptr addrspacecast (ptr addrspace(4) @c to ptr), ptr [[SLOT:%[0-9]+]]
; REWRITTEN: [[GENERIC:%[0-9]+]] = load volatile ptr, ptr [[SLOT]]
; REWRITTEN: atomicrmw add ptr [[GENERIC]], i32 1 seq_cst, align 4, !scale.reported.constant.write

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

;--- marked.ll
target triple = "nvptx64-nvidia-cuda"

@c = addrspace(4) externally_initialized global i32 0, align 4

define void @reportedThenNot() {
  store i32 2, ptr addrspace(4) @c, align 4, !scale.reported.constant.write !0
  %old = atomicrmw add ptr addrspace(4) @c, i32 1 seq_cst, align 4
  ret void
}

!0 = !{}
