// A C++ file of a CUDA program: nvcc gives it the toolkit's include
// directories (cuda.h, cuda_runtime_api.h, Thrust's host headers) and its
// macros, without __CUDACC__.
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <thrust/version.h>

#if !defined(__NVCC__) || defined(__CUDACC__)
#error "nvcc defines __NVCC__ and not __CUDACC__ for C++ files"
#endif
#if __CUDACC_VER_MAJOR__ * 1000 + __CUDACC_VER_MINOR__ * 10 != CUDA_VERSION
#error "__CUDACC_VER_MAJOR__/_MINOR__ name the toolkit's version"
#endif

int toolkit_major() { return CUDA_VERSION / 1000 + THRUST_MAJOR_VERSION * 0; }
