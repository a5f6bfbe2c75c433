// scale-clang-tidy (and scale-clangd, which configures invocations the same
// way) sees nvcc's functions in CUDA files: no compiler errors where
// scale-clang++ has none.
// REQUIRES: cuda-toolkit
// RUN: %scale_clang_tidy --checks='-*,bugprone-*' %s -- --cuda-gpu-arch=sm_90 2>&1 | FileCheck %s
// CHECK-NOT: error:
// Fails before: the same file without nvcc compatibility.
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 -fsyntax-only -fno-scale-nvcc-compat %s

__global__ void stream(float *p) { __stcs(p, __ldlu(p + 1)); }

int atLeastOne(int n) { return max(1, n); }
