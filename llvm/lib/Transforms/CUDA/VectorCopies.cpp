//===- VectorCopies.cpp - 16-byte copies as nvcc's v4 accesses ------------===//

#include "scale/Transforms/CUDA/VectorCopies.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

#define DEBUG_TYPE "scale-vector-copies"

STATISTIC(NumAlignedArrays,
          "Number of extern shared arrays aligned to 16 bytes");
STATISTIC(NumVectorCopies, "Number of memcpys made 16-byte vector copies");

namespace scale {

/// The width of PTX's widest vector access of 32-bit elements, v4.
static constexpr uint64_t VectorBytes = 16;
/// Copies longer than this stay memcpys: four v4 accesses each way.
static constexpr uint64_t MaxCopyBytes = 64;

PreservedAnalyses AlignSharedArraysPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  std::optional<GPUAddressSpaces> Spaces = GPUAddressSpaces::forModule(M);
  if (!Spaces || !Spaces->isNVPTX())
    return PreservedAnalyses::all();
  const DataLayout &DL = M.getDataLayout();
  bool Changed = false;
  for (GlobalVariable &GV : M.globals()) {
    // `extern __shared__ T buf[]`: a declaration of a zero-length array.
    // Arrays the module defines keep their alignment: wider vector loads
    // of them cost registers (Rodinia's lud_perimeter, 32 to 40), and nvcc
    // keeps their declared alignment too.
    if (GV.getAddressSpace() != Spaces->shared() || !GV.isDeclaration() ||
        !GV.getValueType()->isArrayTy() ||
        !DL.getTypeAllocSize(GV.getValueType()).isZero() ||
        GV.getAlign().valueOrOne() >= Align(VectorBytes))
      continue;
    GV.setAlignment(Align(VectorBytes));
    ++NumAlignedArrays;
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

PreservedAnalyses VectorCopiesPass::run(Function &F,
                                        FunctionAnalysisManager &) {
  if (!F.getParent()->getTargetTriple().isNVPTX() || F.isDeclaration())
    return PreservedAnalyses::all();
  bool Changed = false;
  for (Instruction &I : make_early_inc_range(instructions(F))) {
    auto *Copy = dyn_cast<MemCpyInst>(&I);
    if (!Copy || Copy->isVolatile())
      continue;
    auto *Length = dyn_cast<ConstantInt>(Copy->getLength());
    if (!Length || Length->isZero() ||
        Length->getZExtValue() % VectorBytes != 0 ||
        Length->getZExtValue() > MaxCopyBytes ||
        Copy->getDestAlign().valueOrOne() < Align(VectorBytes) ||
        Copy->getSourceAlign().valueOrOne() < Align(VectorBytes))
      continue;
    IRBuilder<> B(Copy);
    auto *Vector = FixedVectorType::get(B.getInt32Ty(), VectorBytes / 4);
    for (uint64_t Offset = 0; Offset != Length->getZExtValue();
         Offset += VectorBytes) {
      Value *Source = Copy->getSource(), *Dest = Copy->getDest();
      if (Offset) {
        Source = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Source, Offset);
        Dest = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Dest, Offset);
      }
      LoadInst *Load = B.CreateAlignedLoad(Vector, Source, Align(VectorBytes));
      StoreInst *Store = B.CreateAlignedStore(Load, Dest, Align(VectorBytes));
      Load->copyMetadata(*Copy, {LLVMContext::MD_alias_scope,
                                 LLVMContext::MD_noalias});
      Store->copyMetadata(*Copy, {LLVMContext::MD_alias_scope,
                                  LLVMContext::MD_noalias});
    }
    Copy->eraseFromParent();
    ++NumVectorCopies;
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace scale
