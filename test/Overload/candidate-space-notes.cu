// A call that fails because an argument's space does not convert: each
// candidate that the space made not viable gets the note that names both
// spaces, the context and whether an explicit cast is allowed, as Sema's
// error for a single conversion does. The candidate's own note says "no
// known conversion" (pointer to void *), "cannot pass pointer to address
// space" (same pointee) or "'this' object is in address space".
// Sema checks host and device functions in both compilations: the notes
// are the same in both.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s

void sink(void *);     // expected-note {{candidate function not viable: no known conversion from '__device float *' to 'void *' for 1st argument}}
                       // expected-note@-1 {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
void take(float *);    // expected-note {{candidate function not viable: cannot pass pointer to address space '__device' as a pointer to generic address space in 1st argument}}
                       // expected-note@-1 {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
void take(int);        // expected-note {{candidate function not viable: no known conversion from '__device float *' to 'int' for 1st argument}}
void bind(float &);    // expected-note {{candidate function not viable: cannot bind reference in address space '__device' to object in generic address space in 1st argument}}
                       // expected-note@-1 {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}

void host(__device float *d) {
  sink(d);             // expected-error {{no matching function for call to 'sink'}}
  take(d);             // expected-error {{no matching function for call to 'take'}}
  bind(*d);            // expected-error {{no matching function for call to 'bind'}}
  sink((void *)d);
  take((float *)d);
}

// In device code a named space converts to generic, but not to another
// named space, and no cast converts between two named spaces.
__device__ void toDevice(__device float *);  // expected-note {{candidate function not viable: cannot pass pointer to address space '__shared' as a pointer to address space '__device' in 1st argument}}
                                              // expected-note@-1 {{the __shared address space does not convert implicitly to __device in a device function; no cast converts between these spaces}}
// The pointee differs too: no note on spaces.
__device__ void toDevice(__device int *);    // expected-note {{candidate function not viable: no known conversion from '__shared float *' to '__device int *' for 1st argument}}
// Generic converts to a named space only by a cast.
__device__ void toShared(__shared float *);  // expected-note {{candidate function not viable: cannot pass pointer to generic address space as a pointer to address space '__shared' in 1st argument}}
                                              // expected-note@-1 {{the generic address space does not convert implicitly to __shared in a device function; an explicit cast (C-style or addrspace_cast) is allowed}}

struct Tile {
  float v;
  __device__ float get() __shared { return v; } // expected-note {{candidate function not viable: 'this' object is in address space '__device', but method expects object in address space '__shared'}}
                                                 // expected-note@-1 {{the __device address space does not convert implicitly to __shared in a device function; no cast converts between these spaces}}
  __device__ float get() __constant { return v; } // expected-note {{candidate function not viable: 'this' object is in address space '__device', but method expects object in address space '__constant'}}
                                                   // expected-note@-1 {{the __device address space does not convert implicitly to __constant in a device function; no cast converts between these spaces}}
};

__device__ void device(__shared float *s, float *g, __device Tile *t) {
  toDevice(s);         // expected-error {{no matching function for call to 'toDevice'}}
  toShared(g);         // expected-error {{no matching function for call to 'toShared'}}
  (void)t->get();      // expected-error {{no matching member function for call to 'get'}}
  __device float *fine = (__device float *)g;
  (void)fine;
}
