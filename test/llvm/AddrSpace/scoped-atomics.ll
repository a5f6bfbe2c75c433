; CUDA's scoped atomics (atomicAdd_system, atomicCAS_block, ...) are NVVM
; intrinsics on a generic pointer. Where the pointer is proven global or
; shared, the pass writes the instruction the back end selects for the
; intrinsic (atom.sys.add.s32, ...) with the space added, as inline
; assembly: same operation, type, scope, and no ordering given (relaxed,
; as the intrinsic). Pointers of unknown space, of the local space, and
; forms the back end does not select keep the intrinsic.
; RUN: %opt_scale -passes=scale-scoped-atomics -S %s | FileCheck %s
; Static resolution proves the pointers that a kernel reads from memory
; global (nothing makes a generic pointer to other memory here); the
; pipeline then gives those atomics the space too.
; RUN: %opt_scale -passes='scale-addrspace-pipeline<whole-program>' -S %s | FileCheck %s --check-prefix=PIPE

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 4
@counter = addrspace(1) global ptr null, align 8

; CHECK-LABEL: define void @spaces(
; CHECK:         %a = call i32 asm sideeffect "atom.sys.global.add.s32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 1)
; CHECK:         %b = call i32 asm sideeffect "atom.cta.shared.add.s32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) @tile, i32 1)
; An offset computed in the generic space: the pointer is cast back, which
; InferAddressSpaces, next in the pipeline, computes in the space.
; CHECK:         %s1.as = addrspacecast ptr %s1 to ptr addrspace(3)
; CHECK:         %c = call i32 asm sideeffect "atom.sys.shared.cas.b32 $0, [$1], $2, $3;", "=r,l,r,r,~{memory}"(ptr addrspace(3) %s1.as, i32 0, i32 1)
; Unknown, local: unchanged.
; CHECK:         %d = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %unknown, i32 1)
; CHECK:         %e = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %stack, i32 1)
define void @spaces(ptr addrspace(1) %g, ptr %unknown) {
  %generic = addrspacecast ptr addrspace(1) %g to ptr
  %a = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %generic, i32 1)
  %shared = addrspacecast ptr addrspace(3) @tile to ptr
  %b = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %shared, i32 1)
  %s1 = getelementptr i32, ptr %shared, i64 1
  %c = call i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0(ptr %s1, i32 0, i32 1)
  %d = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %unknown, i32 1)
  %stack = alloca i32, align 4
  %e = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %stack, i32 1)
  ret void
}

; The type suffix of each operation as NVPTX selects it: add .s32/.u64,
; max/min signed, inc/dec .u32, the bitwise operations, exch and cas
; untyped; floating-point add .f32/.f64.
; CHECK-LABEL: define void @types(
; CHECK: asm sideeffect "atom.sys.global.add.u64 $0, [$1], $2;", "=l,l,l,~{memory}"
; CHECK: asm sideeffect "atom.sys.global.add.f32 $0, [$1], $2;", "=f,l,f,~{memory}"
; CHECK: asm sideeffect "atom.sys.global.add.f64 $0, [$1], $2;", "=d,l,d,~{memory}"
; CHECK: asm sideeffect "atom.sys.global.max.s32 $0, [$1], $2;"
; CHECK: asm sideeffect "atom.sys.global.min.s64 $0, [$1], $2;"
; CHECK: asm sideeffect "atom.sys.global.inc.u32 $0, [$1], $2;"
; CHECK: asm sideeffect "atom.sys.global.dec.u32 $0, [$1], $2;"
; CHECK: asm sideeffect "atom.sys.global.and.b32 $0, [$1], $2;"
; CHECK: asm sideeffect "atom.sys.global.or.b64 $0, [$1], $2;"
; CHECK: asm sideeffect "atom.cta.global.xor.b32 $0, [$1], $2;"
; CHECK: asm sideeffect "atom.sys.global.exch.b64 $0, [$1], $2;"
; CHECK: asm sideeffect "atom.cta.global.cas.b64 $0, [$1], $2, $3;", "=l,l,l,l,~{memory}"
define void @types(ptr addrspace(1) %g) {
  %p = addrspacecast ptr addrspace(1) %g to ptr
  %1 = call i64 @llvm.nvvm.atomic.add.gen.i.sys.i64.p0(ptr %p, i64 1)
  %2 = call float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr %p, float 1.0)
  %3 = call double @llvm.nvvm.atomic.add.gen.f.sys.f64.p0(ptr %p, double 1.0)
  %4 = call i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0(ptr %p, i32 1)
  %5 = call i64 @llvm.nvvm.atomic.min.gen.i.sys.i64.p0(ptr %p, i64 1)
  %6 = call i32 @llvm.nvvm.atomic.inc.gen.i.sys.i32.p0(ptr %p, i32 1)
  %7 = call i32 @llvm.nvvm.atomic.dec.gen.i.sys.i32.p0(ptr %p, i32 1)
  %8 = call i32 @llvm.nvvm.atomic.and.gen.i.sys.i32.p0(ptr %p, i32 1)
  %9 = call i64 @llvm.nvvm.atomic.or.gen.i.sys.i64.p0(ptr %p, i64 1)
  %10 = call i32 @llvm.nvvm.atomic.xor.gen.i.cta.i32.p0(ptr %p, i32 1)
  %11 = call i64 @llvm.nvvm.atomic.exch.gen.i.sys.i64.p0(ptr %p, i64 1)
  %12 = call i64 @llvm.nvvm.atomic.cas.gen.i.cta.i64.p0(ptr %p, i64 1, i64 2)
  ret void
}

