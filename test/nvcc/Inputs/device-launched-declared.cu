// A kernel launched from device code (dynamic parallelism) and only
// declared here; device-launched-defined.cu defines it.
#include <cstdio>

__global__ void child(int *out, int value);

__global__ void parent(int *out) { child<<<1, 1>>>(out, 42); }

int main() {
  int *out;
  cudaMalloc(&out, sizeof(int));
  parent<<<1, 1>>>(out);
  int value = 0;
  cudaMemcpy(&value, out, sizeof(int), cudaMemcpyDeviceToHost);
  std::printf("%d\n", value);
  return 0;
}
