// -fdiagnostics-format=sarif with the extension on: a clean file gives an
// empty SARIF run, and errors keep the keyword spellings (the spelling
// consumer sits in front of the SARIF printer, which gets its document
// writer from cc1 before the frontend would look for it).
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fdiagnostics-format=sarif -Wno-sarif-format-unstable -DCLEAN %s 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -fdiagnostics-format=sarif -Wno-sarif-format-unstable -DCLEAN %s 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: not %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fdiagnostics-format=sarif -Wno-sarif-format-unstable %s 2>&1 | FileCheck %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fdiagnostics-format=sarif -Wno-sarif-format-unstable -fno-scale-addrspaces -DCLEAN %s 2>&1 | FileCheck %s --check-prefix=CLEAN
// CLEAN: "results":[]
// CLEAN-SAME: "version":"2.1.0"
// CHECK: "level":"error"
// CHECK-SAME: "text":"multiple address spaces specified for type: __shared and __device"
// CHECK-SAME: "text":"cannot initialize a variable of type '__shared int *' with an lvalue of type '__device int *'"
// CHECK-SAME: "text":"the __device address space does not convert implicitly to __shared in a device function; no cast converts between these spaces"
// CHECK-NOT: address_space(

#ifdef __SCALE_ADDRSPACES__
__global__ void clean(__device float *out) { *out = 1.0f; }
#else
__global__ void clean(float *out) { *out = 1.0f; }
#endif
#ifndef CLEAN
__device__ void twoSpaces(__shared __device int *p);
__device__ void wrongSpace(__device int *d) { __shared int *s = d; (void)s; }
#endif
