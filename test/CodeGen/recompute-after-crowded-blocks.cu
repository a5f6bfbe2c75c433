// An LU factorisation of a 48-row column held in registers, MAGMA's
// zgetf2_nopiv shape: each thread loads its 48 elements, the unrolled
// steps factorise through shared memory between barriers, and the elements
// are stored at the same 48 addresses at the end. LLVM keeps the 48 64-bit
// addresses live from the loads to the stores, through blocks where more
// than 128 registers are live, and ptxas takes 252 registers; the addresses
// are recomputed after those blocks instead (scale-sink-loop-invariant-
// offsets), from the column, the stride and the thread index, as nvcc's PTX
// does (128 registers, nvcc's 128). Upstream Clang keeps them.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=PTX

template <int N> __global__ void factor(double *a, int ld) {
  extern __shared__ double col[];
  const int tx = threadIdx.x;
  double r[N];
#pragma unroll
  for (int i = 0; i < N; ++i)
    r[i] = a[i * ld + tx];
#pragma unroll
  for (int i = 0; i < N; ++i) {
    if (tx == i)
#pragma unroll
      for (int j = 0; j < N; ++j)
        col[j] = r[j];
    __syncthreads();
    double pivot = 1.0 / col[i];
    if (tx > i) {
      r[i] *= pivot;
#pragma unroll
      for (int j = i + 1; j < N; ++j)
        r[j] -= r[i] * col[j];
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < N; ++i)
    a[i * ld + tx] = r[i];
}
template __global__ void factor<48>(double *, int);

// The loads use the addresses computed at the start; the stores, after the
// last barrier, addresses computed there from copies of the thread index
// and the stride that CSE does not merge with the originals.
// CHECK-LABEL: define {{.*}} @_Z6factorILi48EEvPdi(
// CHECK: %[[COL:.+]] = addrspacecast ptr %0 to ptr addrspace(1)
// CHECK-NEXT: %[[TID:.+]] = load i32, ptr addrspace(1) @threadIdx
// CHECK: load double, ptr addrspace(1)
// CHECK-COUNT-48: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK: %[[TIDCOPY:.+]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 %[[TID]])
// CHECK-NEXT: %[[OFF0:.+]] = sext i32 %[[TIDCOPY]] to i64
// CHECK-NEXT: %[[P0:.+]] = getelementptr inbounds double, ptr addrspace(1) %[[COL]], i64 %[[OFF0]]
// CHECK-NEXT: store double %{{.+}}, ptr addrspace(1) %[[P0]]
// CHECK-NEXT: %[[LDCOPY:.+]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 %1)
// CHECK-NEXT: %[[IDX1:.+]] = add nsw i32 %[[LDCOPY]], %[[TIDCOPY]]
// CHECK-COUNT-47: store double %{{.+}}, ptr addrspace(1) %{{.+}}
// CHECK-NEXT: ret void

// UPSTREAM-LABEL: define {{.*}} @_Z6factorILi48EEvPdi(
// UPSTREAM-NOT: asm
// UPSTREAM: ret void

// In the PTX, the stores' addresses after the last barrier are a chain from
// the recomputed first one.
// PTX-LABEL: .entry _Z6factorILi48EEvPdi(
// PTX-COUNT-96: bar.sync 0;
// PTX-NEXT: // begin inline asm
// PTX-NEXT: mov.b32 [[TIDCOPY:%r[0-9]+]], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
// PTX-NEXT: mul.wide.s32 [[OFF0:%rd[0-9]+]], [[TIDCOPY]], 8;
// PTX-NEXT: add.s64 [[P0:%rd[0-9]+]], %rd{{[0-9]+}}, [[OFF0]];
// PTX-NEXT: st.global.b64 [[[P0]]],
