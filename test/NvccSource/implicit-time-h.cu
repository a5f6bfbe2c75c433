// nvcc's cuda_runtime.h includes <time.h> on the host side too: clock() in
// host code needs no include of its own (llm.c's dev/cuda/permute.cu relies
// on it). Clang's wrapper includes only the device clock().
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only %s
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fno-scale-nvcc-compat -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: no matching function for call to 'clock'

double seconds() { return (double)clock() / CLOCKS_PER_SEC; }

__global__ void kernel(long long *t) { *t = clock64(); }
