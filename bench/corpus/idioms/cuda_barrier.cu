// cuda::memcpy_async with a cuda::barrier in shared memory, as libcu++'s and
// the Programming Guide's examples show. nvcc takes `__shared__ barrier bar;`
// with its dynamic-initialisation warning suppressed; Clang (upstream too)
// rejects a __shared__ variable with a non-trivial constructor, so the
// barrier lives in __shared__ storage cast to the barrier type.
#include <cooperative_groups.h>
#include <cuda/barrier>
#include <spec/cuda/Addrspace.hpp>

namespace cg = cooperative_groups;

__device__ float staged[1024];

__global__ void example_kernel(float *global_out, const float *global_in) {
  __shared__ float smem[256];
  using barrier = cuda::barrier<cuda::thread_scope_block>;
  __shared__ alignas(barrier) unsigned char bar_storage[sizeof(barrier)];
  barrier &bar = *reinterpret_cast<barrier *>(bar_storage);
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0)
    init(&bar, block.size());
  block.sync();
  cuda::memcpy_async(block, smem, global_in + blockIdx.x * 256,
                     sizeof(float) * 256, bar);
  bar.arrive_and_wait();
  float v = smem[block.thread_rank()];
  block.sync();
  // A __device__ array as the source, one element per thread.
  cuda::memcpy_async(&smem[block.thread_rank()],
                     &staged[block.thread_rank()], sizeof(float), bar);
  bar.arrive_and_wait();
  global_out[blockIdx.x * 256 + block.thread_rank()] = v + smem[block.thread_rank()];
}
