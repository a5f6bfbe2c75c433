//===- MissingTemplateHooks.cpp - nvcc's member templates without `template` -===//
//
// Inside a template, `X<T>::cast<N>(a, b)` names a member of a dependent
// class without the `template` keyword. The standard (and Clang) read it as
// `((X<T>::cast < N) > (a, b))`; nvcc's front end (EDG) decides when it
// instantiates the template, and calls the member template if that is what
// `cast` names. Real CUDA code relies on it (flashinfer's vec_dtypes.cuh).
// Under scale-nvcc's nvcc mode (__NVCC__ defined, the extension on) the
// same source compiles, with a warning and a fix-it inserting `template`.
//
// Parsing, Sema::ActOnBinOp remembers the form by the locations of its
// operators: `name < A > (x)` at its `>`, and `name < A, B, C > (x)`, which
// parses as the comma expression `(name < A), B, (C > (x))`, at its last
// comma; `name` is a dependent name without `template` and template
// arguments, and `(x)` a parenthesised expression whose comma operands are
// the call's arguments (with one template argument, `(x)` may begin the
// right operand of `>`, as in `name < A > ((x) + 1)`, Clang's parse of
// `name<A>(x) + 1`). Instantiating it, when `name` has become an
// overload set of function templates and nothing else (upstream then
// always reports an error at the `<`), the `<` (Sema::BuildBinOp, or
// where an operator function was visible at the definition
// Sema::CreateBuiltinBinOp, and Sema::CreateOverloadedBinOp when the
// template argument is of an enumeration or class type, cuCollections'
// `predicate_.operator()<is_insert::YES>(...)` with CCCL's operators in
// scope), the template-argument commas and the `>` (also
// Sema::CreateOverloadedBinOp) collect the template arguments, and the
// last of them builds the call of the template-id; with one template
// argument, the parentheses (Sema::ActOnParenExpr) build it, so that the
// operators after them apply to the call. A name that is a
// variable or a non-template function keeps the comparison.
//
// Not accepted, as upstream: `name<A>()` (the parser rejects `()` before
// any instantiation; nvcc too), a type as a template argument (the parser
// reads the template-id and reports that `template` is missing; nvcc
// rejects the type as an operand), an operator binding tighter than `<`
// before the name (`b + name<A>(x)`), and operators after the call when
// the template has several arguments or the parenthesised arguments are
// not instantiated again (constants): the call cannot be put under them.
//
// The other way round, `outbox.template ~Session<C>()` (NCCL's
// reduce_scatter_gin.cuh): `template` before a destructor name, which the
// standard does not allow ("'template' keyword not permitted in destructor
// name", g++ rejects it too) and nvcc accepts. Under nvcc mode
// Parser::ParseUnqualifiedId, which reads the keyword, is wrapped: a
// `template` before `~` is consumed first, with a warning in
// -Wscale-nvcc-missing-template.
//
// And in a typename-specifier, `typename M::ref_type<>` (cuCollections'
// examples and headers): C++23's [temp.names]/3 (P1787, which g++ and nvcc
// apply in every mode) reads a name followed by `<` as a template name when
// it is the terminal name of a typename-specifier. Clang 22 still requires
// `template` and reports an error, whose recovery is already the
// template-id. Under nvcc mode, while
// Parser::ParseOptionalCXXScopeSpecifier reads the nested-name-specifier of
// a typename-specifier, Parser::Diag gives that error as the warning of
// -Wscale-nvcc-missing-template, with upstream's fix-it. Without `typename`
// (`using R = M::ref_type<int>;`) it stays an error, as in g++.
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

#define PARSE_UNQUALIFIED_ID                                                   \
  _ZN5clang6Parser18ParseUnqualifiedIdERNS_12CXXScopeSpecENS_9OpaquePtrINS_8QualTypeEEEbbbbbPNS_14SourceLocationERNS_13UnqualifiedIdE
