//===- OverloadHooks.cpp - Ranking conversions to generic and __flat -----===//
//
//   rule (../shared/spec/addrspace-rules.md, | applied by
//   "Overloading")                           |
//   -----------------------------------------+---------------------------
//   a conversion to generic beats one to     | Sema::BuildOverloadedCallExpr
//   __flat, also when the generic parameter  | (calls of overloaded
//   adds cv-qualifiers                       | non-member functions)
//
// Under scale-nvcc, a host function is a viable candidate from device code
// in an unevaluated operand (a `decltype`, `sizeof` or `noexcept`, which
// nothing emits): NCCL's symmetric kernels name a host-only `declval` in
// the trailing return type of a `__device__` member template, which nvcc
// accepts. Upstream's SemaCUDA::IdentifyPreference answers CFP_Never for
// device-to-host calls, so overload resolution rejects the candidate
// ("no matching function", a substitution failure there); its call check
// already allows calls in unevaluated operands. The wrapper answers
// CFP_WrongSide there instead: viable, and after every candidate of the
// right side. So does it, in the host compilation, for a host function
// called from a `__device__` or `__global__` body, which nvcc's host pass
// does not check (CGBN's kernels construct a class whose constructors are
// `__device__` under `__CUDA_ARCH__` and `__host__` otherwise).
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

#include "DependentBase.h"
#include "Interpose.h"
#include "TypeRewrites.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Sema/Overload.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"

using namespace clang;

#define IDENTIFY_PREFERENCE                                                    \
  _ZN5clang8SemaCUDA18IdentifyPreferenceEPKNS_12FunctionDeclES3_
#define BUILD_OVERLOADED_CALL_EXPR                                             \
  _ZN5clang4Sema23BuildOverloadedCallExprEPNS_5ScopeEPNS_4ExprEPNS_20UnresolvedLookupExprENS_14SourceLocationEN4llvm15MutableArrayRefIS4_EES7_S4_bb

extern "C" SemaCUDA::CUDAFunctionPreference
SCALE_REAL(IDENTIFY_PREFERENCE)(SemaCUDA *CUDA, const FunctionDecl *Caller,
                                const FunctionDecl *Callee);
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

// Does \p T (a parameter's type) name a space other than generic: its
// pointee, referenced type or element, at any depth?
bool namesSpace(QualType T) {
  while (true) {
    if (T.getAddressSpace() != LangAS::Default)
      return true;
    if (T->isPointerType() || T->isReferenceType())
      T = T->getPointeeType();
    else if (const ArrayType *Array = T->getAsArrayTypeUnsafe())
      T = Array->getElementType();
    else
      return false;
  }
}

// Does candidate \p Function take its parameter \p I in a space: a space
// written or deduced (`T *` from a `__shared int *`)? A reference to a bare
// type parameter (`Fn const &`, `T &&`) does not: it takes whatever it is
// given, and deduction already gives it named objects as generic ones
// (TemplateHooks.cpp, bareReferenceStandIn).
bool takesInSpace(const FunctionDecl *Function, unsigned I) {
  const FunctionDecl *Pattern = Function;
  if (const FunctionTemplateDecl *Template = Function->getPrimaryTemplate())
    Pattern = Template->getTemplatedDecl();
  // The pattern's parameter of argument I: a pack takes the rest.
  const ParmVarDecl *Param = nullptr;
  for (unsigned P = 0; P <= I && P < Pattern->getNumParams() && !Param; ++P)
    if (P == I || Pattern->getParamDecl(P)->isParameterPack())
      Param = Pattern->getParamDecl(P);
  if (Param) {
    QualType Declared = Param->getType();
    if (const auto *Expansion = Declared->getAs<PackExpansionType>())
      Declared = Expansion->getPattern();
    if (Declared->isReferenceType() &&
        Declared->getPointeeType()->getAs<TemplateTypeParmType>() &&
        !Declared->getPointeeType().hasAddressSpace())
      return false;
  }
  return namesSpace(Function->getParamDecl(I)->getType());
}

// Is \p Arg an object in a named space, or a pointer (array) into one?
bool isInNamedSpace(ASTContext &Ctx, const Expr *Arg) {
  QualType Type = Arg->getType();
  if (Type->isPointerType())
    Type = Type->getPointeeType();
  Qualifiers Quals;
  Ctx.getUnqualifiedArrayType(Type, Quals);
  return Quals.hasAddressSpace();
}

