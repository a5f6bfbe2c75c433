// NVPTX: pointers and references to __device/__shared/__constant/__local
// values are ptr addrspace(1/3/4/5) in parameters, returns, locals, struct
// fields and globals; generic and __flat are ptr; conversions are
// addrspacecasts; __device__/__shared__/__constant__ globals keep their
// upstream address spaces; names are those the host uses (mangling.cu).
// -fgpu-rdc: the functions no kernel calls are emitted (separate compilation).
//
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -S -emit-llvm -O0 -fno-discard-value-names %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=inttoptr --implicit-check-not=ptrtoint
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_80 --cuda-device-only -fgpu-rdc -S -emit-llvm -O0 -fno-discard-value-names %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=inttoptr --implicit-check-not=ptrtoint
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_70 --cuda-device-only -fgpu-rdc -S -emit-llvm -O0 -fno-discard-value-names %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=inttoptr --implicit-check-not=ptrtoint


// CHECK: %struct.Fields = type { ptr addrspace(1), ptr addrspace(3), ptr addrspace(4), ptr addrspace(5), ptr, ptr, ptr addrspace(1) }
struct Fields {
  __device float *d;
  __shared int *s;
  __constant int *c;
  __local int *l;
  int *g;
  __flat int *f;
  __device int &r;
};

// CHECK-DAG: @devVar = {{.*}}addrspace(1) externally_initialized global i32 0
// CHECK-DAG: @constVar = {{.*}}addrspace(4) externally_initialized constant i32 0
// CHECK-DAG: @_ZZ6kernelPU3AS1fE4tile = internal addrspace(3) global [32 x float] undef
// CHECK-DAG: @devPtr = {{.*}}addrspace(1) externally_initialized global ptr addrspace(1) null
__device__ int devVar;
__constant__ int constVar;
__device__ __device float *devPtr;

// Parameters, returns, locals.
// CHECK-LABEL: define {{.*}}ptr addrspace(3) @_Z6paramsPU3AS1fPU3AS3iPU3AS4iPU3AS5iPiPU9AS8388608i(ptr addrspace(1) noundef %d, ptr addrspace(3) noundef %s, ptr addrspace(4) noundef %c, ptr addrspace(5) noundef %l, ptr noundef %g, ptr noundef %f)
// CHECK: %local = alloca ptr addrspace(3)
// CHECK: store ptr addrspace(3) %{{.*}}, ptr %local
__device__ __shared int *params(__device float *d, __shared int *s,
                                __constant int *c, __local int *l, int *g,
                                __flat int *f) {
  __shared int *local = s;
  return local;
}

// References.
// CHECK-LABEL: define {{.*}}ptr addrspace(1) @_Z4refsRU3AS1iRU3AS4Ki(ptr addrspace(1) noundef align 4 dereferenceable(4) %r, ptr addrspace(4) noundef align 4 dereferenceable(4) %c)
__device__ __device int &refs(__device int &r, const __constant int &c) {
  return r;
}

// Every legal conversion is an addrspacecast.
// CHECK-LABEL: define {{.*}}ptr @_Z2upPU3AS1i(
// CHECK: addrspacecast ptr addrspace(1) %{{.*}} to ptr
__device__ int *up(__device int *p) { return p; }
// CHECK-LABEL: define {{.*}}ptr addrspace(3) @_Z4downPi(
// CHECK: addrspacecast ptr %{{.*}} to ptr addrspace(3)
__device__ __shared int *down(int *p) { return (__shared int *)p; }
// CHECK-LABEL: define {{.*}}ptr @_Z6toFlatPU3AS4i(
// CHECK: addrspacecast ptr addrspace(4) %{{.*}} to ptr
__device__ __flat int *toFlat(__constant int *p) { return p; }
// CHECK-LABEL: define {{.*}}ptr addrspace(5) @_Z8fromFlatPU9AS8388608i(
// CHECK: addrspacecast ptr %{{.*}} to ptr addrspace(5)
__device__ __local int *fromFlat(__flat int *p) { return (__local int *)p; }
// CHECK-LABEL: define {{.*}}ptr addrspace(1) @_Z7fromRefRi(
// CHECK: addrspacecast ptr %{{.*}} to ptr addrspace(1)
__device__ __device int &fromRef(int &r) { return (__device int &)r; }

// Kernels and shared tiles.
// CHECK-LABEL: define {{.*}}ptx_kernel void @_Z6kernelPU3AS1f(ptr addrspace(1) noundef %out)
// CHECK: %s = alloca ptr addrspace(3)
__global__ void kernel(__device float *out) {
  __shared__ float tile[32];
  __shared float *s = (__shared float *)tile;
  out[0] = s[0] + devPtr[0];
}

// CHECK-LABEL: define {{.*}}i32 @_Z6fieldsR6Fields(
// CHECK: load ptr addrspace(4), ptr
// CHECK: load i32, ptr addrspace(4)
__device__ int fields(Fields &f) { return *f.c; }
