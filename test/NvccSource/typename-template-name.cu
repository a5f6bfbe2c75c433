// A template name as the terminal name of a typename-specifier without
// `template` (cuCollections: `typename set_type::ref_type<>`,
// `typename std::allocator_traits<A>::rebind_alloc<T>`): C++23's
// [temp.names]/3 (P1787) reads it as a template name, g++ and nvcc accept
// it in every mode, Clang 22 requires `template`. Under __NVCC__ Clang's
// error is a warning in -Wscale-nvcc-missing-template, with the template-id
// upstream's recovery builds; scale-clang++ (no __NVCC__) keeps the error.
// Without `typename` it is not a typename-specifier and stays an error, as
// in g++.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc,both %s
// RUN: %scale_cxx %hermetic_cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=nvcc,both,cxx20 -DCXX20 %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=clang,both %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -fno-scale-addrspaces -Xclang -verify=clang,both %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DVALID_ONLY -Wno-scale-nvcc-missing-template -O1 -S -emit-llvm %s -o - | FileCheck %s

template <class T> struct Allocator {
  template <class U> using rebind = Allocator<U>;
};
template <class A> struct AllocatorTraits {
  template <class U> using rebind_alloc = typename A::template rebind<U>;
};

struct Set {
  template <int Scope = 0> struct ref_type {
    using slot_type = int[Scope + 2];
    slot_type slots;
  };
};

template <class S> struct SharedSet {
  using Ref = typename S::ref_type<>; // nvcc-warning {{missing 'template' keyword prior to dependent template name 'ref_type'; accepted for nvcc compatibility}} clang-error {{use 'template' keyword to treat 'ref_type' as a dependent template name}}
  using Wide = typename S::ref_type<3>::slot_type; // nvcc-warning {{missing 'template' keyword prior to dependent template name 'ref_type'}} clang-error {{use 'template' keyword to treat 'ref_type' as a dependent template name}}
};

template <class A> struct Bitset {
  using Words = typename AllocatorTraits<A>::rebind_alloc<unsigned>; // nvcc-warning {{missing 'template' keyword prior to dependent template name 'rebind_alloc'}} clang-error {{use 'template' keyword to treat 'rebind_alloc' as a dependent template name}}
};

static_assert(sizeof(SharedSet<Set>::Ref) == 2 * sizeof(int), "");
static_assert(sizeof(SharedSet<Set>::Wide) == 5 * sizeof(int), "");
static_assert(__is_same(Bitset<Allocator<char>>::Words, Allocator<unsigned>), "");

#ifndef VALID_ONLY
#ifdef CXX20
// Not a typename-specifier: `template` is still required.
template <class A> struct Implicit {
  using Words = AllocatorTraits<A>::rebind_alloc<int>; // cxx20-error {{use 'template' keyword to treat 'rebind_alloc' as a dependent template name}}
};
#endif
#endif

// CHECK-LABEL: define {{.*}}@_Z6kernelPi(
// CHECK: store i32 8,
__global__ void kernel(int *out) {
  SharedSet<Set>::Ref r{};
  *out = sizeof(r.slots);
}
