//===- GenericPointerIntegers.h - Pointers' integers are generic -*- C++ -*-===//
//
// A pointer converted to an integer gives its generic address, whatever its
// space, and an integer converted to a pointer in a space is taken as a
// generic address: nvcc's values, where `(uintptr_t)sharedArray` is the
// array's generic address, and unannotated code aligns dynamic shared
// memory as `(float *)(((uintptr_t)smem + 15) & ~15)`. Under the rules the
// array is `__shared char[]`, and CodeGen's ptrtoint of its NVPTX
// addrspace(3) address gave the shared window's offset, which the generic
// accesses through the rebuilt pointer then missed.
//
// An integer conversion of a pointer that was cast to the space from
// generic right before, and an integer conversion to a pointer that is
// cast to generic right after, keep the space's own value: that is how a
// program asks for the offset (Clang's CUDA wrappers'
// `__cvta_generic_to_shared`, `(size_t)(void
// __attribute__((address_space(3))) *)p`, and its inverse).
//
// NVPTX, whose named spaces are LLVM address spaces of their own in every
// pointer type (AMDGPU's `__shared` and `__local` pointers are flat ones,
// in the generic-sized form, unless -fscale-short-pointers). At the start of
// the pipeline, every -O level: the conversions as the front end emitted
// them, before anything folds the casts. Global initializers are left as
// they are (the backend cannot lower a generic address of a space's
// variable there).
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_ADDRSPACE_GENERICPOINTERINTEGERS_H
#define SCALE_TRANSFORMS_ADDRSPACE_GENERICPOINTERINTEGERS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class GenericPointerIntegersPass
    : public llvm::PassInfoMixin<GenericPointerIntegersPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);

  // The values are the program's meaning, at -O0 too.
  static bool isRequired() { return true; }
};

} // namespace scale

#endif // SCALE_TRANSFORMS_ADDRSPACE_GENERICPOINTERINTEGERS_H
