// A call through a pointer to member function, `(obj.*pmf)()` or
// `(ptr->*pmf)()`, is a call on the object: the object converts to the
// space of the method's qualifiers as in `obj.f()` (the same error where it
// does not), and it is an access (host code cannot call on a __device
// object; a __constant object takes only const or __constant methods).
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=expected,host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=expected,device %s
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fsyntax-only -Xclang -verify=expected,device %s
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fscale-short-pointers -fsyntax-only -Xclang -verify=expected,device %s
// Invalid code fails in every mode, including IR, PTX and AMDGPU assembly.
// RUN: not %scale_cxx -std=c++17 -S -emit-llvm -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -S -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: error: cannot initialize object parameter of type 'const __shared S' with an expression of type '__device S'

struct S {
  int v;
  __host__ __device__ int get() const { return v; }
  __device__ int get() const __shared { return v + 1; }
  __device__ int get() const __local { return v + 2; }
  __host__ __device__ int value() const { return v; }
  __device__ int bump() { return ++v; }
};
__device__ S deviceObj;
__shared__ S sharedObj;
__constant__ S constantObj;

// Host code: the object's space does not convert to generic, as for
// `deviceObj.get()`.
void host(int (S::*pm)() const, __device S *dp, S &g) {
  int direct = deviceObj.value(); // expected-error {{cannot initialize object parameter of type 'const S' with an expression of type '__device S'}} \
      // expected-note {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
  int viaMember = (deviceObj.*pm)(); // expected-error {{cannot initialize object parameter of type 'const S' with an expression of type '__device S'}} \
      // expected-note {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
  int viaPointer = (dp->*pm)(); // expected-error {{cannot initialize object parameter of type 'const S' with an expression of type '__device S'}} \
      // expected-note {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
  int generic = (g.*pm)();
}

// __host__ __device__: the host side is reported once the function is
// emitted for the host, as for `deviceObj.get()` there.
__host__ __device__ int both(int (S::*pm)() const) {
  return (deviceObj.*pm)(); // host-error {{cannot call a member function on an object of type '__device S' in a host function: the __device address space is not accessible in host code}}
}
int useBoth() { return both(&S::value); }

// Device code: named spaces convert to generic; a method qualified with a
// space takes only objects of that space, through a pointer to member as
// through a name.
typedef int (S::*SharedGet)() const __shared;
__device__ int device(int (S::*pm)() const, SharedGet sp, S &g) {
  int fine = (deviceObj.*pm)() + (sharedObj.*pm)() + (constantObj.*pm)();
  // The right space: CodeGen passes the object there
  // (test/CodeGen/pointer-to-member-function-calls.cu).
  int shared = (sharedObj.*sp)();
  int direct = deviceObj.get();
  int wrong = (deviceObj.*sp)(); // expected-error {{cannot initialize object parameter of type 'const __shared S' with an expression of type '__device S'}} \
      // expected-note {{the __device address space does not convert implicitly to __shared in a device function; no cast converts between these spaces}}
  int generic = (g.*sp)(); // expected-error {{cannot initialize object parameter of type 'const __shared S' with an expression of type 'S'}}
  return fine + shared + direct + wrong + generic;
}

// __local methods likewise: a __local object, through a pointer too; a
// __shared or generic one is refused.
typedef int (S::*LocalGet)() const __local;
__device__ int local(LocalGet lp, __local S *lq, __shared S *sq, S *gq) {
  __local S here;
  int fine = (here.*lp)() + (lq->*lp)();
  int shared = (sq->*lp)(); // expected-error {{cannot initialize object parameter of type 'const __local S' with an expression of type '__shared S'}} \
      // expected-note {{the __shared address space does not convert implicitly to __local in a device function; no cast converts between these spaces}}
  int generic = (gq->*lp)(); // expected-error {{cannot initialize object parameter of type 'const __local S' with an expression of type 'S'}}
  return fine + shared + generic;
}

// __constant objects are read-only: only const or __constant methods.
__device__ int constantCalls(int (S::*bump)(), int (S::*get)() const) {
  return (constantObj.*get)() +
         (constantObj.*bump)(); // expected-error {{cannot call the member function, which is neither const nor __constant, on an object of type '__constant S' in a device function: __constant memory is read-only; only the host writes it, through the runtime's symbol copies (cudaMemcpyToSymbol)}}
}
