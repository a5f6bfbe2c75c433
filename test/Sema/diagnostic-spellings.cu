// Diagnostics name the spaces with the keywords, in errors and in notes
// (candidate notes, template notes) alike, never the attribute spelling:
// "multiple address spaces specified" names both spaces, a dependent space
// prints as __AS(AS), and no note claims a conversion the rules forbid.
// RUN: not %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s
// RUN: not %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only %s 2>&1 | FileCheck %s
// RUN: not %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=NOATTR
// NOATTR: error: multiple address spaces
// NOATTR-NOT: address_space(
// NOATTR-NOT: address space '{{[0-9]}}'

#include <spec/cuda/Addrspace.hpp>

// CHECK: :[[@LINE+1]]:{{[0-9]+}}: error: multiple address spaces specified for type: __shared and __device
__device__ void twoSpaces(__shared __device int *p);
// CHECK: :[[@LINE+1]]:{{[0-9]+}}: error: multiple address spaces specified for type: __constant and __local
__device__ void twoMore(__constant __local float &r);

// A dependent space prints as __AS(AS), where Clang places the attribute
// (after the pointer's declarator).
template <class T, sp::AddressSpace AS>
__device__ int byPointer(__AS(AS) T *p);
__device__ int callsByPointer(int v) {
  // CHECK: :[[@LINE+2]]:{{[0-9]+}}: error: no matching function for call to 'byPointer'
  // CHECK: :[[@LINE-3]]:{{[0-9]+}}: note: candidate template ignored: could not match 'T * __AS(AS)' against 'int'
  return byPointer(v);
}

// Candidate notes spell the spaces of the arguments they reject.
__device__ void takesShared(__shared int *p);
__device__ void passesDevice(__device int *p) {
  // CHECK: :[[@LINE+2]]:{{[0-9]+}}: error: no matching function for call to 'takesShared'
  // CHECK: :[[@LINE-3]]:{{[0-9]+}}: note: candidate function not viable: cannot pass pointer to address space '__device' as a pointer to address space '__shared' in 1st argument
  takesShared(p);
}

// A generic pointer never converts to a named one implicitly, in any
// context: the explanation says so rather than "only in device code".
// CHECK: :[[@LINE+2]]:{{[0-9]+}}: error: cannot initialize a variable of type '__device int *' with an lvalue of type 'int *'
// CHECK: note: the generic address space does not convert implicitly to __device in a {{host|device}} function; an explicit cast (C-style or addrspace_cast) is allowed
__host__ __device__ void down(int *g) { __device int *d = g; (void)d; }

// Template-instantiation notes name the specialization with keywords.
template <class T> __device__ void store(T *to, __device int *from) {
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: error: cannot initialize a variable of type '__shared int *' with an lvalue of type '__device int *'
  T *wrong = from;
  *to = *wrong;
}
// CHECK: :[[@LINE+1]]:{{[0-9]+}}: note: in instantiation of function template specialization 'store<__shared int>' requested here
__device__ void instantiates(__shared int *s, __device int *d) { store(s, d); }
