// A method qualifier is part of the function type, like const: pointers to
// qualified member functions can be declared (variables, parameters,
// fields, arrays, typedefs; also a typedef of the function type itself),
// they select the qualified overload, and calls through them select on the
// object's space.
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fsyntax-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -DCODEGEN %s | FileCheck %s --check-prefix=PTX-IR
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fgpu-rdc -S -emit-llvm -o - -DCODEGEN -DSHARED_CALLS %s | FileCheck %s --check-prefix=AMDGPU-IR
// Invalid code fails in every mode, including IR, PTX and AMDGPU assembly.
// RUN: not %scale_cxx -std=c++17 -S -emit-llvm -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -S -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: error: '__flat' cannot qualify a member function: the object of a call must be accessible
// The object of a call through a pointer to member goes in the method's
// space, also where a __shared pointer is not a generic one (NVPTX, AMDGPU
// with short pointers; test/CodeGen/pointer-to-member-function-calls.cu).
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -DCODEGEN -DSHARED_CALLS %s | FileCheck %s --check-prefix=NAMED
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 -fscale-short-pointers --cuda-device-only -fgpu-rdc -S -emit-llvm -o - -DCODEGEN -DSHARED_CALLS %s | FileCheck %s --check-prefix=NAMED
// NAMED-LABEL: define {{.*}} @_Z11sharedCallsR5Table(
// NAMED: getelementptr inbounds i8, ptr addrspace(3) @sharedObj
// NAMED: call {{.*}} %{{[0-9]+}}(ptr addrspace(3)

#include <type_traits>

struct S {
  int value;
  __device__ int get() const { return 1; }
  __device__ int get() const __shared { return 2; }
  __device__ int get() const __device { return 3; }
  __device__ int put(int v) __device { return value = v; }
};

typedef int (S::*SharedGet)() const __shared;
typedef int SharedFunction() const __shared;
typedef int (S::*DeviceGet)() const __device;
typedef int (S::*PlainGet)() const;

// The qualifier belongs to the function type, not to the pointer.
static_assert(!std::is_same_v<SharedGet, PlainGet>);
static_assert(std::is_same_v<SharedGet, SharedFunction S::*>);
static_assert(std::is_same_v<SharedGet, decltype(static_cast<SharedGet>(&S::get))>);

struct Table {
  int (S::*device)() const __device;
  int (S::*byIndex[2])() const __device;
  int (S::*put)(int) __device;
  int (S::*shared)() const __shared;
};

__device__ int (S::*deviceGet)() const __device = &S::get;
__shared__ S sharedObj;
__device__ S deviceObj;

// Initialising each pointer selects the overload of its type; the call
// passes the object's address.
// PTX-IR-LABEL: define {{.*}} @_Z5callsR5TableM1SU3AS1KFivE(
// PTX-IR: store { i64, i64 } { i64 ptrtoint (ptr @_ZNU3AS1K1S3getEv to i64)
// PTX-IR: store { i64, i64 } { i64 ptrtoint (ptr @_ZNK1S3getEv to i64)
// PTX-IR: getelementptr inbounds i8, ptr addrspace(1) @deviceObj
// PTX-IR: call {{.*}} %{{[0-9]+}}(ptr
__device__ int calls(Table &t, int (S::*param)() const __device) {
  DeviceGet device = &S::get;
  PlainGet plain = &S::get;
  t.device = &S::get;
  t.byIndex[0] = &S::get;
  t.put = &S::put;
  return (deviceObj.*device)() + (deviceObj.*param)() + (sharedObj.*plain)() +
         (deviceObj.*t.byIndex[0])() + (deviceObj.*t.put)(3);
}

#if !defined(CODEGEN) || defined(SHARED_CALLS)
// AMDGPU-IR-LABEL: define {{.*}} @_Z11sharedCallsR5Table(
// AMDGPU-IR: store { i64, i64 } { i64 ptrtoint (ptr @_ZNU3AS3K1S3getEv to i64)
// AMDGPU-IR: getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @sharedObj to ptr)
// AMDGPU-IR: call {{.*}} %{{[0-9]+}}(ptr
__device__ int sharedCalls(Table &t) {
  SharedGet shared = &S::get;
  t.shared = &S::get;
  return (sharedObj.*shared)() + (sharedObj.*t.shared)();
}
#endif

#ifndef CODEGEN
__device__ int wrongSpace(Table &t) {
  int (S::*put)(int) __shared = &S::put; // expected-error {{cannot initialize a variable of type 'int (S::*)(int) __shared' with an rvalue of type 'int (S::*)(int) __device': different qualifiers ('__shared' vs '__device')}}
  return (deviceObj.*t.shared)(); // expected-error {{cannot initialize object parameter of type 'const __shared S' with an expression of type '__device S'}} \
    // expected-note {{the __device address space does not convert implicitly to __shared in a device function; no cast converts between these spaces}}
}
typedef int (S::*FlatGet)() const __flat; // expected-error {{'__flat' cannot qualify a member function: the object of a call must be accessible}}
#endif
