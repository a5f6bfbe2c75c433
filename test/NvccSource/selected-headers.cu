// compat.hpp's headers of functions that only a program's own code calls
// (the cache operators, __nv_atomic_*, 16-byte atomicCAS, the DPX and bswap
// functions, __tanhf and nan, the SIMD video functions) are read only when
// the program's files name one of their functions: cc1 raw-lexes the main
// file, the files of -include and what they include outside the compiler's
// own directories, every #if branch counted (docs/nvcc.md, "Compile
// time"). Both sides choose alike. Where the files cannot be read so (standard input, an
// #include of a macro, a precompiled header), all headers are read.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && split-file %s %t
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -E -I%t/inc %t/none.cu | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=NONE
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -E -I%t/inc %t/none.cu | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=NONE
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -E -I%t/inc %t/uses.cu | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=USES
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -E -I%t/inc %t/uses.cu | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=USES
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -I%t/inc %t/uses.cu -o - | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -E -I%t/inc -include %t/inc/forced.h %t/none.cu | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=FORCED
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -E %t/dpx.cu | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=DPX
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -E %t/extras.cu | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=EXTRAS
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -E %t/atomic128.cu | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=ATOMIC128
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -E %t/simd.cu | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=SIMD
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -E %t/simd.cu | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=SIMD
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -E %t/branch.cu | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=BRANCH
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -E -I%t/inc %t/macro-include.cu | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=ALL
// RUN: cat %t/none.cu | %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -E -I%t/inc -x cuda - | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=ALL
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -E -fno-scale-addrspaces -I%t/inc %t/uses.cu | grep -o 'nvcc/[a-z_0-9]*\.hpp" 1' | FileCheck %s --check-prefix=USES
// A source reached through a link: its quoted includes are found next to
// the link, as the header search finds them.
// RUN: mkdir -p %t/linked && ln -sf %t/real/main.cu %t/linked/main.cu
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only %t/linked/main.cu
// A name that only token pasting forms is not seen: the call is an error,
// as under clang++-22 (nvcc accepts it), never a silent difference:
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only %t/pasted.cu 2>&1 | FileCheck %s --check-prefix=PASTED

// The headers every compilation reads, in compat.hpp's order:
// NONE: compat.hpp
// NONE-NEXT: cccl_value_traits.hpp
// NONE-NEXT: host_math.hpp
// NONE-NEXT: host_min_max.hpp
// NONE-NEXT: lambda_traits.hpp
// NONE-NEXT: removed_shuffles.hpp
// NONE-NEXT: warp_reduce.hpp
// NONE-NOT: .hpp

// USES: warp_reduce.hpp
// USES-NEXT: cache_operators.hpp
// USES-NOT: device_extras.hpp
// USES-NOT: host_integer.hpp
// USES: nv_atomic.hpp
// USES-NOT: .hpp

// PTX: ld.global.cs.f32
// PTX: atom.relaxed.sys.add.f32

// FORCED: warp_reduce.hpp
// FORCED-NEXT: host_integer.hpp
// FORCED-NOT: .hpp

// DPX: warp_reduce.hpp
// DPX-NEXT: host_integer.hpp
// DPX-NOT: .hpp

// EXTRAS: warp_reduce.hpp
// EXTRAS-NEXT: device_extras.hpp
// EXTRAS-NOT: .hpp

// ATOMIC128: warp_reduce.hpp
// ATOMIC128-NEXT: atomics_128.hpp
// ATOMIC128-NOT: .hpp

// SIMD: warp_reduce.hpp
// SIMD-NEXT: simd_video.hpp
// SIMD-NOT: .hpp

// BRANCH: warp_reduce.hpp
// BRANCH-NEXT: nv_atomic.hpp
// BRANCH-NEXT: asm_text.hpp
// BRANCH-NOT: .hpp

// ALL: warp_reduce.hpp
// ALL-NEXT: atomics_128.hpp
// ALL-NEXT: cache_operators.hpp
// ALL: device_extras.hpp
// ALL-NEXT: host_integer.hpp
// ALL-NEXT: nv_atomic.hpp
// ALL: simd_video.hpp

// PASTED: pasted.cu:2:{{[0-9]+}}: error: use of undeclared identifier '__stcs'

//--- none.cu
#include "helper.cuh"
__global__ void kernel(float *p) { p[0] = helper(p[1]); }

//--- inc/helper.cuh
// A comment naming no nvcc function.
__device__ inline float helper(float x) { return x * 2; }

//--- uses.cu
#include "sub/names.cuh"
__global__ void kernel(float *p) { p[0] = names(p); }

//--- inc/sub/names.cuh
#include "more.cuh"
__device__ inline float names(float *p) {
  return __ldcs(p) + more(p);
}

//--- inc/sub/more.cuh
__device__ inline float more(float *p) {
  return __nv_atomic_fetch_add(p, 1.0f, __NV_ATOMIC_RELAXED);
}

//--- inc/forced.h
inline unsigned swapped(unsigned x) { return __nv_bswap32(x); }

//--- dpx.cu
__global__ void kernel(int *p) { p[0] = __vimax3_s32(p[1], p[2], p[3]); }

//--- extras.cu
__global__ void kernel(float *p) { p[0] = __tanhf(p[1]); }

//--- atomic128.cu
struct alignas(16) Pair { long long a, b; };
__global__ void kernel(Pair *p, Pair c, Pair v) { p[1] = atomicCAS(p, c, v); }

//--- simd.cu
__global__ void kernel(unsigned *p) { p[0] = __vcmpgts4(p[1], p[2]); }

//--- branch.cu
// A branch the preprocessor does not take still counts.
#if 0
__device__ void unused(int *p) { __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST); }
#endif
__global__ void kernel() {}

//--- macro-include.cu
#define HELPER "helper.cuh"
#include HELPER
__global__ void kernel(float *p) { p[0] = helper(p[1]); }

//--- real/main.cu
#include "stores.cuh"
__global__ void kernel(float *p) { store(p); }

//--- linked/stores.cuh
__device__ inline void store(float *p) { __stcs(p, 1.0f); }

//--- pasted.cu
#define CACHE_STORE(kind) __st##kind
__global__ void kernel(float *p) { CACHE_STORE(cs)(p, 1.0f); }
