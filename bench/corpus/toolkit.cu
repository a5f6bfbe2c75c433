// Compile-time corpus: device code that uses the CUDA toolkit's libraries
// (cub, thrust, libcu++, cooperative groups, WMMA), in plain CUDA so that
// scale-clang and clang++-22 compile the same source. (cuRAND's
// curand_kernel.h is left out: in a device-only compilation scale-clang
// rejects its host helper returning a __constant table, see docs/codegen.md.)
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cub/cub.cuh>
#include <cuda/std/atomic>
#include <mma.h>
#include <thrust/device_vector.h>
#include <thrust/reduce.h>

namespace cg = cooperative_groups;

template <int Block>
__global__ void blockSum(const float *in, float *out, int n) {
  using Reduce = cub::BlockReduce<float, Block>;
  __shared__ typename Reduce::TempStorage storage;
  int i = blockIdx.x * Block + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  float total = Reduce(storage).Sum(v);
  if (threadIdx.x == 0)
    out[blockIdx.x] = total;
}
template __global__ void blockSum<128>(const float *, float *, int);
template __global__ void blockSum<256>(const float *, float *, int);

__global__ void warpSums(const float *in, float *out) {
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  float v = in[block.thread_rank()];
  float s = cg::reduce(warp, v, cg::plus<float>());
  if (warp.thread_rank() == 0)
    out[block.thread_rank() / 32] = s;
}

__global__ void countPositive(int *counter, const int *in, int n) {
  cuda::std::atomic_ref<int> ref(*counter);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 0)
    ref.fetch_add(1, cuda::std::memory_order_relaxed);
}

__global__ void tileProduct(const half *a, const half *b, float *c) {
  using namespace nvcuda;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}

int sum(const thrust::device_vector<int> &v) {
  return thrust::reduce(v.begin(), v.end());
}
