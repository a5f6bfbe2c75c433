//===- ParameterSpaces.h - Spaces of generic-sized pointer parameters -*- C++ -*-===//
//
// On AMDGPU, `__shared` and `__local` pointers are generic-sized by default
// (AddrSpaceModel.h, usesGenericSizedForm): in IR they are flat pointers,
// and an access through one is a flat access unless the optimiser learns
// where it points. Inside a function it learns that from the pointer's
// origin (the address of a `__shared__` variable); a parameter has none.
// Sema annotates each parameter whose type points into such a space with
// `scale.space.<LLVM address space>`, which CodeGen emits as an
// llvm.var.annotation of the parameter's stack slot. This pass, at the
// start of the pipeline, passes the value stored into that slot through a
// cast to the space and back (a null pointer survives the round trip), and
// lets SROA and InferAddressSpaces give the accesses through the parameter
// their space (ds_ and scratch_ instructions instead of flat_ ones) before
// the simplifications that would fold the casts away; it removes the
// annotations. `this` of a method qualified with such a space, which has no
// declaration to annotate, is known from the method's mangled name and gets
// the same treatment. In optnone functions, which InferAddressSpaces does
// not touch, the pass only removes the annotations.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_ADDRSPACE_PARAMETERSPACES_H
#define SCALE_TRANSFORMS_ADDRSPACE_PARAMETERSPACES_H

#include "llvm/IR/PassManager.h"

namespace scale {

class ParameterSpacesPass : public llvm::PassInfoMixin<ParameterSpacesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);

  // The annotations must not reach the backend of an -O0 build either.
  static bool isRequired() { return true; }
};

} // namespace scale

#endif // SCALE_TRANSFORMS_ADDRSPACE_PARAMETERSPACES_H
