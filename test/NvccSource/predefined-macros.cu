// The nvcc macros that CUDA code tests, as scale-clang++ defines them
// (docs/nvcc.md): the version from the toolkit included, the mode macros
// from what Clang's CUDA always does (extended lambdas; constexpr functions
// are host and device unless -fno-cuda-host-device-constexpr), never
// __NVCC__. The same with the address-space extension on and off;
// -fno-scale-nvcc-compat gives upstream's set; -nocudainc has no toolkit, so
// no version.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -E -P %s | FileCheck %s --check-prefixes=CHECK,VERSION,MODES
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -E -P %s | FileCheck %s --check-prefixes=CHECK,VERSION,MODES
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fno-scale-addrspaces -E -P %s | FileCheck %s --check-prefixes=CHECK,VERSION,MODES
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -nocudainc -nocudalib -E -P %s | FileCheck %s --check-prefixes=CHECK,NO-VERSION,MODES
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fno-scale-nvcc-compat -E -P %s | FileCheck %s --check-prefixes=CHECK,NO-VERSION,NO-MODES
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -fno-cuda-host-device-constexpr -E -P %s | FileCheck %s --check-prefix=STRICT-CONSTEXPR
// C++ is not CUDA: none of them.
// RUN: %scale_cxx -x c++ -E -P %s | FileCheck %s --check-prefixes=CHECK,NO-VERSION,NO-MODES

// CHECK: version-begin
// VERSION-NEXT: major 13 minor 0 api 13 0
// NO-VERSION-NEXT: major __CUDACC_VER_MAJOR__ minor __CUDACC_VER_MINOR__ api __CUDA_API_VER_MAJOR__ __CUDA_API_VER_MINOR__
#if defined(__CUDACC_VER_MAJOR__)
#if __CUDACC_VER_MAJOR__ == 13 && __CUDACC_VER_MINOR__ == 0
#define MAJOR 13
#define MINOR 0
#endif
#if __CUDA_API_VER_MAJOR__ == 13 && __CUDA_API_VER_MINOR__ == 0
#define API 13 0
#endif
#else
#define MAJOR __CUDACC_VER_MAJOR__
#define MINOR __CUDACC_VER_MINOR__
#define API __CUDA_API_VER_MAJOR__ __CUDA_API_VER_MINOR__
#endif
version-begin
major MAJOR minor MINOR api API

// CHECK: modes-begin
// MODES-NEXT: relaxed-constexpr
// MODES-NEXT: extended-lambda
// NO-MODES-NOT: relaxed-constexpr
// NO-MODES-NOT: extended-lambda
// STRICT-CONSTEXPR: modes-begin
// STRICT-CONSTEXPR-NEXT: extended-lambda
modes-begin
#ifdef __CUDACC_RELAXED_CONSTEXPR__
relaxed-constexpr
#endif
#ifdef __CUDACC_EXTENDED_LAMBDA__
extended-lambda
#endif

// CHECK: nvcc-begin
// CHECK-NOT: nvcc-defined
// CHECK: nvcc-end
nvcc-begin
#ifdef __NVCC__
nvcc-defined
#endif
nvcc-end

// nvcc's __CUDACC__ is 1 (`#if __CUDACC__`); Clang's wrapper leaves it empty,
// the compatibility header (read with the toolkit) gives nvcc's value.
// VERSION: cudacc-value 1
#if defined(__CUDACC__)
cudacc-value __CUDACC__
#endif
