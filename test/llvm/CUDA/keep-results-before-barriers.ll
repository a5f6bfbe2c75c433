; Floating-point results computed before a barrier and used only in other
; blocks get a use just before the barrier (an empty inline assembly that
; takes them in a register), so that machine sinking does not move their
; arithmetic past the barrier and keep both operands live across it.
; Left alone: results used in their own block, integer arithmetic, blocks
; without a barrier, other targets. In the PTX the FMAs stay before
; bar.sync, each after its load; without the pass llc moves them after it.
; RUN: %opt_scale -passes=scale-keep-results-before-barriers -S %s | FileCheck %s
; RUN: sed 's/^target triple.*/target triple = "x86_64-pc-linux-gnu"/' %s \
; RUN:   | %opt_scale -passes=scale-keep-results-before-barriers -S \
; RUN:   | FileCheck %s --check-prefix=HOST
; RUN: %opt_scale -passes=scale-keep-results-before-barriers %s -o - \
; RUN:   | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   | FileCheck %s --check-prefix=PTX
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o - \
; RUN:   | FileCheck %s --check-prefix=SUNK

target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

; rA[j] -= a * sY[j] for three columns, the new values used after the
; barrier; an index computed before it and a product used in the block.
; CHECK-LABEL: define ptx_kernel void @update(
; CHECK:         %d2 = fsub contract double %r2, %m2
; CHECK:         %own = fadd double %a, 1.000000e+00
; CHECK-NEXT:    store double %own, ptr addrspace(3) %s
; CHECK-NEXT:    call void asm sideeffect "", "d"(double %d0)
; CHECK-NEXT:    call void asm sideeffect "", "d"(double %d1)
; CHECK-NEXT:    call void asm sideeffect "", "d"(double %d2)
; CHECK-NEXT:    call void asm sideeffect "", "f"(float %f)
; CHECK-NEXT:    call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NOT:     asm sideeffect
; CHECK:         ret void
; HOST-LABEL: define ptx_kernel void @update(
; HOST-NOT:      asm sideeffect
; PTX-LABEL: .entry update(
; PTX:           ld.shared.b64
; PTX-NOT:       ld.shared
; PTX:           fma.rn.f64
; PTX:           ld.shared.b64
; PTX-NOT:       ld.shared
; PTX:           fma.rn.f64
; PTX:           ld.shared.b64
; PTX-NOT:       ld.shared
; PTX:           fma.rn.f64
; PTX:           bar.sync
; PTX-NOT:       fma.rn.f64
; PTX:           ret;
; SUNK-LABEL: .entry update(
; SUNK:          bar.sync
; SUNK:          fma.rn.f64
; SUNK:          ret;
define ptx_kernel void @update(ptr addrspace(3) %s, ptr addrspace(1) %o, double %a, double %r0, double %r1, double %r2, float %x, i64 %n, i1 %c) {
entry:
  %p0 = getelementptr inbounds double, ptr addrspace(3) %s, i64 1
  %l0 = load double, ptr addrspace(3) %p0
  %m0 = fmul contract double %a, %l0
  %d0 = fsub contract double %r0, %m0
  %p1 = getelementptr inbounds double, ptr addrspace(3) %s, i64 2
  %l1 = load double, ptr addrspace(3) %p1
  %m1 = fmul contract double %a, %l1
  %d1 = fsub contract double %r1, %m1
  %p2 = getelementptr inbounds double, ptr addrspace(3) %s, i64 3
  %l2 = load double, ptr addrspace(3) %p2
  %m2 = fmul contract double %a, %l2
  %d2 = fsub contract double %r2, %m2
  %f = fmul float %x, 3.0
  %index = mul i64 %n, 24
  %own = fadd double %a, 1.0
  store double %own, ptr addrspace(3) %s
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %c, label %use, label %done
use:
  %q0 = getelementptr inbounds double, ptr addrspace(1) %o, i64 %index
  store double %d0, ptr addrspace(1) %q0
  %q1 = getelementptr inbounds double, ptr addrspace(1) %q0, i64 1
  store double %d1, ptr addrspace(1) %q1
  %q2 = getelementptr inbounds double, ptr addrspace(1) %q0, i64 2
  store double %d2, ptr addrspace(1) %q2
  %q3 = getelementptr inbounds float, ptr addrspace(1) %q0, i64 6
  store float %f, ptr addrspace(1) %q3
  br label %done
done:
  ret void
}

; No barrier: machine sinking may do as it likes.
; CHECK-LABEL: define void @noBarrier(
; CHECK-NOT:     asm sideeffect
; CHECK:         ret void
define void @noBarrier(double %a, double %b, ptr addrspace(1) %o, i1 %c) {
entry:
  %m = fmul double %a, %b
  br i1 %c, label %use, label %done
use:
  store double %m, ptr addrspace(1) %o
  br label %done
done:
  ret void
}

; __syncwarp() is a barrier too (MAGMA's register LU kernels synchronise
; their warp between columns).
; CHECK-LABEL: define ptx_kernel void @warpUpdate(
; CHECK:         call void asm sideeffect "", "f"(float %d)
; CHECK-NEXT:    call void @llvm.nvvm.bar.warp.sync(i32 -1)
declare void @llvm.nvvm.bar.warp.sync(i32)
define ptx_kernel void @warpUpdate(ptr addrspace(3) %s, ptr addrspace(1) %o, float %a, float %r, i1 %c) {
entry:
  %l = load float, ptr addrspace(3) %s
  %m = fmul contract float %a, %l
  %d = fsub contract float %r, %m
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %c, label %use, label %done
use:
  store float %d, ptr addrspace(1) %o
  br label %done
done:
  ret void
}
