//===- NvccDriver.h - scale-nvcc: nvcc's command line -----------*- C++ -*-===//
//
// scale-nvcc is the scale-clang binary invoked by that name (a link, as
// scale-clang++ is): it reads nvcc's flags (NvccOptions.td), maps them onto
// the driver's, and runs the driver (runDriver) with them.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_NVCCDRIVER_H
#define SCALE_NVCCDRIVER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <optional>
#include <string>
#include <vector>

namespace scale {

/// Whether the binary was invoked as scale-nvcc.
bool isNvccName(llvm::StringRef Argv0);

/// Runs nvcc's command line \p Argv on the driver; returns the exit code.
int runNvcc(int Argc, const char **Argv);

/// The name of scale-nvcc's host compiler, beside it: what nvcc's -v names
/// as the host link (g++ under nvcc), so CMake links CUDA targets with it.
inline constexpr llvm::StringLiteral NvccHostCompilerName =
    "scale-nvcc-host-c++";

/// Whether the binary was invoked as scale-nvcc's host compiler.
bool isNvccHostCompilerName(llvm::StringRef Argv0);

/// Runs \p Argv as scale-nvcc's host compiler: scale-clang++ taking g++'s
/// flags as scale-nvcc takes them from -Xcompiler, by the same translation
/// (`-fopenmp` on libgomp, Clang's `-fopenmp=RUNTIME` an error, g++-only
/// warning options dropped, `-export-dynamic` as -rdynamic).
/// CMake links CUDA targets with it, and its FindOpenMP reads the libraries
/// of that link; with scale-clang++ there, `-fopenmp` named libomp, and a
/// library of C++ and CUDA objects (GROMACS's libgromacs) linked both
/// runtimes.
int runNvccHostCompiler(int Argc, const char **Argv);

/// nvcc's command line \p Command (with the program name) where each value
/// that Clang's option table would read as an input file is joined to its
/// option, in nvcc's other spelling (`-gencode arch=...` becomes
/// `-gencode=arch=...`, `--options-file F` `--options-file=F`): what
/// clangd's command mangler and the compilation database's interpolation,
/// which read every command with Clang's table, leave as it was.
std::vector<std::string> nvccValuesJoined(llvm::ArrayRef<std::string> Command);

/// The driver arguments for a file of scale-clangd and scale-clang-tidy
/// whose compilation database command is nvcc's (or scale-nvcc's): \p Args
/// (without the program name) as the tools pass it to the driver, nvcc's
/// command line with the Clang flags the tools add and `-- FILE`; its
/// options files are read through \p FS, the compilation's. What
/// scale-nvcc would compile (without -c, which the tools replace with
/// -fsyntax-only); the tools' Clang flags after it.
/// Nothing, after an error on stderr, when nvcc's flags do not translate.
std::optional<std::vector<std::string>>
nvccToolDriverArguments(llvm::ArrayRef<const char *> Args,
                        llvm::vfs::FileSystem &FS);

} // namespace scale

#endif // SCALE_NVCCDRIVER_H
