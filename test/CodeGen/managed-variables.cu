// `__managed__` variables lowered for CUDA's runtime, as nvcc does: on the
// device a `.global .attribute(.managed)` variable accessed directly; on the
// host a pointer variable that the runtime fills, registered with CUDA's
// eight-argument __cudaRegisterManagedVar and loaded after __cudaInitModule.
// At -O0 and -O2, and with -fno-scale-addrspace-opt (correctness, not
// optimisation).
//
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -emit-llvm -O0 %s -o - \
// RUN:   | FileCheck %s --check-prefix=DEV-IR
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -emit-llvm -O2 %s -o - \
// RUN:   | FileCheck %s --check-prefix=DEV-IR
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -O0 %s -o - \
// RUN:   | FileCheck %s --check-prefixes=PTX,PTX-O0
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -O2 %s -o - \
// RUN:   | FileCheck %s --check-prefixes=PTX,PTX-O2
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -O2 -fno-scale-addrspace-opt %s -o - \
// RUN:   | FileCheck %s --check-prefixes=PTX,PTX-O2
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm -O0 %s -o - \
// RUN:   -Xclang -fcuda-include-gpubinary -Xclang %S/Inputs/empty.fatbin | FileCheck %s --check-prefixes=HOST,HOST-O0
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm -O2 %s -o - \
// RUN:   -Xclang -fcuda-include-gpubinary -Xclang %S/Inputs/empty.fatbin | FileCheck %s --check-prefixes=HOST,HOST-O2
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm -O2 %s -o - \
// RUN:   -fno-scale-addrspace-opt -Xclang -fcuda-include-gpubinary -Xclang %S/Inputs/empty.fatbin \
// RUN:   | FileCheck %s --check-prefixes=HOST,HOST-O2

__managed__ int counter;
__managed__ int table[4] = {1, 2, 3, 4};

// The storage keeps the variable's name; no pointer variable is left.
// DEV-IR-DAG: @counter = {{.*}}addrspace(1) externally_initialized global i32 0, align 4
// DEV-IR-DAG: @table = {{.*}}addrspace(1) externally_initialized global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
// DEV-IR-DAG: @llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(1) @table to ptr)]
// DEV-IR-NOT: .managed
// DEV-IR-NOT: load ptr, ptr addrspace(1) @
// DEV-IR-DAG: !nvvm.annotations = !{[[A:![0-9]+]], [[B:![0-9]+]]}
// DEV-IR-DAG: [[A]] = !{ptr addrspace(1) @{{counter|table}}, !"managed", i32 1}
// DEV-IR-DAG: [[B]] = !{ptr addrspace(1) @{{counter|table}}, !"managed", i32 1}

// PTX-DAG: .visible .global .attribute(.managed) .align 4 .u32 counter;
// PTX-DAG: .visible .global .attribute(.managed) .align 4 .b8 table[16] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4};
// PTX-LABEL: .entry _Z9incrementPi(
// PTX-O0: mov.b64 %rd{{[0-9]+}}, counter;
// PTX-O0: atom.add.u32
// PTX-O2: atom.global.add.u32 %r{{[0-9]+}}, [counter], 1;
// PTX-O2: ld.global.b32 %r{{[0-9]+}}, [counter];
// PTX-NOT: ld.global.u64
// PTX-NOT: ld.global.b64
__global__ void increment(int *out) {
  __nvvm_atom_add_gen_i(&counter, 1);
  *out = counter;
}

// PTX-LABEL: .entry _Z10fill_tablev(
// PTX-O2: st.global.b32 [table+8], 7;
__global__ void fill_table() { table[2] = 7; }

// The host's pointer variables, filled by the runtime, in the section where
// nvcc puts its own.
// HOST-DAG: @counter = internal externally_initialized global ptr null, section "__nv_managed_data__"
// HOST-DAG: @table = internal externally_initialized global ptr null, section "__nv_managed_data__"
// HOST-DAG: [[COUNTER_NAME:@[0-9]+]] = private unnamed_addr constant [8 x i8] c"counter\00"
// HOST-DAG: [[TABLE_NAME:@[0-9]+]] = private unnamed_addr constant [6 x i8] c"table\00"
// HOST-DAG: @__scale_managed_handle = internal {{.*}}global ptr null
// HOST-NOT: .managed =

// Every host access loads the pointer after __cudaInitModule.
// HOST-LABEL: define {{.*}}i32 @_Z4hostv()
// HOST:      [[H1:%[0-9]+]] = load ptr, ptr @__scale_managed_handle
// HOST-NEXT: call i8 @__cudaInitModule(ptr [[H1]])
// HOST-NEXT: [[P1:%[0-9]+]] = load ptr, ptr @counter
// HOST-NEXT: store i32 0, ptr [[P1]]
// HOST:      [[H2:%[0-9]+]] = load ptr, ptr @__scale_managed_handle
// HOST-NEXT: call i8 @__cudaInitModule(ptr [[H2]])
// HOST-NEXT: [[P2:%[0-9]+]] = load ptr, ptr @table
// HOST-O0:   getelementptr inbounds [4 x i32], ptr [[P2]], i64 0, i64 3
// HOST-O2:   getelementptr inbounds nuw i8, ptr [[P2]], i64 12
// HOST:      [[H3:%[0-9]+]] = load ptr, ptr @__scale_managed_handle
// HOST-NEXT: call i8 @__cudaInitModule(ptr [[H3]])
// HOST-NEXT: load ptr, ptr @counter
// HOST:      ret i32
int host() {
  counter = 0;
  table[3] = 1;
  return counter;
}

// CUDA's registration: the pointer variable, the device name (as device
// address and name, as nvcc's host_runtime.h passes them), extern 0, the
// size, constant 0, global 0; the handle kept for __cudaInitModule.
// HOST-O0-LABEL: define internal void @__cuda_register_globals(ptr %0)
// HOST-O0:       store ptr %0, ptr @__scale_managed_handle
// HOST-O2-LABEL: define internal void @__cuda_module_ctor()
// HOST-O2:       store ptr [[HANDLE:%[0-9]+]], ptr @__scale_managed_handle
// HOST-DAG:      call void @__cudaRegisterManagedVar(ptr {{.*}}, ptr {{.*}}@counter, ptr {{.*}}[[COUNTER_NAME]], ptr {{.*}}[[COUNTER_NAME]], i32 0, i64 4, i32 0, i32 0)
// HOST-DAG:      call void @__cudaRegisterManagedVar(ptr {{.*}}, ptr {{.*}}@table, ptr {{.*}}[[TABLE_NAME]], ptr {{.*}}[[TABLE_NAME]], i32 0, i64 16, i32 0, i32 0)
// HOST-DAG:      declare void @__cudaRegisterManagedVar(ptr, ptr, ptr, ptr, i32, i64, i32, i32)
// HOST-DAG:      declare i8 @__cudaInitModule(ptr)
