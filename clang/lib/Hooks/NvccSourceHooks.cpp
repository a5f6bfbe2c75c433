//===- NvccSourceHooks.cpp - A call of a dependent type without typename --===//
//
// `Optional(args, IntSeqUpTo<sizeof...(Arg), 0>::Type())` in a template:
// without `typename` the parser takes `IntSeqUpTo<...>::Type` for an
// expression, and when an instantiation finds a type there Clang and g++
// reject it ("missing 'typename' prior to dependent type name"). nvcc's
// front end accepts it in device code, as the functional cast it would be
// with `typename`; CUDA 13's NCCL device headers rely on it
// (nccl_device/utility.h, instantiated by the kernels of NVIDIA's nccl-tests
// that open a barrier session).
//
// Under __NVCC__ (scale-nvcc), in a template instantiation outside SFINAE
// in device code (host-only code goes to g++ under nvcc), a qualified name that resolves to a type where an expression is expected,
// and where the caller cannot recover by itself (TreeTransform offers
// BuildQualifiedDeclarationNameExpr a recovery only for a parenthesised
// name) and where the template's pattern calls it, comes back as a
// placeholder expression of bound-member type that remembers the type. The
// call that takes the placeholder as its callee becomes the functional cast
// `T(args)`, with Clang's warning about the missing `typename`
// (-Wtypename-missing). A parenthesised name where the caller can take a
// type instead (`sizeof(X::Type)`, NCCL's gin scratch functions) becomes
// that type, with the same warning (upstream's recovery, an error outside
// MSVC compatibility). A name that is not called (`auto t = X::Type;`)
// keeps upstream's error. Elsewhere, with the
// extension off, and for scale-clang++ (no __NVCC__), upstream decides.
// (Braced launch configurations, the other form, are NvccCompat.cpp's.)
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Sema/DeclSpec.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/DenseMap.h"


using namespace clang;

#define BUILD_QUALIFIED_DECLARATION_NAME_EXPR                                  \
  _ZN5clang4Sema33BuildQualifiedDeclarationNameExprERNS_12CXXScopeSpecERKNS_19DeclarationNameInfoEbPPNS_14TypeSourceInfoE
#define ACT_ON_CALL_EXPR                                                       \
  _ZN5clang4Sema13ActOnCallExprEPNS_5ScopeEPNS_4ExprENS_14SourceLocationEN4llvm15MutableArrayRefIS4_EES5_S4_

extern "C" ExprResult SCALE_REAL(BUILD_QUALIFIED_DECLARATION_NAME_EXPR)(
    Sema *S, CXXScopeSpec &SS, const DeclarationNameInfo &NameInfo,
    bool IsAddressOfOperand, TypeSourceInfo **RecoveryTSI);
extern "C" ExprResult SCALE_REAL(ACT_ON_CALL_EXPR)(Sema *S, Scope *Sc, Expr *Fn,
                                                   SourceLocation LParenLoc,
                                                   MultiExprArg ArgExprs,
                                                   SourceLocation RParenLoc,
                                                   Expr *ExecConfig);

namespace {

/// The placeholders not yet called, with the type each stands for.
llvm::DenseMap<const Expr *, TypeSourceInfo *> &pendingTypeNames() {
  static llvm::DenseMap<const Expr *, TypeSourceInfo *> Pending;
  return Pending;
}

/// Whether a qualified name that resolves to a type in an expression may
/// be read as nvcc reads it, a functional cast when called: in device code
/// (a `__device__`, `__host__ __device__` or `__global__` function), which
/// nvcc's front end compiles; host-only code goes to g++, which rejects it.
bool nvccReadsTypeNames(Sema &S) {
  if (!S.inTemplateInstantiation() || S.isSFINAEContext() ||
      !scale::SemaScale::nvccMacroDefined(S))
    return false;
  const FunctionDecl *FD = S.getCurFunctionDecl(/*AllowLambda=*/true);
  return FD && (FD->hasAttr<CUDADeviceAttr>() || FD->hasAttr<CUDAGlobalAttr>());
}

/// Whether the pattern of the function being instantiated calls the
/// qualified name written at \p NameLoc: a call expression whose callee is
/// that name (in the body, or a constructor's member initializers). Only
/// such a name becomes a placeholder, which only the call takes.
bool patternCallsNameAt(const FunctionDecl &Instance, SourceLocation NameLoc) {
  const FunctionDecl *Pattern = Instance.getTemplateInstantiationPattern();
  if (!Pattern)
    return false;
  SmallVector<const Stmt *, 64> Work;
  Work.push_back(Pattern->getBody());
  if (const auto *Constructor = dyn_cast<CXXConstructorDecl>(Pattern))
    for (const CXXCtorInitializer *Init : Constructor->inits())
      Work.push_back(Init->getInit());
  while (!Work.empty()) {
    const Stmt *Node = Work.pop_back_val();
    if (!Node)
      continue;
    if (const auto *Call = dyn_cast<CallExpr>(Node))
      if (const auto *Callee =
              dyn_cast<DependentScopeDeclRefExpr>(Call->getCallee()))
        if (Callee->getNameInfo().getLoc() == NameLoc)
          return true;
    append_range(Work, Node->children());
  }
  return false;
}

/// The type \p SS :: \p NameInfo names in the class \p DC, which is
/// complete; null when it names anything else.
const TypeDecl *namedType(Sema &S, DeclContext *DC,
                          const DeclarationNameInfo &NameInfo) {
  LookupResult R(S, NameInfo, Sema::LookupOrdinaryName);
  S.LookupQualifiedName(R, DC);
  R.suppressDiagnostics();
  return R.isAmbiguous() ? nullptr : R.getAsSingle<TypeDecl>();
}

} // namespace

