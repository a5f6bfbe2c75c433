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
//! function-like macros. Each is false through a class template of the
//! type, so that it stays as dependent as nvcc's: a partial specialisation
//! `X<T, std::enable_if_t<__nv_is_extended_device_lambda_closure_type(T)>>`
//! (AMReX's AMReX_TypeTraits.H) is then never chosen, where a plain `false`
//! makes its declaration an error.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_LAMBDA_TRAITS_HPP
#define SPEC_CUDA_NVCC_LAMBDA_TRAITS_HPP

template <class...> struct __scale_not_extended_lambda {
  static constexpr bool value = false;
};

#define __nv_is_extended_device_lambda_closure_type(...)                       \
  (::__scale_not_extended_lambda<__VA_ARGS__>::value)
#define __nv_is_extended_host_device_lambda_closure_type(...)                  \
  (::__scale_not_extended_lambda<__VA_ARGS__>::value)
#define __nv_is_extended_device_lambda_with_preserved_return_type(...)         \
  (::__scale_not_extended_lambda<__VA_ARGS__>::value)

#endif // SPEC_CUDA_NVCC_LAMBDA_TRAITS_HPP
