// CUDA 13 is a supported toolkit: no unknown-version warning, PTX ISA 9.0
// for the device jobs, sm_75 (CUDA 13's oldest architecture, nvcc's
// default) when none is named, and every architecture CUDA 13's ptxas has
// compiles to an object. -fno-scale-addrspaces keeps clang++-22's driver.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 -c %s -o %t/k.o 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: warning
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -S %s -o - | FileCheck %s --check-prefix=SM90
// SM90: .version 9.0
// SM90: .target sm_90
// RUN: %scale_cxx --cuda-device-only -S %s -o - | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: .version 9.0
// DEFAULT: .target sm_75
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 -c %s -o %t/k.o -### 2>&1 | FileCheck %s --check-prefix=CC1
// CC1: "-triple" "nvptx64-nvidia-cuda"
// CC1-SAME: "+ptx90"
//
// The architectures, through ptxas to an object each (sm_88 and sm_110 need
// PTX ISA 9.0).
// RUN: %scale_cxx --cuda-gpu-arch=sm_75 -c %s -o %t/sm_75.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_80 -c %s -o %t/sm_80.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_86 -c %s -o %t/sm_86.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_87 -c %s -o %t/sm_87.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_88 -c %s -o %t/sm_88.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_89 -c %s -o %t/sm_89.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_90a -c %s -o %t/sm_90a.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_100 -c %s -o %t/sm_100.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_100a -c %s -o %t/sm_100a.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_103 -c %s -o %t/sm_103.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_110 -c %s -o %t/sm_110.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_120 -c %s -o %t/sm_120.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_120a -c %s -o %t/sm_120a.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_121 -c %s -o %t/sm_121.o
// RUN: %scale_cxx --offload-arch=sm_90,sm_100,sm_120 -c %s -o %t/multi.o
//
// Upstream's driver with the extension off: as clang++-22.
// RUN: %scale_cxx -fno-scale-addrspaces --cuda-device-only -S %s -o - 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// RUN: %clang22 --cuda-device-only -S %s -o - 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: warning: CUDA version is newer than the latest partially supported version 12.9
// UPSTREAM: .version 8.8
// UPSTREAM: .target sm_52

#include <cuda_runtime.h>

// Plain pointers: clang++-22 compiles this file too.
__global__ void scale(float a, float *x) { x[threadIdx.x] *= a; }
