//===- SinkLoopInvariantOffsets.cpp - Recompute offsets in crowded loops --===//
//
// See SinkLoopInvariantOffsets.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/SinkLoopInvariantOffsets.h"
#include "scale/Transforms/CUDA/AddressArithmetic.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

#define DEBUG_TYPE "scale-sink-loop-invariant-offsets"

STATISTIC(NumCloned, "Number of loop-invariant values recomputed in loops");

namespace scale {

namespace {

/// The bits of values from outside a loop above which the loop is crowded:
/// half the 255 registers ptxas gives a thread at most. ggml's flash
/// attention and quantized matrix products have 160 to 800 registers of
/// them; its loops over float matrices, at 89 to 100, got up to 20
/// registers more from recomputing and spilled nothing before.
constexpr unsigned CrowdedLoopBits = 128 * 32;

/// How deep a computation is followed into its operands when an operand
/// would be cloned too.
constexpr unsigned MaxCloneDepth = 6;

/// Address arithmetic with a register of its own: not a predicate, which
/// ptxas keeps in its few predicate registers.
bool isRecomputable(const Instruction &I) {
  return !I.getType()->isIntegerTy(1) && isAddressArithmetic(I);
}

/// The block where \p U reads its value: a phi's incoming block.
BasicBlock *getUseBlock(const Use &U) {
  auto *User = cast<Instruction>(U.getUser());
  if (auto *Phi = dyn_cast<PHINode>(User))
    return Phi->getIncomingBlock(U);
  return User->getParent();
}

/// Whether \p V, a value \p L uses, is a register from outside the loop.
bool isRegisterFromOutside(const Value &V, const Loop &L,
                           const GPUAddressSpaces &Spaces) {
  const auto *I = dyn_cast<Instruction>(&V);
  return takesRegister(V, Spaces) && !(I && L.contains(I));
}

/// The registers from outside \p L that its instructions use, in the
/// order the loop first uses them.
SetVector<Value *> collectLiveIns(const Loop &L,
                                  const GPUAddressSpaces &Spaces) {
  SetVector<Value *> LiveIns;
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB)
      for (Value *Op : I.operands())
        if (isRegisterFromOutside(*Op, L, Spaces))
          LiveIns.insert(Op);
  return LiveIns;
}

unsigned widthOf(const Value *V, const DataLayout &DL) {
  Type *Ty = V->getType();
  if (Ty->isPointerTy())
    return DL.getPointerTypeSizeInBits(Ty);
  return DL.getTypeSizeInBits(Ty).getKnownMinValue();
}

class LoopSinker {
public:
  LoopSinker(Function &F, const LoopInfo &LI, const DominatorTree &DT,
             const GPUAddressSpaces &Spaces)
      : F(F), LI(LI), DT(DT), Spaces(Spaces), DL(F.getDataLayout()) {
    for (Loop *L : LI.getLoopsInPreorder()) {
      unsigned Bits = 0;
      for (Value *V : collectLiveIns(*L, Spaces))
        Bits += widthOf(V, DL);
      if (Bits > CrowdedLoopBits)
        Crowded.insert(L);
    }
  }

  bool run() {
    bool Changed = false;
    // Innermost loops first: what an inner loop recomputes no longer
    // crowds the loop around it.
    for (Loop *L : reverse(Crowded))
      Changed |= sinkInto(*L);
    // Every user of a dead original is dead too: the uses go first.
    for (Instruction *I : Dead)
      I->replaceAllUsesWith(PoisonValue::get(I->getType()));
    for (Instruction *I : Dead)
      I->eraseFromParent();
    return Changed;
  }

private:
  Function &F;
  const LoopInfo &LI;
  const DominatorTree &DT;
  const GPUAddressSpaces &Spaces;
  const DataLayout &DL;
  /// The loops whose values from outside take more than CrowdedLoopBits,
  /// outer loops before inner ones.
  SetVector<Loop *> Crowded;

  // The loop being worked on.
  Loop *L = nullptr;
  SetVector<Value *> LiveIns;
  /// For each block that defines a value, the blocks that the loop's exits
  /// reach without passing through it: where a use keeps that value live
  /// across the loop.
  DenseMap<const BasicBlock *, SmallPtrSet<const BasicBlock *, 32>>
      ReachedAfter;
  /// The last clone made of an original in a block.
  DenseMap<std::pair<const Instruction *, const BasicBlock *>, Instruction *>
      ClonesInBlock;
  /// Originals whose every use was given a clone, erased at the end.
  SetVector<Instruction *> Dead;

