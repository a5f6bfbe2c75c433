// A pointer converted to an integer is its generic address in every space,
// as under nvcc: unannotated code that aligns dynamic shared memory through
// uintptr_t, whose array the rules type `__shared char[]`, got the shared
// window's offset and then read and wrote a wrong generic address (no
// cvta.shared). CUDA's __cvta_generic_to_shared still gives the offset, and
// __cvta_shared_to_generic takes one (GenericPointerIntegersPass).
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s
// RUN: %scale_cxx -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S %s -o - | FileCheck %s --check-prefix=O0
// Upstream Clang's values, which these equal.
// RUN: %scale_cxx -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -fno-scale-addrspaces %s -o - | FileCheck %s

#include <cstdint>

extern __shared__ char smem[];

// CHECK-LABEL: .entry _Z7alignedPf(
// CHECK: mov.b64 [[S:%rd[0-9]+]], smem;
// CHECK-NEXT: cvta.shared.u64 %rd{{[0-9]+}}, [[S]];
// CHECK: ret;
// O0-LABEL: .entry _Z7alignedPf(
// O0: mov.b64 [[S:%rd[0-9]+]], smem;
// O0-NEXT: cvta.shared.u64 %rd{{[0-9]+}}, [[S]];
// O0: ret;
__global__ void aligned(float *out) {
  float *tile = (float *)(((uintptr_t)smem + 15) & ~(uintptr_t)15);
  tile[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x + 1] = tile[threadIdx.x];
}

// The offset of a generic address into the shared window, for inline PTX
// (cp.async, ldmatrix): the offset of smem, no generic address (the
// optimiser folds cvta.to.shared of the generic smem into smem itself).
// CHECK-LABEL: .entry _Z6offsetPj(
// CHECK-NOT: cvta.shared.u64
// CHECK: mov.b64 [[S:%rd[0-9]+]], smem;
// CHECK-NEXT: add.s64 [[O:%rd[0-9]+]], [[S]], %rd{{[0-9]+}};
// CHECK-NOT: cvta.shared.u64
// CHECK: st.global.b32 [%rd{{[0-9]+}}], [[O]];
// O0-LABEL: .entry _Z6offsetPj(
// O0: cvta.to.shared.u64
// O0-NOT: cvta.shared.u64
// O0: ret;
__global__ void offset(unsigned *out) {
  out[threadIdx.x] = (unsigned)__cvta_generic_to_shared(smem + threadIdx.x);
}

// And back from an offset: a generic address.
// CHECK-LABEL: .entry _Z7genericPPv(
// CHECK: mul.wide.u32 [[O:%rd[0-9]+]], %r{{[0-9]+}}, 16;
// CHECK-NEXT: cvta.shared.u64 [[G:%rd[0-9]+]], [[O]];
// CHECK: st.global.b64 [%rd{{[0-9]+}}], [[G]];
__global__ void generic(void **out) {
  out[threadIdx.x] = __cvta_shared_to_generic(16 * threadIdx.x);
}
