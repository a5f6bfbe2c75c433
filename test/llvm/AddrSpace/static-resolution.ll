; Static resolution: when nothing in a kernel's call tree makes a generic
; pointer to non-global memory, its remaining generic accesses are global.
; Each reason that blocks the proof has a kernel of its own below.
; RUN: %opt_scale -passes='scale-static-resolve<whole-program>' -S %s | FileCheck %s
; RUN: %opt_scale -passes=scale-static-resolve -S %s | FileCheck %s --check-prefix=RDC
; RUN: %opt_scale -passes='scale-static-resolve<whole-program>,infer-address-spaces' -S %s | FileCheck %s --check-prefix=CHAIN
; RUN: %opt_scale -passes='scale-static-resolve<whole-program>' -pass-remarks-missed=scale-addrspace \
; RUN:   -pass-remarks=scale-addrspace -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@pointers = addrspace(1) global ptr null, align 8
@tile = internal addrspace(3) global [16 x float] undef, align 4
@fnptr = addrspace(1) global ptr null, align 8

; Reached only from the proven kernel: its accesses through loaded and
; passed pointers become global, the one into its own local variable stays.
; CHECK-LABEL: define float @helper(ptr %p, i64 %i)
; CHECK-NEXT:    %p.proven.global = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT:    %p.proven = addrspacecast ptr addrspace(1) %p.proven.global to ptr
; CHECK-NEXT:    %p.global = addrspacecast ptr %p.proven to ptr addrspace(1)
; CHECK-NEXT:    %v = load float, ptr addrspace(1) %p.global
; CHECK:         store float %v, ptr %slot
; CHECK:         %q.proven.global = addrspacecast ptr %q to ptr addrspace(1)
; CHECK-NEXT:    %q.proven = addrspacecast ptr addrspace(1) %q.proven.global to ptr
; CHECK-NEXT:    %q.global = addrspacecast ptr %q.proven to ptr addrspace(1)
; CHECK-NEXT:    store float %w, ptr addrspace(1) %q.global
; With -fgpu-rdc other modules may call @helper: it stays generic.
; RDC-LABEL: define float @helper(ptr %p, i64 %i)
; RDC-NEXT:    %v = load float, ptr %p
define float @helper(ptr %p, i64 %i) {
  %v = load float, ptr %p
  %slot = alloca [4 x float]
  %e = getelementptr float, ptr %slot, i64 %i
  store float %v, ptr %slot
  %w = load float, ptr %e
  %q = load ptr, ptr addrspace(1) @pointers
  store float %w, ptr %q
  ret float %w
}

; CHECK-LABEL: define ptx_kernel void @proven(ptr %out)
; CHECK:         store float %v, ptr addrspace(1) %out.global
; RDC-LABEL: define ptx_kernel void @proven(ptr %out)
; RDC:         store float %v, ptr addrspace(1) %out.global
; REMARK-DAG: remark: <unknown>:0:0: 1 generic accesses in 'proven' resolved to __device
; REMARK-DAG: remark: <unknown>:0:0: 2 generic accesses in 'helper' resolved to __device
define ptx_kernel void @proven(ptr %out) {
  %v = call float @helper(ptr %out, i64 1)
  store float %v, ptr %out
  ret void
}

; A cast of a __shared address to generic.
; CHECK-LABEL: define ptx_kernel void @makes_shared_generic(ptr %out)
; CHECK:         store float 0.000000e+00, ptr %out
; REMARK-DAG: remark: <unknown>:0:0: generic accesses of kernel 'makes_shared_generic' not resolved to __device: 'makes_shared_generic' converts a __shared pointer to generic
define ptx_kernel void @makes_shared_generic(ptr %out) {
  %g = addrspacecast ptr addrspace(3) @tile to ptr
  store ptr %g, ptr addrspace(1) @pointers
  store float 0.0, ptr %out
  ret void
}

