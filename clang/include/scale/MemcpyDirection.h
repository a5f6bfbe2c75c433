//===- MemcpyDirection.h - Copy kinds against operand spaces ----*- C++ -*-===//
//
// The CUDA runtime's copies take a cudaMemcpyKind that says which side each
// operand is on. In host code with the extension on, the address space of
// an operand often says it too; where the two disagree the call is wrong.
// BodyChecker.cpp asks this module about every call it meets in host code.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_MEMCPYDIRECTION_H
#define SCALE_MEMCPYDIRECTION_H

#include "clang/Sema/SemaBase.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace clang {
class CallExpr;
} // namespace clang

namespace scale {

class SemaScale;

/// Reports a diagnostic of the code being checked (SemaScale::diagnose, or
/// Sema's own in initializers).
using ReportFn = llvm::function_ref<clang::SemaBase::SemaDiagnosticBuilder(
    clang::SourceLocation, unsigned)>;

/// Checks \p Call, in host code, if it calls a CUDA runtime copy with a
/// constant cudaMemcpyKind (a function of the runtime's headers or
/// libscale's with a cudaMemcpyKind parameter and `dst`/`src` operands): an
/// operand whose memory the model knows (hostCopyOperandMemory) and that
/// the kind puts on the other side is reported, a __device operand as
/// Diag::MemcpyDeviceOperand, an object of host code as
/// Diag::MemcpyHostOperand (-Wscale-memcpy-direction). Calls written in
/// foreign system headers are not checked.
void checkMemcpyDirection(const SemaScale &Ext, const clang::CallExpr *Call,
                          ReportFn Report);

} // namespace scale

#endif // SCALE_MEMCPYDIRECTION_H
