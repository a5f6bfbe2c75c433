// What a checked down-cast costs after optimisation. Where the operand's
// space is unknown, the check is one isspacep, a null test and a branch to
// a call of the report (libscale's wrongSpace, not inlined: vprintf with the
// file, line, pointer and spaces, then trap). Where it is
// known (a __shared__ array, a __device parameter, a kernel's pointer
// parameter), upstream's folding of isspacep removes the check; a cast known
// to be wrong becomes an unconditional report and trap.
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -O2 -fscale-checked-casts %s -o - \
// RUN:   | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -S -emit-llvm -O2 -fscale-checked-casts %s -o - | FileCheck %s --check-prefix=AMDGPU

// PTX-LABEL: .func  (.param .b32 func_retval0) _Z7unknownPf(
// PTX: isspacep.shared [[IN:%p[0-9]+]], [[PTR:%rd[0-9]+]];
// PTX-NEXT: setp.eq.b64 [[NULL:%p[0-9]+]], [[PTR]], 0;
// PTX-NEXT: or.pred [[PASS:%p[0-9]+]], [[NULL]], [[IN]];
// PTX-NEXT: @[[PASS]] bra [[OK:\$L__BB[0-9_]+]];
// PTX: [[OK]]:
// PTX: ld.shared.b32
// PTX: st.param.b32 [param{{[0-9]}}], [[#@LINE+6]];
// PTX: call.uni [[REPORT:_ZN2sp6detail10wrongSpace[A-Za-z0-9_]*]], (param0,
// AMDGPU-LABEL: define {{.*}} @_Z7unknownPf(
// AMDGPU: call {{.*}}i1 @llvm.amdgcn.is.shared(ptr {{.*}}%0)
// AMDGPU: call {{.*}}void @_ZN2sp6detail10wrongSpace
__device__ __noinline__ float unknown(float *p) {
  __shared float *s = (__shared float *)p;
  return *s;
}
__global__ void callUnknown(float **in, float *out) { out[0] = unknown(in[0]); }

// On AMDGPU, InferAddressSpaces is part of the optimisation pipeline: the
// folding happens in IR.
// AMDGPU-LABEL: define {{.*}} @_Z10knownRightPU3AS1fPf(
// AMDGPU-NOT: llvm.amdgcn.is
// AMDGPU-NOT: llvm.trap
// AMDGPU: ret void
// PTX-LABEL: .entry _Z10knownRightPU3AS1fPf(
// PTX-NOT: isspacep
// PTX-NOT: trap
// PTX: ret;
__global__ void knownRight(__device float *in, float *out) {
  __shared__ float tile[32];
  tile[threadIdx.x] = in[threadIdx.x];
  float *g = (float *)tile;
  float *d = (float *)in;
  out[threadIdx.x] = *(__shared float *)g + *(__device float *)d + *(__device float *)out;
}

// PTX-LABEL: .entry _Z10knownWrongPf(
// PTX-NOT: isspacep
// PTX: call.uni _ZN2sp6detail10wrongSpace
__global__ void knownWrong(float *out) {
  *(__shared float *)out = 1;
}

// The report: printf, then trap.
// PTX: .func [[REPORT]](
// PTX: call.uni (retval0), vprintf,
// PTX: trap;
