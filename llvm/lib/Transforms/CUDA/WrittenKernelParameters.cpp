//===- WrittenKernelParameters.cpp - kernel structs the kernel writes -----===//
//
// See WrittenKernelParameters.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/WrittenKernelParameters.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-written-kernel-parameters"

STATISTIC(NumParametersCopied,
          "Number of written by-value kernel parameters copied into allocas");

namespace {

/// How a kernel's by-value argument is used.
enum class ArgumentUse {
  ReadOnly, ///< loads and copies from it only: ld.param, nothing to do
  Written,  ///< written, every access at a constant offset: copy it
  Other,    ///< its address goes elsewhere, or a variable indexes it
};

/// Classifies the uses of \p Arg, following the pointers derived from it.
ArgumentUse classify(Argument &Arg) {
  bool Written = false;
  SmallVector<Value *, 8> Worklist{&Arg};
  while (!Worklist.empty()) {
    Value *Ptr = Worklist.pop_back_val();
    for (Use &U : Ptr->uses()) {
      auto *User = U.getUser();
      if (auto *GEP = dyn_cast<GetElementPtrInst>(User)) {
        if (!GEP->hasAllConstantIndices())
          return ArgumentUse::Other;
        Worklist.push_back(GEP);
      } else if (auto *Load = dyn_cast<LoadInst>(User)) {
        if (Load->isVolatile())
          return ArgumentUse::Other;
      } else if (auto *Store = dyn_cast<StoreInst>(User)) {
        // Storing the address itself lets it escape.
        if (U.getOperandNo() != StoreInst::getPointerOperandIndex() ||
            Store->isVolatile())
          return ArgumentUse::Other;
        Written = true;
      } else if (auto *Memory = dyn_cast<MemIntrinsic>(User)) {
        if (Memory->isVolatile() || !isa<ConstantInt>(Memory->getLength()))
          return ArgumentUse::Other;
        if (U.getOperandNo() == 0) // the destination
          Written = true;
      } else if (auto *Intrinsic = dyn_cast<IntrinsicInst>(User)) {
        if (!Intrinsic->isLifetimeStartOrEnd())
          return ArgumentUse::Other;
      } else {
        return ArgumentUse::Other;
      }
    }
  }
  return Written ? ArgumentUse::Written : ArgumentUse::ReadOnly;
}

/// Gives \p Arg an alloca that takes its uses, filled from it at entry.
void copyIntoAlloca(Argument &Arg) {
  Function &F = *Arg.getParent();
  const DataLayout &DL = F.getDataLayout();
  Type *Struct = Arg.getParamByValType();
  Align Alignment = Arg.getParamAlign().value_or(DL.getABITypeAlign(Struct));
  IRBuilder<> Builder(&*F.getEntryBlock().getFirstInsertionPt());
  AllocaInst *Copy = Builder.CreateAlloca(Struct, DL.getAllocaAddrSpace(),
                                          nullptr, Arg.getName() + ".copy");
  Copy->setAlignment(Alignment);
  CallInst *Fill = Builder.CreateMemCpy(Copy, Alignment, &Arg, Alignment,
                                        DL.getTypeAllocSize(Struct));
  Arg.replaceUsesWithIf(Copy, [Fill](Use &U) { return U.getUser() != Fill; });
  // The kernel now only reads the parameter.
  Arg.removeAttr(Attribute::Initializes);
  Arg.removeAttr(Attribute::WriteOnly);
  ++NumParametersCopied;
}

} // namespace

PreservedAnalyses WrittenKernelParametersPass::run(Function &F,
                                                   FunctionAnalysisManager &) {
  const Module &M = *F.getParent();
  if (!M.getTargetTriple().isNVPTX() || F.isDeclaration())
    return PreservedAnalyses::all();
  std::optional<GPUAddressSpaces> Spaces = GPUAddressSpaces::forModule(M);
  if (!Spaces || !Spaces->isKernel(F))
    return PreservedAnalyses::all();
  bool Changed = false;
  for (Argument &Arg : F.args()) {
    if (!Arg.hasByValAttr() || classify(Arg) != ArgumentUse::Written)
      continue;
    copyIntoAlloca(Arg);
    Changed = true;
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}
