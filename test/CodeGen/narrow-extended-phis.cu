// A tile scattered on two paths, a full tile and a partial one, then read
// again at the same positions (CUB's radix sort onesweep kernel has this
// shape with 16 keys a thread). GVN merges each position twice after the
// branch: as the 32-bit value and, for the addresses, as its 64-bit
// extension, and PTX then carries both across the merge. NarrowExtendedPhis
// keeps the 32-bit phi and extends it after the merge: no 64-bit phi is
// left. With the pass disabled by name, or without the extension
// (upstream's pipeline), GVN's 64-bit phis stay.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm %s -o - \
// RUN:   -mllvm -opt-disable=scale::NarrowExtendedPhisPass | FileCheck %s --check-prefix=WIDE
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=WIDE

#define ITEMS 8

__global__ void scatter(const int *__restrict__ keys, int *out, int *out2,
                        unsigned valid) {
  __shared__ int ranks[ITEMS * 256];
  unsigned t = threadIdx.x;
  if (valid >= ITEMS * 256) {
#pragma unroll
    for (int i = 0; i < ITEMS; ++i) {
      unsigned j = t + i * 256;
      out[ranks[j]] = keys[j];
    }
  } else {
#pragma unroll
    for (int i = 0; i < ITEMS; ++i) {
      unsigned j = t + i * 256;
      if (j < valid)
        out[ranks[j]] = keys[j];
    }
  }
  // __syncwarp(), which keeps the two parts apart.
  __nvvm_bar_warp_sync(0xffffffff);
#pragma unroll
  for (int i = 0; i < ITEMS; ++i) {
    unsigned j = t + i * 256;
    out2[ranks[j]] = keys[j] + j;
  }
}

// CHECK-LABEL: define {{.*}} void @_Z7scatterPKiPiS1_j(
// CHECK: phi i32
// CHECK-NOT: phi i64
// CHECK: ret void
// WIDE-LABEL: define {{.*}} void @_Z7scatterPKiPiS1_j(
// WIDE: phi i64
