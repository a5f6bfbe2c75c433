// CUDA's warp matrix functions on __shared__ and global memory, the
// pattern of the cuda-samples tensor-core GEMMs: the loads and stores are
// wmma.load/wmma.store of the named space, as nvcc emits them, not generic
// (docs/addrspace-passes.md, "WMMA loads and stores"); the tiles' 16-byte
// int4 copies are ld.global.v4/st.shared.v4, as nvcc's (docs/addrspace-
// passes.md, "16-byte copies"). Upstream Clang 22 (-fno-scale-addrspaces)
// emits generic wmma accesses and copies the int4s a byte at a time.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version --cuda-device-only --cuda-gpu-arch=sm_90 \
// RUN:   -O3 -S %s -o - | FileCheck %s
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version --cuda-device-only --cuda-gpu-arch=sm_90 \
// RUN:   -O3 -S %s -o - -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM

#include <mma.h>
using namespace nvcuda;

extern __shared__ unsigned char shmem[][16 * 16 * 2 + 32];

// CHECK:     .extern .shared .align 16 .b8 shmem[];
// CHECK-LABEL: .entry _Z4gemmPK6__halfS1_Pf(
// CHECK-NOT: wmma.load.{{[abc]}}.sync.aligned.row.m16n16k16.{{f16|f32}}
// CHECK:     ld.global.v4.b32
// CHECK-NEXT: st.shared.v4.b32
// CHECK-DAG: wmma.load.a.sync.aligned.row.m16n16k16.shared.f16
// CHECK-DAG: wmma.load.b.sync.aligned.col.m16n16k16.global.f16
// CHECK-DAG: wmma.store.d.sync.aligned.row.m16n16k16.shared.f32
// CHECK-DAG: wmma.load.c.sync.aligned.row.m16n16k16.shared.f32
// CHECK-DAG: wmma.store.d.sync.aligned.row.m16n16k16.global.f32
// CHECK-NOT: wmma.load.{{[abc]}}.sync.aligned.{{row|col}}.m16n16k16.{{f16|f32}}
// CHECK-NOT: wmma.store.d.sync.aligned.row.m16n16k16.f32
// CHECK:     ret;
// UPSTREAM:  .extern .shared .align 1 .b8 shmem[];
// UPSTREAM-LABEL: .entry _Z4gemmPK6__halfS1_Pf(
// UPSTREAM:  st.shared.b8
// UPSTREAM:  wmma.load.a.sync.aligned.row.m16n16k16.f16
__global__ void gemm(const half *a, const half *b, float *out) {
  unsigned lane = threadIdx.x % 32;
  // One row of 32 halves (64 bytes) per lane, four int4s.
  for (int i = 0; i < 4; i++)
    *((int4 *)&shmem[lane][0] + i) = *((const int4 *)(a + lane * 32) + i);
  __syncwarp();
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  wmma::load_matrix_sync(fa, (const half *)&shmem[0][0], 16 * 16 + 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync((float *)&shmem[0][0], acc, 16, wmma::mem_row_major);
  __syncwarp();
  wmma::load_matrix_sync(acc, (const float *)&shmem[0][0], 16,
                         wmma::mem_row_major);
  wmma::store_matrix_sync(out, acc, 16, wmma::mem_row_major);
}
