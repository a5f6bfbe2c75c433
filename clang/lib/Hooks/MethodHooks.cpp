//===- MethodHooks.cpp - Address-space qualified member functions ---------===//
//
// `int fn() const __shared;` qualifies the implicit object like `const`.
// The qualifier's attribute ends up among the declarator's (or the function
// chunk's) attributes, where upstream rejects it ("function type may not be
// qualified with an address space"); Clang's method qualifiers themselves
// can hold an address space (OpenCL C++ uses them), and overload resolution,
// `this` and the Itanium mangler already honour it. So the attribute is taken
// off before Sema::GetTypeForDeclarator builds the function type, and the
// space is put into the type's method qualifiers afterwards. A qualifier that
// depends on a template parameter of a member function template is kept
// aside instead, for deduction; one that names a parameter of the class
// holds a stand-in space in the pattern, which instantiation replaces
// (Sema::SubstFunctionDeclType). After the parameter list of a pointer to
// member function (`int (S::*pm)() const __shared`) or in a typedef of a
// function type, the qualifier goes into the function type's method
// qualifiers in the same way. In a type-id (`using P = int (S::*)() const
// __shared;`, template arguments, casts, sizeof) the parser ends the type
// before a GNU attribute, which it then rejects; the attribute is read after
// the type-id instead and put into the same place. Parser::ParseTypeName
// builds its type itself; the type-ids of casts, sizeof and alignof are
// parsed by Parser::ParseDeclarator, which gets the qualifier as the
// declarator's attribute, and built by Sema::GetTypeForDeclaratorCast
// (named and C-style casts) or Sema::ActOnTypeName (sizeof, alignof),
// which handle it as GetTypeForDeclarator does.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "TypeRewrites.h"
#include "scale/DiagnosticGroups.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/Parse/Parser.h"
#include "clang/Sema/DeclSpec.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"
#include "clang/Sema/Template.h"

#include "llvm/ADT/STLFunctionalExtras.h"

using namespace clang;

#define GET_TYPE_FOR_DECLARATOR _ZN5clang4Sema20GetTypeForDeclaratorERNS_10DeclaratorE
#define GET_TYPE_FOR_DECLARATOR_CAST                                           \
  _ZN5clang4Sema24GetTypeForDeclaratorCastERNS_10DeclaratorENS_8QualTypeE
#define ACT_ON_TYPE_NAME _ZN5clang4Sema13ActOnTypeNameERNS_10DeclaratorE
#define PARSE_DECLARATOR _ZN5clang6Parser15ParseDeclaratorERNS_10DeclaratorE
#define PARSE_TYPE_NAME                                                        \
  _ZN5clang6Parser13ParseTypeNameEPNS_11SourceRangeENS_17DeclaratorContextENS_15AccessSpecifierEPPNS_4DeclEPNS_16ParsedAttributesE
#define SUBST_FUNCTION_DECL_TYPE                                               \
  _ZN5clang4Sema21SubstFunctionDeclTypeEPNS_14TypeSourceInfoERKNS_30MultiLevelTemplateArgumentListENS_14SourceLocationENS_15DeclarationNameEPNS_13CXXRecordDeclENS_10QualifiersEb

extern "C" TypeSourceInfo *SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(Sema *S,
                                                               Declarator &D);
extern "C" TypeSourceInfo *
SCALE_REAL(GET_TYPE_FOR_DECLARATOR_CAST)(Sema *S, Declarator &D, QualType From);
extern "C" TypeResult SCALE_REAL(ACT_ON_TYPE_NAME)(Sema *S, Declarator &D);
extern "C" void SCALE_REAL(PARSE_DECLARATOR)(Parser *P, Declarator &D);
extern "C" TypeResult SCALE_REAL(PARSE_TYPE_NAME)(
    Parser *P, SourceRange *Range, DeclaratorContext Context,
    AccessSpecifier AS, Decl **OwnedType, ParsedAttributes *Attrs);
