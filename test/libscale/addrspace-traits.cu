// Every static_assert of the spec's trait examples holds with the extension
// on (CUDA and C++), and the stripped-down fallback compiles with the
// extension off, upstream Clang, g++ and nvcc.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only -x c++ -fscale-addrspaces %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 -fno-scale-addrspaces %s
// RUN: %clang22 -std=c++17 -fsyntax-only -I%libscale_inc %hermetic_cuda --cuda-gpu-arch=sm_90 %s
// RUN: %clang22 -std=c++17 -fsyntax-only -I%libscale_inc -x c++ %s
// RUN: %if gxx %{ g++ -std=c++17 -fsyntax-only -I%libscale_inc -x c++ %s %}
// RUN: %if nvcc %{ %nvcc -std=c++17 -I%libscale_inc -c %s -o %t.o %}
// RUN: not %scale_cxx -std=c++17 -fsyntax-only -x c++ -fscale-addrspaces -DADD_TWICE %s 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: static assertion failed due to requirement 'get_addrspace_v<__shared float> == sp::AddressSpace::GENERIC': sp::add_addrspace: T already has an address space

#include <spec/cuda/Addrspace.hpp>
#include <type_traits>

static_assert(sp::get_addrspace_v<__device float> == sp::AddressSpace::DEVICE, "");
static_assert(sp::get_addrspace_v<__shared float &> == sp::AddressSpace::GENERIC, "");
static_assert(sp::get_addrspace_v<float> == sp::AddressSpace::GENERIC, "");
static_assert(sp::get_addrspace_v<__shared const float *> == sp::AddressSpace::GENERIC, "");
static_assert(sp::get_addrspace<const __constant int>::value == sp::AddressSpace::CONSTANT, "");
static_assert(sp::get_addrspace_v<volatile __local int> == sp::AddressSpace::LOCAL, "");
static_assert(sp::get_addrspace_v<__flat int> == sp::AddressSpace::FLAT, "");

static_assert(std::is_same_v<__device float, sp::add_addrspace_t<float, sp::AddressSpace::DEVICE>>, "");
static_assert(std::is_same_v<float &, sp::add_addrspace_t<float &, sp::AddressSpace::DEVICE>>, "");
static_assert(std::is_same_v<float * __device, sp::add_addrspace_t<float *, sp::AddressSpace::DEVICE>>, "");
static_assert(std::is_same_v<float, sp::add_addrspace_t<float, sp::AddressSpace::GENERIC>>, "");
static_assert(std::is_same_v<const __shared int, sp::add_addrspace<const int, sp::AddressSpace::SHARED>::type>, "");
#ifdef ADD_TWICE
using Twice = sp::add_addrspace_t<__shared float, sp::AddressSpace::DEVICE>;
#endif

static_assert(std::is_same_v<float, sp::remove_addrspace_t<__shared float>>, "");
static_assert(std::is_same_v<float, sp::remove_addrspace_t<float>>, "");
static_assert(std::is_same_v<__shared const float &, sp::remove_addrspace_t<__shared const float &>>, "");
static_assert(std::is_same_v<__shared float *, sp::remove_addrspace_t<__shared float *>>, "");
static_assert(std::is_same_v<const volatile int, sp::remove_addrspace_t<const volatile __device int>>, "");

static_assert(std::is_same_v<float, sp::remove_cva_t<__shared float>>, "");
static_assert(std::is_same_v<float, sp::remove_cva_t<__shared const float>>, "");
static_assert(std::is_same_v<__shared float &, sp::remove_cva_t<__shared float &>>, "");

static_assert(std::is_same_v<float, sp::remove_cvaref_t<__shared float &>>, "");
static_assert(std::is_same_v<float, sp::remove_cvaref_t<__shared const float &>>, "");
static_assert(std::is_same_v<__shared const float *, sp::remove_cvaref_t<__shared const float *>>, "");

// __AS names the same qualifiers; GENERIC names none.
static_assert(std::is_same_v<__AS(sp::AddressSpace::DEVICE) int *, __device int *>, "");
static_assert(std::is_same_v<__AS(sp::AddressSpace::GENERIC) int, int>, "");

#ifdef __SCALE_ADDRSPACES__
static_assert(sp::AddressSpace::DEVICE != sp::AddressSpace::SHARED, "");
static_assert(sp::AddressSpace::FLAT != sp::AddressSpace::GENERIC, "");
#else
// Fallback: one space, every entry equal, addrspace_cast a checked no-op.
static_assert(sp::AddressSpace::DEVICE == sp::AddressSpace::GENERIC, "");
inline int *passThrough(int *p) { return addrspace_cast<int *>(p); }
inline int &passRef(int &r) { return addrspace_cast<int &>(r); }
#endif
