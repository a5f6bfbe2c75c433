// An invalid addrspace_cast is an error wherever it appears: generic lambdas,
// __host__ __device__ templates, namespace-scope array bounds, default
// arguments and default member initializers (none of which is a function body
// that CUDA's deferred diagnostics would ever emit), in every mode. Casting a
// prvalue to a reference type and binding a bit-field are errors too.
//
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -O2 -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -o /dev/null -Xclang -verify %s
//
// Without -verify each mode exits non-zero with the errors (counted).
// RUN: not %scale_cxx -std=c++17 -fno-crash-diagnostics -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -fno-crash-diagnostics -S -emit-llvm -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -fno-crash-diagnostics -S -O2 -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -fno-crash-diagnostics -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -fno-crash-diagnostics -S -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: 10 errors generated

// A generic lambda, instantiated by the call.
__global__ void genericLambda(__shared int *s) {
  auto toDevice = [](auto p) {
    return addrspace_cast<__device int *>(p); // expected-error-re {{addrspace_cast from '__shared int *' to '__device int *' in a {{host|device}} function: no cast converts the __shared address space to the __device address space}}
  };
  toDevice(s); // expected-note {{in instantiation of function template specialization}}
}

// A __host__ __device__ template used from host code only.
template <class T> __host__ __device__ __device T *hostDevice(__shared T *p) {
  return addrspace_cast<__device T *>(p); // expected-error-re {{addrspace_cast from '__shared int *' to '__device int *' in a {{host|device}} function}}
}
void fromHost(__shared int *s) { hostDevice(s); } // expected-note {{in instantiation of function template specialization 'hostDevice<int>' requested here}}

// A namespace-scope array bound.
__shared int *sharedPointer;
int bound[sizeof(addrspace_cast<__device int *>(sharedPointer))]; // expected-error {{addrspace_cast from '__shared int *' to '__device int *' outside functions: no cast converts the __shared address space to the __device address space}}

// A default argument, used and unused.
__device__ void withDefault(__device int *d = addrspace_cast<__device int *>((__shared int *)0)); // expected-error {{addrspace_cast from '__shared int *' to '__device int *' outside functions}}
__device__ void callsWithDefault() { withDefault(); }

// A default member initializer.
struct Member {
  __shared int *s;
  __device int *d = addrspace_cast<__device int *>(s); // expected-error {{addrspace_cast from '__shared int *' to '__device int *' outside functions}}
};
__global__ void makesMember() { Member m{}; (void)m; }

// Prvalues have no address space: no reference binds them, not even T &&.
struct Pair { int first, second; };
__global__ void prvalues(__device int *p, __device Pair *q) {
  __device int &&sum = addrspace_cast<__device int &&>(*p + 1); // expected-error {{addrspace_cast to the rvalue reference type '__device int &&' needs an lvalue or an xvalue, not a prvalue of type 'int'}}
  const __device Pair &made = addrspace_cast<const __device Pair &>(Pair{3, 4}); // expected-error {{needs an lvalue, not a prvalue of type 'Pair'}}
  __device int &fromXvalue = addrspace_cast<__device int &>(static_cast<int &&>(*p)); // expected-error {{addrspace_cast to the lvalue reference type '__device int &' needs an lvalue, not an xvalue of type 'int'}}
  // Valid: an lvalue and an xvalue keep their object.
  __device int &&moved = addrspace_cast<__device int &&>(static_cast<__device int &&>(*p));
  __device Pair &whole = addrspace_cast<__device Pair &>(*q);
  *p = moved + whole.first + sum + made.second + fromXvalue;
}

// A bit-field cannot be bound, as for the C-style cast.
struct Bits { int small : 3; int big; };
__global__ void bitField(__device Bits *b) {
  __device int &r = addrspace_cast<__device int &>(b->small); // expected-error {{addrspace_cast cannot bind the bit-field of type '__device int' to the reference type '__device int &'}}
  __device int &&x = addrspace_cast<__device int &&>(static_cast<__device Bits &&>(*b).small); // expected-error {{addrspace_cast cannot bind the bit-field}}
  __device int &fine = addrspace_cast<__device int &>(b->big);
  r = x + fine;
}
