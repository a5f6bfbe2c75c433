// A kernel whose body calls what only the device pass declares the same
// (CGBN: `cgbn_context_t` has `__device__` constructors under
// `__CUDA_ARCH__` and `__host__` ones otherwise, and its kernels construct
// it). nvcc's host pass does not check device bodies; Clang's host
// compilation found no viable constructor. Under __NVCC__ a host function
// is a candidate for a `__device__`/`__global__` body in the host
// compilation, after every device-side candidate, and its deferred
// wrong-side diagnostic is never emitted for a body the host compilation
// does not compile. The device compilation keeps upstream's error for an
// evaluated call of a host function, and host code keeps its own
// overloads (a device overload that matches better is not taken).
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=host %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=device %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=clang %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -S -emit-llvm -o - --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ %s | FileCheck %s
// host-no-diagnostics

struct Context {
#ifdef __CUDA_ARCH__
  __device__ Context(int *report, unsigned instance) : instance(instance) {}
#else
  __host__ Context(int *report, unsigned instance) : instance(instance) {} // clang-note {{candidate constructor not viable: call to __host__ function from __global__ function}}
#endif
  unsigned instance;
};
// clang-note@-8 {{candidate constructor (the implicit copy constructor) not viable}}
// clang-note@-9 {{candidate constructor (the implicit move constructor) not viable}}

__global__ void kernel(int *report, unsigned *out) {
  Context context(report, threadIdx.x); // clang-error {{no matching constructor for initialization of 'Context'}}
  out[threadIdx.x] = context.instance;
}

#ifdef __CUDA_ARCH__
int host_only(int);
__device__ int evaluated(int x) {
  return host_only(x); // device-error {{no matching function for call to 'host_only'}}
}
// device-note@-4 {{candidate function not viable: call to __host__ function from __device__ function}}
#endif

// Host code: the host template, not the device overload that matches
// exactly.
template <class T, class U> T power(T, U) { return T(); }
__device__ double power(double, int);
// CHECK-LABEL: define {{.*}}@_Z10host_poweri(
// CHECK: call {{.*}}@_Z5powerIdiET_S0_T0_(
double host_power(int n) { return power(2.0, n); }
