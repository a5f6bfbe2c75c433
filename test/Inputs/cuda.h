/* A minimal stand-in for the CUDA headers, for hermetic tests compiled with
   -nocudainc -nocudalib: the attribute macros, the builtin variables and the
   launch configuration calls a <<<...>>> launch needs. */
#ifndef SCALE_TEST_CUDA_H
#define SCALE_TEST_CUDA_H

#include <stddef.h>

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __grid_constant__ __attribute__((grid_constant))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __noinline__ __attribute__((noinline))
#define __forceinline__ __inline__ __attribute__((always_inline))

struct dim3 {
  unsigned x, y, z;
  __host__ __device__ dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1)
      : x(x), y(y), z(z) {}
};

typedef struct cudaStream *cudaStream_t;
typedef enum cudaError { cudaSuccess = 0 } cudaError_t;

extern "C" int cudaConfigureCall(dim3 gridSize, dim3 blockSize,
                                 size_t sharedSize = 0,
                                 cudaStream_t stream = 0);
extern "C" int __cudaPushCallConfiguration(dim3 gridSize, dim3 blockSize,
                                           size_t sharedSize = 0,
                                           cudaStream_t stream = 0);
extern "C" cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim,
                                        dim3 blockDim, void **args,
                                        size_t sharedMem, cudaStream_t stream);
extern "C" cudaError_t cudaMalloc(void **devPtr, size_t size);
extern "C" __device__ void *malloc(size_t);

// The builtin index variables, as plain device variables: enough for Sema
// and CodeGen tests, which never run.
struct uint3 {
  unsigned x, y, z;
};
extern __device__ const uint3 threadIdx, blockIdx, blockDim, gridDim;
#endif
