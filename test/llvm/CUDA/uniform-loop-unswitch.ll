; Loops are unswitched on conditions that cannot diverge within a warp
; (UniformLoopUnswitch.h): built from a kernel's parameters, what a kernel
; reads from its __grid_constant__ parameter or from constant memory, and the
; block index; upstream's SimpleLoopUnswitch does no non-trivial unswitching
; on NVPTX, where a divergent condition would make a warp run both loops.
; A condition from the thread index, from global memory (which other threads
; may write), from a device function's parameter, or combined with any of
; them leaves the loop as upstream leaves it.
; RUN: %opt_scale -passes='loop(scale-uniform-loop-unswitch)' -S %s | FileCheck %s
; The pass runs in the -O3 pipeline of scale-clang's NVPTX device code only.
; RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %S/Inputs/uniform-loop-unswitch.cu -o - \
; RUN:   | FileCheck %s --check-prefix=PTX
; RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -fno-scale-addrspaces -S %S/Inputs/uniform-loop-unswitch.cu -o - \
; RUN:   | FileCheck %s --check-prefix=UPSTREAM

; CHECK-LABEL: define ptx_kernel void @kernel_parameter(
; CHECK:         br i1 %zero, label %entry.split.us, label %entry.split
; CHECK:       loop.us:
; CHECK:         br i1 %done.us, label %exit.split.us, label %loop.us, !llvm.loop ![[UNIFORM:[0-9]+]]
; CHECK:       loop:
; CHECK-LABEL: define ptx_kernel void @grid_constant(
; CHECK:         br i1 %zero, label %entry.split.us, label %entry.split
; CHECK-LABEL: define ptx_kernel void @block_index_and_constant(
; CHECK:         br i1 %zero, label %entry.split.us, label %entry.split
; CHECK-LABEL: define ptx_kernel void @thread_index(
; CHECK-NOT:     .us
; CHECK:         br i1 %zero, label %latch, label %blend
; CHECK-LABEL: define ptx_kernel void @global_memory(
; CHECK-NOT:     .us
; CHECK:         br i1 %zero, label %latch, label %blend
; CHECK-LABEL: define void @device_function(
; CHECK-NOT:     .us
; CHECK:         br i1 %zero, label %latch, label %blend
; CHECK-LABEL: define ptx_kernel void @uniform_and_divergent(
; CHECK-NOT:     .us
; CHECK:         br i1 %zero, label %latch, label %blend
; A local variable's address is each thread's own.
; CHECK-LABEL: define ptx_kernel void @local_address(
; CHECK-NOT:     .us
; CHECK:         br i1 %zero, label %latch, label %blend
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { float, i32 }
@table = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]

define ptx_kernel void @kernel_parameter(ptr %y, ptr %x, float %alpha, float %beta) {
entry:
  %zero = fcmp oeq float %beta, 0.000000e+00
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %vx = load float, ptr %px, align 4
  %ax = fmul float %alpha, %vx
  %py = getelementptr inbounds float, ptr %y, i64 %i
  br i1 %zero, label %latch, label %blend

blend:
  %vy = load float, ptr %py, align 4
  %by = fmul float %alpha, %vy
  %sum = fadd float %ax, %by
  br label %latch

latch:
  %v = phi float [ %ax, %loop ], [ %sum, %blend ]
  store float %v, ptr %py, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define ptx_kernel void @grid_constant(ptr %y, ptr %x, float %alpha, ptr byval(%struct.Params) align 4 "nvvm.grid_constant" %params) {
entry:
  %flag.addr = getelementptr inbounds nuw i8, ptr %params, i64 4
  %flag = load i32, ptr %flag.addr, align 4
  %zero = icmp eq i32 %flag, 0
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %vx = load float, ptr %px, align 4
  %ax = fmul float %alpha, %vx
  %py = getelementptr inbounds float, ptr %y, i64 %i
  br i1 %zero, label %latch, label %blend

blend:
  %vy = load float, ptr %py, align 4
  %by = fmul float %alpha, %vy
  %sum = fadd float %ax, %by
  br label %latch

latch:
  %v = phi float [ %ax, %loop ], [ %sum, %blend ]
  store float %v, ptr %py, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define ptx_kernel void @block_index_and_constant(ptr %y, ptr %x, float %alpha, float %beta) {
entry:
  %block = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %entry.addr = getelementptr inbounds [4 x i32], ptr addrspace(4) @table, i32 0, i32 %block
  %limit = load i32, ptr addrspace(4) %entry.addr, align 4
  %zero = icmp ult i32 %block, %limit
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %vx = load float, ptr %px, align 4
  %ax = fmul float %alpha, %vx
  %py = getelementptr inbounds float, ptr %y, i64 %i
  br i1 %zero, label %latch, label %blend

blend:
  %vy = load float, ptr %py, align 4
  %by = fmul float %alpha, %vy
  %sum = fadd float %ax, %by
  br label %latch

latch:
  %v = phi float [ %ax, %loop ], [ %sum, %blend ]
  store float %v, ptr %py, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define ptx_kernel void @thread_index(ptr %y, ptr %x, float %alpha, float %beta) {
entry:
  %thread = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %zero = icmp eq i32 %thread, 0
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %vx = load float, ptr %px, align 4
  %ax = fmul float %alpha, %vx
  %py = getelementptr inbounds float, ptr %y, i64 %i
  br i1 %zero, label %latch, label %blend

blend:
  %vy = load float, ptr %py, align 4
  %by = fmul float %alpha, %vy
  %sum = fadd float %ax, %by
  br label %latch

latch:
  %v = phi float [ %ax, %loop ], [ %sum, %blend ]
  store float %v, ptr %py, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define ptx_kernel void @global_memory(ptr %y, ptr %x, float %alpha, ptr %flags) {
entry:
  %flag = load i32, ptr %flags, align 4
  %zero = icmp eq i32 %flag, 0
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %vx = load float, ptr %px, align 4
  %ax = fmul float %alpha, %vx
  %py = getelementptr inbounds float, ptr %y, i64 %i
  br i1 %zero, label %latch, label %blend

blend:
  %vy = load float, ptr %py, align 4
  %by = fmul float %alpha, %vy
  %sum = fadd float %ax, %by
  br label %latch

latch:
  %v = phi float [ %ax, %loop ], [ %sum, %blend ]
  store float %v, ptr %py, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @device_function(ptr %y, ptr %x, float %alpha, float %beta) {
entry:
  %zero = fcmp oeq float %beta, 0.000000e+00
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %vx = load float, ptr %px, align 4
  %ax = fmul float %alpha, %vx
  %py = getelementptr inbounds float, ptr %y, i64 %i
  br i1 %zero, label %latch, label %blend

blend:
  %vy = load float, ptr %py, align 4
  %by = fmul float %alpha, %vy
  %sum = fadd float %ax, %by
  br label %latch

latch:
  %v = phi float [ %ax, %loop ], [ %sum, %blend ]
  store float %v, ptr %py, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define ptx_kernel void @uniform_and_divergent(ptr %y, ptr %x, float %alpha, float %beta) {
entry:
  %thread = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %thread, 0
  %beta.zero = fcmp oeq float %beta, 0.000000e+00
  %zero = and i1 %beta.zero, %first
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %vx = load float, ptr %px, align 4
  %ax = fmul float %alpha, %vx
  %py = getelementptr inbounds float, ptr %y, i64 %i
  br i1 %zero, label %latch, label %blend

blend:
  %vy = load float, ptr %py, align 4
  %by = fmul float %alpha, %vy
  %sum = fadd float %ax, %by
  br label %latch

latch:
  %v = phi float [ %ax, %loop ], [ %sum, %blend ]
  store float %v, ptr %py, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define ptx_kernel void @local_address(ptr %y, ptr %x, float %alpha, float %beta) {
entry:
  %slot = alloca i32, align 4
  %zero = icmp eq ptr %slot, %y
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %vx = load float, ptr %px, align 4
  %ax = fmul float %alpha, %vx
  %py = getelementptr inbounds float, ptr %y, i64 %i
  br i1 %zero, label %latch, label %blend

blend:
  %vy = load float, ptr %py, align 4
  %by = fmul float %alpha, %vy
  %sum = fadd float %ax, %by
  br label %latch

latch:
  %v = phi float [ %ax, %loop ], [ %sum, %blend ]
  store float %v, ptr %py, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Conditions upstream would inject are disabled on the loops unswitched.
; CHECK: ![[UNIFORM]] = distinct !{![[UNIFORM]], ![[NO_INJECTION:[0-9]+]]}
; CHECK: ![[NO_INJECTION]] = !{!"llvm.loop.unswitch.injection.disable"}

; PTX-LABEL: .entry _Z5axpbyPfPKfff(
; PTX-COUNT-32: st.global.b32
; PTX-NOT:      st.global
; UPSTREAM-LABEL: .entry _Z5axpbyPfPKfff(
; UPSTREAM-COUNT-16: st.global.b32
; UPSTREAM-NOT:      st.global
