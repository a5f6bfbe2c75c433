//===- InlineKernelStackCalls.cpp - calls given a kernel's stack inline ---===//
//
// See InlineKernelStackCalls.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/InlineKernelStackCalls.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"
#include "scale/Transforms/CUDA/InlineDeviceCalls.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/InlineCost.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-inline-kernel-stack-calls"

STATISTIC(NumInlined, "Number of calls given a kernel's stack memory inlined");

namespace {

/// Whether one of \p Call's pointer arguments points into the stack frame
/// of the kernel that makes the call: a local variable, or a by-value
/// parameter, which NVPTXLowerArgs copies into the frame for the call (a
/// `__grid_constant__` parameter is given to calls as a pointer into the
/// parameter space, not copied).
bool passesStackMemory(const CallBase &Call) {
  return passesLocalVariable(Call) || any_of(Call.args(), [](const Value *Arg) {
           const auto *Param = dyn_cast<Argument>(getUnderlyingObject(Arg));
           return Arg->getType()->isPointerTy() && Param &&
                  Param->hasByValAttr() &&
                  !Param->hasAttribute("nvvm.grid_constant");
         });
}

/// Whether \p Call's callee may be inlined here: InlineDeviceCalls'
/// bounds (its size, no recursion), and not `noinline`.
bool mayInline(const CallBase &Call) {
  const Function *Callee = Call.getCalledFunction();
  return Callee && !Callee->isDeclaration() && !Callee->isInterposable() &&
         !Call.isNoInline() &&
         Callee->getInstructionCount() <= maxInlinedCalleeInstructions() &&
         !callsItself(*Callee);
}

/// Inlines \p Kernel's calls given its stack memory, and those of the
/// inlined bodies that are; whether one was inlined.
bool inlineStackCalls(Function &Kernel) {
  // As the inliner's history: each call brought by inlining remembers the
  // callee whose body brought it, so that a call of a function already
  // inlined on its way (mutual recursion) is not inlined again.
  struct Inlined {
    const Function *Callee;
    int Parent;
  };
  SmallVector<Inlined, 8> History;
  auto onTheWay = [&History](const Function *Callee, int Entry) {
    for (; Entry >= 0; Entry = History[Entry].Parent)
      if (History[Entry].Callee == Callee)
        return true;
    return false;
  };
  SmallVector<std::pair<CallBase *, int>, 8> Worklist;
  for (Instruction &I : instructions(Kernel))
    if (auto *Call = dyn_cast<CallBase>(&I); Call && passesStackMemory(*Call))
      Worklist.push_back({Call, -1});
  bool Changed = false;
  while (!Worklist.empty()) {
    auto [Call, Entry] = Worklist.pop_back_val();
    Function *Callee = Call->getCalledFunction();
    if (!mayInline(*Call) || onTheWay(Callee, Entry) ||
        !isInlineViable(*Callee).isSuccess())
      continue;
    InlineFunctionInfo Info;
    if (!InlineFunction(*Call, Info).isSuccess())
      continue;
    ++NumInlined;
    Changed = true;
    History.push_back({Callee, Entry});
    int NewEntry = History.size() - 1;
    for (CallBase *Brought : Info.InlinedCallSites)
      if (passesStackMemory(*Brought))
        Worklist.push_back({Brought, NewEntry});
  }
  return Changed;
}

} // namespace

PreservedAnalyses InlineKernelStackCallsPass::run(Module &M,
                                                  ModuleAnalysisManager &AM) {
  std::optional<GPUAddressSpaces> Spaces = GPUAddressSpaces::forModule(M);
  if (!Spaces || !Spaces->isNVPTX())
    return PreservedAnalyses::all();
  FunctionAnalysisManager &FAM =
      AM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration() || F.hasOptNone() || !Spaces->isKernel(F) ||
        !inlineStackCalls(F))
      continue;
    Changed = true;
    FAM.invalidate(F, PreservedAnalyses::none());
    // What the inliner's walk runs on a function after inlining into it:
    // SROA makes the variables and the parameter's copies values.
    FunctionPassManager Simplify;
    Simplify.addPass(SROAPass(SROAOptions::ModifyCFG));
    Simplify.addPass(EarlyCSEPass(/*UseMemorySSA=*/true));
    Simplify.addPass(InstCombinePass());
    Simplify.addPass(SimplifyCFGPass());
    Simplify.run(F, FAM);
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
