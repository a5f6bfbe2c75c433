//===- PureVirtualSlots.cpp - pure virtual functions in device vtables ----===//
//
// See PureVirtualSlots.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/PureVirtualSlots.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace scale;

PreservedAnalyses PureVirtualSlotsPass::run(Module &M,
                                            ModuleAnalysisManager &) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  Function *PureVirtual = M.getFunction("__cxa_pure_virtual");
  if (!PureVirtual || !PureVirtual->isDeclaration())
    return PreservedAnalyses::all();
  PureVirtual->replaceAllUsesWith(
      Constant::getNullValue(PureVirtual->getType()));
  PureVirtual->eraseFromParent();
  return PreservedAnalyses::none();
}
