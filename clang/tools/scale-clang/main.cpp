//===- main.cpp - scale-clang and scale-clang++ ---------------------------===//

#include "scale/Driver.h"

#include "llvm/Support/InitLLVM.h"

#include <cstring>

int main(int Argc, const char **Argv) {
  llvm::InitLLVM X(Argc, Argv);
  if (Argc > 1 && std::strcmp(Argv[1], "-cc1") == 0)
    return scale::runCC1(Argc - 2, Argv + 2, Argv[0]);
  return scale::runDriver(Argc, Argv);
}