; The same as a constant expression, in a callee.
; CHECK-LABEL: define internal void @stores_shared_pointer()
; CHECK-LABEL: define ptx_kernel void @callee_makes_shared_generic(ptr %out)
; CHECK:         store float 0.000000e+00, ptr %out
; REMARK-DAG: remark: <unknown>:0:0: generic accesses of kernel 'callee_makes_shared_generic' not resolved to __device: 'stores_shared_pointer' converts a __shared pointer to generic
define internal void @stores_shared_pointer() {
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspace(1) @pointers
  ret void
}
define ptx_kernel void @callee_makes_shared_generic(ptr %out) {
  call void @stores_shared_pointer()
  store float 0.0, ptr %out
  ret void
}

; inttoptr. The pointer made never reaches memory: the access through it
; stays generic, the one through the kernel's parameter becomes global
; (pointers loaded from memory and parameters are global).
; CHECK-LABEL: define ptx_kernel void @int_to_pointer(ptr %out, i64 %a)
; CHECK:         store float 1.000000e+00, ptr %p
; CHECK:         store float 0.000000e+00, ptr addrspace(1) %out.global
; REMARK-DAG: remark: <unknown>:0:0: generic accesses of kernel 'int_to_pointer' not resolved to __device: 'int_to_pointer' makes a pointer from an integer
define ptx_kernel void @int_to_pointer(ptr %out, i64 %a) {
  %p = inttoptr i64 %a to ptr
  store float 1.0, ptr %p
  store float 0.0, ptr %out
  ret void
}

; An integer made a pointer and stored: pointers in memory may be anything,
; nothing is resolved.
; CHECK-LABEL: define ptx_kernel void @int_to_pointer_stored(ptr %out, i64 %a, ptr %table)
; CHECK:         store float 0.000000e+00, ptr %out
; REMARK-DAG: remark: <unknown>:0:0: generic accesses of kernel 'int_to_pointer_stored' not resolved to __device: 'int_to_pointer_stored' makes a pointer from an integer
define ptx_kernel void @int_to_pointer_stored(ptr %out, i64 %a, ptr %table) {
  %p = inttoptr i64 %a to ptr
  store ptr %p, ptr %table
  store float 0.0, ptr %out
  ret void
}

; Inline assembly that produces a pointer (not stored: as above).
; CHECK-LABEL: define ptx_kernel void @asm_pointer(ptr %out)
; CHECK:         store float 1.000000e+00, ptr %p
; CHECK:         store float 0.000000e+00, ptr addrspace(1) %out.global
; REMARK-DAG: remark: <unknown>:0:0: generic accesses of kernel 'asm_pointer' not resolved to __device: 'asm_pointer' uses inline assembly that produces a pointer
define ptx_kernel void @asm_pointer(ptr %out) {
  %p = call ptr asm "mov.u64 $0, 0;", "=l"()
  store float 1.0, ptr %p
  store float 0.0, ptr %out
  ret void
}

; The address of a local variable passed to a call.
; CHECK-LABEL: define ptx_kernel void @local_escapes(ptr %out)
; CHECK:         store float 0.000000e+00, ptr %out
; REMARK-DAG: remark: <unknown>:0:0: generic accesses of kernel 'local_escapes' not resolved to __device: 'local_escapes' lets the address of a local variable escape
define internal void @takes(ptr %p) {
  store float 1.0, ptr %p
  ret void
}
define ptx_kernel void @local_escapes(ptr %out) {
  %slot = alloca float
  call void @takes(ptr %slot)
  store float 0.0, ptr %out
  ret void
}

