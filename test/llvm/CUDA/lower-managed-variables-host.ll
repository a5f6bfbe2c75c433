; Host side of LowerManagedVariablesPass: the pointer variables stay (the
; runtime fills them); HIP's six-argument __cudaRegisterManagedVar(handle,
; pointer, shadow, name, size, alignment) becomes CUDA's eight-argument one
; (handle, pointer, name, name, extern 0, size, constant 0, global 0), the
; handle is kept, every load of a pointer variable comes after
; __cudaInitModule, the pointer variables defined here go where nvcc puts
; its own (section __nv_managed_data__), and the unused shadows go.
; RUN: %opt_scale -passes=scale-lower-managed-vars -S %s | FileCheck %s
; RUN: %opt_scale -passes=scale-lower-managed-vars -S %s | %opt_scale -passes=scale-lower-managed-vars -S \
; RUN:   | FileCheck %s

target triple = "x86_64-pc-linux-gnu"

; CHECK-NOT: .managed =
; CHECK-DAG: @counter = internal externally_initialized global ptr null, section "__nv_managed_data__"
; CHECK-DAG: @table = internal externally_initialized global ptr null, section "__nv_managed_data__"
; CHECK-DAG: @declared = external externally_initialized global ptr
; CHECK-DAG: @__scale_managed_handle = internal global ptr null
@counter.managed = internal global i32 0, align 4
@table.managed = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@plain = internal global i32 undef, align 4
@declared.managed = external global i32, align 4
@counter = internal externally_initialized global ptr null
@table = internal externally_initialized global ptr null
@declared = external externally_initialized global ptr
@counter.name = private unnamed_addr constant [8 x i8] c"counter\00", align 1
@table.name = private unnamed_addr constant [6 x i8] c"table\00", align 1
@plain.name = private unnamed_addr constant [6 x i8] c"plain\00", align 1

; CHECK-LABEL: define i32 @host()
; CHECK-NEXT:  [[H1:%[0-9]+]] = load ptr, ptr @__scale_managed_handle
; CHECK-NEXT:  call i8 @__cudaInitModule(ptr [[H1]])
; CHECK-NEXT:  %counter.ptr = load ptr, ptr @counter
; CHECK-NEXT:  store i32 0, ptr %counter.ptr
; CHECK-NEXT:  [[H2:%[0-9]+]] = load ptr, ptr @__scale_managed_handle
; CHECK-NEXT:  call i8 @__cudaInitModule(ptr [[H2]])
; CHECK-NEXT:  %table.ptr = load ptr, ptr @table
; CHECK:       [[H3:%[0-9]+]] = load ptr, ptr @__scale_managed_handle
; CHECK-NEXT:  call i8 @__cudaInitModule(ptr [[H3]])
; CHECK-NEXT:  %declared.ptr = load ptr, ptr @declared
; CHECK-NEXT:  %value = load i32, ptr %declared.ptr
; A __device__ variable is no managed one.
; CHECK-NEXT:  %plain.value = load i32, ptr @plain
; CHECK-NEXT:  %sum = add i32 %value, %plain.value
define i32 @host() {
  %counter.ptr = load ptr, ptr @counter, align 4
  store i32 0, ptr %counter.ptr, align 4
  %table.ptr = load ptr, ptr @table, align 16
  %element = getelementptr inbounds [4 x i32], ptr %table.ptr, i64 0, i64 1
  store i32 5, ptr %element, align 4
  %declared.ptr = load ptr, ptr @declared, align 4
  %value = load i32, ptr %declared.ptr, align 4
  %plain.value = load i32, ptr @plain, align 4
  %sum = add i32 %value, %plain.value
  ret i32 %sum
}

; CHECK-LABEL: define internal void @__cuda_register_globals(ptr %handle)
; CHECK-NEXT:  call i32 @__cudaRegisterFunction(
; CHECK-NEXT:  store ptr %handle, ptr @__scale_managed_handle
; CHECK-NEXT:  call void @__cudaRegisterManagedVar(ptr %handle, ptr @counter, ptr @counter.name, ptr @counter.name, i32 0, i64 4, i32 0, i32 0)
; CHECK-NEXT:  call void @__cudaRegisterManagedVar(ptr %handle, ptr @table, ptr @table.name, ptr @table.name, i32 0, i64 16, i32 0, i32 0)
; CHECK-NEXT:  call void @__cudaRegisterVar(ptr %handle, ptr @plain, ptr @plain.name, ptr @plain.name, i32 0, i64 4, i32 0, i32 0)
; CHECK-NEXT:  ret void
define internal void @__cuda_register_globals(ptr %handle) {
  %1 = call i32 @__cudaRegisterFunction(ptr %handle, ptr @host, ptr @counter.name, ptr @counter.name, i32 -1, ptr null, ptr null, ptr null, ptr null, ptr null)
  call void @__cudaRegisterManagedVar(ptr %handle, ptr @counter, ptr @counter.managed, ptr @counter.name, i64 4, i32 4)
  call void @__cudaRegisterManagedVar(ptr %handle, ptr @table, ptr @table.managed, ptr @table.name, i64 16, i32 16)
  call void @__cudaRegisterVar(ptr %handle, ptr @plain, ptr @plain.name, ptr @plain.name, i32 0, i64 4, i32 0, i32 0)
  ret void
}

declare i32 @__cudaRegisterFunction(ptr, ptr, ptr, ptr, i32, ptr, ptr, ptr, ptr, ptr)
declare void @__cudaRegisterVar(ptr, ptr, ptr, ptr, i32, i64, i32, i32)
; CHECK-DAG: declare void @__cudaRegisterManagedVar(ptr, ptr, ptr, ptr, i32, i64, i32, i32)
; CHECK-DAG: declare i8 @__cudaInitModule(ptr)
declare void @__cudaRegisterManagedVar(ptr, ptr, ptr, ptr, i64, i32)
