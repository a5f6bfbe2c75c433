// Arrays of __device__, __shared__ and __constant__ variables: the inferred
// space is on the innermost element, as a written qualifier would be (the
// type is the same either way; this is the form whose element checks in
// initializer lists are cheap, docs/corpus.md). Multi-dimensional tables,
// incomplete arrays completed by their initializer, rows named by a
// typedef, a dependent bound, redeclarations, initializer errors, and the
// data in the target's space.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -DVALID %s | FileCheck %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -DVALID %s | FileCheck %s --check-prefix=HOST

#include <type_traits>

extern __constant__ unsigned table[2][3];
__constant__ unsigned table[2][3] = {{1, 2, 3}, {4, 5, 6}};
__device__ int counts[] = {7, 8, 9};
typedef float Row[2];
__device__ Row rows[2] = {{1.0f, 2.0f}, {3.0f, 4.0f}};
__constant__ const char name[] = "abc";

static_assert(std::is_same_v<decltype(table), __constant unsigned[2][3]>);
static_assert(std::is_same_v<decltype(table[1]), __constant unsigned (&)[3]>);
static_assert(std::is_same_v<decltype((table[1][2])), __constant unsigned &>);
static_assert(std::is_same_v<decltype(counts), __device int[3]>);
static_assert(sizeof(counts) == 3 * sizeof(int));
static_assert(std::is_same_v<decltype(rows), __device Row[2]>);
static_assert(std::is_same_v<decltype(rows), __device float[2][2]>);
static_assert(std::is_same_v<decltype(name), const __constant char[4]>);

__global__ void kernel(unsigned *out) {
  __shared__ unsigned tile[4][8];
  static_assert(std::is_same_v<decltype(tile), __shared unsigned[4][8]>);
  tile[threadIdx.y][threadIdx.x] = table[1][2] + counts[2] + name[1];
  __syncthreads();
  __shared unsigned (*rowOfTile)[8] = &tile[1];
  out[0] = (*rowOfTile)[0] + static_cast<unsigned>(rows[1][1]);
}

// Dependent bounds: the instantiation is built from the pattern's type.
template <class T, int N> __global__ void tiles(T *out) {
  __shared__ T buf[N][2];
  static_assert(std::is_same_v<decltype(buf), __shared T[N][2]>);
  buf[threadIdx.x % N][1] = out[0];
  __syncthreads();
  out[1] = buf[0][1];
}
template __global__ void tiles<float, 4>(float *);

#ifndef VALID
__constant__ unsigned tooMany[2][2] = {{1, 2, 3}, {4, 5}}; // expected-error {{excess elements in array initializer}}
int hostRead() {
  return table[0][1]; // expected-error {{cannot read an object of type '__constant unsigned int' in a host function}}
}
#endif

// CHECK-DAG: @table = {{.*}}addrspace(4) externally_initialized constant [2 x [3 x i32]] {{\[}}[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6]]
// CHECK-DAG: @counts = {{.*}}addrspace(1) externally_initialized global [3 x i32] [i32 7, i32 8, i32 9]
// CHECK-DAG: @rows = {{.*}}addrspace(1) externally_initialized global [2 x [2 x float]] {{\[}}[2 x float] [float 1.000000e+00, float 2.000000e+00], [2 x float] [float 3.000000e+00, float 4.000000e+00]]
// CHECK-DAG: @_ZZ6kernelPjE4tile = internal addrspace(3) global [4 x [8 x i32]] undef
// CHECK-DAG: @_ZZ5tilesIfLi4EEvPT_E3buf = {{.*}}addrspace(3) global [4 x [2 x float]] undef
// CHECK-DAG: @_ZL4name = internal addrspace(4) constant [4 x i8] c"abc\00"
// HOST-DAG: @table = internal global [2 x [3 x i32]] undef
// HOST-DAG: @counts = internal global [3 x i32] undef
// HOST-DAG: @rows = internal global [2 x [2 x float]] undef