extern "C" TypeSourceInfo *SCALE_REAL(SUBST_FUNCTION_DECL_TYPE)(
    Sema *S, TypeSourceInfo *T, const MultiLevelTemplateArgumentList &Args,
    SourceLocation Loc, DeclarationName Entity, CXXRecordDecl *ThisContext,
    Qualifiers ThisTypeQuals, bool EvaluateConstraints);

namespace {

struct QualifierAttr {
  ParsedAttributesView *List = nullptr;
  ParsedAttr *Attr = nullptr;
};

// The address_space attribute written after the parameter list of the
// function chunk \p Index of \p D.
QualifierAttr findQualifierOf(Declarator &D, unsigned Index) {
  DeclaratorChunk &Chunk = D.getTypeObject(Index);
  SmallVector<ParsedAttributesView *, 3> Lists = {&D.getAttributes(),
                                                  &Chunk.getAttrs()};
  if (DeclSpec *Quals = Chunk.Fun.MethodQualifiers)
    Lists.push_back(&Quals->getAttributes());
  for (ParsedAttributesView *List : Lists)
    for (ParsedAttr &A : *List)
      if (A.getKind() == ParsedAttr::AT_AddressSpace && A.getNumArgs() == 1)
        return {List, &A};
  return {};
}

// The address_space attribute written after the parameter list of a
// declared function.
QualifierAttr findQualifier(Declarator &D) {
  unsigned Index = 0;
  if (!D.isFunctionDeclarator(Index))
    return {};
  return findQualifierOf(D, Index);
}

// The function chunk of a declarator of a pointer to member function (or
// an array of them, or a pointer to one): `int (S::*pm)() const __shared`.
// The qualifier after its parameter list belongs to the function type, as
// `const` does, not to the declared entity.
std::optional<unsigned> memberFunctionTypeChunk(const Declarator &D) {
  unsigned Count = D.getNumTypeObjects();
  if (Count < 2 ||
      D.getTypeObject(Count - 1).Kind != DeclaratorChunk::Function)
    return std::nullopt;
  for (unsigned I = Count - 1; I-- > 0;) {
    auto Kind = D.getTypeObject(I).Kind;
    if (Kind == DeclaratorChunk::MemberPointer)
      return Count - 1;
    if (Kind != DeclaratorChunk::Paren)
      return std::nullopt;
  }
  return std::nullopt;
}

// The class that \p D declares a member of, or null.
const Decl *classOfMember(Sema &S, const Declarator &D) {
  if (D.getContext() == DeclaratorContext::Member)
    return dyn_cast<CXXRecordDecl>(S.CurContext);
  const CXXScopeSpec &Scope = D.getCXXScopeSpec();
  if (!Scope.isSet())
    return nullptr;
  DeclContext *DC = S.computeDeclContext(Scope);
  return DC && DC->isRecord() ? cast<Decl>(DC) : nullptr;
}

bool isMemberDeclarator(Sema &S, const Declarator &D) {
  return classOfMember(S, D);
}

// The stand-in space of `__AS(AS)` when AS is a template parameter of the
// class (or an enclosing class), not of a member function template: the
// class's pattern cannot carry the dependent space in method qualifiers.
std::optional<LangAS> classParameterSpace(Sema &S, const Declarator &D,
                                          const NonTypeTemplateParmDecl &AS) {
  const Decl *Class = classOfMember(S, D);
  if (!Class || AS.getDepth() >= Class->getTemplateDepth())
    return std::nullopt;
  std::optional<unsigned> StandIn =
      scale::classParameterStandIn(AS.getDepth(), AS.getIndex());
  if (!StandIn)
    return std::nullopt;
  return getLangASFromTargetAS(*StandIn);
}

scale::MethodKind kindOf(Sema &S, const Declarator &D) {
  if (D.getDeclSpec().hasConstexprSpecifier())
    return scale::MethodKind::HostDevice;
  switch (S.CUDA().IdentifyTarget(D.getDeclSpec().getAttributes())) {
  case CUDAFunctionTarget::Device:
  case CUDAFunctionTarget::Global:
    return scale::MethodKind::Device;
  case CUDAFunctionTarget::HostDevice:
    return scale::MethodKind::HostDevice;
  default:
    return scale::MethodKind::HostOnly;
  }
}

// Reports why the qualifier \p Spelled is not allowed here, or returns
// false. A qualifier that names a template parameter (\p AS none) is
// checked for what does not depend on the space; __flat is reported on
// instantiation.
bool diagnoseMisplaced(Sema &S, Declarator &D, ParsedAttr &A,
                       std::optional<scale::AddrSpace> AS, StringRef Spelled) {
  unsigned Problem;
  if (!isMemberDeclarator(S, D))
    Problem = 0;
  else if (D.getDeclSpec().getStorageClassSpec() == DeclSpec::SCS_static)
    Problem = 1;
  else if (AS == scale::AddrSpace::Flat)
    Problem = 2;
  // A dependent space is asked about as generic, which every method that
  // may be qualified at all may name.
  else if (!scale::mayQualifyMethod(AS.value_or(scale::AddrSpace::Generic),
                                    kindOf(S, D)))
    Problem = 3;
  else
    return false;
  S.Diag(A.getLoc(),
         scale::diagID(S.getDiagnostics(), scale::Diag::MethodQualifier))
      << Spelled << Problem;
  return true;
}

// A function type qualified __flat could only be called on an object that
// is never accessible. Reports it, or returns false.
bool diagnoseFlatFunctionType(Sema &S, SourceLocation Loc,
                              scale::AddrSpace AS) {
  if (AS != scale::AddrSpace::Flat)
    return false;
  S.Diag(Loc,
         scale::diagID(S.getDiagnostics(), scale::Diag::MethodQualifier))
      << scale::spelling(AS) << 2;
  return true;
}

// The space that `address_space(N)` names, \p Arg being N; none if N is
// dependent or names no space of ours.
std::optional<scale::AddrSpace> writtenSpace(ASTContext &Ctx, const Expr *Arg) {
  std::optional<llvm::APSInt> Number =
      Arg && !Arg->isValueDependent() ? Arg->getIntegerConstantExpr(Ctx)
                                      : std::nullopt;
  if (!Number)
    return std::nullopt;
  return scale::classify(getLangASFromTargetAS(Number->getZExtValue()));
}

TypeSourceInfo *withMethodSpace(ASTContext &Ctx, TypeSourceInfo *Info,
                                LangAS AS, SourceLocation Loc) {
  if (!Info)
    return Info;
  QualType Qualified = scale::withMethodSpace(Ctx, Info->getType(), AS);
  if (Qualified.isNull())
    return Info;
  return scale::retypedSourceInfo(Ctx, Info, Qualified, Loc);
}

// How `__AS(AS)` is spelled in messages, \p Arg being its dependent number.
std::string dependentSpelling(Expr *Arg) {
  Expr *Parameter = scale::castEnumParameter(Arg);
  if (!Parameter)
    return "__AS(...)";
  return ("__AS(" + cast<DeclRefExpr>(Parameter)->getDecl()->getName() + ")")
      .str();
}

// The qualifier \p Found of a function type in the type that \p Build makes
// (\p Loc its location): taken off the declarator before, put into the
// method qualifiers of the (nested) function type after. A function type's
// method qualifiers cannot hold a space that depends on a template
// parameter (only a method's can, through its class's stand-in): that is
// an error, where upstream would qualify the pointer instead. A number
// that names no space of ours stays upstream's.
TypeSourceInfo *
withFunctionTypeQualifier(Sema &S, QualifierAttr Found, SourceLocation Loc,
                          llvm::function_ref<TypeSourceInfo *()> Build) {
  ASTContext &Ctx = S.getASTContext();
  Expr *Arg = Found.Attr->getArgAsExpr(0);
  if (Arg && Arg->isValueDependent()) {
    S.Diag(Found.Attr->getLoc(),
           scale::diagID(S.getDiagnostics(), scale::Diag::MethodQualifier))
        << dependentSpelling(Arg) << 4;
    Found.List->remove(Found.Attr);
    return Build();
  }
  std::optional<scale::AddrSpace> AS = writtenSpace(Ctx, Arg);
  if (!AS)
    return Build();
  bool Misplaced = diagnoseFlatFunctionType(S, Found.Attr->getLoc(), *AS);
  Found.List->remove(Found.Attr);
  TypeSourceInfo *Info = Build();
  if (Misplaced || *AS == scale::AddrSpace::Generic || !Info)
    return Info;
  QualType Qualified = scale::withNestedMethodSpace(
      Ctx, Info->getType(), scale::SemaScale::get(Ctx)->typeAddressSpace(*AS));
  if (Qualified.isNull())
    return Info;
  return scale::retypedSourceInfo(Ctx, Info, Qualified, Loc);
}

// The qualifier after the parameter list of the pointer to member function
// that the type-id \p D names, if any.
QualifierAttr typeIdQualifier(Declarator &D) {
  std::optional<unsigned> Chunk = memberFunctionTypeChunk(D);
  return Chunk ? findQualifierOf(D, *Chunk) : QualifierAttr();
}

} // namespace

