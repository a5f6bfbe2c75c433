// nvcc reads `<< <` as a launch's `<<<` and `>> >` as its `>>>`, blanks
// and line breaks between them (Visual Studio's formatter writes launches
// so: Learn CUDA Programming, CUDA_Freshman), and `operator<<<>` as the
// operator's name and an empty template argument list (a friend
// specialisation); Clang's CUDA lexer reads neither ("expected
// expression", "expected a type"). Under __NVCC__ the launch-configuration
// watcher reads them as nvcc does, also from a macro's body or argument
// (xmrig-cuda's `CUDA_CHECK_KERNEL(id, k << <grid, block >> > (...))`);
// a shift inside the configuration and a `<<` after `operator` are left
// as they are.
// Without __NVCC__ (scale-clang++) the source is Clang's.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only %s 2>&1 | FileCheck %s --check-prefix=CLANG
// CLANG: launch-spaced-brackets.cu:52:26: error: expected a type
// CLANG: launch-spaced-brackets.cu:68:13: error: expected expression
// The host pushes each launch's grid and block, in order: (2, 64),
// (3, 32), (4, 16), (5, 8), (6, 128), (n >> 1, 256), then from macros
// (1, 1) and (7, 2).
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -O1 -S -emit-llvm %s -o - | FileCheck %s
// CHECK-LABEL: define {{.*}}@_Z6launchPii(
// CHECK: call {{.*}}@__cudaPushCallConfiguration(i64 4294967298, i32 1, i64 4294967360, i32 1,
// CHECK: call {{.*}}@__cudaPushCallConfiguration(i64 4294967299, i32 1, i64 4294967328, i32 1,
// CHECK: call {{.*}}@__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967312, i32 1,
// CHECK: call {{.*}}@__cudaPushCallConfiguration(i64 4294967301, i32 1, i64 4294967304, i32 1,
// CHECK: call {{.*}}@__cudaPushCallConfiguration(i64 4294967302, i32 1, i64 4294967424, i32 1,
// CHECK: %[[HALF:.+]] = ashr i32 %{{.+}}, 1
// CHECK: %[[GRID:.+]] = zext i32 %[[HALF]] to i64
// CHECK: %[[PACKED:.+]] = or disjoint i64 %[[GRID]], 4294967296
// CHECK: call {{.*}}@__cudaPushCallConfiguration(i64 %[[PACKED]], i32 1, i64 4294967552, i32 1,
// CHECK: call {{.*}}@__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967297, i32 1,
// CHECK: call {{.*}}@__cudaPushCallConfiguration(i64 4294967303, i32 1, i64 4294967298, i32 1,
// Preprocessed output keeps the brackets as written.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -E --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ %s -o - | FileCheck %s --check-prefix=PREPROCESSED
// PREPROCESSED: friend Stream &operator<<<>(Stream &, const Box &);
// PREPROCESSED: kernel << <2, 64 >> > (out);
// Invalid code fails in every mode, under __NVCC__ too.
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 -S -emit-llvm -o /dev/null --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 -S -o /dev/null --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DINVALID %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: launch-spaced-brackets.cu:79:26: error: too many execution configuration arguments to kernel function call, expected at most 4, have 5
// ERRORS: launch-spaced-brackets.cu:80:27: error: expected '>>>'

#ifndef INVALID
// nvcc-no-diagnostics
#endif

struct Stream { int last; };
template <class T> struct Box;
template <class T> Stream &operator<<(Stream &, const Box<T> &);
template <class T> struct Box {
  friend Stream &operator<<<>(Stream &, const Box &);
  T value;
};
template <class T> Stream &operator<<(Stream &s, const Box<T> &b) {
  s.last = b.value;
  return s;
}
Stream &print(Stream &s, const Box<int> &b) { return operator<< <int>(s, b); }

__global__ void kernel(int *out) { out[threadIdx.x] = blockDim.x; }
template <unsigned N> __global__ void unrolled(int *out) { out[N] = 1; }

#define SPACED_LAUNCH kernel << <1, 1 >> > (out)
#define CHECK_KERNEL(...) __VA_ARGS__

void launch(int *out, int n) {
  kernel << <2, 64 >> > (out);
  kernel<< <3, 32>>>(out);
  kernel<<<4, 16>> >(out);
  kernel << <
      5, 8 >> >
      (out);
  unrolled<1024><< <6, 128 >> >(out);
  kernel << <n >> 1, 256 >> > (out);
  SPACED_LAUNCH;
  CHECK_KERNEL(kernel << <7, 2 >> > (out));
#ifdef INVALID
  kernel << <1, 2, 3, 4, 5 >> > (out);
  kernel << <1, 2 >> (out);
#endif
}
