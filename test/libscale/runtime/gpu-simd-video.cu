// On a GPU: the SIMD video functions that libscale's simd_video.hpp writes
// as integer code give, for about 166,000 operand pairs, the results of
// the lane definitions (NvccSource/Inputs/simd_video_reference.h) and the results of
// Clang's wrapper functions, which run the PTX video instructions (called
// as `(__vadd2)(a, b)`: the parentheses keep the header's macro away).
//
// REQUIRES: gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx %rt_cuda %s -o %t/simd %rt_link
// RUN: %t/simd | FileCheck %s
// CHECK: simd-video-gpu: 13588466 results, 0 wrong, 0 unlike the video instructions

#include "../../NvccSource/Inputs/simd_video_reference.h"

#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

namespace {

#define COUNT(Name, Count, Signed, Expr) +1
constexpr int Functions = 0 SIMD_VIDEO_UNARY(COUNT) SIMD_VIDEO_BINARY(COUNT)
    SIMD_VIDEO_SUMS(COUNT);
#undef COUNT

// Each function for pair I: the header's result in Ours, the wrapper's in
// Video, in the order of the reference's lists.
__global__ void apply(const unsigned *A, const unsigned *B, unsigned *Ours,
                      unsigned *Video, int Pairs) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= Pairs)
    return;
  unsigned a = A[I], b = B[I];
  unsigned *O = Ours + size_t(I) * Functions, *V = Video + size_t(I) * Functions;
#define UNARY(Name, Count, Signed, Expr) *O++ = Name(a), *V++ = (Name)(a);
#define BINARY(Name, Count, Signed, Expr) *O++ = Name(a, b), *V++ = (Name)(a, b);
  SIMD_VIDEO_UNARY(UNARY) SIMD_VIDEO_BINARY(BINARY) SIMD_VIDEO_SUMS(BINARY)
#undef UNARY
#undef BINARY
}

struct Reference {
  const char *Name;
  unsigned (*Lanes)(unsigned, unsigned);
};
#define ENTRY(Name, Count, Signed, Expr)                                       \
  {#Name, simd_video_reference::Name##_reference},
const Reference References[] = {SIMD_VIDEO_UNARY(ENTRY) SIMD_VIDEO_BINARY(ENTRY)
                                    SIMD_VIDEO_SUMS(ENTRY)};
#undef ENTRY

bool succeeded(cudaError_t Status, const char *What) {
  if (Status == cudaSuccess)
    return true;
  std::printf("%s: %s\n", What, cudaGetErrorString(Status));
  return false;
}

} // namespace

int main() {
  std::vector<unsigned> A, B;
  simd_video_reference::forEachInput(10000, [&](unsigned X, unsigned Y) {
    A.push_back(X);
    B.push_back(Y);
  });
  int Pairs = int(A.size());
  size_t Results = size_t(Pairs) * Functions;
  unsigned *DA, *DB, *DOurs, *DVideo;
  if (!succeeded(cudaMalloc(&DA, Pairs * sizeof(unsigned)), "cudaMalloc") ||
      !succeeded(cudaMalloc(&DB, Pairs * sizeof(unsigned)), "cudaMalloc") ||
      !succeeded(cudaMalloc(&DOurs, Results * sizeof(unsigned)), "cudaMalloc") ||
      !succeeded(cudaMalloc(&DVideo, Results * sizeof(unsigned)), "cudaMalloc"))
    return 1;
  cudaMemcpy(DA, A.data(), Pairs * sizeof(unsigned), cudaMemcpyHostToDevice);
  cudaMemcpy(DB, B.data(), Pairs * sizeof(unsigned), cudaMemcpyHostToDevice);
  apply<<<(Pairs + 255) / 256, 256>>>(DA, DB, DOurs, DVideo, Pairs);
  if (!succeeded(cudaDeviceSynchronize(), "apply"))
    return 1;
  std::vector<unsigned> Ours(Results), Video(Results);
  cudaMemcpy(Ours.data(), DOurs, Results * sizeof(unsigned),
             cudaMemcpyDeviceToHost);
  cudaMemcpy(Video.data(), DVideo, Results * sizeof(unsigned),
             cudaMemcpyDeviceToHost);
  unsigned long Wrong = 0, Unlike = 0;
  for (int I = 0; I < Pairs; ++I)
    for (int F = 0; F < Functions; ++F) {
      unsigned Got = Ours[size_t(I) * Functions + F];
      unsigned Want = References[F].Lanes(A[I], B[I]);
      unsigned Instruction = Video[size_t(I) * Functions + F];
      if (Got != Want && Wrong++ < 10)
        std::printf("%s(0x%08x, 0x%08x) = 0x%08x, want 0x%08x\n",
                    References[F].Name, A[I], B[I], Got, Want);
      if (Got != Instruction && Unlike++ < 10)
        std::printf("%s(0x%08x, 0x%08x) = 0x%08x, the video instruction "
                    "0x%08x\n",
                    References[F].Name, A[I], B[I], Got, Instruction);
    }
  std::printf("simd-video-gpu: %zu results, %lu wrong, %lu unlike the video "
              "instructions\n",
              Results, Wrong, Unlike);
  return Wrong != 0 || Unlike != 0;
}
