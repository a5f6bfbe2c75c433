//===- OverloadHooks.cpp - Ranking conversions to generic and __flat -----===//
//
//   rule (../shared/spec/addrspace-rules.md, | applied by
//   "Overloading")                           |
//   -----------------------------------------+---------------------------
//   a conversion to generic beats one to     | Sema::BuildOverloadedCallExpr
//   __flat, also when the generic parameter  | (calls of overloaded
//   adds cv-qualifiers                       | non-member functions)
//
// Upstream ranks two qualification conversions by asking whether one
// target type converts to the other by a qualification conversion. For
// `f(const int *)` and `f(__flat int *)` neither does (the first would drop
// const, the second would convert __flat to generic), so a generic or
// named-space argument was ambiguous, and with a template among them a
// tie-breaker (non-template first) could pick the __flat one. The ranking
// functions are internal to SemaOverload.cpp; the call is wrapped instead:
// the candidates are ranked again with the model's ranking (ranksAbove)
// before upstream's, and when that makes a different candidate, or one
// where upstream found none, better than every other, the call is resolved
// with that candidate alone.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Sema/Overload.h"
#include "clang/Sema/Sema.h"

using namespace clang;

#define BUILD_OVERLOADED_CALL_EXPR                                             \
  _ZN5clang4Sema23BuildOverloadedCallExprEPNS_5ScopeEPNS_4ExprEPNS_20UnresolvedLookupExprENS_14SourceLocationEN4llvm15MutableArrayRefIS4_EES7_S4_bb

extern "C" ExprResult SCALE_REAL(BUILD_OVERLOADED_CALL_EXPR)(
    Sema *S, Scope *Sc, Expr *Fn, UnresolvedLookupExpr *ULE,
    SourceLocation LParenLoc, MutableArrayRef<Expr *> Args,
    SourceLocation RParenLoc, Expr *ExecConfig, bool AllowTypoCorrection,
    bool CalleesAddressIsTaken);

namespace {

// The space of the pointee or referenced object of \p T, where \p T is a
// pointer or reference; nullopt elsewhere.
std::optional<scale::AddrSpace> targetSpace(QualType T) {
  if (!T->isPointerType() && !T->isReferenceType())
    return std::nullopt;
  return scale::classify(T->getPointeeType().getAddressSpace());
}

// Does some overload take a pointer or reference to __flat? Only then can
// the ranking of this file decide anything.
bool hasFlatParameter(const UnresolvedLookupExpr *ULE) {
  for (const NamedDecl *D : ULE->decls()) {
    const auto *Function = dyn_cast<FunctionDecl>(D->getUnderlyingDecl());
    if (const auto *Template =
            dyn_cast<FunctionTemplateDecl>(D->getUnderlyingDecl()))
      Function = Template->getTemplatedDecl();
    if (!Function)
      continue;
    for (const ParmVarDecl *Param : Function->parameters())
      if (targetSpace(Param->getType()) == scale::AddrSpace::Flat)
        return true;
  }
  return false;
}

// The space of the object argument \p Arg designates for a parameter of
// type \p Param (a pointer's pointee, through array decay, or a reference's
// object).
std::optional<scale::AddrSpace> argumentSpace(ASTContext &Ctx, QualType Param,
                                              const Expr *Arg) {
  QualType Type = Arg->getType();
  if (Param->isPointerType()) {
    if (Type->isArrayType())
      Type = Ctx.getArrayDecayedType(Type);
    if (!Type->isPointerType())
      return std::nullopt;
    Type = Type->getPointeeType();
  }
  Qualifiers Quals;
  Ctx.getUnqualifiedArrayType(Type, Quals);
  return scale::classify(Quals.getAddressSpace());
}

// Does \p A rank above \p B by the model alone: for every argument the two
// parameters are the same type, or pointers (references) to the same type
// up to qualifiers whose spaces the argument's space converts to with \p A's
// ranking above; and at least one argument is of the second kind?
bool ranksAboveBySpaces(ASTContext &Ctx, const OverloadCandidate &A,
                        const OverloadCandidate &B, ArrayRef<Expr *> Args,
                        scale::ExecContext Context) {
  const FunctionDecl *FA = A.Function, *FB = B.Function;
  if (!FA || !FB || isa<CXXMethodDecl>(FA) || isa<CXXMethodDecl>(FB) ||
      FA->getNumParams() < Args.size() || FB->getNumParams() < Args.size())
    return false;
  bool Ranked = false;
  for (unsigned I = 0; I < Args.size(); ++I) {
    QualType PA = Ctx.getCanonicalType(FA->getParamDecl(I)->getType());
    QualType PB = Ctx.getCanonicalType(FB->getParamDecl(I)->getType());
    if (PA == PB)
      continue;
    std::optional<scale::AddrSpace> SA = targetSpace(PA), SB = targetSpace(PB);
    std::optional<scale::AddrSpace> From = argumentSpace(Ctx, PA, Args[I]);
    if (!SA || !SB || !From || PA->getTypeClass() != PB->getTypeClass() ||
        PA->getPointeeType().getUnqualifiedType() !=
            PB->getPointeeType().getUnqualifiedType() ||
        !scale::ranksAbove(*From, *SA, *SB, Context))
      return false;
    Ranked = true;
  }
  return Ranked;
}

// Is \p A better than \p B? The model's ranking of the spaces comes first,
// as conversion ranking precedes upstream's tie-breakers (a non-template
// over a template, for one); upstream's ranking decides the rest.
bool isBetterBySpaces(Sema &S, const OverloadCandidateSet &Set,
                      const OverloadCandidate &A, const OverloadCandidate &B,
                      ArrayRef<Expr *> Args, scale::ExecContext Context) {
  ASTContext &Ctx = S.getASTContext();
  if (ranksAboveBySpaces(Ctx, A, B, Args, Context))
    return true;
  return !ranksAboveBySpaces(Ctx, B, A, Args, Context) &&
         isBetterOverloadCandidate(S, A, B, Set.getLocation(), Set.getKind());
}

// The viable candidate better than every other one by isBetterBySpaces, or
// null.
const OverloadCandidate *bestBySpaces(Sema &S, OverloadCandidateSet &Set,
                                      ArrayRef<Expr *> Args,
                                      scale::ExecContext Context) {
  for (const OverloadCandidate &A : Set) {
    if (!A.Viable)
      continue;
    if (llvm::all_of(Set, [&](const OverloadCandidate &B) {
          return &A == &B || !B.Viable ||
                 isBetterBySpaces(S, Set, A, B, Args, Context);
        }))
      return &A;
  }
  return nullptr;
}

} // namespace

