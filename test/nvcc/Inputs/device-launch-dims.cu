// A device-side launch whose grid and block are computed at run time, as
// in cuda-samples cdpSimplePrint.
__global__ void child(int *Out, int Depth) { Out[blockIdx.x] = Depth; }

__global__ void parent(int *Out, int Depth, int Blocks) {
  if (threadIdx.x == 0 && Depth > 0)
    child<<<dim3(Blocks, gridDim.y), blockDim.x>>>(Out, Depth - 1);
}

int main() {
  int *Out;
  cudaMalloc(&Out, 64 * sizeof(int));
  parent<<<1, 32>>>(Out, 2, 64);
  return cudaDeviceSynchronize() != cudaSuccess;
}
