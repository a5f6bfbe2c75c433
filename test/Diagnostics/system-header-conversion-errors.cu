// An implicit conversion from _Complex to a real type is an error in C++,
// reported by the implicit-conversion checks of a completed expression. In a
// system header it is still reported with the extension on, whose hook skips
// only the warning-only analyses there (SystemHeaderHooks.cpp), in every
// mode: the function itself and an instantiation for the program's type.
//
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system -DCOMPLEX_TO_REAL --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system -DCOMPLEX_TO_REAL --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: not %scale_cxx -std=c++17 -S -o /dev/null %hermetic_cuda -isystem %inputs/system -DCOMPLEX_TO_REAL --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s
// RUN: not %scale_cxx -std=c++17 -S -emit-llvm -o /dev/null %hermetic_cuda -isystem %inputs/system -DCOMPLEX_TO_REAL --cuda-gpu-arch=sm_90 --cuda-host-only %s 2>&1 | FileCheck %s
// RUN: not %scale_cxx -std=c++17 -x hip -S -o /dev/null -nogpulib -nogpuinc %hermetic_cuda -isystem %inputs/system -DCOMPLEX_TO_REAL --offload-arch=gfx90a --cuda-device-only %s 2>&1 | FileCheck %s
//
// CHECK: warning_analyses.h:27:{{[0-9]+}}: error: implicit conversion from '_Complex float' to 'float' is not permitted in C++
// CHECK: warning_analyses.h:31:{{[0-9]+}}: error: implicit conversion from '_Complex float' to 'float' is not permitted in C++

// expected-error@warning_analyses.h:27 {{implicit conversion from '_Complex float' to 'float' is not permitted in C++}}
// expected-error@warning_analyses.h:31 {{implicit conversion from '_Complex float' to 'float' is not permitted in C++}}
// expected-note@+4 {{in instantiation of function template specialization 'sys_complex_template<_Complex float>' requested here}}
#include <warning_analyses.h>

__host__ __device__ float user(_Complex float c) {
  return sys_complex_template(c);
}
