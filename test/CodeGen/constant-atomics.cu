// Writes to __constant memory by atomics.
//
// Written on a __constant object or pointer, an atomic builtin is the
// constant-write rule's error in every mode (Sema sees the operand's space).
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify -DDIRECT %s
// RUN: not %scale_cxx -std=c++17 -O2 -S %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -DDIRECT %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIRECT
// RUN: not %scale_cxx -std=c++17 -O0 -S %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -DDIRECT %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIRECT
// RUN: not %scale_cxx -x hip -std=c++17 -nogpulib -nogpuinc -isystem %inputs -include cuda.h --cuda-device-only --offload-arch=gfx942 -O2 -S -DDIRECT %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIRECT
// DIRECT: error: cannot modify an object of type '__constant int' in a device function: __constant memory is read-only
//
// Through a generic pointer (CUDA's atomicAdd(int *, int) takes one, and a
// __constant pointer converts to it in device code) Sema sees no constant
// write; once the wrapper is inlined the optimiser puts the atomic back in
// the constant space, where NVPTX stopped with "Cannot select" and no
// location. Each is now an error in its function, in the constant-write
// group, and the compilation ends cleanly (no crash, no backend fatal error).
// RUN: not %scale_cxx -std=c++17 -O2 -S %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=INLINED
// INLINED-NOT: Cannot select
// (The location is the kernel's: the module has no debug locations.)
// INLINED: constant-atomics.cu:{{[0-9]+}}:{{[0-9]+}}: error: atomic operation on __constant memory: constant memory is read-only
// INLINED: constant-atomics.cu:{{[0-9]+}}:{{[0-9]+}}: error: atomic operation on __constant memory: constant memory is read-only
// INLINED: constant-atomics.cu:{{[0-9]+}}:{{[0-9]+}}: error: write to __constant memory: constant memory is read-only
// INLINED: 3 errors generated
// INLINED-NOT: fatal error
// Downgraded, the group's reports are warnings and the writes compile as
// generic ones (the pointer kept from the backend's own space inference).
// RUN: %scale_cxx -std=c++17 -O2 -S %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s -o %t.ptx -Wno-error=scale-addrspace-constant-write 2>&1 | FileCheck %s --check-prefix=DOWNGRADED
// RUN: FileCheck %s --check-prefix=GENERIC < %t.ptx
// DOWNGRADED: warning: atomic operation on __constant memory: constant memory is read-only (in the device code generated for this function) [-Wscale-addrspace-constant-write]
// DOWNGRADED-NOT: Cannot select
// DOWNGRADED: 3 warnings generated
// GENERIC-NOT: atom.const
// GENERIC: atom.add.u32
// GENERIC: cas.b32
// GENERIC: st.volatile.b32
// At -O0 nothing infers the space: the atomic stays generic, as with
// clang++-22 (docs/reliability.md).
// RUN: %scale_cxx -std=c++17 -O0 -S %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s -o - | FileCheck %s --check-prefix=O0
// O0: atom.add.u32

__constant__ int counter;
__constant__ int flags[2];

__device__ inline int addTo(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
__device__ inline int swapIn(int *p, int expected, int v) {
  return __nvvm_atom_cas_gen_i(p, expected, v);
}
__device__ inline void storeTo(volatile int *p, int v) { *p = v; }

#ifdef DIRECT
__global__ void direct(__constant int *p) {
  __nvvm_atom_add_gen_i(&counter, 1);               // expected-error {{cannot modify an object of type '__constant int' in a device function}}
  __atomic_fetch_add(p, 1, __ATOMIC_RELAXED);       // expected-error {{cannot modify an object of type '__constant int' in a device function}}
  (void)__atomic_load_n(&counter, __ATOMIC_RELAXED);
}
#else
__global__ void add() {
  addTo(&counter, 1);
}

__global__ void swap() {
  swapIn(&flags[1], 0, 1);
}

__global__ void store() {
  storeTo(&flags[0], 1);
}
#endif
