// A helper given its callers' local arrays, above LLVM's inlining
// threshold and within InlineDeviceCalls' bound, is inlined into each
// caller, as nvcc does, so that the arrays stay in registers: no stack
// frame, no call. With that pass disabled, InlineKernelStackCalls inlines
// the calls after the inliner's walk (the callers are kernels); with both
// disabled, and upstream, LLVM's cost model keeps the call (cost above the
// threshold) and both kernels keep their arrays in `.local` memory.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=__local_depot --implicit-check-not=call.uni
// At -O1, where loops are not unrolled, the arrays stay in memory, but the
// call goes inline.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O1 -S %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=call.uni
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -fgpu-rdc -S %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=__local_depot --implicit-check-not=call.uni
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -mllvm -opt-disable=scale::InlineDeviceCallsPass \
// RUN:   | FileCheck %s --implicit-check-not=__local_depot --implicit-check-not=call.uni
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -mllvm -opt-disable=scale::InlineDeviceCallsPass,scale::InlineKernelStackCallsPass \
// RUN:   | FileCheck %s --check-prefix=CALL
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=CALL

// CHECK: .entry _Z5firstPKdPdd(
// CHECK: .entry _Z6secondPKdPdd(
// CALL-LABEL: .entry _Z5firstPKdPdd(
// CALL: __local_depot
// CALL: call.uni _ZL4stepPdPKdd,
// CALL-LABEL: .entry _Z6secondPKdPdd(
// CALL: __local_depot
// CALL: call.uni _ZL4stepPdPKdd,

// A Runge-Kutta-style update, larger than the inliner's threshold.
__device__ static void step(double *y, const double *dydx, double h) {
#pragma unroll
  for (int k = 0; k < 40; ++k)
#pragma unroll
    for (int i = 0; i < 6; ++i)
      y[i] = y[i] * (1.0 + h * k) + dydx[(i + k) % 6] / (h + k + i);
}

__global__ void first(const double *in, double *out, double h) {
  double y[6], dydx[6];
  for (int i = 0; i < 6; ++i) {
    y[i] = in[i];
    dydx[i] = in[i + 6];
  }
  step(y, dydx, h);
  for (int i = 0; i < 6; ++i)
    out[i] = y[i];
}

__global__ void second(const double *in, double *out, double h) {
  double y[6], dydx[6];
  for (int i = 0; i < 6; ++i) {
    y[i] = in[i] * 2;
    dydx[i] = in[i + 6];
  }
  step(y, dydx, h);
  for (int i = 0; i < 6; ++i)
    out[i] = y[i];
}
