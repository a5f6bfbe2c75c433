//===- NvccDriver.h - scale-nvcc: nvcc's command line -----------*- C++ -*-===//
//
// scale-nvcc is the scale-clang binary invoked by that name (a link, as
// scale-clang++ is): it reads nvcc's flags (NvccOptions.td), maps them onto
// the driver's, and runs the driver (runDriver) with them.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_NVCCDRIVER_H
#define SCALE_NVCCDRIVER_H

#include "llvm/ADT/StringRef.h"

namespace scale {

/// Whether the binary was invoked as scale-nvcc.
bool isNvccName(llvm::StringRef Argv0);

/// Runs nvcc's command line \p Argv on the driver; returns the exit code.
int runNvcc(int Argc, const char **Argv);

} // namespace scale

#endif // SCALE_NVCCDRIVER_H
