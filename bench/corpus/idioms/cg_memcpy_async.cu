// cooperative_groups::memcpy_async from global into (dynamic) shared memory,
// as the CUDA Programming Guide shows it, with a __device__ source array.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <spec/cuda/Addrspace.hpp>

namespace cg = cooperative_groups;

__device__ int table[4096];

__global__ void kernel(int *global_data, int *out, size_t elementsPerThreadBlock) {
  cg::thread_block tb = cg::this_thread_block();
  extern __shared__ int shared_data[];
  const size_t elementsInShared = 256;
  int sum = 0;
  for (size_t index = 0; index < elementsPerThreadBlock; index += elementsInShared) {
    cg::memcpy_async(tb, shared_data, elementsInShared, global_data + index,
                     elementsPerThreadBlock - index);
    cg::wait(tb);
    sum += shared_data[tb.thread_rank()];
    tb.sync();
  }
  // A static __shared__ destination, a __device__ source.
  __shared__ int tile[256];
  cg::memcpy_async(tb, tile, table + blockIdx.x * 256, sizeof(int) * 256);
  cg::wait(tb);
  out[blockIdx.x * blockDim.x + threadIdx.x] = sum + tile[tb.thread_rank()];
}
