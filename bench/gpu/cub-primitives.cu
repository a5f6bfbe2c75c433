// Times the CUB device primitives whose kernels differ most between nvcc
// and scale-nvcc in registers (docs/nvcc.md, "Device code"): the radix
// sort's onesweep kernel (every thrust::sort and cub::DeviceRadixSort on
// 32-bit keys), the single-tile and multi-tile float reductions, and an
// exclusive scan. Build it with each compiler, the same flags, and run the
// two binaries one after the other on an otherwise idle GPU:
//
//   nvcc       -O3 -arch=sm_90 bench/gpu/cub-primitives.cu -o cub-nvcc
//   scale-nvcc -O3 -arch=sm_90 bench/gpu/cub-primitives.cu -o cub-scale
//
// Each line is a primitive, its size, the median of 21 timed runs (CUDA
// events, after two untimed ones) in microseconds, and a checksum of the
// result that must be the same for both builds.
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err = (call);                                                  \
    if (err != cudaSuccess) {                                                  \
      std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(err));        \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

// Runs `step` (which enqueues the primitive on stream 0) 2 + 21 times and
// returns the median time of the last 21, in microseconds.
template <typename Step> static double medianMicroseconds(Step step) {
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  std::vector<float> times;
  for (int i = 0; i < 23; ++i) {
    CUDA_CHECK(cudaEventRecord(start));
    step();
    CUDA_CHECK(cudaEventRecord(stop));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    if (i >= 2)
      times.push_back(ms);
  }
  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  std::sort(times.begin(), times.end());
  return times[times.size() / 2] * 1000.0;
}

static void *temporary(size_t bytes) {
  void *p = nullptr;
  CUDA_CHECK(cudaMalloc(&p, bytes ? bytes : 1));
  return p;
}

template <typename Key> static void sortKeys(const char *name, size_t n) {
  std::vector<Key> host(n);
  uint64_t state = 20261130;
  for (auto &k : host) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    k = Key(state >> 17);
  }
  Key *in, *out;
  CUDA_CHECK(cudaMalloc(&in, n * sizeof(Key)));
  CUDA_CHECK(cudaMalloc(&out, n * sizeof(Key)));
  CUDA_CHECK(
      cudaMemcpy(in, host.data(), n * sizeof(Key), cudaMemcpyHostToDevice));
  size_t bytes = 0;
  CUDA_CHECK(cub::DeviceRadixSort::SortKeys(nullptr, bytes, in, out, n));
  void *scratch = temporary(bytes);
  double us = medianMicroseconds([&] {
    CUDA_CHECK(cub::DeviceRadixSort::SortKeys(scratch, bytes, in, out, n));
  });
  CUDA_CHECK(
      cudaMemcpy(host.data(), out, n * sizeof(Key), cudaMemcpyDeviceToHost));
  bool sorted = std::is_sorted(host.begin(), host.end());
  uint64_t sum = 0;
  for (size_t i = 0; i < n; i += 4099)
    sum = sum * 31 + uint64_t(host[i]);
  std::printf("%-28s %10zu %12.1f us  %s %016llx\n", name, n, us,
              sorted ? "sorted" : "NOT-SORTED", (unsigned long long)sum);
  CUDA_CHECK(cudaFree(scratch));
  CUDA_CHECK(cudaFree(in));
  CUDA_CHECK(cudaFree(out));
}

static void reduceSum(const char *name, size_t n) {
  std::vector<float> host(n);
  for (size_t i = 0; i < n; ++i)
    host[i] = float(i % 1000) * 0.001f;
  float *in, *out;
  CUDA_CHECK(cudaMalloc(&in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&out, sizeof(float)));
  CUDA_CHECK(
      cudaMemcpy(in, host.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  size_t bytes = 0;
  CUDA_CHECK(cub::DeviceReduce::Sum(nullptr, bytes, in, out, n));
  void *scratch = temporary(bytes);
  double us = medianMicroseconds(
      [&] { CUDA_CHECK(cub::DeviceReduce::Sum(scratch, bytes, in, out, n)); });
  float sum = 0;
  CUDA_CHECK(cudaMemcpy(&sum, out, sizeof(float), cudaMemcpyDeviceToHost));
  std::printf("%-28s %10zu %12.1f us  sum %.6e\n", name, n, us, sum);
  CUDA_CHECK(cudaFree(scratch));
  CUDA_CHECK(cudaFree(in));
  CUDA_CHECK(cudaFree(out));
}

static void exclusiveScan(const char *name, size_t n) {
  std::vector<int> host(n);
  for (size_t i = 0; i < n; ++i)
    host[i] = int(i % 7);
  int *in, *out;
  CUDA_CHECK(cudaMalloc(&in, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&out, n * sizeof(int)));
  CUDA_CHECK(
      cudaMemcpy(in, host.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  size_t bytes = 0;
  CUDA_CHECK(cub::DeviceScan::ExclusiveSum(nullptr, bytes, in, out, n));
  void *scratch = temporary(bytes);
  double us = medianMicroseconds([&] {
    CUDA_CHECK(cub::DeviceScan::ExclusiveSum(scratch, bytes, in, out, n));
  });
  int last = 0;
  CUDA_CHECK(
      cudaMemcpy(&last, out + n - 1, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%-28s %10zu %12.1f us  last %d\n", name, n, us, last);
  CUDA_CHECK(cudaFree(scratch));
  CUDA_CHECK(cudaFree(in));
  CUDA_CHECK(cudaFree(out));
}

int main() {
  sortKeys<uint32_t>("radix-sort u32", size_t(1) << 26);
  sortKeys<uint32_t>("radix-sort u32 (small)", size_t(1) << 20);
  sortKeys<uint64_t>("radix-sort u64", size_t(1) << 25);
  reduceSum("reduce-sum f32 (one tile)", 2048);
  reduceSum("reduce-sum f32", size_t(1) << 28);
  exclusiveScan("exclusive-sum i32", size_t(1) << 28);
  return 0;
}
