// nvcc passes a `%` of an inline asm string that begins no operand or escape
// through to the PTX, and CUDA code names PTX special registers so
// (cuda-samples cudaGraphsPerfScaling: `asm volatile("mov.u64 %0,
// %globaltimer;" : "=l"(t))`); Clang rejects it ("invalid % escape in inline
// assembly string"). Under scale-nvcc (__NVCC__) the PTX has the register as
// nvcc's has it; operands, modifiers and `%%` keep their meaning, and
// without __NVCC__ (scale-clang++, upstream) it stays an error.
// REQUIRES: cuda-toolkit
// RUN: %scale_nvcc -arch=sm_90 -ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %cuda_path/bin/ptxas -arch=sm_90 %t.ptx -o %t.cubin
// nvcc's PTX has the same instructions.
// RUN: %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx
// RUN: FileCheck %s < %t.nvcc.ptx
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=clang %s

// CHECK-LABEL: .entry _Z7readingPyPjPf(
// CHECK: mov.u64 %rd{{[0-9]+}}, %globaltimer;
// CHECK: mov.u32 %r{{[0-9]+}}, %laneid;
// CHECK: mov.u32 %r{{[0-9]+}}, %tid.x;
// CHECK: mov.u32 %r{{[0-9]+}}, %nsmid;
// CHECK: mov.u32 %r{{[0-9]+}}, %smid;
// CHECK: mov.b32 %{{[rf][0-9]+}}, %{{[rf][0-9]+}};
// CHECK: mov.u32 %r{{[0-9]+}}, %warpid;

#ifndef __NVCC__
#include "cuda.h"
#endif

__global__ void reading(unsigned long long *time, unsigned *ids, float *f) {
  unsigned long long t;
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t)); // clang-error {{invalid % escape in inline assembly string}}
  unsigned lane, x, sms, sm, sum;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm("mov.u32 %0, %tid.x;" : "=r"(x)); // clang-error {{invalid % escape in inline assembly string}}
  asm volatile("mov.u32 %0, %nsmid;" : "=r"(sms)); // clang-error {{invalid % escape in inline assembly string}}
  asm volatile("mov.u32 %0, %%smid;" : "=r"(sm));
  float g;
  asm("mov.b32 %0, %1;" : "=f"(g) : "f"(f[0]));
  asm volatile("mov.u32 %0, %warpid;" : "=r"(sum)); // clang-error {{invalid % escape in inline assembly string}}
  *time = t;
  ids[0] = lane + x + sms + sm + sum;
  f[1] = g;
}
