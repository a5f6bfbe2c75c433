// A __device__ or __constant__ variable handed to the runtime's symbol
// copies by name (`const T &symbol`) in a __host__ __device__ body compiled
// for the host, as in a host function: in the host branch of such a body,
// and in a lambda of a host function, which Clang makes host-device where
// nvcc's is a host lambda (desul's Lock_Array_CUDA.hpp, in Kokkos). The
// deduction there kept the device side's rule (the object as generic) and
// the host compilation then rejected binding the reference. Device code
// still deduces an object in a named space as generic.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 -Xclang -verify %s
// RUN: %scale_nvcc -arch=sm_90 -std=c++17 -c %s -o %t.o
// expected-no-diagnostics
#include <cstdint>

__device__ __constant__ int32_t *locks;
__constant__ float coefficients[4];
__device__ int counter;
int32_t *locksOnHost;

void inHostFunction() {
  float values[4] = {1, 2, 3, 4};
  cudaMemcpyToSymbol(locks, &locksOnHost, sizeof(int32_t *));
  cudaMemcpyToSymbol(coefficients, values, sizeof values);
}

void inLambda() {
  static bool once = []() {
    float values[4] = {1, 2, 3, 4};
    cudaMemcpyToSymbol(locks, &locksOnHost, sizeof(int32_t *));
    cudaMemcpyToSymbol(coefficients, values, sizeof values);
    int zero = 0;
    cudaMemcpyToSymbol(counter, &zero, sizeof zero);
    return true;
  }();
  (void)once;
}

__host__ __device__ void hostBranch() {
#ifndef __CUDA_ARCH__
  cudaMemcpyToSymbol(locks, &locksOnHost, sizeof(int32_t *));
#endif
}

void callsHostBranch() { hostBranch(); }

template <class T> __device__ T first(const T &value) { return value; }

__global__ void readsThroughReferences(float *out) {
  __shared__ float tile[4];
  tile[threadIdx.x % 4] = 1;
  __syncthreads();
  out[0] = first(tile[0]) + first(coefficients[1]);
}