; An indirect call: with separate compilation the callee is unknown; in a
; whole program it is one of the address-taken functions of its type, here
; @stores_shared_pointer.
; CHECK-LABEL: define ptx_kernel void @indirect(ptr %out)
; CHECK:         store float 0.000000e+00, ptr %out
; CHECK-LABEL: define ptx_kernel void @external(ptr %out)
; CHECK:         store float 0.000000e+00, ptr %out
; REMARK-DAG: remark: <unknown>:0:0: generic accesses of kernel 'indirect' not resolved to __device: 'stores_shared_pointer' converts a __shared pointer to generic
; RUN: %opt_scale -passes=scale-static-resolve -pass-remarks-missed=scale-addrspace \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=RDC-REMARK
; RDC-REMARK: remark: <unknown>:0:0: generic accesses of kernel 'indirect' not resolved to __device: 'indirect' calls through a pointer
; REMARK-DAG: remark: <unknown>:0:0: generic accesses of kernel 'external' not resolved to __device: 'external' calls external function 'unknown'
declare ptr @unknown()
@taken = addrspace(1) global ptr @stores_shared_pointer
define ptx_kernel void @indirect(ptr %out) {
  %f = load ptr, ptr addrspace(1) @fnptr
  call void %f()
  store float 0.0, ptr %out
  ret void
}
define ptx_kernel void @external(ptr %out) {
  %p = call ptr @unknown()
  store float 0.0, ptr %out
  ret void
}

