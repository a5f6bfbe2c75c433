// cuda::std::span<float> s(sharedTile) (issue 18 item 14): the array
// constructor deduces its extent from `element_type (&)[N]`, which a
// __shared__ array binds to in device code; in host code it does not.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx -std=c++17 -fsyntax-only -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=host,both %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=device,both %s
// RUN: %scale_cxx -std=c++17 -O2 -S -o - -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-device-only -DNO_HOST_ERROR %s | FileCheck %s

#include <cuda/std/span>

// CHECK-LABEL: .entry _Z7averagePf
// CHECK: ld.shared.b32 {{.*}}[_ZZ7averagePfE10sharedTile]
__global__ void average(float *out) {
  __shared__ float sharedTile[32];
  sharedTile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  cuda::std::span<float> s(sharedTile);
  static_assert(decltype(cuda::std::span<float>(sharedTile))::extent ==
                cuda::std::dynamic_extent);
  float sum = 0;
  for (float x : s)
    sum += x;
  out[threadIdx.x] = sum / s.size();
}

#ifndef NO_HOST_ERROR
__device__ float deviceTile[8];
void host() {
  cuda::std::span<float> s(deviceTile); // both-error {{no matching constructor for initialization of 'cuda::std::span<float>'}}
  // both-note@*:* 0+ {{candidate}}
}
#endif
