// An unannotated CUDA program, as real code is written, with a bug: the
// kernel is launched on the host buffer `samples` instead of its device
// copy. nvcc and scale-clang++ both compile it; scale-annotate reports the
// bug, and after `scale-annotate --fix` the compiler rejects it.
#include <cstdio>
#include <cstdlib>

__global__ void histogram(const unsigned char *data, int n, unsigned *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[data[i]], 1u);
}

static void fillSamples(unsigned char *samples, int n) {
  for (int i = 0; i < n; ++i)
    samples[i] = (unsigned char)(rand() & 0xff);
}

int main() {
  const int n = 1 << 20;
  unsigned char *samples = (unsigned char *)malloc(n);
  fillSamples(samples, n);

  unsigned char *deviceSamples;
  unsigned *deviceBins;
  cudaMalloc(&deviceSamples, n);
  cudaMalloc(&deviceBins, 256 * sizeof(unsigned));
  cudaMemcpy(deviceSamples, samples, n, cudaMemcpyHostToDevice);
  cudaMemset(deviceBins, 0, 256 * sizeof(unsigned));

  histogram<<<(n + 255) / 256, 256>>>(samples, n, deviceBins);

  unsigned bins[256];
  cudaMemcpy(bins, deviceBins, sizeof bins, cudaMemcpyDeviceToHost);
  std::printf("bin 0: %u\n", bins[0]);
  cudaFree(deviceSamples);
  cudaFree(deviceBins);
  free(samples);
  return 0;
}