#define BUILD_BIN_OP                                                           \
  _ZN5clang4Sema10BuildBinOpEPNS_5ScopeENS_14SourceLocationENS_18BinaryOperatorKindEPNS_4ExprES6_b
#define CREATE_BUILTIN_BIN_OP                                                  \
  _ZN5clang4Sema18CreateBuiltinBinOpENS_14SourceLocationENS_18BinaryOperatorKindEPNS_4ExprES4_b
#define PARSE_OPTIONAL_CXX_SCOPE_SPECIFIER                                      \
  _ZN5clang6Parser30ParseOptionalCXXScopeSpecifierERNS_12CXXScopeSpecENS_9OpaquePtrINS_8QualTypeEEEbbPbbPPKNS_14IdentifierInfoEbbb
#define PARSER_DIAG _ZN5clang6Parser4DiagENS_14SourceLocationEj
#define ACT_ON_PAREN_EXPR                                                      \
  _ZN5clang4Sema14ActOnParenExprENS_14SourceLocationES1_PNS_4ExprE

extern "C" ExprResult SCALE_REAL(BUILD_BIN_OP)(Sema *S, Scope *Sc,
                                               SourceLocation OpLoc,
                                               BinaryOperatorKind Opc,
                                               Expr *LHS, Expr *RHS,
                                               bool ForFoldExpression);
extern "C" ExprResult SCALE_REAL(CREATE_BUILTIN_BIN_OP)(
    Sema *S, SourceLocation OpLoc, BinaryOperatorKind Opc, Expr *LHS,
    Expr *RHS, bool ForFoldExpression);
extern "C" ExprResult SCALE_REAL(ACT_ON_PAREN_EXPR)(Sema *S, SourceLocation L,
                                                    SourceLocation R, Expr *E);

