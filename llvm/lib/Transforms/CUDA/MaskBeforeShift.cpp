//===- MaskBeforeShift.cpp - Masks applied before constant shifts ---------===//

#include "scale/Transforms/CUDA/MaskBeforeShift.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

#define DEBUG_TYPE "scale-mask-before-shift"

STATISTIC(NumMoved, "Number of masks moved before their shift");

namespace scale {

namespace {

/// An operation that ptxas merges with a mask into one LOP3.
bool isLogicOperation(const Value *V) {
  const auto *Op = dyn_cast<BinaryOperator>(V);
  if (!Op || !Op->hasOneUse())
    return false;
  switch (Op->getOpcode()) {
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor:
    return true;
  default:
    return false;
  }
}

/// Rewrites \p Mask, `and (shift X, C), M`, with the mask first; returns
/// whether it did.
bool moveMask(BinaryOperator &Mask) {
  Value *Shift = nullptr, *Operand = nullptr;
  const APInt *Amount = nullptr, *Bits = nullptr;
  if (!match(&Mask, m_And(m_Value(Shift), m_APInt(Bits))) ||
      !Shift->hasOneUse() ||
      !match(Shift, m_CombineOr(m_LShr(m_Value(Operand), m_APInt(Amount)),
                                m_Shl(m_Value(Operand), m_APInt(Amount)))) ||
      !isLogicOperation(Operand) || Amount->uge(Bits->getBitWidth()))
    return false;
  bool Right = cast<BinaryOperator>(Shift)->getOpcode() == Instruction::LShr;
  unsigned By = Amount->getZExtValue();
  // The mask as it applies before the shift: its bits that the shift would
  // drop are dropped with it.
  APInt Moved = Right ? Bits->shl(By) : Bits->lshr(By);
  if (Moved.isZero() || Moved.isAllOnes())
    return false; // InstCombine folds these; nothing to merge
  IRBuilder<> Builder(&Mask);
  Value *Masked = Builder.CreateAnd(
      Operand, ConstantInt::get(Operand->getType(), Moved),
      Mask.getName() + ".first");
  Value *Shifted = Right ? Builder.CreateLShr(Masked, By)
                         : Builder.CreateShl(Masked, By);
  Shifted->takeName(&Mask);
  Mask.replaceAllUsesWith(Shifted);
  Mask.eraseFromParent();
  cast<Instruction>(Shift)->eraseFromParent();
  ++NumMoved;
  return true;
}

} // namespace

PreservedAnalyses MaskBeforeShiftPass::run(Function &F,
                                           FunctionAnalysisManager &) {
  if (!F.getParent()->getTargetTriple().isNVPTX() || F.isDeclaration())
    return PreservedAnalyses::all();
  // A rewrite erases the mask and the shift before it, and inserts before
  // the mask: the walk has passed all of them.
  bool Changed = false;
  for (Instruction &I : make_early_inc_range(instructions(F)))
    if (I.getOpcode() == Instruction::And)
      Changed |= moveMask(cast<BinaryOperator>(I));
  PreservedAnalyses Preserved = PreservedAnalyses::all();
  if (Changed) {
    Preserved = PreservedAnalyses();
    Preserved.preserveSet<CFGAnalyses>();
  }
  return Preserved;
}

} // namespace scale
