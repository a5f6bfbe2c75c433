; Every direct call of a device function no larger than the bound
; (-scale-inline-max-callee-instructions, its instructions once its own
; calls are inlined) is marked alwaysinline, however many calls there are,
; as nvcc inlines them. Left alone: a larger callee, the programmer's
; noinline (on the function or the call), optnone callers, recursion
; (direct and mutual), interposable and declared functions, and uses that
; are not calls of the function.
; RUN: %opt_scale -passes='cgscc(scale-inline-device-calls)' \
; RUN:   -scale-inline-max-callee-instructions=6 -S %s | FileCheck %s
; The default bound is 16,000 instructions (Inputs/bound-callees.py: a
; kernel calling a function of 16,000 and one of 16,001).
; RUN: %python %S/Inputs/bound-callees.py > %t.bounds.ll
; RUN: %opt_scale -passes='cgscc(scale-inline-device-calls)' -S %t.bounds.ll \
; RUN:   | FileCheck %s --check-prefix=DEFAULT
; DEFAULT-LABEL: define ptx_kernel void @bounds(
; DEFAULT: call void @largest(ptr %p) #[[ALWAYS:[0-9]+]]
; DEFAULT: call void @large(ptr %p){{$}}
; DEFAULT-DAG: attributes #[[ALWAYS]] = { alwaysinline }
; A bound of 0 marks nothing.
; RUN: %opt_scale -passes='cgscc(scale-inline-device-calls)' \
; RUN:   -scale-inline-max-callee-instructions=0 -S %s \
; RUN:   | FileCheck %s --check-prefix=NONE --implicit-check-not=alwaysinline
; In the inliner's bottom-up walk (as in the device pipeline), the callers'
; SCCs then inline what the cost model refused ("function-inline-cost"
; stands for a large body): both kernels, no call left; and SROA takes the
; local array that a call was given out of memory.
; RUN: %opt_scale -passes='cgscc(inline),function(sroa)' -S %s \
; RUN:   | FileCheck %s --check-prefix=BEFORE
; RUN: %opt_scale -passes='cgscc(inline,scale-inline-device-calls),function(sroa)' \
; RUN:   -scale-inline-max-callee-instructions=6 -S %s \
; RUN:   | FileCheck %s --check-prefix=AFTER

target triple = "nvptx64-nvidia-cuda"

; Six instructions: at the bound.
define void @helper(ptr %in, ptr %out) "function-inline-cost"="100000" {
  %a = load float, ptr %in
  %q = getelementptr float, ptr %in, i64 1
  %b = load float, ptr %q
  %s = fadd float %a, %b
  store float %s, ptr %out
  ret void
}

; Seven instructions: above it.
define internal void @larger(ptr %in, ptr %out) "function-inline-cost"="100000" {
  %a = load float, ptr %in
  %q = getelementptr float, ptr %in, i64 1
  %b = load float, ptr %q
  %s = fadd float %a, %b
  %t = fmul float %s, %s
  store float %t, ptr %out
  ret void
}

; CHECK-LABEL: define ptx_kernel void @first(
; CHECK: call void @helper(ptr %in, ptr %out) #[[ALWAYS:[0-9]+]]
; CHECK: call void @helper(ptr %out, ptr %in) #[[ALWAYS]]
; CHECK: call void @larger(ptr %in, ptr %out){{$}}
; CHECK: call void @helper(ptr %in, ptr %in) #[[NOINLINE:[0-9]+]]
; CHECK: call void @marked_noinline(ptr %in){{$}}
; CHECK: call void @declared(ptr %in){{$}}
; CHECK: call void @interposable(ptr %in){{$}}
; CHECK: call void @self(ptr %in, i32 4){{$}}
; CHECK: call void @ping(ptr %in, i32 4){{$}}
; CHECK: call void @takes(ptr @helper){{$}}
; NONE-LABEL: define ptx_kernel void @first(
; NONE: call void @helper(ptr %in, ptr %out){{$}}
; BEFORE-LABEL: define ptx_kernel void @first(
; BEFORE: call void @helper(ptr %in, ptr %out)
; AFTER-LABEL: define ptx_kernel void @first(
; AFTER-NOT: call void @helper(ptr %in, ptr %out)
; AFTER: call void @larger(
define ptx_kernel void @first(ptr %in, ptr %out) {
  call void @helper(ptr %in, ptr %out)
  call void @helper(ptr %out, ptr %in)
  call void @larger(ptr %in, ptr %out)
  call void @helper(ptr %in, ptr %in) noinline
  call void @marked_noinline(ptr %in)
  call void @declared(ptr %in)
  call void @interposable(ptr %in)
  call void @self(ptr %in, i32 4)
  call void @ping(ptr %in, i32 4)
  call void @takes(ptr @helper)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @second(
; CHECK: call void @helper(ptr %out, ptr %out) #[[ALWAYS]]
; BEFORE-LABEL: define ptx_kernel void @second(
; BEFORE: call void @helper(
; AFTER-LABEL: define ptx_kernel void @second(
; AFTER-NOT: call void @helper(
; AFTER: ret void
define ptx_kernel void @second(ptr %in, ptr %out) {
  call void @helper(ptr %out, ptr %out)
  ret void
}

; A local array given to the helper, through GEPs and an address-space
; round trip.
; CHECK-LABEL: define ptx_kernel void @localArray(
; CHECK: call void @helper(ptr %y, ptr %out) #[[ALWAYS]]
; CHECK: call void @helper(ptr %cast, ptr %out) #[[ALWAYS]]
; BEFORE-LABEL: define ptx_kernel void @localArray(
; BEFORE: alloca [4 x float]
; BEFORE: call void @helper(
; AFTER-LABEL: define ptx_kernel void @localArray(
; AFTER-NOT: alloca
; AFTER-NOT: call void @helper(
; AFTER: ret void
define ptx_kernel void @localArray(ptr %in, ptr %out) {
  %y = alloca [4 x float]
  %v = load float, ptr %in
  store float %v, ptr %y
  %y1 = getelementptr float, ptr %y, i64 1
  store float %v, ptr %y1
  call void @helper(ptr %y, ptr %out)
  %local = addrspacecast ptr %y to ptr addrspace(5)
  %cast = addrspacecast ptr addrspace(5) %local to ptr
  call void @helper(ptr %cast, ptr %out)
  ret void
}

; CHECK-LABEL: define void @optnoneCaller(
; CHECK: call void @helper(ptr %p, ptr %p){{$}}
define void @optnoneCaller(ptr %p) noinline optnone {
  call void @helper(ptr %p, ptr %p)
  ret void
}

define internal void @marked_noinline(ptr %p) noinline {
  store float 0.0, ptr %p
  ret void
}

declare void @declared(ptr)

declare void @takes(ptr)

define weak void @interposable(ptr %p) {
  store float 0.0, ptr %p
  ret void
}

define internal void @self(ptr %p, i32 %n) {
  %done = icmp eq i32 %n, 0
  br i1 %done, label %exit, label %again
again:
  %m = sub i32 %n, 1
  call void @self(ptr %p, i32 %m)
  br label %exit
exit:
  ret void
}

define internal void @ping(ptr %p, i32 %n) {
  %done = icmp eq i32 %n, 0
  br i1 %done, label %exit, label %again
again:
  %m = sub i32 %n, 1
  call void @pong(ptr %p, i32 %m)
  br label %exit
exit:
  ret void
}

define internal void @pong(ptr %p, i32 %n) {
  call void @ping(ptr %p, i32 %n)
  ret void
}

; CHECK-DAG: attributes #[[ALWAYS]] = { alwaysinline }
; CHECK-DAG: attributes #[[NOINLINE]] = { noinline }
