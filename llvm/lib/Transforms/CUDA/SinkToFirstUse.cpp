//===- SinkToFirstUse.cpp - Address arithmetic next to its use ------------===//
//
// See SinkToFirstUse.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/SinkToFirstUse.h"
#include "scale/Transforms/CUDA/AddressArithmetic.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

#define DEBUG_TYPE "scale-sink-to-first-use"

STATISTIC(NumSunk, "Number of instructions moved down to their first use");

namespace scale {

namespace {

/// The address a store or an atomic writes through. Loads are left alone:
/// a load's address is computed where the load is, or the load waits for
/// a barrier or a store, and moving its address down only changes which
/// addresses the back end's strength reduction takes as bases (HeCBench
/// metropolis: 32 registers to 39 when the addresses of loads after a
/// barrier were moved down to them).
Value *getWrittenPointer(Instruction &I) {
  if (auto *Store = dyn_cast<StoreInst>(&I))
    return Store->getPointerOperand();
  if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
    return RMW->getPointerOperand();
  if (auto *CmpXchg = dyn_cast<AtomicCmpXchgInst>(&I))
    return CmpXchg->getPointerOperand();
  return nullptr;
}

/// One block's instructions, numbered so that a move keeps the numbers in
/// order without renumbering the block each time.
class BlockSinker {
public:
  BlockSinker(BasicBlock &BB, const GPUAddressSpaces &Spaces,
              function_ref<const DominatorTree &()> GetDT,
              function_ref<const LoopInfo &()> GetLI)
      : BB(BB), Spaces(Spaces), DL(BB.getDataLayout()), GetDT(GetDT),
        GetLI(GetLI) {
    renumber();
    collectAddresses();
  }

  /// Walks the block from the bottom, so that operands are weighed after
  /// their users have moved, and again while something moved (a later
  /// move can leave an earlier-rejected operand live anyway), a few times
  /// at most.
  bool run() {
    bool Changed = false;
    for (unsigned Round = 0; Round < MaxRounds; ++Round) {
      SmallVector<Instruction *, 64> BottomUp;
      for (Instruction &I : reverse(BB))
        if (Address.contains(&I))
          BottomUp.push_back(&I);
      bool Moved = false;
      for (Instruction *I : BottomUp)
        Moved |= sink(*I);
      if (!Moved)
        break;
      Changed = true;
    }
    return Changed;
  }

private:
  static constexpr uint64_t Spacing = uint64_t(1) << 20;
  /// How deep a tree of single-use arithmetic may follow its root: an
  /// address is a GEP of an extension of a sum of a product.
  static constexpr unsigned MaxFollowDepth = 4;
  static constexpr unsigned MaxRounds = 4;
  static constexpr unsigned MinDistance = 32;

  /// The arithmetic that computes the addresses the block writes through:
  /// the rest (a value converted for a floating-point operation,
  /// a half extracted from a pair) moves ptxas's choices about without a
  /// chain of addresses to shorten.
  void collectAddresses() {
    auto Add = [&](Value *V) {
      auto *I = dyn_cast<Instruction>(V);
      if (I && I->getParent() == &BB && isAddressArithmetic(*I))
        Address.insert(I);
    };
    for (Instruction &I : reverse(BB)) {
      if (Value *Pointer = getWrittenPointer(I))
        Add(Pointer);
      if (Address.contains(&I))
        for (Value *Op : I.operands())
          Add(Op);
    }
  }

  void renumber() {
    uint64_t Next = Spacing;
    for (Instruction &I : BB) {
      Position[&I] = Next;
      Next += Spacing;
    }
  }

  /// The register bits a value of type \p Ty takes: PTX registers are 32
  /// or 64 bits wide (ptxas packs none of the narrower ones).
  unsigned registerBits(Type *Ty) const {
    return std::max<uint64_t>(32, DL.getTypeSizeInBits(Ty).getFixedValue());
  }

  /// The first instruction of the block that uses \p I, or null where a
  /// use is elsewhere or in a phi.
  Instruction *firstUser(Instruction &I) const {
    Instruction *First = nullptr;
    for (User *U : I.users()) {
      auto *UserInst = cast<Instruction>(U);
      if (UserInst->getParent() != &BB || isa<PHINode>(UserInst))
        return nullptr;
      if (!First || Position.lookup(UserInst) < Position.lookup(First))
        First = UserInst;
    }
    return First;
  }

  /// Whether \p V is live at the end of the block: used by a phi on an
  /// edge out of it, defined in it and used elsewhere, invariant in a loop
  /// around it, or used in a block reachable from it.
  bool isLiveOut(Value *V) {
    auto Known = LiveOut.find(V);
    if (Known != LiveOut.end())
      return Known->second;
    bool Live = computeLiveOut(V);
    LiveOut[V] = Live;
    return Live;
  }

