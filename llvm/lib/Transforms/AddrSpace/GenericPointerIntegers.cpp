//===- GenericPointerIntegers.cpp - Pointers' integers are generic --------===//
//
// See GenericPointerIntegers.h.
//
//   %i = ptrtoint ptr addrspace(3) %p to i64
//     becomes
//   %g = addrspacecast ptr addrspace(3) %p to ptr
//   %i = ptrtoint ptr %g to i64
//
//   %p = inttoptr i64 %i to ptr addrspace(3)
//     becomes
//   %g = inttoptr i64 %i to ptr
//   %p = addrspacecast ptr %g to ptr addrspace(3)
//
// and likewise inside the constant expressions that instructions use
// (`ptrtoint (ptr addrspace(3) @smem to i64)` of an extern __shared__ array).
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/AddrSpace/GenericPointerIntegers.h"
#include "scale/AddrSpaceModel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace scale;
using scale::AddrSpace;

#define DEBUG_TYPE "scale-generic-pointer-integers"

STATISTIC(NumConversions, "Number of integer conversions made generic");

namespace {

class Rewriter {
public:
  Rewriter(ArrayRef<unsigned> Spaces, LLVMContext &Context)
      : Spaces(Spaces), Generic(PointerType::get(Context, 0)) {}

  bool run(Function &F);

private:
  bool isConvertedSpace(Type *Ty) const {
    auto *Pointer = dyn_cast<PointerType>(Ty->getScalarType());
    return Pointer && !Ty->isVectorTy() &&
           is_contained(Spaces, Pointer->getAddressSpace());
  }
  /// `addrspacecast` from generic: the program asked for the space's value.
  static bool isCastFromGeneric(const Value *V) {
    const auto *Cast = dyn_cast<AddrSpaceCastOperator>(V);
    return Cast && Cast->getSrcAddressSpace() == 0;
  }
  /// Every use casts the pointer to generic: the program asked for the
  /// integer to be the space's value.
  static bool onlyCastToGeneric(const Value *V) {
    return !V->use_empty() && all_of(V->users(), [](const User *U) {
      const auto *Cast = dyn_cast<AddrSpaceCastOperator>(U);
      return Cast && Cast->getDestAddressSpace() == 0;
    });
  }
  Constant *rewrite(Constant *C);

  ArrayRef<unsigned> Spaces;
  PointerType *Generic;
  DenseMap<Constant *, Constant *> Rewritten;
};

Constant *Rewriter::rewrite(Constant *C) {
  auto *Expression = dyn_cast<ConstantExpr>(C);
  if (!Expression)
    return C;
  auto Known = Rewritten.find(C);
  if (Known != Rewritten.end())
    return Known->second;
  SmallVector<Constant *, 4> Operands;
  bool Changed = false;
  for (Use &Operand : Expression->operands()) {
    Constant *New = rewrite(cast<Constant>(Operand.get()));
    Changed |= New != Operand.get();
    Operands.push_back(New);
  }
  Constant *Result = Changed ? Expression->getWithOperands(Operands) : C;
  if (auto *Integer = dyn_cast<ConstantExpr>(Result);
      Integer && Integer->getOpcode() == Instruction::PtrToInt &&
      isConvertedSpace(Integer->getOperand(0)->getType()) &&
      !isCastFromGeneric(Integer->getOperand(0))) {
    Result = ConstantExpr::getPtrToInt(
        ConstantExpr::getAddrSpaceCast(Integer->getOperand(0), Generic),
        Integer->getType());
    ++NumConversions;
  }
  Rewritten[C] = Result;
  return Result;
}

bool Rewriter::run(Function &F) {
  bool Changed = false;
  SmallVector<Instruction *, 16> ToInteger, ToPointer;
  for (Instruction &I : instructions(F)) {
    if (auto *Integer = dyn_cast<PtrToIntInst>(&I)) {
      if (isConvertedSpace(Integer->getPointerOperand()->getType()) &&
          !isCastFromGeneric(Integer->getPointerOperand()))
        ToInteger.push_back(Integer);
    } else if (auto *Pointer = dyn_cast<IntToPtrInst>(&I)) {
      if (isConvertedSpace(Pointer->getType()) && !onlyCastToGeneric(Pointer))
        ToPointer.push_back(Pointer);
    }
    for (Use &Operand : I.operands())
      if (auto *C = dyn_cast<ConstantExpr>(Operand.get()))
        if (Constant *New = rewrite(C); New != C) {
          Operand.set(New);
          Changed = true;
        }
  }
  for (Instruction *I : ToInteger) {
    IRBuilder<> Builder(I);
    Value *Address = Builder.CreateAddrSpaceCast(I->getOperand(0), Generic);
    I->setOperand(0, Address);
    ++NumConversions;
  }
  for (Instruction *I : ToPointer) {
    IRBuilder<> Builder(I);
    Value *Address = Builder.CreateIntToPtr(I->getOperand(0), Generic);
    Value *Cast = Builder.CreateAddrSpaceCast(Address, I->getType());
    Cast->takeName(I);
    I->replaceAllUsesWith(Cast);
    I->eraseFromParent();
    ++NumConversions;
  }
  return Changed || !ToInteger.empty() || !ToPointer.empty();
}

} // namespace

PreservedAnalyses GenericPointerIntegersPass::run(Function &F,
                                                  FunctionAnalysisManager &) {
  const Triple Target(F.getParent()->getTargetTriple());
  if (F.isDeclaration() || !Target.isNVPTX())
    return PreservedAnalyses::all();
  SmallVector<unsigned, 4> Spaces;
  for (AddrSpace Space : AllAddrSpaces)
    if (unsigned Number = llvmAddressSpace(Space, Target))
      Spaces.push_back(Number);
  Rewriter R(Spaces, F.getContext());
  if (!R.run(F))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}
