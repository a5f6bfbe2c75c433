// Passing a host buffer to a `__device float *` kernel parameter is a
// compile-time error; a `__device float *` from an allocation is fine.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s

__global__ void myKernel(__device float *someFloats) {} // expected-note {{passing argument to parameter 'someFloats' here}}

template <class T> struct DeviceBuffer {
  __device T *ptr;
  __device T *get() const { return ptr; }
};

void launch(DeviceBuffer<float> &buffer) {
  float *someFloats = new float[1024];
  myKernel<<<1024, 1>>>(someFloats); // expected-error {{cannot initialize a parameter of type '__device float *' with an lvalue of type 'float *'}}
  myKernel<<<1024, 1>>>(buffer.get());
  myKernel<<<1024, 1>>>((__device float *)someFloats);
  delete[] someFloats;
}

// Each refused implicit conversion is explained after Sema's error.
// expected-note@15 {{the generic address space does not convert implicitly to __device in a host function; an explicit cast (C-style or addrspace_cast) is allowed}}
