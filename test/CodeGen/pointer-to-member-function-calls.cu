// A call through a pointer to a member function qualified __shared or
// __local passes the object in the method's space, as a call by name does:
// the method loads and stores in that space (PTX ld.shared/st.shared and
// ld.local/st.local, AMDGPU ds_ and scratch_), and the caller hands it the
// object's address in that space, with no cast to generic on the way.
// The methods and callers here are device functions no kernel calls, kept
// by -fgpu-rdc (whole-program compilations drop them, docs/codegen.md).
// NVPTX:
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefixes=IR,IR-NAMED,IR-NAMED-O0
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefixes=IR,IR-NAMED
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -O0 -S %s -o - | FileCheck %s --check-prefixes=PTX,PTX-O0
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -O2 -S %s -o - | FileCheck %s --check-prefixes=PTX,PTX-O2
// AMDGPU with 32-bit __shared and __local pointers (-fscale-short-pointers),
// where they differ from generic ones as on NVPTX (at -O2 HIP internalises
// the device functions, and the calls of constant pointers are resolved, so
// the assembly shows the methods):
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fgpu-rdc -fscale-short-pointers -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefixes=IR,IR-NAMED,IR-NAMED-O0
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fscale-short-pointers -O2 -S %s -o - | FileCheck %s --check-prefix=GCN
// AMDGPU with generic-sized ones, the default: every such pointer is a flat
// one, the object's address included, and the method still uses LDS and
// scratch instructions (scale-parameter-spaces, docs/codegen.md).
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fgpu-rdc -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefixes=IR,IR-FLAT
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -O2 -S %s -o - | FileCheck %s --check-prefix=GCN

struct Cell {
  int value;
  __device__ int get() const __shared { return value + 1; }
  __device__ void put(int v) __shared { value = v; }
  __device__ int get() const __local { return value + 2; }
  __device__ void put(int v) __local { value = v; }
  __device__ int get() const { return value; }
};

typedef int (Cell::*SharedGet)() const __shared;
typedef void (Cell::*SharedPut)(int) __shared;
typedef int (Cell::*LocalGet)() const __local;
typedef void (Cell::*LocalPut)(int) __local;

// Pointers the optimiser cannot resolve (the host may write them).
__device__ SharedGet sharedGet = &Cell::get;
__device__ SharedPut sharedPut = &Cell::put;
__device__ LocalGet localGet = &Cell::get;
__device__ LocalPut localPut = &Cell::put;

// The methods read and write their object in its space (emitted first:
// the tables above refer to them).
// PTX-LABEL: .func {{.*}} _ZNU3AS3K4Cell3getEv(
// PTX: ld.shared.b32
// PTX-LABEL: .func _ZNU3AS34Cell3putEi(
// PTX: st.shared.b32
// PTX-LABEL: .func {{.*}} _ZNU3AS5K4Cell3getEv(
// PTX: ld.local.b32
// PTX-LABEL: .func _ZNU3AS54Cell3putEi(
// PTX: st.local.b32
// GCN-LABEL: _ZNU3AS3K4Cell3getEv:
// GCN: ds_read_b32
// GCN-LABEL: _ZNU3AS34Cell3putEi:
// GCN: ds_write_b32
// GCN-LABEL: _ZNU3AS5K4Cell3getEv:
// GCN: scratch_load_dword
// GCN-LABEL: _ZNU3AS54Cell3putEi:
// GCN: scratch_store_dword

__shared__ Cell sharedCell;

// The pointer's callee is unknown: the call passes the object's address in
// the method's space.
// IR-LABEL: define {{.*}} @_Z10throughPtrPU3AS34Cell(
// IR-NAMED-SAME: ptr addrspace(3) noundef
// IR-FLAT-SAME: ptr noundef
// IR-NAMED: getelementptr inbounds i8, ptr addrspace(3) %{{[0-9]+}}, i64
// IR-NAMED-NOT: addrspacecast
// IR-NAMED: call void %{{[0-9]+}}(ptr addrspace(3) noundef {{.*}}, i32 noundef 5)
// IR-NAMED-NOT: addrspacecast
// IR-NAMED: call noundef i32 %{{[0-9]+}}(ptr addrspace(3) noundef
// IR-FLAT: call void %{{[0-9]+}}(ptr noundef {{.*}}, i32 noundef 5)
// IR-FLAT: call noundef i32 %{{[0-9]+}}(ptr noundef
// IR: ret i32
// PTX-LABEL: .func {{.*}} _Z10throughPtrPU3AS34Cell(
// PTX-NOT: cvta.shared
// PTX: call %rd{{[0-9]+}}, (param0, param1), prototype_0;
// PTX-NOT: cvta.shared
// PTX: call (retval0), %rd{{[0-9]+}}, (param0), prototype_1;
// PTX: ret;
__device__ __noinline__ int throughPtr(__shared Cell *object) {
  (object->*sharedPut)(5);
  return (object->*sharedGet)();
}

