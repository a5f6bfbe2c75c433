// A __host__ __device__ (or constexpr) function is held to the rules of a
// side only where it is semantically instantiated there: non-inline ones
// always, inline ones (explicitly, constexpr, templates, in-class) only if
// emitted or ODR-used on that side.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=dev %s
// dev-no-diagnostics

// Inline HD functions used only by device code: no host errors.
inline __host__ __device__ int inlineUp(__device int *p) {
  int *g = p;
  return *g + *p;
}
template <class T> __host__ __device__ T templateUp(__device T *p) {
  T *g = p;
  return *g;
}
struct InClass {
  __host__ __device__ int up(__device int *p) { int *g = p; return *g; }
};
constexpr int constexprUp(__device int *p) { return *p; }
__global__ void kernel(__device int *p) {
  *p = inlineUp(p) + templateUp(p) + InClass().up(p) + constexprUp(p);
}

// A non-inline HD function is emitted on both sides: checked on the host.
__host__ __device__ int nonInline(__device int *p) {
  int *g = p; // host-error {{cannot convert '__device int *' to 'int *' implicitly in a host function: the __device address space converts to generic only in device code}} \
              // host-note {{an explicit cast to 'int *' is allowed}}
  return *p;  // host-error {{cannot read an object of type '__device int' in a host function: the __device address space is not accessible in host code}}
}

// An inline HD function used by host code is checked on the host, with a
// note naming the host caller.
inline __host__ __device__ int usedByHost(__device int *p) {
  int *g = p; // host-error {{cannot convert '__device int *' to 'int *' implicitly in a host function}} \
              // host-note {{an explicit cast to 'int *' is allowed}}
  return 0;
}
int hostCaller(__device int *p) { return usedByHost(p); } // host-note {{called by 'hostCaller'}}

// Explicit casts are fine on both sides.
inline __host__ __device__ int *toGeneric(__device int *p) { return (int *)p; }
int *hostUsesCast(__device int *p) { return toGeneric(p); }

// Host-only rules inside HD functions compiled for the device do not apply.
__host__ __device__ int deviceSide(__shared int *s) {
#ifdef __CUDA_ARCH__
  int *g = s;
  return *g;
#else
  return 0;
#endif
}
