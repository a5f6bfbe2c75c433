// A kernel that writes its by-value struct parameter (CUB's GridEvenShare:
// `even_share.BlockInit()` in every DeviceReduceKernel) keeps the struct's
// fields in registers (llvm/.../WrittenKernelParameters.h). Upstream, the
// writes stay stores into the `byval` parameter when the kernel is too
// long for DSE to see that nothing reads them (here 160 loads of an
// unrolled loop, more than DSE's scan limit), and the back end copies the
// parameter into the stack frame; CUB's reduction kernel had a 32-byte
// stack frame and four local stores per thread.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM
// Every -O level above 0.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O1 -S -emit-llvm %s -o - | FileCheck %s

struct EvenShare {
  long long num_items, grid_size;
  long long block_offset, block_end, block_stride;
  __device__ void init(int tile) {
    block_offset = (long long)blockIdx.x * tile;
    block_end = num_items;
    block_stride = grid_size * tile;
  }
};

__device__ float load(const float *p) {
  float v;
  asm volatile("ld.global.nc.f32 %0, [%1];" : "=f"(v) : "l"(p));
  return v;
}

// CHECK-LABEL: define {{.*}} @_Z6reducePKfPf9EvenShare(
// CHECK-SAME: ptr noundef readonly byval(%struct.EvenShare)
// CHECK-NOT: alloca
// CHECK-NOT: store i64
// CHECK: store float
// CHECK-NEXT: ret void
// PTX-LABEL: .entry _Z6reducePKfPf9EvenShare(
// PTX-NOT: __local_depot
// PTX-NOT: st.local
// PTX: ret;
// UPSTREAM-LABEL: define {{.*}} @_Z6reducePKfPf9EvenShare(
// UPSTREAM: store i64 {{.*}}, ptr %{{[0-9]+}}
__global__ void reduce(const float *in, float *out, EvenShare share) {
  share.init(4096);
  float sum = 0;
  for (long long i = share.block_offset + threadIdx.x;
       i + 160 * 256 <= share.block_end; i += share.block_stride) {
#pragma unroll
    for (int j = 0; j < 160; ++j)
      sum += load(in + i + j * 256);
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}