  bool computeLiveOut(Value *V) {
    auto *Def = dyn_cast<Instruction>(V);
    bool DefinedHere = Def && Def->getParent() == &BB;
    if (!DefinedHere) {
      if (const Loop *L = GetLI().getLoopFor(&BB))
        if (!Def || !L->contains(Def))
          return true;
    }
    for (Use &U : V->uses()) {
      auto *UserInst = cast<Instruction>(U.getUser());
      BasicBlock *UseBlock = UserInst->getParent();
      if (auto *Phi = dyn_cast<PHINode>(UserInst)) {
        UseBlock = Phi->getIncomingBlock(U);
        if (UseBlock == &BB)
          return true;
      }
      if (UseBlock == &BB)
        continue;
      if (DefinedHere || isPotentiallyReachable(&BB, UseBlock, nullptr,
                                                &GetDT(), &GetLI()))
        return true;
    }
    return false;
  }

  /// Whether \p V stays live down to \p Point without \p Moved's use: a
  /// later instruction of the block uses it, it is live out, or another of
  /// its users is arithmetic whose first use is at or below \p Point, and
  /// so may follow that use down too (then only the first of them to move
  /// pays for \p V).
  bool staysLive(Value *V, const Instruction &Moved, const Instruction &Point) {
    uint64_t From = Position.lookup(&Point);
    for (User *U : V->users()) {
      auto *UserInst = cast<Instruction>(U);
      if (UserInst == &Moved || UserInst->getParent() != &BB ||
          isa<PHINode>(UserInst))
        continue;
      if (Position.lookup(UserInst) >= From)
        return true;
      if (Address.contains(UserInst))
        if (Instruction *Next = firstUser(*UserInst))
          if (Position.lookup(Next) >= From)
            return true;
    }
    return isLiveOut(V);
  }

  /// The register bits that moving \p I down to \p Point keeps live for
  /// longer. An operand that only \p I uses and that is arithmetic itself
  /// may follow \p I down instead: it costs the lesser of its own bits and
  /// what its own move would cost.
  unsigned extendedBits(Instruction &I, const Instruction &Point,
                        unsigned Depth) {
    unsigned Extended = 0;
    SmallPtrSet<Value *, 4> Seen;
    for (Value *Op : I.operands()) {
      if (!takesRegister(*Op, Spaces) || !Seen.insert(Op).second ||
          staysLive(Op, I, Point))
        continue;
      unsigned Bits = registerBits(Op->getType());
      auto *OpInst = dyn_cast<Instruction>(Op);
      if (OpInst && Depth < MaxFollowDepth && OpInst->getParent() == &BB &&
          OpInst->hasOneUse() && Address.contains(OpInst))
        Bits = std::min(Bits, extendedBits(*OpInst, Point, Depth + 1));
      Extended += Bits;
    }
    return Extended;
  }

  /// Whether fewer than MinDistance instructions lie between \p I and
  /// \p Point: ptxas schedules that far by itself, and a short move only
  /// changes which of its equal choices it makes (one address moved past
  /// three instructions took a flashinfer decode kernel from 104 registers
  /// to 122).
  static bool isNear(const Instruction &I, const Instruction &Point) {
    const Instruction *Next = I.getNextNode();
    for (unsigned Between = 0; Between < MinDistance; ++Between) {
      if (Next == &Point)
        return true;
      Next = Next->getNextNode();
    }
    return false;
  }

  bool sink(Instruction &I) {
    Instruction *Point = firstUser(I);
    if (!Point || isNear(I, *Point))
      return false;
    if (extendedBits(I, *Point, 0) >= registerBits(I.getType()))
      return false;
    I.moveBefore(Point->getIterator());
    uint64_t Before = Position.lookup(I.getPrevNode());
    uint64_t After = Position.lookup(Point);
    if (After - Before < 2)
      renumber();
    else
      Position[&I] = Before + (After - Before) / 2;
    ++NumSunk;
    return true;
  }

  BasicBlock &BB;
  const GPUAddressSpaces &Spaces;
  const DataLayout &DL;
  function_ref<const DominatorTree &()> GetDT;
  function_ref<const LoopInfo &()> GetLI;
  DenseMap<const Instruction *, uint64_t> Position;
  DenseMap<Value *, bool> LiveOut;
  SmallPtrSet<const Instruction *, 32> Address;
};

} // namespace

PreservedAnalyses SinkToFirstUsePass::run(Function &F,
                                          FunctionAnalysisManager &FAM) {
  // NVPTX's strength reduction and ptxas's registers; other targets
  // schedule for themselves.
  std::optional<GPUAddressSpaces> Spaces =
      GPUAddressSpaces::forModule(*F.getParent());
  if (!Spaces || !Spaces->isNVPTX())
    return PreservedAnalyses::all();
  auto GetDT = [&]() -> const DominatorTree & {
    return FAM.getResult<DominatorTreeAnalysis>(F);
  };
  auto GetLI = [&]() -> const LoopInfo & {
    return FAM.getResult<LoopAnalysis>(F);
  };
  bool Changed = false;
  for (BasicBlock &BB : F)
    Changed |= BlockSinker(BB, *Spaces, GetDT, GetLI).run();
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace scale
