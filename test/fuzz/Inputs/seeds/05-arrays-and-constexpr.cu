// Arrays, sizeof/decltype (not accesses), pointer arithmetic and comparison,
// namespace-scope initializers, constexpr.
#include <type_traits>
__device__ void barrier() {}
__device__ float table[16];
__device__ float *tableEnd = table + 16;
constexpr int size = sizeof(__device int *);
static_assert(std::is_same_v<decltype(&table[0]), __device float *>);

__device__ float sum(__device float *b, __device float *e) {
  float s = 0;
  for (; b != e; ++b) s += *b;
  return s;
}
__global__ void kernel(__device float *out, int n) {
  __shared__ float buf[128];
  buf[threadIdx.x % 128] = table[threadIdx.x % 16];
  barrier();
  out[blockIdx.x] = sum(table, table + 16) + *tableEnd + buf[n % 128] + size;
}
