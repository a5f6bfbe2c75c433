// On a GPU: c = a + b with __device pointers, through the whole runtime
// (Device, Stream, UniquePtr, stream-ordered copies both ways), checked
// element by element against the host, for sizes that do and do not fill
// the last block. Built with the extension and without it (nvcc).
//
// REQUIRES: gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx %rt_cuda %s -o %t/scale %rt_link
// RUN: %t/scale | FileCheck %s
// RUN: %if nvcc %{ %nvcc -std=c++17 -arch=sm_90 -I%libscale_inc %s -o %t/nvcc %}
// RUN: %if nvcc %{ %t/nvcc | FileCheck %s %}
// CHECK: vector-add: PASSED

#include <spec/cuda/Runtime.hpp>

#include <cstdio>
#include <vector>

__global__ void vectorAdd(const __device float *a, const __device float *b,
                          __device float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

static bool runSize(sp::Device &gpu, sp::Stream &stream, int n) {
  std::vector<float> a(n), b(n), c(n, -1.0f);
  for (int i = 0; i < n; ++i) {
    a[i] = 0.5f * static_cast<float>(i);
    b[i] = static_cast<float>(n - i);
  }
  sp::UniquePtr<__device float> da = gpu.allocateMemory<float>(n);
  sp::UniquePtr<__device float> db = gpu.allocateMemory<float>(n);
  sp::UniquePtr<__device float> dc = gpu.allocateMemory<float>(n);
  sp::copyAsync(da.get(), a.data(), n, stream);
  sp::copyAsync(db.get(), b.data(), n, stream);
  const int block = 128;
  vectorAdd<<<(n + block - 1) / block, block, 0, stream>>>(da.get(), db.get(), dc.get(), n);
  sp::checkLaunch();
  sp::copyAsync(c.data(), dc.get(), n, stream);
  stream.synchronise();
  for (int i = 0; i < n; ++i)
    if (c[i] != a[i] + b[i]) {
      std::printf("n = %d: c[%d] = %g, want %g\n", n, i, c[i], a[i] + b[i]);
      return false;
    }
  return true;
}

int main() {
  sp::Device &gpu = sp::Device::get(0);
  sp::Stream stream = gpu.createStream();
  bool ok = true;
  for (int n : {1, 127, 128, 1000, 1 << 20})
    ok = runSize(gpu, stream, n) && ok;
  std::printf("vector-add: %s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
