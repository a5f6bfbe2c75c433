//===- AddrSpacePropagation.h - Interprocedural address-space propagation -===//
//
// Gives generic pointer parameters and return values of device functions the
// named address space that every caller (or every return) agrees on, and
// clones a function per combination of spaces where callers disagree, within
// a budget. InferAddressSpaces, run after this pass, then turns the accesses
// inside the rewritten functions into accesses of the named space.
//
// Along the way it makes the CUDA programming model explicit in kernels:
// pointer parameters, and pointers loaded from by-value parameters, point
// to global memory.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_ADDRSPACE_ADDRSPACEPROPAGATION_H
#define SCALE_TRANSFORMS_ADDRSPACE_ADDRSPACEPROPAGATION_H

#include "llvm/IR/PassManager.h"

namespace scale {

struct AddrSpacePropagationOptions {
  /// The module is the whole device program (CUDA without -fgpu-rdc): no
  /// other module calls its non-kernel functions, so they may change their
  /// signature whatever their linkage.
  bool WholeProgram = false;
};

class AddrSpacePropagationPass
    : public llvm::PassInfoMixin<AddrSpacePropagationPass> {
public:
  explicit AddrSpacePropagationPass(AddrSpacePropagationOptions Options = {})
      : Options(Options) {}

  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &AM);

private:
  AddrSpacePropagationOptions Options;
};

} // namespace scale

#endif // SCALE_TRANSFORMS_ADDRSPACE_ADDRSPACEPROPAGATION_H
