//===- StaticMemberAccessHooks.cpp - Static members named through objects -===//
//
// `frag.num_elements`, where `frag` is a reference parameter and
// `num_elements` an enumerator or a static data member, names a constant:
// WMMA code sizes arrays and loops with it (wmma_extension's tcec
// `AB_T array_a[frag_a.num_elements]`, `constexpr unsigned n =
// f.num_elements`). Before C++23 (P2280) a constant expression may not
// evaluate a reference whose object it does not know, and Clang evaluates
// the object expression of a member access even where the member is static:
// "constexpr variable 'n' must be initialized by a constant expression",
// and the array becomes a variable-length array, an error in device code.
// nvcc's front end and g++ (every standard) never read the object of such
// an access, and accept it.
//
// Under __NVCC__ (scale-nvcc), with the extension on, a member access to an
// enumerator or a static data member whose object expression has no side
// effects is built as the qualified name of the member (`F::num_elements`),
// which is what it means: not evaluating the object changes nothing at run
// time. Accesses are built by Sema::ActOnMemberAccessExpr (the parser) and
// Sema::BuildMemberReferenceExpr (template instantiation, both overloads);
// the three are wrapped. Elsewhere, with the extension off, and for
// scale-clang++ (no __NVCC__), the member access is upstream's.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/NestedNameSpecifier.h"
#include "clang/Sema/DeclSpec.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"

using namespace clang;

#define ACT_ON_MEMBER_ACCESS_EXPR                                              \
  _ZN5clang4Sema21ActOnMemberAccessExprEPNS_5ScopeEPNS_4ExprENS_14SourceLocationENS_3tok9TokenKindERNS_12CXXScopeSpecES5_RNS_13UnqualifiedIdEPNS_4DeclE
#define BUILD_MEMBER_REFERENCE_EXPR_LOOKUP                                     \
  _ZN5clang4Sema24BuildMemberReferenceExprEPNS_4ExprENS_8QualTypeENS_14SourceLocationEbRKNS_12CXXScopeSpecES4_PNS_9NamedDeclERNS_12LookupResultEPKNS_24TemplateArgumentListInfoEPKNS_5ScopeEbPNS0_26ActOnMemberAccessExtraArgsE
#define BUILD_MEMBER_REFERENCE_EXPR_NAME                                       \
  _ZN5clang4Sema24BuildMemberReferenceExprEPNS_4ExprENS_8QualTypeENS_14SourceLocationEbRNS_12CXXScopeSpecES4_PNS_9NamedDeclERKNS_19DeclarationNameInfoEPKNS_24TemplateArgumentListInfoEPKNS_5ScopeEPNS0_26ActOnMemberAccessExtraArgsE

extern "C" ExprResult SCALE_REAL(ACT_ON_MEMBER_ACCESS_EXPR)(
    Sema *S, Scope *Sc, Expr *Base, SourceLocation OpLoc,
    tok::TokenKind OpKind, CXXScopeSpec &SS, SourceLocation TemplateKWLoc,
    UnqualifiedId &Member, Decl *ObjCImpDecl);
extern "C" ExprResult SCALE_REAL(BUILD_MEMBER_REFERENCE_EXPR_LOOKUP)(
    Sema *S, Expr *Base, QualType BaseType, SourceLocation OpLoc, bool IsArrow,
    const CXXScopeSpec &SS, SourceLocation TemplateKWLoc,
    NamedDecl *FirstQualifierInScope, LookupResult &R,
    const TemplateArgumentListInfo *TemplateArgs, const Scope *Sc,
    bool SuppressQualifierCheck, Sema::ActOnMemberAccessExtraArgs *ExtraArgs);
extern "C" ExprResult SCALE_REAL(BUILD_MEMBER_REFERENCE_EXPR_NAME)(
    Sema *S, Expr *Base, QualType BaseType, SourceLocation OpLoc, bool IsArrow,
    CXXScopeSpec &SS, SourceLocation TemplateKWLoc,
    NamedDecl *FirstQualifierInScope, const DeclarationNameInfo &NameInfo,
    const TemplateArgumentListInfo *TemplateArgs, const Scope *Sc,
    Sema::ActOnMemberAccessExtraArgs *ExtraArgs);

