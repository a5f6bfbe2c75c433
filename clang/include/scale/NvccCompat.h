//===- NvccCompat.h - What nvcc-only CUDA source relies on -----*- C++ -*-===//
//
// nvcc's headers give CUDA sources functions that Clang's CUDA wrappers do
// not (cache-operator loads and stores for every type, host min/max), and
// nvcc predefines macros that code tests. With -fscale-nvcc-compat (the
// default for CUDA, independent of -f[no-]scale-addrspaces) cc1 provides
// both; see docs/nvcc.md.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_NVCCCOMPAT_H
#define SCALE_NVCCCOMPAT_H

#include "llvm/ADT/ArrayRef.h"

namespace clang {
class CompilerInvocation;
class FunctionDecl;
class Preprocessor;
class Sema;
} // namespace clang

namespace scale {

/// For a CUDA (not HIP) \p Invocation: predefines the nvcc mode macros that
/// Clang's language options make true, and, when Clang's CUDA wrapper is
/// force-included (the CUDA includes are on), force-includes libscale's
/// <spec/cuda/nvcc/compat.hpp> right after it. With cc1's arguments
/// \p Args (the compiler, not the tools), the header includes only the
/// headers of nvcc-only functions that the program's files name.
void addNvccCompat(clang::CompilerInvocation &Invocation,
                   llvm::ArrayRef<const char *> Args = {});

/// For a CUDA (not HIP) compilation under scale-nvcc (`__NVCC__` defined on
/// the command line): reads a braced grid or block in a launch
/// configuration as a dim3, as nvcc does (`k<<<g, {bx, by, 1}>>>()`).
void watchLaunchConfigurations(clang::Preprocessor &PP);

/// For a CUDA compilation under scale-nvcc: an object-like macro whose
/// replacement is a pragma directive (`#define PRAGMA_UNROLL #pragma
/// unroll`) expands to the pragma, as nvcc's separate preprocessing gives it.
void readPragmaMacrosAsNvcc(clang::Preprocessor &PP);

/// For a CUDA compilation under scale-nvcc: the command-line macros are not
/// seen by the headers that Clang's CUDA wrapper reads and nvcc does not
/// (cuda.h, curand_mtgp32_kernel.h), where they name parameters
/// (`-DN=100`), as nvcc never shows those headers the macros.
void hideCommandLineMacrosFromWrapperHeaders(clang::Preprocessor &PP);

/// For the host side of a CUDA compilation under scale-nvcc: whether nvcc's
/// host compilation keeps \p FD, a __device__ function definition, as a
/// host function that another file can link against (NvccHostStubs.cpp).
bool needsNvccHostStub(const clang::FunctionDecl *FD);

/// The host stub of \p FD, for code generation: a __host__ function of the
/// same name and type whose body traps, as nvcc's ends the program.
clang::FunctionDecl *buildNvccHostStub(clang::Sema &S, clang::FunctionDecl *FD);

} // namespace scale

#endif // SCALE_NVCCCOMPAT_H
