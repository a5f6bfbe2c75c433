//===- main.cpp - scale-clangd: clangd with the address-space extension ---===//
//
// Debian's clangd (libclangdMain.a) linked with the extension: CUDA and HIP
// files get the qualifiers, the rules and their diagnostics as in
// scale-clang; C++ files are upstream's.
//
//===----------------------------------------------------------------------===//

#include "scale/Driver.h"
#include "scale/SemaScale.h"

namespace clang {
namespace clangd {
int clangdMain(int argc, char *argv[]);
} // namespace clangd
} // namespace clang

int main(int argc, char *argv[]) {
  scale::SemaScale::enableInTools(/*CollectsTokens=*/true);
  scale::printToolVersionIfAsked("scale-clangd", "clangd", argc, argv);
  return clang::clangd::clangdMain(argc, argv);
}
