//===- SplitSpaceSelects.cpp - Accesses through a choice of two spaces ----===//

#include "scale/Transforms/AddrSpace/SplitSpaceSelects.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "scale-split-space-selects"

STATISTIC(NumSplitAccesses,
          "Number of accesses through a select of two spaces made a branch");
STATISTIC(NumMovedAccesses, "Number of accesses through a phi of two spaces "
                            "moved into the phi's incoming blocks");

namespace scale {

namespace {

/// Where an operand of a choice points, for telling the two apart: a named
/// space, or memory of the function's own (a local variable, a by-value
/// parameter), which the back end puts in NVPTX's local or parameter space
/// after these passes; nullopt when it may be anywhere.
constexpr unsigned StackOrParameter = ~0u;
std::optional<unsigned> choiceSpace(Value *Ptr,
                                    const PointerSpaceAnalysis &Analysis) {
  PointerSpace Space = Analysis.spaceOf(Ptr);
  if (Space.isNamed())
    return Space.addressSpace();
  if (Analysis.isStackOrParameterMemory(Ptr))
    return StackOrParameter;
  return std::nullopt;
}

/// The generic pointer that \p Access reaches through GEPs that nothing
/// else uses, those GEPs in \p Offsets (innermost last); null when the
/// access is not through a generic pointer or a GEP has another use.
Value *offsetBase(Instruction &Access, unsigned Generic,
                  SmallVectorImpl<GetElementPtrInst *> &Offsets) {
  Value *Ptr = getLoadStorePointerOperand(&Access);
  if (!Ptr || Ptr->getType()->getPointerAddressSpace() != Generic)
    return nullptr;
  while (auto *GEP = dyn_cast<GetElementPtrInst>(Ptr)) {
    if (!GEP->hasOneUse())
      return nullptr;
    Offsets.push_back(GEP);
    Ptr = GEP->getPointerOperand();
  }
  return Ptr;
}

/// The access's pointer, the GEPs between it and a select of pointers into
/// two different spaces (innermost last), and the select; null when it is
/// not such a choice.
SelectInst *findChoice(Instruction &Access, const PointerSpaceAnalysis &Analysis,
                       unsigned Generic,
                       SmallVectorImpl<GetElementPtrInst *> &Offsets) {
  auto *Select =
      dyn_cast_or_null<SelectInst>(offsetBase(Access, Generic, Offsets));
  if (!Select || Select->getCondition()->getType()->isVectorTy())
    return nullptr;
  std::optional<unsigned> True = choiceSpace(Select->getTrueValue(), Analysis);
  std::optional<unsigned> False =
      choiceSpace(Select->getFalseValue(), Analysis);
  if (!True || !False || *True == *False)
    return nullptr;
  return Select;
}

/// The access's pointer, the GEPs between it and a phi of pointers into
/// at least two different spaces (innermost last), and the phi; null when
/// the access cannot be done in the phi's incoming blocks instead: the phi
/// and the access in one block, nothing between them that writes memory
/// (for a store, touches it) or may not reach the access, the GEPs' other
/// operands and a stored value available in every incoming block, and
/// every incoming edge a branch's or a switch's that can be split.
PHINode *findPhiChoice(Instruction &Access,
                       const PointerSpaceAnalysis &Analysis, unsigned Generic,
                       function_ref<const DominatorTree &()> GetDT,
                       SmallVectorImpl<GetElementPtrInst *> &Offsets) {
  BasicBlock *Block = Access.getParent();
  auto *Phi = dyn_cast_or_null<PHINode>(offsetBase(Access, Generic, Offsets));
  if (!Phi || Phi->getParent() != Block || !Phi->hasOneUse() ||
      any_of(Offsets, [&](GetElementPtrInst *GEP) {
        return GEP->getParent() != Block;
      }))
    return nullptr;
  SmallPtrSet<BasicBlock *, 4> Incoming;
  std::optional<unsigned> First;
  bool Differ = false;
  for (unsigned I = 0; I < Phi->getNumIncomingValues(); ++I) {
    BasicBlock *From = Phi->getIncomingBlock(I);
    Instruction *Terminator = From->getTerminator();
    if (From == Block || !Incoming.insert(From).second ||
        !(isa<BranchInst>(Terminator) || isa<SwitchInst>(Terminator)))
      return nullptr;
    std::optional<unsigned> Space =
        choiceSpace(Phi->getIncomingValue(I), Analysis);
    if (!Space)
      return nullptr;
    Differ |= First && *First != *Space;
    First = Space;
  }
  if (!Differ)
    return nullptr;
  // What the copies in the incoming blocks use must be there.
  auto availableBefore = [&](Value *V) {
    auto *Def = dyn_cast<Instruction>(V);
    return !Def || GetDT().properlyDominates(Def->getParent(), Block);
  };
  for (GetElementPtrInst *GEP : Offsets)
    for (Value *Index : GEP->indices())
      if (!availableBefore(Index))
        return nullptr;
  if (auto *Store = dyn_cast<StoreInst>(&Access))
    if (!availableBefore(Store->getValueOperand()))
      return nullptr;
  bool IsStore = isa<StoreInst>(Access);
  for (Instruction &I : make_range(Block->getFirstNonPHIIt(),
                                   Access.getIterator())) {
    if (is_contained(Offsets, &I))
      continue;
    if ((IsStore ? I.mayReadOrWriteMemory() : I.mayWriteToMemory()) ||
        !isGuaranteedToTransferExecutionToSuccessor(&I))
      return nullptr;
  }
  return Phi;
}

/// A copy of \p Access before \p InsertBefore through \p Offsets applied
/// to \p Base instead of the select.
Instruction *accessThrough(Instruction &Access, Value *Base,
                           ArrayRef<GetElementPtrInst *> Offsets,
                           Instruction *InsertBefore) {
  Value *Ptr = Base;
  for (GetElementPtrInst *GEP : reverse(Offsets)) {
    Instruction *Copy = GEP->clone();
    Copy->setOperand(GetElementPtrInst::getPointerOperandIndex(), Ptr);
    Copy->insertBefore(InsertBefore->getIterator());
    Ptr = Copy;
  }
  Instruction *Copy = Access.clone();
  Copy->setOperand(isa<LoadInst>(Access) ? LoadInst::getPointerOperandIndex()
                                         : StoreInst::getPointerOperandIndex(),
                   Ptr);
  Copy->insertBefore(InsertBefore->getIterator());
  return Copy;
}

/// \p Access, through \p Phi (findPhiChoice), done at the end of each of
/// the phi's incoming blocks instead, an incoming edge from a block with
/// other successors split first so that the copy runs only on that edge;
/// a load's values meet in a phi where the access was.
void moveIntoIncomingBlocks(Instruction &Access, PHINode &Phi,
                            ArrayRef<GetElementPtrInst *> Offsets) {
  BasicBlock *Block = Access.getParent();
  SmallVector<BasicBlock *, 4> Sources(Phi.blocks());
  for (BasicBlock *&From : Sources)
    if (!From->getSingleSuccessor())
      From = SplitEdge(From, Block);
  PHINode *Values = nullptr;
  if (isa<LoadInst>(Access)) {
    Values = PHINode::Create(Access.getType(), Sources.size(),
                             Access.getName(), Block->begin());
    Values->setDebugLoc(Access.getDebugLoc());
  }
  for (BasicBlock *From : Sources) {
    Instruction *Copy =
        accessThrough(Access, Phi.getIncomingValueForBlock(From), Offsets,
                      From->getTerminator());
    if (Values)
      Values->addIncoming(Copy, From);
  }
  if (Values) {
    Access.replaceAllUsesWith(Values);
    Values->takeName(&Access);
  }
  Value *Ptr = getLoadStorePointerOperand(&Access);
  Access.eraseFromParent();
  RecursivelyDeleteTriviallyDeadInstructions(Ptr);
}

} // namespace

PreservedAnalyses SplitSpaceSelectsPass::run(Function &F,
                                             FunctionAnalysisManager &) {
  std::optional<GPUAddressSpaces> Spaces =
      GPUAddressSpaces::forModule(*F.getParent());
  if (!Spaces || !Spaces->isNVPTX() || F.isDeclaration())
    return PreservedAnalyses::all();
  PointerSpaceAnalysis Analysis(*Spaces);
  SmallVector<Instruction *, 8> Accesses;
  for (Instruction &I : instructions(F)) {
    auto *Load = dyn_cast<LoadInst>(&I);
    auto *Store = dyn_cast<StoreInst>(&I);
    if ((Load && Load->isSimple()) || (Store && Store->isSimple()))
      Accesses.push_back(&I);
  }
  bool Changed = false;
  // Built when a phi's choice needs it, again after the CFG changed.
  std::optional<DominatorTree> DT;
  auto GetDT = [&]() -> const DominatorTree & {
    if (!DT)
      DT.emplace(F);
    return *DT;
  };
  for (Instruction *Access : Accesses) {
    SmallVector<GetElementPtrInst *, 4> Offsets;
    if (PHINode *Phi = findPhiChoice(*Access, Analysis, Spaces->generic(),
                                     GetDT, Offsets)) {
      moveIntoIncomingBlocks(*Access, *Phi, Offsets);
      DT.reset();
      ++NumMovedAccesses;
      Changed = true;
      continue;
    }
    Offsets.clear();
    SelectInst *Select =
        findChoice(*Access, Analysis, Spaces->generic(), Offsets);
    if (!Select)
      continue;
    Instruction *Then = nullptr, *Else = nullptr;
    SplitBlockAndInsertIfThenElse(Select->getCondition(),
                                  Access->getIterator(), &Then, &Else);
    Instruction *ThenAccess =
        accessThrough(*Access, Select->getTrueValue(), Offsets, Then);
    Instruction *ElseAccess =
        accessThrough(*Access, Select->getFalseValue(), Offsets, Else);
    if (isa<LoadInst>(Access)) {
      PHINode *Phi = PHINode::Create(Access->getType(), 2,
                                     Access->getName(), Access->getIterator());
      Phi->addIncoming(ThenAccess, Then->getParent());
      Phi->addIncoming(ElseAccess, Else->getParent());
      Phi->setDebugLoc(Access->getDebugLoc());
      Access->replaceAllUsesWith(Phi);
      Phi->takeName(Access);
    }
    Value *Ptr = getLoadStorePointerOperand(Access);
    Access->eraseFromParent();
    RecursivelyDeleteTriviallyDeadInstructions(Ptr);
    DT.reset();
    ++NumSplitAccesses;
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace scale
