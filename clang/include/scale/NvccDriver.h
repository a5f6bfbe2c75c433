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

#include <optional>
#include <string>
#include <vector>

namespace scale {

/// Whether the binary was invoked as scale-nvcc.
bool isNvccName(llvm::StringRef Argv0);

/// Runs nvcc's command line \p Argv on the driver; returns the exit code.
int runNvcc(int Argc, const char **Argv);

/// The driver arguments (scale-clang++'s, g++ mode) that scale-nvcc would run
/// for nvcc's command line \p Args (without the program name): what tools
/// reading a compilation database written with nvcc or scale-nvcc compile.
/// Nothing, after an error on stderr, when nvcc's flags do not translate.
std::optional<std::vector<std::string>>
nvccDriverArguments(llvm::ArrayRef<std::string> Args);

} // namespace scale

#endif // SCALE_NVCCDRIVER_H
