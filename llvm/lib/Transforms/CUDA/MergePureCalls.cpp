//===- MergePureCalls.cpp - One call per value of a pure function ---------===//
//
// See MergePureCalls.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/MergePureCalls.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

#include <map>

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-merge-pure-calls"

STATISTIC(NumCallsMerged, "Number of calls of pure functions merged with a "
                          "dominating call of the same arguments");

namespace {

/// Which functions compute their value from their arguments only.
class PurityOracle {
public:
  bool isPure(Function &F);

private:
  bool computePure(Function &F);
  bool isPureInstruction(Instruction &I, Function &F);
  static bool pointsInto(const Value *Ptr, const Function &F,
                         bool ConstantGlobals);

  enum class State { InProgress, Pure, Impure };
  DenseMap<Function *, State> Known;
};

bool PurityOracle::isPure(Function &F) {
  auto [It, Inserted] = Known.try_emplace(&F, State::InProgress);
  if (!Inserted)
    // In progress: recursion, taken as impure rather than solved as a
    // fixed point (libdevice's functions do not recurse).
    return It->second == State::Pure;
  bool Pure = computePure(F);
  Known[&F] = Pure ? State::Pure : State::Impure;
  return Pure;
}

bool PurityOracle::computePure(Function &F) {
  if (F.isDeclaration() || F.isInterposable() || F.isVarArg() ||
      F.getReturnType()->isVoidTy())
    return false;
  for (Instruction &I : instructions(F))
    if (!isPureInstruction(I, F))
      return false;
  return true;
}

/// Every object \p Ptr may point into is a local variable of \p F, or,
/// with \p ConstantGlobals, a constant global.
bool PurityOracle::pointsInto(const Value *Ptr, const Function &F,
                              bool ConstantGlobals) {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Ptr, Objects);
  return all_of(Objects, [&](const Value *Object) {
    if (auto *Local = dyn_cast<AllocaInst>(Object))
      return Local->getFunction() == &F;
    auto *Global = dyn_cast<GlobalVariable>(Object);
    return ConstantGlobals && Global && Global->isConstant();
  });
}

bool PurityOracle::isPureInstruction(Instruction &I, Function &F) {
  if (auto *Load = dyn_cast<LoadInst>(&I))
    return Load->isSimple() &&
           pointsInto(Load->getPointerOperand(), F, /*ConstantGlobals=*/true);
  if (auto *Store = dyn_cast<StoreInst>(&I))
    return Store->isSimple() &&
           pointsInto(Store->getPointerOperand(), F, /*ConstantGlobals=*/false);
  if (auto *Call = dyn_cast<CallInst>(&I)) {
    // Intrinsics and inline assembly (the CUDA headers' multiword
    // arithmetic) by their attributes: Clang marks assembly that is not
    // volatile and clobbers no memory as `memory(none)`.
    if (auto *Asm = dyn_cast<InlineAsm>(Call->getCalledOperand()))
      return !Asm->hasSideEffects() && Call->doesNotAccessMemory() &&
             !Call->isConvergent();
    if (auto *Intrinsic = dyn_cast<IntrinsicInst>(Call)) {
      if (Intrinsic->isLifetimeStartOrEnd())
        return true;
      return Intrinsic->doesNotAccessMemory() && !Intrinsic->isConvergent();
    }
    Function *Callee = Call->getCalledFunction();
    return Callee && Callee->getFunctionType() == Call->getFunctionType() &&
           isPure(*Callee);
  }
  // The rest: values (arithmetic, casts, GEPs, phis, local variables) and
  // control flow within the function.
  return !I.mayReadOrWriteMemory() && !I.mayHaveSideEffects() &&
         !isa<UnreachableInst>(I);
}

/// Merges the calls of pure functions in \p F; true when one was merged.
/// In reverse post-order, so that a call's dominators among the calls come
/// before it, and a call whose arguments were merged calls is looked up
/// with the merged values (`sin(sin(y))` twice: both calls merged).
bool mergeCalls(Function &F, PurityOracle &Oracle,
                FunctionAnalysisManager &FAM) {
  // The calls kept so far, by callee and arguments.
  std::map<SmallVector<Value *, 4>, SmallVector<CallInst *, 2>> Kept;
  DominatorTree *DT = nullptr;
  bool Changed = false;
  for (BasicBlock *Block : ReversePostOrderTraversal<Function *>(&F))
    for (Instruction &I : make_early_inc_range(*Block)) {
      auto *Call = dyn_cast<CallInst>(&I);
      Function *Callee = Call ? Call->getCalledFunction() : nullptr;
      if (!Callee || Callee->isIntrinsic() || !Oracle.isPure(*Callee))
        continue;
      SmallVector<Value *, 4> Key{Callee};
      Key.append(Call->arg_begin(), Call->arg_end());
      SmallVector<CallInst *, 2> &Same = Kept[Key];
      if (!Same.empty() && !DT)
        DT = &FAM.getResult<DominatorTreeAnalysis>(F);
      auto Dominating = find_if(
          Same, [&](CallInst *Earlier) { return DT->dominates(Earlier, Call); });
      if (Dominating == Same.end()) {
        Same.push_back(Call);
        continue;
      }
      Call->replaceAllUsesWith(*Dominating);
      Call->eraseFromParent();
      ++NumCallsMerged;
      Changed = true;
    }
  return Changed;
}

} // namespace

PreservedAnalyses MergePureCallsPass::run(Module &M,
                                          ModuleAnalysisManager &AM) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  auto &FAM = AM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  PurityOracle Oracle;
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    if (mergeCalls(F, Oracle, FAM)) {
      Changed = true;
      PreservedAnalyses Preserved;
      Preserved.preserveSet<CFGAnalyses>();
      FAM.invalidate(F, Preserved);
    }
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses Preserved;
  Preserved.preserveSet<CFGAnalyses>();
  return Preserved;
}
