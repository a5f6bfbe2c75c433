//===- MissingTemplateHooks.cpp - nvcc's member templates without `template` -===//
//
// Inside a template, `X<T>::cast<N>(a, b)` names a member of a dependent
// class without the `template` keyword. The standard (and Clang) read it as
// `((X<T>::cast < N) > (a, b))`; nvcc's front end (EDG) decides when it
// instantiates the template, and calls the member template if that is what
// `cast` names. Real CUDA code relies on it (flashinfer's vec_dtypes.cuh).
// Under scale-nvcc's nvcc mode (__NVCC__ defined, the extension on) the
// same source compiles, with a warning and a fix-it inserting `template`:
//
//  * `name < argument > (arguments)`, the form Clang parses as comparisons:
//    the parser's `>` (Sema::ActOnBinOp) remembers it when the left operand
//    of `<` is a dependent name without `template` and template arguments,
//    and the right operand of `>` is a parenthesised expression. At
//    instantiation, when that name has become an overload set of function
//    templates and nothing else (upstream then always reports an error), the
//    `<` (Sema::BuildBinOp or Sema::CreateBuiltinBinOp) becomes the
//    template-id `name<argument>` and the `>` the call of it with the
//    parenthesised expression's operands (a comma expression's operands are
//    the arguments). A name that is a variable or a non-template function
//    keeps the comparison.
//  * `name<type, ...>(arguments)`: Clang's parser already reads it as a
//    template-id (a type cannot be an operand of `<`) and reports
//    err_missing_dependent_template_keyword; in nvcc mode our warning is
//    reported instead (Parser::Diag).
//
// Not accepted (upstream's error stays): `name<argument>()` (the parser
// rejects `()` before any instantiation), several template arguments whose
// first is not a type (`name<N, M>(x)` parses as a comma expression), and a
// call followed by operators binding tighter than `>` (`name<N>(x) + 1`,
// `name<N>(x).m`), whose parse does not keep the call's operands together.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "MissingTemplate.h"
#include "scale/DiagnosticGroups.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TemplateBase.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Parse/Parser.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <memory>

using namespace clang;

#define BUILD_BIN_OP                                                           \
  _ZN5clang4Sema10BuildBinOpEPNS_5ScopeENS_14SourceLocationENS_18BinaryOperatorKindEPNS_4ExprES6_b
#define CREATE_BUILTIN_BIN_OP                                                  \
  _ZN5clang4Sema18CreateBuiltinBinOpENS_14SourceLocationENS_18BinaryOperatorKindEPNS_4ExprES4_b
#define PARSER_DIAG _ZN5clang6Parser4DiagENS_14SourceLocationEj

extern "C" ExprResult SCALE_REAL(BUILD_BIN_OP)(Sema *S, Scope *Sc,
                                               SourceLocation OpLoc,
                                               BinaryOperatorKind Opc,
                                               Expr *LHS, Expr *RHS,
                                               bool ForFoldExpression);
extern "C" ExprResult SCALE_REAL(CREATE_BUILTIN_BIN_OP)(
    Sema *S, SourceLocation OpLoc, BinaryOperatorKind Opc, Expr *LHS,
    Expr *RHS, bool ForFoldExpression);
extern "C" DiagnosticBuilder SCALE_REAL(PARSER_DIAG)(Parser *P,
                                                     SourceLocation Loc,
                                                     unsigned DiagID);

