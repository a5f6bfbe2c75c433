// `__shared` and `__local` pointers are generic-sized by default on AMDGPU,
// whose own LDS and private pointers are 32-bit: sizes and layouts agree
// with the host, the IR holds them as flat pointers, and accesses still use
// ds_/scratch_ instructions where the space is known. -fscale-short-pointers
// gives the 32-bit form.
//
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-host-only -fsyntax-only -DPOINTER_SIZE=8 %s
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -DPOINTER_SIZE=8 -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefixes=IR,WIDE
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -DPOINTER_SIZE=4 -fscale-short-pointers -S -emit-llvm -O0 %s -o - \
// RUN:   | FileCheck %s --check-prefixes=IR,SHORT
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -DPOINTER_SIZE=8 -S -O2 %s -o - | FileCheck %s --check-prefix=ISA
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -DPOINTER_SIZE=4 -fscale-short-pointers -S -O2 %s -o - | FileCheck %s --check-prefix=ISA
// The host is unaffected by the option.
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-host-only -fscale-short-pointers -fsyntax-only -DPOINTER_SIZE=8 %s
// Diagnostics spell the generic-sized form as the qualifier.
// RUN: not %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -fsyntax-only -DPOINTER_SIZE=8 -DERRORS %s 2>&1 | FileCheck %s --check-prefix=DIAG
// The errors stay errors when compiling to IR and to assembly, in both forms.
// RUN: not %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -S -O2 -DPOINTER_SIZE=8 -DERRORS %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG
// RUN: not %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -S -emit-llvm -O0 -fscale-short-pointers -DPOINTER_SIZE=4 -DERRORS %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG
// RUN: not %scale_cxx -std=c++17 -x cuda %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -O2 \
// RUN:   -DPOINTER_SIZE=8 -DERRORS %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG

#include <spec/cuda/Addrspace.hpp>

struct Holder {
  __shared float *s;
  __local int *l;
  __shared float *array[2];
  int last;
};
static_assert(sizeof(__shared int *) == POINTER_SIZE, "");
static_assert(sizeof(__local int *) == POINTER_SIZE, "");
static_assert(alignof(__shared int *) == POINTER_SIZE, "");
static_assert(sizeof(Holder) == 4 * POINTER_SIZE + (POINTER_SIZE == 8 ? 8 : 4), "");
static_assert(__builtin_offsetof(Holder, last) == 4 * POINTER_SIZE, "");
// Every spelling of the space is one type.
static_assert(__is_same(__attribute__((address_space(3))) int, __shared int), "");
static_assert(__is_same(__AS(sp::AddressSpace::SHARED) int, __shared int), "");
static_assert(__is_same(__AS(sp::AddressSpace::LOCAL) int, __local int), "");

__shared__ float tile[64];

// WIDE: %struct.Holder = type { ptr, ptr, [2 x ptr], i32 }
// SHORT: %struct.Holder = type { ptr addrspace(3), ptr addrspace(5), [2 x ptr addrspace(3)], i32 }
// IR: @tile = {{.*}}addrspace(3) global [64 x float]

// Mangled as the qualifier, in both forms (and on the host).
// IR-LABEL: define {{.*}} @_Z10readSharedPU3AS3fi(
// WIDE-SAME: ptr noundef
// SHORT-SAME: ptr addrspace(3) noundef
// Called with a pointer loaded from memory (h.s) and with the address of
// tile: both read LDS.
// ISA-LABEL: _Z10readSharedPU3AS3fi:
// ISA: ds_read_b32
// ISA-NOT: flat_load
// ISA: s_setpc_b64
__device__ __noinline__ float readShared(__shared float *p, int i) { return p[i]; }

// The address of a __shared__ variable: a flat pointer cast from LDS.
// IR-LABEL: define {{.*}} @_Z4fillP6Holder(
// WIDE: store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr
// SHORT: store ptr addrspace(3) @tile, ptr
__device__ __noinline__ void fill(Holder *h) {
  h->s = tile;
  h->array[0] = tile + 1;
  h->array[1] = tile + 2;
}

// Deduction from either form gives SHARED (checked after the kernel, where
// the instantiation is emitted).
template <sp::AddressSpace AS> __device__ int spaceOf(__AS(AS) float *) {
  return static_cast<int>(AS);
}

// `this` of a method qualified `__shared` reads LDS too.
struct Accumulator {
  float values[4];
  __device__ __noinline__ float at(int i) const __shared;
};
// ISA-LABEL: _ZNU3AS3K11Accumulator2atEi:
// ISA: ds_read_b32
// ISA-NOT: flat_load
// ISA: s_setpc_b64
__device__ float Accumulator::at(int i) const __shared { return values[i]; }

// A builtin declared with an LDS parameter takes a `__shared` pointer.
// IR-LABEL: define {{.*}} @_Z7toLocalPU3AS1fPU3AS3f(
// WIDE: addrspacecast ptr %{{.*}} to ptr addrspace(3)
// IR: call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %{{.*}}, ptr addrspace(3) %{{.*}}, i32 4, i32 0, i32 0)
#ifndef __NVPTX__
__device__ void toLocal(__device float *g, __shared float *s) {
  __builtin_amdgcn_global_load_lds(g, s, 4, 0, 0);
}
#endif

__shared__ Accumulator accumulator;
__global__ void kernel(__device float *out, int i) {
  tile[threadIdx.x] = out[threadIdx.x];
  Holder h;
  fill(&h);
  out[0] = readShared(h.s, i) + spaceOf(tile) +
           readShared(tile, i + 1);
#ifndef __NVPTX__
  toLocal(out, tile);
#endif
  out[1] = accumulator.at(i);
}
// IR-LABEL: define {{.*}} @_Z7spaceOfILN2sp12AddressSpaceE3EEiPU2ASIT_Ef(
// IR: ret i32 3

#ifdef ERRORS
__device__ void errors(__shared float *p, __local float *l) {
  // DIAG: error: cannot initialize a variable of type '__device float *' with an lvalue of type '__shared float *'
  __device float *d = p;
  // DIAG: error: assigning '__local float *' to '__shared float *' changes address space of pointer
  p = l;
  // DIAG: warning: multiple identical address spaces specified for type
  __shared __shared int *twice;
}
#endif
