; LowerCacheHintsPass: loads and stores through a pointer that derives from
; a marker (through GEPs, phis, selects of one policy, calls) become
; ld/st.global.L2::cache_hint with the marker's policy; the markers go.
; RUN: %opt_scale -passes=scale-lower-cache-hints -S %s | FileCheck %s --check-prefixes=CHECK,TU
; RUN: %opt_scale -passes='scale-lower-cache-hints<whole-program>' -S %s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,WHOLE
; RUN: %opt_scale -passes=scale-lower-cache-hints %s \
; RUN:   | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx88 | FileCheck %s --check-prefix=PTX
; RUN: %opt_scale -passes=scale-lower-cache-hints -pass-remarks=scale-cache-hints \
; RUN:   -pass-remarks-missed=scale-cache-hints -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
;
; REMARK: remark: <unknown>:0:0: 'load_and_store': 1 loads and 1 stores with an L2 cache hint
; REMARK: remark: <unknown>:0:0: 'small_and_wide': 3 loads and 1 stores with an L2 cache hint
; REMARK-COUNT-2: remark: <unknown>:0:0: load through an annotated pointer has no L2 cache hint: volatile and atomic accesses have no hinted form
; REMARK-COUNT-2: remark: <unknown>:0:0: load through an annotated pointer has no L2 cache hint: only aligned accesses of 1, 2, 4, 8 or 16 bytes of integers and floating-point values have one
; REMARK: remark: <unknown>:0:0: 'internal_helper': 1 loads and 0 stores with an L2 cache hint

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-NOT: __scale_l2_cache_hint
declare ptr @__scale_l2_cache_hint(ptr, i64) memory(none) nounwind willreturn
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

@tile = internal addrspace(3) global [64 x float] poison

; CHECK-LABEL: define void @load_and_store(
; CHECK:         %[[IN:.*]] = addrspacecast ptr %a to ptr addrspace(1)
; CHECK-NEXT:    %[[V:.*]] = call i32 asm "ld.global.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l,~{memory}"(ptr addrspace(1) %[[IN]], i64 7)
; CHECK-NEXT:    %v = bitcast i32 %[[V]] to float
; CHECK:         call void asm sideeffect "st.global.L2::cache_hint.b32 [$0], $1, $2;", "l,r,l,~{memory}"(ptr addrspace(1) %{{.*}}, i32 %{{.*}}, i64 9)
; PTX-LABEL: .visible .func load_and_store(
; PTX:         ld.global.L2::cache_hint.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; PTX:         st.global.L2::cache_hint.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}};
define void @load_and_store(ptr %in, ptr %out, i64 %i) #0 {
  %p = call ptr @__scale_l2_cache_hint(ptr %in, i64 7)
  %a = getelementptr inbounds float, ptr %p, i64 %i
  %v = load float, ptr %a, align 4
  %q = call ptr @__scale_l2_cache_hint(ptr %out, i64 9)
  %b = getelementptr inbounds float, ptr %q, i64 %i
  store float %v, ptr %b, align 4
  ret void
}

; A global pointer needs no cast; a runtime policy is used as it is.
; CHECK-LABEL: define float @global_pointer_runtime_policy(
; CHECK:         call i32 asm "ld.global.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l,~{memory}"(ptr addrspace(1) %g, i64 %policy)
define float @global_pointer_runtime_policy(ptr %in, i64 %policy) #0 {
  %p = call ptr @__scale_l2_cache_hint(ptr %in, i64 %policy)
  %g = addrspacecast ptr %p to ptr addrspace(1)
  %v = load float, ptr addrspace(1) %g, align 4
  ret float %v
}

