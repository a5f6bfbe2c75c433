//===- ExpressionHooks.cpp - Composite spaces and object spaces in Sema ---===//
//
// Expressions whose type upstream computes without knowing our rules:
//
//   rule                                 | hook
//   -------------------------------------+------------------------------------
//   composite space of compared pointers | Sema::ActOnBinOp (parsed code),
//   (==, !=, <, >, <=, >=, <=>)          | Sema::BuildBinOp (instantiations)
//   `.*` and `->*` give the object's     | Sema::CheckPointerToMemberOperands
//   space, as `.` and `->` do            |
//   a generic object never binds to a    | Sema::BuildCallToMemberFunction
//   method qualified with a named space  |
//   a call through a pointer to member   | Sema::BuildCallToMemberFunction
//   function converts the object to the  |
//   method's space, as `obj.f()` does    |
//   `this` in a method template          | Sema::ActOnCXXThis (explicit),
//   qualified `__AS(AS)` points into     | Sema::getCurrentThisType
//   `__AS(AS)`, so calls through it are  | (implicit member access)
//   resolved per deduced space           |
//   `this` in a [*this] lambda points to | the same two
//   the closure's generic copy           |
//   a value has no space: an instantiated| Sema::CheckParameter (called by
//   by-value parameter drops it          | template instantiation only)
//   `delete p`: the operand converts to  | Sema::ActOnCXXDelete (parsed code
//   generic where the context allows it, | and instantiations)
//   as any argument of operator delete   |
//   `new (p) decltype(sharedVar){...}`:  | Sema::GetTypeForDeclarator
//   the object a new-expression creates  | (MethodHooks.cpp; parsed code),
//   is addressed by a generic pointer;   | Sema::BuildCXXNew
//   the allocated type has no space      | (instantiations)
//
// Each asks the model (compositeSpace, convertsImplicitly) and forwards to
// the original unless the extension is on.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "VariablyModified.h"
#include "MissingTemplate.h"
#include "TypeRewrites.h"
#include "scale/DiagnosticGroups.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Sema/ScopeInfo.h"
#include "clang/Sema/Sema.h"

using namespace clang;

#define ACT_ON_BIN_OP                                                          \
  _ZN5clang4Sema10ActOnBinOpEPNS_5ScopeENS_14SourceLocationENS_3tok9TokenKindEPNS_4ExprES7_
#define BUILD_BIN_OP                                                           \
  _ZN5clang4Sema10BuildBinOpEPNS_5ScopeENS_14SourceLocationENS_18BinaryOperatorKindEPNS_4ExprES6_b
#define CHECK_POINTER_TO_MEMBER_OPERANDS                                       \
  _ZN5clang4Sema28CheckPointerToMemberOperandsERNS_12ActionResultIPNS_4ExprELb1EEES5_RNS_13ExprValueKindENS_14SourceLocationEb
#define BUILD_CALL_TO_MEMBER_FUNCTION                                          \
  _ZN5clang4Sema25BuildCallToMemberFunctionEPNS_5ScopeEPNS_4ExprENS_14SourceLocationEN4llvm15MutableArrayRefIS4_EES5_S4_bb
#define ACT_ON_CXX_THIS _ZN5clang4Sema12ActOnCXXThisENS_14SourceLocationE
#define CURRENT_THIS_TYPE _ZN5clang4Sema18getCurrentThisTypeEv
#define BUILD_CXX_NEW                                                          \
  _ZN5clang4Sema11BuildCXXNewENS_11SourceRangeEbNS_14SourceLocationEN4llvm15MutableArrayRefIPNS_4ExprEEES2_S1_NS_8QualTypeEPNS_14TypeSourceInfoESt8optionalIS6_ES1_S6_
#define ACT_ON_CXX_DELETE                                                      \
  _ZN5clang4Sema14ActOnCXXDeleteENS_14SourceLocationEbbPNS_4ExprE
#define CHECK_PARAMETER                                                        \
  _ZN5clang4Sema14CheckParameterEPNS_11DeclContextENS_14SourceLocationES3_PKNS_14IdentifierInfoENS_8QualTypeEPNS_14TypeSourceInfoENS_12StorageClassE

extern "C" ExprResult SCALE_REAL(ACT_ON_BIN_OP)(Sema *S, Scope *Sc,
                                                SourceLocation TokLoc,
                                                tok::TokenKind Kind,
                                                Expr *LHS, Expr *RHS);
