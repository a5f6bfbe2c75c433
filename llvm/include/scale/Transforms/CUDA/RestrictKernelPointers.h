//===- RestrictKernelPointers.h - nvcc's --restrict -*- C++ -*-===//
//
// nvcc's --restrict is the programmer's assertion that every pointer
// parameter of every kernel is a restrict pointer: nvcc then reads the
// read-only ones through the non-coherent cache (`ld.global.nc`) and keeps
// loaded values across stores through the other parameters, as it does for
// parameters written `__restrict__`. Clang has no such flag.
//
// RestrictKernelPointersPass marks every pointer parameter of every kernel
// of an NVPTX module `noalias`, which is what Clang's CodeGen writes for a
// `__restrict__` parameter; LLVM's alias analysis and NVPTX's choice of
// `ld.global.nc` (a `noalias` parameter the kernel only reads) do the rest.
// Parameters passed by value (`byval`) are copies and stay as they are.
// scale-nvcc runs it (-mllvm -scale-nvcc-restrict) under --restrict, at the
// start of the pipeline, before anything reads the attributes.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_RESTRICTKERNELPOINTERS_H
#define SCALE_TRANSFORMS_CUDA_RESTRICTKERNELPOINTERS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class RestrictKernelPointersPass
    : public llvm::PassInfoMixin<RestrictKernelPointersPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);

  // The flag's meaning, not an optimisation: the same at every -O level.
  static bool isRequired() { return true; }
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_RESTRICTKERNELPOINTERS_H
