//===- GenericAccessRemarks.h - Why an access is still generic --*- C++ -*-===//
//
// Reports, as missed optimisation remarks of `scale-addrspace`
// (-Rpass-missed=scale-addrspace, -fsave-optimization-record), every load,
// store and atomic that is still generic after the address-space passes,
// with the reason: where the pointer comes from and why its space is not
// known there. It changes nothing; it is how a user finds what to annotate.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_ADDRSPACE_GENERICACCESSREMARKS_H
#define SCALE_TRANSFORMS_ADDRSPACE_GENERICACCESSREMARKS_H

#include "llvm/IR/PassManager.h"

namespace scale {

struct GenericAccessRemarksOptions {
  /// No other module calls the non-kernel functions (no -fgpu-rdc).
  bool WholeProgram = false;
};

class GenericAccessRemarksPass
    : public llvm::PassInfoMixin<GenericAccessRemarksPass> {
public:
  explicit GenericAccessRemarksPass(GenericAccessRemarksOptions Options = {})
      : Options(Options) {}

  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);

private:
  GenericAccessRemarksOptions Options;
};

} // namespace scale

#endif // SCALE_TRANSFORMS_ADDRSPACE_GENERICACCESSREMARKS_H