extern "C" ExprResult SCALE_REAL(BUILD_BIN_OP)(Sema *S, Scope *Sc,
                                               SourceLocation OpLoc,
                                               BinaryOperatorKind Opc,
                                               Expr *LHS, Expr *RHS,
                                               bool ForFoldExpression);
extern "C" QualType SCALE_REAL(CHECK_POINTER_TO_MEMBER_OPERANDS)(
    Sema *S, ExprResult &LHS, ExprResult &RHS, ExprValueKind &VK,
    SourceLocation Loc, bool IsIndirect);
extern "C" ExprResult SCALE_REAL(BUILD_CALL_TO_MEMBER_FUNCTION)(
    Sema *S, Scope *Sc, Expr *MemExpr, SourceLocation LParenLoc,
    MutableArrayRef<Expr *> Args, SourceLocation RParenLoc, Expr *ExecConfig,
    bool IsExecConfig, bool AllowRecovery);

extern "C" ExprResult SCALE_REAL(ACT_ON_CXX_THIS)(Sema *S, SourceLocation Loc);
extern "C" QualType SCALE_REAL(CURRENT_THIS_TYPE)(Sema *S);

namespace {

// Inside the pattern of a member function template qualified `__AS(AS)`
// (the qualifier is kept aside, MethodHooks.cpp), `this` is a pointer into
// `__AS(AS)`: dependent, so that `this->f()` and `f()` are resolved again in
// each specialization, whose `this` points into the deduced space, instead
// of once, for a generic object, in the pattern. Null elsewhere.
QualType dependentThisType(Sema &S, scale::SemaScale &Ext) {
  auto *Method = dyn_cast_or_null<CXXMethodDecl>(S.getFunctionLevelDeclContext());
  if (!Method || !Method->isImplicitObjectMemberFunction() ||
      !Method->getDescribedFunctionTemplate())
    return QualType();
  std::optional<unsigned> Parameter = Ext.methodQualifierParameter(Method);
  TemplateParameterList *Params =
      Method->getDescribedFunctionTemplate()->getTemplateParameters();
  if (!Parameter || *Parameter >= Params->size())
    return QualType();
  auto *NTTP = dyn_cast<NonTypeTemplateParmDecl>(Params->getParam(*Parameter));
  if (!NTTP)
    return QualType();
  ASTContext &Ctx = S.getASTContext();
  Expr *Space = DeclRefExpr::Create(
      Ctx, NestedNameSpecifierLoc(), SourceLocation(), NTTP,
      /*RefersToEnclosingVariableOrCapture=*/false, NTTP->getLocation(),
      NTTP->getType(), VK_PRValue);
  Expr *Qualifier =
      ImplicitCastExpr::Create(Ctx, Ctx.IntTy, CK_IntegralCast, Space,
                               nullptr, VK_PRValue, FPOptionsOverride());
  QualType Object = Method->getThisType()->getPointeeType();
  return Ctx.getPointerType(Ctx.getDependentAddressSpaceType(
      Object, Qualifier, Qualifier->getExprLoc()));
}

// In a lambda that captured `*this` by copy ([*this]), directly or through
// enclosing lambdas, `this` points to the closure's copy: an object of the
// closure, which is generic whatever space the method's object is in.
// Lambdas being parsed or transformed have scopes with their captures;
// the call operator of a finished generic lambda, instantiated later, has
// its closure's.
bool refersToLambdaCopy(Sema &S) {
  for (sema::FunctionScopeInfo *Scope : llvm::reverse(S.FunctionScopes)) {
    auto *Lambda = dyn_cast<sema::LambdaScopeInfo>(Scope);
    if (!Lambda)
      break;
    if (Lambda->isCXXThisCaptured() &&
        Lambda->getCXXThisCapture().isCopyCapture())
      return true;
  }
  for (const DeclContext *DC = S.CurContext; isLambdaCallOperator(DC);
       DC = DC->getParent()->getParent())
    for (const LambdaCapture &Capture :
         cast<CXXRecordDecl>(DC->getParent())->captures())
      if (Capture.getCaptureKind() == LCK_StarThis)
        return true;
  return false;
}

// The type of `this` where the extension decides it, null elsewhere: in a
// [*this] lambda a pointer to the generic copy; in a member function
// template qualified `__AS(AS)` a pointer into `__AS(AS)`.
QualType adjustedThisType(Sema &S, scale::SemaScale &Ext, QualType Upstream) {
  if (refersToLambdaCopy(S)) {
    if (Upstream.isNull() || !Upstream->isPointerType() ||
        !Upstream->getPointeeType().hasAddressSpace())
      return QualType();
    ASTContext &Ctx = S.getASTContext();
    return Ctx.getPointerType(
        Ctx.removeAddrSpaceQualType(Upstream->getPointeeType()));
  }
  return dependentThisType(S, Ext);
}

// The space that a method's qualifiers give `*this`, if any.
std::optional<scale::AddrSpace> methodSpace(const NamedDecl *D) {
  D = D->getUnderlyingDecl();
  if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D))
    D = Template->getTemplatedDecl();
  const auto *Method = dyn_cast<CXXMethodDecl>(D);
  if (!Method || Method->isStatic() ||
      Method->isExplicitObjectMemberFunction())
    return std::nullopt;
  LangAS AS = Method->getMethodQualifiers().getAddressSpace();
  if (AS == LangAS::Default)
    return std::nullopt;
  return scale::classify(AS);
}

