// A kernel's by-value struct handed on by value to a __noinline__ device
// function is copied into the call's parameters with ld.param wherever the
// call is (after a branch, in a loop, through another helper): no
// cvta.param, no generic load. The helpers receive the same PTX parameter
// (.param .align 8 .b8 [32]) and read it with ld.param.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=cvta.param \
// RUN:       --implicit-check-not='{{[[:space:]](ld|st)(\.v[248])?\.[bfsu][0-9]+[[:space:]]}}'
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=cvta.param \
// RUN:       --implicit-check-not='{{[[:space:]](ld|st)(\.v[248])?\.[bfsu][0-9]+[[:space:]]}}'
// Without the passes (upstream Clang's code), the copies are generic.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o - \
// RUN:   -fno-scale-addrspace-opt | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: cvta.param.u64
// UPSTREAM: ld.b64
// Where the helpers' signatures may not change (-fgpu-rdc), the remarks say
// why the copies stay generic; a copy in the kernel's entry block folds into
// ld.param and gets no remark.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o /dev/null \
// RUN:   -fgpu-rdc -Rpass-missed=scale-addrspace 2>&1 | FileCheck %s --check-prefix=RDC
// With the passes, a remark says what became a value.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o /dev/null \
// RUN:   -Rpass=scale-addrspace 2>&1 | FileCheck %s --check-prefix=DONE

struct Args {
  const float *x, *y;
  float *z;
  int n;
};

// CHECK-LABEL: {{^}}.func _Z4axpy4Argsfi(
// CHECK-NEXT:    .param .align 16 .b8 _Z4axpy4Argsfi_param_0[32],
// CHECK:         ld.param{{(.v2)?}}.b64 {{.*}}, [_Z4axpy4Argsfi_param_0];
// CHECK:         ld.global.b32
// CHECK:         st.global.b32
// DONE-DAG: [[@LINE+1]]:1: remark: 'axpy' receives parameter 1 as a value: its callers copy the struct with ld.param
__device__ __noinline__ void axpy(Args a, float alpha, int i) {
  if (i < a.n)
    a.z[i] = alpha * a.x[i] + a.y[i];
}

// CHECK-LABEL: {{^}}.func _Z9axpyTwice4Argsfi(
// CHECK-NEXT:    .param .align 16 .b8 _Z9axpyTwice4Argsfi_param_0[32],
// CHECK:         ld.param{{(.v2)?}}.b64 {{.*}}, [_Z9axpyTwice4Argsfi_param_0];
// CHECK:         call.uni _Z4axpy4Argsfi,
// CHECK:         call.uni _Z4axpy4Argsfi,
// DONE-DAG: [[@LINE+1]]:1: remark: 'axpyTwice' receives parameter 1 as a value: its callers copy the struct with ld.param
__device__ __noinline__ void axpyTwice(Args a, float alpha, int i) {
  axpy(a, alpha, i);
  if (i + 1 < a.n)
    axpy(a, alpha, i + 1);
}

// CHECK-LABEL: .visible .entry _Z11afterBranch4Argsf(
// CHECK:         mov.b64 [[PARAM:%rd[0-9]+]], _Z11afterBranch4Argsf_param_0;
// CHECK:         ld.param.b32 {{%r[0-9]+}}, {{\[}}[[PARAM]]+24{{\]}};
// CHECK:         st.param.v2.b64 [param0], {%rd
// CHECK:         call.uni _Z4axpy4Argsfi,
__global__ void afterBranch(Args a, float alpha) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < a.n)
    a.z[i] = a.x[i];
  axpy(a, alpha, i);
  // RDC: [[@LINE-1]]:3: remark: by-value argument 1 copied from a parameter of kernel 'afterBranch' with generic loads: 'axpy' may be called from other modules (-fgpu-rdc)
}

// CHECK-LABEL: .visible .entry _Z6inLoop4Argsfi(
// CHECK:         ld.param.b64 {{.*}}, [%rd{{[0-9]+}}];
// CHECK:         call.uni _Z4axpy4Argsfi,
__global__ void inLoop(Args a, float alpha, int m) {
  for (int j = 0; j < m; ++j)
    axpy(a, alpha, j);
  // RDC: [[@LINE-1]]:5: remark: by-value argument 1 copied from a parameter of kernel 'inLoop' with generic loads: 'axpy' may be called from other modules (-fgpu-rdc)
}

// CHECK-LABEL: .visible .entry _Z6nested4Argsf(
// CHECK:         ld.param.b64 {{.*}}, [%rd{{[0-9]+}}];
// CHECK:         call.uni _Z9axpyTwice4Argsfi,
__global__ void nested(Args a, float alpha) {
  if (threadIdx.x & 1)
    axpyTwice(a, alpha, threadIdx.x);
  // RDC: [[@LINE-1]]:5: remark: by-value argument 1 copied from a parameter of kernel 'nested' with generic loads: 'axpyTwice' may be called from other modules (-fgpu-rdc)
}

// In the entry block: no remark.
// RDC-NOT: kernel 'entryOnly'
__global__ void entryOnly(Args a, float alpha) { axpy(a, alpha, 0); }
