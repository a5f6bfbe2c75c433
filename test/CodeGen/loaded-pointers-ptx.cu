// A kernel that makes a generic pointer to __shared__ memory but never lets
// it reach memory (not stored, not passed where it may be kept, not
// returned, not made an integer) reads only global pointers from memory:
// the accesses through pointers loaded from memory become ld.global, as
// nvcc 13 emits them; the access through the pointer that may be __shared
// stays generic. A kernel that stores a __shared__ address anywhere keeps
// every access through a loaded pointer generic, as nvcc 13 does.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o - \
// RUN:   -fno-scale-addrspace-opt | FileCheck %s --check-prefix=OFF
// OFF-LABEL: .entry _Z8selected
// OFF: ld.b32 {{%r[0-9]+}}, [%rd
// OFF: ret;
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o /dev/null \
// RUN:   -Rpass=scale-addrspace -Rpass-missed=scale-addrspace 2>&1 | FileCheck %s --check-prefix=REMARK

__device__ float *table;

// The pointer that may be __shared goes to a helper that reads it (a
// load through it in the kernel would be split by space, "Accesses through
// a choice of spaces"): its load stays generic; the kernel's load through
// `table` is ld.global, where the pass off leaves it generic.
__device__ __noinline__ float second(const float *p) { return p[threadIdx.x ^ 1]; }
// CHECK-LABEL: .func {{.*}}_Z6secondPKf
// CHECK: ld.b32 {{%r[0-9]+}}, [%rd
// CHECK-LABEL: .entry _Z8selected
// CHECK-NOT: ld.b32
// CHECK: ld.global.b64 {{%rd[0-9]+}}, [table]
// CHECK-NOT: ld.b32
// CHECK: ret;
__global__ void selected(float *out, const float *in, int k) {
  __shared__ float tile[64];
  tile[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  const float *p = k ? tile : in;
  out[threadIdx.x] = second(p) + table[threadIdx.x];
}
// REMARK-DAG: remark: 1 generic accesses in 'selected' through pointers loaded from memory resolved to __device: no function that reaches it stores a pointer to other memory [-Rpass=scale-addrspace]

// CHECK-LABEL: .entry _Z6stored
// CHECK-NOT: ld.global.b32 {{%r[0-9]+}}, [%rd
// CHECK: ld.b32 {{%r[0-9]+}}, [%rd
// CHECK-NOT: ld.global.b32 {{%r[0-9]+}}, [%rd
// CHECK: ret;
__global__ void stored(float *out, int k) {
  __shared__ float tile[64];
  tile[threadIdx.x] = threadIdx.x;
  if (k)
    table = tile;
  __syncthreads();
  out[threadIdx.x] = table[threadIdx.x];
}

// Through a helper that keeps the pointer: it reaches memory there.
__device__ __noinline__ void keep(float *p) { table = p; }
// CHECK-LABEL: .entry _Z10keptByCall
// CHECK-NOT: ld.global.b32 {{%r[0-9]+}}, [%rd
// CHECK: ld.b32 {{%r[0-9]+}}, [%rd
// CHECK-NOT: ld.global.b32 {{%r[0-9]+}}, [%rd
// CHECK: ret;
__global__ void keptByCall(float *out, int k) {
  __shared__ float tile[64];
  tile[threadIdx.x] = threadIdx.x;
  if (k)
    keep(tile + k);
  __syncthreads();
  out[threadIdx.x] = table[threadIdx.x];
}

// The address of a local variable stored into memory.
__device__ int *slot;
// CHECK-LABEL: .entry _Z11localStored
// CHECK-NOT: ld.global.b32 {{%r[0-9]+}}, [%rd
// CHECK: ld.b32 {{%r[0-9]+}}, [%rd
// CHECK-NOT: ld.global.b32 {{%r[0-9]+}}, [%rd
// CHECK: ret;
__global__ void localStored(int *out, int k) {
  int local[4] = {1, 2, 3, 4};
  if (k)
    slot = local + (k & 3);
  out[threadIdx.x] = *slot;
}
