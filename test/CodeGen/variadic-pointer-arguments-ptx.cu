// A pointer into a named space passed through `...` is its generic
// address in device code, as nvcc passes it (device printf's `%p` of a
// __shared__ array's element printed the shared window's offset).
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR

extern "C" __device__ int log_pointers(const char *format, ...);

// IR-LABEL: define {{.*}} @_Z4logsPi(
// IR: call i32 (ptr, ...) @log_pointers(ptr noundef nonnull @.str, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ4logsPiE5sdata to ptr))
// CHECK-LABEL: .entry _Z4logsPi(
// CHECK: mov.b64 [[S:%rd[0-9]+]], _ZZ4logsPiE5sdata;
// CHECK: cvta.shared.u64 [[G:%rd[0-9]+]], [[S]];
// CHECK: st.b64 [%SP], [[G]];
// CHECK: call.uni (retval0), log_pointers,
__global__ void logs(int *out) {
  __shared__ int sdata[4];
  sdata[threadIdx.x] = 1;
  out[0] = log_pointers("%p", sdata);
}
