// `typeof`, a GNU keyword, in CUDA code compiled with -std=c++17.
__device__ int counter;

__global__ void bump(int *out) {
  typeof(counter) seen = atomicAdd(&counter, 1);
  out[threadIdx.x] = seen;
}

// Host code of a .cu file: nvcc's front end reads it too.
typeof(1 + 1) hostValue = 2;
