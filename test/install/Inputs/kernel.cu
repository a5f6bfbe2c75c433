#include <spec/cuda/Addrspace.hpp>

__global__ void scale(float a, __device float *x) { x[threadIdx.x] *= a; }
