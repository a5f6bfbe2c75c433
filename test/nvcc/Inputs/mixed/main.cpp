// A C++ file of a CUDA program, as Chai's main.cpp: the runtime's headers,
// then the standard library's <new> (through <fstream>), which the host
// compiler alone compiles.
#include <cuda_runtime.h>
#include <fstream>
#include <new>

#ifdef __CUDACC__
#error "a C++ file is not compiled as CUDA"
#endif

void launchScale(float *Data, int N);

int main() {
  alignas(float) unsigned char Storage[sizeof(float)];
  float *Value = new (Storage) float(2.0f);
  float *Device = nullptr;
  if (cudaMalloc(&Device, sizeof(float)) != cudaSuccess)
    return 0;
  cudaMemcpy(Device, Value, sizeof(float), cudaMemcpyHostToDevice);
  launchScale(Device, 1);
  cudaFree(Device);
  return 0;
}
