// Host code under nvcc is g++'s, which takes two variably modified types
// written alike as one type (NPB's MG: `double (*u)[n2][n1] = (double
// (*)[n2][n1])pointer_u;`); Clang's C++ makes each written VLA type distinct.
// Under __NVCC__ a variable's initializer and an assignment's right operand
// written like the target's type take it; other mismatches keep Clang's
// error, and without __NVCC__ (scale-clang++) the source is Clang's.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Wno-vla-cxx-extension -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -Wno-vla-cxx-extension -Xclang -verify=clang %s
// The converted initializer reads the same address.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -DVALID_ONLY -Wno-vla-cxx-extension -O1 -S -emit-llvm %s -o - | FileCheck %s
// CHECK: define {{.*}}@_Z5firstPvii(ptr {{[^%]*}}[[P:%[0-9a-z]+]],
// CHECK: load double, ptr [[P]]

double first(void *p, int n1, int n2) {
  double (*u)[n2][n1] = (double (*)[n2][n1])p; // clang-error {{cannot initialize a variable of type 'double (*)[n2][n1]' with an rvalue of type 'double (*)[n2][n1]'}}
  return u[0][0][0];
}

void alike(void *p, int n1, int n2, int n3) {
  const double (*c)[n1] = (const double (*)[n1])p; // clang-error {{cannot initialize}}
  double (*w)[n2][n1];
  w = (double (*)[n2][n1])p; // clang-error {{incompatible pointer types assigning}}
  double (*x)[n2][n1] = w; // clang-error {{cannot initialize}}
  double (*k)[4][n1] = (double (*)[4][n1])p; // clang-error {{cannot initialize}}
  w[n3][0][0] = c[0][0] + x[0][0][0] + k[0][0][0];
}

#ifndef VALID_ONLY
void different(void *p, int n1, int n2) {
  double (*swapped)[n1][n2] = (double (*)[n2][n1])p; // nvcc-error {{cannot initialize}} clang-error {{cannot initialize}}
  double (*other)[n2 + 1][n1] = (double (*)[n2][n1])p; // nvcc-error {{cannot initialize}} clang-error {{cannot initialize}}
  float (*element)[n1] = (double (*)[n1])p; // nvcc-error {{cannot initialize}} clang-error {{cannot initialize}}
  (void)swapped; (void)other; (void)element;
}
#endif
