; MarkCacheHintsPass: every call of Clang's pass-through
; __nv_associate_access_property becomes the opaque marker
; __scale_l2_cache_hint(ptr, i64 policy), which inlining cannot see through;
; outside NVPTX modules nothing changes.
; RUN: %opt_scale -passes=scale-mark-cache-hints -S %s | FileCheck %s
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-pc-linux-gnu/' %s \
; RUN:   | %opt_scale -passes=scale-mark-cache-hints -S | FileCheck %s --check-prefix=HOST

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; HOST-NOT: __scale_l2_cache_hint

define linkonce_odr ptr @_Z30__nv_associate_access_propertyPKvy(ptr %p, i64 %policy) {
  ret ptr %p
}

; CHECK-LABEL: define ptr @associate(
; CHECK-NEXT:    %hinted = call ptr @__scale_l2_cache_hint(ptr %p, i64 %policy)
; CHECK-NEXT:    ret ptr %hinted
; HOST-LABEL: define ptr @associate(
; HOST-NEXT:     call ptr @_Z30__nv_associate_access_propertyPKvy(
define ptr @associate(ptr %p, i64 %policy) {
  %hinted = call ptr @_Z30__nv_associate_access_propertyPKvy(ptr %p, i64 %policy)
  ret ptr %hinted
}

; Other functions that take and return a pointer are not markers.
; CHECK-LABEL: define ptr @other(
; CHECK-NEXT:    call ptr @identity(ptr %p, i64 1)
declare ptr @identity(ptr, i64)
define ptr @other(ptr %p) {
  %q = call ptr @identity(ptr %p, i64 1)
  ret ptr %q
}

; CHECK: declare ptr @__scale_l2_cache_hint(ptr, i64) #[[#MARKER:]]
; CHECK: attributes #[[#MARKER]] = { nosync nounwind willreturn memory(none) }
