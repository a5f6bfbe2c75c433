// nvcc's cuda_runtime.h includes the toolkit's sm_XX headers itself, so a
// program's own include of one (Learn CUDA Programming's __dp4a example
// includes <sm_61_intrinsics.h>) reads nothing new. Clang's wrapper reads
// five of them as .hpp files only; the .h files would define their
// functions a second time on the host side. compat.hpp defines their
// include guards; with -fno-scale-nvcc-compat the include is upstream
// Clang's error.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O1 -S %s -o - | FileCheck %s
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fno-scale-nvcc-compat -ferror-limit=0 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: sm_20_atomic_functions.h:{{[0-9]+}}:{{[0-9]+}}: error: redefinition of 'atomicAdd'
// UPSTREAM: sm_61_intrinsics.h:{{[0-9]+}}:{{[0-9]+}}: error: redefinition of '__dp2a_lo'
// CHECK-LABEL: .entry _Z4dotsPiPKiS1_Py(
// CHECK: dp4a.s32.s32
// CHECK: atom.global.add.u32
// CHECK: atom.global.min.u64

#include <sm_20_atomic_functions.h>
#include <sm_20_intrinsics.h>
#include <sm_32_atomic_functions.h>
#include <sm_35_atomic_functions.h>
#include <sm_60_atomic_functions.h>
#include <sm_61_intrinsics.h>

__global__ void dots(int *c, const int *a, const int *b,
                     unsigned long long *low) {
  int i = threadIdx.x;
  int d = __dp4a(a[i], b[i], c[i]);
  atomicAdd(c, d);
  atomicMin(low, (unsigned long long)d);
}
