// Whole-program device code: a device function called once is inlined
// whatever its size, as nvcc does (InlineSingleCallersPass). Here LLVM's
// inliner alone refuses `large` ("too costly to inline", cost about 37,000
// against a threshold under 4,000 for NVPTX at -O2 with the last-call
// bonus): the call stays, the by-value kernel parameter is copied to the
// stack and read through a generic pointer. Inlined, the kernel reads the
// parameter space directly and has no call and no generic access.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=INLINED
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=INLINED
// What stays a call: separate compilation (the function is external, other
// modules may call it), the programmer's __noinline__, a second call site
// (inlining would copy the body: the inliner's cost model decides), and
// the pass disabled by name, which shows what LLVM's cost model decides.
// `large` (about 10,000 instructions) is within InlineDeviceCalls' bound,
// which inlines every call of such a function (inline-device-calls.cu):
// that pass is off in these runs but the __noinline__ one.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -fgpu-rdc -S %s -o - \
// RUN:   -mllvm -scale-inline-max-callee-instructions=0 | FileCheck %s --check-prefix=CALL
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -DNOINLINE -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=CALL
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -DTWICE -S %s -o - \
// RUN:   -mllvm -scale-inline-max-callee-instructions=0 | FileCheck %s --check-prefixes=CALL,TWICE
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o - \
// RUN:   -mllvm -opt-disable=scale::InlineSingleCallersPass -mllvm -scale-inline-max-callee-instructions=0 \
// RUN:   | FileCheck %s --check-prefix=CALL
// The inliner's remark names the reason.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o /dev/null \
// RUN:   -Rpass=inline 2>&1 | FileCheck %s --check-prefix=REMARK

struct Params {
  float c[64];
};

#define STEP(i) x = x * p.c[(i) & 63] + in[(i) * 7 % 61];
#define STEP8(i)                                                               \
  STEP(i) STEP(i + 1) STEP(i + 2) STEP(i + 3)                                  \
  STEP(i + 4) STEP(i + 5) STEP(i + 6) STEP(i + 7)
#define STEP64(i)                                                              \
  STEP8(i) STEP8(i + 8) STEP8(i + 16) STEP8(i + 24)                            \
  STEP8(i + 32) STEP8(i + 40) STEP8(i + 48) STEP8(i + 56)
#define STEP512(i)                                                             \
  STEP64(i) STEP64(i + 64) STEP64(i + 128) STEP64(i + 192)                     \
  STEP64(i + 256) STEP64(i + 320) STEP64(i + 384) STEP64(i + 448)

#ifdef NOINLINE
__noinline__
#endif
__device__ float large(const Params &p, const float *in, float x) {
  STEP512(0) STEP512(512) STEP512(1024) STEP512(1536) STEP512(2048)
  return x;
}

__global__ void kernel(Params p, const float *in, float *out) {
  out[threadIdx.x] = large(p, in, out[threadIdx.x]);
}

#ifdef TWICE
__global__ void other(Params p, const float *in, float *out) {
  out[threadIdx.x] = large(p, in, 1.0f);
}
#endif

// INLINED-NOT: .func
// INLINED: .visible .entry _Z6kernel6ParamsPKfPf(
// INLINED-NOT: call
// INLINED-NOT: .local
// INLINED: ld.param.b32 {{.*}}[_Z6kernel6ParamsPKfPf_param_0+
// INLINED-NOT: {{(ld|st)\.(b|v)}}
// INLINED-NOT: call
// INLINED: st.global.b32
// INLINED-NOT: call
// INLINED: ret;

// CALL: .func  (.param .b32 func_retval0) _Z5largeRK6ParamsPKff(
// CALL: .entry _Z6kernel6ParamsPKfPf(
// CALL: call.uni (retval0), _Z5largeRK6ParamsPKff,
// TWICE: .entry _Z5other6ParamsPKfPf(
// TWICE: call.uni (retval0), _Z5largeRK6ParamsPKff,

// REMARK: remark: '_Z5largeRK6ParamsPKff' inlined into '_Z6kernel6ParamsPKfPf' with (cost=always): always inline attribute
