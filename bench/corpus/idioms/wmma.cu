// wmma::load_matrix_sync from __shared__ tiles, mma_sync, and
// store_matrix_sync to global memory (the Programming Guide's example with
// the operands staged in shared memory).
#include <cuda_fp16.h>
#include <mma.h>
#include <spec/cuda/Addrspace.hpp>

using namespace nvcuda;

__global__ void wmma_ker(const half *a, const half *b, float *c) {
  __shared__ half a_tile[16 * 16];
  __shared__ half b_tile[16 * 16];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) {
    a_tile[i] = a[i];
    b_tile[i] = b[i];
  }
  __syncthreads();
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::col_major> a_frag;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b_frag;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> c_frag;
  wmma::fill_fragment(c_frag, 0.0f);
  wmma::load_matrix_sync(a_frag, a_tile, 16);
  wmma::load_matrix_sync(b_frag, b_tile, 16);
  wmma::mma_sync(c_frag, a_frag, b_frag, c_frag);
  wmma::store_matrix_sync(c, c_frag, 16, wmma::mem_row_major);
}
