// An inline-asm input operand that is a pointer into a named space is passed
// as its generic address in device code, as nvcc passes a pointer: the
// address of a __shared__ array's element was the shared window's offset,
// which a generic `ld` in the asm then read as a generic address (wrong
// memory, silently). A program that wants the offset for a `.shared`
// instruction converts with __cvta_generic_to_shared, as under nvcc.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s --check-prefix=OURS
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S %s -o - | FileCheck %s --check-prefix=OURS
// The same PTX as upstream Clang's, whose __shared__ arrays are generic.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -fno-scale-addrspaces %s -o - | FileCheck %s

__constant__ unsigned table[4];

// OURS-LABEL: .entry _Z5readsPj(
// OURS: cvta.shared.u64 [[S:%rd[0-9]+]], %rd{{[0-9]+}};
// OURS: ld.volatile.u32 %r{{[0-9]+}}, {{\[}}[[S]]{{\]}};
// OURS: cvta.const.u64 [[C:%rd[0-9]+]], %rd{{[0-9]+}};
// OURS: ld.u32 %r{{[0-9]+}}, {{\[}}[[C]]{{\]}};
// OURS: ret;
// CHECK-LABEL: .entry _Z5readsPj(
// CHECK: cvta.shared.u64
// CHECK: ld.volatile.u32
// CHECK: cvta.const.u64
// CHECK: ld.u32
// CHECK: ret;
__global__ void reads(unsigned *out) {
  __shared__ unsigned sdata[32];
  sdata[threadIdx.x] = threadIdx.x;
  __syncthreads();
  unsigned v, w;
  asm volatile("ld.volatile.u32 %0, [%1];" : "=r"(v) : "l"(&sdata[threadIdx.x ^ 1]));
  asm volatile("ld.u32 %0, [%1];" : "=r"(w) : "l"(table + 2));
  out[threadIdx.x] = v + w;
}
