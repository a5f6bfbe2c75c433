//===- CompositeSpace.cpp - Conditional operator on pointers --------------===//
//
// The composite type of two pointers into different spaces is a pointer into
// the smallest space both convert to implicitly in the context (the model's
// compositeSpace): generic for two named spaces in device code, __flat in
// host code. Upstream only picks one operand's space when the other converts
// to it, so where the composite space is neither operand's, both operands
// are converted before Sema sees them.
//
//===----------------------------------------------------------------------===//

#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace scale {

void SemaScale::convertToCompositeSpace(Expr *&LHS, Expr *&RHS) {
  // Only pointers and arrays: converting anything else (an overloaded
  // function name, say) early could diagnose what Sema resolves later.
  auto IsPointerLike = [](const Expr *E) {
    return E && !E->isTypeDependent() &&
           (E->getType()->isPointerType() || E->getType()->isArrayType());
  };
  if (!IsPointerLike(LHS) || !IsPointerLike(RHS))
    return;
  ASTContext &Ctx = S.getASTContext();
  ExprResult L = S.DefaultFunctionArrayLvalueConversion(LHS);
  ExprResult R = S.DefaultFunctionArrayLvalueConversion(RHS);
  if (L.isInvalid() || R.isInvalid())
    return;
  QualType LT = L.get()->getType(), RT = R.get()->getType();
  if (!LT->isPointerType() || !RT->isPointerType())
    return;
  std::optional<AddrSpace> LAS = classify(LT->getPointeeType().getAddressSpace());
  std::optional<AddrSpace> RAS = classify(RT->getPointeeType().getAddressSpace());
  if (!LAS || !RAS || *LAS == *RAS)
    return;
  std::optional<AddrSpace> Composite =
      compositeSpace(*LAS, *RAS, conversionContext());
  if (!Composite || *Composite == *LAS || *Composite == *RAS)
    return;
  auto Convert = [&](Expr *E) {
    QualType Pointee =
        Ctx.removeAddrSpaceQualType(E->getType()->getPointeeType());
    if (*Composite != AddrSpace::Generic)
      Pointee = Ctx.getAddrSpaceQualType(Pointee, toLangAS(*Composite));
    return S.ImpCastExprToType(E, Ctx.getPointerType(Pointee),
                               CK_AddressSpaceConversion)
        .get();
  };
  LHS = Convert(L.get());
  RHS = Convert(R.get());
}

// Two glvalues of one type in different spaces (`c ? sharedInt : deviceInt`):
// upstream binds one to a reference to the other's type only when the
// other's space is a superset, and otherwise falls back to a prvalue or an
// error. Each operand not already in the composite space becomes a glvalue
// of it, so the result stays a glvalue (an lvalue of the composite space,
// per the rules). Also where the composite is one operand's space
// (`c ? sharedInt : localInt`): upstream converts the other with a no-op
// cast there, which keeps its address in its own LLVM address space, and
// the conditional's address would merge two address spaces (a shared
// address taken for a generic one).
void SemaScale::convertGlvaluesToCompositeSpace(Expr *&LHS, Expr *&RHS) {
  if (!LHS || !RHS || LHS->isTypeDependent() || RHS->isTypeDependent() ||
      !LHS->isGLValue() || !RHS->isGLValue() ||
      LHS->getValueKind() != RHS->getValueKind() ||
      LHS->getType()->isArrayType() || RHS->getType()->isArrayType() ||
      LHS->getType()->isFunctionType() || LHS->refersToBitField() ||
      RHS->refersToBitField())
    return;
  ASTContext &Ctx = S.getASTContext();
  QualType LT = LHS->getType(), RT = RHS->getType();
  if (!Ctx.hasSameType(Ctx.removeAddrSpaceQualType(LT.getCanonicalType()),
                       Ctx.removeAddrSpaceQualType(RT.getCanonicalType())))
    return;
  std::optional<AddrSpace> LAS = classify(LT.getAddressSpace());
  std::optional<AddrSpace> RAS = classify(RT.getAddressSpace());
  if (!LAS || !RAS || *LAS == *RAS)
    return;
  std::optional<AddrSpace> Composite =
      compositeSpace(*LAS, *RAS, conversionContext());
  if (!Composite)
    return;
  auto Convert = [&](Expr *E, AddrSpace From) {
    if (From == *Composite)
      return E;
    QualType T = Ctx.removeAddrSpaceQualType(E->getType());
    if (*Composite != AddrSpace::Generic)
      T = Ctx.getAddrSpaceQualType(T, toLangAS(*Composite));
    return S.ImpCastExprToType(E, T, CK_AddressSpaceConversion,
                               E->getValueKind())
        .get();
  };
  LHS = Convert(LHS, *LAS);
  RHS = Convert(RHS, *RAS);
}

} // namespace scale
