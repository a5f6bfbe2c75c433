//===- InlineLocalArrayCalls.cpp - calls given local arrays go inline -----===//
//
// See InlineLocalArrayCalls.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/InlineLocalArrayCalls.h"
#include "scale/Transforms/CUDA/InlineSingleCallers.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-inline-local-array-calls"

STATISTIC(NumMarked, "Number of calls given a local variable marked inline");

bool scale::passesLocalVariable(const CallBase &Call) {
  for (const Value *Arg : Call.args())
    if (Arg->getType()->isPointerTy() &&
        isa<AllocaInst>(getUnderlyingObject(Arg)))
      return true;
  return false;
}

bool scale::callsItself(const Function &F) {
  return any_of(F.users(), [&](const User *U) {
    const auto *Call = dyn_cast<CallBase>(U);
    return Call && Call->getFunction() == &F;
  });
}

PreservedAnalyses InlineLocalArrayCallsPass::run(LazyCallGraph::SCC &Functions,
                                                 CGSCCAnalysisManager &,
                                                 LazyCallGraph &,
                                                 CGSCCUpdateResult &) {
  Function *F = getInlinableFunction(Functions);
  if (!F || F->isInterposable() ||
      F->getInstructionCount() > MaxLocalVariableCalleeInstructions ||
      callsItself(*F))
    return PreservedAnalyses::all();
  for (Use &U : F->uses()) {
    auto *Call = dyn_cast<CallBase>(U.getUser());
    if (!Call || !Call->isCallee(&U) || Call->isNoInline() ||
        Call->hasFnAttr(Attribute::AlwaysInline))
      continue;
    const Function *Caller = Call->getFunction();
    if (Caller->hasOptNone() || !passesLocalVariable(*Call))
      continue;
    // Only the inliner reads the attribute, and it keeps no analysis of it.
    Call->addFnAttr(Attribute::AlwaysInline);
    ++NumMarked;
  }
  return PreservedAnalyses::all();
}
