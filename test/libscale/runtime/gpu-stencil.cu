// On a GPU: a 1-D stencil whose weights live in constant memory. The
// kernel reads them through a `const __constant float *` and its input
// through a __shared tile with halos; sp::copyToSymbol fills the weights
// and sp::copyFromSymbol reads them back. Checked against the host.
//
// REQUIRES: gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx %rt_cuda %s -o %t/scale %rt_link
// RUN: %t/scale | FileCheck %s
// CHECK: stencil: PASSED

#include <spec/cuda/Runtime.hpp>

#include <cmath>
#include <cstdio>
#include <vector>

constexpr int Radius = 4;
constexpr int Taps = 2 * Radius + 1;
constexpr int Block = 256;

__constant__ float weights[Taps];

__device__ float applyStencil(const __constant float *w, const __shared float *centre) {
  float sum = 0.0f;
  for (int k = -Radius; k <= Radius; ++k)
    sum += w[k + Radius] * centre[k];
  return sum;
}

__global__ void stencil(const __device float *in, __device float *out, int n) {
  __shared__ float tile[Block + 2 * Radius];
  int g = blockIdx.x * Block + threadIdx.x;
  int t = threadIdx.x + Radius;
  tile[t] = g < n ? in[g] : 0.0f;
  if (threadIdx.x < Radius) {
    int left = g - Radius, right = g + Block;
    tile[t - Radius] = left >= 0 && left < n ? in[left] : 0.0f;
    tile[t + Block] = right < n ? in[right] : 0.0f;
  }
  __syncthreads();
  if (g < n)
    out[g] = applyStencil(weights, &tile[t]);
}

int main() {
  sp::Device &gpu = sp::Device::get(0);
  sp::Stream stream = gpu.createStream();

  float w[Taps];
  for (int k = 0; k < Taps; ++k)
    w[k] = 1.0f / static_cast<float>(1 + (k - Radius) * (k - Radius));
  sp::copyToSymbol(weights, w, Taps);
  float back[Taps] = {};
  sp::copyFromSymbol(back, weights, Taps);
  bool ok = true;
  for (int k = 0; k < Taps; ++k)
    ok = ok && back[k] == w[k];
  if (!ok)
    std::printf("the weights did not round-trip\n");

  for (int n : {1, 5, 256, 1000, 1 << 20}) {
    std::vector<float> in(n), out(n);
    for (int i = 0; i < n; ++i)
      in[i] = std::sin(0.01f * static_cast<float>(i));
    sp::UniquePtr<__device float> din = gpu.allocateMemory<float>(n);
    sp::UniquePtr<__device float> dout = gpu.allocateMemory<float>(n);
    sp::copyAsync(din.get(), in.data(), n, stream);
    stencil<<<(n + Block - 1) / Block, Block, 0, stream>>>(din.get(), dout.get(), n);
    sp::checkLaunch();
    sp::copyAsync(out.data(), dout.get(), n, stream);
    stream.synchronise();
    for (int i = 0; i < n; ++i) {
      float want = 0.0f;
      for (int k = -Radius; k <= Radius; ++k)
        if (i + k >= 0 && i + k < n)
          want += w[k + Radius] * in[i + k];
      if (std::fabs(out[i] - want) > 1e-5f * (1.0f + std::fabs(want))) {
        std::printf("n = %d: out[%d] = %g, want %g\n", n, i, out[i], want);
        ok = false;
        break;
      }
    }
  }
  std::printf("stencil: %s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
