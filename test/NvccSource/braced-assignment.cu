// `h = {}` and `h = {a, b}` on __half2 and __nv_bfloat162 in device code:
// nvcc's front end ranks the move assignment above
// `operator=(const __half2_raw &)`, Clang and g++ find them ambiguous. In a
// __device__ or __global__ body the assignment is the class's, initialised
// from the braces (both compilation sides judge the body); in host code it
// stays ambiguous, as under nvcc, whose host compiler rejects it.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -DWITH_ERRORS -Xclang -verify=both %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only -DWITH_ERRORS -Xclang -verify=both %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s
// Upstream's ranking with the extension off.
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -fno-scale-addrspaces -Wno-unknown-cuda-version %s 2>&1 | FileCheck %s --check-prefix=OFF
// OFF: error: use of overloaded operator '=' is ambiguous
#include <cuda_bf16.h>
#include <cuda_fp16.h>

// CHECK-LABEL: assign_braces
// CHECK: st.global.b32
// CHECK: st.global.b32
__global__ void assign_braces(half2 *p, __nv_bfloat162 *q, __half a, __half b,
                              __nv_bfloat16 c) {
  half2 h;
  h = {};
  h = {a, b};
  __nv_bfloat162 z;
  z = {};
  z = {c, c};
  p[0] = h;
  q[0] = z;
}

__device__ half2 in_device_function(__half a) {
  half2 h;
  h = {a, a};
  return h;
}

#ifdef WITH_ERRORS
// A list that initialises neither type stays an error.
__device__ void not_a_half2(half2 &h, int *p) {
  h = {p, p, p}; // both-error {{no viable overloaded '='}}
  // both-note@* 0+ {{candidate}}
}

half2 host_code(__half a, __half b) {
  half2 h;
  h = {a, b}; // both-error {{use of overloaded operator '=' is ambiguous}}
  // both-note@* 0+ {{candidate}}
  return h;
}
#endif
