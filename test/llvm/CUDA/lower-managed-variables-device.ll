; Device side of LowerManagedVariablesPass: Clang's HIP lowering of a
; managed variable (`x` a pointer the runtime would fill, the storage
; `x.managed`) becomes nvcc's: `x` is the storage, accessed directly, kept in
; llvm.compiler.used and annotated "managed" (PTX `.attribute(.managed)`).
; RUN: %opt_scale -passes=scale-lower-managed-vars -S %s | FileCheck %s
; RUN: %opt_scale -passes=scale-lower-managed-vars -S %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   | FileCheck %s --check-prefix=PTX
; The pass stays required at -O0 (optnone functions).
; RUN: %opt_scale -passes='default<O0>,scale-lower-managed-vars' -S %s | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-DAG: @counter = addrspace(1) externally_initialized global i32 0, align 4
; CHECK-DAG: @table = addrspace(1) externally_initialized global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
; CHECK-DAG: @declared = external addrspace(1) global i32, align 4
; A pointer global without a `.managed` partner is not a managed variable.
; CHECK-DAG: @lonely = addrspace(1) externally_initialized global ptr addrspace(1) null
; CHECK-DAG: @llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(1) @table to ptr), ptr addrspacecast (ptr addrspace(1) @plain to ptr)]
; CHECK-NOT: .managed =
@counter.managed = addrspace(1) externally_initialized global i32 0, align 4
@table.managed = addrspace(1) externally_initialized global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@plain = addrspace(1) externally_initialized global i32 0, align 4
@declared.managed = external addrspace(1) global i32, align 4
@counter = addrspace(1) externally_initialized global ptr addrspace(1) null
@table = addrspace(1) externally_initialized global ptr addrspace(1) null
@declared = external addrspace(1) externally_initialized global ptr addrspace(1)
@lonely = addrspace(1) externally_initialized global ptr addrspace(1) null
@llvm.compiler.used = appending global [5 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter.managed to ptr), ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(1) @table.managed to ptr), ptr addrspacecast (ptr addrspace(1) @table to ptr), ptr addrspacecast (ptr addrspace(1) @plain to ptr)], section "llvm.metadata"

; CHECK-LABEL: define ptx_kernel void @increment(
; CHECK-NEXT:  %counter.generic = addrspacecast ptr addrspace(1) @counter to ptr
; CHECK-NEXT:  %old = atomicrmw add ptr %counter.generic, i32 1 seq_cst
; CHECK-NEXT:  %value = load i32, ptr addrspace(1) @declared
; CHECK-NEXT:  %lonely.ptr = load ptr addrspace(1), ptr addrspace(1) @lonely
; CHECK-NEXT:  %table.generic = addrspacecast ptr addrspace(1) @table to ptr
; CHECK-NEXT:  %element = getelementptr inbounds [4 x i32], ptr %table.generic, i64 0, i64 2
; CHECK-NEXT:  store i32 %value, ptr %element
; PTX: .visible .global .attribute(.managed) .align 4 .u32 counter;
; PTX: .visible .global .attribute(.managed) .align 4 .b8 table[16] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4};
; PTX: .extern .global .attribute(.managed) .align 4 .u32 declared;
; PTX-LABEL: .entry increment(
; PTX: atom.global.add.u32 %r{{[0-9]+}}, [counter], 1;
; PTX: ld.global.b32 %r{{[0-9]+}}, [declared];
; PTX: st.global.b32 [table+8],
define ptx_kernel void @increment() {
  %counter.ptr = load ptr addrspace(1), ptr addrspace(1) @counter, align 4
  %counter.generic = addrspacecast ptr addrspace(1) %counter.ptr to ptr
  %old = atomicrmw add ptr %counter.generic, i32 1 seq_cst, align 4
  %declared.ptr = load ptr addrspace(1), ptr addrspacecast (ptr addrspace(1) @declared to ptr), align 4
  %value = load i32, ptr addrspace(1) %declared.ptr, align 4
  %lonely.ptr = load ptr addrspace(1), ptr addrspace(1) @lonely, align 4
  %table.ptr = load ptr addrspace(1), ptr addrspace(1) @table, align 4
  %table.generic = addrspacecast ptr addrspace(1) %table.ptr to ptr
  %element = getelementptr inbounds [4 x i32], ptr %table.generic, i64 0, i64 2
  store i32 %value, ptr %element, align 4
  ret void
}

; CHECK-DAG: !nvvm.annotations = !{[[C:![0-9]+]], [[T:![0-9]+]], [[D:![0-9]+]]}
; CHECK-DAG: [[C]] = !{ptr addrspace(1) @counter, !"managed", i32 1}
; CHECK-DAG: [[T]] = !{ptr addrspace(1) @table, !"managed", i32 1}
; CHECK-DAG: [[D]] = !{ptr addrspace(1) @declared, !"managed", i32 1}
