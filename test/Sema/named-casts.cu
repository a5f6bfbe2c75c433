// static_cast and reinterpret_cast may change an address space exactly where
// an implicit conversion may (a named space to generic in device code,
// anything to __flat), together with their usual conversion:
// reinterpret_cast<float4 *>(sharedFloats) in a kernel is valid. Any other
// space change by them is an error; const_cast never changes a space. Inside
// system headers (not libscale's) they may perform every explicit conversion.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=both,host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=both,dev %s

#include <toolkit_like.h>

struct float4 { float x, y, z, w; };
extern __shared__ float sharedFloats[];

// Device context: every named space converts to generic; anything to __flat.
__device__ void deviceCasts(__shared float *s, __device float *d, float *g,
                            __constant float *c, __local float *l) {
  float4 *v = reinterpret_cast<float4 *>(sharedFloats);
  const float4 *w = reinterpret_cast<const float4 *>(d);
  float *e = static_cast<float *>(s);
  const void *cv = static_cast<const void *>(c);
  float *lp = reinterpret_cast<float *>(l);
  __flat float *f = static_cast<__flat float *>(g);
  __flat float4 *f4 = reinterpret_cast<__flat float4 *>(s);
  float &r = static_cast<float &>(*s);
  __shared float4 *keep = reinterpret_cast<__shared float4 *>(s);

  // Still rejected: generic to a named space, between two named spaces,
  // and const_cast with any space change.
  __device float *down = static_cast<__device float *>(g); // both-error {{static_cast from 'float *' to '__device float *' is not allowed}} both-note {{the generic address space does not convert implicitly to __device in a device function; an explicit cast (C-style or addrspace_cast) is allowed}}
  __device float4 *down4 = reinterpret_cast<__device float4 *>(g); // both-error {{reinterpret_cast from 'float *' to '__device float4 *' is not allowed}} both-note {{the generic address space does not convert implicitly to __device in a device function; an explicit cast (C-style or addrspace_cast) is allowed}}
  __device float *cross = reinterpret_cast<__device float *>(s); // both-error {{reinterpret_cast from '__shared float *' to '__device float *' is not allowed}} both-note {{the __shared address space does not convert implicitly to __device in a device function; no cast converts between these spaces}}
  float *k = const_cast<float *>(s); // both-error {{const_cast from '__shared float *' to 'float *' is not allowed}}
}

// Host context: named spaces do not convert to generic; __flat still takes
// anything.
void hostCasts(__device float *d, float *g, void *raw) {
  __flat float *f = reinterpret_cast<__flat float *>(d);
  __flat void *fv = static_cast<__flat void *>(g);
  float *e = static_cast<float *>(d); // both-error {{static_cast from '__device float *' to 'float *' is not allowed}} both-note {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
  float4 *e4 = reinterpret_cast<float4 *>(d); // both-error {{reinterpret_cast from '__device float *' to 'float4 *' is not allowed}} both-note {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}

  // In a system header every explicit conversion: generic to __device from
  // void * (cuda::annotated_ptr's idiom) and from a plain pointer.
  __device float *p = from_void<__device float>(raw);
  __device float *q = retype<__device float>(g);
  float *back = retype<float>(d);
}

// A system header's cast between two named spaces is no explicit conversion.
// both-error@toolkit_like.h:18 {{reinterpret_cast from '__shared float *' to '__device float *' is not allowed}}
__device__ void systemCross(__shared float *s) {
  retype<__device float>(s); // both-note {{in instantiation of function template specialization 'retype<__device float, __shared float>' requested here}}
}

// A __host__ __device__ function is checked with the device rules while it
// is parsed; its host side is held to the host rules once host code uses it.
__host__ __device__ inline float *hostDevice(__device float *d) {
  return static_cast<float *>(d); // host-error {{static_cast from '__device float *' to 'float *' cannot change the address space from __device to generic in a host function; use addrspace_cast or a C-style cast}}
}
void hostCaller(__device float *d) {
  hostDevice(d); // host-note {{called by 'hostCaller'}}
}
__global__ void deviceCaller(__device float *d) { hostDevice(d); }
