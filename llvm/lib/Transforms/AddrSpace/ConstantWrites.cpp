//===- ConstantWrites.cpp - Writes to constant memory as errors -----------===//
//
// See ConstantWrites.h. What each write becomes once reported (the module
// is erroneous and is never used; it only has to get through the backend):
//
//   write                  | replaced by
//   -----------------------+------------------------------------------------
//   atomicrmw              | a load of the old value
//   cmpxchg                | a load, and success when it equals the expected
//   store (atomic or not)  | nothing
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

namespace {

/// The pointer an instruction writes through, if it writes.
Value *writtenPointer(Instruction &I) {
  if (auto *Store = dyn_cast<StoreInst>(&I))
    return Store->getPointerOperand();
  if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
    return RMW->getPointerOperand();
  if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I))
    return CX->getPointerOperand();
  return nullptr;
}

void replaceByRead(Instruction &I) {
  IRBuilder<> B(&I);
  if (auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
    RMW->replaceAllUsesWith(B.CreateAlignedLoad(
        RMW->getType(), RMW->getPointerOperand(), RMW->getAlign()));
  } else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I)) {
    Value *Old = B.CreateAlignedLoad(CX->getCompareOperand()->getType(),
                                     CX->getPointerOperand(), CX->getAlign());
    Value *Result = B.CreateInsertValue(PoisonValue::get(CX->getType()), Old,
                                        0);
    Result = B.CreateInsertValue(
        Result, B.CreateICmpEQ(Old, CX->getCompareOperand()), 1);
    CX->replaceAllUsesWith(Result);
  }
  I.eraseFromParent();
}

} // namespace

PreservedAnalyses RejectConstantWritesPass::run(Function &F,
                                                FunctionAnalysisManager &) {
  SmallVector<Instruction *, 4> Writes;
  for (Instruction &I : instructions(F))
    if (Value *Pointer = writtenPointer(I);
        Pointer && Pointer->getType()->getPointerAddressSpace() ==
                       ConstantAddressSpace)
      Writes.push_back(&I);
  for (Instruction *I : Writes) {
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F,
        isa<StoreInst>(I) && !cast<StoreInst>(I)->isAtomic()
            ? "write to __constant memory: constant memory is read-only"
            : "atomic operation on __constant memory: constant memory is "
              "read-only",
        I->getDebugLoc()));
    replaceByRead(*I);
    ++NumConstantWrites;
  }
  return Writes.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}
