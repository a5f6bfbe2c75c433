//===- UndeclaredInTemplateHooks.cpp - nvcc's device pass and templates ---===//
//
// nvcc's device pass does not report a name that nothing declares in a
// template that nothing instantiates; its host pass, g++ and Clang do, at
// the template's definition. CGBN relies on it: its device implementation,
// included under `#if defined(__CUDA_ARCH__)`, has members of its class
// templates that name `lor`, `limbs` and `topctz`, which nothing declares
// (include/cgbn/core/padded_resolver.cu, core_counting.cu), and which no
// sample instantiates; nvcc builds the samples. The code is wrong.
//
// Under __NVCC__ (scale-nvcc), with the extension on, in the device
// compilation, an unqualified name that is not called, in a member of a
// class template (the member's body is a dependent context), that ordinary
// lookup does not find, becomes the dependent name `C::name` of the class
// template C: nothing is reported at the definition, and an instantiation
// that reaches it is an error ("no member named 'lor' in 'core_t<...>'"),
// as under nvcc, where an instantiation reports the name. Sema::
// ActOnIdExpression is wrapped. A called name is upstream's (a call with
// dependent arguments already waits for argument-dependent lookup), and so
// is a name in a function template that is not a class member, in the host
// compilation (where nvcc's host pass reports it too), and under
// scale-clang++ (no __NVCC__).
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Sema/DeclSpec.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"

using namespace clang;

#define ACT_ON_ID_EXPRESSION                                                   \
  _ZN5clang4Sema17ActOnIdExpressionEPNS_5ScopeERNS_12CXXScopeSpecENS_14SourceLocationERNS_13UnqualifiedIdEbbPNS_27CorrectionCandidateCallbackEbPNS_5TokenE

extern "C" ExprResult SCALE_REAL(ACT_ON_ID_EXPRESSION)(
    Sema *S, Scope *Sc, CXXScopeSpec &SS, SourceLocation TemplateKWLoc,
    UnqualifiedId &Id, bool HasTrailingLParen, bool IsAddressOfOperand,
    CorrectionCandidateCallback *CCC, bool IsInlineAsmIdentifier,
    Token *KeywordReplacement);

namespace {

/// The class template whose member's body the parser is in: the innermost
/// dependent record around the current context.
const CXXRecordDecl *enclosingClassTemplate(const DeclContext *DC) {
  for (; DC; DC = DC->getParent())
    if (const auto *Record = dyn_cast<CXXRecordDecl>(DC))
      if (!Record->isLambda())
        return Record->isDependentContext() ? Record : nullptr;
  return nullptr;
}

/// `C::name` for an undeclared \p Id in a member of the class template C,
/// under the conditions above; none for upstream to decide.
std::optional<ExprResult> undeclaredAsDependentMember(Sema &S, Scope *Sc,
                                                      const CXXScopeSpec &SS,
                                                      UnqualifiedId &Id,
                                                      bool HasTrailingLParen) {
  const LangOptions &Lang = S.getLangOpts();
  if (HasTrailingLParen || SS.isSet() ||
      Id.getKind() != UnqualifiedIdKind::IK_Identifier || !Lang.CUDAIsDevice ||
      !S.CurContext->isDependentContext() || !scale::SemaScale::nvccMode(S))
    return std::nullopt;
  const CXXRecordDecl *Class = enclosingClassTemplate(S.CurContext);
  if (!Class)
    return std::nullopt;
  DeclarationNameInfo NameInfo = S.GetNameFromUnqualifiedId(Id);
  LookupResult Found(S, NameInfo, Sema::LookupOrdinaryName);
  CXXScopeSpec NoScope;
  if (S.LookupParsedName(Found, Sc, &NoScope, QualType(),
                         /*AllowBuiltinCreation=*/true) ||
      !Found.empty()) {
    Found.suppressDiagnostics();
    return std::nullopt;
  }
  ASTContext &Ctx = S.getASTContext();
  CXXScopeSpec ClassScope;
  ClassScope.MakeTrivial(
      Ctx, NestedNameSpecifier(Ctx.getCanonicalTagType(Class).getTypePtr()),
      NameInfo.getSourceRange());
  return DependentScopeDeclRefExpr::Create(
      Ctx, ClassScope.getWithLocInContext(Ctx), SourceLocation(), NameInfo,
      /*TemplateArgs=*/nullptr);
}

} // namespace

extern "C" ExprResult SCALE_WRAP(ACT_ON_ID_EXPRESSION)(
    Sema *S, Scope *Sc, CXXScopeSpec &SS, SourceLocation TemplateKWLoc,
    UnqualifiedId &Id, bool HasTrailingLParen, bool IsAddressOfOperand,
    CorrectionCandidateCallback *CCC, bool IsInlineAsmIdentifier,
    Token *KeywordReplacement) {
  if (std::optional<ExprResult> Dependent =
          undeclaredAsDependentMember(*S, Sc, SS, Id, HasTrailingLParen))
    return *Dependent;
  return SCALE_REAL(ACT_ON_ID_EXPRESSION)(
      S, Sc, SS, TemplateKWLoc, Id, HasTrailingLParen, IsAddressOfOperand, CCC,
      IsInlineAsmIdentifier, KeywordReplacement);
}
