// `return;` in functions that return a value, as cuda-samples'
// cudaGraphsPerfScaling returns from `main`.
__device__ int clamp(int v) {
  if (v < 0)
    return;
  return v;
}

__global__ void kernel(int *out) { out[threadIdx.x] = clamp(out[threadIdx.x]); }

int main(int argc, char **) {
  if (argc > 8)
    return;
  return 0;
}
