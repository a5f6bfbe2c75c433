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
// location) and makes it write through a generic pointer, which the backend
// selects (and, in an optimised pipeline, cannot trace back to constant
// memory), so that code generation finishes and the compilation fails
// cleanly.
//
// In scale-clang the report is a warning that the front end turns into the
// diagnostic of `-Wscale-addrspace-constant-write` at that location
// (clang/lib/Diagnostics.cpp): an error by default, a warning or nothing
// where the group is downgraded or silenced, and then the program compiles
// as Clang without the rules compiles it.
//
// Sema has already reported (at the group's level) every write that the
// source makes to a `__constant` object, and those are the writes whose
// pointer is in the constant space when the optimiser starts. A second
// report of the same write (at -O0, where the IR keeps it, or where the
// optimiser cannot remove it) would say the same thing again.
// MarkReportedConstantWritesPass, at the start of scale-clang's device
// pipeline, marks them; RejectConstantWritesPass still makes a marked write
// go through a generic pointer, without a report. What it reports are the
// writes that the optimiser moved into the constant space (inlining and
// address-space inference), which Sema could not see. Marked writes keep
// the mark where the inliner copies them.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_ADDRSPACE_CONSTANTWRITES_H
#define SCALE_TRANSFORMS_ADDRSPACE_CONSTANTWRITES_H

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/PassManager.h"

namespace scale {

class RejectConstantWritesPass
    : public llvm::PassInfoMixin<RejectConstantWritesPass> {
public:
  /// \p ConstantAddressSpace: the target's number for `__constant`.
  /// \p Severity: of the report (an error for opt; scale-clang's front end
  /// decides the final level of a warning).
  /// \p HideFromInference: an optimised pipeline, whose backend may infer
  /// the space of a generic pointer again.
  explicit RejectConstantWritesPass(
      unsigned ConstantAddressSpace = 4,
      llvm::DiagnosticSeverity Severity = llvm::DS_Error,
      bool HideFromInference = true)
      : ConstantAddressSpace(ConstantAddressSpace), Severity(Severity),
        HideFromInference(HideFromInference) {}

  /// The text of the report of a plain store or of an atomic write.
  static llvm::StringRef messageFor(bool Atomic);

  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);

  // A module that reaches instruction selection with such a write crashes
  // the backend: runs at -O0 too.
  static bool isRequired() { return true; }

private:
  unsigned ConstantAddressSpace;
  llvm::DiagnosticSeverity Severity;
  bool HideFromInference;
};

/// Marks each write whose pointer is in the constant address space as one
/// the front end has reported (`!scale.reported.constant.write`), so that
/// RejectConstantWritesPass does not report it again.
class MarkReportedConstantWritesPass
    : public llvm::PassInfoMixin<MarkReportedConstantWritesPass> {
public:
  explicit MarkReportedConstantWritesPass(unsigned ConstantAddressSpace = 4)
      : ConstantAddressSpace(ConstantAddressSpace) {}

  /// The metadata kind of the mark.
  static llvm::StringRef markName();

  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);

  // Its absence at -O0 would make the front end's writes reported twice.
  static bool isRequired() { return true; }

private:
  unsigned ConstantAddressSpace;
};

} // namespace scale

#endif // SCALE_TRANSFORMS_ADDRSPACE_CONSTANTWRITES_H
