// On a GPU: the Device, Stream and UniquePtr semantics that need one.
// get() gives one object per GPU and throws cudaErrorInvalidDevice for a
// GPU that does not exist; allocateMemory(0) is empty; an allocation larger
// than the GPU throws cudaErrorMemoryAllocation and leaves the runtime
// usable (a later checkLaunch() does not see it again); device-to-device
// copies; sp:: calls leave the caller's current device alone; streams and
// buffers are released without errors on stderr.
//
// REQUIRES: gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx %rt_cuda %s -o %t/scale %rt_link
// RUN: %t/scale 2>&1 | FileCheck %s --implicit-check-not=failed
// CHECK: get(count): sp::Device::get failed: invalid device ordinal (cudaErrorInvalidDevice); there is no GPU
// CHECK: too large: cudaMalloc failed: out of memory (cudaErrorMemoryAllocation)
// CHECK: gpu-runtime: PASSED

#include <spec/cuda/Runtime.hpp>

#include <cstdio>
#include <string>
#include <vector>

static int failures = 0;
#define EXPECT(X)                                                              \
  do {                                                                         \
    if (!(X)) {                                                                \
      std::printf("FAILED at line %d: %s\n", __LINE__, #X);                    \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

__global__ void iota(__device int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = i;
}

int main() {
  const int count = sp::Device::count();
  EXPECT(count >= 1);
  sp::Device &gpu = sp::Device::get(0);
  EXPECT(&gpu == &sp::Device::get(0) && gpu.index() == 0);
  EXPECT(gpu.properties().name[0] != '\0');
  for (int i = 0; i < count; ++i)
    EXPECT(sp::Device::get(i).index() == i);
  try {
    sp::Device::get(count);
    EXPECT(false);
  } catch (const sp::CudaError &E) {
    EXPECT(E.code() == cudaErrorInvalidDevice);
    std::printf("get(count): %s\n", E.what());
  }
  try {
    sp::Device::get(-1);
    EXPECT(false);
  } catch (const sp::CudaError &E) {
    EXPECT(E.code() == cudaErrorInvalidDevice);
  }

  // Zero elements: empty, nothing allocated.
  sp::UniquePtr<__device int> none = gpu.allocateMemory<int>(0);
  EXPECT(!none && none.get() == nullptr);

  // More than the GPU has.
  const size_t total = gpu.properties().totalGlobalMem;
  try {
    gpu.allocateMemory<char>(total + (size_t(1) << 30));
    EXPECT(false);
  } catch (const sp::CudaError &E) {
    EXPECT(E.code() == cudaErrorMemoryAllocation);
    EXPECT(std::string(E.call()) == "cudaMalloc");
    std::printf("too large: %s\n", E.what());
  }
  try {
    gpu.allocateMemory<double>(SIZE_MAX / 4);
    EXPECT(false);
  } catch (const sp::CudaError &E) {
    EXPECT(E.code() == cudaErrorMemoryAllocation);
  }

  // The runtime still works, and the failed allocation is not reported again.
  const int n = 1000;
  sp::Stream stream = gpu.createStream();
  EXPECT(stream && stream.device() == 0);
  sp::UniquePtr<__device int> a = gpu.allocateMemory<int>(n);
  sp::UniquePtr<__device int> b = gpu.allocateMemory<int>(n);
  iota<<<(n + 255) / 256, 256, 0, stream>>>(a.get(), n);
  sp::checkLaunch();
  sp::copyAsync(b.get(), a.get(), n, stream); // device to device
  std::vector<int> host(n, -1);
  sp::copyAsync(host.data(), b.get(), n, stream);
  stream.synchronise();
  for (int i = 0; i < n; ++i)
    EXPECT(host[i] == i);
  sp::copy(a.get(), host.data(), 0); // nothing to copy: no call

  // A moved stream still works; the moved-from one is empty.
  sp::Stream other = std::move(stream);
  EXPECT(!stream && other);
  other.synchronise();
  gpu.synchronise();

  // sp:: calls restore the current device.
  if (count > 1) {
    sp::check(cudaSetDevice(1), "cudaSetDevice");
    sp::UniquePtr<__device int> on0 = gpu.allocateMemory<int>(4);
    int current = -1;
    sp::check(cudaGetDevice(&current), "cudaGetDevice");
    EXPECT(current == 1);
    sp::check(cudaSetDevice(0), "cudaSetDevice");
  }

  std::printf("gpu-runtime: %s\n", failures == 0 ? "PASSED" : "FAILED");
  return failures == 0 ? 0 : 1;
}