// A call on a generic object whose overload set also holds methods
// qualified with a named space: upstream compares the object's space with
// the method's only when the object has one, so a generic object was a
// viable argument for every named overload (and for two of them, an
// ambiguity). The overload set is narrowed to the methods whose space the
// object converts to; where none is left, the call is an error that names
// the object's space, the context and the methods' spaces (upstream would
// pick one, or report an ambiguity between two named ones). Returns null
// after that error.
Expr *withoutUnreachableOverloads(scale::SemaScale &Ext, Expr *MemExpr) {
  auto *Member = dyn_cast<UnresolvedMemberExpr>(MemExpr->IgnoreParens());
  if (!Member || Member->isTypeDependent())
    return MemExpr;
  QualType ObjectType = Member->getBaseType();
  if (ObjectType.isNull() || ObjectType->isDependentType())
    return MemExpr;
  if (Member->isArrow() && ObjectType->isPointerType())
    ObjectType = ObjectType->getPointeeType();
  std::optional<scale::AddrSpace> ObjectSpace =
      scale::classify(ObjectType.getAddressSpace());
  if (ObjectSpace != scale::AddrSpace::Generic)
    return MemExpr;
  scale::ExecContext Context = Ext.conversionContext();
  UnresolvedSet<8> Kept;
  bool Dropped = false;
  for (auto I = Member->decls_begin(), E = Member->decls_end(); I != E; ++I) {
    std::optional<scale::AddrSpace> Space = methodSpace(*I);
    if (Space && !scale::convertsImplicitly(*ObjectSpace, *Space, Context)) {
      Dropped = true;
      continue;
    }
    Kept.addDecl(*I, I.getAccess());
  }
  if (!Dropped)
    return MemExpr;
  if (Kept.empty()) {
    DiagnosticsEngine &Diags = Ext.sema().getDiagnostics();
    Ext.diagnose(Member->getMemberLoc(),
                 scale::diagID(Diags, scale::Diag::CallNoViableMethodSpace))
        << Member->getMemberName() << ObjectType
        << static_cast<unsigned>(Context) << Member->getSourceRange();
    unsigned Note = scale::diagID(Diags, scale::Diag::NoteMethodCandidateSpace);
    for (const NamedDecl *D : Member->decls())
      if (std::optional<scale::AddrSpace> Space = methodSpace(D))
        Ext.diagnose(D->getLocation(), Note) << scale::spelling(*Space);
    return nullptr;
  }
  TemplateArgumentListInfo TemplateArgs;
  if (Member->hasExplicitTemplateArgs())
    Member->copyTemplateArgumentsInto(TemplateArgs);
  return UnresolvedMemberExpr::Create(
      Ext.sema().getASTContext(), Member->hasUnresolvedUsing(),
      Member->isImplicitAccess() ? nullptr : Member->getBase(),
      Member->getBaseType(), Member->isArrow(), Member->getOperatorLoc(),
      Member->getQualifierLoc(), Member->getTemplateKeywordLoc(),
      Member->getMemberNameInfo(),
      Member->hasExplicitTemplateArgs() ? &TemplateArgs : nullptr,
      Kept.begin(), Kept.end());
}

