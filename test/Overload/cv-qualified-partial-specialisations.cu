// Partial specialisations on `__AS(AS) T` match every argument of that
// shape (issue 18 item 9): the argument's cv-qualifiers belong to T, as for a
// partial specialisation on `T`; `cv __AS(AS) T` takes T without the cv it
// names; between two that differ only in those cv-qualifiers the more
// qualified one is more specialised. Class and variable templates, through
// pointers and references, every space, GENERIC included.
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=device %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc %s | FileCheck %s
// host-no-diagnostics
// device-no-diagnostics

#include <spec/cuda/Addrspace.hpp>
#include <type_traits>

using sp::AddressSpace;

template <class T> struct SpaceOf { static constexpr int which = 0; };
template <class T, AddressSpace AS> struct SpaceOf<__AS(AS) T> {
  static constexpr int which = 1;
  static constexpr AddressSpace space = AS;
  using type = T;
};

// The issue's example, and the concrete-space pattern it is compared with.
static_assert(SpaceOf<__local const double>::which == 1);
static_assert(SpaceOf<__local const double>::space == AddressSpace::LOCAL);
static_assert(std::is_same_v<SpaceOf<__local const double>::type, const double>);
template <class T> struct SharedOf { static constexpr int which = 0; };
template <class T> struct SharedOf<__shared T> { static constexpr int which = 1; using type = T; };
static_assert(std::is_same_v<SharedOf<const __shared int>::type, const int>);

static_assert(std::is_same_v<SpaceOf<const int>::type, const int>);
static_assert(SpaceOf<const int>::space == AddressSpace::GENERIC);
static_assert(std::is_same_v<SpaceOf<volatile __device int>::type, volatile int>);
static_assert(SpaceOf<volatile __device int>::space == AddressSpace::DEVICE);
static_assert(std::is_same_v<SpaceOf<const volatile __shared char>::type, const volatile char>);
static_assert(std::is_same_v<SpaceOf<const __constant float>::type, const float>);
static_assert(SpaceOf<const __constant float>::space == AddressSpace::CONSTANT);
static_assert(std::is_same_v<SpaceOf<const __flat long>::type, const long>);
static_assert(SpaceOf<const __flat long>::space == AddressSpace::FLAT);

// `const __AS(AS) T` takes T without const; it does not match a non-const
// argument.
template <class T> struct ConstSpaceOf { static constexpr int which = 0; };
template <class T, AddressSpace AS> struct ConstSpaceOf<const __AS(AS) T> {
  static constexpr int which = 1;
  static constexpr AddressSpace space = AS;
  using type = T;
};
static_assert(std::is_same_v<ConstSpaceOf<const __local double>::type, double>);
static_assert(std::is_same_v<ConstSpaceOf<const int>::type, int>);
static_assert(ConstSpaceOf<const int>::space == AddressSpace::GENERIC);
static_assert(std::is_same_v<ConstSpaceOf<const volatile __device int>::type, volatile int>);
static_assert(ConstSpaceOf<__device int>::which == 0);
static_assert(ConstSpaceOf<int>::which == 0);

// Through pointers and references.
template <class T> struct PointeeOf { static constexpr int which = 0; };
template <class T, AddressSpace AS> struct PointeeOf<__AS(AS) T *> {
  static constexpr int which = 1;
  static constexpr AddressSpace space = AS;
  using type = T;
};
template <class T, AddressSpace AS> struct PointeeOf<const __AS(AS) T &> {
  static constexpr int which = 2;
  static constexpr AddressSpace space = AS;
  using type = T;
};
static_assert(std::is_same_v<PointeeOf<const __constant char *>::type, const char>);
static_assert(PointeeOf<const __constant char *>::space == AddressSpace::CONSTANT);
static_assert(std::is_same_v<PointeeOf<const char *>::type, const char>);
static_assert(PointeeOf<const char *>::space == AddressSpace::GENERIC);
static_assert(std::is_same_v<PointeeOf<const volatile __shared int &>::type, volatile int>);
static_assert(PointeeOf<const volatile __shared int &>::which == 2);
static_assert(PointeeOf<__shared int &>::which == 0);

// Partial ordering: the more cv-qualified pattern wins, as between `T` and
// `const T`.
template <class T> struct Ordered { static constexpr int which = 0; };
template <class T, AddressSpace AS> struct Ordered<__AS(AS) T> { static constexpr int which = 1; };
template <class T, AddressSpace AS> struct Ordered<const __AS(AS) T> { static constexpr int which = 2; };
template <class T, AddressSpace AS> struct Ordered<volatile __AS(AS) T> { static constexpr int which = 3; };
template <class T, AddressSpace AS> struct Ordered<const volatile __AS(AS) T> { static constexpr int which = 4; };
static_assert(Ordered<__shared int>::which == 1);
static_assert(Ordered<const __shared int>::which == 2);
static_assert(Ordered<volatile __local int>::which == 3);
static_assert(Ordered<const volatile __device int>::which == 4);
static_assert(Ordered<const int>::which == 2);
static_assert(Ordered<int>::which == 1);
template <class T> struct OrderedPointer { static constexpr int which = 0; };
template <class T, AddressSpace AS> struct OrderedPointer<__AS(AS) T *> { static constexpr int which = 1; };
template <class T, AddressSpace AS> struct OrderedPointer<const __AS(AS) T *> { static constexpr int which = 2; };
static_assert(OrderedPointer<__constant int *>::which == 1);
static_assert(OrderedPointer<const __constant int *>::which == 2);
static_assert(OrderedPointer<const int *>::which == 2);

// Variable templates.
template <class T> constexpr int spaceNumber = -1;
template <class T, AddressSpace AS> constexpr int spaceNumber<__AS(AS) T> = int(AS);
template <class T, AddressSpace AS> constexpr int spaceNumber<const __AS(AS) T> = 100 + int(AS);
static_assert(spaceNumber<volatile __shared float> == int(AddressSpace::SHARED));
static_assert(spaceNumber<const __local double> == 100 + int(AddressSpace::LOCAL));
static_assert(spaceNumber<const float> == 100 + int(AddressSpace::GENERIC));

// Which specialisation is selected, in the IR.
// CHECK-LABEL: define {{.*}} @_Z9selectionv()
// CHECK: ret i32 1234
__device__ int selection() {
  return SpaceOf<__local const double>::which * 1000 +
         Ordered<const __shared int>::which * 100 +
         Ordered<volatile __local int>::which * 10 +
         Ordered<const volatile __device int>::which;
}
