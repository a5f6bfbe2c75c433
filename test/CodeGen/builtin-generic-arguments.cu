// A builtin whose parameter is a generic pointer takes a __shared__ array
// (or any pointer into a named space) through the implicit conversion to
// generic in device code, as nvcc's generic __shared__ arrays: upstream
// rewrote the builtin's declaration to the argument's space, which made
// `__builtin_assume_aligned(tile, 16)` a `bool` and zero-extended the
// shared-window pointer into the generic result (invalid IR, and generic
// accesses of the shared offset in PTX). The result is a generic pointer to
// the tile; builtins that take a named space keep their arguments.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -std=c++17 -fsyntax-only -Xclang -verify %s
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -std=c++17 -O0 -S -emit-llvm -Xclang -disable-llvm-passes %s -o - | opt-22 -passes=verify -S -o - | FileCheck %s --check-prefix=IR
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -std=c++17 -O0 -S %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -std=c++17 -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

// IR-LABEL: define {{.*}} @_Z7alignedPf(
// IR: call void @llvm.assume(i1 true) [ "align"(ptr addrspacecast (ptr addrspace(3) @_ZZ7alignedPfE4tile to ptr), i64 16) ]
// IR-NOT: zext ptr
// PTX-LABEL: .entry _Z7alignedPf(
// PTX: mov.b64 [[T:%rd[0-9]+]], _ZZ7alignedPfE4tile;
// PTX: cvta.shared.u64 %rd{{[0-9]+}}, [[T]];
__global__ void aligned(float *out) {
  __shared__ float tile[64];
  static_assert(__is_same(decltype(__builtin_assume_aligned(tile, 16)), void *),
                "a generic pointer");
  tile[threadIdx.x] = out[threadIdx.x];
  float *p = static_cast<float *>(__builtin_assume_aligned(tile, 16));
  out[1] = p[threadIdx.x];
}

// A copy into shared memory returns its generic destination.
__global__ void copies(__device float *in) {
  __shared__ float tile[4];
  static_assert(__is_same(decltype(__builtin_memcpy(tile, in, 16)), void *),
                "a generic pointer");
  float *to = static_cast<float *>(__builtin_memcpy(tile, in, 16));
  in[4] = to[1];
}