extern "C" TypeSourceInfo *SCALE_WRAP(GET_TYPE_FOR_DECLARATOR)(Sema *S,
                                                               Declarator &D) {
  if (!scale::SemaScale::get(S->getASTContext()))
    return SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(S, D);
  // The type of a new-expression has no space (ExpressionHooks.cpp,
  // BUILD_CXX_NEW, for instantiations).
  if (D.getContext() == DeclaratorContext::CXXNew) {
    TypeSourceInfo *Info = SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(S, D);
    return Info ? scale::allocatedTypeInfo(S->getASTContext(), Info) : Info;
  }
  // A qualifier of a function type rather than of a declared method: in a
  // typedef of a function type (`typedef int F() const __shared;`) and
  // after the parameters of a pointer to member function. Such a type may
  // name any space but __flat; whether a method may carry it is checked
  // where the method is declared.
  bool OfType = false;
  QualifierAttr Found = findQualifier(D);
  if (Found.Attr)
    OfType = D.getDeclSpec().getStorageClassSpec() == DeclSpec::SCS_typedef;
  else if (std::optional<unsigned> Chunk = memberFunctionTypeChunk(D))
    OfType = (Found = findQualifierOf(D, *Chunk)).Attr;
  if (!Found.Attr)
    return SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(S, D);
  if (OfType)
    return withFunctionTypeQualifier(*S, Found, D.getBeginLoc(), [&] {
      return SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(S, D);
    });
  ASTContext &Ctx = S->getASTContext();
  Expr *Arg = Found.Attr->getArgAsExpr(0);
  // `__AS(AS)` with AS a template parameter of the class: a stand-in
  // space until instantiation substitutes AS (SubstFunctionDeclType below).
  // AS a parameter of a member function template: kept aside until a call
  // deduces AS from its object (TemplateHooks.cpp).
  if (Arg && Arg->isValueDependent() && isMemberDeclarator(*S, D)) {
    Expr *Parameter = scale::castEnumParameter(Arg);
    const auto *AS = Parameter ? cast<NonTypeTemplateParmDecl>(
                                     cast<DeclRefExpr>(Parameter)->getDecl())
                               : nullptr;
    bool Misplaced = diagnoseMisplaced(*S, D, *Found.Attr, std::nullopt,
                                       dependentSpelling(Arg));
    std::optional<LangAS> StandIn =
        AS ? classParameterSpace(*S, D, *AS) : std::nullopt;
    if (AS && !StandIn)
      scale::SemaScale::get(Ctx)->keepMethodQualifier(&D, AS->getIndex());
    Found.List->remove(Found.Attr);
    TypeSourceInfo *Info = SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(S, D);
    if (Misplaced || !StandIn)
      return Info;
    return withMethodSpace(Ctx, Info, *StandIn, D.getBeginLoc());
  }
  std::optional<scale::AddrSpace> AS = writtenSpace(Ctx, Arg);
  if (!AS)
    return SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(S, D);
  bool Misplaced =
      diagnoseMisplaced(*S, D, *Found.Attr, *AS, scale::spelling(*AS));
  Found.List->remove(Found.Attr);
  TypeSourceInfo *Info = SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(S, D);
  if (Misplaced || *AS == scale::AddrSpace::Generic || !Info)
    return Info;
  return withMethodSpace(Ctx, Info,
                         scale::SemaScale::get(Ctx)->typeAddressSpace(*AS),
                         D.getBeginLoc());
}

