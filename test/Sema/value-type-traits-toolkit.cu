// cuda::std's remove_cv, remove_cvref and decay use Clang's builtins, so they
// drop the address space of a qualified object type; cg::reduce and
// cg::inclusive_scan on a __shared__ array element compile.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx -std=c++17 -fsyntax-only -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=dev %s
// scale-nvcc defines __NVCC__, under which libcu++ takes nvcc's path for
// these traits (partial specialisations); libscale's nvcc compatibility
// header gives it the builtins, so the same holds.
// RUN: %scale_nvcc -arch=sm_90 -std=c++17 -c %s -o %t.o
// host-no-diagnostics
// dev-no-diagnostics

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cuda/std/type_traits>

namespace cg = cooperative_groups;

static_assert(cuda::std::is_same<cuda::std::remove_cv_t<__shared const float>, float>::value, "");
static_assert(cuda::std::is_same<cuda::std::remove_cvref_t<__device float &>, float>::value, "");
static_assert(cuda::std::is_same<cuda::std::decay_t<__constant int>, int>::value, "");
static_assert(cuda::std::is_same<cuda::std::decay_t<__shared int[2]>, __shared int *>::value, "");

__global__ void sums(float *out) {
  __shared__ float partial[256];
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  partial[threadIdx.x] = threadIdx.x;
  out[threadIdx.x] = cg::reduce(warp, partial[threadIdx.x], cg::plus<float>()) +
                     cg::inclusive_scan(warp, partial[threadIdx.x], cg::plus<float>());
}
