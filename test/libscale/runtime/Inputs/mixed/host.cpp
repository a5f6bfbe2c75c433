// Host-only code built by g++: it only passes the pointers around.
#include "KernelArguments.hpp"

#include <cstdio>
#include <vector>

int main() {
  try {
    sp::Device &gpu = sp::Device::get(0);
    if (deviceSeenByKernels(0) != &gpu) {
      std::printf("mixed: FAILED: two Device objects for GPU 0\n");
      return 1;
    }
    const int n = 1000;
    std::vector<float> lhs(n, 1.5f), rhs(n), dst(n);
    for (int i = 0; i < n; ++i)
      rhs[i] = static_cast<float>(i);
    sp::Stream stream = gpu.createStream();
    KernelArguments args = allocateKernelArguments(gpu, n);
    // In this translation unit the qualifiers are empty: these are plain
    // float pointers, and sp::copy uses cudaMemcpyDefault.
    sp::copy(const_cast<float *>(args.lhs), lhs.data(), n);
    sp::copy(const_cast<float *>(args.rhs), rhs.data(), n);
    launchSomeKernel(args, stream);
    stream.synchronise();
    sp::copy(dst.data(), args.dst, n);
    freeKernelArguments(args);
    for (int i = 0; i < n; ++i)
      if (dst[i] != lhs[i] + rhs[i]) {
        std::printf("mixed: FAILED at %d\n", i);
        return 1;
      }
    std::printf("mixed: passed\n");
  } catch (const sp::CudaError &E) {
    std::printf("mixed: sp::CudaError from %s: %s\n", E.call(), E.what());
  }
  return 0;
}
