; A device function that receives a kernel's by-value struct by value gets
; it as an aggregate value: the caller loads the struct where it calls (from
; the kernel's parameter: ld.param in any block), the callee's copy goes
; (SROA). Functions whose signature may not change, or that index the struct
; with computed offsets, keep their by-value pointer; a missed remark says
; why when the call is outside the kernel's entry block.
; RUN: %opt_scale -passes='scale-byval-arguments<whole-program>' -S %s \
; RUN:   -pass-remarks=scale-addrspace -pass-remarks-missed=scale-addrspace 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt_scale -passes='scale-byval-arguments' -S %s \
; RUN:   -pass-remarks-missed=scale-addrspace 2>&1 >/dev/null | FileCheck %s --check-prefix=RDC

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Args = type { ptr, ptr, i32 }
%struct.Big = type { ptr, [8 x float] }

@table = addrspace(1) global ptr @taken

; REMARK-DAG: remark: <unknown>:0:0: 'reads' receives parameter 'a' as a value: its callers copy the struct with ld.param
; CHECK-LABEL: define void @reads(%struct.Args %a, i32 %i)
; CHECK-NEXT:    %a.fca.0.extract = extractvalue %struct.Args %a, 0
; CHECK-NEXT:    %a.fca.1.extract = extractvalue %struct.Args %a, 1
; CHECK-NOT:     alloca
; CHECK:         %v = load float, ptr %a.fca.0.extract
; CHECK-NEXT:    store float %v, ptr %a.fca.1.extract
define void @reads(ptr readonly byval(%struct.Args) align 8 %a, i32 %i) {
  %x = load ptr, ptr %a
  %yp = getelementptr inbounds i8, ptr %a, i64 8
  %y = load ptr, ptr %yp
  %v = load float, ptr %x
  store float %v, ptr %y
  ret void
}

; Passes its copy on: both become values.
; REMARK-DAG: remark: <unknown>:0:0: 'passes' receives parameter 'a' as a value: its callers copy the struct with ld.param
; CHECK-LABEL: define void @passes(%struct.Args %a)
; CHECK-NOT:     alloca
; CHECK:         call void @reads(%struct.Args %{{.*}}, i32 0)
define void @passes(ptr readonly byval(%struct.Args) align 8 %a) {
  call void @reads(ptr byval(%struct.Args) align 8 %a, i32 0)
  ret void
}

; Indexes the struct with a computed offset: keeps its pointer.
; CHECK-LABEL: define void @indexes(ptr readonly byval(%struct.Big) align 8 %b, i64 %i)
define void @indexes(ptr readonly byval(%struct.Big) align 8 %b, i64 %i) {
  %wp = getelementptr inbounds %struct.Big, ptr %b, i64 0, i32 1, i64 %i
  %w = load float, ptr %wp
  %x = load ptr, ptr %b
  store float %w, ptr %x
  ret void
}

; Its address is taken: keeps its pointer.
; CHECK-LABEL: define void @taken(ptr readonly byval(%struct.Args) align 8 %a)
define void @taken(ptr readonly byval(%struct.Args) align 8 %a) {
  %x = load ptr, ptr %a
  store float 0.0, ptr %x
  ret void
}

; CHECK-LABEL: define ptx_kernel void @kernel(ptr readonly byval(%struct.Args) align 8 %args, ptr readonly byval(%struct.Big) align 8 %big, i1 %c)
; CHECK:       then:
; CHECK-NEXT:    [[READS:%.*]] = load %struct.Args, ptr %args, align 8
; CHECK-NEXT:    call void @reads(%struct.Args [[READS]], i32 1)
; CHECK-NEXT:    [[PASSES:%.*]] = load %struct.Args, ptr %args, align 8
; CHECK-NEXT:    call void @passes(%struct.Args [[PASSES]])
; CHECK-NEXT:    call void @indexes(ptr byval(%struct.Big) align 8 %big, i64 3)
; CHECK-NEXT:    call void @taken(ptr byval(%struct.Args) align 8 %args)
define ptx_kernel void @kernel(ptr readonly byval(%struct.Args) align 8 %args, ptr readonly byval(%struct.Big) align 8 %big, i1 %c) {
entry:
  call void @taken(ptr byval(%struct.Args) align 8 %args)
  br i1 %c, label %then, label %done

then:
  call void @reads(ptr byval(%struct.Args) align 8 %args, i32 1)
  call void @passes(ptr byval(%struct.Args) align 8 %args)
  call void @indexes(ptr byval(%struct.Big) align 8 %big, i64 3)
  call void @taken(ptr byval(%struct.Args) align 8 %args)
  br label %done

done:
  ret void
}
; REMARK-DAG: remark: <unknown>:0:0: by-value argument 1 copied from a parameter of kernel 'kernel' with generic loads: 'indexes' reads parameter 'b' at computed offsets
; REMARK-DAG: remark: <unknown>:0:0: by-value argument 1 copied from a parameter of kernel 'kernel' with generic loads: the address of 'taken' is taken
; Only the calls outside the entry block.
; REMARK-NOT: by-value argument

; Separate compilation: no signature changes (remarks by kernel parameter).
; RDC:      remark: <unknown>:0:0: by-value argument 1 copied from a parameter of kernel 'kernel' with generic loads: 'reads' may be called from other modules (-fgpu-rdc)
; RDC-NEXT: remark: <unknown>:0:0: by-value argument 1 copied from a parameter of kernel 'kernel' with generic loads: 'passes' may be called from other modules (-fgpu-rdc)
; RDC-NEXT: remark: <unknown>:0:0: by-value argument 1 copied from a parameter of kernel 'kernel' with generic loads: 'taken' may be called from other modules (-fgpu-rdc)
; RDC-NEXT: remark: <unknown>:0:0: by-value argument 1 copied from a parameter of kernel 'kernel' with generic loads: 'indexes' may be called from other modules (-fgpu-rdc)
