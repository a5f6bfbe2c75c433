// Loop unrolling NVPTX's TTI does not ask for (llvm/.../UnrollPreferences.h):
// - a loop without `#pragma unroll` indexing a small local array (llm.c's
//   matmul_forward_kernel4: `float vals[8][8]`) is unrolled fully, and the
//   array lives in registers, as with nvcc 13; upstream Clang 22 keeps it in
//   a 256-byte local depot;
// - a `#pragma unroll` loop too large to unroll fully (cuda-samples
//   tf32TensorCoreGemm's K loop) keeps one copy of its body; upstream
//   unrolls it 16 times (more registers, ptxas spills on the real sample).
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o /dev/null \
// RUN:   -Rpass-missed=scale-unroll-preferences -Rpass-analysis=scale-unroll-preferences 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM

struct __attribute__((aligned(16))) Vec4 { float x, y, z, w; };

// REMARK: unroll-preferences-ptx.cu:[[@LINE+15]]:5: remark: loop indexes a local array: unrolled fully ({{[0-9]+}} instructions) so that its elements can stay in registers
// CHECK-LABEL: .entry _Z4tilePfPK4Vec4S2_i(
// CHECK-NOT: __local_depot
// CHECK-NOT: .local
// CHECK: ret;
// UPSTREAM-LABEL: .entry _Z4tilePfPK4Vec4S2_i(
// UPSTREAM: .local .align 4 .b8 __local_depot0[256];
// UPSTREAM: ld.local.b32
// UPSTREAM: st.local.b32
__global__ void tile(float *out, const Vec4 *lhs, const Vec4 *rhs, int n) {
  float vals[8][8] = {};
  for (int k = 0; k < n; ++k) {
    Vec4 r[8];
    for (int j = 0; j < 8; ++j)
      r[j] = rhs[k * 8 + j];
    for (int i = 0; i < 8; ++i) {
      Vec4 l = lhs[k * 8 + i];
      for (int j = 0; j < 8; ++j) {
        vals[i][j] += l.x * r[j].x;
        vals[i][j] += l.y * r[j].y;
        vals[i][j] += l.z * r[j].z;
        vals[i][j] += l.w * r[j].w;
      }
    }
  }
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      out[(threadIdx.x * 8 + i) * 8 + j] = vals[i][j];
}

// REMARK: unroll-preferences-ptx.cu:[[@LINE+13]]:3: remark: loop not unrolled: the unroll pragma cannot unroll it fully, and partial unrolling (16 copies of {{[0-9]+}} instructions) would only add register pressure
// CHECK-LABEL: .entry _Z10pragmaLoopPfPKf(
// CHECK-COUNT-2: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ret;
// UPSTREAM-LABEL: .entry _Z10pragmaLoopPfPKf(
// UPSTREAM-COUNT-32: bar.sync 0;
// UPSTREAM-NOT: bar.sync
// UPSTREAM: ret;
__global__ void pragmaLoop(float *out, const float *in) {
  __shared__ float tile[32][33];
  float acc[8] = {};
#pragma unroll
  for (int k = 0; k < 64; ++k) {
    tile[threadIdx.y][threadIdx.x] = in[k * 1024 + threadIdx.y * 32 + threadIdx.x];
    __syncthreads();
#pragma unroll
    for (int c = 0; c < 32; ++c)
#pragma unroll
      for (int j = 0; j < 8; ++j)
        acc[j] += tile[c][threadIdx.x] * tile[j][c];
    __syncthreads();
  }
  for (int j = 0; j < 8; ++j)
    out[threadIdx.x * 8 + j] = acc[j];
}