// IR-LABEL: define {{.*}} @_Z12throughLocalPU3AS54Cell(
// IR-NAMED: call void %{{[0-9]+}}(ptr addrspace(5) noundef {{.*}}, i32 noundef 7)
// IR-NAMED: call noundef i32 %{{[0-9]+}}(ptr addrspace(5) noundef
// IR-FLAT: call void %{{[0-9]+}}(ptr noundef {{.*}}, i32 noundef 7)
// PTX-LABEL: .func {{.*}} _Z12throughLocalPU3AS54Cell(
// PTX-NOT: cvta.local.u64 %rd
// PTX: call %rd{{[0-9]+}}, (param0, param1), prototype_2;
// PTX: ret;
__device__ __noinline__ int throughLocal(__local Cell *object) {
  (object->*localPut)(7);
  return (object->*localGet)();
}

// `.*` on the __shared__ variable itself: its shared address, unconverted.
// IR-LABEL: define {{.*}} @_Z6kernelPi(
// IR-NAMED-O0: getelementptr inbounds i8, ptr addrspace(3) @sharedCell
// IR-FLAT: getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @sharedCell to ptr)
// PTX-LABEL: .entry _Z6kernelPi(
// PTX-O0: mov.b64 {{%rd[0-9]+}}, sharedCell;
// PTX-O0-NOT: cvta.shared
// PTX-O0: st.param.b64 [param0], {{%rd[0-9]+}};
// PTX-O0: call %rd{{[0-9]+}}, (param0, param1), prototype_{{[0-9]+}};
// PTX-O0: mov.b64 [[OBJECT:%rd[0-9]+]], sharedCell;
// PTX-O0-NEXT: st.param.b64 [param0], [[OBJECT]];
// PTX-O0-NEXT: call.uni (retval0), _Z10throughPtrPU3AS34Cell,
// A constant pointer's call is resolved at -O2: the method is inlined and
// stores to shared memory.
// PTX-O2: st.shared.b32 [sharedCell], 3;
// PTX-O2: mov.b64 [[SHARED:%rd[0-9]+]], sharedCell;
// PTX-O2: st.param.b64 [param0], [[SHARED]];
// PTX-O2: call.uni (retval0), _Z10throughPtrPU3AS34Cell,
// PTX: ret;
__global__ void kernel(int *out) {
  __local Cell local;
  SharedPut put = &Cell::put;
  (sharedCell.*put)(3);
  out[0] = throughPtr(&sharedCell) + throughLocal(&local);
}

// A virtual method qualified __shared, through a pointer to member: the
// vtable is read from the object in shared memory and the callee takes the
// object there. Square's key function is defined here, so its vtable is
// emitted, with an entry that takes `this` in shared memory.
struct Shape {
  int sides;
  __device__ virtual int area() const __shared { return sides; }
  __device__ virtual int area() const { return 0; }
};
struct Square : Shape {
  __device__ int area() const __shared override;
};
// IR-LABEL: define {{.*}} @_ZNU3AS3K6Square4areaEv(
// IR-NAMED-SAME: ptr addrspace(3)
// PTX-LABEL: .func {{.*}} _ZNU3AS3K6Square4areaEv(
// PTX: ld.shared.b32
__device__ int Square::area() const __shared { return sides * sides; }

typedef int (Shape::*SharedArea)() const __shared;
// IR-LABEL: define {{.*}} @_Z11virtualCallPU3AS35Shape(
// IR-NAMED: load ptr{{( addrspace\(1\))?}}, ptr addrspace(3)
// IR-NAMED: call noundef i32 %{{[0-9]+}}(ptr addrspace(3) noundef
// IR-FLAT: call noundef i32 %{{[0-9]+}}(ptr noundef
// PTX-LABEL: .func {{.*}} _Z11virtualCallPU3AS35Shape(
// PTX: ld.shared.b64
// PTX-NOT: cvta.shared
// PTX: call (retval0),
__device__ int virtualCall(__shared Shape *shape) {
  SharedArea area = &Shape::area;
  return (shape->*area)();
}

// A method qualified __constant likewise reads its object in the constant
// space: the call passes the object's constant address (before this, a
// generic one, which `ld.const` then read as a constant-window offset).
struct Reading {
  int value;
  __device__ int get() const __constant { return value; }
};
typedef int (Reading::*ConstantGet)() const __constant;
__constant__ Reading constantReading;
// IR-LABEL: define {{.*}} @_Z12readConstantM7ReadingU3AS4KFivE(
// IR: call noundef i32 %{{[0-9]+}}(ptr addrspace(4) noundef
// PTX-LABEL: .func {{.*}} _Z12readConstantM7ReadingU3AS4KFivE(
// PTX-NOT: cvta.const
// PTX: call (retval0),
__device__ int readConstant(ConstantGet get) { return (constantReading.*get)(); }
