// CUDA's system- and block-scope atomics (atomicAdd_system, atomicCAS_block,
// ...) on pointers that the address-space passes prove global or shared get
// the space in the PTX, as nvcc 13 emits them (atom.global.sys.add.u32):
// same operation, scope and ordering. Clang's CUDA wrapper calls NVVM
// intrinsics on generic pointers, which LLVM 22 selects as generic
// instructions; without the passes they stay generic.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 \
// RUN:   --cuda-device-only -O2 -S %s -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %cuda_path/bin/ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 \
// RUN:   --cuda-device-only -O2 -S %s -o - -fno-scale-addrspace-opt | FileCheck %s --check-prefix=OFF
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 \
// RUN:   --cuda-device-only -O2 -S %s -o /dev/null -Rpass-missed=scale-addrspace 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// CHECK-LABEL: .entry _Z7systemsPiPjPfPyi
// CHECK: atom.sys.global.add.s32
// CHECK: atom.sys.global.add.f32
// CHECK: atom.sys.global.exch.b32
// CHECK: atom.sys.global.cas.b32
// CHECK: atom.sys.global.max.s32
// CHECK: atom.sys.global.inc.u32
// CHECK: atom.sys.global.and.b64
// CHECK: atom.sys.shared.add.s32
// CHECK: atom.cta.shared.add.s32
// CHECK: atom.cta.global.or.b32
// CHECK-NOT: atom.{{(sys|cta)}}.{{(add|exch|cas|max|inc|and|or)}}
// CHECK: ret;
// OFF-LABEL: .entry _Z7systemsPiPjPfPyi
// OFF: atom.sys.add.s32
// OFF: atom.cta.add.s32
__global__ void systems(int *p, unsigned *q, float *f, unsigned long long *u, int n) {
  __shared__ int counts[32];
  atomicAdd_system(p, 1);
  atomicAdd_system(f, 1.0f);
  atomicExch_system(q, 3u);
  atomicCAS_system(p + 1, 0, n);
  atomicMax_system(p + 2, n);
  atomicInc_system(q + 1, 7u);
  atomicAnd_system(u, 3ull);
  atomicAdd_system(&counts[threadIdx.x % 32], 1);
  atomicAdd_block(&counts[threadIdx.x % 32], 1);
  __syncthreads();
  atomicOr_block(q + 2, unsigned(counts[threadIdx.x % 32]));
}

// A pointer of unknown space (the kernel stores a __shared__ address where
// the loaded pointer may come from): the atomic stays generic, reported.
__device__ int *slot;
// CHECK-LABEL: .entry _Z7unknownv
// CHECK: atom.sys.add.s32
// The remark is at the wrapper's call of the intrinsic, inlined here.
// REMARK: remark: generic atomic in 'unknown': pointer is one of __shared and unknown pointers
__global__ void unknown() {
  __shared__ int local[4];
  if (threadIdx.x == 0)
    slot = local;
  atomicAdd_system(slot, 1);
}
