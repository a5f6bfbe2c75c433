; Outside loops, a block where more than 128 of ptxas's 255 registers are
; live at once (an estimate: every value its width, from definition to last
; use) is crowded. Integer and pointer arithmetic live through a crowded
; block is recomputed after it, before its uses there, where that needs
; fewer bits live through the crowded blocks: an operand that several such
; values need costs each its share, one live through them anyway costs
; nothing. Uses before the crowded blocks keep the original, so the clones'
; operands that are not clones themselves go through an opaque `mov` (inline
; assembly), which the back end's CSE cannot see through and ptxas copies
; through. MAGMA's register-resident LU factorisations keep N element
; addresses from the loads to the stores after N unrolled steps
; (zgetf2_nopiv_batched_kernel<32>: 255 registers to 176; nvcc's 168).
; RUN: %opt_scale -passes=scale-sink-loop-invariant-offsets -S %s | FileCheck %s
; RUN: sed 's/^target triple.*/target triple = "x86_64-pc-linux-gnu"/' %s \
; RUN:   | %opt_scale -passes=scale-sink-loop-invariant-offsets -S \
; RUN:   | FileCheck %s --check-prefix=HOST
; RUN: %opt_scale -passes=scale-sink-loop-invariant-offsets %s -o - \
; RUN:   | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   | FileCheck %s --check-prefix=PTX

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

; Two 32 x i64 vectors (128 registers) and two element addresses live
; through %step0: the addresses are recomputed in %step1 from the fenced
; column, thread index and stride; the loads keep the originals.
; CHECK-LABEL: define ptx_kernel void @crowded(
; CHECK: entry:
; CHECK: %p0 = getelementptr inbounds double, ptr addrspace(1) %thread, i64 %ld
; CHECK: %p1 = getelementptr inbounds double, ptr addrspace(1) %thread, i64 %off1
; CHECK: %x0 = load double, ptr addrspace(1) %p0
; CHECK: %x1 = load double, ptr addrspace(1) %p1
; CHECK: step0:
; CHECK-NOT: asm
; CHECK: step1:
; CHECK: store <32 x i64> %w3
; CHECK-NEXT: %[[COL:.+]] = call ptr addrspace(1) asm "mov.b64 $0, $1;", "=l,l"(ptr addrspace(1) %col)
; CHECK-NEXT: %[[TID:.+]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 %tid)
; CHECK-NEXT: %[[TID64:.+]] = zext i32 %[[TID]] to i64
; CHECK-NEXT: %[[THREAD:.+]] = getelementptr inbounds double, ptr addrspace(1) %[[COL]], i64 %[[TID64]]
; CHECK-NEXT: %[[LD:.+]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %ld)
; CHECK-NEXT: %[[P0:.+]] = getelementptr inbounds double, ptr addrspace(1) %[[THREAD]], i64 %[[LD]]
; CHECK-NEXT: store double %y0, ptr addrspace(1) %[[P0]]
; CHECK-NEXT: %[[OFF1:.+]] = shl i64 %[[LD]], 1
; CHECK-NEXT: %[[P1:.+]] = getelementptr inbounds double, ptr addrspace(1) %[[THREAD]], i64 %[[OFF1]]
; CHECK-NEXT: store double %x1, ptr addrspace(1) %[[P1]]
; CHECK-NEXT: ret void

; HOST-LABEL: define ptx_kernel void @crowded(
; HOST-NOT: asm
; HOST: store double %y0, ptr addrspace(1) %p0
; HOST-NEXT: store double %x1, ptr addrspace(1) %p1

; The back end keeps the recomputation: after the second barrier the
; stores' addresses are computed again from the copies, not taken from the
; registers of the loads' addresses.
; PTX-LABEL: .entry crowded(
; PTX: ld.global.b64
; PTX: bar.sync 0;
; PTX: bar.sync 0;
; PTX: mov.b64 [[COL:%rd[0-9]+]], %rd{{[0-9]+}};
; PTX: mov.b32 [[TID:%r[0-9]+]], %r{{[0-9]+}};
; PTX: mul.wide.u32 [[TOFF:%rd[0-9]+]], [[TID]], 8;
; PTX: add.s64 [[THREAD:%rd[0-9]+]], [[COL]], [[TOFF]];
; PTX: add.s64 [[P0:%rd[0-9]+]], [[THREAD]], {{%rd[0-9]+}};
; PTX-NEXT: st.global.b64 [[[P0]]],
; PTX-NEXT: add.s64 [[P1:%rd[0-9]+]], [[P0]], {{%rd[0-9]+}};
; PTX-NEXT: st.global.b64 [[[P1]]],
define ptx_kernel void @crowded(ptr addrspace(1) %col, i64 %ld, ptr addrspace(1) %acc) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid64 = zext i32 %tid to i64
  %thread = getelementptr inbounds double, ptr addrspace(1) %col, i64 %tid64
  %off1 = shl i64 %ld, 1
  %p0 = getelementptr inbounds double, ptr addrspace(1) %thread, i64 %ld
  %p1 = getelementptr inbounds double, ptr addrspace(1) %thread, i64 %off1
  %x0 = load double, ptr addrspace(1) %p0
  %x1 = load double, ptr addrspace(1) %p1
  %w0 = load <32 x i64>, ptr addrspace(1) %acc
  %accw = getelementptr inbounds i8, ptr addrspace(1) %acc, i64 256
  %w1 = load <32 x i64>, ptr addrspace(1) %accw
  br label %step0

step0:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w2 = add <32 x i64> %w0, %w1
  %y0 = fmul double %x0, %x1
  br label %step1

step1:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w3 = mul <32 x i64> %w2, %w1
  store <32 x i64> %w3, ptr addrspace(1) %acc
  store double %y0, ptr addrspace(1) %p0
  store double %x1, ptr addrspace(1) %p1
  ret void
}

; One vector (64 registers) and the addresses: room enough, nothing is
; recomputed.
; CHECK-LABEL: define ptx_kernel void @roomy(
; CHECK-NOT: asm
; CHECK: store double %y0, ptr addrspace(1) %p0
; CHECK-NEXT: store double %x1, ptr addrspace(1) %p1
define ptx_kernel void @roomy(ptr addrspace(1) %col, i64 %ld, ptr addrspace(1) %acc) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid64 = zext i32 %tid to i64
  %thread = getelementptr inbounds double, ptr addrspace(1) %col, i64 %tid64
  %off1 = shl i64 %ld, 1
  %p0 = getelementptr inbounds double, ptr addrspace(1) %thread, i64 %ld
  %p1 = getelementptr inbounds double, ptr addrspace(1) %thread, i64 %off1
  %x0 = load double, ptr addrspace(1) %p0
  %x1 = load double, ptr addrspace(1) %p1
  %w0 = load <32 x i64>, ptr addrspace(1) %acc
  br label %step0

step0:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w2 = add <32 x i64> %w0, %w0
  %y0 = fmul double %x0, %x1
  br label %step1

step1:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store <32 x i64> %w2, ptr addrspace(1) %acc
  store double %y0, ptr addrspace(1) %p0
  store double %x1, ptr addrspace(1) %p1
  ret void
}

; The crowded kernel again under launch bounds of 1,024 threads, 64
; registers each: ptxas spills anyway, and reloads cost it less than
; recomputing (MAGMA's zgeqr2 fused-register kernels: 3,576 spill bytes
; to 12,396 recomputed); left alone.
; CHECK-LABEL: define ptx_kernel void @crowdedUnderLaunchBounds(
; CHECK-NOT: asm
; CHECK: store double %y0, ptr addrspace(1) %p0
; CHECK-NEXT: store double %x1, ptr addrspace(1) %p1
define ptx_kernel void @crowdedUnderLaunchBounds(ptr addrspace(1) %col, i64 %ld, ptr addrspace(1) %acc) "nvvm.maxntid"="1024" {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid64 = zext i32 %tid to i64
  %thread = getelementptr inbounds double, ptr addrspace(1) %col, i64 %tid64
  %off1 = shl i64 %ld, 1
  %p0 = getelementptr inbounds double, ptr addrspace(1) %thread, i64 %ld
  %p1 = getelementptr inbounds double, ptr addrspace(1) %thread, i64 %off1
  %x0 = load double, ptr addrspace(1) %p0
  %x1 = load double, ptr addrspace(1) %p1
  %w0 = load <32 x i64>, ptr addrspace(1) %acc
  %accw = getelementptr inbounds i8, ptr addrspace(1) %acc, i64 256
  %w1 = load <32 x i64>, ptr addrspace(1) %accw
  br label %step0

step0:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w2 = add <32 x i64> %w0, %w1
  %y0 = fmul double %x0, %x1
  br label %step1

step1:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w3 = mul <32 x i64> %w2, %w1
  store <32 x i64> %w3, ptr addrspace(1) %acc
  store double %y0, ptr addrspace(1) %p0
  store double %x1, ptr addrspace(1) %p1
  ret void
}

; The addresses used in a loop after the crowded block: a clone there
; would be recomputed in every iteration, where the original is computed
; once; left alone.
; CHECK-LABEL: define ptx_kernel void @usedInLoopAfter(
; CHECK-NOT: asm
; CHECK: loop:
; CHECK: store double %y0, ptr addrspace(1) %p0
; CHECK-NEXT: store double %x1, ptr addrspace(1) %p1
define ptx_kernel void @usedInLoopAfter(ptr addrspace(1) %col, i64 %ld, ptr addrspace(1) %acc, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid64 = zext i32 %tid to i64
  %thread = getelementptr inbounds double, ptr addrspace(1) %col, i64 %tid64
  %off1 = shl i64 %ld, 1
  %p0 = getelementptr inbounds double, ptr addrspace(1) %thread, i64 %ld
  %p1 = getelementptr inbounds double, ptr addrspace(1) %thread, i64 %off1
  %x0 = load double, ptr addrspace(1) %p0
  %x1 = load double, ptr addrspace(1) %p1
  %w0 = load <32 x i64>, ptr addrspace(1) %acc
  %accw = getelementptr inbounds i8, ptr addrspace(1) %acc, i64 256
  %w1 = load <32 x i64>, ptr addrspace(1) %accw
  br label %step0

step0:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w2 = add <32 x i64> %w0, %w1
  %y0 = fmul double %x0, %x1
  br label %step1

step1:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w3 = mul <32 x i64> %w2, %w1
  store <32 x i64> %w3, ptr addrspace(1) %acc
  br label %loop

loop:
  %i = phi i32 [ 0, %step1 ], [ %i.next, %loop ]
  store double %y0, ptr addrspace(1) %p0
  store double %x1, ptr addrspace(1) %p1
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; An address whose only register operand is a loaded 64-bit offset: the
; recomputation would keep the offset live instead, as many bits, so the
; address stays. A loaded generic pointer cannot be fenced, so an address
; made from it alone is not recomputed either.
; CHECK-LABEL: define ptx_kernel void @costlyOperands(
; CHECK-NOT: asm
; CHECK: store double %y0, ptr addrspace(1) %p0
; CHECK-NEXT: store double %y0, ptr %q
define ptx_kernel void @costlyOperands(ptr addrspace(1) %col, ptr addrspace(1) %offsets, ptr addrspace(1) %acc) {
entry:
  %off = load i64, ptr addrspace(1) %offsets
  %p0 = getelementptr inbounds double, ptr addrspace(1) %col, i64 %off
  %x0 = load double, ptr addrspace(1) %p0
  %generic = load ptr, ptr addrspace(1) %offsets
  %q = getelementptr inbounds i8, ptr %generic, i64 8
  %x1 = load double, ptr %q
  %w0 = load <32 x i64>, ptr addrspace(1) %acc
  %accw = getelementptr inbounds i8, ptr addrspace(1) %acc, i64 256
  %w1 = load <32 x i64>, ptr addrspace(1) %accw
  br label %step0

step0:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w2 = add <32 x i64> %w0, %w1
  %y0 = fmul double %x0, %x1
  br label %step1

step1:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %w3 = mul <32 x i64> %w2, %w1
  store <32 x i64> %w3, ptr addrspace(1) %acc
  store double %y0, ptr addrspace(1) %p0
  store double %y0, ptr %q
  ret void
}
