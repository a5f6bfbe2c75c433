//===- AddrspaceCast.cpp - addrspace_cast<T>(e) ---------------------------===//
//
// addrspace_cast changes the address space of a pointer's pointee or of a
// referenced object and nothing else; which changes are allowed is the
// explicit-conversion table of the model. The AST node is Clang's own
// CXXAddrspaceCastExpr, which CodeGen lowers to an addrspacecast.
//
//===----------------------------------------------------------------------===//

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
      unsigned ID = S.getDiagnostics().getCustomDiagID(
          DiagnosticsEngine::Error,
          "addrspace_cast to the lvalue reference type %0 needs an lvalue, "
          "not an expression of type %1");
      diagnose(OpLoc, ID) << Dest << E->getType() << E->getSourceRange();
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
    unsigned ID = S.getDiagnostics().getCustomDiagID(
        DiagnosticsEngine::Error,
        "addrspace_cast from %0 to %1: addrspace_cast converts pointers to "
        "pointers and references to references");
    diagnose(OpLoc, ID) << E->getType() << Dest << E->getSourceRange();
    return ExprError();
  }

  std::optional<AddrSpace> FromAS = classify(From.getAddressSpace());
  std::optional<AddrSpace> ToAS = classify(To.getAddressSpace());
  if (!Ctx.hasSameType(Ctx.removeAddrSpaceQualType(From.getCanonicalType()),
                       Ctx.removeAddrSpaceQualType(To.getCanonicalType())) ||
      !FromAS || !ToAS) {
    unsigned ID = S.getDiagnostics().getCustomDiagID(
        DiagnosticsEngine::Error,
        "addrspace_cast from %0 to %1 changes more than the address space; "
        "only the address space of the %select{pointee|referenced type}2 "
        "may differ");
    diagnose(OpLoc, ID) << E->getType() << Dest << Dest->isReferenceType()
                        << E->getSourceRange();
    return ExprError();
  }
  if (!convertsExplicitly(*FromAS, *ToAS)) {
    unsigned ID = S.getDiagnostics().getCustomDiagID(
        DiagnosticsEngine::Error,
        "addrspace_cast from %0 to %1 in a %select{host|device}2 function: no "
        "cast converts the %3 address space to the %4 address space");
    diagnose(OpLoc, ID) << E->getType() << Dest
                        << static_cast<unsigned>(currentContext())
                        << spelling(*FromAS) << spelling(*ToAS)
                        << E->getSourceRange();
    return ExprError();
  }
  return Build(*FromAS == *ToAS ? CK_NoOp : CK_AddressSpaceConversion, E);
}

} // namespace scale
