// sp::device_pointer: the __device T * of Thrust's device_ptr and device
// containers, without Thrust included by the header; host containers,
// managed (universal) memory and raw pointers rejected; the plain T * with
// compilers without the extension.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx -std=c++17 -fsyntax-only -I%cuda_path/include/cccl --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only -I%cuda_path/include/cccl --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only -I%cuda_path/include/cccl --cuda-gpu-arch=sm_90 --cuda-host-only -fno-scale-addrspaces -DFALLBACK -Werror -Wno-unknown-cuda-version %s
// RUN: %clang22 -std=c++17 -fsyntax-only -I%cuda_path/include/cccl -I%libscale_inc --cuda-gpu-arch=sm_90 --cuda-host-only -DFALLBACK -Wno-unknown-cuda-version %s
// Without Thrust the header compiles, and the helper is there.
// RUN: %scale_cxx -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -DNO_THRUST %s

#include <spec/cuda/Addrspace.hpp>

#ifdef NO_THRUST
template <class Vector> auto elements(Vector &v) {
  return sp::device_pointer(v);
}
#else
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/universal_vector.h>
#include <vector>

#ifndef FALLBACK
#define CHECK_TYPE(E, T) static_assert(__is_same(decltype(E), T), #E)
#else
#define CHECK_TYPE(E, T)
#endif

__global__ void scale(__device float *p) { p[threadIdx.x] *= 2; }

void use(size_t n, float *rawDevice) {
  thrust::device_vector<float> v(n);
  const thrust::device_vector<float> &cv = v;
  __device float *d = sp::device_pointer(v);
  __device float *e = sp::device_pointer(v.data() + 4);
  const __device float *c = sp::device_pointer(cv);
  thrust::device_ptr<int> ip = thrust::device_pointer_cast((int *)rawDevice);
  __device int *i = sp::device_pointer(ip);
  CHECK_TYPE(sp::device_pointer(v), __device float *);
  CHECK_TYPE(sp::device_pointer(cv), const __device float *);
  CHECK_TYPE(sp::device_pointer(ip), __device int *);
  scale<<<1, 32>>>(sp::device_pointer(v));
  (void)d, (void)e, (void)c, (void)i;
}

#ifndef FALLBACK
void rejected(size_t n, float *raw) {
  std::vector<float> hv(n);
  sp::device_pointer(hv); // expected-error {{no matching function for call to 'device_pointer'}}
  thrust::host_vector<float> th(n);
  sp::device_pointer(th); // expected-error {{no matching function for call to 'device_pointer'}}
  thrust::universal_vector<float> uv(n);
  sp::device_pointer(uv); // expected-error {{no matching function for call to 'device_pointer'}}
  sp::device_pointer(raw); // expected-error {{no matching function for call to 'device_pointer'}}
}
#endif
#endif
