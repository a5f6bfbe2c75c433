; LowerManagedVariablesPass leaves modules without managed variables as they
; are, on both sides: a pointer global without a `.managed` partner, a
; `.managed` global without a pointer partner, and a pair whose pointer has a
; use other than a load (a store) are no managed variables of Clang's.
; RUN: split-file %s %t
; RUN: %opt_scale -passes=scale-lower-managed-vars -S %t/device.ll -o %t/device.out.ll
; RUN: %opt_scale -passes=verify -S %t/device.ll -o %t/device.ref.ll
; RUN: diff %t/device.ref.ll %t/device.out.ll
; RUN: %opt_scale -passes=scale-lower-managed-vars -S %t/host.ll -o %t/host.out.ll
; RUN: %opt_scale -passes=verify -S %t/host.ll -o %t/host.ref.ll
; RUN: diff %t/host.ref.ll %t/host.out.ll

;--- device.ll
target triple = "nvptx64-nvidia-cuda"

@plain = addrspace(1) externally_initialized global i32 0, align 4
@pointer = addrspace(1) externally_initialized global ptr addrspace(1) null
@alone.managed = addrspace(1) global i32 0, align 4
@stored.managed = addrspace(1) global i32 0, align 4
@stored = addrspace(1) externally_initialized global ptr addrspace(1) null

define ptx_kernel void @kernel() {
  %p = load ptr addrspace(1), ptr addrspace(1) @pointer, align 8
  store i32 1, ptr addrspace(1) %p, align 4
  store i32 2, ptr addrspace(1) @plain, align 4
  store i32 3, ptr addrspace(1) @alone.managed, align 4
  store ptr addrspace(1) null, ptr addrspace(1) @stored, align 8
  ret void
}

;--- host.ll
target triple = "x86_64-pc-linux-gnu"

@plain = internal global i32 undef, align 4
@pointer = internal externally_initialized global ptr null
@name = private unnamed_addr constant [6 x i8] c"plain\00", align 1

define i32 @host() {
  %p = load ptr, ptr @pointer, align 8
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal void @__cuda_register_globals(ptr %handle) {
  call void @__cudaRegisterVar(ptr %handle, ptr @plain, ptr @name, ptr @name, i32 0, i64 4, i32 0, i32 0)
  ret void
}

declare void @__cudaRegisterVar(ptr, ptr, ptr, ptr, i32, i64, i32, i32)
