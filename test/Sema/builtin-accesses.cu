// The memory builtins and the atomic builtins access the objects their
// pointer operands point to, under the accessibility and __constant rules:
// Clang gives a builtin's pointer parameter the space of its argument, so
// no conversion to generic stops `__builtin_memcpy(host, devicePointer, n)`
// in host code (a declared `memcpy` is a function like any other, whose
// generic parameters refuse a __device pointer there), and a memset of a __constant array compiled (st.const at -O0,
// which ptxas rejects; nothing at -O2). Checked in every mode, AMDGPU too.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -Xclang -verify %s
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only -Xclang -verify %s
// RUN: not %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %scale_cxx -x hip --offload-arch=gfx90a -nogpulib -nogpuinc -isystem %inputs -include cuda.h --cuda-device-only -S %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: error: cannot write an object of type '__constant int' in a device function: __constant memory is read-only

__constant__ int table[4];

__global__ void constantWrites(__device int *source) {
  __builtin_memset(&table[0], 0, 16);      // expected-error {{cannot write an object of type '__constant int' in a device function: __constant memory is read-only}}
  __builtin_memcpy(&table[1], source, 4);  // expected-error {{cannot write an object of type '__constant int'}}
  __builtin_memmove(table, source, 8);     // expected-error {{cannot write an object of type '__constant int[4]'}}
  __builtin_nontemporal_store(1, &table[2]); // expected-error {{cannot write an object of type '__constant int'}}
  __atomic_store_n(&table[3], 1, __ATOMIC_RELAXED); // expected-error {{cannot modify an object of type '__constant int'}}
  // Reading constant memory is allowed.
  __builtin_memcpy(source, table, 16);
  source[0] += __builtin_nontemporal_load(&table[0]) +
               __atomic_load_n(&table[1], __ATOMIC_RELAXED);
}

void hostAccesses(int *host, __device int *device, __shared int *shared) {
  __builtin_memcpy(host, device, 4);  // expected-error {{cannot read an object of type '__device int' in a host function: the __device address space is not accessible in host code}}
  __builtin_memmove(device, host, 4); // expected-error {{cannot write an object of type '__device int' in a host function}}
  __builtin_memset(device, 0, 4);     // expected-error {{cannot write an object of type '__device int' in a host function}}
  host[0] = __builtin_memcmp(host, device, 4); // expected-error {{cannot read an object of type '__device int' in a host function}}
  host[1] = __atomic_load_n(device, __ATOMIC_RELAXED); // expected-error {{cannot read an object of type '__device int' in a host function}}
  __atomic_fetch_add(device, 1, __ATOMIC_RELAXED); // expected-error {{cannot modify an object of type '__device int' in a host function}}
  host[2] = __builtin_nontemporal_load(shared); // expected-error {{cannot read an object of type '__shared int' in a host function: the __shared address space is not accessible in host code}}
  // Generic memory, and what the builtins do not access.
  __builtin_memcpy(host, host + 1, 4);
  __builtin_prefetch(device);
  host[3] = __builtin_object_size(device, 0);
}

__device__ int flatReads(int *generic, __flat int *flat) {
  __builtin_memcpy(generic, flat, 4);   // expected-error {{cannot read an object of type '__flat int' in a device function: the __flat address space is not accessible anywhere without a cast}}
  return __atomic_load_n(flat, __ATOMIC_RELAXED) + // expected-error {{cannot read an object of type '__flat int' in a device function}}
         __builtin_nontemporal_load((int *)flat);
}

// Device code reaches every named space but __flat.
__global__ void deviceAccesses(__device int *device, __local int *local) {
  __shared__ int tile[4];
  __builtin_memcpy(tile, device, 16);
  __builtin_memset(local, 0, 4);
  __atomic_fetch_add(&tile[0], 1, __ATOMIC_RELAXED);
  device[0] = __builtin_memcmp(tile, device, 4);
}
