// Casting a generic lvalue to a reference into a named space (and back) is
// an address-space conversion of the glvalue: CodeGen converts the address,
// and accesses through the result use the named space's instructions. This
// crashed code generation (ScalarExprEmitter::VisitCastExpr) at -O0 before.
// A scalar read of such a glvalue, through a cast to a reference, a
// conditional operator of two spaces or a C-style cast, is a load from the
// converted address (it crashed the same way, at every -O level, found by
// the fuzzer); a conditional lvalue of a named space and generic converts
// the named one's address (it merged a shared address with a generic one).
// The AST keeps its conversions: the body checker still reports a __flat
// read (Diagnostics/flat-reference-read.cu).
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

__device__ int global;

// Reads through the casts and conditionals: loads from the object's space,
// or from the generic address the conversion made.
// IR-LABEL: define {{.*}} @_Z5readsPiii(
// IR: load i32, ptr addrspacecast (ptr addrspace(1) @global to ptr)
// IR: load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ5readsPiiiE6shared to ptr)
// IR: [[SHARED:%.*]] = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ5readsPiiiE6shared to ptr)
// IR: phi i32 [ [[SHARED]], %{{.*}} ], [ %{{.*}}, %{{.*}} ]
// IR: [[SHARED:%.*]] = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ5readsPiiiE6shared to ptr)
// IR: [[GLOBAL:%.*]] = load i32, ptr addrspacecast (ptr addrspace(1) @global to ptr)
// IR: phi i32 [ [[SHARED]], %{{.*}} ], [ [[GLOBAL]], %{{.*}} ]
// IR: load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ5readsPiiiE6shared to ptr)
// IR: phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ5readsPiiiE6shared to ptr), %{{.*}} ], [ %{{.*}}, %{{.*}} ]
// IR: store i32 7, ptr %
// IR: phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ5readsPiiiE6shared to ptr), %{{.*}} ], [ %{{.*}}, %{{.*}} ]
// PTX-LABEL: .entry _Z5readsPiii(
// PTX: ld.global.b32 {{.*}}[global]
// PTX: ld.volatile.shared.b32
// PTX: st.shared.b32 [_ZZ5readsPiiiE6shared], 7;
// AMD-LABEL: _Z5readsPiii:
// AMD: ds_write_b32
// AMD: s_endpgm
__global__ void reads(int *out, int n, int x) {
  __shared__ int shared;
  shared = n;
  out[0] = n % static_cast<const int &>(global);
  out[1] = n % (const int &)shared;
  out[2] = n % (n > 2 ? shared : x);
  out[3] = n > 3 ? shared : global;
  out[4] = static_cast<const volatile int &>(shared);
  int &either = n > 4 ? shared : x;
  either = 7;
  out[5] = *&(n > 5 ? shared : x);
}

// The same reads in a function template's instantiation (its pattern is not
// emitted; the instantiation's casts are built anew) and in a lambda (its
// body is finished on its own, then reached again from the kernel's).
// IR-LABEL: define {{.*}} @_Z17remainderOfSharedIiET_S0_(
// IR: load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17remainderOfSharedIiET_S0_E6shared to ptr)
// IR: load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17remainderOfSharedIiET_S0_E9sharedInt to ptr)
// IR-LABEL: define {{.*}} @_ZZ18templatedAndLambdaPiiENKUliE_clEi(
// IR: load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18templatedAndLambdaPiiE6shared to ptr)
// The lambda reads the shared variable the kernel just wrote: n % n.
// PTX-LABEL: .entry _Z18templatedAndLambdaPii(
// PTX: call.uni (retval0), _Z17remainderOfSharedIiET_S0_,
// PTX: st.global.b32 [%rd{{[0-9]+}}+4], 0;
// AMD-LABEL: _Z18templatedAndLambdaPii:
// AMD: s_endpgm
template <typename T> __device__ __noinline__ T remainderOfShared(T n) {
  __shared__ T shared;
  __shared__ int sharedInt;
  shared = n;
  sharedInt = 3;
  return n % (const T &)shared + (const int &)sharedInt;
}

__global__ void templatedAndLambda(int *out, int n) {
  __shared__ int shared;
  shared = n;
  out[0] = remainderOfShared(n);
  auto remainder = [](int k) { return k % (const int &)shared; };
  out[1] = remainder(n);
}
