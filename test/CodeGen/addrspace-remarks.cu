// Remarks of the address-space passes, with source locations:
// -Rpass=scale-addrspace says what was specialised or resolved,
// -Rpass-missed=scale-addrspace every access still generic and why, and
// -fsave-optimization-record writes the same to YAML.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o /dev/null \
// RUN:   -Rpass=scale-addrspace -Rpass-missed=scale-addrspace -mllvm -scale-addrspace-max-clones=1 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark:
// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir && \
// RUN:   %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -c %s -o remarks.o \
// RUN:     -fsave-optimization-record -mllvm -scale-addrspace-max-clones=1 && \
// RUN:   cat *.yaml | FileCheck %s --check-prefix=YAML
// No remark without the flags, and none with the passes off.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o /dev/null \
// RUN:   -fno-scale-addrspace-opt -Rpass-missed=scale-addrspace 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: remark

__device__ float *stash;

__device__ __noinline__ float first(const float *p) { return p[0]; }
// CHECK-DAG: [[@LINE-1]]:62: remark: generic load in 'first': pointer is parameter 1 of 'first', called with __shared pointers [-Rpass-missed=scale-addrspace]

__device__ __noinline__ float dot(const float *a, const float *b, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += a[i] * b[i];
  return s;
}

__global__ void kernel(const float *in, float *out, int n) {
  __shared__ float tile[64];
  tile[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[0] = dot(tile, in, n);
  // 'dot' is internal (whole-program device code) and called once: the
  // optimiser puts 'tile' into its body and drops parameter 1.
  // CHECK-DAG: [[@LINE-3]]:12: remark: call to 'dot' specialised for parameter 1 __device (every caller agrees) [-Rpass=scale-addrspace]
  out[1] = first(in) + first(in + 1);
  // CHECK-DAG: [[@LINE-1]]:12: remark: call to 'first' specialised for parameter 1 __device (clone) [-Rpass=scale-addrspace]
  // CHECK-DAG: [[@LINE-2]]:24: remark: call to 'first' specialised for parameter 1 __device (clone) [-Rpass=scale-addrspace]
  out[2] = first(tile);
  // CHECK-DAG: [[@LINE-1]]:12: remark: 'first' not specialised for parameter 1 __shared: clone budget exhausted (-scale-addrspace-max-clones, -scale-addrspace-clone-growth-percent) [-Rpass-missed=scale-addrspace]
  // CHECK-DAG: [[@LINE-2]]:12: remark: generic accesses of kernel 'kernel' not resolved to __device: 'kernel' converts a __shared pointer to generic [-Rpass-missed=scale-addrspace]
  // 'kernel' never lets its __shared pointers reach memory: the pointer
  // loaded from 'stash' is global.
  out[3] = *stash;
}
// CHECK-DAG: addrspace-remarks.cu:{{[0-9]+}}:1: remark: 1 generic accesses in 'kernel' through pointers loaded from memory resolved to __device: no function that reaches it stores a pointer to other memory [-Rpass=scale-addrspace]

// A kernel that stores a __shared__ address reads pointers from memory as
// generic ones.
__global__ void keeps(float *out, int k) {
  __shared__ float buffer[32];
  buffer[threadIdx.x] = 0.0f;
  if (k)
    stash = buffer;
  // CHECK-DAG: [[@LINE-1]]:11: remark: generic accesses of kernel 'keeps' not resolved to __device: 'keeps' converts a __shared pointer to generic [-Rpass-missed=scale-addrspace]
  __syncthreads();
  out[0] = *stash;
  // CHECK-DAG: [[@LINE-1]]:12: remark: generic load in 'keeps': pointer loaded from memory [-Rpass-missed=scale-addrspace]
}

// A kernel that makes no generic pointer to other memory: resolved.
__global__ void copy(float *out) { out[threadIdx.x] = stash[threadIdx.x]; }
// CHECK-DAG: [[@LINE-1]]:1: remark: 1 generic accesses in 'copy' resolved to __device: no function that reaches it makes a generic pointer to other memory [-Rpass=scale-addrspace]

// YAML-DAG: --- !Passed
// YAML-DAG: Pass: scale-addrspace
// YAML-DAG: Name: Specialised
// YAML-DAG: --- !Missed
// YAML-DAG: Name: GenericAccess
