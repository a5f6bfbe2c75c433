// Runs every kernel of addrspace-passes-kernels.cu on fixed inputs and
// prints the bits of every output value, so that two builds (address-space
// passes on and off) can be compared for bit-identical results.
#include "addrspace-passes-kernels.cu"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err = (call);                                                  \
    if (err != cudaSuccess) {                                                  \
      std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(err));       \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

static constexpr int Blocks = 4;
static constexpr int N = Blocks * BLOCK;

static float *upload(const std::vector<float> &host) {
  float *device = nullptr;
  CHECK(cudaMalloc(&device, host.size() * sizeof(float)));
  CHECK(cudaMemcpy(device, host.data(), host.size() * sizeof(float),
                   cudaMemcpyHostToDevice));
  return device;
}

static void dump(const char *name, const float *device, size_t count) {
  std::vector<float> host(count);
  CHECK(cudaMemcpy(host.data(), device, count * sizeof(float),
                   cudaMemcpyDeviceToHost));
  for (size_t i = 0; i < count; ++i) {
    uint32_t bits;
    std::memcpy(&bits, &host[i], sizeof bits);
    std::printf("%s[%zu] %08x\n", name, i, bits);
  }
}

int main() {
  std::vector<float> values(4 * N);
  for (size_t i = 0; i < values.size(); ++i)
    values[i] = 0.25f * float(int(i % 97) - 48) + 1.0f / float(i + 3);
  float *in = upload(values);
  float *out = upload(std::vector<float>(N, 0.0f));
  float *matrix = upload(std::vector<float>(values.begin(), values.begin() + N));
  float *sums = upload(std::vector<float>(N / 16, 0.0f));
  float *z = upload(std::vector<float>(N, 0.0f));
  float *negated = upload(std::vector<float>(N, 0.0f));
  float *w = upload(std::vector<float>(N, 0.0f));

  mixedSpaces<<<Blocks, BLOCK>>>(in, out);
  rowsAndSums<<<Blocks, BLOCK>>>(matrix, BLOCK, sums);
  axpyViaHelper<<<Blocks, BLOCK>>>(Args{in, in + N, z, N}, 1.5f);
  axpyViaReference<<<Blocks, BLOCK>>>(Args{in + N, in, w, N}, -0.5f);
  applyIndirect<<<Blocks, BLOCK>>>(negated, in);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  dump("mixedSpaces", out, N);
  dump("rowsAndSums.matrix", matrix, N);
  dump("rowsAndSums.sums", sums, N / 16);
  dump("axpyViaHelper", z, N);
  dump("axpyViaReference", w, N);
  dump("applyIndirect", negated, N);
  std::printf("done\n");
  return 0;
}