; 16 bytes aligned to 16: four 32-bit elements, as nvcc.
; CHECK-LABEL: define void @vector(
; CHECK:         call { i32, i32, i32, i32 } asm "ld.global.L2::cache_hint.v4.b32 {$0, $1, $2, $3}, [$4], $5;", "=r,=r,=r,=r,l,l,~{memory}"(ptr addrspace(1) %{{.*}}, i64 3)
; CHECK:         call void asm sideeffect "st.global.L2::cache_hint.v4.b32 [$0], {$1, $2, $3, $4}, $5;", "l,r,r,r,r,l,~{memory}"(ptr addrspace(1) %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i64 3)
; PTX-LABEL: .visible .func vector(
; PTX:         ld.global.L2::cache_hint.v4.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; PTX:         st.global.L2::cache_hint.v4.b32 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}};
define void @vector(ptr %in, ptr %out) #0 {
  %p = call ptr @__scale_l2_cache_hint(ptr %in, i64 3)
  %q = call ptr @__scale_l2_cache_hint(ptr %out, i64 3)
  %v = load <4 x float>, ptr %p, align 16
  store <4 x float> %v, ptr %q, align 16
  ret void
}

; Neighbouring scalar loads are merged first (as NVPTX's back end would).
; CHECK-LABEL: define float @merged(
; CHECK:         asm "ld.global.L2::cache_hint.v4.b32
; CHECK-NOT:     asm
define float @merged(ptr %in) #0 {
  %p = call ptr @__scale_l2_cache_hint(ptr %in, i64 3)
  %p1 = getelementptr inbounds i8, ptr %p, i64 4
  %p2 = getelementptr inbounds i8, ptr %p, i64 8
  %p3 = getelementptr inbounds i8, ptr %p, i64 12
  %x = load float, ptr %p, align 16
  %y = load float, ptr %p1, align 4
  %z = load float, ptr %p2, align 8
  %w = load float, ptr %p3, align 4
  %s1 = fadd float %x, %y
  %s2 = fadd float %s1, %z
  %s3 = fadd float %s2, %w
  ret float %s3
}

; A struct copy (float4 in CUDA) is a memcpy: it becomes hinted accesses on
; the side with a policy.
; CHECK-LABEL: define void @copy(
; CHECK:         asm "ld.global.L2::cache_hint.v4.b32
; CHECK-NOT:     asm
; CHECK:         store <4 x i32> %{{.*}}, ptr %out, align 16
define void @copy(ptr %in, ptr %out) #0 {
  %p = call ptr @__scale_l2_cache_hint(ptr %in, i64 3)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %out, ptr align 16 %p, i64 16, i1 false)
  ret void
}

