#include <cublas_v2.h>
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <cstdio>

#ifndef __NVCC__
#error "scale-nvcc defines __NVCC__, as nvcc does"
#endif

int main() {
  thrust::device_vector<float> x(16);
  thrust::sequence(x.begin(), x.end());
  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) {
    std::puts("no GPU: cublasCreate failed");
    return 0;
  }
  float norm = 0;
  cublasSnrm2(handle, 16, thrust::raw_pointer_cast(x.data()), 1, &norm);
  cublasDestroy(handle);
  std::printf("sum %g norm %g\n", thrust::reduce(x.begin(), x.end()), norm);
  return 0;
}
