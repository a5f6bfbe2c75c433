// The shuffles without a mask do not exist on sm_70 and later (CUDA 9
// replaced them by the _sync forms; nvcc 13: `identifier "__shfl" is
// undefined`). Clang's wrapper still defines them, and the NVPTX backend
// stopped on them ("Cannot select: intrinsic %llvm.nvvm.shfl.idx.i32",
// exit code 70: the Professional CUDA C Programming examples simpleShfl,
// reduceIntegerShfl): a call in device code is an error at the call, in
// every mode. The host side and the _sync forms are untouched.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -Xclang -verify=dev -Xclang -verify-ignore-unexpected=note %s
// RUN: not %scale_cxx -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -S %s -o - 2>&1 | FileCheck %s --check-prefix=PTX
// PTX: error: '__scale_removed___shfl<int, int>' is unavailable
// PTX-NOT: error in backend
// RUN: not %scale_nvcc -arch=sm_90 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC
// NVCC: removed-shuffles.cu:[[@LINE+24]]:{{[0-9]+}}: error: '__scale_removed___shfl<int, int>' is unavailable: __shfl (a shuffle without a mask) does not exist on sm_70 and later; use __shfl_sync(mask, ...)
// NVCC-NOT: Cannot select
// RUN: %scale_cxx -std=c++17 --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only -Xclang -verify=host %s
// RUN: %scale_cxx -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -DONLY_SYNC -Xclang -verify=sync %s
// host-no-diagnostics
// sync-no-diagnostics

#include <cuda_fp16.h>
#include <cooperative_groups.h>

// A program's own overload under a removed name (HeCBench dpid) is what
// its calls with that type find.
__device__ float4 __shfl_down(const float4 V, const unsigned Delta,
                              const unsigned Width = 32) {
  return make_float4(__shfl_down_sync(0xffffffffu, V.x, Delta, Width),
                     __shfl_down_sync(0xffffffffu, V.y, Delta, Width),
                     __shfl_down_sync(0xffffffffu, V.z, Delta, Width),
                     __shfl_down_sync(0xffffffffu, V.w, Delta, Width));
}

__global__ void own_overload(float4 *V) { V[0] = __shfl_down(V[0], 16); }

__global__ void shuffles(int *I, float *F, unsigned *U) {
#ifndef ONLY_SYNC
  I[0] = __shfl(I[0], 0); // dev-error {{'__scale_removed___shfl<int, int>' is unavailable: __shfl (a shuffle without a mask) does not exist on sm_70 and later; use __shfl_sync(mask, ...)}}
  F[0] = __shfl_up(F[0], 1u, 16); // dev-error {{'__scale_removed___shfl_up<float, unsigned int, int>' is unavailable}}
  U[0] = __shfl_down(U[0], 1u); // dev-error {{'__scale_removed___shfl_down<unsigned int, unsigned int>' is unavailable}}
  I[1] = __shfl_xor(I[1], 1); // dev-error {{'__scale_removed___shfl_xor<int, int>' is unavailable}}
#endif
  I[2] = __shfl_sync(0xffffffffu, I[2], 0) + __shfl_xor_sync(0xffffffffu, I[2], 1);
}