// The type-id of a named or C-style cast: GetTypeForDeclarator's handling of
// the qualifier that the ParseDeclarator wrapper below attached.
extern "C" TypeSourceInfo *
SCALE_WRAP(GET_TYPE_FOR_DECLARATOR_CAST)(Sema *S, Declarator &D,
                                         QualType From) {
  auto Build = [&] {
    return SCALE_REAL(GET_TYPE_FOR_DECLARATOR_CAST)(S, D, From);
  };
  if (!scale::SemaScale::get(S->getASTContext()))
    return Build();
  QualifierAttr Found = typeIdQualifier(D);
  if (!Found.Attr)
    return Build();
  return withFunctionTypeQualifier(*S, Found, D.getBeginLoc(), Build);
}

// The type-id of sizeof, alignof and compound literals, likewise.
extern "C" TypeResult SCALE_WRAP(ACT_ON_TYPE_NAME)(Sema *S, Declarator &D) {
  if (!scale::SemaScale::get(S->getASTContext()))
    return SCALE_REAL(ACT_ON_TYPE_NAME)(S, D);
  QualifierAttr Found = typeIdQualifier(D);
  if (!Found.Attr)
    return SCALE_REAL(ACT_ON_TYPE_NAME)(S, D);
  bool Invalid = false;
  TypeSourceInfo *Info =
      withFunctionTypeQualifier(*S, Found, D.getBeginLoc(), [&] {
        TypeResult Result = SCALE_REAL(ACT_ON_TYPE_NAME)(S, D);
        Invalid = !Result.isUsable();
        if (Invalid)
          return static_cast<TypeSourceInfo *>(nullptr);
        TypeSourceInfo *Built = nullptr;
        QualType Type = Sema::GetTypeFromParser(Result.get(), &Built);
        return Built ? Built
                     : S->getASTContext().getTrivialTypeSourceInfo(
                           Type, D.getBeginLoc());
      });
  if (Invalid || !Info)
    return TypeResult(true);
  return S->CreateParsedType(Info->getType(), Info);
}

