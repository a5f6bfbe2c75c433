//===- InternalizeDeviceFunctions.h - whole-program device code -*- C++ -*-===//
//
// Without -fgpu-rdc a CUDA or HIP translation unit's device code is the
// whole device program: no other module can call its device functions. nvcc
// compiles it so (its PTX declares them `.func`, not `.visible .func`, and
// leaves out those every kernel inlined or nobody calls). This pass gives
// every device function defined in the module internal linkage, so that the
// inliner and GlobalDCE drop the out-of-line copies nobody calls (fewer
// functions to optimise, to emit and to assemble), and the address-space
// passes may change any function's signature.
//
// What stays external:
//  * kernels: the host launches them by name;
//  * variables (`__device__`, `__constant__`, `__managed__`, textures): the
//    host reaches them by name through their registration
//    (cudaMemcpyToSymbol, cudaGetSymbolAddress), whether or not device code
//    uses them; a device function whose address a kept variable holds stays
//    referenced through it;
//  * aliases, and whatever llvm.used or llvm.compiler.used name.
//
// The device pipeline runs it at its start, only without -fgpu-rdc.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_INTERNALIZEDEVICEFUNCTIONS_H
#define SCALE_TRANSFORMS_CUDA_INTERNALIZEDEVICEFUNCTIONS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class InternalizeDeviceFunctionsPass
    : public llvm::PassInfoMixin<InternalizeDeviceFunctionsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);

  // Part of the program's meaning (what the device module exports), not an
  // optimisation: the same at every -O level.
  static bool isRequired() { return true; }
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_INTERNALIZEDEVICEFUNCTIONS_H
