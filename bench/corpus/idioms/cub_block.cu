// cub::BlockLoad, BlockReduce and BlockScan with their TempStorage in a
// __shared__ union, as cub's documentation shows.
#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <spec/cuda/Addrspace.hpp>

__device__ int block_totals[1024];

__global__ void ExampleKernel(int *d_data) {
  using BlockLoad = cub::BlockLoad<int, 128, 4, cub::BLOCK_LOAD_TRANSPOSE>;
  using BlockStore = cub::BlockStore<int, 128, 4, cub::BLOCK_STORE_TRANSPOSE>;
  using BlockReduce = cub::BlockReduce<int, 128>;
  using BlockScan = cub::BlockScan<int, 128>;
  __shared__ union {
    typename BlockLoad::TempStorage load;
    typename BlockStore::TempStorage store;
    typename BlockReduce::TempStorage reduce;
    typename BlockScan::TempStorage scan;
  } temp_storage;
  __shared__ typename BlockReduce::TempStorage reduce_storage;

  int thread_data[4];
  int *block_data = d_data + blockIdx.x * 512;
  BlockLoad(temp_storage.load).Load(block_data, thread_data);
  __syncthreads();
  int aggregate = BlockReduce(reduce_storage).Sum(thread_data);
  if (threadIdx.x == 0)
    block_totals[blockIdx.x] = aggregate;
  BlockScan(temp_storage.scan).ExclusiveSum(thread_data, thread_data);
  __syncthreads();
  BlockStore(temp_storage.store).Store(block_data, thread_data);
}