namespace {

// What instantiation makes of method qualifiers that hold the stand-in of a
// class template parameter: the space of its argument, where \p Args give
// one; else the stand-in of the parameter's depth after this substitution.
// Null where the qualifiers hold no stand-in or the argument is no space.
std::optional<LangAS>
substitutedMethodSpace(scale::SemaScale &Ext, Qualifiers Quals,
                       const MultiLevelTemplateArgumentList &Args) {
  LangAS Written = Quals.getAddressSpace();
  if (!isTargetAddressSpace(Written))
    return std::nullopt;
  std::optional<std::pair<unsigned, unsigned>> Parameter =
      scale::classParameterOfStandIn(toTargetAddressSpace(Written));
  if (!Parameter)
    return std::nullopt;
  auto [Depth, Index] = *Parameter;
  if (Depth >= Args.getNumLevels() || !Args.hasTemplateArgument(Depth, Index)) {
    std::optional<unsigned> StandIn =
        scale::classParameterStandIn(Args.getNewDepth(Depth), Index);
    return StandIn ? std::optional(getLangASFromTargetAS(*StandIn))
                   : std::nullopt;
  }
  const TemplateArgument &Arg = Args(Depth, Index);
  if (Arg.getKind() != TemplateArgument::Integral)
    return std::nullopt;
  std::optional<scale::AddrSpace> Space = scale::classify(getLangASFromTargetAS(
      Arg.getAsIntegral().getLimitedValue(Qualifiers::MaxAddressSpace)));
  if (!Space)
    return std::nullopt;
  return Ext.typeAddressSpace(*Space);
}

} // namespace

