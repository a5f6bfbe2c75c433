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

namespace {

/// The largest callee whose calls are marked, in instructions: a bound on
/// what one call may copy, far above the helpers that take local arrays
/// (grrt's rk5, with its Runge-Kutta step and six geodesic evaluations
/// inlined, has about 1,000).
constexpr unsigned MaxInstructions = 4000;

/// Whether one of \p Call's pointer arguments points into a local variable
/// of the calling function.
bool passesLocalVariable(const CallBase &Call) {
  for (const Value *Arg : Call.args())
    if (Arg->getType()->isPointerTy() &&
        isa<AllocaInst>(getUnderlyingObject(Arg)))
      return true;
  return false;
}

/// Whether \p F calls itself: inlining one level of a recursion leaves the
/// variable in memory below it.
bool callsItself(const Function &F) {
  return any_of(F.users(), [&](const User *U) {
    const auto *Call = dyn_cast<CallBase>(U);
    return Call && Call->getFunction() == &F;
  });
}

} // namespace

PreservedAnalyses InlineLocalArrayCallsPass::run(LazyCallGraph::SCC &Functions,
                                                 CGSCCAnalysisManager &,
                                                 LazyCallGraph &,
                                                 CGSCCUpdateResult &) {
  Function *F = getInlinableFunction(Functions);
  if (!F || F->isInterposable() ||
      F->getInstructionCount() > MaxInstructions || callsItself(*F))
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
