// A kernel that launches a kernel (dynamic parallelism): its device code
// calls the device runtime's __cudaCDP2LaunchDevice, which libcudadevrt.a
// defines.
__global__ void child(int *Out) { *Out = 1; }
__global__ void parent(int *Out) { child<<<1, 1>>>(Out); }

int main() {
  int *Out;
  cudaMalloc(&Out, sizeof(int));
  parent<<<1, 1>>>(Out);
  return cudaDeviceSynchronize() != cudaSuccess;
}
