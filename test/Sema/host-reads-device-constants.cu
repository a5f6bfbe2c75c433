// Reading a variable usable in constant expressions is its initializer,
// folded at compile time: no memory is accessed, so host code may read a
// `const __device__` or `const __constant__` integral variable with a constant
// initializer (HeCBench's adamw: `static __device__ const uint8_t _bitmask =
// 15;` read by the host reference code; nvcc accepts it). Everything that
// reads memory stays an error: a const array's elements, a non-const
// variable, a write.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// Host code gets the value as an immediate.
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -DVALID_ONLY %s | FileCheck %s
// Invalid code fails in every mode.
// RUN: not %scale_cxx -std=c++17 -S -emit-llvm -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -c -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -S -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: error: cannot read an object of type 'const __device float' in a host function

static __device__ const unsigned char mask = 15;
static __device__ const unsigned char shifted = mask << 4;
__constant__ const int limit = 4;
static __device__ const float table[2] = {1.0f, 2.0f};
__device__ int counter;

// CHECK-LABEL: define {{.*}} @_Z6foldedi(
// CHECK: and i32 %{{.*}}, 15
// CHECK: add nsw i32 %{{.*}}, 4
int folded(int v) { return (v & mask) + (v & shifted) + limit; }

__global__ void kernel(int *out) { *out = mask + limit + table[1] + counter; }

#ifndef VALID_ONLY
int readsMemory(int v) {
  return table[v] + // expected-error {{cannot read an object of type 'const __device float' in a host function: the __device address space is not accessible in host code}}
         counter;   // expected-error {{cannot read an object of type '__device int' in a host function: the __device address space is not accessible in host code}}
}
void writes() {
  counter = mask; // expected-error {{cannot write an object of type '__device int' in a host function: the __device address space is not accessible in host code}}
}
#endif
