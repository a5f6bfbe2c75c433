// The fallback <spec/cuda/Addrspace.hpp> (no extension) under upstream
// clang++-22, g++ and nvcc: addrspace_cast to rvalue-reference types, and no
// clash with libstdc++'s debug mode, whose headers name parameters
// `__constant`, when <vector> and <unordered_map> come after the header
// (_GLIBCXX_DEBUG defined on the command line, as libstdc++ requires).
// The same source compiles with the extension on, where the cast is the
// language's.
// RUN: %clang22 -std=c++17 -fsyntax-only -I%libscale_inc %s
// RUN: %clang22 -std=c++17 -fsyntax-only -I%libscale_inc -D_GLIBCXX_DEBUG %s
// RUN: %clang22 -std=c++17 -fsyntax-only -I%libscale_inc -D_GLIBCXX_DEBUG %hermetic_cuda --cuda-gpu-arch=sm_90 -x cuda %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only -D_GLIBCXX_DEBUG %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only -D_GLIBCXX_DEBUG -fscale-addrspaces %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only -D_GLIBCXX_DEBUG %hermetic_cuda --cuda-gpu-arch=sm_90 -x cuda %s
// RUN: %if gxx %{ g++ -std=c++17 -fsyntax-only -I%libscale_inc %s %}
// RUN: %if gxx %{ g++ -std=c++17 -fsyntax-only -I%libscale_inc -D_GLIBCXX_DEBUG %s %}
// RUN: %if nvcc %{ %nvcc -std=c++17 -I%libscale_inc -D_GLIBCXX_DEBUG -x cu -c %s -o %t.o %}
//
// Casts that change more than the (only) space stay errors in the fallback:
// RUN: not %clang22 -std=c++17 -fsyntax-only -I%libscale_inc -DBAD_LVALUE_TO_RVALUE_REF_TYPE %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %clang22 -std=c++17 -fsyntax-only -I%libscale_inc -DBAD_XVALUE_TO_LVALUE_REF %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %if gxx %{ not g++ -std=c++17 -fsyntax-only -I%libscale_inc -DBAD_LVALUE_TO_RVALUE_REF_TYPE %s 2>&1 | FileCheck %s --check-prefix=BAD %}
// BAD: addrspace_cast can only change the address space

// The hermetic CUDA stand-in declares no free(), which Clang's CUDA <new>
// wrapper (pulled in by the containers) needs.
#include <stdlib.h>
#include <spec/cuda/Addrspace.hpp>
#include <unordered_map>
#include <utility>
#include <vector>

struct Payload {
  std::vector<int> Items;
};

inline int &lvalueRef(int &x) { return addrspace_cast<int &>(x); }
inline int &&xvalueRef(int &x) { return addrspace_cast<int &&>(std::move(x)); }
inline const int &&constXvalueRef(const int &x) {
  return addrspace_cast<const int &&>(std::move(x));
}
inline Payload moveOut(Payload &p) {
  return addrspace_cast<Payload &&>(std::move(p));
}
inline int *pointer(int *p) { return addrspace_cast<int *>(p); }

inline std::size_t debugContainers() {
  std::vector<int> v{1, 2, 3};
  std::unordered_map<int, int> m{{1, 2}};
  std::vector<int> moved = addrspace_cast<std::vector<int> &&>(std::move(v));
  return moved.size() + m.size();
}

#ifdef BAD_LVALUE_TO_RVALUE_REF_TYPE
inline long &&wrongType(int &x) { return addrspace_cast<long &&>(std::move(x)); }
#endif
#ifdef BAD_XVALUE_TO_LVALUE_REF
inline int &xvalueToLvalue(int &x) { return addrspace_cast<int &>(std::move(x)); }
#endif
