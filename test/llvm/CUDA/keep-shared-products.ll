; A product that is added somewhere and also used otherwise reaches the
; addition through llvm.arithmetic.fence, so that the DAG combiner does not
; fuse the addition into an FMA and keep the multiply beside it (both
; factors live until the later use). Left alone: products used only by
; additions (fused, the multiply gone), products with no addition, other
; targets. The fence reaches PTX as a plain mul and add.
; RUN: %opt_scale -passes=scale-keep-shared-products -S %s | FileCheck %s
; RUN: sed 's/^target triple.*/target triple = "x86_64-pc-linux-gnu"/' %s \
; RUN:   | %opt_scale -passes=scale-keep-shared-products -S \
; RUN:   | FileCheck %s --check-prefix=HOST
; RUN: %opt_scale -passes=scale-keep-shared-products %s -o - \
; RUN:   | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -fp-contract=fast \
; RUN:   | FileCheck %s --check-prefix=PTX

target triple = "nvptx64-nvidia-cuda"

; softmax: e = exp(x - max) summed and stored.
; CHECK-LABEL: define float @sumAndStore(
; CHECK: %e = fmul contract float %a, %b
; CHECK-NEXT: %e.kept = call float @llvm.arithmetic.fence.f32(float %e)
; CHECK-NEXT: %sum = fadd contract float %e.kept, %acc
; CHECK: %diff = fsub contract float %c, %e.kept
; CHECK: store float %e, ptr addrspace(1) %p
; HOST-LABEL: define float @sumAndStore(
; HOST-NOT: arithmetic.fence
; HOST: ret float
; PTX-LABEL: sumAndStore(
; PTX: mul.f32
; PTX-NOT: fma.rn.f32
; PTX: add.f32
; PTX: ret;
define float @sumAndStore(float %a, float %b, float %c, float %acc,
                          ptr addrspace(1) %p) {
  %e = fmul contract float %a, %b
  %sum = fadd contract float %e, %acc
  %diff = fsub contract float %c, %e
  store float %e, ptr addrspace(1) %p
  %r = fadd contract float %sum, %diff
  ret float %r
}

; Used by additions only: the combiner makes FMAs and no multiply is left.
; CHECK-LABEL: define float @additionsOnly(
; CHECK-NOT: arithmetic.fence
; CHECK: ret float
; PTX-LABEL: additionsOnly(
; PTX: fma.rn.f32
define float @additionsOnly(float %a, float %b, float %c, float %d) {
  %m = fmul contract float %a, %b
  %s = fadd contract float %m, %c
  %t = fadd contract float %m, %d
  %r = fmul contract float %s, %t
  ret float %r
}

; No addition: nothing to fuse.
; CHECK-LABEL: define double @noAddition(
; CHECK-NOT: arithmetic.fence
; CHECK: ret double
define double @noAddition(double %a, double %b, ptr addrspace(1) %p) {
  %m = fmul contract double %a, %b
  store double %m, ptr addrspace(1) %p
  %n = fmul contract double %m, %m
  ret double %n
}

; Doubles the same way.
; CHECK-LABEL: define double @doubleProduct(
; CHECK: %m.kept = call double @llvm.arithmetic.fence.f64(double %m)
; CHECK-NEXT: %s = fadd contract double %m.kept, %c
define double @doubleProduct(double %a, double %b, double %c,
                             ptr addrspace(1) %p) {
  %m = fmul contract double %a, %b
  %s = fadd contract double %m, %c
  store double %m, ptr addrspace(1) %p
  ret double %s
}

; Without contraction (nvcc's --fmad=false) nothing is fused: no fence.
; CHECK-LABEL: define float @noContraction(
; CHECK-NOT: arithmetic.fence
; CHECK: ret float
define float @noContraction(float %a, float %b, float %c,
                            ptr addrspace(1) %p) {
  %m = fmul float %a, %b
  %s = fadd float %m, %c
  store float %m, ptr addrspace(1) %p
  ret float %s
}
