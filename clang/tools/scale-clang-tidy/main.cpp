//===- main.cpp - scale-clang-tidy: clang-tidy with the extension ---------===//
//
// Debian's clang-tidy (libclangTidyMain.a) linked with the extension: CUDA
// and HIP files get the qualifiers, the rules and their diagnostics as in
// scale-clang; C++ files are upstream's.
//
//===----------------------------------------------------------------------===//

#include "scale/Driver.h"
#include "scale/SemaScale.h"

namespace clang {
namespace tidy {
int clangTidyMain(int argc, const char **argv);
} // namespace tidy
} // namespace clang

int main(int argc, const char **argv) {
  scale::SemaScale::enableInTools(/*CollectsTokens=*/false);
  scale::printToolVersionIfAsked("scale-clang-tidy", "clang-tidy", argc, argv);
  return clang::tidy::clangTidyMain(argc, argv);
}
