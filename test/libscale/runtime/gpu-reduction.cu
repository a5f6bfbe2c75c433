// On a GPU: a shared-memory tree reduction. The tile is a __shared__
// array (type `__shared long long[256]`) reduced by a template that deduces
// its element type through a `__shared T *` parameter; the per-block sums
// go to a __device total with atomicAdd (a __device pointer converting to
// generic inside device code). Integers, so the host sum must match exactly.
//
// REQUIRES: gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx %rt_cuda %s -o %t/scale %rt_link
// RUN: %t/scale | FileCheck %s
// CHECK: reduction: PASSED

#include <spec/cuda/Runtime.hpp>

#include <cstdio>
#include <vector>

constexpr int Block = 256;

// Sums tile[0 .. Block) into tile[0]; the whole block calls it.
template <class T> __device__ void reduceTile(__shared T *tile) {
  for (int stride = Block / 2; stride > 0; stride /= 2) {
    __syncthreads();
    if (threadIdx.x < stride)
      tile[threadIdx.x] += tile[threadIdx.x + stride];
  }
  __syncthreads();
}

__global__ void sumKernel(const __device int *in, int n,
                          __device unsigned long long *total) {
  __shared__ long long tile[Block];
  long long sum = 0;
  for (int i = blockIdx.x * Block + threadIdx.x; i < n; i += gridDim.x * Block)
    sum += in[i];
  tile[threadIdx.x] = sum;
  reduceTile(tile);
  if (threadIdx.x == 0)
    atomicAdd(total, static_cast<unsigned long long>(tile[0]));
}

int main() {
  sp::Device &gpu = sp::Device::get(0);
  sp::Stream stream = gpu.createStream();
  bool ok = true;
  for (int n : {1, 255, 256, 257, 100000, 1 << 22}) {
    std::vector<int> in(n);
    long long want = 0;
    for (int i = 0; i < n; ++i) {
      in[i] = (i * 2654435761u) % 2001 - 1000;
      want += in[i];
    }
    sp::UniquePtr<__device int> din = gpu.allocateMemory<int>(n);
    sp::UniquePtr<__device unsigned long long> dtotal = gpu.allocateMemory<unsigned long long>(1);
    const unsigned long long zero = 0;
    sp::copyAsync(din.get(), in.data(), n, stream);
    sp::copyAsync(dtotal.get(), &zero, 1, stream);
    int blocks = (n + Block - 1) / Block;
    sumKernel<<<blocks < 264 ? blocks : 264, Block, 0, stream>>>(din.get(), n, dtotal.get());
    sp::checkLaunch();
    unsigned long long got = 0;
    sp::copyAsync(&got, dtotal.get(), 1, stream);
    stream.synchronise();
    if (static_cast<long long>(got) != want) {
      std::printf("n = %d: sum %lld, want %lld\n", n, static_cast<long long>(got), want);
      ok = false;
    }
  }
  std::printf("reduction: %s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