// The arguments with generic stand-ins (an object in a named space that
// converts to generic here as that object in generic, a pointer into one as
// a generic pointer) where every viable candidate of \p Set takes the
// argument as generic (takesInSpace): the conversion to generic is then
// common to all of them and ranks none above another, as for a generic
// argument (nvcc has no spaces). Without this, a generic template taking `Fn const &` binds a
// `__shared__` array as an identity conversion and outranks `void **`,
// which converts the decayed array (NCCL's reduceCopy overloads). nullopt
// where no argument gets a stand-in or a candidate takes one in a space
// (the model ranks that: "Exact address-space match beats conversion").
std::optional<SmallVector<Expr *, 8>>
genericStandIns(ASTContext &Ctx, OverloadCandidateSet &Set,
                ArrayRef<Expr *> Args, const scale::SemaScale &Ext) {
  SmallVector<Expr *, 8> StandIns(Args.begin(), Args.end());
  bool Replaced = false;
  for (unsigned I = 0; I < Args.size(); ++I) {
    if (!isInNamedSpace(Ctx, Args[I]))
      continue;
    for (const OverloadCandidate &Candidate : Set)
      if (Candidate.Viable &&
          (!Candidate.Function || isa<CXXMethodDecl>(Candidate.Function) ||
           (I < Candidate.Function->getNumParams() &&
            takesInSpace(Candidate.Function, I))))
        return std::nullopt;
    Expr *StandIn = scale::namedObjectAsGeneric(Ctx, Args[I], Ext);
    if (!StandIn)
      StandIn = scale::namedPointerAsGeneric(Ctx, Args[I], Ext);
    if (!StandIn)
      continue;
    StandIns[I] = StandIn;
    Replaced = true;
  }
  if (!Replaced)
    return std::nullopt;
  return StandIns;
}

// Adds \p ULE's candidates for \p Args to \p Set, as upstream's call does.
void addCandidates(Sema &S, Expr *Fn, UnresolvedLookupExpr *ULE,
                   ArrayRef<Expr *> Args, OverloadCandidateSet &Set) {
  S.AddOverloadedCallCandidates(ULE, Args, Set);
  if (!ULE->requiresADL())
    return;
  TemplateArgumentListInfo ExplicitArgs;
  if (ULE->hasExplicitTemplateArgs())
    ULE->copyTemplateArgumentsInto(ExplicitArgs);
  S.AddArgumentDependentLookupCandidates(
      ULE->getName(), Fn->getExprLoc(), Args,
      ULE->hasExplicitTemplateArgs() ? &ExplicitArgs : nullptr, Set);
}

/// Whether the call being resolved is in an unevaluated operand (`decltype`,
/// `sizeof`, `noexcept`). Clang 22 adds the candidates of every call, an
/// evaluated one too, under an unevaluated context of its own (the top of
/// the stack, measured: `return pow(2.0, n);` in a host function resolves
/// with `[PotentiallyEvaluated..., Unevaluated]`), so Sema's
/// isUnevaluatedContext() holds for all of them and made every `__device__`
/// overload viable from host code (`pow(double, int)` of Clang's CUDA
/// headers outranked libstdc++'s host template: "reference to __device__
/// function 'pow' in __host__ function", NPB's EP). The operand is an
/// unevaluated context below the top, or a `decltype` one at the top.
bool inUnevaluatedOperand(const Sema &S) {
  ArrayRef<Sema::ExpressionEvaluationContextRecord> Contexts =
      S.ExprEvalContexts;
  if (Contexts.empty())
    return false;
  const Sema::ExpressionEvaluationContextRecord &Top = Contexts.back();
  if (Top.isUnevaluated() &&
      Top.ExprContext ==
          Sema::ExpressionEvaluationContextRecord::EK_Decltype)
    return true;
  return llvm::any_of(Contexts.drop_back(),
                      [](const Sema::ExpressionEvaluationContextRecord &R) {
                        return R.isUnevaluated();
                      });
}

