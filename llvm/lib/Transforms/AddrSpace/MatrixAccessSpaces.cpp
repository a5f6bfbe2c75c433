//===- MatrixAccessSpaces.cpp - WMMA loads and stores in their space ------===//

#include "scale/Transforms/AddrSpace/MatrixAccessSpaces.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"

using namespace llvm;

#define DEBUG_TYPE "scale-matrix-access-spaces"

STATISTIC(NumMatrixAccesses,
          "Number of WMMA loads and stores given the space of their pointer");

namespace scale {

bool isMatrixAccess(const CallInst &Call) {
  const Function *Callee = Call.getCalledFunction();
  if (!Callee || !Callee->isIntrinsic() || Call.arg_size() == 0 ||
      !Call.getArgOperand(0)->getType()->isPointerTy())
    return false;
  StringRef Name = Callee->getName();
  // llvm.nvvm.wmma.SHAPE.{load,store}.FRAGMENT.LAYOUT[.stride].TYPE.pN;
  // the matrix multiplications (.mma.) take no pointer.
  return Name.consume_front("llvm.nvvm.wmma.") &&
         (Name.contains(".load.") || Name.contains(".store."));
}

PreservedAnalyses MatrixAccessSpacesPass::run(Function &F,
                                              FunctionAnalysisManager &) {
  std::optional<GPUAddressSpaces> Spaces =
      GPUAddressSpaces::forModule(*F.getParent());
  if (!Spaces || !Spaces->isNVPTX() || F.isDeclaration())
    return PreservedAnalyses::all();
  PointerSpaceAnalysis Analysis(*Spaces);
  bool Changed = false;
  for (Instruction &I : make_early_inc_range(instructions(F))) {
    auto *Call = dyn_cast<CallInst>(&I);
    if (!Call || !isMatrixAccess(*Call))
      continue;
    Value *Ptr = Call->getArgOperand(0);
    if (Ptr->getType()->getPointerAddressSpace() != Spaces->generic())
      continue;
    PointerSpace Space = Analysis.spaceOf(Ptr);
    // wmma.load and wmma.store have .global and .shared forms only.
    if (!Space.isNamed() || (Space.addressSpace() != Spaces->global() &&
                             Space.addressSpace() != Spaces->shared()))
      continue;
    IRBuilder<> B(Call);
    Value *Named = pointerInSpace(B, Ptr, Space.addressSpace());
    SmallVector<Value *, 10> Operands{Named};
    SmallVector<Type *, 10> OperandTypes{Named->getType()};
    for (unsigned Index = 1; Index != Call->arg_size(); ++Index) {
      Operands.push_back(Call->getArgOperand(Index));
      OperandTypes.push_back(Call->getArgOperand(Index)->getType());
    }
    Function *Callee = Intrinsic::getOrInsertDeclaration(
        F.getParent(), Call->getCalledFunction()->getIntrinsicID(),
        Call->getType(), OperandTypes);
    CallInst *Access = B.CreateCall(Callee, Operands);
    Access->copyMetadata(*Call);
    replaceAccess(*Call, *Access, Ptr);
    ++NumMatrixAccesses;
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace scale
