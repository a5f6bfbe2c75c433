// An object may be read or written only where its space converts implicitly
// to generic: in device code every named space, in host code only generic;
// __flat never. Address-of, arithmetic, comparison, sizeof/decltype and
// passing pointers along are not accesses.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s

// The spec's example.
__device__ void deviceFn(const int &a, const __device int &b,
                         const __shared int &c, const __flat int &d) {
  int OK = a + b + c; // All these are accessible on device.
  int BAD = d; // expected-error {{cannot read an object of type '__flat int const' in a device function: the __flat address space is not accessible anywhere without a cast}}
}
void hostFn(const int &a, const __device int &b, const __shared int &c,
            const __flat int &d) {
  int OK = a;
  int BAD = b + c + d; // expected-error {{cannot read an object of type '__device int const' in a host function: the __device address space is not accessible in host code}} \
                       // expected-error {{cannot read an object of type '__shared int const' in a host function: the __shared address space is not accessible in host code}} \
                       // expected-error {{cannot read an object of type '__flat int const' in a host function: the __flat address space is not accessible anywhere without a cast}}
}
void hostFn(const __flat int *ptr) {
  int MAYBE = *(int *)ptr; // Allowed: the programmer vouches for the cast.
}

struct Pair {
  int first, second;
  int sum() const { return first + second; }
  __device__ int deviceSum() const { return first + second; }
};

// Writes, compound assignments, increments, member reads and writes, and
// member function calls are accesses.
void hostAccesses(__device int *d, __device Pair *dp, __constant int &cr) {
  *d = 1;       // expected-error {{cannot write an object of type '__device int' in a host function: the __device address space is not accessible in host code}}
  *d += 1;      // expected-error {{cannot modify an object of type '__device int' in a host function}}
  ++*d;         // expected-error {{cannot modify an object of type '__device int' in a host function}}
  (*d)--;       // expected-error {{cannot modify an object of type '__device int' in a host function}}
  int x = dp->first; // expected-error {{cannot read an object of type '__device int' in a host function}}
  dp->second = x;    // expected-error {{cannot write an object of type '__device int' in a host function}}
  int y = d[3];      // expected-error {{cannot read an object of type '__device int' in a host function}}
  int z = cr;        // expected-error {{cannot read an object of type '__constant int' in a host function}}
}

// Not accesses: address-of, arithmetic, comparison, sizeof, decltype,
// passing along, explicit casts to generic.
void takesFlat(__flat int *);
void hostNonAccesses(__device int *d, __device Pair *dp, __device int &r) {
  __device int *p = d + 4;
  __device int *q = &d[2];
  __device int *m = &dp->second;
  bool same = p == q && p < q && p != nullptr;
  auto n = q - p;
  decltype(*d) alias = *d;
  static_assert(sizeof(*d) == sizeof(int), "");
  static_assert(sizeof(r + 1) == sizeof(int), "");
  takesFlat(d);
  __device int &again = r;
  (void)same; (void)n; (void)m;
}

// In device code named spaces are accessible, __flat is not.
__device__ void deviceAccesses(__device int *d, __shared Pair *sp,
                               __constant int *c, __local int *l,
                               __flat int *f) {
  *d = *c + *l + sp->first;
  sp->second += 1;
  ++*l;
  int s = sp->deviceSum();
  *f = 1;   // expected-error {{cannot write an object of type '__flat int' in a device function: the __flat address space is not accessible anywhere without a cast}}
  int v = f[0]; // expected-error {{cannot read an object of type '__flat int' in a device function}}
  *(int *)f = 2;
}

// Namespace-scope initializers run on the host, except those of __device__,
// __shared__ and __constant__ variables.
__device__ int devGlobal;
__constant__ int constGlobal = 4;
int hostCopy = devGlobal; // expected-error {{cannot read an object of type '__device int' in a host function: the __device address space is not accessible in host code}}
int *hostAddress = (int *)&devGlobal;
namespace inner {
int copy = constGlobal + 1; // expected-error {{cannot read an object of type '__constant int' in a host function}}
}