/// Whether \p Caller is a `__device__` or `__global__` function calling the
/// host function \p Callee in the host compilation. nvcc's host pass does
/// not check device bodies, whose code it replaces by stubs; Clang's does,
/// and a body that calls what only the device pass declares the same
/// (CGBN: `cgbn_context_t` has `__device__` constructors under
/// `__CUDA_ARCH__` and `__host__` ones otherwise, and its kernels construct
/// it) had no viable candidate ("no matching constructor"). The candidate is
/// viable there, after every candidate of the device side; the call's
/// wrong-side diagnostic is Clang's deferred one, which a body the host
/// compilation does not emit never reports. The device compilation, where
/// the body is compiled, keeps upstream's error.
bool hostPassOfDeviceBody(const Sema &S, SemaCUDA &CUDA,
                          const FunctionDecl *Caller,
                          const FunctionDecl *Callee) {
  if (S.getLangOpts().CUDAIsDevice || !Caller || !Callee)
    return false;
  CUDAFunctionTarget From = CUDA.IdentifyTarget(Caller);
  return (From == CUDAFunctionTarget::Device ||
          From == CUDAFunctionTarget::Global) &&
         CUDA.IdentifyTarget(Callee) == CUDAFunctionTarget::Host;
}

} // namespace

extern "C" SemaCUDA::CUDAFunctionPreference
SCALE_WRAP(IDENTIFY_PREFERENCE)(SemaCUDA *CUDA, const FunctionDecl *Caller,
                                const FunctionDecl *Callee) {
  SemaCUDA::CUDAFunctionPreference Preference =
      SCALE_REAL(IDENTIFY_PREFERENCE)(CUDA, Caller, Callee);
  Sema &S = CUDA->SemaRef;
  if (Preference != SemaCUDA::CFP_Never || !scale::SemaScale::nvccMode(S))
    return Preference;
  if (inUnevaluatedOperand(S) ||
      hostPassOfDeviceBody(S, *CUDA, Caller, Callee))
    return SemaCUDA::CFP_WrongSide;
  return Preference;
}

extern "C" ExprResult SCALE_WRAP(BUILD_OVERLOADED_CALL_EXPR)(
    Sema *S, Scope *Sc, Expr *Fn, UnresolvedLookupExpr *ULE,
    SourceLocation LParenLoc, MutableArrayRef<Expr *> Args,
    SourceLocation RParenLoc, Expr *ExecConfig, bool AllowTypoCorrection,
    bool CalleesAddressIsTaken) {
  if (!ExecConfig)
    if (std::optional<ExprResult> MemberCall =
            scale::dependent_base::callMemberOfDependentBase(
                *S, ULE, LParenLoc, Args, RParenLoc))
      return *MemberCall;
  scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext());
  auto Real = [&](UnresolvedLookupExpr *Lookup, Expr *Callee) {
    return SCALE_REAL(BUILD_OVERLOADED_CALL_EXPR)(
        S, Sc, Callee, Lookup, LParenLoc, Args, RParenLoc, ExecConfig,
        AllowTypoCorrection, CalleesAddressIsTaken);
  };
  if (!Ext ||
      llvm::any_of(Args, [](Expr *Arg) { return Arg->isTypeDependent(); }))
    return Real(ULE, Fn);
  ASTContext &Ctx = S->getASTContext();
  bool Flat = hasFlatParameter(ULE);
  if (!Flat && llvm::none_of(Args, [&](const Expr *Arg) {
        return isInNamedSpace(Ctx, Arg);
      }))
    return Real(ULE, Fn);

  OverloadCandidateSet Set(Fn->getExprLoc(), OverloadCandidateSet::CSK_Normal);
  addCandidates(*S, Fn, ULE, Args, Set);
  OverloadCandidateSet::iterator Upstream;
  OverloadingResult Resolved =
      Set.BestViableFunction(*S, Fn->getExprLoc(), Upstream);
  if (Resolved != OR_Success && Resolved != OR_Ambiguous)
    return Real(ULE, Fn);
  const OverloadCandidate *Best = nullptr;
  OverloadCandidateSet StandInSet(Fn->getExprLoc(),
                                  OverloadCandidateSet::CSK_Normal);
  if (Flat) {
    Best = bestBySpaces(*S, Set, Args, Ext->conversionContext());
  } else if (std::optional<SmallVector<Expr *, 8>> StandIns =
                 genericStandIns(Ctx, Set, Args, *Ext)) {
    addCandidates(*S, Fn, ULE, *StandIns, StandInSet);
    OverloadCandidateSet::iterator Generic;
    if (StandInSet.BestViableFunction(*S, Fn->getExprLoc(), Generic) ==
            OR_Success &&
        (Resolved != OR_Success ||
         Generic->FoundDecl.getDecl() != Upstream->FoundDecl.getDecl()))
      Best = &*Generic;
  }
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
