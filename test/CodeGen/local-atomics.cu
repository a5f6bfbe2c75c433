// Atomics on __local objects: local memory is private to the thread, so they
// are lowered as plain read-modify-writes on NVPTX, which has no atomic
// instruction for the local state space (upstream: "Cannot select:
// AtomicLoadAdd ... addrspace 5" at -O0, and an `atom.local.cas` that ptxas
// rejects). Other spaces keep their atomics.
//
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -O0 %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -O2 %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_70 --cuda-device-only -S -O2 %s -o - | FileCheck %s --check-prefix=PTX
// AMDGPU lowers atomics on private memory itself.
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -O0 %s -o /dev/null
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -O2 %s -o /dev/null

// IR-LABEL: define {{.*}} @_Z3addPU3AS5i(
// IR-NOT: atomicrmw
// IR: load i32, ptr addrspace(5)
// IR: add i32
// IR: store i32 {{.*}}, ptr addrspace(5)
// IR-LABEL: ret i32
// PTX-LABEL: _Z3addPU3AS5i(
// PTX-NOT: atom
// PTX: ld.local.b32
// PTX: add.s32
// PTX: st.local.b32
// PTX: ret;
__device__ __attribute__((noinline)) int add(__local int *c) {
  return __atomic_fetch_add(c, 1, __ATOMIC_RELAXED);
}

// IR-LABEL: define {{.*}} @_Z3casPU3AS5iPi(
// IR-NOT: cmpxchg
// IR: icmp eq i32
// IR: select i1
// IR-LABEL: ret
// PTX-LABEL: _Z3casPU3AS5iPi(
// PTX-NOT: atom
// PTX: ld.local.b32
// PTX: setp.eq
// PTX: st.local.b32
// PTX: ret;
__device__ __attribute__((noinline)) bool cas(__local int *c, int *expected) {
  return __atomic_compare_exchange_n(c, expected, 3, false, __ATOMIC_SEQ_CST,
                                     __ATOMIC_SEQ_CST);
}

// IR-LABEL: define {{.*}} @_Z6othersPU3AS5fPU3AS5iPU3AS1i(
// IR-NOT: atomicrmw {{.*}} addrspace(5)
// IR: atomicrmw add ptr addrspace(1)
// PTX-LABEL: _Z6othersPU3AS5fPU3AS5iPU3AS1i(
// PTX-NOT: atom{{.*}}.local
// PTX: atom{{.*}}.global{{.*}}.add
// PTX: ret;
__device__ __attribute__((noinline)) float others(__local float *f,
                                                  __local int *i,
                                                  __device int *g) {
  float old = __atomic_fetch_add(f, 1.0f, __ATOMIC_RELAXED);
  int exchanged = __atomic_exchange_n(i, 5, __ATOMIC_SEQ_CST);
  int maximum = __atomic_fetch_max(i, 9, __ATOMIC_RELAXED);
  int legacy = __sync_fetch_and_add(i, 1);
  return old + exchanged + maximum + legacy + __atomic_fetch_add(g, 1, __ATOMIC_RELAXED);
}

__global__ void kernel(__device int *out, __device float *fout) {
  __local int counter = 0;
  __local float value = 0;
  int expected = 0;
  *out = add(&counter) + cas(&counter, &expected);
  *fout = others(&value, &counter, out);
}
