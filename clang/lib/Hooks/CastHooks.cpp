//===- CastHooks.cpp - addrspace_cast in Sema -----------------------------===//
//
// Upstream accepts addrspace_cast only in OpenCL (elsewhere every one is
// "not allowed"). The parser hands each named cast to
// Sema::ActOnCXXNamedCast, template instantiation rebuilds them through
// Sema::BuildCXXNamedCast; addrspace_cast goes to SemaScale instead.
//
// A static_cast or reinterpret_cast written in a system header other than
// libscale's may perform every explicit address-space conversion, as a
// C-style cast would (toolkit code written for plain pointers, instantiated
// with qualified types: cuda::annotated_ptr<__device float, P> casts from
// void *). Sema checks such a cast with the conversion hook answering by
// the explicit-conversion rules.
//
// C-style and functional casts are checked as Sema builds them
// (Sema::BuildCStyleCastExpr from the parser's ActOnCastExpr and from
// template instantiation, Sema::BuildCXXFunctionalCastExpr from
// BuildCXXTypeConstructExpr): a cast between two named spaces is an error
// wherever it is written, also where no function body is checked (array
// bounds, default member initializers, unevaluated operands).
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/Sema/Sema.h"

using namespace clang;

#define ACT_ON_NAMED_CAST                                                      \
  _ZN5clang4Sema17ActOnCXXNamedCastENS_14SourceLocationENS_3tok9TokenKindES1_RNS_10DeclaratorES1_S1_PNS_4ExprES1_
#define BUILD_NAMED_CAST                                                       \
  _ZN5clang4Sema17BuildCXXNamedCastENS_14SourceLocationENS_3tok9TokenKindEPNS_14TypeSourceInfoEPNS_4ExprENS_11SourceRangeES8_

#define BUILD_C_STYLE_CAST                                                     \
  _ZN5clang4Sema19BuildCStyleCastExprENS_14SourceLocationEPNS_14TypeSourceInfoES1_PNS_4ExprE
#define BUILD_FUNCTIONAL_CAST                                                  \
  _ZN5clang4Sema26BuildCXXFunctionalCastExprEPNS_14TypeSourceInfoENS_8QualTypeENS_14SourceLocationEPNS_4ExprES4_

extern "C" ExprResult SCALE_REAL(BUILD_C_STYLE_CAST)(Sema *S,
                                                     SourceLocation LParenLoc,
                                                     TypeSourceInfo *Ty,
                                                     SourceLocation RParenLoc,
                                                     Expr *E);
extern "C" ExprResult SCALE_REAL(BUILD_FUNCTIONAL_CAST)(
    Sema *S, TypeSourceInfo *TInfo, QualType Type, SourceLocation LParenLoc,
    Expr *E, SourceLocation RParenLoc);
extern "C" ExprResult SCALE_REAL(ACT_ON_NAMED_CAST)(
    Sema *S, SourceLocation OpLoc, tok::TokenKind Kind,
    SourceLocation LAngleBracketLoc, Declarator &D,
    SourceLocation RAngleBracketLoc, SourceLocation LParenLoc, Expr *E,
    SourceLocation RParenLoc);
extern "C" ExprResult SCALE_REAL(BUILD_NAMED_CAST)(
    Sema *S, SourceLocation OpLoc, tok::TokenKind Kind, TypeSourceInfo *Ty,
    Expr *E, SourceRange AngleBrackets, SourceRange Parens);

namespace {
ExprResult checkedExplicitCast(Sema *S, ExprResult Built) {
  scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext());
  if (Ext && Built.isUsable())
    if (auto *Cast = dyn_cast<ExplicitCastExpr>(Built.get()))
      Ext->checkBuiltExplicitCast(Cast);
  return Built;
}

// A static_cast or reinterpret_cast in a foreign system header, if Ext.
scale::SemaScale *systemHeaderCast(scale::SemaScale *Ext, tok::TokenKind Kind,
                                   SourceLocation OpLoc) {
  if (!Ext || (Kind != tok::kw_static_cast && Kind != tok::kw_reinterpret_cast) ||
      !Ext->isForeignSystemLocation(OpLoc))
    return nullptr;
  return Ext;
}
} // namespace

extern "C" ExprResult SCALE_WRAP(ACT_ON_NAMED_CAST)(
    Sema *S, SourceLocation OpLoc, tok::TokenKind Kind,
    SourceLocation LAngleBracketLoc, Declarator &D,
    SourceLocation RAngleBracketLoc, SourceLocation LParenLoc, Expr *E,
    SourceLocation RParenLoc) {
  scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext());
  if (!Ext || Kind != tok::kw_addrspace_cast) {
    scale::SemaScale::SystemHeaderCastScope Scope(
        systemHeaderCast(Ext, Kind, OpLoc));
    return SCALE_REAL(ACT_ON_NAMED_CAST)(S, OpLoc, Kind, LAngleBracketLoc, D,
                                         RAngleBracketLoc, LParenLoc, E,
                                         RParenLoc);
  }
  TypeSourceInfo *Ty = S->GetTypeForDeclaratorCast(D, E->getType());
  if (D.isInvalidType())
    return ExprError();
  return Ext->buildAddrspaceCast(OpLoc, Ty, E,
                                 SourceRange(LAngleBracketLoc, RAngleBracketLoc),
                                 SourceRange(LParenLoc, RParenLoc));
}

extern "C" ExprResult SCALE_WRAP(BUILD_NAMED_CAST)(
    Sema *S, SourceLocation OpLoc, tok::TokenKind Kind, TypeSourceInfo *Ty,
    Expr *E, SourceRange AngleBrackets, SourceRange Parens) {
  scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext());
  if (!Ext || Kind != tok::kw_addrspace_cast) {
    scale::SemaScale::SystemHeaderCastScope Scope(
        systemHeaderCast(Ext, Kind, OpLoc));
    return SCALE_REAL(BUILD_NAMED_CAST)(S, OpLoc, Kind, Ty, E, AngleBrackets,
                                        Parens);
  }
  return Ext->buildAddrspaceCast(OpLoc, Ty, E, AngleBrackets, Parens);
}

extern "C" ExprResult SCALE_WRAP(BUILD_C_STYLE_CAST)(Sema *S,
                                                     SourceLocation LParenLoc,
                                                     TypeSourceInfo *Ty,
                                                     SourceLocation RParenLoc,
                                                     Expr *E) {
  return checkedExplicitCast(
      S, SCALE_REAL(BUILD_C_STYLE_CAST)(S, LParenLoc, Ty, RParenLoc, E));
}

extern "C" ExprResult SCALE_WRAP(BUILD_FUNCTIONAL_CAST)(
    Sema *S, TypeSourceInfo *TInfo, QualType Type, SourceLocation LParenLoc,
    Expr *E, SourceLocation RParenLoc) {
  return checkedExplicitCast(S, SCALE_REAL(BUILD_FUNCTIONAL_CAST)(
                                    S, TInfo, Type, LParenLoc, E, RParenLoc));
}