// `(obj.*pmf)()` and `(ptr->*pmf)()`: upstream compares the object's
// qualifiers with the method qualifiers of the pointer's function type but
// leaves the address space out, so the object was never converted to the
// method's space. The object is the implicit object argument, as in
// `obj.f()`: the same conversion (through Qualifiers::isAddressSpaceSupersetOf,
// the conversion hook) and the same error when it is refused. CodeGen then
// passes the object in the method's space (CodeGenHooks.cpp). Returns false
// after an error.
bool checkPointerToMemberCall(scale::SemaScale &Ext, Expr *MemExpr) {
  Sema &S = Ext.sema();
  auto *Op = dyn_cast<BinaryOperator>(MemExpr->IgnoreParens());
  if (!Op || !Op->isPtrMemOp())
    return true;
  const auto *Member = Op->getRHS()->getType()->getAs<MemberPointerType>();
  QualType ObjectType = Op->getLHS()->getType();
  if (Op->getOpcode() == BO_PtrMemI)
    ObjectType = ObjectType->getPointeeType();
  if (!Member || ObjectType.isNull() || ObjectType->isDependentType())
    return true;
  const auto *Proto = Member->getPointeeType()->getAs<FunctionProtoType>();
  const CXXRecordDecl *Class = Member->getMostRecentCXXRecordDecl();
  if (!Proto || !Class)
    return true;
  ASTContext &Ctx = S.getASTContext();
  Qualifiers MethodQuals = Proto->getMethodQuals();
  if (Qualifiers::isAddressSpaceSupersetOf(MethodQuals.getAddressSpace(),
                                           ObjectType.getAddressSpace(), Ctx))
    return true;
  S.Diag(Op->getLHS()->getBeginLoc(), diag::err_member_function_call_bad_type)
      << Ctx.getQualifiedType(Ctx.getCanonicalTagType(Class), MethodQuals)
      << ObjectType << Op->getLHS()->getSourceRange();
  return false;
}

// Sema tries conversions in both directions to find a composite type; the
// refused direction of an expression that was then built without an error
// must not become the explanation of a later, unrelated error.
ExprResult forgetRefusalsOfValid(Sema *S, ExprResult Result) {
  if (Result.isUsable())
    if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext()))
      Ext->takeRejectedConversion();
  return Result;
}

} // namespace

extern "C" ExprResult SCALE_WRAP(ACT_ON_BIN_OP)(Sema *S, Scope *Sc,
                                                SourceLocation TokLoc,
                                                tok::TokenKind Kind,
                                                Expr *LHS, Expr *RHS) {
  if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext())) {
    switch (Kind) {
    case tok::equalequal:
    case tok::exclaimequal:
    case tok::less:
    case tok::greater:
    case tok::lessequal:
    case tok::greaterequal:
    case tok::spaceship:
      Ext->convertToCompositeSpace(LHS, RHS);
      break;
    case tok::equal:
      if (LHS)
        RHS = scale::asVariablyModifiedTarget(*S, LHS->getType(), RHS);
      break;
    default:
      break;
    }
  }
  ExprResult Result = forgetRefusalsOfValid(
      S, SCALE_REAL(ACT_ON_BIN_OP)(S, Sc, TokLoc, Kind, LHS, RHS));
  if ((Kind == tok::greater || Kind == tok::comma) && Result.isUsable())
    scale::missing_template::noteParsedOperator(*S, TokLoc, Kind, LHS, RHS);
  return Result;
}

extern "C" ExprResult SCALE_WRAP(BUILD_BIN_OP)(Sema *S, Scope *Sc,
                                               SourceLocation OpLoc,
                                               BinaryOperatorKind Opc,
                                               Expr *LHS, Expr *RHS,
                                               bool ForFoldExpression) {
  if (std::optional<ExprResult> Rebuilt = scale::missing_template::rebuild(
          *S, OpLoc, Opc, LHS, RHS, scale::missing_template::Route::BuildBinOp,
          [&] {
            return SCALE_REAL(BUILD_BIN_OP)(S, Sc, OpLoc, Opc, LHS, RHS,
                                            ForFoldExpression);
          }))
    return *Rebuilt;
  if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext()))
    if (BinaryOperator::isComparisonOp(Opc))
      Ext->convertToCompositeSpace(LHS, RHS);
  return forgetRefusalsOfValid(
      S, SCALE_REAL(BUILD_BIN_OP)(S, Sc, OpLoc, Opc, LHS, RHS,
                                  ForFoldExpression));
}

