// No loop strength reduction in NVPTX's back end (Driver.cpp,
// addNVPTXOptimiserPasses): LLVM's LSR weighs only the registers of the
// addresses it rewrites, so in a loop that keeps a tile of accumulators it
// gives each load of the tile its own 64-bit pointer carried around the
// loop (`add.s64 %rdN, %rdN, stride`); nvcc computes those addresses from
// the loop's counter, and so do we now. A 128x128-tile GEMM: 168 registers
// with LSR, 128 without, nvcc 130 (docs/nvcc.md).
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM
// The pass is not in the back end's pipeline; -mllvm decides where given
// (once: LLVM rejects an option given twice).
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o /dev/null \
// RUN:   -mllvm -debug-pass=Structure 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o /dev/null \
// RUN:   -mllvm -disable-lsr=false -mllvm -debug-pass=Structure 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ASKED
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o /dev/null \
// RUN:   -fno-scale-addrspaces -mllvm -debug-pass=Structure 2>&1 | FileCheck %s --check-prefix=ASKED
// PIPELINE-NOT: Loop Strength Reduction
// ASKED: Loop Strength Reduction

// CHECK-LABEL: .entry _Z4gemmPKfS0_Pfmm(
// The loop's counter is the one 64-bit value that the loop steps; no
// pointer is stepped by a stride (a register or a constant of two digits).
// CHECK-NOT: add.s64 %rd[[N:[0-9]+]], %rd[[N]], {{%rd|[0-9][0-9]}}
// CHECK: add.s64 %rd[[T:[0-9]+]], %rd[[T]], 1;
// CHECK-NOT: add.s64 %rd[[N:[0-9]+]], %rd[[N]], {{%rd|[0-9][0-9]}}
// CHECK: ret;
// UPSTREAM-LABEL: .entry _Z4gemmPKfS0_Pfmm(
// UPSTREAM: add.s64 %rd[[N:[0-9]+]], %rd[[N]], {{%rd|[0-9][0-9]}}
constexpr unsigned long Tile = 64, Depth = 8, Per = 4, Threads = 256;
__global__ void gemm(const float *a, const float *b, float *c, unsigned long n,
                     unsigned long k) {
  __shared__ float as[Depth][Tile], bs[Depth][Tile];
  float acc[Per][Per] = {};
  unsigned long id = threadIdx.x, tx = id % (Tile / Per), ty = id / (Tile / Per);
  unsigned long row = blockIdx.y * Tile, col = blockIdx.x * Tile;
  for (unsigned long t = 0; t < k / Depth; ++t) {
#pragma unroll
    for (unsigned long r = 0; r < Depth * Tile / Threads; ++r) {
      unsigned long l = id + r * Threads;
      as[l % Depth][l / Depth] = a[(row + l / Depth) * k + t * Depth + l % Depth];
      bs[l / Tile][l % Tile] = b[(t * Depth + l / Tile) * n + col + l % Tile];
    }
    __syncthreads();
#pragma unroll
    for (unsigned long d = 0; d < Depth; ++d)
#pragma unroll
      for (unsigned long i = 0; i < Per; ++i)
#pragma unroll
        for (unsigned long j = 0; j < Per; ++j)
          acc[i][j] += as[d][ty * Per + i] * bs[d][tx * Per + j];
    __syncthreads();
  }
  for (unsigned long i = 0; i < Per; ++i)
    for (unsigned long j = 0; j < Per; ++j)
      c[(row + ty * Per + i) * n + col + tx * Per + j] = acc[i][j];
}
