//===- spec/cuda/addrspace/config.hpp - Qualifiers or their fallback ------===//
//
//! \file
//! The one place that tests whether address-space qualifiers exist.
//! scale-clang predefines __SCALE_ADDRSPACES__, the qualifier keywords and
//! the numbers behind sp::AddressSpace exactly when the extension is on;
//! every other header of libSCALE tests only __SCALE_ADDRSPACES__.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_ADDRSPACE_CONFIG_HPP
#define SPEC_CUDA_ADDRSPACE_CONFIG_HPP

#ifndef __SCALE_ADDRSPACES__
// Without the extension only the generic address space exists: the
// qualifiers mean nothing, so a header written with them still compiles.
// Their names are reserved identifiers that glibc also uses (a member
// `int __shared;` of pthread_rwlock_t): read that header before the empty
// macros exist, or they would remove the member.
// libstdc++'s debug mode (_GLIBCXX_DEBUG) names parameters `__constant` in
// two headers that <vector>, <map>, ... then include: read those first too,
// so that a container included after this header keeps its parameters.
#if __has_include(<pthread.h>)
#include <pthread.h>
#endif
#if defined(_GLIBCXX_DEBUG) && __has_include(<debug/safe_unordered_base.h>)
#include <debug/safe_base.h>
#include <debug/safe_unordered_base.h>
#endif
#define __flat
#define __device
#define __shared
#define __constant
#define __local
#endif

//! SP_HOST_DEVICE marks libSCALE functions that run on both sides of a CUDA
//! or HIP compilation; plain C++ has one side. Clang's attribute spelling is
//! used where it exists, so that headers read before the CUDA macros (the
//! checked-cast helpers, pre-included) still compile.
#if defined(__clang__) && (defined(__CUDA__) || defined(__HIP__))
#define SP_HOST_DEVICE __attribute__((host, device))
#elif defined(__CUDACC__)
#define SP_HOST_DEVICE __host__ __device__
#else
#define SP_HOST_DEVICE
#endif

//! SP_DEVICE_PASS is 1 while the device side of a CUDA or HIP source is
//! compiled (nvcc and Clang alike), 0 for the host side and plain C++.
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
#define SP_DEVICE_PASS 1
#else
#define SP_DEVICE_PASS 0
#endif

#endif // SPEC_CUDA_ADDRSPACE_CONFIG_HPP
