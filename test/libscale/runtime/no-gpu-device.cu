// Without a usable GPU, sp::Device::count() and sp::Device::get() throw
// sp::CudaError carrying the driver's error (no device, or a driver older
// than the runtime, or none at all), pointing at the caller's line; a later
// call tries again instead of caching the failure.
//
// UNSUPPORTED: gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx %rt_cuda %s -o %t/scale %rt_link
// RUN: %t/scale | FileCheck %s
// RUN: %scale_cxx %rt_cuda -fno-scale-addrspaces %s -o %t/off %rt_link
// RUN: %t/off | FileCheck %s
//
// CHECK: count: cudaGetDeviceCount failed: [[ERR:(no CUDA-capable device is detected \(cudaErrorNoDevice\)|CUDA driver version is insufficient for CUDA runtime version \(cudaErrorInsufficientDriver\)|initialization error \(cudaErrorInitializationError\))]] at {{.*}}no-gpu-device.cu:[[COUNT_LINE:[0-9]+]] in main
// CHECK-NEXT: code is a driver error: 1, line [[COUNT_LINE]]
// CHECK-NEXT: get: cudaGetDeviceCount failed: [[ERR]] at {{.*}}no-gpu-device.cu:{{[0-9]+}} in main
// CHECK-NEXT: get again: cudaGetDeviceCount failed: [[ERR]]
// CHECK-NEXT: done

#include <spec/cuda/Runtime.hpp>

#include <cstdio>

static bool driverError(cudaError_t C) {
  return C == cudaErrorNoDevice || C == cudaErrorInsufficientDriver ||
         C == cudaErrorInitializationError;
}

int main() {
  int Line = 0;
  try {
    Line = __LINE__ + 1;
    std::printf("count: no throw, %d\n", sp::Device::count());
  } catch (const sp::CudaError &E) {
    std::printf("count: %s\n", E.what());
    std::printf("code is a driver error: %d, line %d\n", driverError(E.code()), Line);
  }
  for (const char *Label : {"get", "get again"}) {
    try {
      sp::Device &Gpu = sp::Device::get(0);
      std::printf("%s: no throw, %d\n", Label, Gpu.index());
    } catch (const sp::CudaError &E) {
      std::printf("%s: %s\n", Label, E.what());
    }
  }
  std::printf("done\n");
  return 0;
}
