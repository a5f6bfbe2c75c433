// Explicit conversions: C-style and functional casts by the table, in host
// and device functions alike; a direct cast between two different named
// spaces is an error; static_cast and reinterpret_cast change a space only
// where an implicit conversion may.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=both,host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=both,dev %s

// The spec's example: the bad cast between two named spaces.
__device__ void deviceFn(int *genericPtr, __device int *devicePtr) {
  __shared int *d = (__shared int *)devicePtr; // both-error {{cannot cast from '__device int *' to '__shared int *' in a device function: no cast converts the __device address space to the __shared address space}}
}

// Allowed everywhere: implicit ones, generic -> named, named -> generic,
// __flat -> anything.
#define ALLOWED_CASTS                                                          \
  (void)(__device int *)g; (void)(__shared int *)g; (void)(__constant int *)g; \
  (void)(__local int *)g; (void)(__flat int *)g;                               \
  (void)(int *)d; (void)(int *)s; (void)(int *)c; (void)(int *)l;              \
  (void)(int *)f; (void)(__device int *)f; (void)(__shared int *)f;            \
  (void)(__flat int *)d;                                                       \
  (void)(__device long *)g; (void)(long *)d;                                   \
  (void)(__device int &)*g; (void)(int &)*d; (void)(__shared int &)*f;
__device__ void allowedDevice(int *g, __flat int *f, __device int *d,
                              __shared int *s, __constant int *c, __local int *l) {
  ALLOWED_CASTS
}
void allowedHost(int *g, __flat int *f, __device int *d, __shared int *s,
                 __constant int *c, __local int *l) {
  ALLOWED_CASTS
}

// Rejected everywhere: a named space to another, for pointers, references,
// with a type change, and functional casts.
typedef __device int *DevPtr;
void rejectedHost(__device int *d, __shared int *s, __constant int *c,
                  __local int *l) {
  (void)(__shared int *)d; // both-error {{cannot cast from '__device int *' to '__shared int *' in a host function: no cast converts the __device address space to the __shared address space}}
  (void)(__local int *)c;  // both-error {{cannot cast from '__constant int *' to '__local int *' in a host function: no cast converts the __constant address space to the __local address space}}
  (void)(__device int &)*s; // both-error {{cannot cast from '__shared int' to '__device int &' in a host function: no cast converts the __shared address space to the __device address space}}
  (void)(__device long *)l; // both-error {{cannot cast from '__local int *' to '__device long *' in a host function: no cast converts the __local address space to the __device address space}}
  (void)DevPtr(s);          // both-error {{cannot cast from '__shared int *' to 'DevPtr' (aka '__device int *') in a host function: no cast converts the __shared address space to the __device address space}}
}
__global__ void rejectedKernel(__device int *d) {
  __shared__ int tile[4];
  (void)(__device int *)tile; // both-error {{cannot cast from '__shared int[4]' to '__device int *' in a device function: no cast converts the __shared address space to the __device address space}}
}

// Inside a template, judged per instantiation (with the instantiation note).
template <class To, class From> __device__ To castTo(From p) {
  return (To)p; // both-error {{cannot cast from '__shared int *' to '__device int *' in a device function: no cast converts the __shared address space to the __device address space}}
}
__device__ void instantiate(__shared int *s, int *g) {
  castTo<__device int *>(g);
  castTo<__device int *>(s); // both-note {{in instantiation of function template specialization 'castTo<__device int *, __shared int *>' requested here}}
}

// static_cast and reinterpret_cast may do the context's implicit conversions
// (named to generic in device code, anything to __flat), nothing else
// (test/Sema/named-casts.cu has the full table).
__device__ void namedCastsDevice(__device int *d, int *g) {
  int *a = static_cast<int *>(d);
  int *b = reinterpret_cast<int *>(d);
  __flat int *f = static_cast<__flat int *>(g);
  long *ok = reinterpret_cast<long *>(g);
  __device long *ok2 = reinterpret_cast<__device long *>(d);
}
void namedCastsHost(__device int *d, int *g) {
  __device int *a = static_cast<__device int *>(g); // both-error {{static_cast from 'int *' to '__device int *' is not allowed}}
}

// Upstream's static_cast error gets the explanation too.
// both-note@68 {{the generic address space does not convert implicitly to __device in a host function; an explicit cast (C-style or addrspace_cast) is allowed}}