  bool sinkInto(Loop &Loop) {
    L = &Loop;
    LiveIns = collectLiveIns(Loop, Spaces);
    ReachedAfter.clear();
    bool Changed = false;
    for (bool Progress = true; Progress;) {
      Progress = false;
      // The values the loop uses, then those it only keeps for later (an
      // output's address computed before the loop): recomputed after the
      // loop, they are not live across it either.
      SmallVector<Value *, 64> Candidates(LiveIns.begin(), LiveIns.end());
      for (const DomTreeNode *Node = DT.getNode(Loop.getHeader())->getIDom();
           Node; Node = Node->getIDom())
        for (Instruction &I : *Node->getBlock())
          if (isRecomputable(I) && !LiveIns.contains(&I) &&
              !Dead.contains(&I) && isLiveAfterLoop(I))
            Candidates.push_back(&I);
      for (Value *V : Candidates)
        Progress |= trySink(V);
      Changed |= Progress;
    }
    return Changed;
  }

  /// Whether a value defined in \p DefBlock is recomputed for \p U: the use
  /// is in a crowded loop that the definition is outside of. Two loops that
  /// use one address (a kernel's loop with and without bounds checks) each
  /// recompute it, so that it is live across neither.
  bool isRecomputedFor(const Use &U, const BasicBlock *DefBlock) const {
    for (const Loop *UseLoop = LI.getLoopFor(getUseBlock(U)); UseLoop;
         UseLoop = UseLoop->getParentLoop())
      if (Crowded.contains(UseLoop) && !UseLoop->contains(DefBlock))
        return true;
    return false;
  }

  /// The blocks that the loop's exits reach without passing through
  /// \p DefBlock: where a use keeps a value defined there live across the
  /// loop.
  const SmallPtrSet<const BasicBlock *, 32> &
  getReachedAfter(const BasicBlock *DefBlock) {
    auto [It, Inserted] = ReachedAfter.try_emplace(DefBlock);
    SmallPtrSet<const BasicBlock *, 32> &Reached = It->second;
    if (!Inserted)
      return Reached;
    SmallVector<BasicBlock *, 8> Exits;
    L->getExitBlocks(Exits);
    SmallVector<const BasicBlock *, 32> Work;
    for (BasicBlock *Exit : Exits)
      if (Exit != DefBlock && Reached.insert(Exit).second)
        Work.push_back(Exit);
    while (!Work.empty()) {
      const BasicBlock *BB = Work.pop_back_val();
      for (const BasicBlock *Succ : successors(BB))
        if (Succ != DefBlock && Reached.insert(Succ).second)
          Work.push_back(Succ);
    }
    return Reached;
  }

  /// Whether \p I stays live across the loop: a use that is not recomputed
  /// and that the loop's exits reach without passing through \p I's
  /// definition.
  bool isLiveAfterLoop(Instruction &I) {
    const SmallPtrSet<const BasicBlock *, 32> &Reached =
        getReachedAfter(I.getParent());
    for (const Use &U : I.uses())
      if (!isRecomputedFor(U, I.getParent()) &&
          Reached.contains(getUseBlock(U)) &&
          !Dead.contains(cast<Instruction>(U.getUser())))
        return true;
    return false;
  }

  /// Bits the loop keeps live to have \p V: none where it has it anyway;
  /// otherwise \p V's width, or, where cloning \p V too is cheaper, what
  /// its operands cost, and \p V joins \p Clones.
  unsigned costToHave(Value *V, SetVector<Instruction *> &Clones,
                      unsigned Depth) {
    if (!takesRegister(*V, Spaces) || LiveIns.contains(V))
      return 0;
    auto *I = dyn_cast<Instruction>(V);
    if (I && (Clones.contains(I) || L->contains(I)))
      return 0;
    // Live across the loop anyway: the loop's uses cost nothing more.
    if (I && isLiveAfterLoop(*I))
      return 0;
    unsigned Width = widthOf(V, DL);
    if (!I || Depth >= MaxCloneDepth || !isRecomputable(*I))
      return Width;
    SetVector<Instruction *> Tentative = Clones;
    Tentative.insert(I);
    unsigned OperandBits = 0;
    for (Value *Op : I->operands())
      OperandBits += costToHave(Op, Tentative, Depth + 1);
    if (OperandBits >= Width)
      return Width;
    Clones = std::move(Tentative);
    return OperandBits;
  }

