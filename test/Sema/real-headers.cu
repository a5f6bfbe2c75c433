// The CUDA toolkit's headers, thrust, cub and libcu++ compile for sm_90 with
// the extension on, host and device side, with no error from inside them.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx -std=c++17 -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 -c %s -o %t.o
// RUN: llvm-nm -C %t.o | FileCheck %s
// CHECK: T __device_stub__count(int AS1*, int const AS1*, int)

#include <cuda_runtime.h>
#include <cub/cub.cuh>
#include <cuda/std/atomic>
#include <thrust/device_vector.h>
#include <thrust/reduce.h>

__global__ void count(__device int *counter, __device const int *in, int n) {
  cuda::std::atomic_ref<int> ref(*(int *)counter);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 0)
    ref.fetch_add(1, cuda::std::memory_order_relaxed);
}

int sum(const thrust::device_vector<int> &v) {
  return thrust::reduce(v.begin(), v.end());
}
