// A math function called twice with the same arguments is computed once,
// as nvcc does (HeCBench haversine's `sin(y) * sin(y)`, cooling's
// `exp(-157809.1 / T)` in two rates): one slow path of `sin` where
// upstream Clang, which inlines both calls before anything merges them,
// keeps two.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s
// RUN: %scale_cxx --cuda-device-only --cuda-gpu-arch=sm_90 -O1 -S %s -o - | FileCheck %s
// RUN: %scale_cxx --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces -Wno-unknown-cuda-version | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: .entry _Z10sinSquaredPKdPd(
// CHECK: call.uni (retval0), __internal_trig_reduction_slowpathd
// CHECK-NOT: call.uni
// CHECK: ret;
// UPSTREAM-LABEL: .entry _Z10sinSquaredPKdPd(
// UPSTREAM-COUNT-2: call.uni (retval0), __internal_trig_reduction_slowpathd
__global__ void sinSquared(const double *in, double *out) {
  double y = in[threadIdx.x];
  out[threadIdx.x] = sin(y) * sin(y);
}

// Two rates of one temperature: one `pow`.
// CHECK-LABEL: .entry _Z11coolingRatePKdPd(
// CHECK: call.uni (retval0), __internal_accurate_pow
// CHECK-NOT: call.uni
// CHECK: ret;
__global__ void coolingRate(const double *t, double *out) {
  double T = t[threadIdx.x];
  double a = 1.5e-10 * exp(-157809.1 / T) * pow(T / 1e3, -0.2);
  double b = 4.2e-11 * exp(-157809.1 / T) * pow(T / 1e3, -0.2);
  out[threadIdx.x] = a + b;
}

// Different arguments: both computed.
// CHECK-LABEL: .entry _Z7twoSinsPKdPd(
// CHECK-COUNT-2: call.uni (retval0), __internal_trig_reduction_slowpathd
__global__ void twoSins(const double *in, double *out) {
  double y = in[threadIdx.x];
  out[threadIdx.x] = sin(y) * sin(y + 1.0);
}
