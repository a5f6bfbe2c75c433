// A kernel launched from device code (CUDA dynamic parallelism), which
// calls the device runtime's __cudaCDP2GetParameterBuffer and
// __cudaCDP2LaunchDevice (libcudadevrt).
__global__ void child(int *values) { values[threadIdx.x] = threadIdx.x; }

__global__ void parent(int *values) { child<<<1, 32>>>(values); }

int main() {
  int *values = nullptr;
  cudaMalloc(&values, 32 * sizeof(int));
  parent<<<1, 1>>>(values);
  return cudaDeviceSynchronize() != cudaSuccess;
}