; A kernel that makes no generic pointer to other memory: the pointer it
; loads is global (static resolution), and so is its parameter.
; PIPE-LABEL: define ptx_kernel void @kernel(
; PIPE-NOT:     .generic
; PIPE:         %loaded = load ptr, ptr addrspace(1) @counter
; PIPE:         %[[G:.*]] = addrspacecast ptr %loaded to ptr addrspace(1)
; PIPE:         call i32 asm sideeffect "atom.sys.global.add.s32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %[[G]], i32 1)
; PIPE:         call i32 asm sideeffect "atom.sys.global.exch.b32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %{{.*}}, i32 2)
; PIPE-NOT:     @llvm.nvvm.atomic
; PIPE:         ret void
define ptx_kernel void @kernel(ptr %out) {
  %loaded = load ptr, ptr addrspace(1) @counter
  %a = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %loaded, i32 1)
  %b = call i32 @llvm.nvvm.atomic.exch.gen.i.sys.i32.p0(ptr %out, i32 2)
  ret void
}

; A kernel that converts a __shared pointer to generic (and stores it):
; the loaded pointer may be __shared, so its atomic keeps the intrinsic.
; PIPE-LABEL: define ptx_kernel void @unproven(
; PIPE:         call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %loaded, i32 1)
define ptx_kernel void @unproven(ptr %out) {
  %shared = addrspacecast ptr addrspace(3) @tile to ptr
  store ptr %shared, ptr addrspace(1) @counter
  %loaded = load ptr, ptr addrspace(1) @counter
  %a = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %loaded, i32 1)
  ret void
}

declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0(ptr, i32, i32)
declare i64 @llvm.nvvm.atomic.add.gen.i.sys.i64.p0(ptr, i64)
declare float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr, float)
declare double @llvm.nvvm.atomic.add.gen.f.sys.f64.p0(ptr, double)
declare i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0(ptr, i32)
declare i64 @llvm.nvvm.atomic.min.gen.i.sys.i64.p0(ptr, i64)
declare i32 @llvm.nvvm.atomic.inc.gen.i.sys.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.dec.gen.i.sys.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.and.gen.i.sys.i32.p0(ptr, i32)
declare i64 @llvm.nvvm.atomic.or.gen.i.sys.i64.p0(ptr, i64)
declare i32 @llvm.nvvm.atomic.xor.gen.i.cta.i32.p0(ptr, i32)
declare i64 @llvm.nvvm.atomic.exch.gen.i.sys.i64.p0(ptr, i64)
declare i64 @llvm.nvvm.atomic.cas.gen.i.cta.i64.p0(ptr, i64, i64)
