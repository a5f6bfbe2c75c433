// Implicit conversions of pointers and references by the rules' table, in
// host and device functions, judged by Sema itself (initialization,
// assignment, arguments, return, reference binding, conditional operator).
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=both %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=both %s

// The spec's example ("Address space casts"), device half.
__device__ void deviceFn(int *genericPtr, __device int *devicePtr) {
  int *a = devicePtr;                           // Implicit "up" cast.
  __device int *b = (__device int *)genericPtr; // Explicit "down" cast.
  __device int *c = genericPtr; // both-error {{cannot initialize a variable of type '__device int *' with an lvalue of type 'int *'}}
}

// Host half: named to generic is not implicit in host code.
void hostFn(int *genericPtr, __device int *devicePtr) {
  int *a = devicePtr; // both-error {{cannot initialize a variable of type 'int *' with an lvalue of type '__device int *'}}
  int *b = (int *)devicePtr;
  __device int *c = (__device int *)genericPtr;
}

// Every cell of the table. Device context: named -> generic, anything ->
// __flat; nothing else.
__device__ void deviceTable(int *g, __flat int *f, __device int *d,
                            __shared int *s, __constant int *c, __local int *l) {
  int *g1 = d, *g2 = s, *g3 = c, *g4 = l, *g5 = g;
  __flat int *f1 = g, *f2 = d, *f3 = s, *f4 = c, *f5 = l, *f6 = f;
  int *g6 = f;           // both-error {{cannot initialize a variable of type 'int *' with an lvalue of type '__flat int *'}}
  __device int *d1 = s;  // both-error {{cannot initialize a variable of type '__device int *' with an lvalue of type '__shared int *'}}
  __shared int *s1 = g;  // both-error {{cannot initialize a variable of type '__shared int *' with an lvalue of type 'int *'}}
  __constant int *c1 = f; // both-error {{cannot initialize a variable of type '__constant int *' with an lvalue of type '__flat int *'}}
  __local int *l1 = d;   // both-error {{cannot initialize a variable of type '__local int *' with an lvalue of type '__device int *'}}
}

// Host context: only generic -> __flat and named -> __flat.
void hostTable(int *g, __flat int *f, __device int *d, __shared int *s,
               __constant int *c, __local int *l) {
  __flat int *f1 = g, *f2 = d, *f3 = s, *f4 = c, *f5 = l;
  int *g1 = s; // both-error {{cannot initialize a variable of type 'int *' with an lvalue of type '__shared int *'}}
  int *g2 = c; // both-error {{cannot initialize a variable of type 'int *' with an lvalue of type '__constant int *'}}
  int *g3 = l; // both-error {{cannot initialize a variable of type 'int *' with an lvalue of type '__local int *'}}
  int *g4 = f; // both-error {{cannot initialize a variable of type 'int *' with an lvalue of type '__flat int *'}}
}

// Only the outermost pointee's space converts.
__device__ void nested(__device int **dd) {
  int **gg = dd; // both-error {{cannot initialize a variable of type 'int **' with an lvalue of type '__device int **'}}
}

// Assignment, arguments, return, references, conditional operator.
__device__ void takesGeneric(int *);
void takesGenericHost(int *);  // both-note {{candidate function not viable: cannot pass pointer to address space '__device' as a pointer to generic address space in 1st argument}}
__device__ int *returnsGeneric(__device int *d) { return d; }
int *returnsGenericHost(__device int *d) { return d; } // both-error {{cannot initialize return object of type 'int *' with an lvalue of type '__device int *'}}
__device__ void deviceUses(__device int *d, __shared int &sr, int *g) {
  g = d;
  takesGeneric(d);
  int &r = sr;
  const int &cr = *d;
  int *either = true ? d : g;
}
void hostUses(__device int *d, __shared int &sr, int *g) {
  g = d;                // both-error {{assigning '__device int *' to 'int *' changes address space of pointer}}
  takesGenericHost(d);  // both-error {{no matching function for call to 'takesGenericHost'}}
  int &r = sr;          // both-error {{binding reference of type 'int' to value of type '__shared int' changes address space}}
}

// The conditional operator's composite type is the smallest space both
// operands convert to: generic for two named spaces in device code, __flat
// in host code.
template <class T, class U> constexpr bool same = false;
template <class T> constexpr bool same<T, T> = true;
__device__ void conditionalDevice(bool c, __device int *d, __shared int *s,
                                  int *g, __flat int *f) {
  static_assert(same<decltype(c ? d : s), int *>);
  static_assert(same<decltype(c ? d : g), int *>);
  static_assert(same<decltype(c ? s : f), __flat int *>);
  int *x = c ? d : s;
}
void conditionalHost(bool c, __device int *d, __shared int *s, int *g) {
  static_assert(same<decltype(c ? d : g), __flat int *>);
  static_assert(same<decltype(c ? d : s), __flat int *>);
  int *x = c ? d : g; // both-error {{cannot initialize a variable of type 'int *' with an rvalue of type '__flat int *'}}
}

// A conversion inside a template is judged in the context of the
// instantiated function.
template <class T> __device__ T *upDevice(__device T *p) { return p; }
template <class T> T *upHost(__device T *p) { return p; } // both-error {{cannot initialize return object of type 'int *' with an lvalue of type '__device int *'}}
__device__ int *instDevice(__device int *p) { return upDevice(p); }
int *instHost(__device int *p) { return upHost(p); } // both-note {{in instantiation of function template specialization 'upHost<int>' requested here}}

// Initializers of __device__ variables are device code.
__device__ int devVar;
__device__ int *devPtrToGeneric = &devVar;
int *hostPtrToGeneric = &devVar; // both-error {{cannot initialize a variable of type 'int *' with an rvalue of type '__device int *'}}

// Each refused implicit conversion is explained after Sema's error.
// both-note@11 {{the generic address space does not convert implicitly to __device in a device function; an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@16 {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@27 {{the __flat address space does not convert implicitly to generic in a device function; an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@28 {{the __shared address space does not convert implicitly to __device in a device function; no cast converts between these spaces}}
// both-note@29 {{the generic address space does not convert implicitly to __shared in a device function; an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@30 {{the __flat address space does not convert implicitly to __constant in a device function; an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@31 {{the __device address space does not convert implicitly to __local in a device function; no cast converts between these spaces}}
// both-note@38 {{the __shared address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@39 {{the __constant address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@40 {{the __local address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@41 {{the __flat address space does not convert implicitly to generic in a host function; an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@51 {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@53 {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@62 {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@64 {{the __shared address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@82 {{the __flat address space does not convert implicitly to generic in a host function; an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@88 {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
// both-note@95 {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
