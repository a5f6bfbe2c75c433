// cuda::annotated_ptr over a __device pointer with an access property.
#include <cuda/annotated_ptr>
#include <spec/cuda/Addrspace.hpp>

__global__ void stream_copy(__device float *in, __device float *out, int n) {
  cuda::annotated_ptr<__device float, cuda::access_property::streaming> src(in);
  cuda::annotated_ptr<__device float, cuda::access_property::persisting> dst(out);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    dst[i] = src[i] * 2.0f;
}

__global__ void global_prop(float *data, int n) {
  cuda::annotated_ptr<float, cuda::access_property::global> p(data);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] += 1.0f;
}