// `obj.*pm` and `ptr->*pm` designate a member of the object, so they are in
// the object's space (upstream keeps only its cv-qualifiers). Accessibility
// and CodeGen then see the space, as for `obj.member`.
extern "C" QualType SCALE_WRAP(CHECK_POINTER_TO_MEMBER_OPERANDS)(
    Sema *S, ExprResult &LHS, ExprResult &RHS, ExprValueKind &VK,
    SourceLocation Loc, bool IsIndirect) {
  QualType Result = SCALE_REAL(CHECK_POINTER_TO_MEMBER_OPERANDS)(
      S, LHS, RHS, VK, Loc, IsIndirect);
  ASTContext &Ctx = S->getASTContext();
  if (!scale::SemaScale::get(Ctx) || Result.isNull() || LHS.isInvalid() ||
      Result->isFunctionType() || Result->isPlaceholderType() ||
      Result.hasAddressSpace())
    return Result;
  QualType Object = LHS.get()->getType();
  if (IsIndirect) {
    if (!Object->isPointerType())
      return Result;
    Object = Object->getPointeeType();
  }
  std::optional<scale::AddrSpace> Space =
      scale::classify(Object.getAddressSpace());
  if (!Space || *Space == scale::AddrSpace::Generic)
    return Result;
  return Ctx.getAddrSpaceQualType(Result, scale::toLangAS(*Space));
}

extern "C" ExprResult SCALE_WRAP(BUILD_CALL_TO_MEMBER_FUNCTION)(
    Sema *S, Scope *Sc, Expr *MemExpr, SourceLocation LParenLoc,
    MutableArrayRef<Expr *> Args, SourceLocation RParenLoc, Expr *ExecConfig,
    bool IsExecConfig, bool AllowRecovery) {
  if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext())) {
    MemExpr = withoutUnreachableOverloads(*Ext, MemExpr);
    if (!MemExpr || !checkPointerToMemberCall(*Ext, MemExpr))
      return ExprError();
  }
  return SCALE_REAL(BUILD_CALL_TO_MEMBER_FUNCTION)(
      S, Sc, MemExpr, LParenLoc, Args, RParenLoc, ExecConfig, IsExecConfig,
      AllowRecovery);
}

extern "C" QualType SCALE_WRAP(CURRENT_THIS_TYPE)(Sema *S) {
  QualType This = SCALE_REAL(CURRENT_THIS_TYPE)(S);
  if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext()))
    if (QualType Adjusted = adjustedThisType(*S, *Ext, This);
        !Adjusted.isNull())
      return Adjusted;
  return This;
}

extern "C" ExprResult SCALE_WRAP(ACT_ON_CXX_THIS)(Sema *S, SourceLocation Loc) {
  ExprResult This = SCALE_REAL(ACT_ON_CXX_THIS)(S, Loc);
  scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext());
  if (!Ext || !This.isUsable() || !isa<CXXThisExpr>(This.get()))
    return This;
  QualType Adjusted = adjustedThisType(*S, *Ext, This.get()->getType());
  if (Adjusted.isNull())
    return This;
  return CXXThisExpr::Create(S->getASTContext(), Loc, Adjusted,
                             /*IsImplicit=*/false);
}

extern "C" ParmVarDecl *SCALE_REAL(CHECK_PARAMETER)(
    Sema *S, DeclContext *DC, SourceLocation StartLoc, SourceLocation NameLoc,
    const IdentifierInfo *Name, QualType T, TypeSourceInfo *TSInfo,
    StorageClass SC);

// A by-value parameter whose instantiated type is in a named space
// (`__AS(AS) T` deduced from a __shared argument, or T = `__shared int`):
// a value has no space, as it has no top-level const in the function type,
// so the parameter gets the type without it (upstream rejects parameters
// with an address space). Only template instantiation calls this across
// objects, so parameters written with a space keep upstream's error.
extern "C" ParmVarDecl *SCALE_WRAP(CHECK_PARAMETER)(
    Sema *S, DeclContext *DC, SourceLocation StartLoc, SourceLocation NameLoc,
    const IdentifierInfo *Name, QualType T, TypeSourceInfo *TSInfo,
    StorageClass SC) {
  ASTContext &Ctx = S->getASTContext();
  if (scale::SemaScale::get(Ctx) && !T.isNull() && !T->isReferenceType())
    if (std::optional<scale::AddrSpace> Space =
            scale::classify(T.getAddressSpace());
        Space && *Space != scale::AddrSpace::Generic) {
      T = Ctx.removeAddrSpaceQualType(T);
      if (TSInfo)
        TSInfo = scale::retypedSourceInfo(Ctx, TSInfo, T, NameLoc);
    }
  return SCALE_REAL(CHECK_PARAMETER)(S, DC, StartLoc, NameLoc, Name, T, TSInfo,
                                     SC);
}

