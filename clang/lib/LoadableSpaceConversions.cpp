//===- LoadableSpaceConversions.cpp - Reads through converted glvalues ----===//
//
// The extension's qualified objects reach glvalues of another space through
// a glvalue AddressSpaceConversion: `static_cast<const int &>(sharedInt)`,
// `(const __flat int &)x`, `c ? sharedInt : localInt` (both operands in the
// composite space, CompositeSpace.cpp), addrspace_cast to a reference.
// CodeGen emits such a glvalue right where it wants its address
// (EmitCastLValue casts the address). A read of a scalar is another path:
// CodeGen's scalar emitter evaluates the operand of an lvalue-to-rvalue
// conversion by visiting it through no-op casts, parentheses and
// conditional operators, and reaches the conversion as if it were a
// pointer prvalue: it asks the pointee type of `int` and crashes (upstream
// Clang 22 does the same in OpenCL C++, `(const __generic int &)x`, where
// the shape is rare; in CUDA with the extension it is any cast of a
// `__shared__` variable to a reference).
//
// So each such conversion that a scalar read reaches that way gets an
// implicit CK_LValueBitCast to the same type and value category above it,
// which the scalar emitter reads through the address (EmitLValue of the
// conversion, then a load). Only conversions the read reaches are wrapped:
// CodeGen's lvalue emitter takes every CK_LValueBitCast for an explicit
// cast, so one where an address is wanted (a reference bound, a member
// taken, a no-op cast that changes volatile qualification, which the scalar
// emitter loads through its address) stays as Sema built it. Types, value
// categories and the conversions themselves are unchanged, so the body
// checker, which runs before (or, for postponed bodies, after) this, sees
// the same conversions.
//
//===----------------------------------------------------------------------===//

#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;

namespace scale {

namespace {

/// A glvalue address-space conversion of a scalar object.
bool isScalarGlvalueConversion(const Expr *E) {
  const auto *Cast = dyn_cast<CastExpr>(E);
  return Cast && Cast->getCastKind() == CK_AddressSpaceConversion &&
         Cast->isGLValue() && Cast->getType()->isScalarType();
}

/// Wraps the conversions that CodeGen's scalar emitter reaches from the
/// operand of a read, \p Slot, by visiting.
void wrapWhereRead(ASTContext &Ctx, Stmt *&Slot) {
  auto *E = cast<Expr>(Slot);
  if (isScalarGlvalueConversion(E)) {
    Slot = ImplicitCastExpr::Create(Ctx, E->getType(), CK_LValueBitCast, E,
                                    /*BasePath=*/nullptr, E->getValueKind(),
                                    FPOptionsOverride());
    return;
  }
  auto Visited = [](const Expr *E) {
    if (isa<ParenExpr>(E))
      return true;
    if (const auto *Cast = dyn_cast<CastExpr>(E))
      return Cast->getCastKind() == CK_NoOp && Cast->isGLValue() &&
             !Cast->changesVolatileQualification();
    return false;
  };
  if (Visited(E)) {
    for (Stmt *&Operand : E->children())
      wrapWhereRead(Ctx, Operand);
    return;
  }
  // Both arms; the condition is read on its own.
  if (auto *Conditional = dyn_cast<ConditionalOperator>(E);
      Conditional && Conditional->isGLValue())
    for (Stmt *&Operand : llvm::drop_begin(Conditional->children()))
      wrapWhereRead(Ctx, Operand);
}

/// Every scalar read in \p Body. The walk follows Stmt::children(), what
/// CodeGen emits (the implicit statements of a range-based for, the
/// semantic forms of pseudo-objects, the initialisers of local variables),
/// with a work list rather than recursion, as deep as expressions nest.
/// Wrapping is idempotent: a read already wrapped reaches a CK_LValueBitCast,
/// which is neither a conversion nor visited through, so a lambda's body,
/// finished on its own and reached again from its enclosing function, is
/// left as it is.
void wrapReads(ASTContext &Ctx, Stmt *Body) {
  SmallVector<Stmt *, 64> Work{Body};
  while (!Work.empty()) {
    Stmt *S = Work.pop_back_val();
    if (auto *Read = dyn_cast<ImplicitCastExpr>(S);
        Read && Read->getCastKind() == CK_LValueToRValue &&
        Read->getType()->isScalarType())
      for (Stmt *&Operand : Read->children())
        wrapWhereRead(Ctx, Operand);
    for (Stmt *Child : S->children())
      if (Child)
        Work.push_back(Child);
  }
}

} // namespace

void SemaScale::makeSpaceConversionsLoadable(const FunctionDecl *FD,
                                             Stmt *Body) {
  // A template's pattern is never emitted, and its implicit casts are not
  // instantiated: TreeTransform drops them and Sema builds them anew in
  // each instantiation, whose finished body comes here on its own.
  if (Body && FD && !FD->isDependentContext())
    wrapReads(S.getASTContext(), Body);
}

} // namespace scale
