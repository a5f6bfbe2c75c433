//===- PureVirtualSlots.h - pure virtual functions in device vtables -*- C++ -*-===//
//
// Clang fills the vtable slot of a pure virtual function with
// `__cxa_pure_virtual`, the C++ runtime's function that reports the call.
// NVPTX has no such function: the CUDA toolkit's device libraries do not
// define it, so nvlink reports "Undefined reference to '__cxa_pure_virtual'"
// for every class with a pure virtual `__device__` function (cuda-samples
// newdelete). nvcc puts 0 in that slot (a call of it is undefined behaviour
// either way). This pass does the same in an NVPTX module that declares and
// does not define `__cxa_pure_virtual`: its uses become null.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_PUREVIRTUALSLOTS_H
#define SCALE_TRANSFORMS_CUDA_PUREVIRTUALSLOTS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class PureVirtualSlotsPass : public llvm::PassInfoMixin<PureVirtualSlotsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);

  // Without it the device code does not link: run at every -O level.
  static bool isRequired() { return true; }
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_PUREVIRTUALSLOTS_H