extern "C" ExprResult SCALE_REAL(BUILD_CXX_NEW)(
    Sema *S, SourceRange Range, bool UseGlobal, SourceLocation PlacementLParen,
    MultiExprArg PlacementArgs, SourceLocation PlacementRParen,
    SourceRange TypeIdParens, QualType AllocType, TypeSourceInfo *AllocTypeInfo,
    std::optional<Expr *> ArraySize, SourceRange DirectInitRange,
    Expr *Initializer);

// A new-expression of a type in a named space (cuCollections'
// `new (&block_sum) decltype(block_sum){0}` on a `__shared__` atomic):
// upstream rejects it ("'new' cannot allocate objects of type ... in
// address space"); the object is created where the placement points and is
// addressed by the generic pointer the expression yields, so the allocated
// type is the type without its space (as nvcc, which has no spaces, reads
// it).
extern "C" ExprResult SCALE_WRAP(BUILD_CXX_NEW)(
    Sema *S, SourceRange Range, bool UseGlobal, SourceLocation PlacementLParen,
    MultiExprArg PlacementArgs, SourceLocation PlacementRParen,
    SourceRange TypeIdParens, QualType AllocType, TypeSourceInfo *AllocTypeInfo,
    std::optional<Expr *> ArraySize, SourceRange DirectInitRange,
    Expr *Initializer) {
  if (scale::SemaScale::get(S->getASTContext()) && AllocTypeInfo) {
    AllocTypeInfo = scale::allocatedTypeInfo(S->getASTContext(), AllocTypeInfo);
    AllocType = AllocTypeInfo->getType();
  }
  return SCALE_REAL(BUILD_CXX_NEW)(S, Range, UseGlobal, PlacementLParen,
                                   PlacementArgs, PlacementRParen, TypeIdParens,
                                   AllocType, AllocTypeInfo, ArraySize,
                                   DirectInitRange, Initializer);
}

extern "C" ExprResult SCALE_REAL(ACT_ON_CXX_DELETE)(Sema *S,
                                                    SourceLocation StartLoc,
                                                    bool UseGlobal,
                                                    bool ArrayForm,
                                                    Expr *Operand);

// `delete p` with p pointing into a named space: upstream rejects every
// pointer with an address space outside OpenCL ("cannot delete objects ...
// in address space"). The pointer is handed to the destructor and to
// operator delete(void *), so it takes the implicit conversion to generic
// that any call argument would: allowed in device code, refused (upstream's
// error, with the conversion note) where the model refuses it.
extern "C" ExprResult SCALE_WRAP(ACT_ON_CXX_DELETE)(Sema *S,
                                                    SourceLocation StartLoc,
                                                    bool UseGlobal,
                                                    bool ArrayForm,
                                                    Expr *Operand) {
  scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext());
  if (!Ext || !Operand || Operand->isTypeDependent() ||
      !Operand->getType()->isPointerType())
    return SCALE_REAL(ACT_ON_CXX_DELETE)(S, StartLoc, UseGlobal, ArrayForm,
                                         Operand);
  ASTContext &Ctx = S->getASTContext();
  QualType Pointee = Operand->getType()->getPointeeType();
  std::optional<scale::AddrSpace> Space =
      scale::classify(Pointee.getAddressSpace());
  // Asked through the conversion hook, so that a refusal explains
  // upstream's error with the spaces and the context.
  if (Space && *Space != scale::AddrSpace::Generic &&
      Qualifiers::isAddressSpaceSupersetOf(LangAS::Default,
                                           Pointee.getAddressSpace(), Ctx)) {
    ExprResult Pointer = S->DefaultLvalueConversion(Operand);
    if (Pointer.isInvalid())
      return ExprError();
    Operand = S->ImpCastExprToType(
                   Pointer.get(),
                   Ctx.getPointerType(Ctx.removeAddrSpaceQualType(Pointee)),
                   CK_AddressSpaceConversion)
                  .get();
  }
  return SCALE_REAL(ACT_ON_CXX_DELETE)(S, StartLoc, UseGlobal, ArrayForm,
                                       Operand);
}
