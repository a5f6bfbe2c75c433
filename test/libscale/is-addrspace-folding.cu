// Where the origin of a pointer is known at compile time, sp::is_addrspace
// folds to a constant and no isspacep is executed. Upstream LLVM 22 does the
// folding: InstCombine (NVPTX instCombineIntrinsic) folds isspacep of a
// direct addrspacecast, and InferAddressSpaces (rewriteIntrinsicWithAddressSpace),
// which the NVPTX code generator runs after lowering kernel parameters and
// allocas, folds it through GEPs, selects, phis, kernel parameters and
// local arrays. Only a pointer loaded from memory keeps its test.
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -O2 %s -o - | FileCheck %s

#include <spec/cuda/Addrspace.hpp>

using sp::AddressSpace;

__constant__ float coeffs[16];
__device__ __noinline__ int use(float *p) { return (int)*p; }

// CHECK-LABEL: .entry _Z11sharedArrayPi(
// CHECK-NOT: isspacep
// CHECK: st.global.b32 [%rd{{[0-9]+}}], 1;
// CHECK-NOT: isspacep
// CHECK: ret;
__global__ void sharedArray(int *out) {
  __shared__ float t[32];
  out[0] = sp::is_addrspace<AddressSpace::SHARED>((float *)t + 3);
}

// CHECK-LABEL: .entry _Z15deviceParameterPU3AS1fPi(
// CHECK-NOT: isspacep
// CHECK: st.global.b32 [%rd{{[0-9]+}}], 1;
// CHECK-NOT: isspacep
// CHECK: ret;
__global__ void deviceParameter(__device float *p, int *out) {
  out[0] = sp::is_addrspace<AddressSpace::DEVICE>((float *)p);
}

// CHECK-LABEL: .entry _Z12runtimeIndexPii(
// CHECK-NOT: isspacep
// CHECK: st.global.b32 [%rd{{[0-9]+}}], 0;
// CHECK-NOT: isspacep
// CHECK: ret;
__global__ void runtimeIndex(int *out, int i) {
  __shared__ float t[32];
  out[0] = sp::is_addrspace<AddressSpace::DEVICE>((float *)t + i);
}

// CHECK-LABEL: .entry _Z13selectedArrayPii(
// CHECK-NOT: isspacep
// CHECK: st.global.b32 [%rd{{[0-9]+}}], 1;
// CHECK-NOT: isspacep
// CHECK: ret;
__global__ void selectedArray(int *out, int i) {
  __shared__ float t[32], u[32];
  float *p = i ? (float *)t : (float *)u;
  out[0] = sp::is_addrspace<AddressSpace::SHARED>(p);
}

// CHECK-LABEL: .entry _Z10localArrayPii(
// CHECK-NOT: isspacep
// CHECK: ret;
__global__ void localArray(int *out, int i) {
  float l[8];
  l[i] = 1;
  out[0] = sp::is_addrspace<AddressSpace::LOCAL>(l + i) + use(l);
}

// CHECK-LABEL: .entry _Z13constantArrayPii(
// CHECK-NOT: isspacep
// CHECK: st.global.b32 [%rd{{[0-9]+}}], 1;
// CHECK-NOT: isspacep
// CHECK: ret;
__global__ void constantArray(int *out, int i) {
  out[0] = sp::is_addrspace<AddressSpace::CONSTANT>((const float *)coeffs + i);
}

// CHECK-LABEL: .entry _Z7loopPhiPii(
// CHECK-NOT: isspacep
// CHECK: ret;
__global__ void loopPhi(int *out, int n) {
  __shared__ float t[64];
  float *p = t;
  int s = 0;
  for (int k = 0; k < n; ++k) {
    s += sp::is_addrspace<AddressSpace::SHARED>(p);
    p += 2;
  }
  out[0] = s;
}

// A kernel's generic pointer parameter is global memory (NVPTXLowerArgs).
// CHECK-LABEL: .entry _Z16genericParameterPfPi(
// CHECK-NOT: isspacep
// CHECK: st.global.b32 [%rd{{[0-9]+}}], 1;
// CHECK-NOT: isspacep
// CHECK: ret;
__global__ void genericParameter(float *p, int *out) {
  out[0] = sp::is_addrspace<AddressSpace::DEVICE>(p);
}

// Unknown: a pointer loaded from memory keeps its run-time test.
// CHECK-LABEL: .entry _Z10loadedFromPPfPi(
// CHECK: isspacep.shared
// CHECK: ret;
__global__ void loadedFrom(float **pp, int *out) {
  out[0] = sp::is_addrspace<AddressSpace::SHARED>(*pp);
}
