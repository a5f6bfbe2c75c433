//===- Driver.h - The scale-clang driver and cc1 entry points --*- C++ -*-===//
//
// All Clang Driver and CompilerInstance plumbing lives behind these two
// functions; the binary's main only chooses between them.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_DRIVER_H
#define SCALE_DRIVER_H

namespace clang {
class CompilerInvocation;
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

/// For scale-clangd and scale-clang-tidy, which build their invocations
/// themselves: libscale's headers always, and for CUDA and HIP the
/// extension's macros, as runCC1 does.
void configureToolInvocation(clang::CompilerInvocation &Invocation);

/// For `--version` (or `-version`) among \p Argv: prints what the tool \p Name
/// is, the upstream tool \p Upstream with the extension, before \p Upstream
/// prints its own version.
void printToolVersionIfAsked(const char *Name, const char *Upstream, int Argc,
                             const char *const *Argv);

} // namespace scale

#endif // SCALE_DRIVER_H
