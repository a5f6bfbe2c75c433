// reinterpret_cast of extern __shared__ buffers (and __device__ arrays) to
// vector types: the vectorised-access idiom of real training code.
#include <cuda_runtime.h>
#include <spec/cuda/Addrspace.hpp>

__device__ float weights[1024];

__global__ void scale_rows(const float *in, float *out, int n) {
  extern __shared__ float sharedFloats[];
  const float4 *in4 = reinterpret_cast<const float4 *>(in);
  float4 *s4 = reinterpret_cast<float4 *>(sharedFloats);
  int i = threadIdx.x;
  if (i < n / 4)
    s4[i] = in4[blockIdx.x * (n / 4) + i];
  __syncthreads();
  const float4 *w4 = reinterpret_cast<const float4 *>(weights);
  float4 v = s4[(i + 1) % (n / 4)];
  float4 w = w4[i % 256];
  float4 r = make_float4(v.x * w.x, v.y * w.y, v.z * w.z, v.w * w.w);
  reinterpret_cast<float4 *>(out)[blockIdx.x * (n / 4) + i] = r;
  // Keeping the space is allowed as well, and static_cast from void *.
  void *raw = sharedFloats;
  float2 *s2 = static_cast<float2 *>(raw);
  s2[i] = make_float2(r.x, r.y);
}
