//===- ConstantWrites.cpp - Writes to constant memory reported ------------===//
//
// See ConstantWrites.h. Each write into the constant space (reported here,
// or marked as the front end's) keeps its effect but goes through a generic
// pointer, which every target selects. When the report is
// an error the module is never used; when the front end has downgraded or
// silenced the rule, the program is compiled as upstream compiles it.
//
//   pipeline | the generic pointer is              | because
//   ---------+--------------------------------------+---------------------------
//   -O0      | an addrspacecast of the constant one | the IR of Clang without
//            |                                      | the rules; nothing after
//            |                                      | this pass infers spaces
//   -O1+     | the cast, kept in a volatile stack   | the backend's own
//            | slot and read back                   | InferAddressSpaces (NVPTX)
//            |                                      | would put the write back
//            |                                      | in the constant space,
//            |                                      | where no atomic selects
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/AddrSpace/ConstantWrites.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-reject-constant-writes"

STATISTIC(NumConstantWrites, "Number of writes to constant memory reported");
STATISTIC(NumReportedByFrontEnd,
          "Number of writes to constant memory the front end reported");

namespace {

/// The operand index of the pointer an instruction writes through, if it
/// writes.
std::optional<unsigned> writtenPointerOperand(Instruction &I) {
  if (isa<StoreInst>(I))
    return StoreInst::getPointerOperandIndex();
  if (isa<AtomicRMWInst>(I))
    return AtomicRMWInst::getPointerOperandIndex();
  if (isa<AtomicCmpXchgInst>(I))
    return AtomicCmpXchgInst::getPointerOperandIndex();
  return std::nullopt;
}

/// The writes of \p F whose pointer is in \p AddressSpace, with the index
/// of that pointer operand.
SmallVector<std::pair<Instruction *, unsigned>, 4>
writesInto(Function &F, unsigned AddressSpace) {
  SmallVector<std::pair<Instruction *, unsigned>, 4> Writes;
  for (Instruction &I : instructions(F))
    if (std::optional<unsigned> Operand = writtenPointerOperand(I);
        Operand && I.getOperand(*Operand)->getType()->getPointerAddressSpace() ==
                       AddressSpace)
      Writes.push_back({&I, *Operand});
  return Writes;
}

void writeThroughGenericPointer(Instruction &I, unsigned PointerOperand,
                                bool HideFromInference) {
  IRBuilder<> B(&I);
  Value *Generic = B.CreateAddrSpaceCast(I.getOperand(PointerOperand),
                                         B.getPtrTy(/*AddrSpace=*/0));
  if (HideFromInference) {
    Function &F = *I.getFunction();
    const DataLayout &DL = F.getDataLayout();
    IRBuilder<> Entry(&*F.getEntryBlock().getFirstInsertionPt());
    AllocaInst *Slot = Entry.CreateAlloca(Generic->getType(),
                                          DL.getAllocaAddrSpace());
    B.CreateStore(Generic, Slot, /*isVolatile=*/true);
    Generic = B.CreateLoad(Generic->getType(), Slot, /*isVolatile=*/true);
  }
  I.setOperand(PointerOperand, Generic);
}

} // namespace

StringRef RejectConstantWritesPass::messageFor(bool Atomic) {
  return Atomic ? "atomic operation on __constant memory: constant memory is "
                  "read-only"
                : "write to __constant memory: constant memory is read-only";
}

PreservedAnalyses RejectConstantWritesPass::run(Function &F,
                                                FunctionAnalysisManager &) {
  SmallVector<std::pair<Instruction *, unsigned>, 4> Writes =
      writesInto(F, ConstantAddressSpace);
  unsigned Reported =
      F.getContext().getMDKindID(MarkReportedConstantWritesPass::markName());
  for (auto [I, Operand] : Writes) {
    if (!I->getMetadata(Reported)) {
      bool Atomic = !isa<StoreInst>(I) || cast<StoreInst>(I)->isAtomic();
      F.getContext().diagnose(DiagnosticInfoUnsupported(
          F, messageFor(Atomic), I->getDebugLoc(), Severity));
      ++NumConstantWrites;
    }
    writeThroughGenericPointer(*I, Operand, HideFromInference);
  }
  return Writes.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}

StringRef MarkReportedConstantWritesPass::markName() {
  return "scale.reported.constant.write";
}

PreservedAnalyses
MarkReportedConstantWritesPass::run(Function &F, FunctionAnalysisManager &) {
  unsigned Reported = F.getContext().getMDKindID(markName());
  SmallVector<std::pair<Instruction *, unsigned>, 4> Writes =
      writesInto(F, ConstantAddressSpace);
  for (const auto &Write : Writes) {
    Write.first->setMetadata(Reported, MDNode::get(F.getContext(), {}));
    ++NumReportedByFrontEnd;
  }
  // Metadata alone: every analysis stays valid.
  return PreservedAnalyses::all();
}
