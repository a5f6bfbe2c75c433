// The runtime headers in every mode: scale-clang with the extension (CUDA,
// and plain C++ with -fscale-addrspaces), scale-clang without it, upstream
// clang++ 22 (CUDA and C++), g++ for a host-only translation unit, and nvcc.
// Each build links against libcudart and runs: with a GPU the program
// checks its copies, without one it reports the CudaError of the first call.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx %rt_cuda %s -o %t/scale-cuda %rt_link
// RUN: %t/scale-cuda | FileCheck %s --check-prefixes=CHECK,QUAL
// RUN: %scale_cxx -std=c++17 -x c++ -fscale-addrspaces %rt_inc %s -o %t/scale-cxx %rt_link
// RUN: %t/scale-cxx | FileCheck %s --check-prefixes=CHECK,QUAL
// RUN: %scale_cxx %rt_cuda -fno-scale-addrspaces %s -o %t/scale-off %rt_link
// RUN: %t/scale-off | FileCheck %s --check-prefixes=CHECK,FALLBACK
// RUN: %clang22 %rt_cuda -I%libscale_inc %s -o %t/clang-cuda %rt_link
// RUN: %t/clang-cuda | FileCheck %s --check-prefixes=CHECK,FALLBACK
// RUN: %clang22 -std=c++17 -x c++ -I%libscale_inc %rt_inc %s -o %t/clang-cxx %rt_link
// RUN: %t/clang-cxx | FileCheck %s --check-prefixes=CHECK,FALLBACK
// RUN: %if gxx %{ g++ -std=c++17 -Wall -Wextra -Werror -x c++ -I%libscale_inc %rt_inc %s -o %t/gxx %rt_link %}
// RUN: %if gxx %{ %t/gxx | FileCheck %s --check-prefixes=CHECK,FALLBACK %}
// RUN: %if nvcc %{ %nvcc -std=c++17 -arch=sm_90 -I%libscale_inc %s -o %t/nvcc %}
// RUN: %if nvcc %{ %t/nvcc | FileCheck %s --check-prefixes=CHECK,FALLBACK %}
//
// QUAL: spaces: qualified
// FALLBACK: spaces: fallback
// CHECK: result: {{passed|sp::CudaError from cudaGetDeviceCount}}

#include <spec/cuda/Runtime.hpp>

#include <cstdio>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

using DeviceFloats = sp::UniquePtr<__device float>;

// The names and types of the rules file's "Runtime library names".
static_assert(std::is_same<decltype(std::declval<sp::Device &>().allocateMemory<float>(1)),
                           DeviceFloats>::value, "");
static_assert(std::is_same<decltype(std::declval<DeviceFloats &>().get()), __device float *>::value, "");
static_assert(std::is_same<decltype(sp::Device::get(0)), sp::Device &>::value, "");
static_assert(std::is_same<decltype(sp::Device::count()), int>::value, "");
static_assert(std::is_same<decltype(std::declval<sp::Device &>().createStream()), sp::Stream>::value, "");
static_assert(std::is_base_of<std::runtime_error, sp::CudaError>::value, "");
static_assert(std::is_same<decltype(std::declval<sp::CudaError &>().code()), cudaError_t>::value, "");
// Move-only owners.
static_assert(!std::is_copy_constructible<sp::Stream>::value && !std::is_copy_assignable<sp::Stream>::value, "");
static_assert(std::is_nothrow_move_constructible<sp::Stream>::value && std::is_nothrow_move_assignable<sp::Stream>::value, "");
static_assert(!std::is_copy_constructible<DeviceFloats>::value && !std::is_copy_assignable<DeviceFloats>::value, "");
static_assert(std::is_nothrow_move_constructible<DeviceFloats>::value && std::is_nothrow_move_assignable<DeviceFloats>::value, "");
static_assert(std::is_nothrow_destructible<sp::Stream>::value && std::is_nothrow_destructible<DeviceFloats>::value, "");
static_assert(!std::is_copy_constructible<sp::Device>::value && !std::is_move_constructible<sp::Device>::value, "");
// A Stream is a launch's fourth parameter.
static_assert(std::is_convertible<sp::Stream &, cudaStream_t>::value, "");
// Without the extension, UniquePtr<__device float> is UniquePtr<float>.
static_assert(std::is_same<DeviceFloats, sp::UniquePtr<float>>::value == !sp::detail::HaveAddressSpaces, "");

constexpr int N = 256;

#ifdef __CUDACC__
__constant__ float factor[1];

__global__ void scale(__device float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= factor[0];
}
#endif

static void exercise() {
  sp::Device &gpu = sp::Device::get(0);
  if (&gpu != &sp::Device::get(0) || gpu.index() != 0)
    throw std::logic_error("Device::get(0) is not one object");
  if (sp::Device::count() < 1)
    throw std::logic_error("Device::count() < 1");

  sp::Stream stream = gpu.createStream();
  std::vector<float> host(N), back(N);
  for (int i = 0; i < N; ++i)
    host[i] = static_cast<float>(i);
  DeviceFloats a = gpu.allocateMemory<float>(N);
  DeviceFloats b = gpu.allocateMemory<float>(N);

  sp::copy(a.get(), host.data(), N);             // host to device
  sp::copyAsync(b.get(), a.get(), N, stream);    // device to device
  float expect = 1.0f;
#ifdef __CUDACC__
  const float two = 2.0f;
  sp::copyToSymbol(factor, &two, 1);
  scale<<<1, N, 0, stream>>>(b.get(), N);
  sp::checkLaunch();
  expect = 2.0f;
#endif
  sp::copyAsync(back.data(), b.get(), N, stream); // device to host
  stream.synchronise();
  for (int i = 0; i < N; ++i)
    if (back[i] != expect * host[i])
      throw std::logic_error("wrong value after the round trip");
  sp::copy(back.data(), a.get(), N);
  if (back != host)
    throw std::logic_error("wrong value after copying back");
  if (gpu.allocateMemory<float>(0).get() != nullptr)
    throw std::logic_error("allocateMemory(0) is not empty");
}

int main() {
  std::printf("spaces: %s\n", sp::detail::HaveAddressSpaces ? "qualified" : "fallback");
  try {
    exercise();
    std::printf("result: passed\n");
    return 0;
  } catch (const sp::CudaError &E) {
    std::printf("result: sp::CudaError from %s: %s\n", E.call(), E.what());
    return 0;
  } catch (const std::exception &E) {
    std::printf("result: FAILED: %s\n", E.what());
    return 1;
  }
}
