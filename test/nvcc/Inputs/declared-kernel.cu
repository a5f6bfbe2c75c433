// Launches a kernel that another file defines (as cuda-samples
// UnifiedMemoryPerf's matrixMultiplyPerf.cu launches spinWhileLessThanOne
// declared in commonKernels.hpp), and one kernel of its own.
__global__ void spin(volatile unsigned int *latch);
__global__ void own(float *p) { p[0] = 1; }
int main() {
  spin<<<1, 1>>>(nullptr);
  own<<<1, 1>>>(nullptr);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
