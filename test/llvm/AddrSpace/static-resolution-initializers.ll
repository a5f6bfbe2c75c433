; Static resolution and the pointers in global variables' initializers:
; memory holds the pointers that code stored there and those the variables
; were initialized with. A constant aggregate that the optimiser moved out
; of a kernel's stack (`H h{{tile, tile + 1}}` in CUDA) holds generic
; pointers to shared memory, and a kernel that reads it is not proven: the
; access through the loaded pointer stays generic (it once became a global
; load of shared memory).
; RUN: %opt_scale -passes='scale-static-resolve<whole-program>' -S %s | FileCheck %s
; RUN: %opt_scale -passes='scale-static-resolve<whole-program>' -pass-remarks-missed=scale-addrspace \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.H = type { [2 x ptr], i32 }

@tile = internal addrspace(3) global [64 x i32] undef, align 4
@sharedPointers = private unnamed_addr constant %struct.H { [2 x ptr] [ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspacecast (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @tile, i64 4) to ptr)], i32 3 }, align 8
; Through a second variable that points to the first.
@indirect = internal constant ptr @sharedPointers, align 8
@globalData = internal addrspace(1) global [4 x i32] zeroinitializer, align 4
@globalPointers = private unnamed_addr constant [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @globalData to ptr)], align 8

; CHECK-LABEL: define i32 @viaStruct(ptr %h, i32 %i)
; CHECK:         %p = load ptr, ptr %slot
; CHECK-NEXT:    %v = load i32, ptr %p
define i32 @viaStruct(ptr %h, i32 %i) {
  %e = zext i32 %i to i64
  %slot = getelementptr [2 x ptr], ptr %h, i64 0, i64 %e
  %p = load ptr, ptr %slot
  %v = load i32, ptr %p
  ret i32 %v
}

; REMARK-DAG: remark: {{.*}}generic accesses of kernel 'sharedKernel' not resolved to __device: 'sharedKernel' uses global variable 'sharedPointers', whose initializer converts a __shared pointer to generic
define ptx_kernel void @sharedKernel(ptr %out, i32 %i) {
  %v = call i32 @viaStruct(ptr @sharedPointers, i32 %i)
  store i32 %v, ptr %out
  ret void
}

; REMARK-DAG: remark: {{.*}}generic accesses of kernel 'indirectKernel' not resolved to __device: 'indirectKernel' uses global variable 'indirect', whose initializer uses global variable 'sharedPointers', whose initializer converts a __shared pointer to generic
define ptx_kernel void @indirectKernel(ptr %out) {
  %h = load ptr, ptr @indirect
  %p = load ptr, ptr %h
  %v = load i32, ptr %p
  store i32 %v, ptr %out
  ret void
}

; Generic pointers to global memory in an initializer prove nothing wrong.
; CHECK-LABEL: define ptx_kernel void @globalKernel(ptr %out)
; CHECK:         %p = load ptr, ptr addrspace(1) %{{.*}}
; CHECK:         load i32, ptr addrspace(1) %{{.*}}
define ptx_kernel void @globalKernel(ptr %out) {
  %p = load ptr, ptr @globalPointers
  %v = load i32, ptr %p
  store i32 %v, ptr %out
  ret void
}
