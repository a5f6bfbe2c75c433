// A CUDA source that includes a libscale header (found next to the
// compiler's bin/, no -I).
#include <spec/cuda/Addrspace.hpp>
__global__ void fill(__device float *x) { x[threadIdx.x] = 1; }
