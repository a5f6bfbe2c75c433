// Thrust, CUB, cooperative groups and libcu++ as a CUDA 13 program includes
// them: no include directory on the command line.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cub/cub.cuh>
#include <cuda/atomic>
#include <cuda/std/type_traits>
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>

namespace cg = cooperative_groups;

static_assert(cuda::std::is_same_v<cuda::std::remove_cv_t<const int>, int>);

__global__ void block_sum(const int *in, int *out) {
  using BlockReduce = cub::BlockReduce<int, 128>;
  __shared__ typename BlockReduce::TempStorage storage;
  int sum = BlockReduce(storage).Sum(in[threadIdx.x]);
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  int warp_sum = cg::reduce(warp, in[threadIdx.x], cg::plus<int>());
  cuda::atomic_ref<int, cuda::thread_scope_device> total(*out);
  if (threadIdx.x == 0)
    total.fetch_add(sum);
  if (warp.thread_rank() == 0)
    total.fetch_add(warp_sum);
}

int sorted_sum(thrust::device_vector<int> &v) {
  thrust::sort(v.begin(), v.end());
  return thrust::reduce(v.begin(), v.end());
}
