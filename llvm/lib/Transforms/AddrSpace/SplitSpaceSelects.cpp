//===- SplitSpaceSelects.cpp - Accesses through a choice of two spaces ----===//

#include "scale/Transforms/AddrSpace/SplitSpaceSelects.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "scale-split-space-selects"

STATISTIC(NumSplitAccesses,
          "Number of accesses through a select of two spaces made a branch");

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

/// The access's pointer, the GEPs between it and a select of pointers into
/// two different spaces (innermost last), and the select; null when it is
/// not such a choice.
SelectInst *findChoice(Instruction &Access, const PointerSpaceAnalysis &Analysis,
                       unsigned Generic,
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
  auto *Select = dyn_cast<SelectInst>(Ptr);
  if (!Select || Select->getCondition()->getType()->isVectorTy())
    return nullptr;
  std::optional<unsigned> True = choiceSpace(Select->getTrueValue(), Analysis);
  std::optional<unsigned> False =
      choiceSpace(Select->getFalseValue(), Analysis);
  if (!True || !False || *True == *False)
    return nullptr;
  return Select;
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
  for (Instruction *Access : Accesses) {
    SmallVector<GetElementPtrInst *, 4> Offsets;
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
    ++NumSplitAccesses;
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace scale
