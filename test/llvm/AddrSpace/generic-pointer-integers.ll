; A pointer converted to an integer gives its generic address, whatever
; its space; an integer converted to a pointer in a space is taken as a
; generic address (nvcc's values: `(uintptr_t)smem` of an extern
; __shared__ array, which the rules type `__shared char[]`, is the array's
; generic address). A conversion of a pointer cast to the space from
; generic right before, and of an integer whose pointer is only cast to
; generic, keep the space's value (Clang's __cvta_generic_to_shared and
; __cvta_shared_to_generic). Not NVPTX: nothing changes.
; RUN: %opt_scale -passes=scale-generic-pointer-integers -S %s | FileCheck %s
; RUN: sed -e 's/nvptx64-nvidia-cuda/amdgcn-amd-amdhsa/' %s | %opt_scale -passes=scale-generic-pointer-integers -S | FileCheck %s --check-prefix=OTHER

target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8]
@table = addrspace(4) global [4 x i32] zeroinitializer

; The alignment idiom of dynamic shared memory, a constant expression.
; CHECK-LABEL: define ptr @align_shared(
; CHECK: and i64 add (i64 ptrtoint (ptr addrspacecast (ptr addrspace(3) @smem to ptr) to i64), i64 15), -16
; OTHER-LABEL: define ptr @align_shared(
; OTHER: and i64 add (i64 ptrtoint (ptr addrspace(3) @smem to i64), i64 15), -16
define ptr @align_shared() {
  %aligned = and i64 add (i64 ptrtoint (ptr addrspace(3) @smem to i64), i64 15), -16
  %p = inttoptr i64 %aligned to ptr
  ret ptr %p
}

; A pointer value of each named space.
; CHECK-LABEL: define i64 @shared_value(
; CHECK: %[[G:.*]] = addrspacecast ptr addrspace(3) %p to ptr
; CHECK: ptrtoint ptr %[[G]] to i64
define i64 @shared_value(ptr addrspace(3) %p) {
  %i = ptrtoint ptr addrspace(3) %p to i64
  ret i64 %i
}

; CHECK-LABEL: define i64 @local_constant_global(
; CHECK-DAG: ptrtoint ptr addrspacecast (ptr addrspace(4) @table to ptr) to i64
; CHECK-DAG: %[[L:.*]] = addrspacecast ptr addrspace(5) %l to ptr
; CHECK-DAG: ptrtoint ptr %[[L]] to i64
; CHECK-DAG: %[[D:.*]] = addrspacecast ptr addrspace(1) %d to ptr
; CHECK-DAG: ptrtoint ptr %[[D]] to i64
define i64 @local_constant_global(ptr addrspace(5) %l, ptr addrspace(1) %d) {
  %a = ptrtoint ptr addrspace(4) @table to i64
  %b = ptrtoint ptr addrspace(5) %l to i64
  %c = ptrtoint ptr addrspace(1) %d to i64
  %ab = add i64 %a, %b
  %abc = add i64 %ab, %c
  ret i64 %abc
}

; Generic and flat pointers are generic already.
; CHECK-LABEL: define i64 @generic_value(
; CHECK-NEXT: %i = ptrtoint ptr %p to i64
; CHECK-NEXT: ret i64 %i
define i64 @generic_value(ptr %p) {
  %i = ptrtoint ptr %p to i64
  ret i64 %i
}

; __cvta_generic_to_shared: the shared window's offset, kept.
; CHECK-LABEL: define i64 @generic_to_shared(
; CHECK-NEXT: %s = addrspacecast ptr %p to ptr addrspace(3)
; CHECK-NEXT: %i = ptrtoint ptr addrspace(3) %s to i64
; CHECK-NEXT: ret i64 %i
define i64 @generic_to_shared(ptr %p) {
  %s = addrspacecast ptr %p to ptr addrspace(3)
  %i = ptrtoint ptr addrspace(3) %s to i64
  ret i64 %i
}

; __cvta_shared_to_generic: an offset, kept.
; CHECK-LABEL: define ptr @shared_to_generic(
; CHECK-NEXT: %s = inttoptr i64 %i to ptr addrspace(3)
; CHECK-NEXT: %p = addrspacecast ptr addrspace(3) %s to ptr
; CHECK-NEXT: ret ptr %p
define ptr @shared_to_generic(i64 %i) {
  %s = inttoptr i64 %i to ptr addrspace(3)
  %p = addrspacecast ptr addrspace(3) %s to ptr
  ret ptr %p
}

; An integer made a shared pointer and used as one: a generic address.
; CHECK-LABEL: define float @integer_to_shared(
; CHECK-NEXT: %[[G:.*]] = inttoptr i64 %i to ptr
; CHECK-NEXT: %s = addrspacecast ptr %[[G]] to ptr addrspace(3)
; CHECK-NEXT: %v = load float, ptr addrspace(3) %s
; OTHER-LABEL: define float @integer_to_shared(
; OTHER-NEXT: %s = inttoptr i64 %i to ptr addrspace(3)
define float @integer_to_shared(i64 %i) {
  %s = inttoptr i64 %i to ptr addrspace(3)
  %v = load float, ptr addrspace(3) %s
  ret float %v
}
