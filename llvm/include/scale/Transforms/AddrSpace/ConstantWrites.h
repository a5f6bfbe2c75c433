//===- ConstantWrites.h - Writes to constant memory as errors ---*- C++ -*-===//
//
// Constant memory is read-only on the GPU. Sema rejects every write it can
// see to a `__constant` object (the constant-write rule), but a pointer into
// constant memory may legally convert to a generic `int *` in device code,
// and once a callee such as CUDA's atomicAdd(int *, int) is inlined,
// InferAddressSpaces gives the write the constant address space back. NVPTX
// cannot select an atomic in the constant space and stops with a fatal
// "Cannot select" naming no source line. This pass, at the end of the
// device pipeline, reports each atomic or store whose pointer is in the
// target's constant address space as an error in the function that holds
// it (DiagnosticInfoUnsupported, which Clang prints with the function's
// location) and replaces it by a read, so that code generation still
// finishes on an erroneous module and the compilation fails cleanly.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_ADDRSPACE_CONSTANTWRITES_H
#define SCALE_TRANSFORMS_ADDRSPACE_CONSTANTWRITES_H

#include "llvm/IR/PassManager.h"

namespace scale {

class RejectConstantWritesPass
    : public llvm::PassInfoMixin<RejectConstantWritesPass> {
public:
  /// \p ConstantAddressSpace: the target's number for `__constant`.
  explicit RejectConstantWritesPass(unsigned ConstantAddressSpace = 4)
      : ConstantAddressSpace(ConstantAddressSpace) {}

  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);

  // A module that reaches instruction selection with such a write crashes
  // the backend: runs at -O0 too.
  static bool isRequired() { return true; }

private:
  unsigned ConstantAddressSpace;
};

} // namespace scale

#endif // SCALE_TRANSFORMS_ADDRSPACE_CONSTANTWRITES_H
