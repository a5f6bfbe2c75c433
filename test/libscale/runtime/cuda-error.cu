// sp::CudaError and sp::check: what() names the call, CUDA's error string
// and name, any detail, and the caller's file, line and function; code()
// and status() give the cudaError_t back. Needs no GPU.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx %rt_cuda %s -o %t/scale %rt_link
// RUN: %t/scale | FileCheck %s
// RUN: %if gxx %{ g++ -std=c++17 -x c++ -I%libscale_inc %rt_inc %s -o %t/gxx %rt_link %}
// RUN: %if gxx %{ %t/gxx | FileCheck %s %}
//
// CHECK: check: cudaFoo failed: invalid argument (cudaErrorInvalidValue) at {{.*}}cuda-error.cu:{{[0-9]+}} in main
// CHECK-NEXT: code: 1 1 call: cudaFoo line ok: 1
// CHECK-NEXT: detail: sp::Thing failed: out of memory (cudaErrorMemoryAllocation); 3 bytes short at {{.*}}cuda-error.cu:{{[0-9]+}} in main
// CHECK-NEXT: success: no throw
// CHECK-NEXT: runtime_error: cudaBar failed:

#include <spec/cuda/Runtime.hpp>

#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>

int main() {
  static_assert(std::is_base_of<std::runtime_error, sp::CudaError>::value, "");
  static_assert(std::is_nothrow_copy_constructible<sp::CudaError>::value, "");

  int Line = 0;
  try {
    Line = __LINE__ + 1;
    sp::check(cudaErrorInvalidValue, "cudaFoo");
    std::printf("no throw\n");
  } catch (const sp::CudaError &E) {
    std::printf("check: %s\n", E.what());
    std::printf("code: %d %d call: %s line ok: %d\n", (int)E.code(), (int)E.status(), E.call(),
                E.where().line() == Line);
  }

  try {
    throw sp::CudaError(cudaErrorMemoryAllocation, "sp::Thing", std::string("3 bytes short"));
  } catch (const sp::CudaError &E) {
    std::printf("detail: %s\n", E.what());
  }

  sp::check(cudaSuccess, "cudaNothing");
  std::printf("success: no throw\n");

  try {
    sp::check(cudaErrorInvalidValue, "cudaBar");
  } catch (const std::runtime_error &E) {
    std::printf("runtime_error: %s\n", E.what());
  }
  return 0;
}
