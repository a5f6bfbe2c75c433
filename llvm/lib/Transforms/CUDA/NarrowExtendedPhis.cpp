//===- NarrowExtendedPhis.cpp - One register for a value and its extension ===//
//
// See NarrowExtendedPhis.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/NarrowExtendedPhis.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "scale-narrow-extended-phis"

STATISTIC(NumNarrowed, "Number of phis of extensions replaced by the "
                       "extension of a phi");

namespace scale {

namespace {

/// The extension that every incoming value of \p Phi is (a zext or sext
/// from one type), or null.
CastInst *commonExtension(const PHINode &Phi) {
  // A block without predecessors has phis without values.
  if (Phi.getNumIncomingValues() == 0)
    return nullptr;
  auto *First = dyn_cast<CastInst>(Phi.getIncomingValue(0));
  if (!First || (!isa<ZExtInst>(First) && !isa<SExtInst>(First)))
    return nullptr;
  for (const Value *Incoming : Phi.incoming_values()) {
    const auto *Cast = dyn_cast<CastInst>(Incoming);
    if (!Cast || Cast->getOpcode() != First->getOpcode() ||
        Cast->getSrcTy() != First->getSrcTy())
      return nullptr;
  }
  return First;
}

/// The phi of \p Wide's block that merges, from each predecessor, the
/// value that \p Wide's incoming extension there extends.
PHINode *narrowTwin(PHINode &Wide, Type *Narrow) {
  for (PHINode &Candidate : Wide.getParent()->phis()) {
    if (Candidate.getType() != Narrow)
      continue;
    bool Same = true;
    for (unsigned I = 0, E = Wide.getNumIncomingValues(); I != E && Same; ++I)
      Same = Candidate.getIncomingValueForBlock(Wide.getIncomingBlock(I)) ==
             cast<CastInst>(Wide.getIncomingValue(I))->getOperand(0);
    if (Same)
      return &Candidate;
  }
  return nullptr;
}

} // namespace

PreservedAnalyses NarrowExtendedPhisPass::run(Function &F,
                                              FunctionAnalysisManager &AM) {
  // A question of PTX registers; other targets have their own answers.
  if (!F.getParent()->getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  // The extensions on the paths, deleted at the end where nothing else
  // uses them (one may feed several phis).
  SmallVector<WeakTrackingVH, 16> Extensions;
  LoopInfo *Loops = nullptr;
  for (BasicBlock &Block : F) {
    for (PHINode &Wide : make_early_inc_range(Block.phis())) {
      CastInst *Extension = commonExtension(Wide);
      if (!Extension)
        continue;
      PHINode *Narrow = narrowTwin(Wide, Extension->getSrcTy());
      if (!Narrow)
        continue;
      // A loop's wide induction variable is IndVarSimplify's on purpose:
      // no extension in the loop, and addresses LSR can step.
      if (!Loops)
        Loops = &AM.getResult<LoopAnalysis>(F);
      if (Loops->isLoopHeader(&Block))
        continue;
      auto *Extended =
          CastInst::Create(Extension->getOpcode(), Narrow, Wide.getType(),
                           Wide.getName() + ".narrow",
                           Block.getFirstInsertionPt());
      // zext nneg holds where it held on every path.
      if (isa<ZExtInst>(Extended))
        Extended->setNonNeg(all_of(Wide.incoming_values(), [](Value *V) {
          return cast<Instruction>(V)->hasNonNeg();
        }));
      for (Value *Incoming : Wide.incoming_values())
        Extensions.push_back(Incoming);
      Wide.replaceAllUsesWith(Extended);
      Wide.eraseFromParent();
      ++NumNarrowed;
    }
  }
  if (Extensions.empty())
    return PreservedAnalyses::all();
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Extensions);
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace scale
