// `template` before a destructor name (NCCL's reduce_scatter_gin.cuh:
// `outbox.template ~ncclGinOutboxSession<...>()`): not allowed by the
// standard, rejected by Clang and g++, accepted by nvcc. Under __NVCC__ the
// keyword is ignored with a warning in -Wscale-nvcc-missing-template;
// scale-clang++ (no __NVCC__) keeps the error.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=clang %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Wno-scale-nvcc-missing-template -O0 -S -emit-llvm %s -o - | FileCheck %s

__device__ int destroyed;
template <typename C> struct Session {
  __device__ ~Session() { ++destroyed; }
};

// CHECK-LABEL: define {{.*}}@_Z3runIiEvv(
// CHECK: call void @_ZN7SessionIiED1Ev(
template <typename C> __device__ void run() {
  Session<C> s;
  s.template ~Session<C>(); // nvcc-warning {{'template' keyword before destructor name is ignored for nvcc compatibility}} clang-error {{'template' keyword not permitted in destructor name}}
  new (&s) Session<C>();
}

__device__ void *operator new(__SIZE_TYPE__, void *where) noexcept { return where; }
__global__ void kernel() { run<int>(); }
