//===- AddrspaceCast.cpp - addrspace_cast<T>(e) ---------------------------===//
//
// addrspace_cast changes the address space of a pointer's pointee or of a
// referenced object and nothing else; which changes are allowed is the
// explicit-conversion table of the model. The AST node is Clang's own
// CXXAddrspaceCastExpr, which CodeGen lowers to an addrspacecast.
//
//===----------------------------------------------------------------------===//

#include "scale/DiagnosticGroups.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace scale {

ExprResult SemaScale::buildAddrspaceCast(SourceLocation OpLoc,
                                         TypeSourceInfo *DestInfo, Expr *E,
                                         SourceRange AngleBrackets,
                                         SourceRange Parens) {
  ASTContext &Ctx = S.getASTContext();
  QualType Dest = DestInfo->getType();
  ExprValueKind VK = Dest->isLValueReferenceType()   ? VK_LValue
                     : Dest->isRValueReferenceType() ? VK_XValue
                                                     : VK_PRValue;
  QualType ResultType = Dest.getNonLValueExprType(Ctx);
  auto Build = [&](CastKind Kind, Expr *Operand) -> ExprResult {
    return CXXAddrspaceCastExpr::Create(Ctx, ResultType, VK, Kind, Operand,
                                        DestInfo, OpLoc, Parens.getEnd(),
                                        AngleBrackets);
  };
  if (Dest->isDependentType() || E->isTypeDependent() ||
      E->isValueDependent())
    return Build(CK_Dependent, E);

  // The types whose spaces change: the referenced or pointed-to types.
  QualType From, To;
  if (Dest->isReferenceType()) {
    if (Dest->isLValueReferenceType() && !E->isLValue()) {
      diagnose(OpLoc, diagID(S.getDiagnostics(), Diag::AddrspaceCastNeedsLvalue)) << Dest << E->getType() << E->getSourceRange();
      return ExprError();
    }
    From = E->getType();
    To = Dest->getPointeeType();
  } else {
    ExprResult Converted = S.DefaultFunctionArrayLvalueConversion(E);
    if (Converted.isInvalid())
      return ExprError();
    E = Converted.get();
    if (E->getType()->isPointerType() && Dest->isPointerType()) {
      From = E->getType()->getPointeeType();
      To = Dest->getPointeeType();
    }
  }
  if (From.isNull()) {
    diagnose(OpLoc, diagID(S.getDiagnostics(), Diag::AddrspaceCastNotPointer)) << E->getType() << Dest << E->getSourceRange();
    return ExprError();
  }

  std::optional<AddrSpace> FromAS = classify(From.getAddressSpace());
  std::optional<AddrSpace> ToAS = classify(To.getAddressSpace());
  if (!Ctx.hasSameType(Ctx.removeAddrSpaceQualType(From.getCanonicalType()),
                       Ctx.removeAddrSpaceQualType(To.getCanonicalType())) ||
      !FromAS || !ToAS) {
    diagnose(OpLoc, diagID(S.getDiagnostics(), Diag::AddrspaceCastChangesType)) << E->getType() << Dest << Dest->isReferenceType()
                        << E->getSourceRange();
    return ExprError();
  }
  // A warning in -Wscale-addrspace-cast, an error by default: where the user
  // lowered it, the cast is built as the C-style cast would be.
  if (!convertsExplicitly(*FromAS, *ToAS))
    diagnose(OpLoc, diagID(S.getDiagnostics(), Diag::AddrspaceCastSpaces))
        << E->getType() << Dest << static_cast<unsigned>(currentContext())
        << spelling(*FromAS) << spelling(*ToAS) << E->getSourceRange();
  return Build(*FromAS == *ToAS ? CK_NoOp : CK_AddressSpaceConversion, E);
}

} // namespace scale
