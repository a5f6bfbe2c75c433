// nvcc's __nv_atomic_* functions with __NV_ATOMIC_* orders and
// __NV_THREAD_SCOPE_* scopes (system when left out): each read-modify-write
// is the operation relaxed at its scope between the fences of its order;
// ptxas accepts every form; nvcc accepts the same source
// (nv-atomic-nvcc.test). sm_80 has no cluster scope: the GPU's.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -c %s -o %t/k90.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_80 --cuda-device-only -O2 -S %s -o - | FileCheck %s --check-prefix=SM80
// RUN: %scale_cxx --cuda-gpu-arch=sm_80 --cuda-device-only -O0 -c %s -o %t/k80.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -fno-scale-addrspaces -c %s -o %t/off.o
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -fno-scale-nvcc-compat %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -DFLOAT_MIN %s 2>&1 | FileCheck %s --check-prefix=FLOAT-MIN
// UPSTREAM: error: use of undeclared identifier '__NV_ATOMIC_RELAXED'
// FLOAT-MIN: error: static assertion failed{{.*}}atomic operations min are not supported on any floating-point types
// FLOAT-MIN: error: static assertion failed{{.*}}atomic operations add and sub are not valid on signed integer of size 8

__global__ void rmw(int *p, unsigned *u, float *f, double *d, long long *l,
                    unsigned long long *ul, int v, int *out) {
  // CHECK-LABEL: rmw
  // CHECK: atom.relaxed.gpu.add.s32
  int r = __nv_atomic_fetch_add(p, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: atom.relaxed.cta.add.s32
  // CHECK: fence.acq_rel.cta;
  r += __nv_atomic_fetch_sub(p, v, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_BLOCK);
  // CHECK: fence.acq_rel.sys;
  // CHECK: atom.relaxed.sys.min.s32
  r += __nv_atomic_fetch_min(p, v, __NV_ATOMIC_RELEASE);
  // CHECK: fence.acq_rel.sys;
  // CHECK: atom.relaxed.sys.max.s32
  // CHECK: fence.acq_rel.sys;
  r += __nv_atomic_fetch_max(p, v, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_SYSTEM);
  // CHECK: fence.sc.cluster;
  // CHECK: atom.relaxed.cluster.and.b32
  // CHECK: fence.acq_rel.cluster;
  // SM80: fence.sc.gpu;
  // SM80: atom.relaxed.gpu.and.b32
  r += __nv_atomic_fetch_and(p, v, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_CLUSTER);
  // CHECK: atom.relaxed.cta.or.b32
  r += __nv_atomic_fetch_or(p, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_THREAD);
  // CHECK: atom.relaxed.gpu.xor.b32
  r += __nv_atomic_fetch_xor(p, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: atom.relaxed.gpu.add.s32
  __nv_atomic_add(p, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: atom.relaxed.gpu.min.s32
  __nv_atomic_min(p, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: atom.relaxed.gpu.add.f32
  float fr = __nv_atomic_fetch_add(f, 1.0f, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: atom.relaxed.gpu.add.f64
  double dr = __nv_atomic_fetch_add(d, 1.0, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: atom.relaxed.gpu.max.u32
  unsigned ur = __nv_atomic_fetch_max(u, 3, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: atom.relaxed.gpu.min.s64
  long long lr = __nv_atomic_fetch_min(l, 3, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: atom.relaxed.gpu.min.u64
  unsigned long long ulr = __nv_atomic_fetch_min(ul, 3, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: atom.relaxed.gpu.add.u64
  ulr += __nv_atomic_fetch_add(ul, 3, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: atom.relaxed.gpu.exch.b32
  int old = __nv_atomic_exchange_n(p, 5, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  int nv = 7, ret;
  // CHECK: atom.relaxed.sys.exch.b32
  __nv_atomic_exchange(p, &nv, &ret, __NV_ATOMIC_RELAXED);
#ifdef FLOAT_MIN
  __nv_atomic_fetch_min(f, 1.0f, __NV_ATOMIC_RELAXED);
  __nv_atomic_fetch_add(l, 1, __NV_ATOMIC_RELAXED);
#endif
  *out = r + old + ret + (int)fr + (int)dr + ur + lr + ulr;
}

// Loads, stores and compare-and-exchange keep their order; LLVM 22's NVPTX
// backend gives them the system's scope whatever the scope (a wider one,
// docs/nvcc.md).
__global__ void load_store_cas(int *p, int *out) {
  // CHECK-LABEL: load_store_cas
  // CHECK: ld.acquire.sys
  int x = __nv_atomic_load_n(p, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
  int y;
  // CHECK: ld.relaxed.sys
  __nv_atomic_load(p, &y, __NV_ATOMIC_RELAXED);
  // CHECK: st.release.sys
  __nv_atomic_store_n(p, x + y, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);
  // CHECK: st.relaxed.sys
  __nv_atomic_store(p, &y, __NV_ATOMIC_RELAXED);
  int expected = 1, desired = 3;
  // CHECK: atom.acq_rel.sys{{.*}}.cas.b32
  bool ok = __nv_atomic_compare_exchange_n(p, &expected, 2, false, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: atom.acquire.sys{{.*}}.cas.b32
  ok &= __nv_atomic_compare_exchange(p, &expected, &desired, true, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
  // CHECK: fence.sc.gpu;
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: fence.acq_rel.sys;
  __nv_atomic_thread_fence(__NV_ATOMIC_ACQ_REL);
  *out = x + ok;
}
