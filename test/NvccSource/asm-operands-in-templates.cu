// nvcc reads an inline asm string's operands only in code it emits; a
// template's `if constexpr` branch that no instantiation takes may name an
// operand its statement does not have (ThunderKittens' tma.cuh). Clang
// analyses a string with non-dependent operands where the template is
// defined ("invalid operand number in inline asm string"). Under __NVCC__
// the analysis waits for the instantiations that keep the statement, which
// report it as upstream does; code outside templates and upstream
// (scale-clang++ without __NVCC__) are unchanged.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DINSTANTIATE_BAD -Xclang -verify=nvcc,bad %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=clang %s
// The branch an instantiation takes is the one emitted, with its operands.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DEMIT -O2 -S %s -o - | FileCheck %s
// CHECK-LABEL: .entry _Z5storePi(
// CHECK: st.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: st.global.v2.u32 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
// CHECK: ret;
// Invalid strings are errors when emitting IR and PTX too (the PTX strings
// are NVPTX-only: AMDGPU rejects their constraints).
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DINSTANTIATE_BAD -DEMIT -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DINSTANTIATE_BAD -DEMIT -S -emit-llvm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: invalid operand number in inline asm string

template <int N> __device__ void storeN(int *p, int v) {
  if constexpr (N == 1) {
    asm volatile("st.global.u32 [%0], %1;" ::"l"(p), "r"(v));
  } else if constexpr (N == 2) {
    asm volatile("st.global.v2.u32 [%0], {%1, %2};" ::"l"(p), "r"(v), "r"(v));
  } else {
    // A `.v2` store written for one operand: no instantiation takes it.
    asm volatile("st.global.v2.u32 [%0], {%1, %2};" ::"l"(p), "r"(v)); // clang-error {{invalid operand number in inline asm string}} bad-error {{invalid operand number in inline asm string}}
  }
}

template <class T> struct Writer {
  __device__ void write(int *p) {
    asm volatile("st.global.u32 [%0], %3;" ::"l"(p)); // clang-error {{invalid operand number in inline asm string}}
  }
};

__global__ void store(int *p) {
  storeN<1>(p, 3);
  storeN<2>(p + 1, 4);
#ifdef INSTANTIATE_BAD
  storeN<3>(p + 2, 5); // bad-note {{in instantiation of function template specialization 'storeN<3>' requested here}}
#endif
}

// Outside templates the string is analysed where it is written.
#ifndef EMIT
__device__ void plain(int *p) {
  asm volatile("st.global.u32 [%0], %1;" ::"l"(p)); // nvcc-error {{invalid operand number in inline asm string}} clang-error {{invalid operand number in inline asm string}}
}
#endif
