// L2-bound benchmark of cuda::annotated_ptr (issue 19): a small working set
// that every thread re-reads, marked persisting, while a large array passes
// through once per launch, marked streaming. With the hints the working set
// stays in L2; without them (plain pointers, or a compiler that drops the
// hints) the streaming data evicts it. Prints one line per variant:
//   <variant> <milliseconds per launch>
// Run by `bench/cache-hints.py --gpu`, which builds it with each compiler.
#include <cuda/annotated_ptr>

#include <cstdio>
#include <cstdlib>

namespace {

constexpr size_t HotBytes = 16u << 20;     // re-read: fits the L2 set-aside
constexpr size_t StreamBytes = 1u << 30;   // read once per launch
constexpr int Launches = 20;

void check(cudaError_t Status, const char *What) {
  if (Status != cudaSuccess) {
    std::fprintf(stderr, "%s: %s\n", What, cudaGetErrorString(Status));
    std::exit(1);
  }
}

} // namespace

template <typename HotPointer, typename StreamPointer>
__global__ void mix(float *out, HotPointer hot, size_t hotCount,
                    StreamPointer stream, size_t streamCount) {
  size_t stride = size_t(gridDim.x) * blockDim.x;
  float sum = 0.0f;
  for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
       i < streamCount; i += stride)
    sum += stream[i] * hot[(i * 7) % hotCount];
  out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

template <typename HotPointer, typename StreamPointer>
float timeLaunches(const char *Name, float *out, HotPointer hot,
                   StreamPointer stream) {
  constexpr size_t HotCount = HotBytes / sizeof(float);
  constexpr size_t StreamCount = StreamBytes / sizeof(float);
  int Blocks = 0;
  check(cudaDeviceGetAttribute(&Blocks, cudaDevAttrMultiProcessorCount, 0),
        "multiprocessor count");
  Blocks *= 8;
  mix<<<Blocks, 256>>>(out, hot, HotCount, stream, StreamCount);
  check(cudaDeviceSynchronize(), "warm-up");
  cudaEvent_t Start, Stop;
  check(cudaEventCreate(&Start), "event");
  check(cudaEventCreate(&Stop), "event");
  check(cudaEventRecord(Start), "record");
  for (int L = 0; L != Launches; ++L)
    mix<<<Blocks, 256>>>(out, hot, HotCount, stream, StreamCount);
  check(cudaEventRecord(Stop), "record");
  check(cudaEventSynchronize(Stop), "launches");
  float Ms = 0;
  check(cudaEventElapsedTime(&Ms, Start, Stop), "elapsed");
  std::printf("%s %.4f\n", Name, Ms / Launches);
  return Ms / Launches;
}

int main() {
  cudaDeviceProp Props;
  check(cudaGetDeviceProperties(&Props, 0), "device properties");
  // evict_last lines live in the persisting set-aside: make it as large as
  // the device allows.
  check(cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize,
                           Props.persistingL2CacheMaxSize),
        "persisting L2 set-aside");
  float *Hot, *Stream, *Out;
  check(cudaMalloc(&Hot, HotBytes), "malloc");
  check(cudaMalloc(&Stream, StreamBytes), "malloc");
  check(cudaMalloc(&Out, size_t(Props.multiProcessorCount) * 8 * 256 *
                             sizeof(float)),
        "malloc");
  check(cudaMemset(Hot, 0, HotBytes), "memset");
  check(cudaMemset(Stream, 0, StreamBytes), "memset");

  timeLaunches("plain", Out, static_cast<const float *>(Hot),
               static_cast<const float *>(Stream));
  timeLaunches(
      "annotated", Out,
      cuda::annotated_ptr<const float, cuda::access_property::persisting>(Hot),
      cuda::annotated_ptr<const float, cuda::access_property::streaming>(
          Stream));
  check(cudaCtxResetPersistingL2Cache(), "reset persisting lines");
  return 0;
}
