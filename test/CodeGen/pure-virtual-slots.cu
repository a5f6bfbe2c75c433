// The vtable slot of a pure virtual __device__ function is null in NVPTX
// device code, as nvcc fills it, where Clang names __cxa_pure_virtual,
// which no CUDA device library defines: nvlink failed with "Undefined
// reference to '__cxa_pure_virtual'" (cuda-samples newdelete). At every -O
// level, with and without -fgpu-rdc; upstream Clang (the extension off)
// keeps the reference.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O0 -fgpu-rdc -S %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=__cxa_pure_virtual
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -fgpu-rdc -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=O2 --implicit-check-not=__cxa_pure_virtual
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O0 -S %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=__cxa_pure_virtual
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O0 -fgpu-rdc -fno-scale-addrspaces -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=UPSTREAM

#include "cuda.h"

struct Shape {
  __device__ virtual float area() const = 0;
  __device__ virtual float scaled(float k) const { return k * area(); }
};

struct Square : Shape {
  float side;
  __device__ explicit Square(float s) : side(s) {}
  __device__ float area() const override { return side * side; }
};

// Keeps Shape's vtable (its constructor stores it) and Square's.
__device__ __noinline__ float viaBase(const Shape &shape) {
  return shape.scaled(2.0f);
}

__global__ void areas(float *out) {
  Square square(out[0]);
  out[1] = viaBase(square);
}

// CHECK: _ZTV5Shape[4] = {0, 0, 0, _ZNK5Shape6scaledEf}
// O2: _ZTV6Square[4] = {0, 0, _ZNK6Square4areaEv, _ZNK5Shape6scaledEf}
// UPSTREAM: __cxa_pure_virtual
