//===- BackEdgeBranches.cpp - Loop latches that branch back on true -------===//

#include "scale/Transforms/CUDA/BackEdgeBranches.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

#define DEBUG_TYPE "scale-back-edge-branches"

STATISTIC(NumInverted, "Number of loop latches made to branch back on true");

namespace scale {

namespace {

/// Makes \p Latch of \p L branch to the header on true where it branches to
/// an exit on true and back on false; returns whether it did.
bool branchBackOnTrue(Loop &L, BasicBlock &Latch) {
  auto *Branch = dyn_cast<BranchInst>(Latch.getTerminator());
  if (!Branch || !Branch->isConditional() ||
      Branch->getSuccessor(1) != L.getHeader() ||
      L.contains(Branch->getSuccessor(0)))
    return false;
  Value *Condition = Branch->getCondition();
  auto *Compare = dyn_cast<CmpInst>(Condition);
  if (Compare && Compare->hasOneUse()) {
    Compare->setPredicate(Compare->getInversePredicate());
  } else {
    IRBuilder<> Builder(Branch);
    Branch->setCondition(
        Builder.CreateNot(Condition, Condition->getName() + ".back"));
  }
  Branch->swapSuccessors();
  ++NumInverted;
  return true;
}

} // namespace

PreservedAnalyses BackEdgeBranchesPass::run(Function &F,
                                            FunctionAnalysisManager &FAM) {
  if (!F.getParent()->getTargetTriple().isNVPTX() || F.isDeclaration())
    return PreservedAnalyses::all();
  bool Changed = false;
  SmallVector<BasicBlock *, 4> Latches;
  for (Loop *L : FAM.getResult<LoopAnalysis>(F).getLoopsInPreorder()) {
    Latches.clear();
    L->getLoopLatches(Latches);
    for (BasicBlock *Latch : Latches)
      Changed |= branchBackOnTrue(*L, *Latch);
  }
  if (!Changed)
    return PreservedAnalyses::all();
  // The edges are the same; only their order in the terminators changed.
  PreservedAnalyses Preserved;
  Preserved.preserveSet<CFGAnalyses>();
  return Preserved;
}

} // namespace scale
