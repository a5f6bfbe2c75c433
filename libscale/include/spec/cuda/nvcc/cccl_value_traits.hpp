//===- spec/cuda/nvcc/cccl_value_traits.hpp - CCCL's traits under __NVCC__ -*- C++ -*-===//
//
//! \file
//! libcu++ computes remove_cv, remove_cvref and decay (and their parts) with
//! Clang's builtins only when it takes the compiler for Clang's CUDA; under
//! __NVCC__, which scale-nvcc defines, it takes nvcc's path, partial
//! specialisations, which keep an address space. The rules require these
//! traits to give the unqualified type of a qualified object type
//! (`cg::reduce(warp, sharedArray[i], cg::plus<float>{})`, llm.c's
//! attention_backward), as the builtins do: so under __NVCC__ libcu++ is
//! given the builtins it uses under Clang's CUDA. Macros, defined before a
//! source includes any CCCL header.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_NVCC_CCCL_VALUE_TRAITS_HPP
#define SPEC_CUDA_NVCC_CCCL_VALUE_TRAITS_HPP

#if defined(__NVCC__)
#if __has_builtin(__remove_const) && !defined(_CCCL_BUILTIN_REMOVE_CONST)
#define _CCCL_BUILTIN_REMOVE_CONST(...) __remove_const(__VA_ARGS__)
#endif
#if __has_builtin(__remove_volatile) && !defined(_CCCL_BUILTIN_REMOVE_VOLATILE)
#define _CCCL_BUILTIN_REMOVE_VOLATILE(...) __remove_volatile(__VA_ARGS__)
#endif
#if __has_builtin(__remove_cv) && !defined(_CCCL_BUILTIN_REMOVE_CV)
#define _CCCL_BUILTIN_REMOVE_CV(...) __remove_cv(__VA_ARGS__)
#endif
#if __has_builtin(__remove_cvref) && !defined(_CCCL_BUILTIN_REMOVE_CVREF)
#define _CCCL_BUILTIN_REMOVE_CVREF(...) __remove_cvref(__VA_ARGS__)
#endif
#if __has_builtin(__decay) && !defined(_CCCL_BUILTIN_DECAY)
#define _CCCL_BUILTIN_DECAY(...) __decay(__VA_ARGS__)
#endif
#endif // __NVCC__

#endif // SPEC_CUDA_NVCC_CCCL_VALUE_TRAITS_HPP