  /// Recomputes \p V in the loop, and where it is used after the loop,
  /// where that keeps fewer bits live across the loop: ggml's loop over
  /// K and V tiles has its last iteration, with bounds checks, after it,
  /// which uses the same addresses.
  bool trySink(Value *V) {
    auto *I = dyn_cast<Instruction>(V);
    if (!I || !isRecomputable(*I) || Dead.contains(I))
      return false;
    SetVector<Instruction *> Clones;
    Clones.insert(I);
    unsigned OperandBits = 0;
    for (Value *Op : I->operands())
      OperandBits += costToHave(Op, Clones, 1);
    if (OperandBits >= widthOf(I, DL))
      return false;
    cloneForUses(*I, Clones);
    return true;
  }

  /// Replaces the uses of \p Root in and after the loop, and in the other
  /// crowded loops, with clones, one a block before the block's first such
  /// use, the operands in \p Clones cloned with it.
  void cloneForUses(Instruction &Root, const SetVector<Instruction *> &Clones) {
    auto Position = [](const Use &U) {
      auto *User = cast<Instruction>(U.getUser());
      return isa<PHINode>(User) ? getUseBlock(U)->getTerminator() : User;
    };
    const SmallPtrSet<const BasicBlock *, 32> &Reached =
        getReachedAfter(Root.getParent());
    DenseMap<BasicBlock *, SmallVector<Use *, 4>> UsesByBlock;
    for (Use &U : Root.uses())
      if (isRecomputedFor(U, Root.getParent()) ||
          Reached.contains(getUseBlock(U)))
        UsesByBlock[Position(U)->getParent()].push_back(&U);
    // The blocks in the function's order, so that the output does not
    // depend on addresses.
    for (BasicBlock &BB : F) {
      auto It = UsesByBlock.find(&BB);
      if (It == UsesByBlock.end())
        continue;
      SmallVector<Use *, 4> &Uses = It->second;
      Instruction *First = Position(*Uses.front());
      for (Use *U : Uses)
        if (Position(*U)->comesBefore(First))
          First = Position(*U);
      Instruction *Clone = cloneBefore(Root, Clones, First);
      for (Use *U : Uses)
        U->set(Clone);
    }
    LiveIns.remove(&Root);
    // The originals that only the clones' originals used are dead now.
    for (Instruction *I : Clones)
      if (all_of(I->users(), [&](const User *U) {
            return Dead.contains(cast<Instruction>(U));
          }))
        Dead.insert(I);
    for (Instruction *I : Clones)
      for (Value *Op : I->operands()) {
        auto *OpI = dyn_cast<Instruction>(Op);
        if (!(OpI && Clones.contains(OpI)) &&
            isRegisterFromOutside(*Op, *L, Spaces))
          LiveIns.insert(Op);
      }
  }

  /// A clone of \p I before \p Before: one made for an earlier use in the
  /// block where there is one, so that operands that several values share
  /// (the thread's base address) are recomputed once.
  Instruction *cloneBefore(Instruction &I,
                           const SetVector<Instruction *> &Clones,
                           Instruction *Before) {
    Instruction *&Made = ClonesInBlock[{&I, Before->getParent()}];
    if (Made && Made->comesBefore(Before))
      return Made;
    Instruction *Clone = I.clone();
    Made = Clone;
    Clone->setName(I.getName());
    Clone->insertBefore(Before->getIterator());
    for (Use &Op : Clone->operands())
      if (auto *OpI = dyn_cast<Instruction>(Op.get());
          OpI && Clones.contains(OpI))
        Op.set(cloneBefore(*OpI, Clones, Clone));
    ++NumCloned;
    return Clone;
  }
};

} // namespace

PreservedAnalyses
SinkLoopInvariantOffsetsPass::run(Function &F, FunctionAnalysisManager &FAM) {
  // ptxas's registers; other targets allocate registers, and rematerialise,
  // themselves.
  std::optional<GPUAddressSpaces> Spaces =
      GPUAddressSpaces::forModule(*F.getParent());
  if (!Spaces || !Spaces->isNVPTX())
    return PreservedAnalyses::all();
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  const DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  bool Changed = LoopSinker(F, LI, DT, *Spaces).run();
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace scale
