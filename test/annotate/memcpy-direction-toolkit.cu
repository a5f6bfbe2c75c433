// An unannotated program whose cudaMemcpy has the wrong constant kind
// (DeviceToHost for the host-to-device copy), with CUDA 13's own headers:
// nvcc and scale-clang++ compile it; scale-annotate reports it from the
// origins of both pointers (exit status 1, also with --fix, which still
// reports it); after --fix the runtime takes the annotated
// pointer without a cast (libscale's overloads), so the compiler's
// -Wscale-memcpy-direction rejects the copy. With the kind corrected the
// fixed program compiles.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/app.cu && cd %t
// RUN: %scale_cxx -fsyntax-only --cuda-gpu-arch=sm_80 app.cu
// RUN: not %scale_annotate app.cu -- --cuda-gpu-arch=sm_80 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: app.cu:[[#@LINE+27]]:14: error: cudaMemcpy with cudaMemcpyDeviceToHost copies to 'dev', which is __device memory, not host memory
// REPORT: app.cu:[[#@LINE+25]]:14: note: __device memory: allocated by cudaMalloc
// REPORT: app.cu:[[#@LINE+25]]:19: error: cudaMemcpy with cudaMemcpyDeviceToHost copies from 'host.data()', which is host memory, not __device memory
// RUN: cmp %s app.cu
// RUN: not %scale_annotate --fix app.cu -- --cuda-gpu-arch=sm_80 2>&1 | FileCheck %s --check-prefix=SUMMARY
// SUMMARY: scale-annotate: 2 declarations seen, 2 annotated, 0 left generic, 0 casts inserted
// RUN: FileCheck %s --check-prefix=FIX < app.cu
// RUN: not %scale_cxx -fsyntax-only --cuda-gpu-arch=sm_80 app.cu 2>&1 | FileCheck %s --check-prefix=COMPILER
// COMPILER: app.cu:[[#@LINE+19]]:14: error: cudaMemcpy destination has type '__device float *' in __device memory but the copy kind 'cudaMemcpyDeviceToHost' says host memory [-Wscale-memcpy-direction]
// RUN: sed -e 's/sizeof(float), cudaMemcpyDeviceToHost); \/\/ wrong/sizeof(float), cudaMemcpyHostToDevice);/' app.cu > corrected.cu
// RUN: %scale_cxx -fsyntax-only --cuda-gpu-arch=sm_80 corrected.cu
#include <cstdio>
#include <vector>

__global__ void scale(float *data, float factor, int n) {
  // FIX: {{^}}__global__ void scale(__device float *data, float factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= factor;
}

int main() {
  const int n = 256;
  std::vector<float> host(n, 1.0f);
  float *dev;
  // FIX: {{^}}  __device float *dev;
  cudaMalloc(&dev, n * sizeof(float));
  cudaMemcpy(dev, host.data(), n * sizeof(float), cudaMemcpyDeviceToHost); // wrong
  // FIX: {{^}}  cudaMemcpy(dev, host.data(), n * sizeof(float), cudaMemcpyDeviceToHost); // wrong
  scale<<<1, n>>>(dev, 2.0f, n);
  cudaMemcpy(host.data(), dev, n * sizeof(float), cudaMemcpyDeviceToHost);
  // FIX: {{^}}  cudaMemcpy(host.data(), dev, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(dev);
  // FIX: {{^}}  cudaFree(dev);
  std::printf("%f\n", host[0]);
  return 0;
}
