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

} // namespace scale
