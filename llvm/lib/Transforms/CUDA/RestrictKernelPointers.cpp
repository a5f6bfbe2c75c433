//===- RestrictKernelPointers.cpp - nvcc's --restrict ---------------------===//
//
// See RestrictKernelPointers.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/RestrictKernelPointers.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace scale {

PreservedAnalyses RestrictKernelPointersPass::run(Module &M,
                                                  ModuleAnalysisManager &) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  std::optional<GPUAddressSpaces> Spaces = GPUAddressSpaces::forModule(M);
  if (!Spaces)
    return PreservedAnalyses::all();
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration() || !Spaces->isKernel(F))
      continue;
    for (Argument &Arg : F.args()) {
      if (!Arg.getType()->isPointerTy() || Arg.hasByValAttr() ||
          Arg.hasNoAliasAttr())
        continue;
      Arg.addAttr(Attribute::NoAlias);
      Changed = true;
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace scale
