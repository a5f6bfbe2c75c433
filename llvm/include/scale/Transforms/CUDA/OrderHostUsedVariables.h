//===- OrderHostUsedVariables.h - Host-used variables in name order -*- C++ -*-===//
//
// Clang 22 emits the device variables that host code uses (a `__constant__`
// variable template that host code fills with cudaMemcpyToSymbol: HeCBench
// convolution1D's `mask<T>`) by iterating a set of declaration pointers
// (ASTContext::CUDADeviceVarODRUsedByHost, a DenseSet): their order in the
// module, in `llvm.compiler.used` and so in the PTX changes from one run of
// the compiler to the next with the heap's addresses. Builds are then not
// reproducible, and ccache or a build system comparing outputs sees a
// change where there is none. Upstream made the set a SetVector after
// Clang 22 (llvm-project PR 188616).
//
// OrderHostUsedVariablesPass (NVPTX and AMDGPU, at the start of every
// pipeline) puts the variables of `llvm.compiler.used` in the order of
// their names, in the list and among the module's variables (in the places
// those variables had), so that every run writes the same file.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_ORDERHOSTUSEDVARIABLES_H
#define SCALE_TRANSFORMS_CUDA_ORDERHOSTUSEDVARIABLES_H

#include "llvm/IR/PassManager.h"

namespace scale {

class OrderHostUsedVariablesPass
    : public llvm::PassInfoMixin<OrderHostUsedVariablesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_ORDERHOSTUSEDVARIABLES_H
