// Loops are closed by a conditional branch back to their header
// (llvm/.../BackEdgeBranches.h), as nvcc closes them. LLVM 22's NVPTX back
// end cannot reverse a branch condition: a latch that exits on true (here
// the counted loop's `j + 1 == iterations`, laid out after the exit block)
// stays `@%p bra EXIT; bra.uni HEADER` once block placement puts the exit
// after the loop. With our pipeline, which leaves out loop strength
// reduction, ptxas then gives SHOC MaxFlops' Add8<float> 21 registers; with
// the back edge conditional, 14, as for nvcc's PTX.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM
// RUN: %if cuda-toolkit %{ %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o %t.s %}
// RUN: %if cuda-toolkit %{ %cuda_path/bin/ptxas -arch=sm_90 -v %t.s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// PTXAS: Used 14 registers

// CHECK-LABEL: .entry _Z4add8Pfif(
// CHECK: $L__BB0_[[HEAD:[0-9]+]]: {{.*}}Loop Header
// CHECK-NOT: bra.uni
// CHECK: setp.ne.b32 %p[[P:[0-9]+]],
// CHECK-NEXT: @%p[[P]] bra $L__BB0_[[HEAD]];
// CHECK-NEXT: $L__BB0_
// UPSTREAM-LABEL: .entry _Z4add8Pfif(
// UPSTREAM: $L__BB0_[[HEAD:[0-9]+]]: {{.*}}Loop Header
// UPSTREAM: @%p{{[0-9]+}} bra $L__BB0_[[EXIT:[0-9]+]];
// UPSTREAM-NEXT: bra.uni $L__BB0_[[HEAD]];
// UPSTREAM-NEXT: $L__BB0_[[EXIT]]:
#define STEP                                                                   \
  s = v - s; s2 = v - s2; s3 = v - s3; s4 = v - s4;                            \
  s5 = v - s5; s6 = v - s6; s7 = v - s7; s8 = v - s8;
#define STEP5 STEP STEP STEP STEP STEP
__global__ void add8(float *data, int iterations, float v) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  float s = data[id], s2 = 10.0f - s, s3 = 9.0f - s, s4 = 9.0f - s2,
        s5 = 8.0f - s, s6 = 8.0f - s2, s7 = 7.0f - s, s8 = 7.0f - s2;
  for (int j = 0; j < iterations; ++j) {
    STEP5 STEP5 STEP5 STEP5 STEP5 STEP5
  }
  data[id] = ((s + s2) + (s3 + s4)) + ((s5 + s6) + (s7 + s8));
}
