// NVPTX at -O2: loads and stores through qualified pointers use the
// space-specific instructions even inside __noinline__ device functions,
// where upstream Clang with plain pointers emits generic ld/st.
// -fgpu-rdc: the functions no kernel calls are emitted (separate compilation).
//
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -S -O2 %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_80 --cuda-device-only -fgpu-rdc -S -O2 %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_70 --cuda-device-only -fgpu-rdc -S -O2 %s -o - | FileCheck %s
// The plain program, compiled by upstream clang++-22: generic instructions.
// RUN: %clang22 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -O2 %s -o - -DPLAIN \
// RUN:   | FileCheck %s --check-prefix=PLAIN

#ifdef PLAIN
#define __device
#define __shared
#define __constant
#define __local
#define __flat
#endif

// CHECK-LABEL: .func{{.*}} _Z10loadDevicePU3AS1f(
// PLAIN-LABEL: .func{{.*}} _Z10loadDevicePf(
// CHECK: ld.global.b32
// PLAIN: ld.b32
__device__ __noinline__ float loadDevice(__device float *p) { return *p; }

// CHECK-LABEL: .func _Z11storeDevicePU3AS1ff(
// CHECK: st.global.b32
// PLAIN-LABEL: .func _Z11storeDevicePff(
// PLAIN: st.b32
__device__ __noinline__ void storeDevice(__device float *p, float v) { *p = v; }

// CHECK-LABEL: .func{{.*}} _Z10loadSharedPU3AS3i(
// CHECK: ld.shared.b32
// PLAIN-LABEL: .func{{.*}} _Z10loadSharedPi(
// PLAIN: ld.b32
__device__ __noinline__ int loadShared(__shared int *p) { return *p; }

// CHECK-LABEL: .func _Z11storeSharedPU3AS3ii(
// CHECK: st.shared.b32
__device__ __noinline__ void storeShared(__shared int *p, int v) { *p = v; }

// CHECK-LABEL: .func{{.*}} _Z12loadConstantPU3AS4Ki(
// CHECK: ld.const.b32
// PLAIN-LABEL: .func{{.*}} _Z12loadConstantPKi(
// PLAIN: ld.b32
__device__ __noinline__ int loadConstant(const __constant int *p) { return *p; }

// CHECK-LABEL: .func{{.*}} _Z9loadLocalPU3AS5i(
// CHECK: ld.local.b32
__device__ __noinline__ int loadLocal(__local int *p) { return *p; }

// CHECK-LABEL: .func _Z10storeLocalPU3AS5ii(
// CHECK: st.local.b32
__device__ __noinline__ void storeLocal(__local int *p, int v) { *p = v; }

// A __flat pointer is accessed after a cast to generic: generic ld.
// CHECK-LABEL: .func{{.*}} _Z8loadFlatPU9AS8388608i(
// CHECK: ld.b32
__device__ __noinline__ int loadFlat(__flat int *p) { return *(int *)p; }

// Through a struct field and a loop.
struct View {
  __device float *data;
  int n;
};
// CHECK-LABEL: .func{{.*}} _Z3sum4View(
// CHECK: ld.global.b32
// CHECK-NOT: {{^[[:space:]]+ld\.[bfsu]}}
// CHECK: ret;
__device__ __noinline__ float sum(View v) {
  float s = 0;
  for (int i = 0; i < v.n; ++i)
    s += v.data[i];
  return s;
}

__global__ void kernel(__device float *out, const __constant int *c, View v,
                       __flat int *f) {
  int stack[4];
  __local int *tmp = (__local int *)stack;
  storeLocal(tmp, c[0]);
  out[0] = loadDevice(out) + loadConstant(c) + loadLocal(tmp) + sum(v) +
           loadFlat(f);
  storeDevice(out, 1.0f);
}
