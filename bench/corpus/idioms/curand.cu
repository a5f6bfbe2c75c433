// curand_init and curand_uniform in kernels, as the cuRAND device API guide
// shows, with the states in a __device__ array and in a parameter.
#include <curand_kernel.h>
#include <spec/cuda/Addrspace.hpp>

__device__ curandState global_states[256];

__global__ void setup_kernel(curandState *state) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  curand_init(1234, id, 0, &state[id]);
  curand_init(4321, id, 0, &global_states[threadIdx.x]);
}

__global__ void generate_uniform_kernel(curandState *state, unsigned int n,
                                        unsigned int *result) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  unsigned int count = 0;
  curandState localState = state[id];
  for (unsigned int i = 0; i < n; i++) {
    float x = curand_uniform(&localState);
    if (x > .5)
      count++;
  }
  state[id] = localState;
  float y = curand_uniform(&global_states[threadIdx.x]);
  result[id] += count + (y > .5f);
}

__global__ void generate_normal_kernel(curandStatePhilox4_32_10_t *state,
                                       float *out) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  curandStatePhilox4_32_10_t localState = state[id];
  float4 v = curand_normal4(&localState);
  out[id] = v.x + v.y + v.z + v.w;
  state[id] = localState;
}
