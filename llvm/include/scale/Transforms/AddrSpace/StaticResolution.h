//===- StaticResolution.h - Generic accesses proven global ------*- C++ -*-===//
//
// IGC's static resolution of the generic address space: when no function in
// the call tree of a kernel ever makes a generic pointer to anything but
// global memory (no cast of a __shared, __constant, __local or parameter
// address to generic, no escaping address of a local variable, no inttoptr,
// no inline assembly or external function producing pointers, no indirect
// call), every generic access left in that tree is an access to global
// memory, and becomes one.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_ADDRSPACE_STATICRESOLUTION_H
#define SCALE_TRANSFORMS_ADDRSPACE_STATICRESOLUTION_H

#include "llvm/IR/PassManager.h"

namespace scale {

struct StaticResolutionOptions {
  /// No other module calls the non-kernel functions (no -fgpu-rdc).
  bool WholeProgram = false;
};

class StaticResolutionPass : public llvm::PassInfoMixin<StaticResolutionPass> {
public:
  explicit StaticResolutionPass(StaticResolutionOptions Options = {})
      : Options(Options) {}

  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &AM);

private:
  StaticResolutionOptions Options;
};

} // namespace scale

#endif // SCALE_TRANSFORMS_ADDRSPACE_STATICRESOLUTION_H
