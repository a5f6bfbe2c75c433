; A load or store through a select of a __shared and a __device pointer
; (two loads that SimplifyCFG merged) is done under the select's condition
; in two blocks, one per space, the loaded values meeting in a phi: exactly
; one access executes, where the original did. A kernel's by-value
; parameter (NVPTX's parameter space) or a local variable counts as a space
; of its own: CUTLASS's epilogue reads `alpha_ptr ? *alpha_ptr :
; params.alpha`. Selects of one space, of an unknown pointer, and volatile
; accesses stay.
; RUN: %opt_scale -passes=scale-split-space-selects -S %s | FileCheck %s
; RUN: %opt_scale -passes='scale-addrspace-pipeline<whole-program>' -S %s | FileCheck %s --check-prefix=PIPE

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4
@other = internal addrspace(3) global [64 x float] undef, align 4

; CHECK-LABEL: define float @load_choice(
; CHECK:         br i1 %c, label %[[THEN:.*]], label %[[ELSE:.*]]
; CHECK:       [[THEN]]:
; CHECK-NEXT:    %[[P1:.*]] = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i
; CHECK-NEXT:    %[[V1:.*]] = load float, ptr %[[P1]], align 4, !tbaa
; CHECK:       [[ELSE]]:
; CHECK-NEXT:    %[[P2:.*]] = getelementptr inbounds float, ptr %in, i64 %i
; CHECK-NEXT:    %[[V2:.*]] = load float, ptr %[[P2]], align 4, !tbaa
; CHECK:         %v = phi float [ %[[V1]], %[[THEN]] ], [ %[[V2]], %[[ELSE]] ]
; CHECK-NEXT:    ret float %v
; PIPE-LABEL: define float @load_choice(
; PIPE:         load float, ptr addrspace(3)
; PIPE:         load float, ptr addrspace(1)
define float @load_choice(ptr addrspace(1) %g, i1 %c, i64 %i) {
  %in = addrspacecast ptr addrspace(1) %g to ptr
  %base = select i1 %c, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %in
  %p = getelementptr inbounds float, ptr %base, i64 %i
  %v = load float, ptr %p, align 4, !tbaa !0
  ret float %v
}

; CHECK-LABEL: define void @store_choice(
; CHECK:         store float %x, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
; CHECK:         store float %x, ptr %in
; CHECK-NOT:     select
define void @store_choice(ptr addrspace(1) %g, i1 %c, float %x) {
  %in = addrspacecast ptr addrspace(1) %g to ptr
  %p = select i1 %c, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %in
  store float %x, ptr %p
  ret void
}

%struct.Params = type { float, float, ptr }

; CHECK-LABEL: define ptx_kernel void @parameter_or_global(
; CHECK:         br i1 %null, label %[[THEN:.*]], label %[[ELSE:.*]]
; CHECK:       [[THEN]]:
; CHECK-NEXT:    %[[V1:.*]] = load float, ptr %alpha, align 4
; CHECK:       [[ELSE]]:
; CHECK-NEXT:    %[[V2:.*]] = load float, ptr %ptr, align 4
; CHECK:         %v = phi float [ %[[V1]], %[[THEN]] ], [ %[[V2]], %[[ELSE]] ]
; PIPE-LABEL: define ptx_kernel void @parameter_or_global(
; PIPE:         load float, ptr %alpha
; PIPE:         load float, ptr addrspace(1)
define ptx_kernel void @parameter_or_global(ptr byval(%struct.Params) align 8 "nvvm.grid_constant" %params, ptr %out) {
  %alpha = getelementptr inbounds nuw i8, ptr %params, i64 4
  %ptr.addr = getelementptr inbounds nuw i8, ptr %params, i64 8
  %ptr = load ptr, ptr %ptr.addr, align 8
  %null = icmp eq ptr %ptr, null
  %choice = select i1 %null, ptr %alpha, ptr %ptr
  %v = load float, ptr %choice, align 4
  store float %v, ptr %out, align 4
  ret void
}

; A local variable and a global pointer.
; CHECK-LABEL: define float @local_or_global(
; CHECK:         br i1 %c
; CHECK:         load float, ptr %slot
; CHECK:         load float, ptr %in
; CHECK-NOT:     select
define float @local_or_global(ptr addrspace(1) %g, i1 %c, float %x) {
  %slot = alloca float, align 4
  store volatile float %x, ptr %slot
  %in = addrspacecast ptr addrspace(1) %g to ptr
  %p = select i1 %c, ptr %slot, ptr %in
  %v = load float, ptr %p
  ret float %v
}

; CHECK-LABEL: define float @unchanged(
; CHECK-NOT:     br
; CHECK:         %a = load float, ptr %same
; CHECK:         %b = load float, ptr %unknown
; CHECK:         %v = load volatile float, ptr %mixed
; CHECK:         %w = load float, ptr %shared_offset
; CHECK:         ret float
define float @unchanged(ptr addrspace(1) %g, ptr %q, i1 %c, i64 %i) {
  %in = addrspacecast ptr addrspace(1) %g to ptr
  %same = select i1 %c, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspacecast (ptr addrspace(3) @other to ptr)
  %a = load float, ptr %same
  %unknown = select i1 %c, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %q
  %b = load float, ptr %unknown
  %mixed = select i1 %c, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %in
  %v = load volatile float, ptr %mixed
  ; The offset is used twice: left (its other user needs the select).
  %shared_offset = getelementptr float, ptr %mixed, i64 %i
  %w = load float, ptr %shared_offset
  %x = ptrtoint ptr %shared_offset to i64
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %v
  %s3 = fadd float %s2, %w
  ret float %s3
}

!0 = !{!1, !1, i64 0}
!1 = !{!"float", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C++ TBAA"}
