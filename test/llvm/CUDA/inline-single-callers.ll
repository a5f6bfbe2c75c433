; Whole-program device code: an internal function whose one use is a direct
; call from another function is marked alwaysinline, whatever its size, as
; nvcc inlines it; the out-of-line copy then disappears, so no code is
; copied. Left alone: two calls, external linkage, the programmer's
; noinline (on the function or the call), optnone on either side, a use
; that is not the callee operand (address taken, passed as an argument),
; recursion (direct or through a cycle), declarations.
; RUN: %opt_scale -passes='cgscc(scale-inline-single-callers)' -S %s | FileCheck %s
; In the inliner's bottom-up walk (as in the device pipeline), the caller's
; SCC then inlines what the cost model refused ("function-inline-cost" stands
; for a large body).
; RUN: %opt_scale -passes='cgscc(inline)' -S %s | FileCheck %s --check-prefix=BEFORE
; RUN: %opt_scale -passes='cgscc(inline,scale-inline-single-callers)' -S %s \
; RUN:   | FileCheck %s --check-prefix=AFTER --implicit-check-not=@large \
; RUN:       --implicit-check-not=@leaf

target triple = "nvptx64-nvidia-cuda"

; CHECK: define internal float @large(ptr %p) #[[ALWAYS:[0-9]+]]
define internal float @large(ptr %p) "function-inline-cost"="100000" {
  %v = load float, ptr %p
  %w = call float @leaf(ptr %p)
  %s = fadd float %v, %w
  ret float %s
}

; Called once, from a function that is called once: both go inline.
; CHECK: define internal float @leaf(ptr %p) #[[ALWAYS]]
define internal float @leaf(ptr %p) "function-inline-cost"="100000" {
  %q = getelementptr float, ptr %p, i64 1
  %v = load float, ptr %q
  ret float %v
}

; BEFORE-LABEL: define ptx_kernel void @kernel(
; BEFORE: call float @large(
; AFTER-LABEL: define ptx_kernel void @kernel(
; AFTER: %v.i = load float, ptr %p
; AFTER: %v.i.i = load float, ptr %q.i.i
; AFTER: call float @marked_noinline(ptr %p)
define ptx_kernel void @kernel(ptr %p, ptr %q) {
  %v = call float @large(ptr %p)
  store float %v, ptr %q
  %a = call float @twice(ptr %p)
  %b = call float @twice(ptr %q)
  %c = call float @visible(ptr %p)
  %d = call float @marked_noinline(ptr %p)
  %e = call float @call_noinline(ptr %p) noinline
  %f = call float @optnone_callee(ptr %p)
  call void @optnone_caller(ptr %p)
  %g = call float @self(ptr %p, i32 4)
  %h = call float @cycle_a(ptr %p, i32 4)
  %i = call float @takes_function(ptr @as_argument)
  %j = call float @declared(ptr %p)
  store ptr @address_taken, ptr %q
  ret void
}

; CHECK: define internal float @twice(ptr %p) {
define internal float @twice(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

; CHECK: define float @visible(ptr %p) {
define float @visible(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

; CHECK: define internal float @marked_noinline(ptr %p) #[[NOINLINE:[0-9]+]]
define internal float @marked_noinline(ptr %p) noinline {
  %v = load float, ptr %p
  ret float %v
}

; CHECK: define internal float @call_noinline(ptr %p) {
define internal float @call_noinline(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

; CHECK: define internal float @optnone_callee(ptr %p) #[[OPTNONE:[0-9]+]]
define internal float @optnone_callee(ptr %p) noinline optnone {
  %v = load float, ptr %p
  ret float %v
}

; CHECK: define internal void @optnone_caller(ptr %p) #[[OPTNONE]]
define internal void @optnone_caller(ptr %p) noinline optnone {
  %v = call float @called_from_optnone(ptr %p)
  ret void
}

; CHECK: define internal float @called_from_optnone(ptr %p) {
define internal float @called_from_optnone(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

; One call from outside, one from itself: two uses.
; CHECK: define internal float @self(ptr %p, i32 %n) {
define internal float @self(ptr %p, i32 %n) {
  %done = icmp eq i32 %n, 0
  br i1 %done, label %base, label %recurse
base:
  %v = load float, ptr %p
  ret float %v
recurse:
  %m = sub i32 %n, 1
  %r = call float @self(ptr %p, i32 %m)
  ret float %r
}

; @cycle_b has one use, a call from @cycle_a, but is on a cycle of calls.
; CHECK: define internal float @cycle_a(ptr %p, i32 %n) {
; CHECK: define internal float @cycle_b(ptr %p, i32 %n) {
define internal float @cycle_a(ptr %p, i32 %n) {
  %done = icmp eq i32 %n, 0
  br i1 %done, label %base, label %recurse
base:
  %v = load float, ptr %p
  ret float %v
recurse:
  %m = sub i32 %n, 1
  %r = call float @cycle_b(ptr %p, i32 %m)
  ret float %r
}
define internal float @cycle_b(ptr %p, i32 %n) {
  %r = call float @cycle_a(ptr %p, i32 %n)
  ret float %r
}

; CHECK: define internal float @as_argument(ptr %p) {
define internal float @as_argument(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

; CHECK: define internal float @takes_function(ptr %f) #[[ALWAYS_PLAIN:[0-9]+]]
define internal float @takes_function(ptr %f) {
  %v = call float %f(ptr null)
  ret float %v
}

; CHECK: define internal float @address_taken(ptr %p) {
define internal float @address_taken(ptr %p) {
  %v = load float, ptr %p
  ret float %v
}

; CHECK: declare float @declared(ptr)
declare float @declared(ptr)

; CHECK-DAG: attributes #[[ALWAYS]] = { alwaysinline "function-inline-cost"="100000" }
; CHECK-DAG: attributes #[[ALWAYS_PLAIN]] = { alwaysinline }
; CHECK-DAG: attributes #[[NOINLINE]] = { noinline }
; CHECK-DAG: attributes #[[OPTNONE]] = { noinline optnone }
