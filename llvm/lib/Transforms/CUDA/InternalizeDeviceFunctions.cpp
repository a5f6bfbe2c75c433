//===- InternalizeDeviceFunctions.cpp - whole-program device code ---------===//
//
// See InternalizeDeviceFunctions.h. LLVM's InternalizePass does the work
// (comdats, the llvm.used lists); this pass says what must stay external.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/InternalizeDeviceFunctions.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/IPO/Internalize.h"

using namespace llvm;
using namespace scale;

PreservedAnalyses
InternalizeDeviceFunctionsPass::run(Module &M, ModuleAnalysisManager &AM) {
  std::optional<GPUAddressSpaces> Spaces = GPUAddressSpaces::forModule(M);
  if (!Spaces)
    return PreservedAnalyses::all();
  // Inline functions and template instantiations may be dropped once
  // inlined (linkonce); kept, they stay in the PTX as nvcc keeps them.
  if (Options.KeepExternalFunctions)
    for (Function &F : M)
      if (!F.isDeclaration() && F.hasLinkOnceLinkage())
        F.setLinkage(F.hasLinkOnceODRLinkage() ? GlobalValue::WeakODRLinkage
                                               : GlobalValue::WeakAnyLinkage);
  auto MustStayExternal = [&](const GlobalValue &GV) {
    const auto *F = dyn_cast<Function>(&GV);
    return !F || Spaces->isKernel(*F) ||
           (Options.KeepExternalFunctions && !F->hasLocalLinkage());
  };
  return InternalizePass(MustStayExternal).run(M, AM);
}
