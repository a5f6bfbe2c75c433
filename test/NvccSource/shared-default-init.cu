// nvcc does not initialize `__shared__` variables and accepts a default-
// initialized one whose class's default constructor is implicit or
// defaulted, made non-empty by default member initializers: CCCL's
// `__shared__ cuda::barrier<cuda::thread_scope_block> bar;` (the documented
// form, cuda-samples simpleAWBarrier; its destructor is not run either).
// Under scale-nvcc (__NVCC__) that is accepted, and the PTX initializes
// nothing; a user-provided constructor and a written initializer stay
// errors, and so does all of it without __NVCC__ (scale-clang++, upstream).
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=clang %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DVALID_ONLY -O2 -S %s -o - | FileCheck %s

#include "cuda.h"

struct Counters {
  int arrived = 0;
  int phase = 1;
};
struct Defaulted {
  int count = 3;
  Defaulted() = default;
  __device__ ~Defaulted() { count = 0; }
};
struct UserProvided {
  int count;
  __device__ UserProvided() { count = 5; }
};
template <typename T> struct Wrapped {
  T value{};
};

// No constructor runs: nothing is stored to shared memory (what the kernel
// reads is uninitialized, as under nvcc, whose PTX for it is `ret` alone).
// CHECK-LABEL: .entry {{.*}}accepted
// CHECK-NOT: st.shared
// CHECK: ret;
__global__ void accepted(int *out) {
  __shared__ Counters counters; // clang-error {{initialization is not supported for __shared__ variables}}
  __shared__ Defaulted defaulted; // clang-error {{initialization is not supported for __shared__ variables}}
  __shared__ Wrapped<int> wrapped; // clang-error {{initialization is not supported for __shared__ variables}}
  out[threadIdx.x] = counters.phase + defaulted.count + wrapped.value;
}

#ifndef VALID_ONLY
__global__ void rejected(int *out) {
  __shared__ UserProvided user; // nvcc-error {{initialization is not supported for __shared__ variables}} clang-error {{initialization is not supported for __shared__ variables}}
  __shared__ Counters written{}; // nvcc-error {{initialization is not supported for __shared__ variables}} clang-error {{initialization is not supported for __shared__ variables}}
  out[0] = user.count + written.phase;
}
#endif
