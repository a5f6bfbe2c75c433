; Math intrinsics NVPTX does not select, and calls of undefined C math
; functions, become calls of libdevice's functions (LibdeviceMath.h); the
; f32 intrinsics NVPTX selects (exp2, sin/cos with `afn`) stay. Without
; libdevice only the intrinsics change (to `__nv_` declarations); with it,
; the C library's names too, and the named functions are linked internal
; with the module's target attributes.
; RUN: %opt_scale -passes=scale-libdevice-math -S %s | FileCheck %s --check-prefixes=CHECK,NOLIB
; RUN: %opt_scale -passes=scale-libdevice-math -scale-libdevice-path=%cuda_path/nvvm/libdevice/libdevice.10.bc -S %s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,LINKED
; RUN: %opt_scale -passes=scale-libdevice-math -scale-libdevice-path=%cuda_path/nvvm/libdevice/libdevice.10.bc %s \
; RUN:   | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -o /dev/null
; REQUIRES: cuda-toolkit

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define double @doubles(
; CHECK: call double @__nv_cos(double %x)
; CHECK: call double @__nv_pow(double %x, double %y)
; CHECK: call double @__nv_exp2(double %x)
; LINKED: call double @__nv_erf(double %x)
; NOLIB: call double @erf(double %x)
; CHECK-NOT: @llvm.cos
define double @doubles(double %x, double %y) #0 {
  %c = call double @llvm.cos.f64(double %x)
  %p = call double @llvm.pow.f64(double %x, double %y)
  %e = call double @llvm.exp2.f64(double %x)
  %r = call double @erf(double %x)
  %s1 = fadd double %c, %p
  %s2 = fadd double %s1, %e
  %s3 = fadd double %s2, %r
  ret double %s3
}

; CHECK-LABEL: define float @floats(
; CHECK: call float @__nv_expf(float %x)
; CHECK: call afn float @llvm.sin.f32(float %x)
; CHECK: call float @llvm.exp2.f32(float %x)
; CHECK: call float @__nv_sinf(float %x)
define float @floats(float %x) #0 {
  %e = call float @llvm.exp.f32(float %x)
  %s = call afn float @llvm.sin.f32(float %x)
  %t = call float @llvm.exp2.f32(float %x)
  %u = call float @llvm.sin.f32(float %x)
  %s1 = fadd float %e, %s
  %s2 = fadd float %s1, %t
  %s3 = fadd float %s2, %u
  ret float %s3
}

; A C math name of another type is not libdevice's function.
; CHECK-LABEL: define i32 @other_type(
; CHECK: call i32 @cbrt(i32 %x)
define i32 @other_type(i32 %x) #0 {
  %r = call i32 @cbrt(i32 %x)
  ret i32 %r
}

; LINKED-NOT: declare double @erf(
; LINKED: define internal double @__nv_cos(double {{.*}}) #[[ATTRS:[0-9]+]]
; LINKED: attributes #[[ATTRS]] = {{.*}}"target-cpu"="sm_90"

declare double @llvm.cos.f64(double)
declare double @llvm.pow.f64(double, double)
declare double @llvm.exp2.f64(double)
declare float @llvm.exp.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.exp2.f32(float)
declare double @erf(double)
declare i32 @cbrt(i32)

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
