// An object-like macro whose replacement is a pragma directive,
// `#define PRAGMA_UNROLL #pragma unroll` (moderngpu's meta.hxx, used alone
// on a line before a loop): nvcc preprocesses the file first and reads the
// expanded line as the directive; Clang reads `#` and `pragma` as tokens
// ("expected expression"). Under __NVCC__ such a macro expands to the
// `_Pragma` operator with the directive's text, so the loop hint applies
// (`#pragma unroll`, `#pragma unroll 2`), and a pragma with a
// string keeps its escapes. Without __NVCC__ (scale-clang++) the source is
// Clang's, and `#` inside a function-like macro is still stringizing.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=CLANG
// CLANG: pragma-in-macro.cu:36:3: error: expected expression
// The hints reach the loops: `#pragma unroll` (Clang's unroll.enable) and
// the count 2.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -O0 -S -emit-llvm %s -o - | FileCheck %s
// CHECK-LABEL: define {{.*}}@_Z6kernelPfi(
// CHECK: br label %{{.*}}, !llvm.loop ![[FULL:[0-9]+]]
// CHECK: br label %{{.*}}, !llvm.loop ![[TWO:[0-9]+]]
// CHECK-DAG: ![[FULL]] = distinct !{![[FULL]], {{.*}}![[FULLHINT:[0-9]+]]}
// CHECK-DAG: ![[FULLHINT]] = !{!"llvm.loop.unroll.enable"}
// CHECK-DAG: ![[TWO]] = distinct !{![[TWO]], {{.*}}![[COUNT:[0-9]+]]}
// CHECK-DAG: ![[COUNT]] = !{!"llvm.loop.unroll.count", i32 2}
// Preprocessed output shows the directives.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -E %s -o - | FileCheck %s --check-prefix=PREPROCESSED
// PREPROCESSED: {{^}}#pragma unroll{{$}}
// PREPROCESSED: {{^}}#pragma unroll 2{{$}}
// PREPROCESSED: {{^}}#pragma message("from \042a\042 macro")

#define PRAGMA_UNROLL #pragma unroll
#define UNROLL_BY_TWO #pragma unroll 2
#define MESSAGE #pragma message("from \"a\" macro")
#define STRINGIZED(x) #x

__global__ void kernel(float *p, int n) {
  PRAGMA_UNROLL
  for (int i = 0; i < 4; ++i)
    p[i] += 1.0f;
  UNROLL_BY_TWO
  for (int i = 0; i < n; ++i)
    p[i] *= 2.0f;
  MESSAGE // nvcc-warning {{from "a" macro}}
  const char *name = STRINGIZED(pragma);
  (void)name;
}
