//===- ReductionOrder.cpp - Reductions combined as their terms appear -----===//

#include "scale/Transforms/CUDA/ReductionOrder.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"

#include <tuple>

using namespace llvm;

#define DEBUG_TYPE "scale-reduction-order"

STATISTIC(NumReordered, "Number of reductions rebuilt in term order");

namespace scale {

namespace {

bool isReassociable(const BinaryOperator &Op) {
  switch (Op.getOpcode()) {
  case Instruction::Add:
  case Instruction::Mul:
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor:
    return Op.getType()->isIntOrIntVectorTy();
  default:
    return false;
  }
}

/// An inner node of \p Root's tree: the same operation, in the same block,
/// used only by the tree.
bool isInnerNode(const Value *V, const BinaryOperator &Root) {
  const auto *Op = dyn_cast<BinaryOperator>(V);
  return Op && Op->getOpcode() == Root.getOpcode() &&
         Op->getParent() == Root.getParent() && Op->hasOneUse();
}

/// Whether \p Op is the root of its tree: not itself an inner node of the
/// operation that uses it.
bool isRoot(const BinaryOperator &Op) {
  if (!isReassociable(Op))
    return false;
  if (!Op.hasOneUse())
    return true;
  const auto *User = dyn_cast<BinaryOperator>(*Op.user_begin());
  return !User || User->getOpcode() != Op.getOpcode() ||
         User->getParent() != Op.getParent();
}

class FunctionReductions {
  const DominatorTree &DT;
  const LoopInfo &LI;
  /// Each instruction's index in its block; a block that a rebuilt chain
  /// changed is numbered again when next asked.
  mutable DenseMap<const Instruction *, unsigned> Position;
  mutable SmallPtrSet<const BasicBlock *, 8> Changed;

  void number(const BasicBlock &Block) const {
    unsigned Index = 0;
    for (const Instruction &I : Block)
      Position[&I] = Index++;
  }

  unsigned position(const Instruction &I) const {
    if (Changed.erase(I.getParent()))
      number(*I.getParent());
    return Position.lookup(&I);
  }

  /// Where the chain may place an operation right after \p Term: in its
  /// block, which dominates the root's (every term of a use there does),
  /// when that block is in the root's loop (elsewhere in the loop nest the
  /// operation would move into or out of a loop) and the term is not a
  /// terminator (callbr).
  bool isPlaceable(Value *Term, const BasicBlock &RootBlock) const {
    auto *I = dyn_cast<Instruction>(Term);
    return I && LI.getLoopFor(I->getParent()) == LI.getLoopFor(&RootBlock) &&
           I->getInsertionPointAfterDef();
  }

  /// The order of the terms: arguments and globals first, then the
  /// placeable terms down the dominator tree and through their blocks,
  /// constants last. The blocks of the placeable terms all dominate the
  /// root's, so they lie on one path of the dominator tree.
  std::tuple<unsigned, unsigned, unsigned> key(const Value *Term) const {
    if (isa<Constant>(Term))
      return {2, 0, 0};
    const auto *I = dyn_cast<Instruction>(Term);
    if (!I)
      return {0, 0, 0};
    return {1, DT.getNode(I->getParent())->getLevel(), position(*I)};
  }

public:
  FunctionReductions(Function &F, const DominatorTree &DT, const LoopInfo &LI)
      : DT(DT), LI(LI) {
    for (const BasicBlock &Block : F)
      number(Block);
  }

  bool rebuild(BinaryOperator &Root) {
    SmallVector<Value *, 32> Terms;
    SmallVector<BinaryOperator *, 32> Nodes{&Root};
    for (unsigned Next = 0; Next != Nodes.size(); ++Next)
      for (Value *Operand : Nodes[Next]->operands()) {
        if (isInnerNode(Operand, Root))
          Nodes.push_back(cast<BinaryOperator>(Operand));
        else
          Terms.push_back(Operand);
      }
    // Only terms that the tree alone uses die where they are combined; a
    // term used elsewhere too stays live, and combining it early only
    // makes the partial result live longer (CUB's scans: every prefix is
    // also stored).
    if (count_if(Terms, [](const Value *Term) {
          return !isa<Constant>(Term) && Term->hasOneUse();
        }) < ReductionOrderPass::MinTerms)
      return false;
    BasicBlock &RootBlock = *Root.getParent();
    if (!DT.isReachableFromEntry(&RootBlock))
      return false;
    for (Value *Term : Terms)
      if (isa<Instruction>(Term) && !isPlaceable(Term, RootBlock))
        return false;
    // The terms in the order they were found are the tree's, root first:
    // their definitions decide instead, ties (arguments, constants) in the
    // order found.
    SmallVector<std::pair<std::tuple<unsigned, unsigned, unsigned>, unsigned>,
                32>
        Order;
    for (unsigned I = 0; I != Terms.size(); ++I)
      Order.push_back({key(Terms[I]), I});
    llvm::sort(Order);
    // Each operation goes right after its term, or after the operation
    // before it where the term was there first. Before the first
    // instruction term, operations on arguments start its block.
    BasicBlock::iterator Next = RootBlock.getFirstInsertionPt();
    for (const auto &[Key, Index] : Order)
      if (auto *I = dyn_cast<Instruction>(Terms[Index])) {
        Next = I->getParent()->getFirstInsertionPt();
        break;
      }
    Value *Chain = nullptr;
    std::tuple<unsigned, unsigned, unsigned> Anchor{0, 0, 0};
    for (const auto &[Key, Index] : Order) {
      Value *Term = Terms[Index];
      if (auto *I = dyn_cast<Instruction>(Term); I && Key > Anchor) {
        Anchor = Key;
        Next = *I->getInsertionPointAfterDef();
      }
      if (!Chain) {
        Chain = Term;
        continue;
      }
      auto *Op = BinaryOperator::Create(Root.getOpcode(), Chain, Term,
                                        Root.getName() + ".ordered");
      Op->insertBefore(Next);
      Op->setDebugLoc(Root.getDebugLoc());
      Changed.insert(Op->getParent());
      Chain = Op;
      Next = std::next(Op->getIterator());
    }
    Root.replaceAllUsesWith(Chain);
    // Root first: each node's only user goes before it.
    for (BinaryOperator *Node : Nodes) {
      Position.erase(Node);
      Node->eraseFromParent();
    }
    ++NumReordered;
    return true;
  }
};

} // namespace

PreservedAnalyses ReductionOrderPass::run(Function &F,
                                          FunctionAnalysisManager &FAM) {
  if (!F.getParent()->getTargetTriple().isNVPTX() || F.isDeclaration())
    return PreservedAnalyses::all();
  SmallVector<BinaryOperator *, 8> Roots;
  for (BasicBlock &Block : F)
    for (Instruction &I : Block)
      if (auto *Op = dyn_cast<BinaryOperator>(&I); Op && isRoot(*Op))
        Roots.push_back(Op);
  if (Roots.empty())
    return PreservedAnalyses::all();
  FunctionReductions Reductions(F, FAM.getResult<DominatorTreeAnalysis>(F),
                                FAM.getResult<LoopAnalysis>(F));
  bool Changed = false;
  for (BinaryOperator *Root : Roots)
    Changed |= Reductions.rebuild(*Root);
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses Preserved;
  Preserved.preserveSet<CFGAnalyses>();
  return Preserved;
}

} // namespace scale
