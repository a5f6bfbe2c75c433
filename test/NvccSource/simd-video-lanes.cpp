// libscale's SIMD video functions (spec/cuda/nvcc/simd_video.hpp), compiled
// for the host as plain C++ as the device side reads it (__CUDA_ARCH__
// defined), on both of its paths (sm_90's packed 16-bit operations and the
// lane arithmetic of earlier targets), against the lane
// by lane definitions of Inputs/simd_video_reference.h: about 177 million
// results. gpu-simd-video.cu checks the device code against the GPU's own
// video instructions.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx -x c++ -std=c++17 -O2 -D__CUDA_ARCH__=800 -I%libscale_inc %s -o %t/lanes
// RUN: %t/lanes | FileCheck %s
// RUN: %scale_cxx -x c++ -std=c++17 -O2 -D__CUDA_ARCH__=900 -I%libscale_inc %s -o %t/lanes-sm90
// RUN: %t/lanes-sm90 | FileCheck %s
// CHECK: simd-video: 176768466 results, 0 wrong

#include "Inputs/simd_video_reference.h"

#include <cstdio>

// What the header takes from Clang's CUDA wrapper: the device attributes,
// and the three functions it keeps (single instructions), here by their
// definitions.
#define __device__
#define __forceinline__ inline
static unsigned __vabsdiffu4(unsigned A, unsigned B) {
  return simd_video_reference::__vabsdiffu4_reference(A, B);
}
static unsigned __vsadu2(unsigned A, unsigned B) {
  return simd_video_reference::__vsadu2_reference(A, B);
}
static unsigned __vsadu4(unsigned A, unsigned B) {
  return simd_video_reference::__vsadu4_reference(A, B);
}
#include <spec/cuda/nvcc/simd_video.hpp>

namespace {

struct Function {
  const char *Name;
  unsigned (*Implementation)(unsigned, unsigned);
  unsigned (*Reference)(unsigned, unsigned);
};

// Each called by its name, as a program calls it (the header's macros).
#define UNARY(Name, Count, Signed, Expr)                                       \
  {#Name, [](unsigned A, unsigned) { return Name(A); },                        \
   simd_video_reference::Name##_reference},
#define BINARY(Name, Count, Signed, Expr)                                      \
  {#Name, [](unsigned A, unsigned B) { return Name(A, B); },                   \
   simd_video_reference::Name##_reference},
const Function Functions[] = {SIMD_VIDEO_UNARY(UNARY) SIMD_VIDEO_BINARY(BINARY)
                                  SIMD_VIDEO_SUMS(BINARY)};

} // namespace

int main() {
  unsigned long Results = 0, Wrong = 0;
  simd_video_reference::forEachInput(2000000, [&](unsigned A, unsigned B) {
    for (const Function &F : Functions) {
      unsigned Got = F.Implementation(A, B), Want = F.Reference(A, B);
      ++Results;
      if (Got != Want && Wrong++ < 20)
        std::printf("%s(0x%08x, 0x%08x) = 0x%08x, want 0x%08x\n", F.Name, A, B,
                    Got, Want);
    }
  });
  std::printf("simd-video: %lu results, %lu wrong\n", Results, Wrong);
  return Wrong != 0;
}
