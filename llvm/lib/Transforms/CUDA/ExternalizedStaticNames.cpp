//===- ExternalizedStaticNames.cpp - one name per static device variable -===//
//
// See ExternalizedStaticNames.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/ExternalizedStaticNames.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace scale;

namespace {

/// What Clang puts between a variable's name and the CUID's hash
/// (CodeGenModule::printPostfixForExternalizedDecl).
constexpr StringLiteral ExternalizedInfix = "__static__";

} // namespace

PreservedAnalyses ExternalizedStaticNamesPass::run(Module &M,
                                                   ModuleAnalysisManager &) {
  SmallVector<std::pair<GlobalVariable *, GlobalVariable *>, 4> Renamed;
  for (GlobalVariable &Definition : M.globals()) {
    if (Definition.isDeclaration())
      continue;
    StringRef Name = Definition.getName();
    size_t Infix = Name.rfind(ExternalizedInfix);
    if (Infix == StringRef::npos || Infix == 0)
      continue;
    StringRef Hash = Name.drop_front(Infix + ExternalizedInfix.size());
    if (Hash.empty() || !all_of(Hash, isHexDigit))
      continue;
    GlobalVariable *Plain = M.getGlobalVariable(Name.take_front(Infix),
                                                /*AllowInternal=*/false);
    if (Plain && Plain->isDeclaration() &&
        Plain->getValueType() == Definition.getValueType() &&
        Plain->getAddressSpace() == Definition.getAddressSpace())
      Renamed.emplace_back(Plain, &Definition);
  }
  if (Renamed.empty())
    return PreservedAnalyses::all();
  for (auto [Plain, Definition] : Renamed) {
    Plain->replaceAllUsesWith(Definition);
    Plain->eraseFromParent();
  }
  return PreservedAnalyses::none();
}
