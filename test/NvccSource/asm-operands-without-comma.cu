// nvcc accepts asm operands without the comma between them (cuda-samples
// conjugateGradientMultiDeviceCG: `::"r"(reg_val) "l"(arrived)`), which GCC
// and Clang reject. Under scale-nvcc (__NVCC__) the operands are read as if
// the comma were there, in outputs and inputs alike; without __NVCC__
// (scale-clang++, upstream) it stays an error.
// REQUIRES: cuda-toolkit
// RUN: %scale_nvcc -arch=sm_90 -ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %cuda_path/bin/ptxas -arch=sm_90 %t.ptx -o %t.cubin
// nvcc's PTX has the same instructions.
// RUN: %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx
// RUN: FileCheck %s < %t.nvcc.ptx
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=clang %s

// CHECK-LABEL: .entry _Z7storingPcjPj(
// CHECK: st.release.sys.global.u8 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: add.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK: mov.u32 %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK: mov.u32 %r{{[0-9]+}}, %r{{[0-9]+}};

#ifndef __NVCC__
#include "cuda.h"
#endif

__global__ void storing(char *arrived, unsigned value, unsigned *out) {
  asm volatile("st.release.sys.global.u8 [%1], %0;" ::"r"(value) "l"(arrived) : "memory"); // clang-error {{expected ')'}}
  unsigned sum, a, b;
  asm("add.u32 %0, %1, %2;" : "=r"(sum) : "r"(value), "r"(out[0]));
  asm("mov.u32 %0, %2;\n\tmov.u32 %1, %3;" : "=r"(a) "=r"(b) : "r"(value), "r"(sum)); // clang-error {{expected ')'}}
  out[1] = sum + a + b;
}
