//===- KeepResultsInBlock.cpp - Results kept where computed ---------------===//
//
// See KeepResultsInBlock.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/KeepResultsInBlock.h"
#include "scale/Transforms/CUDA/AddressArithmetic.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

#include <optional>

using namespace llvm;

#define DEBUG_TYPE "scale-keep-results-in-block"

STATISTIC(NumKept, "Number of results kept in their block");

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

/// The inline-assembly constraint of a register of \p Ty, or none where
/// the value is not kept (pointers: addresses are best recomputed where
/// used; predicates; vectors).
StringRef registerConstraint(const Type *Ty) {
  if (Ty->isFloatTy())
    return "f";
  if (Ty->isDoubleTy())
    return "d";
  if (Ty->isIntegerTy(16))
    return "h";
  if (Ty->isIntegerTy(32))
    return "r";
  if (Ty->isIntegerTy(64))
    return "l";
  return "";
}

/// An instruction machine sinking may move: not memory, not a phi, not
/// convergent (a shuffle, a vote).
bool isMovableArithmetic(const Instruction &I) {
  const auto *Call = dyn_cast<CallBase>(&I);
  return !I.mayReadOrWriteMemory() && !isa<PHINode>(I) && !I.isTerminator() &&
         !(Call && Call->isConvergent());
}

/// Whether machine sinking may move \p I out of its block, and doing so
/// would keep at least two values live where \p I's result alone is.
/// Machine sinking moves \p I towards the block that dominates its uses,
/// then each operand computed in the block whose only users have moved:
/// the values those instructions use from elsewhere, where nothing at or
/// after that block uses them, then live until there.
bool isSinkingCostly(const Instruction &I, const GPUAddressSpaces &Spaces,
                     const LoopInfo &Loops, const DominatorTree &DT) {
  if (!isMovableArithmetic(I) || I.use_empty() ||
      registerConstraint(I.getType()).empty())
    return false;
  const BasicBlock *Block = I.getParent();
  // Straight-line code only: kept in loops, results cost MAGMA's band
  // solvers spills (docs/addrspace-passes.md).
  if (Loops.getLoopFor(Block))
    return false;
  const BasicBlock *Target = nullptr;
  for (const Use &U : I.uses()) {
    const BasicBlock *Where = getUseBlock(U);
    // Used in its own block: not sunk.
    if (Where == Block || !DT.isReachableFromEntry(Where))
      return false;
    Target = Target ? DT.findNearestCommonDominator(Target, Where) : Where;
  }
  // Machine sinking does not move an instruction into a loop.
  if (Target == Block || Loops.getLoopFor(Target))
    return false;
  // The instructions that would move with I, in the order found.
  SmallVector<const Instruction *, 16> Moved = {&I};
  SmallPtrSet<const Instruction *, 16> IsMoved = {&I};
  auto UsedOnlyByMoved = [&](const Instruction &Def) {
    return all_of(Def.users(), [&](const User *U) {
      return IsMoved.contains(cast<Instruction>(U));
    });
  };
  for (unsigned Next = 0; Next != Moved.size(); ++Next)
    for (const Value *Operand : Moved[Next]->operands()) {
      const auto *Def = dyn_cast<Instruction>(Operand);
      if (Def && Def->getParent() == Block && isMovableArithmetic(*Def) &&
          !IsMoved.contains(Def) && UsedOnlyByMoved(*Def)) {
        Moved.push_back(Def);
        IsMoved.insert(Def);
      }
    }
  SmallPtrSet<const Value *, 8> Extended;
  for (const Instruction *M : Moved)
    for (const Value *Operand : M->operands()) {
      const auto *Def = dyn_cast<Instruction>(Operand);
      if (takesRegister(*Operand, Spaces) && !(Def && IsMoved.contains(Def)) &&
          none_of(Operand->uses(), [&](const Use &U) {
            return !IsMoved.contains(cast<Instruction>(U.getUser())) &&
                   DT.dominates(Target, getUseBlock(U));
          }))
        Extended.insert(Operand);
    }
  return Extended.size() >= 2;
}

} // namespace

PreservedAnalyses KeepResultsInBlockPass::run(Function &F,
                                              FunctionAnalysisManager &FAM) {
  // NVPTX's machine sinking and ptxas's registers.
  std::optional<GPUAddressSpaces> Spaces =
      GPUAddressSpaces::forModule(*F.getParent());
  if (!Spaces || !Spaces->isNVPTX())
    return PreservedAnalyses::all();
  const LoopInfo &Loops = FAM.getResult<LoopAnalysis>(F);
  const DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  bool Changed = false;
  for (BasicBlock &BB : F) {
    SmallVector<Instruction *, 32> Results;
    for (Instruction &I : BB)
      if (isSinkingCostly(I, *Spaces, Loops, DT))
        Results.push_back(&I);
    for (Instruction *Result : Results) {
      // Before the first barrier after the result, else before the
      // terminator: instruction selection may schedule the result anywhere
      // before its use.
      Instruction *Where = BB.getTerminator();
      for (Instruction *Next = Result->getNextNode(); Next != Where;
           Next = Next->getNextNode())
        if (isBarrier(*Next)) {
          Where = Next;
          break;
        }
      auto *Use = InlineAsm::get(
          FunctionType::get(Type::getVoidTy(F.getContext()),
                            {Result->getType()}, /*isVarArg=*/false),
          "", registerConstraint(Result->getType()), /*hasSideEffects=*/true);
      CallInst::Create(Use, {Result}, "", Where->getIterator());
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
