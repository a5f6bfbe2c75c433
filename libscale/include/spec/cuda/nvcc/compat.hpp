//===- spec/cuda/nvcc/compat.hpp - What nvcc-only CUDA source uses -*- C++ -*-===//
//
//! \file
//! What a CUDA source can use under nvcc and not under Clang's CUDA
//! wrappers (docs/nvcc.md has the table): scale-clang force-includes this
//! header right after __clang_cuda_runtime_wrapper.h in CUDA compilations
//! with the CUDA includes on (not with -nocudainc), unless
//! -fno-scale-nvcc-compat. It needs what the wrapper declared (the vector
//! types, CUDA_VERSION) and is not meant to be included by hand.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_COMPAT_HPP
#define SPEC_CUDA_NVCC_COMPAT_HPP

#if defined(__CUDA__) && !defined(__HIP__) && defined(CUDA_VERSION)

// nvcc's version macros, from the toolkit the wrapper included, where the
// driver has not predefined them (scale-nvcc predefines them with __NVCC__,
// and __CUDACC_VER_BUILD__ from the toolkit's version records); the toolkit
// headers read them only under __NVCC__ or __CUDACC_RTC__, so defining them
// after the wrapper changes no header's path.
#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ (CUDA_VERSION / 1000)
#endif
#ifndef __CUDACC_VER_MINOR__
#define __CUDACC_VER_MINOR__ (CUDA_VERSION % 1000 / 10)
#endif
// Clang compiles __device__ and __host__ __device__ lambdas without a flag:
// nvcc's --extended-lambda mode is always on. Defined here, after the
// wrapper has read cuda_runtime.h, whose branch under this macro includes
// <functional> and <utility> for nvcc's own lambda lowering, which Clang
// does not do: 17,000 more lines on each side of a thrust+cub TU and +6% of
// its compile time (docs/corpus.md, "CPU time against instructions").
#ifndef __CUDACC_EXTENDED_LAMBDA__
#define __CUDACC_EXTENDED_LAMBDA__
#endif
// nvcc defines __CUDACC__ as 1, and sources test it with `#if __CUDACC__`
// (HeCBench's ssim, through NVIDIA's gdt headers); Clang's wrapper leaves it
// empty, which `#if` rejects.
#undef __CUDACC__
#define __CUDACC__ 1
// nvcc defines the runtime API version it compiles against as its own;
// cuda_runtime_api.h has already read it (CUDART_VERSION in its absence).
#ifndef __CUDA_API_VER_MAJOR__
#define __CUDA_API_VER_MAJOR__ __CUDACC_VER_MAJOR__
#endif
#ifndef __CUDA_API_VER_MINOR__
#define __CUDA_API_VER_MINOR__ __CUDACC_VER_MINOR__
#endif

// nvcc's cuda_runtime.h includes <time.h> on both sides (through
// crt/common_functions.h; Clang's wrapper does not): sources call clock()
// in host code having included only <cuda_runtime.h>. Its other C headers
// (<stdio.h>, <assert.h>) are included only in nvcc's device pass, so host
// code cannot rely on them under nvcc either.
#include <time.h>

// cooperative_groups offers cluster_group (sm_90) only to nvcc, NVRTC, or a
// compiler that says it has the cluster intrinsics through this macro;
// Clang's __clang_cuda_intrinsics.h defines them (__clusterDim,
// __cluster_barrier_wait...). Defined before the source includes
// <cooperative_groups.h>.
#if CUDA_VERSION >= 12000 && !defined(_CG_CLUSTER_INTRINSICS_AVAILABLE)
#define _CG_CLUSTER_INTRINSICS_AVAILABLE
#endif

// nvcc's cuda_runtime.h includes the toolkit's sm_XX headers itself, so a
// source's own `#include <sm_61_intrinsics.h>` (Learn CUDA Programming's
// __dp4a example) reads nothing new. Clang's wrapper has read the .hpp
// files of five of them, not the .h files, whose host-side definitions
// would then define each function a second time ("redefinition of
// '__dp2a_lo'"): their include guards are defined here, so that such an
// include is the no-op it is under nvcc. sm_35_atomic_functions.h includes
// sm_32_atomic_functions.h and nothing else.
#define __SM_20_ATOMIC_FUNCTIONS_H__
#define __SM_20_INTRINSICS_H__
#define __SM_32_ATOMIC_FUNCTIONS_H__
#define __SM_60_ATOMIC_FUNCTIONS_H__
#define __SM_61_INTRINSICS_H__

#include <spec/cuda/nvcc/cccl_value_traits.hpp>
#include <spec/cuda/nvcc/host_math.hpp>
#include <spec/cuda/nvcc/host_min_max.hpp>
#include <spec/cuda/nvcc/lambda_traits.hpp>
#include <spec/cuda/nvcc/removed_shuffles.hpp>
#include <spec/cuda/nvcc/warp_reduce.hpp>

// Functions that only the program's own code needs (no toolkit or CCCL
// header calls them, but CUB's four calls of SIMD video functions, which
// the wrapper defines too). scale-clang's cc1 reads the program's files first and,
// where it can, defines __SCALE_NVCC_SELECTED and __SCALE_NVCC_USES_<HEADER>
// for the headers whose names they mention (clang/lib/NvccCompat.cpp has
// the names): the others cost nothing. Without the selection (the editor
// tools, precompiled headers, modules, a source on standard input), all.
#if !defined(__SCALE_NVCC_SELECTED) || defined(__SCALE_NVCC_USES_ATOMICS_128)
#include <spec/cuda/nvcc/atomics_128.hpp>
#endif
#if !defined(__SCALE_NVCC_SELECTED) ||                                         \
    defined(__SCALE_NVCC_USES_CACHE_OPERATORS)
#include <spec/cuda/nvcc/cache_operators.hpp>
#endif
#if !defined(__SCALE_NVCC_SELECTED) || defined(__SCALE_NVCC_USES_DEVICE_EXTRAS)
#include <spec/cuda/nvcc/device_extras.hpp>
#endif
#if !defined(__SCALE_NVCC_SELECTED) || defined(__SCALE_NVCC_USES_HOST_INTEGER)
#include <spec/cuda/nvcc/host_integer.hpp>
#endif
#if !defined(__SCALE_NVCC_SELECTED) || defined(__SCALE_NVCC_USES_NV_ATOMIC)
#include <spec/cuda/nvcc/nv_atomic.hpp>
#endif
#if !defined(__SCALE_NVCC_SELECTED) || defined(__SCALE_NVCC_USES_SIMD_VIDEO)
#include <spec/cuda/nvcc/simd_video.hpp>
#endif

#endif // __CUDA__ && !__HIP__ && CUDA_VERSION

#endif // SPEC_CUDA_NVCC_COMPAT_HPP
