// Issue 18 item 11, issue 23: the type of a pointer to a qualified member
// function spelled as a type-id, as `const` can be: in alias declarations,
// template arguments, as a function type (`int() const __shared`), in named
// and C-style casts, __builtin_bit_cast, sizeof, alignof and typeid. The type
// is the one the typedef and declarator forms give. A qualifier after a
// type-id that is neither a function type nor a pointer to member function
// stays upstream's error; with the extension off every form is upstream's
// error.
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fsyntax-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -DCODEGEN %s | FileCheck %s --check-prefix=IR
// Invalid code fails in every mode.
// RUN: not %scale_cxx -std=c++17 -S -emit-llvm -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -S -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: error: cannot initialize a variable of type 'DeviceMethod' (aka 'int (S::*)() const __device') with an rvalue of type 'SharedMethod' (aka 'int (S::*)() const __shared')
// RUN: not %scale_cxx -std=c++17 -fsyntax-only -fno-scale-addrspaces %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: expected ';' after alias declaration

#include <type_traits>
#include <typeinfo>

struct S {
  __device__ int f() const __shared { return 1; }
  __device__ int f() const __device { return 2; }
  __device__ int f() const { return 0; }
  __device__ int g() __device { return 3; }
};

using SharedMethod = int (S::*)() const __shared;
using DeviceMethod = int (S::*)() const __device;
using GenericMethod = int (S::*)() const;
typedef int (S::*SharedTypedef)() const __shared;
using SharedFunction = int() const __shared;
__device__ S deviceObj;

// The same types as the typedef and declarator forms, distinct per space.
static_assert(std::is_same_v<SharedMethod, SharedTypedef>);
static_assert(std::is_same_v<SharedFunction S::*, SharedMethod>);
static_assert(!std::is_same_v<SharedMethod, DeviceMethod>);
static_assert(!std::is_same_v<SharedMethod, GenericMethod>);
// As template arguments, against the type of a member.
static_assert(std::is_same_v<int (S::*)() __device, decltype(&S::g)>);
template <class T> struct Box { using type = T; };
static_assert(std::is_same_v<Box<int (S::*)() const __device>::type, DeviceMethod>);

// In casts, __builtin_bit_cast, sizeof, alignof and typeid.
__device__ SharedMethod sharedPointer;
__device__ int casts() {
  auto named = static_cast<int (S::*)() const __shared>(&S::f);
  static_assert(std::is_same_v<decltype(named), SharedMethod>);
  auto reinterpreted = reinterpret_cast<int (S::*)() const __device>(sharedPointer);
  static_assert(std::is_same_v<decltype(reinterpreted), DeviceMethod>);
  auto cStyle = (int (S::*)() const __device) & S::f;
  static_assert(std::is_same_v<decltype(cStyle), DeviceMethod>);
  auto bits = __builtin_bit_cast(int (S::*)() const __shared, sharedPointer);
  static_assert(std::is_same_v<decltype(bits), SharedMethod>);
  static_assert(std::is_same_v<decltype(static_cast<int (S::*)() __device>(&S::g)),
                               int (S::*)() __device>);
  static_assert(sizeof(int (S::*)() __device) == sizeof(GenericMethod));
  static_assert(alignof(int (S::*)() const __shared) == alignof(GenericMethod));
  return (deviceObj.*cStyle)();
}
// In a template, per instantiation.
template <class T> __device__ auto toShared(T p) {
  return static_cast<int (S::*)() const __shared>(p);
}
static_assert(std::is_same_v<decltype(toShared(SharedMethod())), SharedMethod>);
const std::type_info &sharedMethodInfo() {
  return typeid(int (S::*)() const __shared);
}

// Overload selection through the alias.
__device__ int callDevice() {
  DeviceMethod selected = &S::f;
  return (deviceObj.*selected)();
}

#ifndef CODEGEN
// A pointer to the __shared overload is not one to the __device overload.
DeviceMethod wrongSpace = SharedMethod(nullptr); // expected-error {{cannot initialize a variable of type 'DeviceMethod' (aka 'int (S::*)() const __device') with an rvalue of type 'SharedMethod' (aka 'int (S::*)() const __shared')}}
// A __flat method could never be called.
using FlatMethod = int (S::*)() const __flat; // expected-error {{'__flat' cannot qualify a member function: the object of a call must be accessible}}
// Not a function type: upstream's error.
using NotAFunction = int *__shared; // a pointer into __shared memory, fine
using NotAFunctionEither = int (*)() __device; // expected-error {{expected ';' after alias declaration}}
// In a cast and sizeof as in declarations: __flat, and a space that
// depends on a template parameter (which a function type cannot hold).
__device__ int flatSize = sizeof(int (S::*)() const __flat); // expected-error {{'__flat' cannot qualify a member function: the object of a call must be accessible}}
#ifdef __SCALE_ADDRSPACES__
#include <spec/cuda/Addrspace.hpp>
template <sp::AddressSpace AS> struct Dependent {
  typedef int (S::*P)() const __AS(AS); // expected-error {{'__AS(AS)' cannot qualify a function type: the space of a function type cannot depend on a template parameter; qualify the member functions with it instead}}
};
template <sp::AddressSpace AS> __device__ auto dependentCast(GenericMethod p) {
  return static_cast<int (S::*)() const __AS(AS)>(p); // expected-error {{'__AS(AS)' cannot qualify a function type}}
}
#endif
// A qualifier after a type-id of another type, in a cast: upstream's parse error.
__device__ int notAFunction = sizeof(int (*)() __device); // expected-error {{expected ')'}} expected-note {{to match this '('}}
#endif

// The casts' pointers hold the overloads of their types; the C-style cast's
// call passes the __device object.
// IR-LABEL: define {{.*}}@_Z5castsv
// IR: store { i64, i64 } { i64 ptrtoint (ptr @_ZNU3AS3K1S1fEv to i64)
// IR: store { i64, i64 } { i64 ptrtoint (ptr @_ZNU3AS1K1S1fEv to i64)
// IR: call noundef i32 %{{[0-9]+}}(ptr addrspace(1)
// IR: define {{.*}}@_ZNU3AS3K1S1fEv(ptr addrspace(3)
// IR: define {{.*}}@_ZNU3AS1K1S1fEv(ptr addrspace(1)
// The alias's pointer holds the __device overload (U3AS1), not the others.
// IR-LABEL: define {{.*}}@_Z10callDevicev
// IR: store {{.*}}@_ZNU3AS1K1S1fEv
// IR-NOT: @_ZNU3AS3K1S1fEv
// IR-NOT: @_ZNK1S1fEv
