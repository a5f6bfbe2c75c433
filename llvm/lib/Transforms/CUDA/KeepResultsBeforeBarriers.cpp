//===- KeepResultsBeforeBarriers.cpp - Results before barriers ------------===//
//
// See KeepResultsBeforeBarriers.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/KeepResultsBeforeBarriers.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

#define DEBUG_TYPE "scale-keep-results-before-barriers"

STATISTIC(NumKept, "Number of results kept before a barrier");

namespace scale {

namespace {

/// A barrier: __syncthreads() and its counting forms, __syncwarp().
bool isBarrier(const Instruction &I) {
  const auto *Call = dyn_cast<CallInst>(&I);
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  return Callee && Callee->isIntrinsic() &&
         (Callee->getName().starts_with("llvm.nvvm.barrier") ||
          Callee->getName() == "llvm.nvvm.bar.warp.sync");
}

/// The inline-assembly constraint of a floating-point register of \p Ty,
/// or none where NVPTX has no such constraint.
StringRef registerConstraint(const Type *Ty) {
  if (Ty->isFloatTy())
    return "f";
  if (Ty->isDoubleTy())
    return "d";
  return "";
}

/// Arithmetic that machine sinking would move past the barrier that ends
/// \p I's block: a floating-point computation, not memory, used only in
/// other blocks.
bool isSinkableResult(const Instruction &I) {
  if (I.mayReadOrWriteMemory() || isa<PHINode>(I) ||
      registerConstraint(I.getType()).empty() || I.use_empty())
    return false;
  return all_of(I.users(), [&](const User *U) {
    return cast<Instruction>(U)->getParent() != I.getParent();
  });
}

} // namespace

PreservedAnalyses
KeepResultsBeforeBarriersPass::run(Function &F, FunctionAnalysisManager &) {
  // NVPTX's machine sinking and ptxas's registers.
  if (!F.getParent()->getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  bool Changed = false;
  for (BasicBlock &BB : F) {
    // The last barrier of the block: what is computed before it and used
    // only in other blocks would be sunk past it.
    Instruction *Barrier = nullptr;
    for (Instruction &I : BB)
      if (isBarrier(I))
        Barrier = &I;
    if (!Barrier)
      continue;
    SmallVector<Instruction *, 32> Results;
    for (Instruction &I : BB) {
      if (&I == Barrier)
        break;
      if (isSinkableResult(I))
        Results.push_back(&I);
    }
    for (Instruction *Result : Results) {
      auto *Use = InlineAsm::get(
          FunctionType::get(Type::getVoidTy(F.getContext()),
                            {Result->getType()}, /*isVarArg=*/false),
          "", registerConstraint(Result->getType()), /*hasSideEffects=*/true);
      CallInst::Create(Use, {Result}, "", Barrier->getIterator());
      ++NumKept;
      Changed = true;
    }
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace scale
