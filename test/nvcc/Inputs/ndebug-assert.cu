#include <cassert>
#include <cuda/std/type_traits>
__global__ void store(int *p) {
  assert(p != nullptr);
  *p = cuda::std::is_same_v<int, int>;
}
