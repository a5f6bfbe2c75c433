//===- InlineDeviceCalls.cpp - device calls go inline as nvcc's -----------===//
//
// See InlineDeviceCalls.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/InlineDeviceCalls.h"
#include "scale/Transforms/CUDA/InlineSingleCallers.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-inline-device-calls"

STATISTIC(NumMarked, "Number of device calls marked inline");

static cl::opt<unsigned> MaxCalleeInstructions(
    "scale-inline-max-callee-instructions",
    cl::desc("Largest device function, in instructions after its own "
             "inlining, whose every call is inlined (0: none)"),
    cl::init(16000), cl::Hidden);

unsigned scale::maxInlinedCalleeInstructions() { return MaxCalleeInstructions; }

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

PreservedAnalyses InlineDeviceCallsPass::run(LazyCallGraph::SCC &Functions,
                                             CGSCCAnalysisManager &,
                                             LazyCallGraph &,
                                             CGSCCUpdateResult &) {
  Function *F = getInlinableFunction(Functions);
  if (!F || F->isInterposable() ||
      F->getInstructionCount() > MaxCalleeInstructions || callsItself(*F))
    return PreservedAnalyses::all();
  for (Use &U : F->uses()) {
    CallBase *Call = inlinableCall(U);
    if (!Call || Call->hasFnAttr(Attribute::AlwaysInline))
      continue;
    // Only the inliner reads the attribute, and it keeps no analysis of it.
    Call->addFnAttr(Attribute::AlwaysInline);
    ++NumMarked;
  }
  return PreservedAnalyses::all();
}
