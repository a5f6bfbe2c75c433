//===- UsedExternalDeclarations.cpp - kernels declared, not defined -------===//
//
// See UsedExternalDeclarations.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/UsedExternalDeclarations.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;
using namespace scale;

namespace {

/// Clang's name for the list (CodeGenModule::Release).
constexpr StringLiteral UsedExternalName = "__clang_gpu_used_external";

bool isFunctionDeclaration(const Constant *C) {
  const auto *F = dyn_cast<Function>(C->stripPointerCasts());
  return F && F->isDeclaration();
}

} // namespace

PreservedAnalyses UsedExternalDeclarationsPass::run(Module &M,
                                                    ModuleAnalysisManager &) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  GlobalVariable *List = M.getGlobalVariable(UsedExternalName,
                                             /*AllowInternal=*/true);
  if (!List || !List->hasInitializer())
    return PreservedAnalyses::all();
  const auto *Entries = dyn_cast<ConstantArray>(List->getInitializer());
  if (!Entries)
    return PreservedAnalyses::all();
  SmallVector<Constant *, 8> Kept;
  SmallVector<Function *, 4> Dropped;
  for (const Use &Entry : Entries->operands()) {
    auto *C = cast<Constant>(Entry.get());
    if (isFunctionDeclaration(C))
      Dropped.push_back(cast<Function>(C->stripPointerCasts()));
    else
      Kept.push_back(C);
  }
  if (Dropped.empty())
    return PreservedAnalyses::all();

  if (Kept.empty()) {
    removeFromUsedLists(M, [&](Constant *C) { return C == List; });
    List->eraseFromParent();
  } else {
    auto *Type = ArrayType::get(Entries->getType()->getElementType(),
                                Kept.size());
    auto *Shorter = new GlobalVariable(
        M, Type, List->isConstant(), List->getLinkage(),
        ConstantArray::get(Type, Kept), "", List);
    Shorter->copyAttributesFrom(List);
    Shorter->takeName(List);
    List->replaceAllUsesWith(Shorter);
    List->eraseFromParent();
  }
  // The old list's initializer, a constant nobody uses now, still counts
  // as a use until it goes.
  for (Function *F : Dropped) {
    F->removeDeadConstantUsers();
    if (F->use_empty())
      F->eraseFromParent();
  }
  return PreservedAnalyses::none();
}
