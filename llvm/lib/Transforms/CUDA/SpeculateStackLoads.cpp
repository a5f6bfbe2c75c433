//===- SpeculateStackLoads.cpp - Loads of chosen stack objects ------------===//
//
// See SpeculateStackLoads.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/SpeculateStackLoads.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-speculate-stack-loads"

STATISTIC(NumLoadsSpeculated,
          "Number of loads through a phi or select of stack addresses "
          "replaced by loads of each object");

namespace {

/// Selects nest; deeper ones are left alone.
constexpr unsigned MaxSelectDepth = 8;

class Speculator {
public:
  Speculator(const DataLayout &DL) : DL(DL) {}

  /// Replaces \p Load by loads of the objects its address chooses from;
  /// false when that is not known to be safe.
  bool speculate(LoadInst &Load);

private:
  bool canLoad(Value *Ptr, int64_t Offset, uint64_t Size, Align Alignment,
               unsigned Depth) const;
  Value *buildLoad(Value *Ptr, int64_t Offset, LoadInst &Original,
                   Instruction *InsertBefore) const;

  const DataLayout &DL;
};

/// Can \p Size bytes at \p Offset from \p Ptr, a local variable or a select
/// of such, be loaded wherever \p Ptr is available? Inside the variable and
/// aligned as the original load: then the load cannot fault, and a load of
/// a variable outside its lifetime only gives a value nobody uses.
bool Speculator::canLoad(Value *Ptr, int64_t Offset, uint64_t Size,
                         Align Alignment, unsigned Depth) const {
  Ptr = stripConstantOffsets(Ptr, DL, Offset);
  if (!Ptr)
    return false;
  if (auto *Select = dyn_cast<SelectInst>(Ptr))
    return Depth < MaxSelectDepth &&
           canLoad(Select->getTrueValue(), Offset, Size, Alignment,
                   Depth + 1) &&
           canLoad(Select->getFalseValue(), Offset, Size, Alignment,
                   Depth + 1);
  auto *Object = dyn_cast<AllocaInst>(Ptr);
  if (!Object)
    return false;
  std::optional<TypeSize> ObjectSize = Object->getAllocationSize(DL);
  if (!ObjectSize || ObjectSize->isScalable() || Offset < 0 ||
      uint64_t(Offset) + Size > ObjectSize->getFixedValue())
    return false;
  return commonAlignment(Object->getAlign(), Offset) >= Alignment;
}

Value *Speculator::buildLoad(Value *Ptr, int64_t Offset, LoadInst &Original,
                             Instruction *InsertBefore) const {
  Ptr = stripConstantOffsets(Ptr, DL, Offset);
  IRBuilder<> Builder(InsertBefore);
  if (auto *Select = dyn_cast<SelectInst>(Ptr)) {
    Value *True =
        buildLoad(Select->getTrueValue(), Offset, Original, InsertBefore);
    Value *False =
        buildLoad(Select->getFalseValue(), Offset, Original, InsertBefore);
    return Builder.CreateSelect(Select->getCondition(), True, False,
                                Original.getName() + ".sel");
  }
  Value *Address =
      Offset ? Builder.CreateConstInBoundsGEP1_64(Builder.getInt8Ty(), Ptr,
                                                  Offset)
             : Ptr;
  LoadInst *Load = Builder.CreateAlignedLoad(
      Original.getType(), Address, Original.getAlign(),
      Original.getName() + ".spec");
  Load->copyMetadata(Original, {LLVMContext::MD_tbaa});
  return Load;
}

bool Speculator::speculate(LoadInst &Load) {
  if (!Load.isSimple())
    return false;
  int64_t Offset = 0;
  Value *Chosen = stripConstantOffsets(Load.getPointerOperand(), DL, Offset);
  if (!Chosen || !isa<PHINode, SelectInst>(Chosen))
    return false;
  uint64_t Size = DL.getTypeStoreSize(Load.getType()).getKnownMinValue();
  if (DL.getTypeStoreSize(Load.getType()).isScalable())
    return false;

  Value *Replacement = nullptr;
  if (isa<SelectInst>(Chosen)) {
    if (!canLoad(Chosen, Offset, Size, Load.getAlign(), 0))
      return false;
    Replacement = buildLoad(Chosen, Offset, Load, &Load);
  } else {
    auto *Phi = cast<PHINode>(Chosen);
    // Each predecessor's load must read what this load reads: the phi is
    // in the load's block and nothing before the load may write memory.
    if (Phi->getParent() != Load.getParent())
      return false;
    for (Instruction &I : make_range(Phi->getParent()->getFirstNonPHIIt(),
                                     Load.getIterator()))
      if (I.mayWriteToMemory())
        return false;
    for (unsigned I = 0, E = Phi->getNumIncomingValues(); I != E; ++I)
      if (isa<InvokeInst, CallBrInst>(Phi->getIncomingBlock(I)->getTerminator()) ||
          !canLoad(Phi->getIncomingValue(I), Offset, Size, Load.getAlign(), 0))
        return false;
    PHINode *Loaded =
        PHINode::Create(Load.getType(), Phi->getNumIncomingValues(),
                        Load.getName() + ".phi");
    Loaded->insertBefore(Phi->getParent()->getFirstNonPHIIt());
    // A predecessor may appear more than once (a switch): one load each.
    DenseMap<BasicBlock *, Value *> PerBlock;
    for (unsigned I = 0, E = Phi->getNumIncomingValues(); I != E; ++I) {
      BasicBlock *Incoming = Phi->getIncomingBlock(I);
      Value *&FromBlock = PerBlock[Incoming];
      if (!FromBlock)
        FromBlock = buildLoad(Phi->getIncomingValue(I), Offset, Load,
                              Incoming->getTerminator());
      Loaded->addIncoming(FromBlock, Incoming);
    }
    Replacement = Loaded;
  }
  Value *Address = Load.getPointerOperand();
  Load.replaceAllUsesWith(Replacement);
  Load.eraseFromParent();
  RecursivelyDeleteTriviallyDeadInstructions(Address);
  ++NumLoadsSpeculated;
  return true;
}

} // namespace

PreservedAnalyses SpeculateStackLoadsPass::run(Function &F,
                                               FunctionAnalysisManager &AM) {
  if (!F.getParent()->getTargetTriple().isNVPTX() || F.isDeclaration())
    return PreservedAnalyses::all();
  SmallVector<WeakTrackingVH, 16> Loads;
  for (Instruction &I : instructions(F))
    if (auto *Load = dyn_cast<LoadInst>(&I))
      if (isa<PHINode, SelectInst, GEPOperator, AddrSpaceCastOperator>(
              Load->getPointerOperand()))
        Loads.push_back(Load);
  Speculator Speculate(F.getDataLayout());
  bool Changed = false;
  for (WeakTrackingVH &Handle : Loads)
    if (auto *Load = dyn_cast_or_null<LoadInst>(Handle))
      Changed |= Speculate.speculate(*Load);
  if (!Changed)
    return PreservedAnalyses::all();
  // The objects whose addresses were only chosen between can now live in
  // registers.
  SROAPass(SROAOptions::PreserveCFG).run(F, AM);
  PreservedAnalyses Preserved;
  Preserved.preserveSet<CFGAnalyses>();
  return Preserved;
}
