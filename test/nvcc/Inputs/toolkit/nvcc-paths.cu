// Code that chooses its path by __NVCC__, as programs written for nvcc and
// HIP do (scale-nvcc defines it, scale-clang++ does not), and the CCCL paths under it (cuda/std's invoke with nvcc's
// extended-lambda queries).
#include <cuda/std/functional>
#include <thrust/device_vector.h>
#include <thrust/transform.h>

#if defined(__NVCC__)
#define GPU_PATH 1
#elif !defined(__HIPCC__)
#define GPU_PATH 0
#endif

static_assert(GPU_PATH == EXPECT_NVCC, "the path nvcc takes");

struct twice {
  __host__ __device__ int operator()(int x) const { return 2 * x; }
};

void transform(thrust::device_vector<int> &v) {
  thrust::transform(v.begin(), v.end(), v.begin(), twice());
  auto lambda = [] __device__ (int x) { return x + 1; };
  thrust::transform(v.begin(), v.end(), v.begin(), lambda);
  static_assert(cuda::std::is_same_v<cuda::std::invoke_result_t<twice, int>, int>);
}
