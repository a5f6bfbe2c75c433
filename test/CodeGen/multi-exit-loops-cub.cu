// CUB's single-tile reduction (the last pass of DeviceReduce, over the
// partials of the first: an `int*` input and an `int` count) reads its
// tiles in a loop written with two exits, the loop test and a test against
// offset overflow (AgentReduce::ConsumeFullTileRange). nvcc's PTX keeps
// both, and ptxas does not unroll that loop; LLVM proves the second exit
// redundant for a signed offset, and ptxas unrolled the single-exit loop
// left (80 registers, nvcc's 32). The loop keeps `.pragma "nounroll"`
// (llvm/.../UnrollPreferences.h), as a loop written with several exits
// does wherever LLVM leaves it a loop.
// REQUIRES: cuda-toolkit
// RUN: %scale_nvcc -arch=sm_90 -ptx %s -o - | FileCheck %s
// RUN: %scale_nvcc -arch=sm_90 -ptx -Xcompiler -mllvm,-scale-keep-multi-exit-loops-rolled=false %s -o - | FileCheck %s --check-prefix=OFF

#include <cub/device/device_reduce.cuh>

// CHECK-LABEL: .entry _ZN3cub{{.*}}DeviceReduceSingleTileKernel{{.*}}EPiSC_i
// Both tile loops have the pragma, of an unaligned input (16 loads) and of
// an aligned one (4 vector loads).
// CHECK: .pragma "nounroll";
// CHECK-COUNT-16: ld.global.nc.u32
// CHECK: .pragma "nounroll";
// CHECK-COUNT-4: ld.global.nc.v2.u64
// CHECK-LABEL: -- End function
// OFF-LABEL: .entry _ZN3cub{{.*}}DeviceReduceSingleTileKernel{{.*}}EPiSC_i
// OFF-NOT: .pragma "nounroll";
// OFF-LABEL: -- End function
cudaError_t sum(void *scratch, size_t &bytes, const int *in, int *out, int n) {
  return cub::DeviceReduce::Sum(scratch, bytes, in, out, n);
}
