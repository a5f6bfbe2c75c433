//===- InlineSingleCallers.cpp - functions called once go inline ----------===//
//
// See InlineSingleCallers.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/InlineSingleCallers.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;
using namespace scale;

namespace {

/// Whether F's one use is a direct call from another function that may
/// inline it, so that inlining it there removes F.
bool hasOneInlinableCall(const Function &F) {
  if (!F.hasOneUse())
    return false;
  const CallBase *Call = inlinableCall(*F.use_begin());
  return Call && Call->getFunction() != &F;
}

} // namespace

CallBase *scale::inlinableCall(const Use &U) {
  auto *Call = dyn_cast<CallBase>(U.getUser());
  if (!Call || !Call->isCallee(&U) || Call->isNoInline() ||
      Call->getFunction()->hasOptNone())
    return nullptr;
  return Call;
}

Function *scale::getInlinableFunction(LazyCallGraph::SCC &Functions) {
  if (Functions.size() != 1)
    return nullptr;
  Function &F = Functions.begin()->getFunction();
  if (F.isDeclaration() || F.hasFnAttribute(Attribute::NoInline) ||
      F.hasFnAttribute(Attribute::AlwaysInline) || F.hasOptNone())
    return nullptr;
  return &F;
}

PreservedAnalyses InlineSingleCallersPass::run(LazyCallGraph::SCC &Functions,
                                               CGSCCAnalysisManager &,
                                               LazyCallGraph &,
                                               CGSCCUpdateResult &) {
  // A function with one caller that calls itself has two uses.
  Function *F = getInlinableFunction(Functions);
  if (!F || !F->hasLocalLinkage() || !hasOneInlinableCall(*F))
    return PreservedAnalyses::all();
  // Only the inliner reads the attribute, and it keeps no analysis of it.
  F->addFnAttr(Attribute::AlwaysInline);
  return PreservedAnalyses::all();
}
