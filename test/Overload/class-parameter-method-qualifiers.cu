// A method qualified `__AS(AS)` where AS is a template parameter of the
// class (not of the method) is qualified with AS's space in each
// specialization: `this` points into that space, calls select on the
// object's space, and an object of another space cannot call it.
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=expected,host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=expected,device %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -DCODEGEN %s | FileCheck %s --check-prefix=DEV
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -DCODEGEN %s | FileCheck %s --check-prefix=HOST
// Invalid code fails in every mode, including IR, PTX and AMDGPU assembly.
// RUN: not %scale_cxx -std=c++17 -S -emit-llvm -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -S -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: error: cannot initialize object parameter of type 'const __shared Slot<sp::AddressSpace::SHARED>' with an expression of type '__device Slot<AddressSpace::SHARED>'

#include <spec/cuda/Addrspace.hpp>
#include <type_traits>

using sp::AddressSpace;

template <AddressSpace AS> struct Slot {
  int value;
  // The generic overload and the one in the class's space coexist.
  __host__ __device__ char which() const { return 0; }
  __host__ __device__ long which() const __AS(AS) { return 1; }
  __host__ __device__ auto self() __AS(AS) { return this; }
  __host__ __device__ int read() const __AS(AS);
};
// Out of line, the qualifier is written as in the class.
template <AddressSpace AS>
__host__ __device__ int Slot<AS>::read() const __AS(AS) { return value; }

// Nested: the space of an enclosing class template.
template <AddressSpace AS> struct Outer {
  template <class T> struct Inner {
    T value;
    __device__ T get() const __AS(AS) { return value; }
  };
};

__shared__ Slot<AddressSpace::SHARED> sharedSlot;
__device__ Slot<AddressSpace::SHARED> deviceSharedSlot;
__device__ Slot<AddressSpace::DEVICE> deviceSlot;
__shared__ Outer<AddressSpace::SHARED>::Inner<float> sharedInner;

// DEV-LABEL: define {{.*}} @_Z5readsv(
// DEV: call {{.*}} @_ZNU3AS3K4SlotILN2sp12AddressSpaceE3EE4readEv(ptr addrspace(3)
// DEV: call {{.*}} @_ZNU3AS1K4SlotILN2sp12AddressSpaceE1EE4readEv(ptr addrspace(1)
// DEV: call {{.*}} @_ZNU3AS3K5OuterILN2sp12AddressSpaceE3EE5InnerIfE3getEv(ptr addrspace(3)
__device__ float reads() {
  static_assert(std::is_same_v<decltype(sharedSlot.which()), long>);
  static_assert(std::is_same_v<decltype(deviceSharedSlot.which()), char>);
  static_assert(std::is_same_v<decltype(deviceSlot.which()), long>);
  static_assert(std::is_same_v<decltype(sharedSlot.self()),
                               __shared Slot<AddressSpace::SHARED> *>);
  static_assert(std::is_same_v<decltype(deviceSlot.self()),
                               __device Slot<AddressSpace::DEVICE> *>);
  return sharedSlot.read() + deviceSlot.read() + sharedInner.get();
}

// Generic: `__AS(GENERIC)` is no qualifier, the method takes every object
// that converts to generic (and on the host, host objects). A class that
// also declares the unqualified overload (Slot) cannot be instantiated with
// GENERIC: the two are then the same function.
template <AddressSpace AS> struct Plain {
  int value;
  __host__ __device__ int read() const __AS(AS) { return value; }
};
// HOST: define {{.*}} @_ZNK5PlainILN2sp12AddressSpaceE99EE4readEv(ptr
// DEV: define {{.*}} @_ZNK5PlainILN2sp12AddressSpaceE99EE4readEv(ptr
template struct Plain<AddressSpace::GENERIC>;
int hostRead(Plain<AddressSpace::GENERIC> &plain) { return plain.read(); }

#ifndef CODEGEN
// The object's space must convert to the class's.
__device__ int wrongSpace(Slot<AddressSpace::SHARED> &generic) {
  return deviceSharedSlot.read() + // expected-error {{cannot initialize object parameter of type 'const __shared Slot<sp::AddressSpace::SHARED>' with an expression of type '__device Slot<AddressSpace::SHARED>'}} \
    // expected-note {{the __device address space does not convert implicitly to __shared in a device function; no cast converts between these spaces}}
         generic.read(); // expected-error {{cannot initialize object parameter of type 'const __shared Slot<sp::AddressSpace::SHARED>' with an expression of type 'Slot<AddressSpace::SHARED>'}}
}

// In host code no named space is accessible: the object matches the
// method's space, and the call is an access.
long hostCalls() {
  return deviceSlot.which(); // expected-error {{cannot call a member function on an object of type '__device Slot<AddressSpace::DEVICE>' in a host function: the __device address space is not accessible in host code}}
}

// The restrictions of method qualifiers: host-only methods and static
// member functions cannot be qualified; __flat is rejected where the
// class is instantiated with it.
template <AddressSpace AS> struct HostOnly {
  int get() const __AS(AS); // expected-error {{'__AS(AS)' cannot qualify a host member function: only __device__, __host__ __device__ and constexpr member functions can be qualified}}
  static __device__ int st() __AS(AS); // expected-error {{'__AS(AS)' cannot qualify a static member function}}
};
template <AddressSpace AS> struct Flat {
  __device__ int get() const __AS(AS); // expected-error {{'__flat' cannot qualify a member function: the object of a call must be accessible}}
};
Flat<AddressSpace::FLAT> flat; // expected-note {{in instantiation of template class 'Flat<sp::AddressSpace::FLAT>' requested here}}
#endif
