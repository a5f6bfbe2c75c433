//===- Driver.h - The scale-clang driver and cc1 entry points --*- C++ -*-===//
//
// All Clang Driver and CompilerInstance plumbing lives behind these two
// functions; the binary's main only chooses between them.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_DRIVER_H
#define SCALE_DRIVER_H

#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace clang {
class CompilerInvocation;
namespace driver {
class Compilation;
} // namespace driver
} // namespace clang

namespace scale {

/// What a link produces: the program (or library) the command line asks
/// for, or only the fat binary of the device code that the linker wrapper
/// links (scale-nvcc's -dlink).
enum class LinkOutput { Program, DeviceFatbin };

/// Runs the Clang driver: parses \p Argv as clang or clang++ (by the name the
/// binary was invoked with) would, and runs the compilation, with cc1 jobs
/// executed by this binary.
int runDriver(int Argc, const char **Argv,
              LinkOutput Link = LinkOutput::Program);

/// Runs one cc1 job; \p Argv starts after "-cc1". \p Argv0 is the path of
/// this binary.
int runCC1(int Argc, const char **Argv, const char *Argv0);

/// The extension's own flags on a command line, which Clang's driver and
/// cc1 do not know: -f[no-]scale-addrspaces, -f[no-]scale-checked-casts,
/// -f[no-]scale-addrspace-opt, -f[no-]scale-short-pointers and
/// -f[no-]scale-nvcc-compat; each the last one given, or none.
struct ExtensionFlags {
  std::optional<bool> Extension, CheckedCasts, AddrSpaceOpt, ShortPointers,
      NvccCompat;
};

/// Takes the extension's flags off the driver or cc1 command line \p Args.
ExtensionFlags takeExtensionFlags(llvm::SmallVectorImpl<const char *> &Args);

/// Hands the flags given to every cc1 job of \p C.
void passExtensionFlags(clang::driver::Compilation &C,
                        const ExtensionFlags &Flags);

/// Host OpenMP of an nvcc command line (scale-nvcc's, or a compilation
/// database's that the tools read) on GCC's libgomp, as nvcc's programs
/// have it: where \p C's OpenMP runtime is libgomp (`-Xcompiler -fopenmp`
/// arrives as -fopenmp=libgomp), each host cc1 job gets OpenMP, GCC's omp.h
/// and libomp's interface written on libgomp's (docs/nvcc.md, "Host
/// OpenMP").
void compileHostOpenMPOnLibgomp(clang::driver::Compilation &C);

/// For scale-clangd, scale-clang-tidy and scale-annotate, which build their
/// invocations themselves, with the extension's flags \p Flags of the
/// cc1 command line: libscale's headers always, and where the extension is
/// on (CUDA and HIP unless -fno-scale-addrspaces) its macros and the Sema
/// extension, as runCC1 does; nvcc's functions unless
/// -fno-scale-nvcc-compat.
void configureToolInvocation(clang::CompilerInvocation &Invocation,
                             const ExtensionFlags &Flags);

/// For `--version` (or `-version`) among \p Argv: prints what the tool \p Name
/// is, the upstream tool \p Upstream with the extension, before \p Upstream
/// prints its own version.
void printToolVersionIfAsked(const char *Name, const char *Upstream, int Argc,
                             const char *const *Argv);

} // namespace scale

#endif // SCALE_DRIVER_H
