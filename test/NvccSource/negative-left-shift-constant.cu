// A left shift of a negative value, or one that shifts bits out, is not a
// constant expression before C++20, which defines it modulo 2^N. CUB before
// CCCL writes such shifts in enumerators of templates that only device code
// instantiates (cub/warp/specializations/warp_scan_shfl.cuh:
// `enum { SHFL_C = ((-1 << STEPS) & 31) << 8 };`); nvcc folds them. Under
// __NVCC__ an integral constant expression rejected only for such shifts is
// folded to C++20's value; any other reason keeps the error, and
// scale-clang++ (no __NVCC__) keeps Clang's reading.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Wno-shift-negative-value -Wno-shift-overflow -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Wno-shift-negative-value -Wno-shift-overflow -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Wno-shift-negative-value -Wno-shift-overflow -Xclang -verify=clang %s
// C++20 defines the shifts: upstream folds them as well.
// RUN: %scale_cxx %hermetic_cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Wno-shift-negative-value -Wno-shift-overflow -Xclang -verify=nvcc %s
// The folded value is emitted.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Wno-shift-negative-value -Wno-shift-overflow -DEMIT -O2 -S %s -o - | FileCheck %s
// CHECK-LABEL: .entry _Z4scanPi(
// CHECK: st.global.{{[bu]}}32 [%rd{{[0-9]+}}], 7168;

template <int STEPS> struct WarpScanShfl {
  enum { SHFL_C = ((-1 << STEPS) & 31) << 8 }; // clang-error {{expression is not an integral constant expression}} clang-note {{left shift of negative value -1}}
};

__global__ void scan(int *out) {
  *out = WarpScanShfl<2>::SHFL_C; // clang-note {{in instantiation of template class 'WarpScanShfl<2>' requested here}}
}

static_assert((-4 << 2) == -16, ""); // clang-error {{static assertion expression is not an integral constant expression}} clang-note {{left shift of negative value -4}}
static_assert((3 << 31) == (int)0x80000000, ""); // clang-error {{static assertion expression is not an integral constant expression}} clang-note {{signed left shift discards bits}}

__device__ void bounds() {
  int lanes[(-1 << 1) + 4]; // clang-warning {{variable length arrays in C++ are a Clang extension}} clang-note {{left shift of negative value -1}} clang-error {{cannot use variable-length arrays in __device__ functions}}
  lanes[0] = 0;
}

// Other reasons are errors in every mode.
#ifndef EMIT
enum { Divided = (-1 << 1) / 0 }; // nvcc-error {{expression is not an integral constant expression}} nvcc-note {{division by zero}} clang-error {{expression is not an integral constant expression}} clang-note {{division by zero}}
#endif
