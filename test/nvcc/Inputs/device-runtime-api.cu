// Device code that calls the device runtime's API (dynamic parallelism):
// an allocation, the device's number, an attribute, and a launch.
__global__ void child(int *values) { values[threadIdx.x] = threadIdx.x; }

__global__ void parent(int *out) {
  int *buffer = nullptr;
  out[0] = cudaMalloc((void **)&buffer, 64);
  int device = -1;
  cudaGetDevice(&device);
  out[1] = device;
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, device);
  out[2] = warp;
  child<<<1, 4>>>(out + 4);
}

int main() {
  int *out = nullptr;
  cudaMalloc(&out, 8 * sizeof(int));
  parent<<<1, 1>>>(out);
  return cudaDeviceSynchronize() != cudaSuccess;
}