namespace {

/// \p Result, or, under scale-nvcc, the qualified name of the enumerator or
/// static data member that \p Result accesses through an object expression
/// without side effects.
ExprResult withoutUnreadObject(Sema &S, ExprResult Result) {
  if (!Result.isUsable() || !scale::SemaScale::nvccMode(S))
    return Result;
  auto *Access = dyn_cast<MemberExpr>(Result.get());
  if (!Access)
    return Result;
  ValueDecl *Member = Access->getMemberDecl();
  if (!isa<EnumConstantDecl>(Member) &&
      !(isa<VarDecl>(Member) && cast<VarDecl>(Member)->isStaticDataMember()))
    return Result;
  ASTContext &Ctx = S.getASTContext();
  const Expr *Object = Access->getBase();
  if (Object->isTypeDependent() || Object->HasSideEffects(Ctx))
    return Result;
  // The member's class names it, as `F::num_elements` would; the access's
  // own qualifier (`frag.F::num_elements`) is kept where it has one.
  NestedNameSpecifierLoc Qualifier = Access->getQualifierLoc();
  if (!Qualifier) {
    // An unscoped enumeration's context is transparent: its class.
    const auto *Class =
        dyn_cast<RecordDecl>(Member->getDeclContext()->getRedeclContext());
    if (!Class)
      return Result;
    CXXScopeSpec SS;
    SS.MakeTrivial(Ctx,
                   NestedNameSpecifier(Ctx.getCanonicalTagType(Class)
                                           .getTypePtr()),
                   Access->getMemberLoc());
    Qualifier = SS.getWithLocInContext(Ctx);
  }
  TemplateArgumentListInfo TemplateArgs;
  if (Access->hasExplicitTemplateArgs())
    Access->copyTemplateArgumentsInto(TemplateArgs);
  return DeclRefExpr::Create(
      Ctx, Qualifier, Access->getTemplateKeywordLoc(), Member,
      /*RefersToEnclosingVariableOrCapture=*/false,
      Access->getMemberNameInfo(), Access->getType(), Access->getValueKind(),
      Access->getFoundDecl().getDecl(),
      Access->hasExplicitTemplateArgs() ? &TemplateArgs : nullptr,
      Access->isNonOdrUse());
}

} // namespace

extern "C" ExprResult SCALE_WRAP(ACT_ON_MEMBER_ACCESS_EXPR)(
    Sema *S, Scope *Sc, Expr *Base, SourceLocation OpLoc,
    tok::TokenKind OpKind, CXXScopeSpec &SS, SourceLocation TemplateKWLoc,
    UnqualifiedId &Member, Decl *ObjCImpDecl) {
  return withoutUnreadObject(
      *S, SCALE_REAL(ACT_ON_MEMBER_ACCESS_EXPR)(S, Sc, Base, OpLoc, OpKind, SS,
                                                TemplateKWLoc, Member,
                                                ObjCImpDecl));
}

extern "C" ExprResult SCALE_WRAP(BUILD_MEMBER_REFERENCE_EXPR_LOOKUP)(
    Sema *S, Expr *Base, QualType BaseType, SourceLocation OpLoc, bool IsArrow,
    const CXXScopeSpec &SS, SourceLocation TemplateKWLoc,
    NamedDecl *FirstQualifierInScope, LookupResult &R,
    const TemplateArgumentListInfo *TemplateArgs, const Scope *Sc,
    bool SuppressQualifierCheck, Sema::ActOnMemberAccessExtraArgs *ExtraArgs) {
  return withoutUnreadObject(
      *S, SCALE_REAL(BUILD_MEMBER_REFERENCE_EXPR_LOOKUP)(
              S, Base, BaseType, OpLoc, IsArrow, SS, TemplateKWLoc,
              FirstQualifierInScope, R, TemplateArgs, Sc,
              SuppressQualifierCheck, ExtraArgs));
}

extern "C" ExprResult SCALE_WRAP(BUILD_MEMBER_REFERENCE_EXPR_NAME)(
    Sema *S, Expr *Base, QualType BaseType, SourceLocation OpLoc, bool IsArrow,
    CXXScopeSpec &SS, SourceLocation TemplateKWLoc,
    NamedDecl *FirstQualifierInScope, const DeclarationNameInfo &NameInfo,
    const TemplateArgumentListInfo *TemplateArgs, const Scope *Sc,
    Sema::ActOnMemberAccessExtraArgs *ExtraArgs) {
  return withoutUnreadObject(
      *S, SCALE_REAL(BUILD_MEMBER_REFERENCE_EXPR_NAME)(
              S, Base, BaseType, OpLoc, IsArrow, SS, TemplateKWLoc,
              FirstQualifierInScope, NameInfo, TemplateArgs, Sc, ExtraArgs));
}
