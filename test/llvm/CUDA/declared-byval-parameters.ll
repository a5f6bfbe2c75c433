; A declared function's by-value struct parameters become aggregates with
; the alignment NVPTX gave the byval parameter (alignstack), and each call
; loads the struct: the PTX prototype and call sequence are the same
; (.param .align A .b8 p[N]), and SROA takes the caller's copy out of the
; stack frame, as nvcc stores a device-side launch's dim3s straight into
; the call's parameters. Left alone: a declaration whose address is taken,
; a declaration called with another function type, variadic declarations,
; definitions, host modules.
; RUN: %opt_scale -passes=scale-declared-byval-parameters -S %s | FileCheck %s
; RUN: %opt_scale -passes=scale-declared-byval-parameters,sroa -S %s \
; RUN:   | FileCheck %s --check-prefix=SROA
; The PTX declarations are the same with and without the pass; without it
; the dim3s go through local memory, with it they do not.
; RUN: llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o - \
; RUN:   | FileCheck %s --check-prefixes=PTX,PTX-BEFORE
; RUN: %opt_scale -passes=scale-declared-byval-parameters,sroa %s \
; RUN:   | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -o - \
; RUN:   | FileCheck %s --check-prefixes=PTX,PTX-AFTER
; RUN: sed -e 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s \
; RUN:   | %opt_scale -passes=scale-declared-byval-parameters -S \
; RUN:   | FileCheck %s --check-prefix=HOST

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }
%struct.float4 = type { float, float, float, float }

@kernel = external global i8

; CHECK: declare i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, %struct.dim3 alignstack(4), %struct.dim3 alignstack(4), i32 noundef, ptr noundef)
declare i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef)
; The type's ABI alignment is 4; the byval's 16 stays.
; CHECK: declare void @takesFloat4(%struct.float4 alignstack(16))
declare void @takesFloat4(ptr byval(%struct.float4) align 16)
; CHECK: declare void @addressTaken(ptr byval(%struct.dim3) align 4)
declare void @addressTaken(ptr byval(%struct.dim3) align 4)
; CHECK: declare void @calledOtherwise(ptr byval(%struct.dim3) align 4)
declare void @calledOtherwise(ptr byval(%struct.dim3) align 4)
; CHECK: declare void @variadic(ptr byval(%struct.dim3) align 4, ...)
declare void @variadic(ptr byval(%struct.dim3) align 4, ...)

@table = global ptr @addressTaken

; HOST: declare i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef)
; PTX-LABEL: .extern .func (.param .b32 func_retval0) __cudaCDP2LaunchDevice
; PTX: .param .align 4 .b8 __cudaCDP2LaunchDevice_param_2[12],
; PTX-NEXT: .param .align 4 .b8 __cudaCDP2LaunchDevice_param_3[12],
; PTX-LABEL: .extern .func takesFloat4
; PTX-NEXT: (
; PTX-NEXT: .param .align 16 .b8 takesFloat4_param_0[16]

; CHECK-LABEL: define void @launch(
; CHECK: %grid.value = load %struct.dim3, ptr %grid, align 4
; CHECK: %block.value = load %struct.dim3, ptr %block, align 4
; CHECK: call i32 @__cudaCDP2LaunchDevice(ptr @kernel, ptr %params, %struct.dim3 %grid.value, %struct.dim3 %block.value, i32 0, ptr null), !dbg
; SROA-LABEL: define void @launch(
; SROA-NOT: alloca
; SROA: call i32 @__cudaCDP2LaunchDevice(
; PTX-LABEL: .func launch(
; PTX-BEFORE: st.local
; PTX-AFTER-NOT: .local
; PTX: call.uni (retval0), __cudaCDP2LaunchDevice
define void @launch(ptr %params, i32 %blocks, i32 %threads) !dbg !4 {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  store i32 %blocks, ptr %grid, align 4
  %grid.y = getelementptr inbounds i8, ptr %grid, i64 4
  store i32 1, ptr %grid.y, align 4
  %grid.z = getelementptr inbounds i8, ptr %grid, i64 8
  store i32 1, ptr %grid.z, align 4
  store i32 %threads, ptr %block, align 4
  %block.y = getelementptr inbounds i8, ptr %block, i64 4
  store i32 1, ptr %block.y, align 4
  %block.z = getelementptr inbounds i8, ptr %block, i64 8
  store i32 1, ptr %block.z, align 4
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @kernel, ptr %params, ptr noundef byval(%struct.dim3) align 4 %grid, ptr noundef byval(%struct.dim3) align 4 %block, i32 0, ptr null), !dbg !6
  ret void
}

; CHECK-LABEL: define void @others(
; CHECK: %v.value = load %struct.float4, ptr %v, align 16
; CHECK: call void @takesFloat4(%struct.float4 %v.value)
; CHECK: call void @addressTaken(ptr byval(%struct.dim3) align 4 %d)
; CHECK: call void @calledOtherwise(ptr byval(%struct.dim3) align 4 %d)
; CHECK: call void @calledOtherwise(ptr byval(%struct.dim3) align 4 %d, i32 1)
; CHECK: call void (ptr, ...) @variadic(ptr byval(%struct.dim3) align 4 %d)
define void @others(ptr %v, ptr %d) {
  call void @takesFloat4(ptr byval(%struct.float4) align 16 %v)
  call void @addressTaken(ptr byval(%struct.dim3) align 4 %d)
  call void @calledOtherwise(ptr byval(%struct.dim3) align 4 %d)
  call void @calledOtherwise(ptr byval(%struct.dim3) align 4 %d, i32 1)
  call void (ptr, ...) @variadic(ptr byval(%struct.dim3) align 4 %d)
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "scale-clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "launch.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "launch", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !{})
!6 = !DILocation(line: 2, column: 3, scope: !4)
