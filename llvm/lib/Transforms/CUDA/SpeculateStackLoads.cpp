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

/// Addresses are chosen through at most this many nested phis and selects,
/// and one load's addresses are followed through at most this many of them
/// in all; beyond, the load is left alone.
constexpr unsigned MaxChoiceDepth = 8;
constexpr unsigned MaxChoicesPerLoad = 64;

class Speculator {
public:
  Speculator(const DataLayout &DL) : DL(DL) {}

  /// Replaces \p Load by loads of the objects its address chooses from;
  /// false when that is not known to be safe.
  bool speculate(LoadInst &Load);

private:
  bool canLoad(Value *Ptr, int64_t Offset, Instruction *At, unsigned Depth);
  Value *buildLoad(Value *Ptr, int64_t Offset, Instruction *At);

  const DataLayout &DL;
  /// The load being replaced: its type, size, alignment and metadata.
  LoadInst *Original = nullptr;
  uint64_t Size = 0;
  /// Phis and selects followed for it so far.
  unsigned Choices = 0;
  /// The loaded-value phi made for each (address phi, offset): a phi can be
  /// reached along several paths of the address's choices.
  DenseMap<std::pair<PHINode *, int64_t>, PHINode *> LoadedPhis;
};

/// Does memory stay unwritten in \p At's block before \p At?
static bool noWriteBefore(Instruction *At) {
  for (Instruction &I :
       make_range(At->getParent()->getFirstNonPHIIt(), At->getIterator()))
    if (I.mayWriteToMemory())
      return false;
  return true;
}

/// Can the original load's bytes at \p Offset from \p Ptr be loaded at
/// \p At, reading what the original load reads? \p Ptr is a local variable
/// (the bytes inside it and aligned as the original load: then the load
/// cannot fault, and a load of a variable outside its lifetime only gives a
/// value nobody uses), a select of such, or a phi of such in \p At's block
/// with nothing before \p At that may write memory (so each predecessor's
/// load, at its end, reads what a load at \p At reads).
bool Speculator::canLoad(Value *Ptr, int64_t Offset, Instruction *At,
                         unsigned Depth) {
  Ptr = stripConstantOffsets(Ptr, DL, Offset);
  if (!Ptr)
    return false;
  if (isa<SelectInst, PHINode>(Ptr) &&
      (Depth == MaxChoiceDepth || ++Choices > MaxChoicesPerLoad))
    return false;
  if (auto *Select = dyn_cast<SelectInst>(Ptr))
    return canLoad(Select->getTrueValue(), Offset, At, Depth + 1) &&
           canLoad(Select->getFalseValue(), Offset, At, Depth + 1);
  if (auto *Phi = dyn_cast<PHINode>(Ptr)) {
    if (Phi->getParent() != At->getParent() || !noWriteBefore(At))
      return false;
    for (unsigned I = 0, E = Phi->getNumIncomingValues(); I != E; ++I) {
      Instruction *End = Phi->getIncomingBlock(I)->getTerminator();
      if (isa<InvokeInst, CallBrInst>(End) ||
          !canLoad(Phi->getIncomingValue(I), Offset, End, Depth + 1))
        return false;
    }
    return true;
  }
  auto *Object = dyn_cast<AllocaInst>(Ptr);
  if (!Object)
    return false;
  std::optional<TypeSize> ObjectSize = Object->getAllocationSize(DL);
  if (!ObjectSize || ObjectSize->isScalable() || Offset < 0 ||
      uint64_t(Offset) + Size > ObjectSize->getFixedValue())
    return false;
  return commonAlignment(Object->getAlign(), Offset) >= Original->getAlign();
}

Value *Speculator::buildLoad(Value *Ptr, int64_t Offset, Instruction *At) {
  Ptr = stripConstantOffsets(Ptr, DL, Offset);
  if (auto *Select = dyn_cast<SelectInst>(Ptr)) {
    Value *True = buildLoad(Select->getTrueValue(), Offset, At);
    Value *False = buildLoad(Select->getFalseValue(), Offset, At);
    return IRBuilder<>(At).CreateSelect(Select->getCondition(), True, False,
                                        Original->getName() + ".sel");
  }
  if (auto *Phi = dyn_cast<PHINode>(Ptr)) {
    PHINode *&Loaded = LoadedPhis[{Phi, Offset}];
    if (Loaded)
      return Loaded;
    Loaded = PHINode::Create(Original->getType(), Phi->getNumIncomingValues(),
                             Original->getName() + ".phi");
    Loaded->insertBefore(Phi->getParent()->getFirstNonPHIIt());
    // A predecessor may appear more than once (a switch): one load each.
    DenseMap<BasicBlock *, Value *> PerBlock;
    for (unsigned I = 0, E = Phi->getNumIncomingValues(); I != E; ++I) {
      BasicBlock *Incoming = Phi->getIncomingBlock(I);
      Value *&FromBlock = PerBlock[Incoming];
      if (!FromBlock)
        FromBlock = buildLoad(Phi->getIncomingValue(I), Offset,
                              Incoming->getTerminator());
      Loaded->addIncoming(FromBlock, Incoming);
    }
    return Loaded;
  }
  IRBuilder<> Builder(At);
  Value *Address =
      Offset ? Builder.CreateConstInBoundsGEP1_64(Builder.getInt8Ty(), Ptr,
                                                  Offset)
             : Ptr;
  LoadInst *Load =
      Builder.CreateAlignedLoad(Original->getType(), Address,
                                Original->getAlign(),
                                Original->getName() + ".spec");
  Load->copyMetadata(*Original, {LLVMContext::MD_tbaa});
  return Load;
}

bool Speculator::speculate(LoadInst &Load) {
  if (!Load.isSimple())
    return false;
  int64_t Offset = 0;
  Value *Chosen = stripConstantOffsets(Load.getPointerOperand(), DL, Offset);
  if (!Chosen || !isa<PHINode, SelectInst>(Chosen))
    return false;
  TypeSize StoreSize = DL.getTypeStoreSize(Load.getType());
  if (StoreSize.isScalable())
    return false;
  Original = &Load;
  Size = StoreSize.getFixedValue();
  Choices = 0;
  LoadedPhis.clear();
  if (!canLoad(Chosen, Offset, &Load, 0))
    return false;
  Value *Replacement = buildLoad(Chosen, Offset, &Load);
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
