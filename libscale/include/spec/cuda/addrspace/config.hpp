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

#endif // SPEC_CUDA_ADDRSPACE_CONFIG_HPP
