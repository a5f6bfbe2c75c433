// Braced narrowing conversions as multi-gpu-programming-models writes them.
__global__ void kernel(int *out) { out[threadIdx.x] = blockDim.x; }

void launch(int *out, int bx, int by, cudaStream_t stream) {
  kernel<<<1, {bx, by, 1}, 0, stream>>>(out);
  unsigned count{bx};
  out[0] = count;
}