namespace scale::missing_template {

namespace {

/// A `<` of a remembered form, made a template-id at instantiation, waiting
/// for its `>`.
struct PendingTemplateId {
  Expr *Name;     ///< the instantiated name, an overload set
  Expr *Argument; ///< the instantiated right operand of `<`
  SourceLocation LessLoc;
  Route Via;
};

/// What one compilation remembers: the forms its parser saw (by the
/// locations of their `<` and `>`, which every instantiation of the pattern
/// passes on), the template-ids waiting for their `>`, and the names already
/// warned about (one warning per written name, not per instantiation).
struct FormState {
  llvm::DenseMap<SourceLocation, SourceLocation> GreaterOfLess;
  llvm::DenseSet<SourceLocation> Greaters;
  llvm::DenseMap<const Expr *, PendingTemplateId> Pending;
  /// The commas between the arguments of each form, to the form's `<`, and
  /// how many template-ids of each `<` wait for their `>` (arguments are
  /// instantiated between the two).
  llvm::DenseMap<SourceLocation, SourceLocation> LessOfComma;
  llvm::DenseMap<SourceLocation, unsigned> PendingLess;
  llvm::DenseSet<SourceLocation> Warned;
};

llvm::DenseMap<const ASTContext *, std::unique_ptr<FormState>> &states() {
  static llvm::DenseMap<const ASTContext *, std::unique_ptr<FormState>> Map;
  return Map;
}

void forgetState(void *Ctx) {
  states().erase(static_cast<const ASTContext *>(Ctx));
}

FormState &stateOf(const ASTContext &Ctx) {
  std::unique_ptr<FormState> &State = states()[&Ctx];
  if (!State) {
    State = std::make_unique<FormState>();
    Ctx.AddDeallocation(forgetState, const_cast<ASTContext *>(&Ctx));
  }
  return *State;
}

FormState *existingStateOf(const ASTContext &Ctx) {
  auto It = states().find(&Ctx);
  return It == states().end() ? nullptr : It->second.get();
}

/// scale-nvcc's compilations of CUDA (nvcc's macros, the extension on);
/// -fno-scale-addrspaces and -fno-scale-nvcc-compat give upstream's parse.
bool nvccMode(Sema &S) {
  return SemaScale::get(S.getASTContext()) && S.getLangOpts().CUDA &&
         S.getPreprocessor().isMacroDefined("__NVCC__");
}

/// A dependent name that Clang parsed as an operand because it has neither
/// `template` nor template arguments.
bool isDependentNameWithoutTemplate(const Expr *E) {
  if (const auto *Name = dyn_cast<DependentScopeDeclRefExpr>(E))
    return !Name->hasTemplateKeyword() && !Name->hasExplicitTemplateArgs();
  if (const auto *Member = dyn_cast<CXXDependentScopeMemberExpr>(E))
    return !Member->hasTemplateKeyword() && !Member->hasExplicitTemplateArgs();
  return false;
}

/// Every declaration of the set is a function template: nothing that a
/// comparison could use (an overload set containing a template is always an
/// error as the left operand of `<`).
bool namesOnlyFunctionTemplates(const OverloadExpr *Set) {
  if (Set->getNumDecls() == 0)
    return false;
  return llvm::all_of(Set->decls(), [](const NamedDecl *D) {
    return isa<FunctionTemplateDecl>(D->getUnderlyingDecl());
  });
}

/// \p Set with \p Argument as its explicit template argument list.
Expr *templateId(Sema &S, OverloadExpr *Set, Expr *Argument,
                 SourceLocation LessLoc, SourceLocation GreaterLoc) {
  ASTContext &Ctx = S.getASTContext();
  TemplateArgumentListInfo Arguments(LessLoc, GreaterLoc);
  Arguments.addArgument(TemplateArgumentLoc(
      TemplateArgument(Argument, /*IsCanonical=*/false), Argument));
  if (auto *Lookup = dyn_cast<UnresolvedLookupExpr>(Set))
    return UnresolvedLookupExpr::Create(
        Ctx, Lookup->getNamingClass(), Lookup->getQualifierLoc(),
        /*TemplateKWLoc=*/SourceLocation(), Lookup->getNameInfo(),
        /*RequiresADL=*/false, &Arguments, Lookup->decls_begin(),
        Lookup->decls_end(), /*KnownDependent=*/false,
        /*KnownInstantiationDependent=*/false);
  auto *Member = cast<UnresolvedMemberExpr>(Set);
  // An implicit member access keeps no base: the call rebuilds `this`
  // (Sema::FixOverloadedFunctionReference), as for a written template-id.
  return UnresolvedMemberExpr::Create(
      Ctx, Member->hasUnresolvedUsing(),
      Member->isImplicitAccess() ? nullptr : Member->getBase(),
      Member->getBaseType(), Member->isArrow(), Member->getOperatorLoc(),
      Member->getQualifierLoc(), /*TemplateKWLoc=*/SourceLocation(),
      Member->getMemberNameInfo(), &Arguments, Member->decls_begin(),
      Member->decls_end());
}

/// The operand of a built-in comma as written: the left operands are
/// discarded-value expressions, which read a volatile glvalue.
Expr *asWritten(Expr *E) {
  if (auto *Cast = dyn_cast<ImplicitCastExpr>(E))
    if (Cast->getCastKind() == CK_LValueToRValue &&
        Cast->getSubExpr()->getType().isVolatileQualified())
      return Cast->getSubExpr();
  return E;
}

/// The call arguments that the parenthesised \p E holds: the operands of a
/// chain of built-in commas, or \p E itself. False for a comma that
/// resolved to an overloaded operator, whose operands have been converted
/// to its parameters.
bool appendArguments(Expr *E, SmallVectorImpl<Expr *> &Arguments) {
  if (auto *Comma = dyn_cast<BinaryOperator>(E);
      Comma && Comma->getOpcode() == BO_Comma) {
    if (!appendArguments(asWritten(Comma->getLHS()), Arguments))
      return false;
    Arguments.push_back(Comma->getRHS());
    return true;
  }
  if (auto *Call = dyn_cast<CXXOperatorCallExpr>(E);
      Call && Call->getOperator() == OO_Comma)
    return false;
  Arguments.push_back(E);
  return true;
}

void warnOnce(Sema &S, FormState &State, const OverloadExpr *Set) {
  SourceLocation Loc = Set->getNameLoc();
  if (!State.Warned.insert(Loc).second)
    return;
  S.Diag(Loc, diagID(S.getDiagnostics(), Diag::NvccMissingTemplateKeyword))
      << Set->getName().getAsString()
      << FixItHint::CreateInsertion(Loc, "template ");
}

/// Upstream's error for the `<` of a form whose `>` cannot be a call.
ExprResult upstreamLess(Sema &S, const PendingTemplateId &Id) {
  if (Id.Via == Route::CreateBuiltinBinOp)
    SCALE_REAL(CREATE_BUILTIN_BIN_OP)(&S, Id.LessLoc, BO_LT, Id.Name,
                                      Id.Argument, false);
  else
    SCALE_REAL(BUILD_BIN_OP)(&S, nullptr, Id.LessLoc, BO_LT, Id.Name,
                             Id.Argument, false);
  return ExprError();
}

std::optional<ExprResult> rebuildLess(Sema &S, FormState &State,
                                      SourceLocation LessLoc, Expr *LHS,
                                      Expr *RHS, Route Via) {
  auto Form = State.GreaterOfLess.find(LessLoc);
  if (Form == State.GreaterOfLess.end() || Via == Route::CreateOverloadedBinOp ||
      !S.inTemplateInstantiation())
    return std::nullopt;
  auto *Set = dyn_cast<OverloadExpr>(LHS);
  if (!Set || Set->hasTemplateKeyword() || Set->hasExplicitTemplateArgs() ||
      Set->isTypeDependent() || RHS->isTypeDependent() ||
      RHS->isValueDependent() || RHS->hasPlaceholderType() ||
      !namesOnlyFunctionTemplates(Set))
    return std::nullopt;
  Expr *Id = templateId(S, Set, RHS, LessLoc, Form->second);
  State.Pending[Id] = {LHS, RHS, LessLoc, Via};
  ++State.PendingLess[LessLoc];
  return ExprResult(Id);
}

std::optional<ExprResult> rebuildGreater(Sema &S, FormState &State,
                                         SourceLocation GreaterLoc, Expr *LHS,
                                         Expr *RHS) {
  if (!State.Greaters.contains(GreaterLoc))
    return std::nullopt;
  auto It = State.Pending.find(LHS);
  if (It == State.Pending.end())
    return std::nullopt;
  PendingTemplateId Id = It->second;
  State.Pending.erase(It);
  --State.PendingLess[Id.LessLoc];
  auto *Parens = dyn_cast<ParenExpr>(RHS);
  SmallVector<Expr *, 4> Arguments;
  if (!Parens || !appendArguments(Parens->getSubExpr(), Arguments))
    return upstreamLess(S, Id);
  warnOnce(S, State, cast<OverloadExpr>(LHS));
  return S.BuildCallExpr(/*S=*/nullptr, LHS, Parens->getLParen(), Arguments,
                         Parens->getRParen());
}

/// A comma between the arguments of a form whose template-id waits for its
/// `>`: built as upstream builds it, without the warning that its left
/// operand has no effect (it is an argument, not a discarded value), unless
/// building it fails.
std::optional<ExprResult> rebuildComma(Sema &S, FormState &State,
                                       SourceLocation CommaLoc,
                                       llvm::function_ref<ExprResult()> Upstream) {
  auto Form = State.LessOfComma.find(CommaLoc);
  if (Form == State.LessOfComma.end() ||
      State.PendingLess.lookup(Form->second) == 0)
    return std::nullopt;
  {
    Sema::TentativeAnalysisScope Quiet(S);
    ExprResult Comma = Upstream();
    if (Comma.isUsable())
      return Comma;
  }
  return Upstream();
}

/// The commas of the comma chain \p E (the parenthesised operand of a
/// form's `>`), as parsed.
void noteArgumentCommas(FormState &State, SourceLocation LessLoc,
                        const Expr *E) {
  while (true) {
    if (const auto *Comma = dyn_cast<BinaryOperator>(E);
        Comma && Comma->getOpcode() == BO_Comma) {
      State.LessOfComma[Comma->getOperatorLoc()] = LessLoc;
      E = Comma->getLHS();
    } else if (const auto *Call = dyn_cast<CXXOperatorCallExpr>(E);
               Call && Call->getOperator() == OO_Comma &&
               Call->getNumArgs() == 2) {
      State.LessOfComma[Call->getOperatorLoc()] = LessLoc;
      E = Call->getArg(0);
    } else {
      return;
    }
  }
}

} // namespace

void noteParsedGreater(Sema &S, SourceLocation GreaterLoc, const Expr *LHS,
                       const Expr *RHS) {
  if (!isa<ParenExpr>(RHS))
    return;
  const Expr *Name = nullptr;
  SourceLocation LessLoc;
  if (const auto *Less = dyn_cast<BinaryOperator>(LHS);
      Less && Less->getOpcode() == BO_LT) {
    Name = Less->getLHS();
    LessLoc = Less->getOperatorLoc();
  } else if (const auto *Call = dyn_cast<CXXOperatorCallExpr>(LHS);
             Call && Call->getOperator() == OO_Less &&
             Call->getNumArgs() == 2) {
    Name = Call->getArg(0);
    LessLoc = Call->getOperatorLoc();
  }
  if (!Name || !isDependentNameWithoutTemplate(Name) || !nvccMode(S))
    return;
  FormState &State = stateOf(S.getASTContext());
  State.GreaterOfLess[LessLoc] = GreaterLoc;
  State.Greaters.insert(GreaterLoc);
  noteArgumentCommas(State, LessLoc, cast<ParenExpr>(RHS)->getSubExpr());
}

std::optional<ExprResult> rebuild(Sema &S, SourceLocation OpLoc,
                                  BinaryOperatorKind Opc, Expr *LHS, Expr *RHS,
                                  Route Via,
                                  llvm::function_ref<ExprResult()> Upstream) {
  if (Opc != BO_LT && Opc != BO_GT && Opc != BO_Comma)
    return std::nullopt;
  FormState *State = existingStateOf(S.getASTContext());
  if (!State || !LHS || !RHS)
    return std::nullopt;
  if (Opc == BO_Comma)
    return rebuildComma(S, *State, OpLoc, Upstream);
  if (Opc == BO_LT)
    return rebuildLess(S, *State, OpLoc, LHS, RHS, Via);
  return rebuildGreater(S, *State, OpLoc, LHS, RHS);
}

} // namespace scale::missing_template

