// Short command-line macros (nvcc -DN=100 ...) that name parameters in
// headers Clang's CUDA wrapper reads and nvcc does not (cuda.h,
// curand_mtgp32_kernel.h, Clang's own __clang_cuda_*.h, the host code of
// crt/math_functions.hpp that the wrapper reads without __CUDACC__).
#include <cstdio>

__global__ void fill(int *out) { out[threadIdx.x] = N + X + Y + k + P + M + l + q; }

int main() {
  int values[] = {N, X, Y, k, P, M, l, q};
  for (int v : values)
    printf("%d\n", v);
  return 0;
}