; A function reached from a proven kernel and from one that is not stays
; generic.
; CHECK-LABEL: define internal void @shared_by_both(ptr %p)
; CHECK-NEXT:    store float 2.000000e+00, ptr %p
define internal void @shared_by_both(ptr %p) {
  store float 2.0, ptr %p
  ret void
}
; CHECK-LABEL: define ptx_kernel void @proven_caller(ptr %out)
; CHECK:         call void @shared_by_both(ptr %out)
define ptx_kernel void @proven_caller(ptr %out) {
  call void @shared_by_both(ptr %out)
  ret void
}
define ptx_kernel void @unproven_caller(ptr %out) {
  call void @shared_by_both(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  ret void
}

; Whole program: the indirect call can only reach @clean_callee (the one
; address-taken function of type void(ptr)), which makes
; no generic pointer of another space; its accesses and the kernel's become
; global.
; CHECK-LABEL: define internal void @clean_callee(ptr %p)
; CHECK-NEXT:    %p.proven.global = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT:    %p.proven = addrspacecast ptr addrspace(1) %p.proven.global to ptr
; CHECK-NEXT:    %p.global = addrspacecast ptr %p.proven to ptr addrspace(1)
; CHECK-NEXT:    store float 3.000000e+00, ptr addrspace(1) %p.global
; RDC-LABEL: define internal void @clean_callee(ptr %p)
; RDC-NEXT:    store float 3.000000e+00, ptr %p
@clean_table = internal addrspace(1) global ptr @clean_callee
define internal void @clean_callee(ptr %p) {
  store float 3.0, ptr %p
  ret void
}
; CHECK-LABEL: define ptx_kernel void @indirect_clean(ptr %out)
; CHECK:         store float 4.000000e+00, ptr addrspace(1) %out.global
define ptx_kernel void @indirect_clean(ptr %out) {
  %f = load ptr, ptr addrspace(1) @clean_table
  call void %f(ptr %out)
  store float 4.0, ptr %out
  ret void
}

; printf: its argument buffer (a local variable, made generic) and a
; __constant format string are only read by vprintf; the kernel is proven.
; CHECK-LABEL: define ptx_kernel void @prints(ptr %out, i32 %n)
; CHECK:         store float 5.000000e+00, ptr addrspace(1) %out.global
@format = internal addrspace(4) constant [4 x i8] c"%d\0A\00"
declare i32 @vprintf(ptr, ptr)
define ptx_kernel void @prints(ptr %out, i32 %n) {
  %buffer = alloca i32, addrspace(5)
  store i32 %n, ptr addrspace(5) %buffer
  %generic = addrspacecast ptr addrspace(5) %buffer to ptr
  %r = call i32 @vprintf(ptr addrspacecast (ptr addrspace(4) @format to ptr), ptr %generic)
  store float 5.0, ptr %out
  ret void
}

; The same local pointer also stored: not proven.
; CHECK-LABEL: define ptx_kernel void @prints_and_leaks(ptr %out, i32 %n)
; CHECK:         store float 6.000000e+00, ptr %out
; REMARK-DAG: remark: <unknown>:0:0: generic accesses of kernel 'prints_and_leaks' not resolved to __device: 'prints_and_leaks' lets the address of a local variable escape
define ptx_kernel void @prints_and_leaks(ptr %out, i32 %n) {
  %buffer = alloca i32, addrspace(5)
  store i32 %n, ptr addrspace(5) %buffer
  %generic = addrspacecast ptr addrspace(5) %buffer to ptr
  %r = call i32 @vprintf(ptr null, ptr %generic)
  store ptr %generic, ptr addrspace(1) @pointers
  store float 6.0, ptr %out
  ret void
}

; Roots of resolved addresses (a loaded pointer, a parameter) are cast to
; global and back just after their definition, so that InferAddressSpaces
; (which the pipeline runs next) makes the arithmetic, phis and selects
; from them global: the back end then emits one cvta.to.global per root,
; not one per access, and advances a pointer in a loop in the global space.
; CHECK-LABEL: define ptx_kernel void @element_addresses(ptr %arrays, i32 %b, i64 %ld, i64 %n)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %arrays.proven.global = addrspacecast ptr %arrays to ptr addrspace(1)
; CHECK-NEXT:    %arrays.proven = addrspacecast ptr addrspace(1) %arrays.proven.global to ptr
; CHECK-NEXT:    %slot = getelementptr inbounds ptr, ptr %arrays.proven, i32 %b
; CHECK:         %a = load ptr, ptr addrspace(1) %slot.global
; CHECK-NEXT:    %a.proven.global = addrspacecast ptr %a to ptr addrspace(1)
; CHECK-NEXT:    %a.proven = addrspacecast ptr addrspace(1) %a.proven.global to ptr
; CHECK:         %p = phi ptr [ %a.proven, %entry ], [ %next, %loop ]
; CHECK:         %e1.global1 = addrspacecast ptr %e1 to ptr addrspace(1)
; CHECK-NEXT:    store float %v0, ptr addrspace(1) %e1.global1
; After InferAddressSpaces: one cast of each root, all arithmetic global.
; CHAIN-LABEL: define ptx_kernel void @element_addresses(ptr %arrays, i32 %b, i64 %ld, i64 %n)
; CHAIN:         %a = load ptr, ptr addrspace(1) %slot
; CHAIN-NEXT:    %a.proven.global = addrspacecast ptr %a to ptr addrspace(1)
; CHAIN-NOT:     addrspacecast
; CHAIN:         %p = phi ptr addrspace(1) [ %a.proven.global, %entry ], [ %next, %loop ]
; CHAIN:         %e1 = getelementptr inbounds float, ptr addrspace(1) %e0, i64 %ld
; CHAIN:         store float %v0, ptr addrspace(1) %e1
; CHAIN:         %next = getelementptr inbounds float, ptr addrspace(1) %p, i64 %ld
; CHAIN-NOT:     addrspacecast
; CHAIN:         ret void
define ptx_kernel void @element_addresses(ptr %arrays, i32 %b, i64 %ld, i64 %n) {
entry:
  %slot = getelementptr inbounds ptr, ptr %arrays, i32 %b
  %a = load ptr, ptr %slot
  br label %loop
loop:
  %p = phi ptr [ %a, %entry ], [ %next, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %e0 = getelementptr inbounds float, ptr %p, i64 %ld
  %e1 = getelementptr inbounds float, ptr %e0, i64 %ld
  %v0 = load float, ptr %e0
  %v1 = load float, ptr %e1
  store float %v0, ptr %e1
  store float %v1, ptr %e0
  %next = getelementptr inbounds float, ptr %p, i64 %ld
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
