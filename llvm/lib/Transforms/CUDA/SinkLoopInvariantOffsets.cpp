//===- SinkLoopInvariantOffsets.cpp - Recompute offsets in crowded loops --===//
//
// See SinkLoopInvariantOffsets.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/SinkLoopInvariantOffsets.h"
#include "scale/Transforms/CUDA/AddressArithmetic.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/PostOrderIterator.h"
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
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "scale-sink-loop-invariant-offsets"

STATISTIC(NumCloned, "Number of loop-invariant values recomputed in loops");
STATISTIC(NumRecomputedAfter,
          "Number of values recomputed after a crowded block");

namespace scale {

namespace {

/// The bits of values from outside a loop above which the loop is crowded:
/// half the 255 registers ptxas gives a thread at most. ggml's flash
/// attention and quantized matrix products have 160 to 800 registers of
/// them; its loops over float matrices, at 89 to 100, got up to 20
/// registers more from recomputing and spilled nothing before. Also the
/// bits live at once above which a block outside loops is crowded.
constexpr unsigned CrowdedBits = 128 * 32;

/// How deep a computation is followed into its operands when an operand
/// would be cloned too.
constexpr unsigned MaxCloneDepth = 6;

/// Address arithmetic with a register of its own: not a predicate, which
/// ptxas keeps in its few predicate registers.
bool isRecomputable(const Instruction &I) {
  return !I.getType()->isIntegerTy(1) && isAddressArithmetic(I);
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

/// Adds to \p Reached \p Starts and the blocks they reach without passing
/// through \p Avoid: where a use keeps a value defined in \p Avoid live
/// after the blocks that lead to \p Starts.
void collectReached(ArrayRef<BasicBlock *> Starts, const BasicBlock *Avoid,
                    SmallPtrSetImpl<const BasicBlock *> &Reached) {
  SmallVector<const BasicBlock *, 32> Work;
  for (const BasicBlock *Start : Starts)
    if (Start != Avoid && Reached.insert(Start).second)
      Work.push_back(Start);
  while (!Work.empty())
    for (const BasicBlock *Succ : successors(Work.pop_back_val()))
      if (Succ != Avoid && Reached.insert(Succ).second)
        Work.push_back(Succ);
}

/// Where a clone for \p U goes before: the user, or for a phi the end of
/// the incoming block.
Instruction *getUsePosition(const Use &U) {
  auto *User = cast<Instruction>(U.getUser());
  return isa<PHINode>(User) ? getUseBlock(U)->getTerminator() : User;
}

/// Whether a clone's operand \p V can be passed through an opaque copy
/// (fenceCopy): an integer, or a pointer into global, shared or constant
/// memory, that fits a PTX register; not a constant, which the copy would
/// only hide, and not a generic or a stack address, whose space or frame
/// slot the back end would no longer see.
bool isFenceable(const Value &V, const DataLayout &DL,
                 const GPUAddressSpaces &Spaces) {
  if (isa<Constant>(V))
    return false;
  Type *Ty = V.getType();
  if (Ty->isPointerTy()) {
    unsigned AS = Ty->getPointerAddressSpace();
    if (AS != Spaces.global() && AS != Spaces.shared() &&
        AS != Spaces.constant())
      return false;
  } else if (!Ty->isIntegerTy()) {
    return false;
  }
  unsigned Width = widthOf(&V, DL);
  return Width == 16 || Width == 32 || Width == 64;
}

/// A copy of \p V before \p Before that neither LLVM nor the back end can
/// see is \p V: a PTX `mov` in inline assembly, which ptxas copies
/// through. A clone of an original whose operands all are the original's
/// is the same expression, and the back end's common subexpression
/// elimination (after straight-line strength reduction) would give its
/// uses the original again, live across what it was cloned to avoid.
Instruction *fenceCopy(Value &V, Instruction *Before, const DataLayout &DL) {
  unsigned Width = widthOf(&V, DL);
  const char *Register = Width == 16 ? "h" : Width == 32 ? "r" : "l";
  std::string Asm = "mov.b" + std::to_string(Width) + " $0, $1;";
  std::string Constraints = std::string("=") + Register + "," + Register;
  auto *Ty = FunctionType::get(V.getType(), {V.getType()}, false);
  auto *Copy = CallInst::Create(
      InlineAsm::get(Ty, Asm, Constraints, /*hasSideEffects=*/false), {&V},
      V.getName() + ".fenced", Before->getIterator());
  Copy->setDoesNotAccessMemory();
  Copy->setDoesNotThrow();
  return Copy;
}

/// Clones of address arithmetic, one an original per block where the
/// block's uses allow, so that operands that several values share (the
/// thread's base address) are recomputed once.
class CloneCache {
public:
  /// \p FenceInputs: whether the clones' other operands are passed
  /// through fenceCopy, for clones whose originals stay.
  CloneCache(const DataLayout &DL, const GPUAddressSpaces &Spaces,
             bool FenceInputs)
      : DL(DL), Spaces(Spaces), FenceInputs(FenceInputs) {}

  /// Replaces each block's uses of \p Root in \p UsesByBlock with a clone
  /// before the first of them, the operands in \p Clones cloned with it.
  void replaceUses(Function &F, Instruction &Root,
                   const SetVector<Instruction *> &Clones,
                   DenseMap<BasicBlock *, SmallVector<Use *, 4>> &UsesByBlock) {
    // The blocks in the function's order, so that the output does not
    // depend on addresses.
    for (BasicBlock &BB : F) {
      auto It = UsesByBlock.find(&BB);
      if (It == UsesByBlock.end())
        continue;
      SmallVector<Use *, 4> &Uses = It->second;
      Instruction *First = getUsePosition(*Uses.front());
      for (Use *U : Uses)
        if (getUsePosition(*U)->comesBefore(First))
          First = getUsePosition(*U);
      Instruction *Clone = cloneBefore(Root, Clones, First);
      for (Use *U : Uses)
        U->set(Clone);
    }
  }

private:
  const DataLayout &DL;
  const GPUAddressSpaces &Spaces;
  bool FenceInputs;
  /// The last clone made of an original in a block.
  DenseMap<std::pair<const Instruction *, const BasicBlock *>, Instruction *>
      ClonesInBlock;
  /// The last fenced copy made of an operand in a block.
  DenseMap<std::pair<const Value *, const BasicBlock *>, Instruction *>
      FencesInBlock;

  Instruction *fenceBefore(Value &V, Instruction *Before) {
    Instruction *&Made = FencesInBlock[{&V, Before->getParent()}];
    if (!Made || !Made->comesBefore(Before))
      Made = fenceCopy(V, Before, DL);
    return Made;
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
      else if (FenceInputs && isFenceable(*Op, DL, Spaces))
        Op.set(fenceBefore(*Op, Clone));
    ++NumCloned;
    return Clone;
  }
};

class LoopSinker {
public:
  LoopSinker(Function &F, const LoopInfo &LI, const DominatorTree &DT,
             const GPUAddressSpaces &Spaces)
      : F(F), LI(LI), DT(DT), Spaces(Spaces), DL(F.getDataLayout()) {
    for (Loop *L : LI.getLoopsInPreorder()) {
      unsigned Bits = 0;
      for (Value *V : collectLiveIns(*L, Spaces))
        Bits += widthOf(V, DL);
      if (Bits > CrowdedBits)
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
  /// The loops whose values from outside take more than CrowdedBits,
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
  /// The originals die: their clones need no fence.
  CloneCache Cloner{DL, Spaces, /*FenceInputs=*/false};
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
    collectReached(Exits, DefBlock, Reached);
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
    const SmallPtrSet<const BasicBlock *, 32> &Reached =
        getReachedAfter(Root.getParent());
    DenseMap<BasicBlock *, SmallVector<Use *, 4>> UsesByBlock;
    for (Use &U : Root.uses())
      if (isRecomputedFor(U, Root.getParent()) ||
          Reached.contains(getUseBlock(U)))
        UsesByBlock[getUsePosition(U)->getParent()].push_back(&U);
    Cloner.replaceUses(F, Root, Clones, UsesByBlock);
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
};

/// The values live at the entry and the exit of each block, and the most
/// register bits live at any point of a block: an estimate of what ptxas
/// needs there, each value taking its width from definition to last use.
/// Only values used outside their block are tracked across blocks.
class RegisterLiveness {
public:
  RegisterLiveness(Function &F, const GPUAddressSpaces &Spaces,
                   const DataLayout &DL)
      : Spaces(Spaces), DL(DL) {
    auto Track = [&](Value &V) {
      if (!holdsRegister(V))
        return;
      for (const Use &U : V.uses()) {
        auto *User = cast<Instruction>(U.getUser());
        if (isa<PHINode>(User) || !isa<Instruction>(V) ||
            User->getParent() != cast<Instruction>(V).getParent()) {
          Index[&V] = Values.size();
          Values.push_back(&V);
          return;
        }
      }
    };
    for (Argument &Arg : F.args())
      Track(Arg);
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        Track(I);
    computeLiveSets(F);
  }

  /// Whether \p V takes a general register: not a predicate, a token, a
  /// constant or a kernel's parameter.
  bool holdsRegister(const Value &V) const {
    return takesRegister(V, Spaces) && !V.getType()->isIntegerTy(1) &&
           !V.getType()->isTokenTy();
  }

  /// Whether \p V is live from the entry to the exit of \p BB without being
  /// defined in it.
  bool isLiveThrough(const Value &V, const BasicBlock &BB) const {
    auto It = Index.find(&V);
    if (It == Index.end())
      return false;
    const BlockSets &Sets = Blocks.find(&BB)->second;
    return Sets.LiveIn.test(It->second) && Sets.LiveOut.test(It->second);
  }

  /// The values live through \p BB.
  BitVector getLiveThrough(const BasicBlock &BB) const {
    const BlockSets &Sets = Blocks.find(&BB)->second;
    BitVector Through = Sets.LiveIn;
    Through &= Sets.LiveOut;
    return Through;
  }

  Value *getValue(unsigned Idx) const { return Values[Idx]; }

  /// The most bits live at once in \p BB, from its exit backwards.
  unsigned getPeakBits(const BasicBlock &BB) const {
    const BlockSets &Sets = Blocks.find(&BB)->second;
    BitVector Live = Sets.LiveOut;
    SmallPtrSet<const Value *, 32> LiveInBlock;
    unsigned Bits = 0;
    for (unsigned Idx : Live.set_bits())
      Bits += widthOf(Values[Idx], DL);
    unsigned Peak = Bits;
    auto IsLive = [&](const Value *V) {
      auto It = Index.find(V);
      return It == Index.end() ? LiveInBlock.contains(V)
                               : Live.test(It->second);
    };
    auto SetLive = [&](const Value *V, bool On) {
      auto It = Index.find(V);
      if (It == Index.end()) {
        if (On)
          LiveInBlock.insert(V);
        else
          LiveInBlock.erase(V);
      } else {
        Live[It->second] = On;
      }
    };
    for (const Instruction &I : reverse(BB)) {
      if (IsLive(&I)) {
        SetLive(&I, false);
        Bits -= widthOf(&I, DL);
      }
      if (isa<PHINode>(I))
        continue;
      for (const Value *Op : I.operands())
        if (holdsRegister(*Op) && !IsLive(Op)) {
          SetLive(Op, true);
          Bits += widthOf(Op, DL);
        }
      Peak = std::max(Peak, Bits);
    }
    return Peak;
  }

private:
  struct BlockSets {
    BitVector Defined, UsedFromOutside, LiveIn, LiveOut;
  };
  const GPUAddressSpaces &Spaces;
  const DataLayout &DL;
  DenseMap<const Value *, unsigned> Index;
  SmallVector<Value *, 0> Values;
  DenseMap<const BasicBlock *, BlockSets> Blocks;

  void computeLiveSets(Function &F) {
    unsigned N = Values.size();
    for (BasicBlock &BB : F) {
      BlockSets &Sets = Blocks[&BB];
      Sets.Defined.resize(N);
      Sets.UsedFromOutside.resize(N);
      Sets.LiveIn.resize(N);
      Sets.LiveOut.resize(N);
      for (Instruction &I : BB) {
        if (auto It = Index.find(&I); It != Index.end())
          Sets.Defined.set(It->second);
        if (isa<PHINode>(I))
          continue;
        for (Value *Op : I.operands()) {
          auto It = Index.find(Op);
          if (It == Index.end())
            continue;
          auto *OpI = dyn_cast<Instruction>(Op);
          if (!OpI || OpI->getParent() != &BB)
            Sets.UsedFromOutside.set(It->second);
        }
      }
    }
    // Backward dataflow, blocks in post order until nothing changes.
    ReversePostOrderTraversal<Function *> RPOT(&F);
    SmallVector<BasicBlock *, 0> PostOrder(RPOT.begin(), RPOT.end());
    std::reverse(PostOrder.begin(), PostOrder.end());
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (BasicBlock *BB : PostOrder) {
        BlockSets &Sets = Blocks[BB];
        BitVector Out(N);
        for (BasicBlock *Succ : successors(BB)) {
          Out |= Blocks[Succ].LiveIn;
          for (PHINode &Phi : Succ->phis())
            if (auto It = Index.find(Phi.getIncomingValueForBlock(BB));
                It != Index.end())
              Out.set(It->second);
        }
        BitVector In = Out;
        In.reset(Sets.Defined);
        In |= Sets.UsedFromOutside;
        if (In != Sets.LiveIn || Out != Sets.LiveOut) {
          Sets.LiveIn = std::move(In);
          Sets.LiveOut = std::move(Out);
          Changed = true;
        }
      }
    }
  }
};

/// The registers a thread of \p F may have: 255, or fewer where its
/// launch bounds (`__launch_bounds__`, `__maxnreg__`) leave fewer of an
/// SM's 65,536 to each thread of the blocks it must fit.
unsigned getRegisterBudget(const Function &F) {
  auto Read = [&](StringRef Name) -> uint64_t {
    uint64_t Product = 1;
    StringRef Value = F.getFnAttribute(Name).getValueAsString();
    SmallVector<StringRef, 3> Dims;
    Value.split(Dims, ',');
    for (StringRef Dim : Dims) {
      uint64_t N = 0;
      if (!Dim.trim().getAsInteger(10, N) && N)
        Product = SaturatingMultiply(Product, N);
    }
    return Product;
  };
  uint64_t Budget = 255;
  uint64_t Threads =
      SaturatingMultiply(Read("nvvm.maxntid"), Read("nvvm.minctasm"));
  Budget = std::min<uint64_t>(Budget, 65536 / Threads);
  if (F.hasFnAttribute("nvvm.maxnreg"))
    Budget = std::min<uint64_t>(Budget, Read("nvvm.maxnreg"));
  return Budget;
}

/// Recomputes address arithmetic after a crowded block outside loops: one
/// where more than CrowdedBits are live at once. MAGMA's register-resident
/// LU factorisations load a column of N elements, unrolled, keep it in
/// registers through N steps of straight-line code, and store it at the
/// same N addresses: LLVM keeps the N 64-bit addresses live from the loads
/// to the stores, where nvcc recomputes them at the stores.
class CrowdedBlockSinker {
public:
  CrowdedBlockSinker(Function &F, const LoopInfo &LI,
                     const GPUAddressSpaces &Spaces)
      : F(F), LI(LI), Spaces(Spaces), DL(F.getDataLayout()),
        Liveness(F, Spaces, DL) {
    for (BasicBlock &BB : F) {
      if (LI.getLoopFor(&BB) || Liveness.getPeakBits(BB) <= CrowdedBits)
        continue;
      BitVector Through = Liveness.getLiveThrough(BB);
      for (unsigned Idx : Through.set_bits()) {
        auto *I = dyn_cast<Instruction>(Liveness.getValue(Idx));
        if (I && isRecomputable(*I))
          Candidates[I].CrowdedBlocks.push_back(&BB);
      }
    }
  }

  bool run() {
    if (Candidates.empty())
      return false;
    for (auto &[I, Candidate] : Candidates) {
      expand(*I, 0, Candidate);
      Candidate.UsesAfter = collectUsesAfter(*I, Candidate);
      // A use in a loop would recompute the value in every iteration,
      // where the original was computed once (cuda-samples'
      // cudaTensorCoreGemm: a thread index shifted in its main loop, 120
      // registers to 144).
      Candidate.Worthwhile = Candidate.Fenced && !Candidate.UsesAfter.empty() &&
                             none_of(Candidate.UsesAfter, [&](const Use *U) {
                               return LI.getLoopFor(getUseBlock(*U));
                             });
    }
    selectWorthwhile();
    SmallVector<Instruction *, 64> Originals;
    // In the function's order, so that the output does not depend on
    // addresses.
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (auto It = Candidates.find(&I);
            It != Candidates.end() && It->second.Worthwhile)
          Originals.push_back(&I);
    for (Instruction *I : Originals)
      cloneAfterCrowdedBlocks(*I, Candidates[I]);
    NumRecomputedAfter += Originals.size();
    // An original's operands may be originals too: handles see them go.
    SmallVector<WeakTrackingVH, 64> MaybeDead(Originals.begin(),
                                              Originals.end());
    RecursivelyDeleteTriviallyDeadInstructionsPermissive(MaybeDead);
    return !Originals.empty();
  }

private:
  struct Candidate {
    /// The crowded blocks the value is live through.
    SmallVector<BasicBlock *, 4> CrowdedBlocks;
    /// The value and the operands cloned with it.
    SetVector<Instruction *> Clones;
    /// The registers that the clones need live through the crowded blocks.
    SmallSetVector<Value *, 4> Leaves;
    /// The uses after the crowded blocks, which get the clones.
    SmallVector<Use *, 8> UsesAfter;
    /// Whether a clone has an operand passed through fenceCopy: one that
    /// has none is the original again after the back end's CSE.
    bool Fenced = false;
    bool Worthwhile = true;
  };

  Function &F;
  const LoopInfo &LI;
  const GPUAddressSpaces &Spaces;
  const DataLayout &DL;
  RegisterLiveness Liveness;
  MapVector<Instruction *, Candidate> Candidates;
  CloneCache Cloner{DL, Spaces, /*FenceInputs=*/true};

  /// Whether \p V is live through every crowded block \p C is.
  bool isLiveThroughAll(const Value &V, const Candidate &C) const {
    return all_of(C.CrowdedBlocks, [&](const BasicBlock *BB) {
      return Liveness.isLiveThrough(V, *BB);
    });
  }

  /// Adds \p V to the clones of \p C, and its operands to the clones or
  /// to the leaves: what is recomputable is cloned too, to a depth;
  /// registers live through the crowded blocks anyway cost nothing.
  void expand(Instruction &V, unsigned Depth, Candidate &C) {
    if (!C.Clones.insert(&V))
      return;
    for (Value *Op : V.operands()) {
      auto *OpI = dyn_cast<Instruction>(Op);
      bool Recomputable = OpI && isRecomputable(*OpI);
      bool Cloned = Recomputable && Depth + 1 < MaxCloneDepth;
      if (!Cloned && isFenceable(*Op, DL, Spaces))
        C.Fenced = true;
      if (!Liveness.holdsRegister(*Op))
        continue;
      if (Cloned)
        expand(*OpI, Depth + 1, C);
      else if (Recomputable || !isLiveThroughAll(*Op, C))
        C.Leaves.insert(Op);
    }
  }

  /// Keeps the candidates whose clones need fewer bits live through the
  /// crowded blocks than they free: a leaf that several candidates need
  /// costs each its share. MAGMA's N addresses need the column's base
  /// address and the thread index, shared N ways.
  void selectWorthwhile() {
    for (bool Changed = true; Changed;) {
      Changed = false;
      DenseMap<const Value *, unsigned> Sharers;
      for (auto &[I, C] : Candidates)
        if (C.Worthwhile)
          for (Value *Leaf : C.Leaves)
            ++Sharers[Leaf];
      for (auto &[I, C] : Candidates) {
        if (!C.Worthwhile)
          continue;
        double Cost = 0;
        for (Value *Leaf : C.Leaves)
          Cost += double(widthOf(Leaf, DL)) / Sharers[Leaf];
        if (Cost >= widthOf(I, DL)) {
          C.Worthwhile = false;
          Changed = true;
        }
      }
    }
  }

  /// The uses of \p I that the crowded blocks of \p C reach without
  /// passing through its definition.
  SmallVector<Use *, 8> collectUsesAfter(Instruction &I, const Candidate &C) {
    SmallVector<BasicBlock *, 8> Starts;
    for (BasicBlock *BB : C.CrowdedBlocks)
      append_range(Starts, successors(BB));
    SmallPtrSet<const BasicBlock *, 32> Reached;
    collectReached(Starts, I.getParent(), Reached);
    SmallVector<Use *, 8> Uses;
    for (Use &U : I.uses())
      if (Reached.contains(getUseBlock(U)))
        Uses.push_back(&U);
    return Uses;
  }

  /// Replaces the uses of \p I after its crowded blocks with clones.
  void cloneAfterCrowdedBlocks(Instruction &I, const Candidate &C) {
    DenseMap<BasicBlock *, SmallVector<Use *, 4>> UsesByBlock;
    for (Use *U : C.UsesAfter)
      UsesByBlock[getUsePosition(*U)->getParent()].push_back(U);
    Cloner.replaceUses(F, I, C.Clones, UsesByBlock);
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
  if (getRegisterBudget(F) >= CrowdedBits / 32)
    Changed |= CrowdedBlockSinker(F, LI, *Spaces).run();
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace scale
