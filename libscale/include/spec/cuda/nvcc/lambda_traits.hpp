//===- spec/cuda/nvcc/lambda_traits.hpp - nvcc's lambda queries -*- C++ -*-===//
//
//! \file
//! nvcc's front-end queries on extended lambdas, which CCCL's
//! cuda/std/__functional/invoke.h calls in host code when it is compiled by
//! nvcc (__NVCC__, which scale-nvcc defines) with --extended-lambda: nvcc
//! lowers a `__device__` lambda to a closure whose return type host code
//! cannot query, and CCCL rejects such queries with a static_assert. Clang
//! compiles every lambda as an ordinary closure type whose return type both
//! sides see, so no closure is one of nvcc's extended lambdas and every
//! query is false. nvcc's queries take a type, which no function can:
//! function-like macros.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_LAMBDA_TRAITS_HPP
#define SPEC_CUDA_NVCC_LAMBDA_TRAITS_HPP

#define __nv_is_extended_device_lambda_closure_type(...) false
#define __nv_is_extended_host_device_lambda_closure_type(...) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(...) false

#endif // SPEC_CUDA_NVCC_LAMBDA_TRAITS_HPP
