// -Werror leaves warnings in the bodies of device-only functions warnings
// in the host compilation (DeviceBodyWarnings.h): nvcc's host compiler
// never sees those bodies, so `-Xcompiler -Wall,-Werror` never fails a
// build on a kernel's unused variable. Host code, __host__ __device__
// functions and the device compilation keep -Werror.
// RUN: %scale_cxx %hermetic_cuda -fsyntax-only --cuda-host-only -Wall -Wextra -Werror %s -Xclang -verify=host -Xclang -verify-ignore-unexpected=note
// RUN: %scale_cxx %hermetic_cuda -fsyntax-only --cuda-host-only -Werror=unused-variable -Werror=sign-compare -Wreturn-type %s -Xclang -verify=host -Xclang -verify-ignore-unexpected=note
// RUN: %scale_cxx %hermetic_cuda -fsyntax-only --cuda-device-only -Wall -Wextra -Werror %s -Xclang -verify=device -Xclang -verify-ignore-unexpected=note
// RUN: %scale_cxx %hermetic_cuda -fsyntax-only --cuda-host-only -Wall -Wextra -Werror %s -Xclang -verify=upstream -Xclang -verify-ignore-unexpected=note -fno-scale-addrspaces
// Without -Werror nothing changes.
// RUN: %scale_cxx %hermetic_cuda -fsyntax-only --cuda-host-only -Wall -Wextra %s -Xclang -verify=plain -Xclang -verify-ignore-unexpected=note

__global__ void kernel(int *p) {
  int unusedInKernel; // host-warning {{unused variable 'unusedInKernel'}} device-error {{unused variable 'unusedInKernel'}} upstream-error {{unused variable 'unusedInKernel'}} plain-warning {{unused variable 'unusedInKernel'}}
  p[0] = 1;
}

// The closing brace, where -Wreturn-type reports, is in the region.
__device__ int noReturn(int a) {
  if (a)
    return 1;
} // host-warning {{non-void function does not return a value in all control paths}} device-error {{non-void function does not return a value in all control paths}} upstream-error {{non-void function does not return a value in all control paths}} plain-warning {{non-void function does not return a value in all control paths}}

// nvcc's host compiler sees these bodies: -Werror applies (and Clang's
// device compilation, which also parses host bodies, applies it to all).
__host__ __device__ int both(int a) {
  int unusedInBoth; // host-error {{unused variable 'unusedInBoth'}} device-error {{unused variable 'unusedInBoth'}} upstream-error {{unused variable 'unusedInBoth'}} plain-warning {{unused variable 'unusedInBoth'}}
  return a;
}

void host(int *p) {
  int unusedInHost; // host-error {{unused variable 'unusedInHost'}} device-error {{unused variable 'unusedInHost'}} upstream-error {{unused variable 'unusedInHost'}} plain-warning {{unused variable 'unusedInHost'}}
  kernel<<<1, 1>>>(p);
}

// A warning of an instantiation reports inside the template's body.
template <class T> __global__ void count(T *p, int n) {
  for (T i = 0; i < n; ++i) // host-warning {{comparison of integers of different signs}} device-error {{comparison of integers of different signs}} upstream-error {{comparison of integers of different signs}} plain-warning {{comparison of integers of different signs}}
    p[i] = 0;
}
template __global__ void count<unsigned>(unsigned *, int);

template <class T> void hostCount(T *p, int n) {
  for (T i = 0; i < n; ++i) // host-error {{comparison of integers of different signs}} device-error {{comparison of integers of different signs}} upstream-error {{comparison of integers of different signs}} plain-warning {{comparison of integers of different signs}}
    p[i] = 0;
}
template void hostCount<unsigned>(unsigned *, int);

// Inline methods are parsed after their class; a constructor's
// initializers come before its body.
struct Box {
  __device__ int get() const {
    int unusedInMethod; // host-warning {{unused variable 'unusedInMethod'}} device-error {{unused variable 'unusedInMethod'}} upstream-error {{unused variable 'unusedInMethod'}} plain-warning {{unused variable 'unusedInMethod'}}
    return v;
  }
  __device__ Box(unsigned u) : v(u < -1 ? 0 : 1) {} // host-warning {{comparison of integers of different signs}} device-error {{comparison of integers of different signs}} upstream-error {{comparison of integers of different signs}} plain-warning {{comparison of integers of different signs}}
  int hostGet() const {
    int unusedInHostMethod; // host-error {{unused variable 'unusedInHostMethod'}} device-error {{unused variable 'unusedInHostMethod'}} upstream-error {{unused variable 'unusedInHostMethod'}} plain-warning {{unused variable 'unusedInHostMethod'}}
    return v;
  }
  int v;
};

// A lambda in a kernel is in the kernel's body.
__global__ void withLambda(int *p) {
  auto f = [](int x) {
    int unusedInLambda; // host-warning {{unused variable 'unusedInLambda'}} device-error {{unused variable 'unusedInLambda'}} upstream-error {{unused variable 'unusedInLambda'}} plain-warning {{unused variable 'unusedInLambda'}}
    return x;
  };
  p[0] = f(1);
}

// A kernel that a macro expands to whole.
#define KERNEL(name)                                                           \
  __global__ void name(int *p) {                                               \
    int unusedInMacro;                                                         \
    p[0] = 1;                                                                  \
  }
KERNEL(fromMacro) // host-warning {{unused variable 'unusedInMacro'}} device-error {{unused variable 'unusedInMacro'}} upstream-error {{unused variable 'unusedInMacro'}} plain-warning {{unused variable 'unusedInMacro'}}

// After the device-only bodies, host code is strict again.
int after() {
  int unusedAfter; // host-error {{unused variable 'unusedAfter'}} device-error {{unused variable 'unusedAfter'}} upstream-error {{unused variable 'unusedAfter'}} plain-warning {{unused variable 'unusedAfter'}}
  return 0;
}