// Members of a class template qualified `__AS(AS)`, AS a parameter of the
// class: the pattern's stand-in becomes AS's space in each instantiated
// declaration (and in the `this` of its signature), so `this`, overload
// selection and accessibility see the space, as for a method written with
// it. __flat is rejected here, where the space becomes known.
extern "C" TypeSourceInfo *SCALE_WRAP(SUBST_FUNCTION_DECL_TYPE)(
    Sema *S, TypeSourceInfo *T, const MultiLevelTemplateArgumentList &Args,
    SourceLocation Loc, DeclarationName Entity, CXXRecordDecl *ThisContext,
    Qualifiers ThisTypeQuals, bool EvaluateConstraints) {
  ASTContext &Ctx = S->getASTContext();
  scale::SemaScale *Ext = scale::SemaScale::get(Ctx);
  const auto *Proto =
      Ext && T ? T->getType()->getAs<FunctionProtoType>() : nullptr;
  std::optional<LangAS> Space =
      Proto ? substitutedMethodSpace(*Ext, Proto->getMethodQuals(), Args)
            : std::nullopt;
  if (Space && scale::classify(*Space) == scale::AddrSpace::Flat) {
    S->Diag(Loc, scale::diagID(S->getDiagnostics(),
                               scale::Diag::MethodQualifier))
        << scale::spelling(scale::AddrSpace::Flat) << 2;
    Space = LangAS::Default;
  }
  if (Space)
    ThisTypeQuals.setAddressSpace(*Space);
  TypeSourceInfo *Info = SCALE_REAL(SUBST_FUNCTION_DECL_TYPE)(
      S, T, Args, Loc, Entity, ThisContext, ThisTypeQuals, EvaluateConstraints);
  if (!Space)
    return Info;
  return withMethodSpace(Ctx, Info, *Space, Loc);
}

namespace {

// Whether \p T is a function type or a pointer to member function, whose
// function type a qualifier after the type-id qualifies.
bool takesMethodQualifier(QualType T) {
  T = T.IgnoreParens();
  if (const auto *Member = T->getAs<MemberPointerType>())
    T = Member->getPointeeType().IgnoreParens();
  return isa<FunctionProtoType>(T.getTypePtr());
}

// Whether the parser is at `__attribute__((address_space(`.
bool atAddressSpaceAttribute(Parser &P) {
  if (!P.getCurToken().is(tok::kw___attribute) ||
      !P.GetLookAheadToken(1).is(tok::l_paren) ||
      !P.GetLookAheadToken(2).is(tok::l_paren) ||
      !P.GetLookAheadToken(4).is(tok::l_paren))
    return false;
  const IdentifierInfo *Name = P.GetLookAheadToken(3).getIdentifierInfo();
  return Name && (Name->getName() == "address_space" ||
                  Name->getName() == "__address_space__");
}

// Reads `__attribute__((address_space(N)))`, the parser at its first token:
// N, or null after an error.
Expr *parseAddressSpaceAttribute(Parser &P) {
  for (int Token = 0; Token < 5; ++Token)
    P.ConsumeAnyToken();
  ExprResult Number = P.ParseConstantExpression();
  for (int Paren = 0; Paren < 3; ++Paren)
    if (!P.getCurToken().is(tok::r_paren)) {
      P.getActions().Diag(P.getCurToken().getLocation(),
                          diag::err_expected)
          << tok::r_paren;
      return nullptr;
    } else {
      P.ConsumeAnyToken();
    }
  return Number.isUsable() ? Number.get() : nullptr;
}

} // namespace

