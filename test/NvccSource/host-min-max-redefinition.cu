// A host `int max(int, int)` of the source's own redefines nvcc's, under
// nvcc and here alike (clang++-22, without nvcc's overloads, accepts it);
// -fno-scale-nvcc-compat gives back Clang's behaviour.
// REQUIRES: cuda-toolkit
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: host-min-max-redefinition.cu:[[@LINE+3]]:12: error: redefinition of 'max'
// CHECK: note: previous definition is here
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only -fno-scale-nvcc-compat %s
static int max(int a, int b) { return a > b ? a : b; }

int atLeastOne(int n) { return max(1, n); }
