//===- AddrspaceCast.cpp - addrspace_cast<T>(e) ---------------------------===//
//
// addrspace_cast changes the address space of a pointer's pointee or of a
// referenced object and nothing else; which changes are allowed is the
// explicit-conversion table of the model. The AST node is Clang's own
// CXXAddrspaceCastExpr, which CodeGen lowers to an addrspacecast.
//
// Every rule here holds in host and device code alike, so an invalid cast is
// reported at once (Sema::Diag), never through CUDA's deferred diagnostics:
// a deferred error in code that is never emitted (a generic lambda, a
// __host__ __device__ template, a default argument, a default member
// initializer, an array bound at namespace scope) would leave an invalid
// expression behind without any error, and code generation would then meet
// a half-built AST.
//
//   rule                                  | error when
//   --------------------------------------+-----------------------------------
//   pointers to pointers, references to   | the operand or the destination is
//   references                            | of another kind
//   only the space changes                | the types differ elsewhere
//   a reference binds a glvalue           | prvalue operand (no object, so no
//                                         | space); lvalue for T & only
//   no bit-field binding                  | reference to a bit-field
//   explicit-conversion table             | convertsExplicitly refuses (a
//                                         | -Wscale-addrspace-cast warning,
//                                         | an error unless lowered)
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
  // As for static_cast: T & and function references give lvalues, other
  // T && xvalues.
  ExprValueKind VK = Dest->isLValueReferenceType() ||
                             (Dest->isRValueReferenceType() &&
                              Dest->getPointeeType()->isFunctionType())
                         ? VK_LValue
                     : Dest->isRValueReferenceType() ? VK_XValue
                                                     : VK_PRValue;
  QualType ResultType = Dest.getNonLValueExprType(Ctx);
  auto Build = [&](CastKind Kind, Expr *Operand) -> ExprResult {
    return CXXAddrspaceCastExpr::Create(Ctx, ResultType, VK, Kind, Operand,
                                        DestInfo, OpLoc, Parens.getEnd(),
                                        AngleBrackets);
  };
  // A value-dependent operand (`&s` of a local __shared__ variable of a
  // template) has its type: the spaces are known.
  if (Dest->isDependentType() || E->isTypeDependent())
    return Build(CK_Dependent, E);

  // Overload sets, bound member functions and other placeholders are
  // resolved (or rejected) first, as for every other cast.
  if (E->hasPlaceholderType()) {
    ExprResult Resolved = S.CheckPlaceholderExpr(E);
    if (Resolved.isInvalid())
      return ExprError();
    E = Resolved.get();
  }

  // The types whose spaces change: the referenced or pointed-to types.
  QualType From, To;
  if (Dest->isReferenceType()) {
    // A prvalue has no address space to change: binding it would
    // materialize a temporary, which is not the object the cast names.
    if (Dest->isLValueReferenceType() ? !E->isLValue() : !E->isGLValue()) {
      S.Diag(OpLoc, diagID(S.getDiagnostics(), Diag::AddrspaceCastNeedsGlvalue)) << Dest->isRValueReferenceType() << Dest
                        << E->isXValue() << E->getType()
                        << E->getSourceRange();
      return ExprError();
    }
    if (E->refersToBitField()) {
      S.Diag(OpLoc, diagID(S.getDiagnostics(), Diag::AddrspaceCastBitField)) << E->getType() << Dest << E->getSourceRange();
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
    S.Diag(OpLoc, diagID(S.getDiagnostics(), Diag::AddrspaceCastNotPointer)) << E->getType() << Dest << E->getSourceRange();
    return ExprError();
  }

  std::optional<AddrSpace> FromAS = classify(From.getAddressSpace());
  std::optional<AddrSpace> ToAS = classify(To.getAddressSpace());
  if (!Ctx.hasSameType(Ctx.removeAddrSpaceQualType(From.getCanonicalType()),
                       Ctx.removeAddrSpaceQualType(To.getCanonicalType())) ||
      !FromAS || !ToAS) {
    S.Diag(OpLoc, diagID(S.getDiagnostics(), Diag::AddrspaceCastChangesType)) << E->getType() << Dest << Dest->isReferenceType()
                        << E->getSourceRange();
    return ExprError();
  }
  if (!convertsExplicitly(*FromAS, *ToAS) &&
      reportsCastHere(OpLoc, *FromAS, *ToAS)) {
    // A warning in -Wscale-addrspace-cast, an error by default. The cast is
    // built either way, as Sema builds the C-style cast the body checker
    // reports: a default-error warning does not stop code generation of the
    // declarations that follow, which must not meet an invalid expression.
    unsigned ID = diagID(S.getDiagnostics(), Diag::AddrspaceCastSpaces);
    // Explicit conversions are the same everywhere; the context only says
    // where the cast is.
    unsigned Where = S.getCurFunctionDecl(/*AllowLambda=*/true)
                         ? static_cast<unsigned>(currentContext())
                         : 2u;
    S.Diag(OpLoc, ID) << E->getType() << Dest << Where
                        << spelling(*FromAS) << spelling(*ToAS)
                        << E->getSourceRange();
  }
  return Build(*FromAS == *ToAS ? CK_NoOp : CK_AddressSpaceConversion, E);
}

} // namespace scale