// A type-id of a function type or of a pointer to member function followed
// by an address-space qualifier (`int (S::*)() const __shared`): the
// qualifier as in the declarator forms above, a method qualifier of the
// function type. Not after a trailing return type, where an attribute
// belongs to the declared function.
extern "C" TypeResult SCALE_WRAP(PARSE_TYPE_NAME)(
    Parser *P, SourceRange *Range, DeclaratorContext Context,
    AccessSpecifier AS, Decl **OwnedType, ParsedAttributes *Attrs) {
  TypeResult Result =
      SCALE_REAL(PARSE_TYPE_NAME)(P, Range, Context, AS, OwnedType, Attrs);
  Sema &S = P->getActions();
  if (!scale::SemaScale::get(S.getASTContext()) || !Result.isUsable() ||
      Context == DeclaratorContext::TrailingReturn ||
      Context == DeclaratorContext::TrailingReturnVar ||
      !atAddressSpaceAttribute(*P))
    return Result;
  TypeSourceInfo *Info = nullptr;
  QualType Type = Sema::GetTypeFromParser(Result.get(), &Info);
  if (Type.isNull() || !takesMethodQualifier(Type))
    return Result;
  SourceLocation Loc = P->getCurToken().getLocation();
  Expr *Number = parseAddressSpaceAttribute(*P);
  if (!Number)
    return TypeResult(true);
  ASTContext &Ctx = S.getASTContext();
  std::optional<scale::AddrSpace> Space = writtenSpace(Ctx, Number);
  if (!Space) {
    S.Diag(Loc, diag::err_attribute_address_function_type);
    return TypeResult(true);
  }
  if (diagnoseFlatFunctionType(S, Loc, *Space))
    return TypeResult(true);
  if (*Space == scale::AddrSpace::Generic)
    return Result;
  QualType Qualified = scale::withNestedMethodSpace(
      Ctx, Type, scale::SemaScale::get(Ctx)->typeAddressSpace(*Space));
  if (Qualified.isNull())
    return Result;
  if (Range)
    Range->setEnd(P->getEndOfPreviousToken());
  return S.CreateParsedType(
      Qualified, scale::retypedSourceInfo(
                     Ctx, Info ? Info : Ctx.getTrivialTypeSourceInfo(Type, Loc),
                     Qualified, Loc));
}

// The type-id of a cast (`static_cast<int (S::*)() const __shared>(p)`,
// `(int (S::*)() __shared)p`, `__builtin_bit_cast`), of sizeof or alignof:
// the parser has read the declarator of a pointer to member function and
// stops before the qualifier. It becomes the declarator's attribute, where a
// declaration's parser puts it, and Sema's type of the declarator
// (GetTypeForDeclarator, GetTypeForDeclaratorCast, ActOnTypeName above)
// makes it a method qualifier of the function type.
extern "C" void SCALE_WRAP(PARSE_DECLARATOR)(Parser *P, Declarator &D) {
  SCALE_REAL(PARSE_DECLARATOR)(P, D);
  if (!scale::SemaScale::get(P->getActions().getASTContext()) ||
      D.getContext() != DeclaratorContext::TypeName || D.hasName() ||
      D.isInvalidType() || !memberFunctionTypeChunk(D) ||
      !atAddressSpaceAttribute(*P))
    return;
  const Token &Name = P->GetLookAheadToken(3);
  IdentifierInfo *AttrName = Name.getIdentifierInfo();
  SourceLocation AttrLoc = Name.getLocation();
  Expr *Number = parseAddressSpaceAttribute(*P);
  if (!Number) {
    D.setInvalidType();
    return;
  }
  ArgsUnion Arg(Number);
  D.getAttributes().addAtEnd(D.getAttributePool().create(
      AttrName, SourceRange(AttrLoc, P->getEndOfPreviousToken()),
      AttributeScopeInfo(), &Arg, 1, ParsedAttr::Form::GNU()));
  D.SetRangeEnd(P->getEndOfPreviousToken());
}
