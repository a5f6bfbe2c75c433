; Results computed outside loops and used only in other blocks outside
; loops, whose arithmetic would keep two or more values live there if
; machine sinking moved it (values that nothing at or after the block
; dominating the uses needs), get a use in their block: an empty inline
; assembly that takes them in a register, before the next barrier or the
; terminator. Left alone: results used in their own block, arithmetic on
; kernel parameters (a device function's parameters count), results whose
; operands are live where they are used anyway, results used only in a
; loop, results computed in a loop, other targets. In the PTX the FMAs
; stay before bar.sync, each after its load; without the pass llc moves
; them after it.
; RUN: %opt_scale -passes=scale-keep-results-in-block -S %s | FileCheck %s
; RUN: sed 's/^target triple.*/target triple = "x86_64-pc-linux-gnu"/' %s \
; RUN:   | %opt_scale -passes=scale-keep-results-in-block -S \
; RUN:   | FileCheck %s --check-prefix=HOST
; RUN: %opt_scale -passes=scale-keep-results-in-block %s -o - \
; RUN:   | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   | FileCheck %s --check-prefix=PTX
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o - \
; RUN:   | FileCheck %s --check-prefix=SUNK

target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.bar.warp.sync(i32)

; rA[j] -= a * sY[j] for three columns, the new values used after the
; barrier (each would keep its sY[j] and old rA[j] live across it); a
; product and an index of kernel parameters, a result used in its block.
; CHECK-LABEL: define ptx_kernel void @update(
; CHECK:         %d2 = fsub contract double %r2, %m2
; CHECK:         %own = fadd double %a, 1.000000e+00
; CHECK-NEXT:    store double %own, ptr addrspace(3) %s
; CHECK-NEXT:    call void asm sideeffect "", "d"(double %d0)
; CHECK-NEXT:    call void asm sideeffect "", "d"(double %d1)
; CHECK-NEXT:    call void asm sideeffect "", "d"(double %d2)
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
define ptx_kernel void @update(ptr addrspace(3) %s, ptr addrspace(1) %r, ptr addrspace(1) %o, double %a, float %x, i64 %n, i1 %c) {
entry:
  %r0 = load double, ptr addrspace(1) %r
  %rp1 = getelementptr inbounds double, ptr addrspace(1) %r, i64 1
  %r1 = load double, ptr addrspace(1) %rp1
  %rp2 = getelementptr inbounds double, ptr addrspace(1) %r, i64 2
  %r2 = load double, ptr addrspace(1) %rp2
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

; __syncwarp() is a barrier too (MAGMA's register LU kernels synchronise
; their warp between columns).
; CHECK-LABEL: define ptx_kernel void @warpUpdate(
; CHECK:         call void asm sideeffect "", "f"(float %d)
; CHECK-NEXT:    call void @llvm.nvvm.bar.warp.sync(i32 -1)
define ptx_kernel void @warpUpdate(ptr addrspace(3) %s, ptr addrspace(1) %o, float %a, i1 %c) {
entry:
  %r = load float, ptr addrspace(1) %o
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

; A device function's parameters are registers (a kernel's are read from
; the constant bank where used): its product of two is kept.
; CHECK-LABEL: define void @deviceProduct(
; CHECK:         %m = fmul double %a, %b
; CHECK-NEXT:    call void asm sideeffect "", "d"(double %m)
; CHECK-NEXT:    br i1 %c, label %use, label %done
define void @deviceProduct(double %a, double %b, ptr addrspace(1) %o, i1 %c) {
entry:
  %m = fmul double %a, %b
  br i1 %c, label %use, label %done
use:
  store double %m, ptr addrspace(1) %o
  br label %done
done:
  ret void
}

; A running flag, linfo = (max == 0 && linfo == 0) ? column : linfo, each
; column in its block and only the last used at the end: sunk there, it
; would keep its column's loaded maximum and the previous flag live until
; the end (and so on up the chain). Kept before the terminator (no
; barrier). The earlier flags are left to move one block down, where the
; kept flag uses them; the second column's predicate is needed at the end
; anyway.
; CHECK-LABEL: define ptx_kernel void @runningFlag(
; CHECK-NOT:     asm sideeffect
; CHECK:         %flag3 = select i1 %first3, i32 3, i32 %flag2
; CHECK-NEXT:    call void asm sideeffect "", "r"(i32 %flag3)
; CHECK-NEXT:    br i1 %c, label %write, label %done
; CHECK-NOT:     asm sideeffect
; CHECK:         ret void
define ptx_kernel void @runningFlag(ptr addrspace(3) %s, ptr addrspace(1) %o, i1 %c) {
entry:
  %max1 = load float, ptr addrspace(3) %s
  %zero1 = fcmp oeq float %max1, 0.0
  %first1 = and i1 %zero1, true
  %flag1 = select i1 %first1, i32 1, i32 0
  br label %column2
column2:
  %s2 = getelementptr inbounds float, ptr addrspace(3) %s, i64 1
  %max2 = load float, ptr addrspace(3) %s2
  %zero2 = fcmp oeq float %max2, 0.0
  %none2 = icmp eq i32 %flag1, 0
  %first2 = and i1 %zero2, %none2
  %flag2 = select i1 %first2, i32 2, i32 %flag1
  br label %column3
column3:
  %s3 = getelementptr inbounds float, ptr addrspace(3) %s, i64 2
  %max3 = load float, ptr addrspace(3) %s3
  %zero3 = fcmp oeq float %max3, 0.0
  %none3 = icmp eq i32 %flag2, 0
  %first3 = and i1 %zero3, %none3
  %flag3 = select i1 %first3, i32 3, i32 %flag2
  br i1 %c, label %write, label %done
write:
  %info = getelementptr inbounds i32, ptr addrspace(1) %o, i64 1
  store i32 %flag3, ptr addrspace(1) %info
  %z = zext i1 %zero2 to i32
  store i32 %z, ptr addrspace(1) %o
  br label %done
done:
  ret void
}

; Left alone: a sum whose loaded operand is stored where the sum is (the
; operand is live there anyway), a product of one loaded value, a sum of
; two loaded values used only in a loop (machine sinking does not move it
; into the loop), and a sum computed in a loop and used after it (in
; loops, kept results cost MAGMA's band solvers spills).
; CHECK-LABEL: define ptx_kernel void @leftAlone(
; CHECK-NOT:     asm sideeffect
; CHECK:         ret void
define ptx_kernel void @leftAlone(ptr addrspace(1) %p, ptr addrspace(1) %o, i32 %n, i1 %c) {
entry:
  %x = load i32, ptr addrspace(1) %p
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  %y = load i32, ptr addrspace(1) %q
  %sum = add i32 %x, %y
  %twice = mul i32 %y, 2
  %r = getelementptr inbounds i32, ptr addrspace(1) %p, i64 2
  %u = load i32, ptr addrspace(1) %r
  %s = getelementptr inbounds i32, ptr addrspace(1) %p, i64 3
  %v = load i32, ptr addrspace(1) %s
  %uv = add i32 %u, %v
  br i1 %c, label %use, label %loop
use:
  store i32 %sum, ptr addrspace(1) %o
  store i32 %x, ptr addrspace(1) %p
  store i32 %twice, ptr addrspace(1) %q
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ 0, %use ], [ %next, %loop ]
  %a = load i32, ptr addrspace(1) %p
  %b = load i32, ptr addrspace(1) %q
  %ab = add i32 %a, %b
  %abuv = add i32 %ab, %uv
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  store i32 %abuv, ptr addrspace(1) %o
  ret void
}
