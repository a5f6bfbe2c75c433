// Fallback mode (no extension: g++, upstream clang++-22, nvcc, and
// scale-clang -fno-scale-addrspaces): the same names compile on plain
// pointers. sp::points_to_shared and its siblings test the space with the
// toolkit's __isShared/__isGlobal/__isConstant/__isLocal (isspacep.* in
// PTX); sp::is_addrspace<AS> and try_addrspace_cast have only the generic
// space to name (every sp::AddressSpace has one value, per the spec's
// compatibility table), so they answer true and cast nothing.
//
// REQUIRES: cuda-toolkit
// RUN: %clang22 -std=c++17 -I%libscale_inc --cuda-path=%cuda_path -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 \
// RUN:   --cuda-device-only -S -O1 %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx -std=c++17 -fno-scale-addrspaces --cuda-path=%cuda_path -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 \
// RUN:   --cuda-device-only -S -O1 %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %if nvcc %{ %nvcc -std=c++17 -I%libscale_inc -arch=sm_90 -ptx %s -o - | FileCheck %s --check-prefix=PTX %}
// RUN: %if gxx %{ g++ -std=c++17 -fsyntax-only -I%libscale_inc -x c++ %s %}
// RUN: %clang22 -std=c++17 -fsyntax-only -I%libscale_inc -x c++ %s

#include <spec/cuda/Addrspace.hpp>

#if defined(__CUDACC__)
// A pointer the compiler knows nothing about: a parameter of a function
// that is not inlined (nvcc assumes that pointers loaded in a kernel are
// global and would fold the tests).
// PTX-LABEL: _Z6probesPf(
// PTX-DAG: isspacep.shared
// PTX-DAG: isspacep.global
// PTX-DAG: isspacep.const
// PTX-DAG: isspacep.local
// PTX: ret;
__device__ __noinline__ int probes(float *p) {
  return sp::points_to_shared(p) + 2 * sp::points_to_device(p) +
         4 * sp::points_to_constant(p) + 8 * sp::points_to_local(p);
}
__global__ void callProbes(float **in, int *out) { out[0] = probes(in[0]); }

// Only the generic space: no test, the pointer itself.
// PTX-LABEL: .entry _Z7genericPPfPi(
// PTX-NOT: isspacep
// PTX: ret;
__global__ void generic(float **in, int *out) {
  out[0] = sp::is_addrspace<sp::AddressSpace::SHARED>(in[0]);
  out[1] = sp::try_addrspace_cast<float *>(in[1]) == in[1];
  out[2] = (int)sp::try_addrspace_cast<float &>(*in[2]);
}
#endif

// Host side without the CUDA runtime: the generic answers need nothing.
inline bool hostGeneric(int *p) {
  return sp::is_addrspace<sp::AddressSpace::DEVICE>(p) &&
         sp::try_addrspace_cast<int *>(p) == p &&
         &sp::try_addrspace_cast<int &>(*p) == p;
}
static_assert(sp::AddressSpace::SHARED == sp::AddressSpace::GENERIC, "");
