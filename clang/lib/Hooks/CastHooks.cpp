//===- CastHooks.cpp - addrspace_cast in Sema -----------------------------===//
//
// Upstream accepts addrspace_cast only in OpenCL (elsewhere every one is
// "not allowed"). The parser hands each named cast to
// Sema::ActOnCXXNamedCast, template instantiation rebuilds them through
// Sema::BuildCXXNamedCast; addrspace_cast goes to SemaScale instead.
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

extern "C" ExprResult SCALE_REAL(ACT_ON_NAMED_CAST)(
    Sema *S, SourceLocation OpLoc, tok::TokenKind Kind,
    SourceLocation LAngleBracketLoc, Declarator &D,
    SourceLocation RAngleBracketLoc, SourceLocation LParenLoc, Expr *E,
    SourceLocation RParenLoc);
extern "C" ExprResult SCALE_REAL(BUILD_NAMED_CAST)(
    Sema *S, SourceLocation OpLoc, tok::TokenKind Kind, TypeSourceInfo *Ty,
    Expr *E, SourceRange AngleBrackets, SourceRange Parens);

extern "C" ExprResult SCALE_WRAP(ACT_ON_NAMED_CAST)(
    Sema *S, SourceLocation OpLoc, tok::TokenKind Kind,
    SourceLocation LAngleBracketLoc, Declarator &D,
    SourceLocation RAngleBracketLoc, SourceLocation LParenLoc, Expr *E,
    SourceLocation RParenLoc) {
  scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext());
  if (!Ext || Kind != tok::kw_addrspace_cast)
    return SCALE_REAL(ACT_ON_NAMED_CAST)(S, OpLoc, Kind, LAngleBracketLoc, D,
                                         RAngleBracketLoc, LParenLoc, E,
                                         RParenLoc);
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
  if (!Ext || Kind != tok::kw_addrspace_cast)
    return SCALE_REAL(BUILD_NAMED_CAST)(S, OpLoc, Kind, Ty, E, AngleBrackets,
                                        Parens);
  return Ext->buildAddrspaceCast(OpLoc, Ty, E, AngleBrackets, Parens);
}
