// AMDGPU (HIP device compilation, gfx942 and gfx90a): the spaces map to
// AMDGPU's global 1, LDS 3, constant 4, private 5 and flat 0, and qualified
// accesses use global_/ds_/s_load/scratch (gfx90a: MUBUF buffer_) instructions
// rather than flat_ ones, also inside __noinline__ functions.
//
// `__shared` and `__local` pointers are generic-sized by default: flat
// pointers in IR, whose parameters ParameterSpacesPass gives their space, so
// the instructions are the same as with -fscale-short-pointers, where they
// are LDS and private pointers.
//
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefixes=IR,WIDE \
// RUN:   --implicit-check-not=scale.space --implicit-check-not=llvm.var.annotation
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -fscale-short-pointers -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefixes=IR,SHORT
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -S -O2 %s -o - | FileCheck %s --check-prefixes=ISA,GFX942
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -fscale-short-pointers -S -O2 %s -o - | FileCheck %s --check-prefixes=ISA,GFX942
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx90a \
// RUN:   --cuda-device-only -S -O2 %s -o - | FileCheck %s --check-prefixes=ISA,GFX90A
// (The annotations of generic-sized parameters do not reach the output.)
// IR-DAG: define {{.*}}float @_Z10loadDevicePU3AS1f(ptr addrspace(1) noundef
// SHORT-DAG: define {{.*}}i32 @_Z10loadSharedPU3AS3i(ptr addrspace(3) noundef
// WIDE-DAG: define {{.*}}i32 @_Z10loadSharedPU3AS3i(ptr noundef
// IR-DAG: define {{.*}}i32 @_Z12loadConstantPU3AS4Ki(ptr addrspace(4) noundef
// SHORT-DAG: define {{.*}}i32 @_Z9loadLocalPU3AS5i(ptr addrspace(5) noundef
// WIDE-DAG: define {{.*}}i32 @_Z9loadLocalPU3AS5i(ptr noundef
// IR-DAG: define {{.*}}i32 @_Z8loadFlatPU9AS8388608i(ptr noundef
// HIP passes generic (and so __flat) kernel pointers as global ones, as upstream.
// IR-DAG: define {{.*}}amdgpu_kernel void @_Z6kernelPU3AS1fPU3AS4KiPiPU9AS8388608ii(ptr addrspace(1) noundef {{.*}}, ptr addrspace(4) noundef

// ISA-LABEL: _Z10storeLocalPU3AS5ii:
// GFX942: scratch_store_dword
// GFX90A: buffer_store_dword
// ISA-NOT: {{^[[:space:]]+flat_}}
// ISA-LABEL: _Z11storeSharedPU3AS3ii:
// ISA: ds_write_b32
// ISA-NOT: {{^[[:space:]]+flat_}}
// ISA-LABEL: _Z10loadDevicePU3AS1f:
// ISA: global_load_dword
// ISA-NOT: {{^[[:space:]]+flat_}}
// ISA-LABEL: _Z12loadConstantPU3AS4Ki:
// ISA: global_load_dword
// ISA-NOT: {{^[[:space:]]+flat_}}
// ISA-LABEL: _Z9loadLocalPU3AS5i:
// GFX942: scratch_load_dword
// GFX90A: buffer_load_dword
// ISA-NOT: {{^[[:space:]]+flat_}}
// ISA-LABEL: _Z10loadSharedPU3AS3i:
// ISA: ds_read_b32
// ISA-NOT: {{^[[:space:]]+flat_}}
// The plain pointer: flat.
// ISA-LABEL: _Z11loadGenericPi:
// ISA: flat_load_dword
// ISA-LABEL: _Z8loadFlatPU9AS8388608i:
// ISA: flat_load_dword
// ISA-LABEL: _Z11storeDevicePU3AS1ff:
// ISA: global_store_dword
// ISA-NOT: {{^[[:space:]]+flat_}}
// A uniform constant load in the kernel is a scalar load.
// ISA-LABEL: _Z6kernelPU3AS1fPU3AS4KiPiPU9AS8388608ii:
// ISA: s_load_dword
// ISA-NOT: {{^[[:space:]]+flat_}}
// ISA: s_endpgm
__device__ __noinline__ float loadDevice(__device float *p) { return *p; }
__device__ __noinline__ void storeDevice(__device float *p, float v) { *p = v; }
__device__ __noinline__ int loadShared(__shared int *p) { return *p; }
__device__ __noinline__ void storeShared(__shared int *p, int v) { *p = v; }
__device__ __noinline__ int loadConstant(const __constant int *p) { return *p; }
__device__ __noinline__ int loadLocal(__local int *p) { return *p; }
__device__ __noinline__ void storeLocal(__local int *p, int v) { *p = v; }
__device__ __noinline__ int loadGeneric(int *p) { return *p; }
__device__ __noinline__ int loadFlat(__flat int *p) { return *(int *)p; }
__global__ void kernel(__device float *out, const __constant int *c, int *g,
                       __flat int *f, int i) {
  __shared__ int tile[64];
  __shared int *t = (__shared int *)tile;
  int stack[4];
  __local int *tmp = (__local int *)stack;
  storeLocal(tmp + (i & 3), c[0]);
  storeShared(t + i, i);
  storeDevice(out + 1, loadDevice(out + 2) + loadConstant(c) + loadLocal(tmp + (i & 1)) +
              loadShared(t + (i ^ 1)) + loadGeneric(g) + loadFlat(f));
}