extern "C" ExprResult SCALE_WRAP(BUILD_QUALIFIED_DECLARATION_NAME_EXPR)(
    Sema *S, CXXScopeSpec &SS, const DeclarationNameInfo &NameInfo,
    bool IsAddressOfOperand, TypeSourceInfo **RecoveryTSI) {
  DeclContext *DC = IsAddressOfOperand || !nvccReadsTypeNames(*S)
                        ? nullptr
                        : S->computeDeclContext(SS, /*EnteringContext=*/false);
  if (!DC || DC->isDependentContext() || !isa<CXXRecordDecl>(DC))
    return SCALE_REAL(BUILD_QUALIFIED_DECLARATION_NAME_EXPR)(
        S, SS, NameInfo, IsAddressOfOperand, RecoveryTSI);
  // What the original does first (instantiating the class); on failure it
  // has reported the error, which the original would report again.
  if (S->RequireCompleteDeclContext(SS, DC))
    return ExprError();
  const TypeDecl *Named = namedType(*S, DC, NameInfo);
  if (!Named || (!RecoveryTSI && !patternCallsNameAt(
                                     *S->getCurFunctionDecl(/*AllowLambda=*/true),
                                     NameInfo.getLoc())))
    return SCALE_REAL(BUILD_QUALIFIED_DECLARATION_NAME_EXPR)(
        S, SS, NameInfo, IsAddressOfOperand, RecoveryTSI);
  ASTContext &Ctx = S->getASTContext();
  QualType Type = Ctx.getTypeDeclType(ElaboratedTypeKeyword::None,
                                      SS.getScopeRep(), Named);
  // A parenthesised name whose caller takes a type instead (`sizeof(X::T)`,
  // NCCL's `sizeof(decltype(srcPtr)::ElementType)`): upstream recovers so
  // with an error, and with this warning under MSVC compatibility.
  if (RecoveryTSI) {
    S->Diag(NameInfo.getLoc(), diag::ext_typename_missing)
        << Type << SourceRange(SS.getBeginLoc(), NameInfo.getEndLoc())
        << FixItHint::CreateInsertion(SS.getBeginLoc(), "typename ");
    *RecoveryTSI = Ctx.getTrivialTypeSourceInfo(Type, NameInfo.getLoc());
    return ExprEmpty();
  }
  SourceLocation Loc = SS.getBeginLoc();
  auto *Placeholder =
      new (Ctx) OpaqueValueExpr(Loc, Ctx.BoundMemberTy, VK_PRValue);
  pendingTypeNames()[Placeholder] =
      Ctx.getTrivialTypeSourceInfo(Type, NameInfo.getLoc());
  return Placeholder;
}

extern "C" ExprResult SCALE_WRAP(ACT_ON_CALL_EXPR)(Sema *S, Scope *Sc, Expr *Fn,
                                                   SourceLocation LParenLoc,
                                                   MultiExprArg ArgExprs,
                                                   SourceLocation RParenLoc,
                                                   Expr *ExecConfig) {
  auto &Pending = pendingTypeNames();
  auto Found = Pending.empty() ? Pending.end() : Pending.find(Fn);
  if (Found == Pending.end()) {
    if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext()))
      Ext->convertCallPointerArguments(Fn, ArgExprs);
    return SCALE_REAL(ACT_ON_CALL_EXPR)(S, Sc, Fn, LParenLoc, ArgExprs,
                                        RParenLoc, ExecConfig);
  }
  TypeSourceInfo *Type = Found->second;
  Pending.erase(Found);
  S->Diag(Fn->getExprLoc(), diag::ext_typename_missing)
      << Type->getType() << SourceRange(Fn->getExprLoc(), RParenLoc)
      << FixItHint::CreateInsertion(Fn->getExprLoc(), "typename ");
  return S->BuildCXXTypeConstructExpr(Type, LParenLoc, ArgExprs, RParenLoc,
                                      /*ListInitialization=*/false);
}