extern "C" ExprResult SCALE_WRAP(BUILD_OVERLOADED_CALL_EXPR)(
    Sema *S, Scope *Sc, Expr *Fn, UnresolvedLookupExpr *ULE,
    SourceLocation LParenLoc, MutableArrayRef<Expr *> Args,
    SourceLocation RParenLoc, Expr *ExecConfig, bool AllowTypoCorrection,
    bool CalleesAddressIsTaken) {
  scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext());
  auto Real = [&](UnresolvedLookupExpr *Lookup, Expr *Callee) {
    return SCALE_REAL(BUILD_OVERLOADED_CALL_EXPR)(
        S, Sc, Callee, Lookup, LParenLoc, Args, RParenLoc, ExecConfig,
        AllowTypoCorrection, CalleesAddressIsTaken);
  };
  if (!Ext || !hasFlatParameter(ULE) ||
      llvm::any_of(Args, [](Expr *Arg) { return Arg->isTypeDependent(); }))
    return Real(ULE, Fn);

  OverloadCandidateSet Set(Fn->getExprLoc(), OverloadCandidateSet::CSK_Normal);
  S->AddOverloadedCallCandidates(ULE, Args, Set);
  if (ULE->requiresADL()) {
    TemplateArgumentListInfo ExplicitArgs;
    if (ULE->hasExplicitTemplateArgs())
      ULE->copyTemplateArgumentsInto(ExplicitArgs);
    S->AddArgumentDependentLookupCandidates(
        ULE->getName(), Fn->getExprLoc(), Args,
        ULE->hasExplicitTemplateArgs() ? &ExplicitArgs : nullptr, Set);
  }
  OverloadCandidateSet::iterator Upstream;
  OverloadingResult Resolved =
      Set.BestViableFunction(*S, Fn->getExprLoc(), Upstream);
  if (Resolved != OR_Success && Resolved != OR_Ambiguous)
    return Real(ULE, Fn);
  const OverloadCandidate *Best =
      bestBySpaces(*S, Set, Args, Ext->conversionContext());
  if (!Best || (Resolved == OR_Success && Best == &*Upstream))
    return Real(ULE, Fn);

  UnresolvedSet<1> Winner;
  Winner.addDecl(Best->FoundDecl.getDecl(), Best->FoundDecl.getAccess());
  TemplateArgumentListInfo ExplicitArgs;
  if (ULE->hasExplicitTemplateArgs())
    ULE->copyTemplateArgumentsInto(ExplicitArgs);
  UnresolvedLookupExpr *Narrowed = UnresolvedLookupExpr::Create(
      S->getASTContext(), ULE->getNamingClass(), ULE->getQualifierLoc(),
      ULE->getTemplateKeywordLoc(), ULE->getNameInfo(), /*RequiresADL=*/false,
      ULE->hasExplicitTemplateArgs() ? &ExplicitArgs : nullptr, Winner.begin(),
      Winner.end(), /*KnownDependent=*/false,
      /*KnownInstantiationDependent=*/false);
  return Real(Narrowed, Fn->IgnoreParens() == ULE ? Narrowed : Fn);
}
