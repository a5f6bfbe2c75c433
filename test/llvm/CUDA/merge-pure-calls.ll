; A call of a pure function with the arguments of a call that dominates it
; takes that call's value: sin(y) * sin(y), exp(-E / T) in two formulas.
; Pure: defined, not interposable, touching no memory but its own local
; variables (written and read) and constant globals (read), calling pure
; functions, memory-free intrinsics and assembly that is neither volatile
; nor a memory clobber. Left alone: calls that do not dominate, other
; arguments, functions that read a variable, write through a pointer,
; call a convergent intrinsic or volatile assembly, or recurse, and
; modules for other targets.
; RUN: %opt_scale -passes=scale-merge-pure-calls -S %s | FileCheck %s
; RUN: sed -e 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s \
; RUN:   | %opt_scale -passes=scale-merge-pure-calls -S | FileCheck %s --check-prefix=HOST

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = internal addrspace(1) constant [4 x i64] [i64 1, i64 2, i64 3, i64 4]
@counter = internal addrspace(1) global i64 0

; libdevice's shape: a local array indexed at run time, a constant table,
; pure multiword assembly, a pure callee.
define internal double @reduce(double %x) #0 {
entry:
  %digits = alloca [4 x i64], align 8
  %bits = bitcast double %x to i64
  %index = and i64 %bits, 3
  %entry.addr = getelementptr inbounds [4 x i64], ptr addrspace(1) @table, i64 0, i64 %index
  %word = load i64, ptr addrspace(1) %entry.addr, align 8
  %slot = getelementptr inbounds [4 x i64], ptr %digits, i64 0, i64 %index
  store i64 %word, ptr %slot, align 8
  %back = load i64, ptr %slot, align 8
  %wide = call i64 asm "mul.hi.u64 $0, $1, $1;", "=l,l"(i64 %back) #1
  %r = uitofp i64 %wide to double
  ret double %r
}

define internal double @sine(double %x) #0 {
  %big = fcmp ogt double %x, 1.0e6
  br i1 %big, label %slow, label %fast
slow:
  %reduced = call double @reduce(double %x) #0
  br label %done
fast:
  %s = call double @llvm.sin.f64(double %x)
  br label %done
done:
  %v = phi double [ %reduced, %slow ], [ %s, %fast ]
  ret double %v
}

; CHECK-LABEL: define double @sameBlock(
; CHECK: %a = call double @sine(double %y)
; CHECK-NEXT: %p = fmul double %a, %a
define double @sameBlock(double %y) #0 {
  %a = call double @sine(double %y) #0
  %b = call double @sine(double %y) #0
  %p = fmul double %a, %b
  ret double %p
}
; HOST-LABEL: define double @sameBlock(
; HOST: %b = call double @sine(double %y)

; A call whose argument is a merged call: merged too.
; CHECK-LABEL: define double @nested(
; CHECK: %inner1 = call double @sine(double %y)
; CHECK-NEXT: %outer1 = call double @sine(double %inner1)
; CHECK-NEXT: %p = fmul double %outer1, %outer1
define double @nested(double %y) #0 {
  %inner1 = call double @sine(double %y) #0
  %outer1 = call double @sine(double %inner1) #0
  %inner2 = call double @sine(double %y) #0
  %outer2 = call double @sine(double %inner2) #0
  %p = fmul double %outer1, %outer2
  ret double %p
}

; The dominating call serves the branch's; the branches' own calls stay.
; CHECK-LABEL: define double @dominated(
; CHECK: entry:
; CHECK-NEXT: %a = call double @sine(double %y)
; CHECK: then:
; CHECK-NEXT: %t = fadd double %a, 1.000000e+00
; CHECK: else:
; CHECK-NEXT: %e = call double @sine(double %z)
; CHECK: join:
; CHECK-NEXT: %m = phi
; CHECK-NEXT: %j = call double @sine(double %z)
define double @dominated(double %y, double %z, i1 %c) #0 {
entry:
  %a = call double @sine(double %y) #0
  br i1 %c, label %then, label %else
then:
  %b = call double @sine(double %y) #0
  %t = fadd double %b, 1.0
  br label %join
else:
  %e = call double @sine(double %z) #0
  br label %join
join:
  %m = phi double [ %t, %then ], [ %e, %else ]
  %j = call double @sine(double %z) #0
  %r = fadd double %m, %j
  ret double %r
}

define internal double @readsVariable(double %x) #0 {
  %n = load i64, ptr addrspace(1) @counter, align 8
  %f = sitofp i64 %n to double
  %r = fadd double %x, %f
  ret double %r
}

define internal double @writesThroughPointer(double %x, ptr %out) #0 {
  store double %x, ptr %out, align 8
  ret double %x
}

define internal double @shuffles(double %x) #0 {
  %i = bitcast double %x to i64
  %lo = trunc i64 %i to i32
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %lo, i32 1, i32 31)
  %r = sitofp i32 %s to double
  ret double %r
}

define internal double @volatileAsm(double %x) #0 {
  %t = call i32 asm sideeffect "mov.u32 $0, %clock;", "=r"() #1
  %f = sitofp i32 %t to double
  %r = fadd double %x, %f
  ret double %r
}

define internal double @recursive(double %x) #0 {
  %small = fcmp olt double %x, 1.0
  br i1 %small, label %done, label %again
again:
  %half = fmul double %x, 0.5
  %r = call double @recursive(double %half) #0
  ret double %r
done:
  ret double %x
}

; CHECK-LABEL: define double @notPure(
; CHECK-COUNT-2: call double @readsVariable(double %y)
; CHECK-COUNT-2: call double @writesThroughPointer(double %y, ptr %p)
; CHECK-COUNT-2: call double @shuffles(double %y)
; CHECK-COUNT-2: call double @volatileAsm(double %y)
; CHECK-COUNT-2: call double @recursive(double %y)
define double @notPure(double %y, ptr %p) #0 {
  %a1 = call double @readsVariable(double %y) #0
  %a2 = call double @readsVariable(double %y) #0
  %b1 = call double @writesThroughPointer(double %y, ptr %p) #0
  %b2 = call double @writesThroughPointer(double %y, ptr %p) #0
  %c1 = call double @shuffles(double %y) #0
  %c2 = call double @shuffles(double %y) #0
  %d1 = call double @volatileAsm(double %y) #0
  %d2 = call double @volatileAsm(double %y) #0
  %e1 = call double @recursive(double %y) #0
  %e2 = call double @recursive(double %y) #0
  %s1 = fadd double %a1, %a2
  %s2 = fadd double %b1, %b2
  %s3 = fadd double %c1, %c2
  %s4 = fadd double %d1, %d2
  %s5 = fadd double %e1, %e2
  %t1 = fadd double %s1, %s2
  %t2 = fadd double %s3, %s4
  %t3 = fadd double %t1, %t2
  %t4 = fadd double %t3, %s5
  ret double %t4
}

declare double @llvm.sin.f64(double)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

attributes #0 = { convergent nounwind }
attributes #1 = { nounwind memory(none) }
