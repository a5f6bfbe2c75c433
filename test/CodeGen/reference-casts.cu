// Casting a generic lvalue to a reference into a named space (and back) is
// an address-space conversion of the glvalue: CodeGen converts the address,
// and accesses through the result use the named space's instructions. This
// crashed code generation (ScalarExprEmitter::VisitCastExpr) at -O0 before.
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx -x hip -std=c++17 -nogpulib -nogpuinc -isystem %inputs -include cuda.h --cuda-device-only --offload-arch=gfx942 -O2 -S %s -o - | FileCheck %s --check-prefix=AMD

// IR-LABEL: define {{.*}} @_Z8toSharedRf(
// IR: addrspacecast ptr %{{.*}} to ptr addrspace(3)
// IR-LABEL: define {{.*}} @_Z9toGenericRU3AS3f(
// IR: addrspacecast ptr addrspace(3) %{{.*}} to ptr
__device__ __noinline__ __shared float &toShared(float &r) { return (__shared float &)r; }
__device__ __noinline__ float &toGeneric(__shared float &r) { return (float &)r; }

// PTX-LABEL: .entry _Z5writePf(
// PTX: st.shared.b32
// PTX: ld.shared.b32
// AMD-LABEL: _Z5writePf:
// AMD: ds_write_b32
__global__ void write(float *out) {
  __shared__ float tile[32];
  float &element = toGeneric(tile[threadIdx.x]);
  __shared float &back = toShared(element);
  back = 1.0f;
  out[threadIdx.x] = tile[(threadIdx.x + 1) % 32];
}