namespace scale::missing_template {

namespace {

/// A form as parsed, found by the location of its `<`: `name < A > (x)`, or
/// with several template arguments `name < A, B, C > (x)`, which parses as
/// the comma expression `(name < A), B, (C > (x))`.
struct Form {
  SourceLocation Greater;
  /// The commas between the template arguments, in order.
  llvm::SmallVector<SourceLocation, 2> Separators;
};

/// The template-id of a form being instantiated: the `<` and the template
/// arguments so far, waiting for the rest and for the `>`.
struct PendingTemplateId {
  Expr *Name; ///< the instantiated name, an overload set
  llvm::SmallVector<Expr *, 2> Arguments;
  SourceLocation LessLoc;
  Route Via; ///< how the `<` was built, for upstream's diagnostic
  /// Called at its parentheses, inside the right operand of the `>`.
  bool Called = false;
};

/// What one compilation remembers: the forms its parser saw (by locations,
/// which every instantiation of the pattern passes on), the template-ids
/// being instantiated, and the names already warned about (one warning per
/// written name, not per instantiation).
struct FormState {
  llvm::DenseMap<SourceLocation, Form> Forms;
  llvm::DenseMap<SourceLocation, SourceLocation> LessOfGreater;
  /// Template-argument commas: the form's `<`, and whether it is the last.
  llvm::DenseMap<SourceLocation, std::pair<SourceLocation, bool>> LessOfSeparator;
  /// Commas between call arguments: the form's `<`.
  llvm::DenseMap<SourceLocation, SourceLocation> LessOfArgumentComma;
  llvm::DenseMap<const Expr *, PendingTemplateId> Pending;
  /// How many template-ids of each `<` are being instantiated.
  llvm::DenseMap<SourceLocation, unsigned> PendingLess;
  /// With one template argument, the `(` of the parentheses that begin the
  /// right operand of the `>` (`(x)` in `(x) + 1`), to the form's `<`, and
  /// the template-id of each `<` being instantiated.
  llvm::DenseMap<SourceLocation, SourceLocation> LessOfCallParens;
  llvm::DenseMap<SourceLocation, Expr *> PendingIdOfLess;
  /// With several template arguments: the instantiated parenthesised
  /// operand of a `>`, to the last template argument (its left operand).
  llvm::DenseMap<const Expr *, Expr *> LastArgumentOfCall;
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

/// A dependent name that Clang parsed as an operand because it has neither
/// `template` nor template arguments.
bool isDependentNameWithoutTemplate(const Expr *E) {
  if (const auto *Name = dyn_cast<DependentScopeDeclRefExpr>(E))
    return !Name->hasTemplateKeyword() && !Name->hasExplicitTemplateArgs();
  if (const auto *Member = dyn_cast<CXXDependentScopeMemberExpr>(E))
    return !Member->hasTemplateKeyword() && !Member->hasExplicitTemplateArgs();
  return false;
}

/// The operands and operator location of a parsed binary operator \p Kind,
/// built-in or (an operator function was visible) overloaded.
bool binaryOperands(const Expr *E, BinaryOperatorKind Kind, const Expr *&LHS,
                    const Expr *&RHS, SourceLocation &Loc) {
  if (const auto *Op = dyn_cast<BinaryOperator>(E);
      Op && Op->getOpcode() == Kind) {
    LHS = Op->getLHS();
    RHS = Op->getRHS();
    Loc = Op->getOperatorLoc();
    return true;
  }
  if (const auto *Call = dyn_cast<CXXOperatorCallExpr>(E);
      Call && Call->getNumArgs() == 2 &&
      Call->getOperator() == BinaryOperator::getOverloadedOperator(Kind)) {
    LHS = Call->getArg(0);
    RHS = Call->getArg(1);
    Loc = Call->getOperatorLoc();
    return true;
  }
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

/// The overload set \p Name with \p Arguments as its explicit template
/// arguments.
Expr *templateId(Sema &S, Expr *Name, ArrayRef<Expr *> Arguments,
                 SourceLocation LessLoc, SourceLocation GreaterLoc) {
  ASTContext &Ctx = S.getASTContext();
  TemplateArgumentListInfo List(LessLoc, GreaterLoc);
  for (Expr *Argument : Arguments)
    List.addArgument(TemplateArgumentLoc(
        TemplateArgument(Argument, /*IsCanonical=*/false), Argument));
  if (auto *Lookup = dyn_cast<UnresolvedLookupExpr>(Name))
    return UnresolvedLookupExpr::Create(
        Ctx, Lookup->getNamingClass(), Lookup->getQualifierLoc(),
        /*TemplateKWLoc=*/SourceLocation(), Lookup->getNameInfo(),
        /*RequiresADL=*/false, &List, Lookup->decls_begin(),
        Lookup->decls_end(), /*KnownDependent=*/false,
        /*KnownInstantiationDependent=*/false);
  auto *Member = cast<UnresolvedMemberExpr>(Name);
  // An implicit member access keeps no base: the call rebuilds `this`
  // (Sema::FixOverloadedFunctionReference), as for a written template-id.
  return UnresolvedMemberExpr::Create(
      Ctx, Member->hasUnresolvedUsing(),
      Member->isImplicitAccess() ? nullptr : Member->getBase(),
      Member->getBaseType(), Member->isArrow(), Member->getOperatorLoc(),
      Member->getQualifierLoc(), /*TemplateKWLoc=*/SourceLocation(),
      Member->getMemberNameInfo(), &List, Member->decls_begin(),
      Member->decls_end());
}

/// A template argument as Clang instantiated it, an operand: a value that
/// can be one.
bool isTemplateArgumentValue(const Expr *E) {
  return !E->isTypeDependent() && !E->isValueDependent() &&
         !E->hasPlaceholderType();
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

PendingTemplateId takePending(FormState &State, Expr *Id) {
  auto It = State.Pending.find(Id);
  PendingTemplateId Pending = std::move(It->second);
  State.Pending.erase(It);
  --State.PendingLess[Pending.LessLoc];
  return Pending;
}

/// Upstream's error for the `<` of a form that cannot be a call (the
/// built-in operator's where an operator function was visible: an overload
/// set of templates is no operand of either).
ExprResult upstreamLess(Sema &S, const PendingTemplateId &Id) {
  if (Id.Via != Route::BuildBinOp)
    SCALE_REAL(CREATE_BUILTIN_BIN_OP)(&S, Id.LessLoc, BO_LT, Id.Name,
                                      Id.Arguments.front(), false);
  else
    SCALE_REAL(BUILD_BIN_OP)(&S, nullptr, Id.LessLoc, BO_LT, Id.Name,
                             Id.Arguments.front(), false);
  return ExprError();
}

/// The call of the template-id \p Id with the operands of \p Parens.
ExprResult call(Sema &S, FormState &State, PendingTemplateId Id,
                Expr *Parens) {
  auto *List = dyn_cast<ParenExpr>(Parens->IgnoreImpCasts());
  SmallVector<Expr *, 4> Arguments;
  if (!List || !appendArguments(List->getSubExpr(), Arguments))
    return upstreamLess(S, Id);
  const Form &F = State.Forms.find(Id.LessLoc)->second;
  Expr *Callee = templateId(S, Id.Name, Id.Arguments, Id.LessLoc, F.Greater);
  warnOnce(S, State, cast<OverloadExpr>(Id.Name));
  return S.BuildCallExpr(/*S=*/nullptr, Callee, List->getLParen(), Arguments,
                         List->getRParen());
}

std::optional<ExprResult> rebuildLess(Sema &S, FormState &State,
                                      SourceLocation LessLoc, Expr *LHS,
                                      Expr *RHS, Route Via) {
  auto F = State.Forms.find(LessLoc);
  if (F == State.Forms.end() || !S.inTemplateInstantiation())
    return std::nullopt;
  auto *Set = dyn_cast<OverloadExpr>(LHS);
  if (!Set || Set->hasTemplateKeyword() || Set->hasExplicitTemplateArgs() ||
      Set->isTypeDependent() || !isTemplateArgumentValue(RHS) ||
      !namesOnlyFunctionTemplates(Set))
    return std::nullopt;
  // Until the `>`, the overload set stands for the template-id (an operand
  // nothing else can use: the form's structure was checked when parsed).
  State.Pending[LHS] = {LHS, {RHS}, LessLoc, Via};
  ++State.PendingLess[LessLoc];
  State.PendingIdOfLess[LessLoc] = LHS;
  return ExprResult(LHS);
}

std::optional<ExprResult> rebuildGreater(Sema &S, FormState &State,
                                         SourceLocation GreaterLoc, Expr *LHS,
                                         Expr *RHS) {
  auto Less = State.LessOfGreater.find(GreaterLoc);
  if (Less == State.LessOfGreater.end())
    return std::nullopt;
  const Form &F = State.Forms.find(Less->second)->second;
  if (F.Separators.empty()) {
    if (!State.Pending.contains(LHS))
      return std::nullopt;
    PendingTemplateId Id = takePending(State, LHS);
    // The call was built at its parentheses, and the operators after them
    // on it: the right operand is the expression.
    if (Id.Called)
      return ExprResult(RHS);
    return call(S, State, std::move(Id), RHS);
  }
  // `C > (x)` of `name < A, B, C > (x)`: the call is made at the last
  // comma; C and the parentheses wait for it.
  if (State.PendingLess.lookup(Less->second) == 0 ||
      !isTemplateArgumentValue(LHS))
    return std::nullopt;
  State.LastArgumentOfCall[RHS] = LHS;
  return ExprResult(RHS);
}

std::optional<ExprResult>
rebuildComma(Sema &S, FormState &State, SourceLocation CommaLoc, Expr *LHS,
             Expr *RHS, llvm::function_ref<ExprResult()> Upstream) {
  if (auto Separator = State.LessOfSeparator.find(CommaLoc);
      Separator != State.LessOfSeparator.end()) {
    if (!State.Pending.contains(LHS))
      return std::nullopt;
    bool Last = Separator->second.second;
    if (!Last) {
      if (!isTemplateArgumentValue(RHS))
        return std::nullopt;
      State.Pending[LHS].Arguments.push_back(RHS);
      return ExprResult(LHS);
    }
    PendingTemplateId Id = takePending(State, LHS);
    Expr *Parens = RHS;
    const Expr *LastArgument, *Operand;
    SourceLocation GreaterLoc;
    if (auto Waiting = State.LastArgumentOfCall.find(RHS);
        Waiting != State.LastArgumentOfCall.end()) {
      Id.Arguments.push_back(Waiting->second);
      State.LastArgumentOfCall.erase(Waiting);
    } else if (binaryOperands(RHS, BO_GT, LastArgument, Operand, GreaterLoc) &&
               GreaterLoc == State.Forms.find(Id.LessLoc)->second.Greater) {
      // `C > (x)` without anything dependent is the pattern's own, not
      // instantiated again.
      Id.Arguments.push_back(const_cast<Expr *>(LastArgument->IgnoreImpCasts()));
      Parens = const_cast<Expr *>(Operand);
    } else {
      return upstreamLess(S, Id);
    }
    return call(S, State, std::move(Id), Parens);
  }
  // A comma between the call's arguments is built as upstream builds it,
  // without the warning that its left operand has no effect (it is an
  // argument, not a discarded value), unless building it fails.
  auto Argument = State.LessOfArgumentComma.find(CommaLoc);
  if (Argument == State.LessOfArgumentComma.end() ||
      State.PendingLess.lookup(Argument->second) == 0)
    return std::nullopt;
  {
    Sema::TentativeAnalysisScope Quiet(S);
    ExprResult Comma = Upstream();
    if (Comma.isUsable())
      return Comma;
  }
  return Upstream();
}

/// The parentheses that begin \p E, found down the operands that begin where
/// it begins: `(x)` in `(x)`, `(x) + 1`, `(x).m`, `(x)[i] * 2`.
const ParenExpr *leadingParens(const Expr *E) {
  SourceLocation Begin = E->getBeginLoc();
  const Stmt *Node = E;
  while (Node) {
    if (const auto *Parens = dyn_cast<ParenExpr>(Node);
        Parens && Parens->getLParen() == Begin)
      return Parens;
    const Stmt *Next = nullptr;
    for (const Stmt *Child : Node->children())
      if (Child && Child->getBeginLoc() == Begin) {
        Next = Child;
        break;
      }
    Node = Next;
  }
  return nullptr;
}

/// Remembers the commas of the chain \p E (the parenthesised operand of a
/// form's `>`) as argument commas of the form at \p LessLoc.
void noteArgumentCommas(FormState &State, SourceLocation LessLoc,
                        const Expr *E) {
  const Expr *LHS, *RHS;
  SourceLocation Loc;
  while (binaryOperands(E, BO_Comma, LHS, RHS, Loc)) {
    State.LessOfArgumentComma[Loc] = LessLoc;
    E = LHS;
  }
}

void noteForm(Sema &S, SourceLocation LessLoc, const Expr *Name,
              SourceLocation GreaterLoc, const Expr *Parens,
              ArrayRef<SourceLocation> Separators) {
  // With one template argument the call may be followed by operators that
  // bind tighter than `>` (they took the parentheses as their operand);
  // with several, the last argument's `>` has only the parentheses.
  const ParenExpr *List =
      Separators.empty() ? leadingParens(Parens)
                         : dyn_cast<ParenExpr>(Parens->IgnoreImpCasts());
  if (!isDependentNameWithoutTemplate(Name) || !List || !SemaScale::nvccMode(S))
    return;
  FormState &State = stateOf(S.getASTContext());
  Form &F = State.Forms[LessLoc];
  F.Greater = GreaterLoc;
  F.Separators.assign(Separators.begin(), Separators.end());
  State.LessOfGreater[GreaterLoc] = LessLoc;
  if (Separators.empty())
    State.LessOfCallParens[List->getLParen()] = LessLoc;
  for (SourceLocation Separator : Separators)
    State.LessOfSeparator[Separator] = {LessLoc, Separator == Separators.back()};
  noteArgumentCommas(State, LessLoc, List->getSubExpr());
}

} // namespace

void noteParsedOperator(Sema &S, SourceLocation OpLoc, tok::TokenKind Kind,
                        const Expr *LHS, const Expr *RHS) {
  const Expr *Name, *First, *Last, *Parens;
  SourceLocation LessLoc, GreaterLoc;
  if (Kind == tok::greater) {
    // name < A > (x)
    if (binaryOperands(LHS, BO_LT, Name, First, LessLoc))
      noteForm(S, LessLoc, Name, OpLoc, RHS, {});
    return;
  }
  if (Kind != tok::comma ||
      !binaryOperands(RHS, BO_GT, Last, Parens, GreaterLoc))
    return;
  // name < A, B, C > (x): the commas of the chain on the left, then this one.
  SmallVector<SourceLocation, 2> Separators{OpLoc};
  const Expr *E = LHS, *Inner, *Argument;
  SourceLocation Loc;
  while (binaryOperands(E, BO_Comma, Inner, Argument, Loc)) {
    Separators.push_back(Loc);
    E = Inner;
  }
  if (!binaryOperands(E, BO_LT, Name, First, LessLoc))
    return;
  std::reverse(Separators.begin(), Separators.end());
  noteForm(S, LessLoc, Name, GreaterLoc, Parens, Separators);
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
  switch (Opc) {
  case BO_LT:
    return rebuildLess(S, *State, OpLoc, LHS, RHS, Via);
  case BO_GT:
    return rebuildGreater(S, *State, OpLoc, LHS, RHS);
  default:
    return rebuildComma(S, *State, OpLoc, LHS, RHS, Upstream);
  }
}

namespace {

/// The parentheses of a form with one template argument whose template-id
/// is being instantiated: the call, which the operators after them take as
/// their operand.
std::optional<ExprResult> rebuildParens(Sema &S, SourceLocation LParen,
                                        SourceLocation RParen, Expr *E) {
  FormState *State = existingStateOf(S.getASTContext());
  if (!State || !E)
    return std::nullopt;
  auto Less = State->LessOfCallParens.find(LParen);
  if (Less == State->LessOfCallParens.end() ||
      State->PendingLess.lookup(Less->second) == 0)
    return std::nullopt;
  auto Id = State->Pending.find(State->PendingIdOfLess.lookup(Less->second));
  SmallVector<Expr *, 4> Arguments;
  if (Id == State->Pending.end() || Id->second.Called ||
      !appendArguments(E, Arguments))
    return std::nullopt;
  PendingTemplateId &Pending = Id->second;
  Pending.Called = true;
  const Form &F = State->Forms.find(Pending.LessLoc)->second;
  Expr *Callee = templateId(S, Pending.Name, Pending.Arguments,
                            Pending.LessLoc, F.Greater);
  warnOnce(S, *State, cast<OverloadExpr>(Pending.Name));
  return S.BuildCallExpr(/*S=*/nullptr, Callee, LParen, Arguments, RParen);
}

} // namespace

} // namespace scale::missing_template

using namespace scale::missing_template;

// Template instantiation rebuilds the parentheses of `name<A>(x) + 1` with
// ActOnParenExpr: there the template-id's call replaces them, so that the
// operators after them apply to the call.
extern "C" ExprResult SCALE_WRAP(ACT_ON_PAREN_EXPR)(Sema *S, SourceLocation L,
                                                    SourceLocation R, Expr *E) {
  if (std::optional<ExprResult> Call = rebuildParens(*S, L, R, E))
    return *Call;
  return SCALE_REAL(ACT_ON_PAREN_EXPR)(S, L, R, E);
}

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

extern "C" bool SCALE_REAL(PARSE_UNQUALIFIED_ID)(
    Parser *P, CXXScopeSpec &SS, ParsedType ObjectType, bool ObjectHadErrors,
    bool EnteringContext, bool AllowDestructorName, bool AllowConstructorName,
    bool AllowDeductionGuide, SourceLocation *TemplateKWLoc,
    UnqualifiedId &Result);

extern "C" bool SCALE_WRAP(PARSE_UNQUALIFIED_ID)(
    Parser *P, CXXScopeSpec &SS, ParsedType ObjectType, bool ObjectHadErrors,
    bool EnteringContext, bool AllowDestructorName, bool AllowConstructorName,
    bool AllowDeductionGuide, SourceLocation *TemplateKWLoc,
    UnqualifiedId &Result) {
  if (TemplateKWLoc && P->getCurToken().is(tok::kw_template) &&
      P->NextToken().is(tok::tilde) &&
      scale::SemaScale::nvccMode(P->getActions())) {
    Sema &S = P->getActions();
    SourceLocation Keyword = P->ConsumeToken();
    S.Diag(Keyword, scale::diagID(S.getDiagnostics(),
                                  scale::Diag::NvccTemplateBeforeDestructor))
        << FixItHint::CreateRemoval(Keyword);
  }
  return SCALE_REAL(PARSE_UNQUALIFIED_ID)(
      P, SS, ObjectType, ObjectHadErrors, EnteringContext, AllowDestructorName,
      AllowConstructorName, AllowDeductionGuide, TemplateKWLoc, Result);
}

namespace {
/// Whether the parser is reading the nested-name-specifier of a
/// typename-specifier, as ParseOptionalCXXScopeSpecifier's IsTypename says;
/// the innermost call that crosses objects decides (template arguments
/// parsed inside it are read by calls of their own).
thread_local bool InTypenameSpecifier = false;
} // namespace

extern "C" bool SCALE_REAL(PARSE_OPTIONAL_CXX_SCOPE_SPECIFIER)(
    Parser *P, CXXScopeSpec &SS, ParsedType ObjectType, bool ObjectHasErrors,
    bool EnteringContext, bool *MayBePseudoDestructor, bool IsTypename,
    const IdentifierInfo **LastII, bool OnlyNamespace,
    bool InUsingDeclaration, bool Disambiguation);

extern "C" bool SCALE_WRAP(PARSE_OPTIONAL_CXX_SCOPE_SPECIFIER)(
    Parser *P, CXXScopeSpec &SS, ParsedType ObjectType, bool ObjectHasErrors,
    bool EnteringContext, bool *MayBePseudoDestructor, bool IsTypename,
    const IdentifierInfo **LastII, bool OnlyNamespace,
    bool InUsingDeclaration, bool Disambiguation) {
  bool Enclosing = InTypenameSpecifier;
  InTypenameSpecifier = IsTypename;
  bool Failed = SCALE_REAL(PARSE_OPTIONAL_CXX_SCOPE_SPECIFIER)(
      P, SS, ObjectType, ObjectHasErrors, EnteringContext,
      MayBePseudoDestructor, IsTypename, LastII, OnlyNamespace,
      InUsingDeclaration, Disambiguation);
  InTypenameSpecifier = Enclosing;
  return Failed;
}

extern "C" DiagnosticBuilder SCALE_REAL(PARSER_DIAG)(Parser *P,
                                                     SourceLocation Loc,
                                                     unsigned DiagID);

extern "C" DiagnosticBuilder SCALE_WRAP(PARSER_DIAG)(Parser *P,
                                                     SourceLocation Loc,
                                                     unsigned DiagID) {
  if (DiagID == diag::err_missing_dependent_template_keyword &&
      InTypenameSpecifier && scale::SemaScale::nvccMode(P->getActions()))
    DiagID = scale::diagID(P->getActions().getDiagnostics(),
                           scale::Diag::NvccMissingTemplateKeyword);
  return SCALE_REAL(PARSER_DIAG)(P, Loc, DiagID);
}
