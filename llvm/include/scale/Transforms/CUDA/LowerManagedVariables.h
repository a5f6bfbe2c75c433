//===- LowerManagedVariables.h - CUDA's ABI for __managed__ -----*- C++ -*-===//
//
// Clang lowers a managed variable `x` (HIPManagedAttr, which scale-clang
// also attaches in CUDA) the HIP way in both compilations: the storage is
// renamed `x.managed`, a new externally initialized pointer variable `x`
// takes its place, every use loads that pointer, and the host registers the
// pair with HIP's six-argument __cudaRegisterManagedVar. This pass turns
// that into what CUDA's runtime and nvcc's PTX expect:
//
//  * device (NVPTX): `x` is the storage again, accessed directly, with the
//    NVVM annotation "managed" (PTX `.global .attribute(.managed)`);
//  * host: the pointer variable stays (the runtime fills it), registered
//    with CUDA's eight-argument __cudaRegisterManagedVar, and every host
//    load of it first calls __cudaInitModule with the module's handle, which
//    loads the module (and so allocates the managed memory) on first use.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_LOWERMANAGEDVARIABLES_H
#define SCALE_TRANSFORMS_CUDA_LOWERMANAGEDVARIABLES_H

#include "llvm/IR/PassManager.h"

namespace scale {

class LowerManagedVariablesPass
    : public llvm::PassInfoMixin<LowerManagedVariablesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);

  // Correctness, not optimisation: runs at -O0 too.
  static bool isRequired() { return true; }
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_LOWERMANAGEDVARIABLES_H
