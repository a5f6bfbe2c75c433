; nvcc's --keep-device-functions: whole-program device code keeps the
; functions with external linkage in C++ external, inline functions and
; template instantiations (linkonce, which may be dropped once inlined)
; made weak so that they stay; internal ones (`static`, libdevice's) stay
; internal. Without the option every one of them becomes internal.
; RUN: %opt_scale -passes='scale-internalize-device-functions<keep-external>,globaldce' -S %s \
; RUN:   | FileCheck %s --check-prefix=KEEP
; RUN: %opt_scale -passes='scale-internalize-device-functions,globaldce' -S %s \
; RUN:   | FileCheck %s --check-prefix=WHOLE

target triple = "nvptx64-nvidia-cuda"

; KEEP-DAG: define float @external(
; KEEP-DAG: define weak_odr float @inlined(
; KEEP-DAG: define weak float @selectany(
; KEEP-DAG: define weak_odr float @instantiated(
; KEEP-DAG: define internal float @internal(
; WHOLE-DAG: define internal float @external(
; WHOLE-DAG: define internal float @inlined(
; WHOLE-DAG: define internal float @selectany(
; WHOLE-DAG: define internal float @instantiated(
; WHOLE-DAG: define internal float @internal(
; KEEP-DAG: define ptx_kernel void @kernel(
; WHOLE-DAG: define ptx_kernel void @kernel(

define float @external(float %x) {
  ret float %x
}
define linkonce_odr float @inlined(float %x) {
  ret float %x
}
define linkonce float @selectany(float %x) {
  ret float %x
}
define weak_odr float @instantiated(float %x) {
  ret float %x
}
define internal float @internal(float %x) {
  ret float %x
}
define ptx_kernel void @kernel(ptr %out, float %x) {
  %a = call float @external(float %x)
  %b = call float @inlined(float %a)
  %c = call float @selectany(float %b)
  %d = call float @instantiated(float %c)
  %e = call float @internal(float %d)
  store float %e, ptr %out
  ret void
}
