//===- main.cpp - scale-clang, scale-clang++ and scale-nvcc ---------------===//

#include "scale/Driver.h"
#include "scale/NvccDriver.h"

#include "llvm/Support/InitLLVM.h"

#include <cstring>

int main(int Argc, const char **Argv) {
  llvm::InitLLVM X(Argc, Argv);
  if (Argc > 1 && std::strcmp(Argv[1], "-cc1") == 0)
    return scale::runCC1(Argc - 2, Argv + 2, Argv[0]);
  if (scale::isNvccName(Argv[0]))
    return scale::runNvcc(Argc, Argv);
  if (scale::isNvccHostCompilerName(Argv[0]))
    return scale::runNvccHostCompiler(Argc, Argv);
  return scale::runDriver(Argc, Argv);
}