using namespace scale::missing_template;

// Template instantiation builds the operators of a CXXOperatorCallExpr (an
// `operator<` or `operator>` was visible where the template was parsed)
// whose operands have no class type with CreateBuiltinBinOp.
extern "C" ExprResult SCALE_WRAP(CREATE_BUILTIN_BIN_OP)(
    Sema *S, SourceLocation OpLoc, BinaryOperatorKind Opc, Expr *LHS,
    Expr *RHS, bool ForFoldExpression) {
  auto Upstream = [&] {
    return SCALE_REAL(CREATE_BUILTIN_BIN_OP)(S, OpLoc, Opc, LHS, RHS,
                                             ForFoldExpression);
  };
  if (std::optional<ExprResult> Rebuilt = rebuild(
          *S, OpLoc, Opc, LHS, RHS, Route::CreateBuiltinBinOp, Upstream))
    return *Rebuilt;
  return Upstream();
}

// `name<type>(x)`: the parser reads the template-id and reports that
// `template` is missing as an error; in nvcc mode as our warning, with the
// same argument (the name) and the same fix-it.
extern "C" DiagnosticBuilder SCALE_WRAP(PARSER_DIAG)(Parser *P,
                                                     SourceLocation Loc,
                                                     unsigned DiagID) {
  if (DiagID == diag::err_missing_dependent_template_keyword &&
      nvccMode(P->getActions()))
    DiagID = scale::diagID(P->getActions().getDiagnostics(),
                           scale::Diag::NvccMissingTemplateKeyword);
  return SCALE_REAL(PARSER_DIAG)(P, Loc, DiagID);
}
