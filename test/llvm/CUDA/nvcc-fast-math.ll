; nvcc's --use_fast_math intrinsics as the bodies of the libdevice
; functions CodeGen linked in (internal definitions): expf, exp10f and
; powf through ex2.approx, log10f through lg2.approx, tanf as sin over cos
; with div.approx, tanhf as an approximate llvm.tanh (tanh.approx.f32,
; sm_75 and PTX 7.0 on). The module's nvvm-reflect-ftz flag chooses the
; flushing forms, as libdevice's __CUDA_FTZ test does. Left alone:
; definitions that are not internal (not linked from libdevice), tanhf
; below sm_75 or PTX 7.0, other targets.
; RUN: %opt_scale -passes=scale-nvcc-fast-math -S %s | FileCheck %s --check-prefixes=CHECK,FTZ
; RUN: sed 's/i32 4, !"nvvm-reflect-ftz", i32 1/i32 4, !"nvvm-reflect-ftz", i32 0/' %s \
; RUN:   | %opt_scale -passes=scale-nvcc-fast-math -S | FileCheck %s --check-prefixes=CHECK,NOFTZ
; RUN: sed 's/"target-cpu"="sm_90"/"target-cpu"="sm_70"/' %s \
; RUN:   | %opt_scale -passes=scale-nvcc-fast-math -S | FileCheck %s --check-prefix=SM70
; RUN: sed 's/+ptx90/+ptx63/' %s \
; RUN:   | %opt_scale -passes=scale-nvcc-fast-math -S | FileCheck %s --check-prefix=SM70
; RUN: sed 's/define internal/define/' %s \
; RUN:   | %opt_scale -passes=scale-nvcc-fast-math -S | FileCheck %s --check-prefix=UNCHANGED
; RUN: sed 's/^target triple.*/target triple = "x86_64-pc-linux-gnu"/' %s \
; RUN:   | %opt_scale -passes=scale-nvcc-fast-math -S | FileCheck %s --check-prefix=UNCHANGED
; The whole device pipeline: the kernel keeps one approximate instruction.
; RUN: %opt_scale -passes='scale-nvcc-fast-math,default<O3>' -S %s | FileCheck %s --check-prefix=O3

target triple = "nvptx64-nvidia-cuda"

declare float @accurate(float)
declare float @accurate2(float, float)

; CHECK-LABEL: define internal float @__nv_expf(float %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[P:%.*]] = fmul float %x, 0x3FF7154760000000
; FTZ-NEXT: [[R:%.*]] = call float @llvm.nvvm.ex2.approx.ftz.f32(float [[P]])
; NOFTZ-NEXT: [[R:%.*]] = call float @llvm.nvvm.ex2.approx.f32(float [[P]])
; CHECK-NEXT: ret float [[R]]
define internal float @__nv_expf(float %x) #0 {
  %r = call float @accurate(float %x)
  ret float %r
}

; CHECK-LABEL: define internal float @__nv_exp10f(float %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[P:%.*]] = fmul float %x, 0x400A934F00000000
; FTZ-NEXT: call float @llvm.nvvm.ex2.approx.ftz.f32(float [[P]])
; NOFTZ-NEXT: call float @llvm.nvvm.ex2.approx.f32(float [[P]])
define internal float @__nv_exp10f(float %x) #0 {
  %r = call float @accurate(float %x)
  ret float %r
}

; CHECK-LABEL: define internal float @__nv_log10f(float %x)
; CHECK-NEXT: entry:
; FTZ-NEXT: [[L:%.*]] = call float @llvm.nvvm.lg2.approx.ftz.f(float %x)
; NOFTZ-NEXT: [[L:%.*]] = call float @llvm.nvvm.lg2.approx.f(float %x)
; CHECK-NEXT: [[R:%.*]] = fmul float 0x3FD3441360000000, [[L]]
; CHECK-NEXT: ret float [[R]]
define internal float @__nv_log10f(float %x) #0 {
  %r = call float @accurate(float %x)
  ret float %r
}

; CHECK-LABEL: define internal float @__nv_powf(float %x, float %y)
; CHECK-NEXT: entry:
; FTZ-NEXT: [[L:%.*]] = call float @llvm.nvvm.lg2.approx.ftz.f(float %x)
; NOFTZ-NEXT: [[L:%.*]] = call float @llvm.nvvm.lg2.approx.f(float %x)
; CHECK-NEXT: [[P:%.*]] = fmul float %y, [[L]]
; FTZ-NEXT: [[R:%.*]] = call float @llvm.nvvm.ex2.approx.ftz.f32(float [[P]])
; NOFTZ-NEXT: [[R:%.*]] = call float @llvm.nvvm.ex2.approx.f32(float [[P]])
; CHECK-NEXT: ret float [[R]]
define internal float @__nv_powf(float %x, float %y) #0 {
  %r = call float @accurate2(float %x, float %y)
  ret float %r
}

; CHECK-LABEL: define internal float @__nv_tanf(float %x)
; CHECK-NEXT: entry:
; FTZ-NEXT: [[S:%.*]] = call float @llvm.nvvm.sin.approx.ftz.f(float %x)
; FTZ-NEXT: [[C:%.*]] = call float @llvm.nvvm.cos.approx.ftz.f(float %x)
; FTZ-NEXT: [[R:%.*]] = call float @llvm.nvvm.div.approx.ftz.f(float [[S]], float [[C]])
; NOFTZ-NEXT: [[S:%.*]] = call float @llvm.nvvm.sin.approx.f(float %x)
; NOFTZ-NEXT: [[C:%.*]] = call float @llvm.nvvm.cos.approx.f(float %x)
; NOFTZ-NEXT: [[R:%.*]] = call float @llvm.nvvm.div.approx.f(float [[S]], float [[C]])
; CHECK-NEXT: ret float [[R]]
define internal float @__nv_tanf(float %x) #0 {
  %r = call float @accurate(float %x)
  ret float %r
}

; CHECK-LABEL: define internal float @__nv_tanhf(float %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[R:%.*]] = call afn float @llvm.tanh.f32(float %x)
; CHECK-NEXT: ret float [[R]]
; SM70-LABEL: define internal float @__nv_tanhf(
; SM70-NEXT: call float @accurate(
define internal float @__nv_tanhf(float %x) #0 {
  %r = call float @accurate(float %x)
  ret float %r
}

; Not a libdevice function: untouched.
; CHECK-LABEL: define internal float @__nv_expf_like(
; CHECK-NEXT: call float @accurate(
define internal float @__nv_expf_like(float %x) #0 {
  %r = call float @accurate(float %x)
  ret float %r
}

; UNCHANGED-NOT: llvm.nvvm
; UNCHANGED-NOT: llvm.tanh

; O3-LABEL: define void @kernel(
; O3: fmul float %{{.*}}, 0x3FF7154760000000
; O3-NEXT: call float @llvm.nvvm.ex2.approx.ftz.f32(
; O3-NOT: call float @accurate
; O3: ret void
define void @kernel(ptr %out, float %x) #0 {
  %e = call float @__nv_expf(float %x)
  store float %e, ptr %out
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx90,+sm_90" }

!llvm.module.flags = !{!0}
!0 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
