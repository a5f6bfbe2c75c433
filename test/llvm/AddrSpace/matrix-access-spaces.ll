; CUDA's warp matrix loads and stores (nvcuda::wmma::load_matrix_sync,
; store_matrix_sync) are NVVM intrinsics overloaded on the pointer, which
; Clang's mma.h wrapper calls with a generic one. InferAddressSpaces leaves
; them so (NVPTX's TTI does not name them); where the pointer is proven
; global or shared, the pass calls the p1 or p3 form, which the back end
; selects as wmma.load...global or ...shared. Pointers of unknown space and
; local ones (PTX has no local form) keep the generic intrinsic.
; RUN: %opt_scale -passes=scale-matrix-access-spaces -S %s | FileCheck %s
; Static resolution proves a kernel's pointers global when nothing makes a
; generic pointer to other memory; the pipeline then gives its matrix
; accesses the global space too (the pointer here is loaded from memory).
; RUN: %opt_scale -passes='scale-addrspace-pipeline<whole-program>' -S %s | FileCheck %s --check-prefix=PIPE
; A matrix stored to a local variable keeps no address: the kernel is still
; proven (no remark that the address escapes).
; RUN: %opt_scale -passes='scale-addrspace-pipeline<whole-program>' -pass-remarks-missed=scale-addrspace \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; In the PTX each form selects its own instruction.
; RUN: %opt_scale -passes=scale-matrix-access-spaces %s -o - -S | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 | FileCheck %s --check-prefix=PTX

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [512 x i8] undef, align 16

; CHECK-LABEL: define ptx_kernel void @spaces(
; A shared address cast to generic: the cast's operand itself.
; CHECK:         %a = call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p3(ptr addrspace(3) @tile, i32 32)
; An offset computed in the generic space: the pointer is cast back, which
; InferAddressSpaces, next in the pipeline, computes in the space.
; CHECK:         %row.as = addrspacecast ptr %row to ptr addrspace(3)
; CHECK:         %b = call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.u8.p3(ptr addrspace(3) %row.as, i32 32)
; A kernel's pointer parameter: global.
; CHECK:         %in.as = addrspacecast ptr %in to ptr addrspace(1)
; CHECK:         %c = call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32.p1(ptr addrspace(1) %in.as, i32 16)
; CHECK:         call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p3(ptr addrspace(3) %row.as{{[0-9]*}}, i32 %c0,
; Local memory and a pointer of unknown origin: generic.
; CHECK:         %l = call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p0(ptr %stack, i32 32)
; CHECK:         %u = call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p0(ptr %unknown, i32 32)
; CHECK:         ret void
; PTX-LABEL: .entry spaces(
; PTX:         wmma.load.a.sync.aligned.row.m16n16k16.shared.u8
; PTX:         wmma.load.b.sync.aligned.col.m16n16k16.shared.u8
; PTX:         wmma.load.c.sync.aligned.row.m16n16k16.global.s32
; PTX:         wmma.store.d.sync.aligned.row.m16n16k16.shared.s32
; PTX:         wmma.load.a.sync.aligned.row.m16n16k16.u8
; PTX:         wmma.load.a.sync.aligned.row.m16n16k16.u8
define ptx_kernel void @spaces(ptr %in, ptr %unknownSlot, i64 %i) {
  %generic = addrspacecast ptr addrspace(3) @tile to ptr
  %a = call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p0(ptr %generic, i32 32)
  %row = getelementptr inbounds i8, ptr %generic, i64 %i
  %b = call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.u8.p0(ptr %row, i32 32)
  %c = call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32.p0(ptr %in, i32 16)
  %c0 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %c, 0
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr %row, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 16)
  %stack = alloca [256 x i8], align 16
  %l = call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p0(ptr %stack, i32 32)
  %unknown = load ptr, ptr %unknownSlot, align 8
  %u = call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p0(ptr %unknown, i32 32)
  %l0 = extractvalue { i32, i32 } %l, 0
  %u0 = extractvalue { i32, i32 } %u, 0
  %a0 = extractvalue { i32, i32 } %a, 0
  %b0 = extractvalue { i32, i32 } %b, 0
  %s1 = add i32 %l0, %u0
  %s2 = add i32 %a0, %b0
  %s = add i32 %s1, %s2
  %out = getelementptr inbounds i32, ptr %in, i64 1
  store i32 %s, ptr %out, align 4
  ret void
}

; A kernel that makes no generic pointer to other memory: the matrix it
; reads through a pointer loaded from memory is global.
; PIPE-LABEL: define ptx_kernel void @loaded(
; PIPE:         call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32.p1(ptr addrspace(1)
; PIPE:         call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p1(ptr addrspace(1)
; PIPE-NOT:     .p0(
; PIPE:         ret void
define ptx_kernel void @loaded(ptr %table) {
  %matrix = load ptr, ptr %table, align 8
  %c = call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32.p0(ptr %matrix, i32 16)
  %c0 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %c, 0
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr %matrix, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 16)
  ret void
}

; PIPE-LABEL: define ptx_kernel void @localFragment(
; PIPE:         call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr %{{.*}}, i32 %c0
; PIPE:         store i32 %v, ptr addrspace(1)
; REMARK-NOT:   'localFragment' lets the address of a local variable escape
; REMARK:       generic matrix store in 'localFragment': pointer to local memory, which wmma.load and wmma.store cannot name
; REMARK-NOT:   'localFragment' lets the address of a local variable escape
define ptx_kernel void @localFragment(ptr %table, i32 %c0) {
  %stack = alloca [256 x i32], align 16
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr %stack, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 %c0, i32 16)
  %first = getelementptr inbounds i32, ptr %stack, i64 3
  %v = load i32, ptr %first, align 4
  %out = load ptr, ptr %table, align 8
  %slot = getelementptr inbounds i8, ptr %out, i64 4
  %outer = load ptr, ptr %slot, align 8
  store i32 %v, ptr %outer, align 4
  ret void
}

declare { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p0(ptr, i32)
declare { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.u8.p0(ptr, i32)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32.p0(ptr, i32)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32)
