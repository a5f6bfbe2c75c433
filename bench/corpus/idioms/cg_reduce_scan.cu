// cg::reduce and cg::inclusive_scan on elements of __shared__ arrays
// (the value is read from shared memory; remove_cvref of the argument type
// must give the plain value type).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <spec/cuda/Addrspace.hpp>

namespace cg = cooperative_groups;

__device__ float bias[32];

__global__ void block_sum(const float *in, float *out, float *prefix) {
  __shared__ float partial[256];
  __shared__ float warp_sums[8];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  unsigned i = block.thread_rank();
  partial[i] = in[blockIdx.x * 256 + i] + bias[warp.thread_rank()];
  block.sync();
  float warp_sum = cg::reduce(warp, partial[i], cg::plus<float>());
  float scanned = cg::inclusive_scan(warp, partial[i], cg::plus<float>());
  float biggest = cg::reduce(warp, bias[warp.thread_rank()], cg::greater<float>());
  prefix[blockIdx.x * 256 + i] = scanned;
  if (warp.thread_rank() == 0)
    warp_sums[warp.meta_group_rank()] = warp_sum + biggest;
  block.sync();
  if (i == 0) {
    float total = 0;
    for (int w = 0; w < 8; ++w)
      total += warp_sums[w];
    out[blockIdx.x] = total;
  }
}
