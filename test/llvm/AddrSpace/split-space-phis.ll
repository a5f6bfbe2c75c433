; An access through a phi of pointers into different spaces (the lvalue
; `cond ? A[i] : shared[j]`, whose two addresses Clang computes in the two
; arms and meets in a phi; Parboil's stencil: four generic loads, nvcc 0)
; is done at the end of each incoming block instead, an edge from a block
; with another successor split first: each copy runs exactly on the path
; where the original ran, and InferAddressSpaces gives each its space.
; Loads meet in a phi. Left alone: something between the phi and the
; access that writes memory (or, for a store, reads it), an index computed
; in the access's block, a phi of one space, a volatile access.
; RUN: %opt_scale -passes=scale-split-space-selects -S %s | FileCheck %s
; RUN: %opt_scale -passes='scale-addrspace-pipeline<whole-program>' -S %s | FileCheck %s --check-prefix=PIPE

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

; The triangle that Clang makes of `c ? in[i] : tile[j]`: the shared
; address comes from the block that also branches to the global arm.
; CHECK-LABEL: define float @triangle(
; CHECK:       entry:
; CHECK-NEXT:    %shared = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %j
; CHECK-NEXT:    br i1 %c, label %global, label %[[EDGE:.*]]
; CHECK:       [[EDGE]]:
; CHECK-NEXT:    %[[S:.*]] = load float, ptr %shared, align 4
; CHECK-NEXT:    br label %join
; CHECK:       global:
; CHECK:         %[[G:.*]] = load float, ptr %gp, align 4
; CHECK-NEXT:    br label %join
; CHECK:       join:
; CHECK-NEXT:    %v = phi float [ %[[G]], %global ], [ %[[S]], %[[EDGE]] ]
; CHECK-NOT:     load
; CHECK:         ret float
; PIPE-LABEL: define float @triangle(
; PIPE:         load float, ptr addrspace(3)
; PIPE:         load float, ptr addrspace(1)
; PIPE-NOT:     load float, ptr %
define float @triangle(ptr addrspace(1) %g, i1 %c, i64 %i, i64 %j) {
entry:
  %shared = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %j
  br i1 %c, label %global, label %join
global:
  %gep = getelementptr inbounds float, ptr addrspace(1) %g, i64 %i
  %gp = addrspacecast ptr addrspace(1) %gep to ptr
  br label %join
join:
  %p = phi ptr [ %gp, %global ], [ %shared, %entry ]
  %add = add i64 %i, 1
  %v = load float, ptr %p, align 4
  %r = fadd float %v, 1.0
  ret float %r
}

; A store, through a GEP whose index is computed before the phi's block.
; PIPE-LABEL: define void @store_diamond(
; PIPE:         store float %x, ptr addrspace(1)
; PIPE:         store float %x, ptr addrspace(3)
; PIPE-LABEL: define float @store_between(
; CHECK-LABEL: define void @store_diamond(
; CHECK:       left:
; CHECK:         %[[P1:.*]] = getelementptr inbounds float, ptr %gp, i64 %k
; CHECK-NEXT:    store float %x, ptr %[[P1]], align 4
; CHECK:       right:
; CHECK-NEXT:    %[[P2:.*]] = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %k
; CHECK-NEXT:    store float %x, ptr %[[P2]], align 4
; CHECK:       join:
; CHECK-NEXT:    ret void
define void @store_diamond(ptr addrspace(1) %g, i1 %c, i64 %k, float %x) {
entry:
  br i1 %c, label %left, label %right
left:
  %gp = addrspacecast ptr addrspace(1) %g to ptr
  br label %join
right:
  br label %join
join:
  %p = phi ptr [ %gp, %left ], [ addrspacecast (ptr addrspace(3) @tile to ptr), %right ]
  %q = getelementptr inbounds float, ptr %p, i64 %k
  store float %x, ptr %q, align 4
  ret void
}

; A store between the phi and the load: the load stays.
; CHECK-LABEL: define float @store_between(
; CHECK:       join:
; CHECK-NEXT:    %p = phi ptr
; CHECK-NEXT:    store float 0.000000e+00, ptr addrspace(1) %g
; CHECK-NEXT:    %v = load float, ptr %p
define float @store_between(ptr addrspace(1) %g, i1 %c) {
entry:
  br i1 %c, label %left, label %join
left:
  %gp = addrspacecast ptr addrspace(1) %g to ptr
  br label %join
join:
  %p = phi ptr [ %gp, %left ], [ addrspacecast (ptr addrspace(3) @tile to ptr), %entry ]
  store float 0.0, ptr addrspace(1) %g
  %v = load float, ptr %p, align 4
  ret float %v
}

; The index is computed in the access's block: the load stays.
; CHECK-LABEL: define float @index_in_block(
; CHECK:       join:
; CHECK:         %v = load float, ptr %q
define float @index_in_block(ptr addrspace(1) %g, i1 %c, i64 %i) {
entry:
  br i1 %c, label %left, label %join
left:
  %gp = addrspacecast ptr addrspace(1) %g to ptr
  br label %join
join:
  %p = phi ptr [ %gp, %left ], [ addrspacecast (ptr addrspace(3) @tile to ptr), %entry ]
  %k = add i64 %i, 1
  %q = getelementptr inbounds float, ptr %p, i64 %k
  %v = load float, ptr %q, align 4
  ret float %v
}

; One space, and a volatile load: nothing to split.
; CHECK-LABEL: define float @one_space(
; CHECK:       join:
; CHECK-NEXT:    %p = phi ptr
; CHECK-NEXT:    %v = load float, ptr %p
; CHECK-LABEL: define float @volatile_load(
; CHECK:       join:
; CHECK-NEXT:    %p = phi ptr
; CHECK-NEXT:    %v = load volatile float, ptr %p
define float @one_space(ptr addrspace(1) %g, ptr addrspace(1) %h, i1 %c) {
entry:
  %hp = addrspacecast ptr addrspace(1) %h to ptr
  br i1 %c, label %left, label %join
left:
  %gp = addrspacecast ptr addrspace(1) %g to ptr
  br label %join
join:
  %p = phi ptr [ %gp, %left ], [ %hp, %entry ]
  %v = load float, ptr %p, align 4
  ret float %v
}

define float @volatile_load(ptr addrspace(1) %g, i1 %c) {
entry:
  br i1 %c, label %left, label %join
left:
  %gp = addrspacecast ptr addrspace(1) %g to ptr
  br label %join
join:
  %p = phi ptr [ %gp, %left ], [ addrspacecast (ptr addrspace(3) @tile to ptr), %entry ]
  %v = load volatile float, ptr %p, align 4
  ret float %v
}
