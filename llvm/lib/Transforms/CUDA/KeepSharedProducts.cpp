//===- KeepSharedProducts.cpp - Products with other uses are not fused ----===//
//
// See KeepSharedProducts.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/KeepSharedProducts.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"

using namespace llvm;

#define DEBUG_TYPE "scale-keep-shared-products"

STATISTIC(NumKept, "Number of products kept out of FMA fusion");

namespace scale {

namespace {

/// An addition or subtraction that the DAG combiner may fuse with a
/// product it takes as an operand: one that allows contraction, which
/// Clang marks on every operation under -ffp-contract=fast and on none
/// under nvcc's --fmad=false.
bool isFusableAddition(const User *U) {
  const auto *Op = dyn_cast<BinaryOperator>(U);
  return Op && Op->hasAllowContract() &&
         (Op->getOpcode() == Instruction::FAdd ||
          Op->getOpcode() == Instruction::FSub);
}

} // namespace

PreservedAnalyses KeepSharedProductsPass::run(Function &F,
                                              FunctionAnalysisManager &) {
  // NVPTX's fusion and ptxas's registers; other targets decide for
  // themselves.
  if (!F.getParent()->getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  SmallVector<BinaryOperator *, 16> Products;
  for (Instruction &I : instructions(F)) {
    auto *Product = dyn_cast<BinaryOperator>(&I);
    if (!Product || Product->getOpcode() != Instruction::FMul ||
        !Product->getType()->isFloatingPointTy())
      continue;
    if (any_of(Product->users(), isFusableAddition) &&
        !all_of(Product->users(), isFusableAddition))
      Products.push_back(Product);
  }
  for (BinaryOperator *Product : Products) {
    IRBuilder<> Builder(Product->getNextNode());
    Value *Fenced = Builder.CreateArithmeticFence(
        Product, Product->getType(), Product->getName() + ".kept");
    Product->replaceUsesWithIf(Fenced, [&](Use &U) {
      return U.getUser() != Fenced && isFusableAddition(U.getUser());
    });
    ++NumKept;
  }
  if (Products.empty())
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace scale