; Bytes live in 16-bit registers; half and double by their size.
; CHECK-LABEL: define double @small_and_wide(
; CHECK:         %[[B:.*]] = call i16 asm "ld.global.L2::cache_hint.u8 $0, [$1], $2;", "=h,l,l,~{memory}"
; CHECK-NEXT:    trunc i16 %[[B]] to i8
; CHECK:         asm sideeffect "st.global.L2::cache_hint.u8 [$0], $1, $2;", "l,h,l,~{memory}"
; CHECK:         asm "ld.global.L2::cache_hint.b16 $0, [$1], $2;", "=h,l,l,~{memory}"
; CHECK:         asm "ld.global.L2::cache_hint.b64 $0, [$1], $2;", "=l,l,l,~{memory}"
; PTX-LABEL: .visible .func {{.*}}small_and_wide(
; PTX:         ld.global.L2::cache_hint.u8 %rs{{[0-9]+}}
; PTX:         st.global.L2::cache_hint.u8 [%rd{{[0-9]+}}], %rs{{[0-9]+}}
; PTX:         ld.global.L2::cache_hint.b16 %rs{{[0-9]+}}
; PTX:         ld.global.L2::cache_hint.b64 %rd{{[0-9]+}}
define double @small_and_wide(ptr %in) #0 {
  %p = call ptr @__scale_l2_cache_hint(ptr %in, i64 5)
  %c = load i8, ptr %p, align 1
  %c1 = add i8 %c, 1
  store i8 %c1, ptr %p, align 1
  %ph = getelementptr inbounds i8, ptr %p, i64 2
  %h = load half, ptr %ph, align 2
  %pd = getelementptr inbounds i8, ptr %p, i64 8
  %d = load double, ptr %pd, align 8
  %hd = fpext half %h to double
  %r = fadd double %d, %hd
  ret double %r
}

; A grid-stride loop: the pointer is a phi of the marker and itself.
; CHECK-LABEL: define void @loop(
; CHECK:       loop:
; CHECK:         asm "ld.global.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l,~{memory}"(ptr addrspace(1) %{{.*}}, i64 11)
define void @loop(ptr %in, ptr %out, i64 %n) #0 {
entry:
  %p = call ptr @__scale_l2_cache_hint(ptr %in, i64 11)
  br label %loop
loop:
  %cur = phi ptr [ %p, %entry ], [ %next, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %v = load float, ptr %cur, align 4
  %o = getelementptr inbounds float, ptr %out, i64 %i
  store float %v, ptr %o, align 4
  %next = getelementptr inbounds float, ptr %cur, i64 1
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; CHECK-LABEL: define float @select_one_policy(
; CHECK:         asm "ld.global.L2::cache_hint.b32 {{.*}}i64 11)
define float @select_one_policy(ptr %a, ptr %b, i1 %c) #0 {
  %pa = call ptr @__scale_l2_cache_hint(ptr %a, i64 11)
  %pb = call ptr @__scale_l2_cache_hint(ptr %b, i64 11)
  %p = select i1 %c, ptr %pa, ptr %pb
  %v = load float, ptr %p, align 4
  ret float %v
}

; annotated_ptr::get(): null, or the pointer with its policy.
; CHECK-LABEL: define float @null_or_hinted(
; CHECK:         asm "ld.global.L2::cache_hint.b32 {{.*}}i64 11)
define float @null_or_hinted(ptr %a) #0 {
  %pa = call ptr @__scale_l2_cache_hint(ptr %a, i64 11)
  %isnull = icmp eq ptr %a, null
  %p = select i1 %isnull, ptr null, ptr %pa
  %v = load float, ptr %p, align 4
  ret float %v
}

; Two policies, or a pointer without one, meet: no hint.
; CHECK-LABEL: define float @select_two_policies(
; CHECK-NOT:     asm
; CHECK:         load float, ptr %p, align 4
; CHECK:         load float, ptr %q, align 4
define float @select_two_policies(ptr %a, ptr %b, i1 %c) #0 {
  %pa = call ptr @__scale_l2_cache_hint(ptr %a, i64 11)
  %pb = call ptr @__scale_l2_cache_hint(ptr %b, i64 12)
  %p = select i1 %c, ptr %pa, ptr %pb
  %v = load float, ptr %p, align 4
  %q = select i1 %c, ptr %pa, ptr %b
  %w = load float, ptr %q, align 4
  %r = fadd float %v, %w
  ret float %r
}

; A __shared pointer, volatile and atomic accesses, pointers, accesses not
; aligned to their size, and accesses without a marker stay plain.
; CHECK-LABEL: define float @plain(
; CHECK-NOT:     asm
; CHECK:         %s = load float, ptr %shared, align 4
; CHECK:         %v = load volatile float, ptr %in, align 4
; CHECK:         %a = load atomic float, ptr %in monotonic, align 4
; CHECK:         %pp = load ptr, ptr %in, align 8
; CHECK:         %u = load <4 x float>, ptr %in, align 4
; CHECK:         %i = load float, ptr %in, align 4
define float @plain(ptr %in) #0 {
  %shared = addrspacecast ptr addrspace(3) @tile to ptr
  %ps = call ptr @__scale_l2_cache_hint(ptr %shared, i64 11)
  %s = load float, ptr %ps, align 4
  %p = call ptr @__scale_l2_cache_hint(ptr %in, i64 11)
  %v = load volatile float, ptr %p, align 4
  %a = load atomic float, ptr %p monotonic, align 4
  %pp = load ptr, ptr %p, align 8
  %u = load <4 x float>, ptr %p, align 4
  %u0 = extractelement <4 x float> %u, i64 0
  %i = load float, ptr %in, align 4
  %r1 = fadd float %s, %v
  %r2 = fadd float %r1, %a
  %r3 = fadd float %r2, %u0
  %r4 = fadd float %r3, %i
  store ptr %pp, ptr %in, align 8
  ret float %r4
}

; Before sm_80 there is no `.L2::cache_hint`: the marker is only removed.
; CHECK-LABEL: define float @sm75(
; CHECK-NEXT:    load float, ptr %in, align 4
define float @sm75(ptr %in) #1 {
  %p = call ptr @__scale_l2_cache_hint(ptr %in, i64 11)
  %v = load float, ptr %p, align 4
  ret float %v
}

; A function only calls reach takes the one constant policy of its callers'
; arguments: an internal one always, an external one in a whole program.
; CHECK-LABEL: define internal float @internal_helper(
; CHECK:         asm "ld.global.L2::cache_hint.b32 {{.*}}i64 13)
; CHECK-LABEL: define float @external_helper(
; TU-NOT:        asm
; TU:            load float, ptr %p, align 4
; WHOLE:         asm "ld.global.L2::cache_hint.b32 {{.*}}i64 13)
; CHECK-LABEL: define float @helper_callers(
define internal float @internal_helper(ptr %p) #0 {
  %v = load float, ptr %p, align 4
  ret float %v
}
define float @external_helper(ptr %p) #0 {
  %v = load float, ptr %p, align 4
  ret float %v
}
define float @helper_callers(ptr %a, ptr %b) #0 {
  %pa = call ptr @__scale_l2_cache_hint(ptr %a, i64 13)
  %pb = call ptr @__scale_l2_cache_hint(ptr %b, i64 13)
  %x = call float @internal_helper(ptr %pa)
  %y = call float @internal_helper(ptr %pb)
  %z = call float @external_helper(ptr %pa)
  %w = call float @external_helper(ptr %pa)
  %r1 = fadd float %x, %y
  %r2 = fadd float %r1, %z
  %r3 = fadd float %r2, %w
  ret float %r3
}

; Callers that disagree leave the helper plain.
; CHECK-LABEL: define internal float @disputed_helper(
; CHECK-NOT:     asm
; CHECK:         load float, ptr %p, align 4
define internal float @disputed_helper(ptr %p) #0 {
  %v = load float, ptr %p, align 4
  ret float %v
}
define float @disputed_callers(ptr %a, ptr %b) #0 {
  %pa = call ptr @__scale_l2_cache_hint(ptr %a, i64 13)
  %x = call float @disputed_helper(ptr %pa)
  %y = call float @disputed_helper(ptr %b)
  %r = fadd float %x, %y
  ret float %r
}

; A returned pointer carries its policy to the caller's accesses.
; CHECK-LABEL: define float @returned_caller(
; CHECK:         asm "ld.global.L2::cache_hint.b32 {{.*}}i64 17)
define internal ptr @hinted_element(ptr %in, i64 %i) #0 {
  %p = call ptr @__scale_l2_cache_hint(ptr %in, i64 17)
  %e = getelementptr inbounds float, ptr %p, i64 %i
  ret ptr %e
}
define float @returned_caller(ptr %in) #0 {
  %e = call ptr @hinted_element(ptr %in, i64 2)
  %v = load float, ptr %e, align 4
  ret float %v
}

; Kernels' parameters come from the host: never a caller's policy.
; CHECK-LABEL: define ptx_kernel void @kernel(
; CHECK-NOT:     asm
define ptx_kernel void @kernel(ptr %p) #0 {
  store float 0.0, ptr %p, align 4
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" }
