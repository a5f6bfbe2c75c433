//===- TemplateHooks.cpp - Deducing sp::AddressSpace template arguments ---===//
//
// `template <class T, sp::AddressSpace AS> f(__AS(AS) T &)` must deduce AS
// from the argument's space. `__AS(AS)` is `address_space((int)(AS))`: the
// cast is needed because a scoped enumerator is no integer constant, but it
// hides the parameter from deduction, which only looks through implicit
// casts. Three steps make it work:
//
//  * ASTContext::getDependentAddressSpaceType: `(int)(AS)` on an enumeration
//    parameter becomes an implicit integral cast, so deduction sees AS;
//  * Sema::CheckTemplateArgument: deduction from an address space produces
//    an `int` (as for array bounds); for an enumeration parameter it becomes
//    the enumerator with that value;
//    Partial specializations on `__AS(AS) T` convert their deduced
//    arguments as written expressions; the same applies to them.
//  * Sema::DeduceTemplateArguments (class and variable template partial
//    specializations): an unqualified argument matches `__AS(AS) T` with
//    AS = GENERIC, through the same stand-ins in generic's numbered space as
//    function calls; while they are matched, `__AS(GENERIC)` keeps that
//    number, so that the substituted arguments equal the stand-ins. A
//    cv-qualified argument matches too, its extra cv-qualifiers in T (the
//    pattern is rewritten while it is matched, rewriteSpaceLevel).
//  * Sema::getMoreSpecializedPartialSpecialization: of two partial
//    specializations that differ only in the cv-qualifiers on a dependent
//    space, the more qualified one is more specialized.
//  * Sema::DeduceTemplateArguments (a function call): `cv __AS(AS) T`
//    deduces T without cv, as `cv T` does (QualifiersInsideSpaceParameters);
//    in device code an object in a named space deduces a reference pattern
//    that names no space (`E (&)[N]`) as a generic object, which the
//    reference then binds through the implicit conversion.
//  * Sema::DeduceTemplateArguments (a function call): in device code (a
//    __host__ __device__ body only on the device side) an object in a named
//    space deduces a reference to a bare type parameter (`T &`, `const T &`,
//    `T &&`) without its space, tried before upstream's deduction; the
//    reference binds through the conversion to generic.
//  * Sema::BuildAddressSpaceAttr: instantiation drops implicit casts, so the
//    substituted address-space expression has the enumeration type; it is
//    cast back to int.
//  * Sema::DeduceTemplateArguments (a function call) of a member function
//    template qualified with `__AS(AS)`: AS is the space of the object (an
//    explicit template argument added for it), and the specialization gets
//    that space in its method qualifiers.
//  * Sema::DeduceTemplateArguments (a function call) of a by-value
//    parameter `__AS(AS) T` (the spec's `fn(__AS(AS) T)`): upstream drops
//    every qualifier of a by-value argument before deduction, so AS could
//    not be deduced. During the deduction the parameter is seen as a
//    reference to `__AS(AS) T`, so AS is the space of the argument's object
//    (GENERIC for an unqualified one or a prvalue); the specialization's
//    parameter itself is a value, which has no space (ExpressionHooks.cpp,
//    Sema::CheckParameter).
//  * Sema::DiagnoseUnexpandedParameterPack: `__AS(AS) T &...` with AS a
//    pack of spaces. The parser checks every attribute argument for
//    unexpanded packs, before it knows that the type the attribute builds
//    is part of a pack expansion; the `(int)(AS)` of `__AS` is let through
//    there, and the dependent type carries the unexpanded pack, which the
//    declaration's own check reports if no `...` expands it.
//  * Sema::DeduceTemplateArguments (a function call): an unqualified
//    argument has no address space to deduce from, and upstream fails. The
//    deduction is retried with such arguments replaced by stand-ins whose
//    type carries generic's qualifier number, so AS deduces as GENERIC; the
//    specialization's parameter, `__AS(GENERIC) T`, is plain T (TypeHooks).
//  * Sema::DeduceTemplateArguments (a function call): one type parameter
//    deduced from several arguments whose types differ only in their
//    address space (`f(T *a, T *b)` with a `__shared unsigned *` and an
//    `unsigned *`) deduces the composite space of the context; the deduction
//    is retried with those arguments replaced by stand-ins in that space,
//    and the call then converts the real arguments implicitly.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "TypeRewrites.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/TemplateBase.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/TemplateDeduction.h"

using namespace clang;

#define DEPENDENT_ADDRESS_SPACE_TYPE                                           \
  _ZNK5clang10ASTContext28getDependentAddressSpaceTypeENS_8QualTypeEPNS_4ExprENS_14SourceLocationE
#define CHECK_TEMPLATE_ARGUMENT                                                \
  _ZN5clang4Sema21CheckTemplateArgumentEPNS_9NamedDeclERNS_19TemplateArgumentLocES2_NS_14SourceLocationES5_jRNS0_25CheckTemplateArgumentInfoENS0_25CheckTemplateArgumentKindE
#define BUILD_ADDRESS_SPACE_ATTR                                               \
  _ZN5clang4Sema21BuildAddressSpaceAttrERNS_8QualTypeEPNS_4ExprENS_14SourceLocationE
#define DEDUCE_FOR_CALL                                                        \
  _ZN5clang4Sema23DeduceTemplateArgumentsEPNS_20FunctionTemplateDeclEPNS_24TemplateArgumentListInfoEN4llvm8ArrayRefIPNS_4ExprEEERPNS_12FunctionDeclERNS_4sema21TemplateDeductionInfoEbbbNS_8QualTypeENS7_14ClassificationEbNS5_12function_refIFbNS6_ISG_EEbEEE
#define ADDR_SPACE_QUAL_TYPE                                                   \
  _ZNK5clang10ASTContext20getAddrSpaceQualTypeENS_8QualTypeENS_6LangASE
#define DEDUCE_FOR_CLASS_PARTIAL                                               \
  _ZN5clang4Sema23DeduceTemplateArgumentsEPNS_38ClassTemplatePartialSpecializationDeclEN4llvm8ArrayRefINS_16TemplateArgumentEEERNS_4sema21TemplateDeductionInfoE
#define DEDUCE_FOR_VAR_PARTIAL                                                 \
  _ZN5clang4Sema23DeduceTemplateArgumentsEPNS_36VarTemplatePartialSpecializationDeclEN4llvm8ArrayRefINS_16TemplateArgumentEEERNS_4sema21TemplateDeductionInfoE
#define MORE_SPECIALIZED_CLASS_PARTIAL                                         \
  _ZN5clang4Sema39getMoreSpecializedPartialSpecializationEPNS_38ClassTemplatePartialSpecializationDeclES2_NS_14SourceLocationE
#define MORE_SPECIALIZED_VAR_PARTIAL                                           \
  _ZN5clang4Sema39getMoreSpecializedPartialSpecializationEPNS_36VarTemplatePartialSpecializationDeclES2_NS_14SourceLocationE
#define DIAGNOSE_UNEXPANDED_PACK                                               \
  _ZN5clang4Sema31DiagnoseUnexpandedParameterPackEPNS_4ExprENS0_30UnexpandedParameterPackContextE

extern "C" QualType SCALE_REAL(DEPENDENT_ADDRESS_SPACE_TYPE)(
    const ASTContext *Ctx, QualType Pointee, Expr *AddrSpace,
    SourceLocation AttrLoc);
extern "C" bool SCALE_REAL(CHECK_TEMPLATE_ARGUMENT)(
    Sema *S, NamedDecl *Param, TemplateArgumentLoc &Arg, NamedDecl *Template,
    SourceLocation TemplateLoc, SourceLocation RAngleLoc,
    unsigned ArgumentPackIndex, Sema::CheckTemplateArgumentInfo &CTAI,
    Sema::CheckTemplateArgumentKind CTAK);
extern "C" QualType SCALE_REAL(BUILD_ADDRESS_SPACE_ATTR)(Sema *S, QualType &T,
                                                         Expr *AddrSpace,
                                                         SourceLocation AttrLoc);

using CheckNonDependentFn =
    llvm::function_ref<bool(ArrayRef<QualType>, bool)>;
extern "C" TemplateDeductionResult SCALE_REAL(DEDUCE_FOR_CALL)(
    Sema *S, FunctionTemplateDecl *FunctionTemplate,
    TemplateArgumentListInfo *ExplicitTemplateArgs, ArrayRef<Expr *> Args,
    FunctionDecl *&Specialization, sema::TemplateDeductionInfo &Info,
    bool PartialOverloading, bool AggregateDeductionCandidate,
    bool PartialOrdering, QualType ObjectType,
    Expr::Classification ObjectClassification,
    bool ForOverloadSetAddressResolution, CheckNonDependentFn CheckNonDependent);
// The original, which still builds a type qualified with generic's number.
extern "C" QualType SCALE_REAL(ADDR_SPACE_QUAL_TYPE)(const ASTContext *Ctx,
                                                     QualType T,
                                                     LangAS AddressSpace);

namespace scale {
Expr *castEnumParameter(Expr *E) {
  auto *Cast = dyn_cast<ExplicitCastExpr>(E->IgnoreParens());
  if (!Cast || !Cast->getType()->isIntegerType() ||
      Cast->getType()->isEnumeralType())
    return nullptr;
  auto *Ref = dyn_cast<DeclRefExpr>(Cast->getSubExpr()->IgnoreParenImpCasts());
  if (!Ref || !isa<NonTypeTemplateParmDecl>(Ref->getDecl()) ||
      !Ref->getType()->isEnumeralType())
    return nullptr;
  return Ref;
}
} // namespace scale

using scale::castEnumParameter;

namespace {

Expr *toInt(const ASTContext &Ctx, Expr *E) {
  return ImplicitCastExpr::Create(Ctx, Ctx.IntTy, CK_IntegralCast, E, nullptr,
                                  VK_PRValue, FPOptionsOverride());
}

// The argument with a stand-in whose type is in generic's numbered space,
// where the parameter is `__AS(AS) T`, `__AS(AS) T &` or `__AS(AS) T *` and
// the argument is unqualified; null elsewhere.
Expr *genericStandIn(ASTContext &Ctx, QualType Param, Expr *Arg) {
  bool ThroughPointer = Param->isPointerType();
  QualType Inner = Param->isReferenceType() || ThroughPointer
                       ? Param->getPointeeType()
                       : Param;
  if (!Inner->getAs<DependentAddressSpaceType>() || Arg->isTypeDependent())
    return nullptr;
  QualType ArgType = Arg->getType();
  if (ThroughPointer) {
    if (ArgType->isArrayType())
      ArgType = Ctx.getArrayDecayedType(ArgType);
    if (!ArgType->isPointerType())
      return nullptr;
  }
  QualType Object = ThroughPointer ? ArgType->getPointeeType() : ArgType;
  if (Object.hasAddressSpace())
    return nullptr;
  QualType Generic = SCALE_REAL(ADDR_SPACE_QUAL_TYPE)(
      &Ctx, Object,
      getLangASFromTargetAS(
          scale::qualifierNumber(scale::AddrSpace::Generic)));
  QualType StandInType = ThroughPointer ? Ctx.getPointerType(Generic) : Generic;
  return new (Ctx) OpaqueValueExpr(
      Arg->getExprLoc(), StandInType,
      ThroughPointer ? VK_PRValue : Arg->getValueKind(), Arg->getObjectKind());
}

// The space of the object a member function is called on.
scale::AddrSpace objectSpace(QualType ObjectType) {
  if (ObjectType->isPointerType())
    ObjectType = ObjectType->getPointeeType();
  return scale::classify(ObjectType.getAddressSpace())
      .value_or(scale::AddrSpace::Generic);
}

// Deduces the space parameter of a member function template qualified with
// `__AS(AS)` from the object, when AS is the next template parameter after
// the explicit ones; returns nullopt where it does not apply.
std::optional<TemplateDeductionResult> deduceFromObject(
    Sema *S, scale::SemaScale &Ext, FunctionTemplateDecl *FunctionTemplate,
    TemplateArgumentListInfo *ExplicitTemplateArgs, ArrayRef<Expr *> Args,
    FunctionDecl *&Specialization, sema::TemplateDeductionInfo &Info,
    bool PartialOverloading, bool AggregateDeductionCandidate,
    bool PartialOrdering, QualType ObjectType,
    Expr::Classification ObjectClassification,
    bool ForOverloadSetAddressResolution,
    CheckNonDependentFn CheckNonDependent) {
  // Members of class template specializations are instantiated from the
  // template's member, which holds the qualifier.
  std::optional<unsigned> Written;
  for (FunctionTemplateDecl *From = FunctionTemplate; From && !Written;
       From = From->getInstantiatedFromMemberTemplate())
    Written = Ext.methodQualifierParameter(From->getTemplatedDecl());
  if (!Written || ObjectType.isNull())
    return std::nullopt;
  unsigned Given = ExplicitTemplateArgs ? ExplicitTemplateArgs->size() : 0;
  TemplateParameterList *Params = FunctionTemplate->getTemplateParameters();
  if (*Written != Given || *Written >= Params->size())
    return std::nullopt;
  const auto *NTTP =
      dyn_cast<NonTypeTemplateParmDecl>(Params->getParam(*Written));
  if (!NTTP || !NTTP->getType()->isEnumeralType())
    return std::nullopt;

  ASTContext &Ctx = S->getASTContext();
  scale::AddrSpace AS = objectSpace(ObjectType);
  QualType EnumType = NTTP->getType();
  llvm::APSInt Value(Ctx.getIntWidth(EnumType),
                     !EnumType->isSignedIntegerOrEnumerationType());
  Value = scale::qualifierNumber(AS);
  TemplateArgumentListInfo WithSpace;
  if (ExplicitTemplateArgs)
    WithSpace = *ExplicitTemplateArgs;
  WithSpace.addArgument(S->getTrivialTemplateArgumentLoc(
      TemplateArgument(Ctx, Value, EnumType), EnumType, Info.getLocation()));
  TemplateDeductionResult Result = SCALE_REAL(DEDUCE_FOR_CALL)(
      S, FunctionTemplate, &WithSpace, Args, Specialization, Info,
      PartialOverloading, AggregateDeductionCandidate, PartialOrdering,
      ObjectType, ObjectClassification, ForOverloadSetAddressResolution,
      CheckNonDependent);
  if (Result != TemplateDeductionResult::Success || !Specialization ||
      AS == scale::AddrSpace::Generic)
    return Result;
  const auto *Proto = Specialization->getType()->getAs<FunctionProtoType>();
  if (Proto && !Proto->getMethodQuals().hasAddressSpace())
    Specialization->setType(scale::withMethodSpace(
        Ctx, Specialization->getType(),
        scale::SemaScale::get(Ctx)->typeAddressSpace(AS)));
  return Result;
}

// The type of the parameter that takes call argument \p I: the parameter's
// own, or for the arguments of a trailing function parameter pack
// (`__AS(AS) T &...`) the pattern of its expansion; null past the end.
QualType parameterForArgument(const FunctionDecl *Pattern, unsigned I) {
  unsigned Count = Pattern->getNumParams();
  if (Count == 0)
    return QualType();
  const ParmVarDecl *Last = Pattern->getParamDecl(Count - 1);
  if (I < Count - 1 || (I == Count - 1 && !Last->isParameterPack()))
    return Pattern->getParamDecl(I)->getType();
  if (!Last->isParameterPack())
    return QualType();
  if (const auto *Expansion = Last->getType()->getAs<PackExpansionType>())
    return Expansion->getPattern();
  return QualType();
}

// While alive, the by-value parameters `__AS(AS) T` of a function template
// have the type of a reference to `__AS(AS) T` (lvalue reference for an
// lvalue argument, rvalue reference otherwise), so that deduction sees the
// space of the argument's object; the original types come back after.
class ByValueSpaceParameters {
  SmallVector<std::pair<ParmVarDecl *, QualType>, 2> Saved;

public:
  // A parameter that may take a reference type, whatever the argument.
  static bool isCandidate(const ParmVarDecl *Param) {
    QualType Type = Param->getType();
    return !Param->isParameterPack() && !Type->isReferenceType() &&
           Type->getAs<DependentAddressSpaceType>();
  }

  ByValueSpaceParameters(ASTContext &Ctx, FunctionTemplateDecl *Template,
                         ArrayRef<Expr *> Args) {
    FunctionDecl *Pattern = Template->getTemplatedDecl();
    for (unsigned I = 0; I < Args.size() && I < Pattern->getNumParams(); ++I) {
      ParmVarDecl *Param = Pattern->getParamDecl(I);
      QualType Type = Param->getType();
      if (!isCandidate(Param) || !Args[I] || Args[I]->isTypeDependent())
        continue;
      Saved.emplace_back(Param, Type);
      Param->setType(Args[I]->isLValue()
                         ? Ctx.getLValueReferenceType(Type)
                         : Ctx.getRValueReferenceType(Type));
    }
  }
  ~ByValueSpaceParameters() {
    for (auto &[Param, Type] : Saved)
      Param->setType(Type);
  }
};
// `cv __AS(AS) T` as `__AS(AS) cv T`, also as the pointee or referenced type;
// \p T itself where no cv-qualifier sits on a dependent space. Upstream
// deduces through a dependent space by matching its inner type against the
// argument without the space, so qualifiers outside it were deduced into T
// (`const __AS(AS) T *` from a `const int *` gave T = const int); inside,
// they are subtracted from the argument's as for `const T *`.
QualType qualifiersInsideSpace(ASTContext &Ctx, QualType T) {
  SplitQualType Split = T.split();
  if (const auto *Space = Split.Ty->getAs<DependentAddressSpaceType>()) {
    Qualifiers CVR = Qualifiers::fromCVRMask(Split.Quals.getCVRQualifiers());
    if (CVR.empty())
      return T;
    Split.Quals.removeCVRQualifiers();
    return Ctx.getQualifiedType(
        Ctx.getDependentAddressSpaceType(
            Ctx.getQualifiedType(Space->getPointeeType(), CVR),
            Space->getAddrSpaceExpr(), Space->getAttributeLoc()),
        Split.Quals);
  }
  const auto *Pack = Split.Ty->getAs<PackExpansionType>();
  if (!Pack && !Split.Ty->isPointerType() && !Split.Ty->isReferenceType())
    return T;
  QualType Pointee = Pack ? Pack->getPattern() : Split.Ty->getPointeeType();
  QualType Inner = qualifiersInsideSpace(Ctx, Pointee);
  if (Inner == Pointee)
    return T;
  QualType Rebuilt =
      Pack ? Ctx.getPackExpansionType(Inner, Pack->getNumExpansions())
      : Split.Ty->isPointerType()         ? Ctx.getPointerType(Inner)
      : Split.Ty->isLValueReferenceType() ? Ctx.getLValueReferenceType(Inner)
                                          : Ctx.getRValueReferenceType(Inner);
  return Ctx.getQualifiedType(Rebuilt, Split.Quals);
}

// While alive, the parameters of a function template have their
// cv-qualifiers inside their dependent spaces (qualifiersInsideSpace), so
// that a call deduces T as for `cv T`; the original types come back after.
// The specialization's parameters are substituted from the template's
// function type, which keeps the written form.
class QualifiersInsideSpaceParameters {
  SmallVector<std::pair<ParmVarDecl *, QualType>, 2> Saved;

public:
  QualifiersInsideSpaceParameters(ASTContext &Ctx,
                                  FunctionTemplateDecl *Template) {
    for (ParmVarDecl *Param : Template->getTemplatedDecl()->parameters()) {
      QualType Type = Param->getType();
      QualType Moved = qualifiersInsideSpace(Ctx, Type);
      if (Moved == Type)
        continue;
      Saved.emplace_back(Param, Type);
      Param->setType(Moved);
    }
  }
  ~QualifiersInsideSpaceParameters() {
    for (auto &[Param, Type] : Saved)
      Param->setType(Type);
  }
};

// Whether ByValueSpaceParameters or QualifiersInsideSpaceParameters may
// change a parameter of \p Template: most templates have no parameter in a
// dependent space, and every call's deduction asks. Known per template once
// asked, before either has changed a type (the deductions that theirs
// start, of the same template too, come after).
bool rewritesParameters(scale::SemaScale &Ext, ASTContext &Ctx,
                        FunctionTemplateDecl *Template) {
  auto [It, Inserted] = Ext.parameterRewrites().try_emplace(Template, false);
  if (!Inserted)
    return It->second;
  bool Rewrites = llvm::any_of(
      Template->getTemplatedDecl()->parameters(), [&](ParmVarDecl *Param) {
        return ByValueSpaceParameters::isCandidate(Param) ||
               qualifiersInsideSpace(Ctx, Param->getType()) != Param->getType();
      });
  // The map may have grown since `It` was taken.
  Ext.parameterRewrites()[Template] = Rewrites;
  return Rewrites;
}

// The space of the object an argument designates for a parameter `T *` or
// `T &` (through array decay for pointers), or nullopt.
std::optional<scale::AddrSpace> argumentObjectSpace(ASTContext &Ctx,
                                                    QualType Param, Expr *Arg,
                                                    QualType &Object) {
  if (Arg->isTypeDependent() || !Param->isDependentType())
    return std::nullopt;
  QualType ArgType = Arg->getType();
  if (Param->isPointerType()) {
    if (ArgType->isArrayType())
      ArgType = Ctx.getArrayDecayedType(ArgType);
    if (!ArgType->isPointerType())
      return std::nullopt;
    Object = ArgType->getPointeeType();
  } else if (Param->isReferenceType() && Arg->isGLValue()) {
    Object = ArgType;
  } else {
    return std::nullopt;
  }
  return scale::classify(Object.getAddressSpace());
}

// Deduction failed because one type parameter got two types that differ
// only in their address space: the arguments in either space replaced by
// stand-ins in the composite space of the context, or nullopt.
std::optional<SmallVector<Expr *, 8>>
compositeSpaceStandIns(Sema *S, scale::SemaScale &Ext,
                       FunctionTemplateDecl *FunctionTemplate,
                       ArrayRef<Expr *> Args,
                       const sema::TemplateDeductionInfo &Info) {
  const TemplateArgument &First = Info.FirstArg, &Second = Info.SecondArg;
  if (First.getKind() != TemplateArgument::Type ||
      Second.getKind() != TemplateArgument::Type)
    return std::nullopt;
  ASTContext &Ctx = S->getASTContext();
  QualType A = First.getAsType(), B = Second.getAsType();
  std::optional<scale::AddrSpace> AS = scale::classify(A.getAddressSpace());
  std::optional<scale::AddrSpace> BS = scale::classify(B.getAddressSpace());
  if (!AS || !BS || *AS == *BS ||
      !Ctx.hasSameType(Ctx.removeAddrSpaceQualType(A),
                       Ctx.removeAddrSpaceQualType(B)))
    return std::nullopt;
  std::optional<scale::AddrSpace> Composite =
      scale::compositeSpace(*AS, *BS, Ext.conversionContext());
  if (!Composite)
    return std::nullopt;

  FunctionDecl *Pattern = FunctionTemplate->getTemplatedDecl();
  SmallVector<Expr *, 8> StandIns(Args.begin(), Args.end());
  bool Replaced = false;
  for (unsigned I = 0; I < StandIns.size() && I < Pattern->getNumParams(); ++I) {
    QualType Param = Pattern->getParamDecl(I)->getType();
    QualType Object;
    std::optional<scale::AddrSpace> Space =
        argumentObjectSpace(Ctx, Param, StandIns[I], Object);
    if (!Space || *Space == *Composite || (*Space != *AS && *Space != *BS))
      continue;
    QualType Moved = Ctx.removeAddrSpaceQualType(Object);
    if (*Composite != scale::AddrSpace::Generic)
      Moved = Ctx.getAddrSpaceQualType(Moved, scale::toLangAS(*Composite));
    bool ThroughPointer = Param->isPointerType();
    StandIns[I] = new (Ctx) OpaqueValueExpr(
        StandIns[I]->getExprLoc(),
        ThroughPointer ? Ctx.getPointerType(Moved) : Moved,
        ThroughPointer ? VK_PRValue : StandIns[I]->getValueKind(),
        ThroughPointer ? OK_Ordinary : StandIns[I]->getObjectKind());
    Replaced = true;
  }
  if (!Replaced)
    return std::nullopt;
  return StandIns;
}

// The argument as a generic object (namedObjectAsGeneric) where the
// parameter is a reference to a dependent type that names no space of its
// own and is not a bare `T` (`E (&)[N]`, `vector<T> &`; bare `T` is
// bareReferenceStandIn's); null elsewhere. Used after upstream's deduction
// failed: [temp.deduct.call] lets the deduced A of a reference parameter be
// more cv-qualified than A, and the reference binds through the conversion,
// so deduction succeeds where binding would.
Expr *objectInGenericStandIn(ASTContext &Ctx, QualType Param, Expr *Arg,
                             const scale::SemaScale &Ext) {
  if (!Param->isReferenceType())
    return nullptr;
  QualType Referenced = Param->getPointeeType();
  if (!Referenced->isDependentType() ||
      Referenced->getAs<DependentAddressSpaceType>() ||
      Referenced->getAs<TemplateTypeParmType>())
    return nullptr;
  return scale::namedObjectAsGeneric(Ctx, Arg, Ext);
}

// The argument as a generic object (namedObjectAsGeneric) where the
// parameter is a reference to a bare type parameter (`T &`, `const T &`,
// `T &&`) or to an array of one (`T (&)[N]`); null elsewhere. T is then the
// object's type (the array's element type) without its space, as
// `const T &` deduces T without `const`: CUDA code names `__device__` and
// `__shared__` objects whose declared type has no space and compares what
// T deduces with unqualified types (CuTe's `is_underscore<T>` of
// `static const __device__ Underscore _`, through `make_coord(Ts const
// &...)`), or names with T the type of values it loaded from a `__shared__`
// tile (moderngpu's `merge_pair_t<type_t, vt>` returned by
// `cta_merge_from_mem(..., type_t (&keys_shared)[S])`). `__AS(AS) T &`
// deduces the space.
Expr *bareReferenceStandIn(ASTContext &Ctx, QualType Param, Expr *Arg,
                           const scale::SemaScale &Ext) {
  if (!Param->isReferenceType())
    return nullptr;
  QualType Referenced = Param->getPointeeType();
  while (const ArrayType *Array = Ctx.getAsArrayType(Referenced))
    Referenced = Array->getElementType();
  if (!Referenced->getAs<TemplateTypeParmType>() ||
      Referenced.getQualifiers().hasAddressSpace())
    return nullptr;
  // The side being compiled decides, also in a __host__ __device__ body,
  // whose conversions are checked as device code until it is emitted: on
  // the host side the object keeps its space, as in a host function, so
  // that `cudaMemcpyToSymbol(c, &h, n)` on a __constant__ `c` deduces
  // `const T &symbol` as in host code in the host branch of such a body and
  // in a lambda of a host function, which Clang makes host-device (desul's
  // Lock_Array_CUDA.hpp); nvcc's lambda there is a host lambda.
  if (Ext.currentContext() == scale::ExecContext::Host)
    return nullptr;
  return scale::namedObjectAsGeneric(Ctx, Arg, Ext);
}

// A value of the vector type nvcc declares a builtin index variable with
// (builtinIndexValueType) where the argument is one and the parameter is a
// bare type parameter by value (`T`, `const T`); null elsewhere. T is then
// uint3 (dim3), as under nvcc, and the call converts the argument through
// the header's conversion operator: upstream deduces the header's type,
// whose copy is deleted (`first(threadIdx)`).
Expr *builtinIndexStandIn(ASTContext &Ctx, QualType Param, Expr *Arg) {
  if (Param->isReferenceType() || !Param->getAs<TemplateTypeParmType>() ||
      Arg->isTypeDependent())
    return nullptr;
  QualType Vector = scale::builtinIndexValueType(Arg->getType());
  if (Vector.isNull())
    return nullptr;
  return new (Ctx) OpaqueValueExpr(Arg->getExprLoc(), Vector, VK_PRValue);
}

// The arguments with \p StandInFor's stand-ins (given each argument's
// parameter pattern), or nullopt where it gave none.
std::optional<SmallVector<Expr *, 8>>
standInArguments(const FunctionDecl *Pattern, ArrayRef<Expr *> Args,
                 llvm::function_ref<Expr *(QualType, Expr *)> StandInFor) {
  SmallVector<Expr *, 8> StandIns(Args.begin(), Args.end());
  bool Replaced = false;
  for (unsigned I = 0; I < StandIns.size(); ++I) {
    QualType ParamType = parameterForArgument(Pattern, I);
    if (ParamType.isNull())
      break;
    if (Expr *StandIn = StandInFor(ParamType, StandIns[I])) {
      StandIns[I] = StandIn;
      Replaced = true;
    }
  }
  if (!Replaced)
    return std::nullopt;
  return StandIns;
}

} // namespace

extern "C" TemplateDeductionResult SCALE_WRAP(DEDUCE_FOR_CALL)(
    Sema *S, FunctionTemplateDecl *FunctionTemplate,
    TemplateArgumentListInfo *ExplicitTemplateArgs, ArrayRef<Expr *> Args,
    FunctionDecl *&Specialization, sema::TemplateDeductionInfo &Info,
    bool PartialOverloading, bool AggregateDeductionCandidate,
    bool PartialOrdering, QualType ObjectType,
    Expr::Classification ObjectClassification,
    bool ForOverloadSetAddressResolution,
    CheckNonDependentFn CheckNonDependent) {
  std::optional<ByValueSpaceParameters> ByValue;
  std::optional<QualifiersInsideSpaceParameters> CVInside;
  if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext());
      Ext && rewritesParameters(*Ext, S->getASTContext(), FunctionTemplate)) {
    ByValue.emplace(S->getASTContext(), FunctionTemplate, Args);
    CVInside.emplace(S->getASTContext(), FunctionTemplate);
  }
  if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext()))
    if (std::optional<TemplateDeductionResult> FromObject = deduceFromObject(
            S, *Ext, FunctionTemplate, ExplicitTemplateArgs, Args,
            Specialization, Info, PartialOverloading,
            AggregateDeductionCandidate, PartialOrdering, ObjectType,
            ObjectClassification, ForOverloadSetAddressResolution,
            CheckNonDependent))
      return *FromObject;
  ASTContext &Ctx = S->getASTContext();
  scale::SemaScale *Ext = scale::SemaScale::get(Ctx);
  FunctionDecl *Pattern = FunctionTemplate->getTemplatedDecl();
  // Deduction from stand-ins in place of the arguments: the specialization
  // where it succeeds (the call then converts the real arguments).
  auto DeduceInto = [&](ArrayRef<Expr *> StandIns,
                        sema::TemplateDeductionInfo &StandInInfo) {
    FunctionDecl *StandInSpecialization = nullptr;
    TemplateDeductionResult Deduced = SCALE_REAL(DEDUCE_FOR_CALL)(
        S, FunctionTemplate, ExplicitTemplateArgs, StandIns,
        StandInSpecialization, StandInInfo, PartialOverloading,
        AggregateDeductionCandidate, PartialOrdering, ObjectType,
        ObjectClassification, ForOverloadSetAddressResolution,
        CheckNonDependent);
    if (Deduced == TemplateDeductionResult::Success)
      Specialization = StandInSpecialization;
    return Deduced;
  };
  auto DeducedWith = [&](ArrayRef<Expr *> StandIns) {
    sema::TemplateDeductionInfo StandInInfo(Info.getLocation());
    return DeduceInto(StandIns, StandInInfo) ==
           TemplateDeductionResult::Success;
  };
  // Builtin index variables by value deduce nvcc's vector type.
  if (Ext)
    if (std::optional<SmallVector<Expr *, 8>> StandIns = standInArguments(
            Pattern, Args, [&](QualType Param, Expr *Arg) {
              return builtinIndexStandIn(Ctx, Param, Arg);
            });
        StandIns && DeducedWith(*StandIns))
      return TemplateDeductionResult::Success;
  // Bare `T` references deduce the object's type without its space; where
  // that deduction fails, upstream's follows.
  if (Ext)
    if (std::optional<SmallVector<Expr *, 8>> StandIns = standInArguments(
            Pattern, Args, [&](QualType Param, Expr *Arg) {
              return bareReferenceStandIn(Ctx, Param, Arg, *Ext);
            });
        StandIns && DeducedWith(*StandIns))
      return TemplateDeductionResult::Success;
  TemplateDeductionResult Result = SCALE_REAL(DEDUCE_FOR_CALL)(
      S, FunctionTemplate, ExplicitTemplateArgs, Args, Specialization, Info,
      PartialOverloading, AggregateDeductionCandidate, PartialOrdering,
      ObjectType, ObjectClassification, ForOverloadSetAddressResolution,
      CheckNonDependent);
  if (Result == TemplateDeductionResult::Success || !Ext)
    return Result;
  if (Result == TemplateDeductionResult::Inconsistent) {
    // Each round moves the arguments of one conflicting pair of spaces into
    // their composite; a failed round names the next pair (three arguments
    // in three spaces, in any order).
    std::optional<SmallVector<Expr *, 8>> StandIns =
        compositeSpaceStandIns(S, *Ext, FunctionTemplate, Args, Info);
    for (unsigned Round = 0; StandIns && Round < Args.size(); ++Round) {
      sema::TemplateDeductionInfo StandInInfo(Info.getLocation());
      TemplateDeductionResult Deduced = DeduceInto(*StandIns, StandInInfo);
      if (Deduced == TemplateDeductionResult::Success)
        return Deduced;
      if (Deduced != TemplateDeductionResult::Inconsistent)
        break;
      StandIns = compositeSpaceStandIns(S, *Ext, FunctionTemplate, *StandIns,
                                        StandInInfo);
    }
  }
  if (std::optional<SmallVector<Expr *, 8>> StandIns = standInArguments(
          Pattern, Args, [&](QualType Param, Expr *Arg) {
            Expr *StandIn = genericStandIn(Ctx, Param, Arg);
            return StandIn ? StandIn
                           : objectInGenericStandIn(Ctx, Param, Arg, *Ext);
          });
      StandIns && DeducedWith(*StandIns))
    return TemplateDeductionResult::Success;
  return Result;
}

extern "C" QualType SCALE_WRAP(DEPENDENT_ADDRESS_SPACE_TYPE)(
    const ASTContext *Ctx, QualType Pointee, Expr *AddrSpace,
    SourceLocation AttrLoc) {
  if (scale::SemaScale::get(*Ctx) && AddrSpace)
    if (Expr *Parameter = castEnumParameter(AddrSpace))
      AddrSpace = toInt(*Ctx, Parameter);
  return SCALE_REAL(DEPENDENT_ADDRESS_SPACE_TYPE)(Ctx, Pointee, AddrSpace,
                                                  AttrLoc);
}

// Does \p T name `__AS(P)`, directly or as the pointee or referenced type?
static bool namesSpaceParameter(QualType T, const NonTypeTemplateParmDecl *P) {
  while (!T.isNull()) {
    if (const auto *AS = T->getAs<DependentAddressSpaceType>()) {
      Expr *Parameter = AS->getAddrSpaceExpr()->IgnoreParenImpCasts();
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Parameter))
        if (const auto *Named =
                dyn_cast<NonTypeTemplateParmDecl>(Ref->getDecl()))
          if (Named->getDepth() == P->getDepth() &&
              Named->getIndex() == P->getIndex())
            return true;
      T = AS->getPointeeType();
    } else if (T->isPointerType() || T->isReferenceType()) {
      T = T->getPointeeType();
    } else {
      return false;
    }
  }
  return false;
}

// A class or variable template partial specialization on `__AS(AS) T`
// converts its deduced arguments as if they were written, so the int
// deduced from an address space arrives as an expression: for an AS that
// the partial specialization's arguments use as a space, it becomes the
// enumerator as in function template deduction.
static bool isPartialSpecializationSpace(Sema *S,
                                         const NonTypeTemplateParmDecl *NTTP,
                                         NamedDecl *Template) {
  if (S->CodeSynthesisContexts.empty() ||
      S->CodeSynthesisContexts.back().Kind !=
          Sema::CodeSynthesisContext::DeducedTemplateArgumentSubstitution)
    return false;
  ArrayRef<TemplateArgument> Args;
  if (const auto *Class =
          dyn_cast_or_null<ClassTemplatePartialSpecializationDecl>(Template))
    Args = Class->getTemplateArgs().asArray();
  else if (const auto *Var =
               dyn_cast_or_null<VarTemplatePartialSpecializationDecl>(Template))
    Args = Var->getTemplateArgs().asArray();
  for (const TemplateArgument &Arg : Args)
    if (Arg.getKind() == TemplateArgument::Type &&
        namesSpaceParameter(Arg.getAsType(), NTTP))
      return true;
  return false;
}

extern "C" bool SCALE_WRAP(CHECK_TEMPLATE_ARGUMENT)(
    Sema *S, NamedDecl *Param, TemplateArgumentLoc &Arg, NamedDecl *Template,
    SourceLocation TemplateLoc, SourceLocation RAngleLoc,
    unsigned ArgumentPackIndex, Sema::CheckTemplateArgumentInfo &CTAI,
    Sema::CheckTemplateArgumentKind CTAK) {
  auto *NTTP = dyn_cast<NonTypeTemplateParmDecl>(Param);
  ASTContext &Ctx = S->getASTContext();
  if (scale::SemaScale::get(Ctx) && NTTP &&
      (CTAK == Sema::CTAK_DeducedFromArrayBound ||
       isPartialSpecializationSpace(S, NTTP, Template)) &&
      NTTP->getType()->isEnumeralType() &&
      !NTTP->getType()->isDependentType()) {
    const TemplateArgument &Deduced = Arg.getArgument();
    std::optional<llvm::APSInt> Value;
    Expr *Source = nullptr;
    if (Deduced.getKind() == TemplateArgument::Integral &&
        !Deduced.getIntegralType()->isEnumeralType()) {
      Value = Deduced.getAsIntegral();
      Source = Arg.getSourceIntegralExpression();
    } else if (Deduced.getKind() == TemplateArgument::Expression &&
               !Deduced.getAsExpr()->getType()->isEnumeralType() &&
               !Deduced.getAsExpr()->isValueDependent()) {
      Source = Deduced.getAsExpr();
      Value = Source->getIntegerConstantExpr(Ctx);
    }
    if (Value) {
      QualType EnumType = NTTP->getType();
      // The generic-sized form of a space deduces that space's enumerator.
      if (Value->isNonNegative() && Value->getActiveBits() <= 32)
        *Value = scale::qualifierNumberOf(
            static_cast<unsigned>(Value->getZExtValue()));
      llvm::APSInt Enumerator = Value->extOrTrunc(Ctx.getIntWidth(EnumType));
      Enumerator.setIsSigned(EnumType->isSignedIntegerOrEnumerationType());
      Arg = TemplateArgumentLoc(TemplateArgument(Ctx, Enumerator, EnumType),
                                Source);
    }
  }
  return SCALE_REAL(CHECK_TEMPLATE_ARGUMENT)(S, Param, Arg, Template,
                                             TemplateLoc, RAngleLoc,
                                             ArgumentPackIndex, CTAI, CTAK);
}

extern "C" QualType SCALE_WRAP(BUILD_ADDRESS_SPACE_ATTR)(Sema *S, QualType &T,
                                                         Expr *AddrSpace,
                                                         SourceLocation AttrLoc) {
  if (scale::SemaScale::get(S->getASTContext()) && AddrSpace &&
      !AddrSpace->isValueDependent() &&
      AddrSpace->getType()->isEnumeralType())
    AddrSpace = toInt(S->getASTContext(), AddrSpace);
  return SCALE_REAL(BUILD_ADDRESS_SPACE_ATTR)(S, T, AddrSpace, AttrLoc);
}

extern "C" bool SCALE_REAL(DIAGNOSE_UNEXPANDED_PACK)(
    Sema *S, Expr *E, Sema::UnexpandedParameterPackContext UPPC);

// `(int)(AS)` from the expansion of `__AS(AS)`, AS a pack of spaces.
static bool isSpacePackOfASMacro(Sema &S, Expr *E) {
  Expr *Parameter = E ? castEnumParameter(E) : nullptr;
  if (!Parameter ||
      !cast<NonTypeTemplateParmDecl>(cast<DeclRefExpr>(Parameter)->getDecl())
           ->isParameterPack())
    return false;
  SourceLocation Loc = E->getBeginLoc();
  return Loc.isMacroID() &&
         Lexer::getImmediateMacroName(Loc, S.getSourceManager(),
                                      S.getLangOpts()) == "__AS";
}

extern "C" bool SCALE_WRAP(DIAGNOSE_UNEXPANDED_PACK)(
    Sema *S, Expr *E, Sema::UnexpandedParameterPackContext UPPC) {
  // Sema asks this of most expressions it builds; almost none has a pack.
  if (UPPC == Sema::UPPC_Expression && E &&
      E->containsUnexpandedParameterPack() &&
      scale::SemaScale::get(S->getASTContext()) && isSpacePackOfASMacro(*S, E))
    return false;
  return SCALE_REAL(DIAGNOSE_UNEXPANDED_PACK)(S, E, UPPC);
}

// A partial specialization's argument \p P and the argument \p A it is
// matched against, rewritten at the level where \p P is `cv __AS(AS) T`
// (also through pointers and references) so that upstream's matching gives
// the rules' answer:
//  * an \p A without a space gets generic's numbered space (a stand-in), so
//    that AS deduces GENERIC;
//  * upstream matches a dependent space by requiring the cv-qualifiers of
//    pattern and argument to be equal and then matching T against the
//    argument without its space; the pattern becomes `cvA __AS(AS) cv T`,
//    cvA the argument's cv-qualifiers, so that T takes those the pattern
//    lacks, as `cv T` does (`__AS(AS) T` matches `__local const double`
//    with T = const double, `const __AS(AS) T` with T = double).
// False where \p P has no such level, \p A does not have its shape, or
// \p A lacks a cv-qualifier of the pattern.
static bool rewriteSpaceLevel(ASTContext &Ctx, QualType P, QualType A,
                              QualType &NewP, QualType &NewA) {
  if (P.isNull() || A.isNull())
    return false;
  SplitQualType PSplit = P.split();
  if (const auto *Space = PSplit.Ty->getAs<DependentAddressSpaceType>()) {
    unsigned PatternCVR = PSplit.Quals.getCVRQualifiers();
    unsigned ArgumentCVR = A.getCVRQualifiers();
    if (PatternCVR & ~ArgumentCVR)
      return false;
    NewA = A.hasAddressSpace()
               ? A
               : SCALE_REAL(ADDR_SPACE_QUAL_TYPE)(
                     &Ctx, A,
                     getLangASFromTargetAS(
                         scale::qualifierNumber(scale::AddrSpace::Generic)));
    Qualifiers Outer = PSplit.Quals;
    Outer.setCVRQualifiers(ArgumentCVR);
    NewP = Ctx.getQualifiedType(
        Ctx.getDependentAddressSpaceType(
            Ctx.getQualifiedType(Space->getPointeeType(),
                                 Qualifiers::fromCVRMask(PatternCVR)),
            Space->getAddrSpaceExpr(), Space->getAttributeLoc()),
        Outer);
    return NewA != A || NewP != P;
  }
  QualType InnerP, InnerA;
  bool SameKind = (P->isPointerType() && A->isPointerType()) ||
                  (P->isLValueReferenceType() && A->isLValueReferenceType()) ||
                  (P->isRValueReferenceType() && A->isRValueReferenceType());
  if (!SameKind || !rewriteSpaceLevel(Ctx, P->getPointeeType(),
                                      A->getPointeeType(), InnerP, InnerA))
    return false;
  auto Rebuild = [&](QualType Like, QualType Inner) {
    QualType Rebuilt = Like->isPointerType() ? Ctx.getPointerType(Inner)
                       : Like->isLValueReferenceType()
                           ? Ctx.getLValueReferenceType(Inner)
                           : Ctx.getRValueReferenceType(Inner);
    return Ctx.getQualifiedType(Rebuilt, Like.getLocalQualifiers());
  };
  NewP = Rebuild(P, InnerP);
  NewA = Rebuild(A, InnerA);
  return true;
}

// While alive, a partial specialization's arguments are the rewritten
// patterns; the written ones come back after. (The substitution that checks
// a match uses the arguments as written, which give the same type.)
class RewrittenPatterns {
  MutableArrayRef<TemplateArgument> Patterns;
  SmallVector<TemplateArgument, 4> Written;

public:
  RewrittenPatterns(const TemplateArgumentList &List,
                    ArrayRef<TemplateArgument> Rewritten)
      : Patterns(const_cast<TemplateArgument *>(List.data()), List.size()),
        Written(List.asArray()) {
    llvm::copy(Rewritten, Patterns.begin());
  }
  ~RewrittenPatterns() { llvm::copy(Written, Patterns.begin()); }
};

// Matches a partial specialization with the patterns and arguments of
// rewriteSpaceLevel where it applies; upstream's own match (and its
// diagnostic information) where it does not or the rewritten match fails.
template <class PartialDecl, class Deduce>
static TemplateDeductionResult
deducePartialWithSpaces(Sema *S, PartialDecl *Partial,
                        ArrayRef<TemplateArgument> Args,
                        sema::TemplateDeductionInfo &Info, Deduce Real) {
  scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext());
  if (!Ext)
    return Real(S, Partial, Args, Info);
  ASTContext &Ctx = S->getASTContext();
  const TemplateArgumentList &Written = Partial->getTemplateArgs();
  SmallVector<TemplateArgument, 4> Patterns(Written.asArray());
  SmallVector<TemplateArgument, 4> StandIns(Args.begin(), Args.end());
  bool Rewritten = false;
  for (unsigned I = 0; I < StandIns.size() && I < Patterns.size(); ++I) {
    if (StandIns[I].getKind() != TemplateArgument::Type ||
        Patterns[I].getKind() != TemplateArgument::Type)
      continue;
    QualType NewP, NewA;
    if (!rewriteSpaceLevel(Ctx, Patterns[I].getAsType(),
                           StandIns[I].getAsType(), NewP, NewA))
      continue;
    Patterns[I] = TemplateArgument(Ctx.getCanonicalType(NewP));
    StandIns[I] = TemplateArgument(Ctx.getCanonicalType(NewA));
    Rewritten = true;
  }
  if (!Rewritten)
    return Real(S, Partial, Args, Info);
  sema::TemplateDeductionInfo Retry(Info.getLocation());
  TemplateDeductionResult Result;
  {
    RewrittenPatterns WhileMatching(Written, Patterns);
    bool Kept = Ext->setKeepGenericNumber(true);
    Result = Real(S, Partial, StandIns, Retry);
    Ext->setKeepGenericNumber(Kept);
  }
  if (Result != TemplateDeductionResult::Success)
    return Real(S, Partial, Args, Info);
  Info.reset(Retry.takeSugared(), Retry.takeCanonical());
  return Result;
}

extern "C" TemplateDeductionResult SCALE_REAL(DEDUCE_FOR_CLASS_PARTIAL)(
    Sema *S, ClassTemplatePartialSpecializationDecl *Partial,
    ArrayRef<TemplateArgument> Args, sema::TemplateDeductionInfo &Info);
extern "C" TemplateDeductionResult SCALE_REAL(DEDUCE_FOR_VAR_PARTIAL)(
    Sema *S, VarTemplatePartialSpecializationDecl *Partial,
    ArrayRef<TemplateArgument> Args, sema::TemplateDeductionInfo &Info);

extern "C" TemplateDeductionResult SCALE_WRAP(DEDUCE_FOR_CLASS_PARTIAL)(
    Sema *S, ClassTemplatePartialSpecializationDecl *Partial,
    ArrayRef<TemplateArgument> Args, sema::TemplateDeductionInfo &Info) {
  return deducePartialWithSpaces(S, Partial, Args, Info,
                                 SCALE_REAL(DEDUCE_FOR_CLASS_PARTIAL));
}

extern "C" TemplateDeductionResult SCALE_WRAP(DEDUCE_FOR_VAR_PARTIAL)(
    Sema *S, VarTemplatePartialSpecializationDecl *Partial,
    ArrayRef<TemplateArgument> Args, sema::TemplateDeductionInfo &Info) {
  return deducePartialWithSpaces(S, Partial, Args, Info,
                                 SCALE_REAL(DEDUCE_FOR_VAR_PARTIAL));
}

// Partial ordering of partial specializations whose arguments differ only in
// the cv-qualifiers on a dependent space (`__AS(AS) T` and
// `const __AS(AS) T`, also through pointers and references): both match a
// `const __shared int` (deducePartialWithSpaces), and as for `T` and
// `const T` the more cv-qualified pattern is the more specialized one.
// Upstream finds neither at least as specialized as the other: it requires
// equal cv-qualifiers before it looks inside a dependent space.
namespace {
enum class CVOrder { Same, FirstMore, SecondMore, Unrelated };

CVOrder combine(CVOrder A, CVOrder B) {
  if (A == CVOrder::Same)
    return B;
  if (B == CVOrder::Same || A == B)
    return A;
  return CVOrder::Unrelated;
}

CVOrder compareSpaceLevels(ASTContext &Ctx, QualType A, QualType B) {
  A = Ctx.getCanonicalType(A);
  B = Ctx.getCanonicalType(B);
  if (A == B)
    return CVOrder::Same;
  if (isa<DependentAddressSpaceType>(A.getTypePtr()) &&
      A.getUnqualifiedType() == B.getUnqualifiedType()) {
    Qualifiers AQuals = A.getQualifiers(), BQuals = B.getQualifiers();
    if (AQuals.compatiblyIncludes(BQuals, Ctx))
      return CVOrder::FirstMore;
    if (BQuals.compatiblyIncludes(AQuals, Ctx))
      return CVOrder::SecondMore;
    return CVOrder::Unrelated;
  }
  bool SameKind = (A->isPointerType() && B->isPointerType()) ||
                  (A->isLValueReferenceType() && B->isLValueReferenceType()) ||
                  (A->isRValueReferenceType() && B->isRValueReferenceType());
  if (!SameKind || A.getLocalQualifiers() != B.getLocalQualifiers())
    return CVOrder::Unrelated;
  return compareSpaceLevels(Ctx, A->getPointeeType(), B->getPointeeType());
}

template <class PartialDecl>
PartialDecl *moreCVQualifiedAtSpaces(ASTContext &Ctx, PartialDecl *PS1,
                                     PartialDecl *PS2) {
  ArrayRef<TemplateArgument> Args1 = PS1->getTemplateArgs().asArray();
  ArrayRef<TemplateArgument> Args2 = PS2->getTemplateArgs().asArray();
  if (Args1.size() != Args2.size())
    return nullptr;
  CVOrder Order = CVOrder::Same;
  for (unsigned I = 0; I < Args1.size() && Order != CVOrder::Unrelated; ++I) {
    if (Args1[I].getKind() == TemplateArgument::Type &&
        Args2[I].getKind() == TemplateArgument::Type)
      Order = combine(Order, compareSpaceLevels(Ctx, Args1[I].getAsType(),
                                                Args2[I].getAsType()));
    else if (!Args1[I].structurallyEquals(Args2[I]))
      Order = CVOrder::Unrelated;
  }
  if (Order == CVOrder::FirstMore)
    return PS1;
  if (Order == CVOrder::SecondMore)
    return PS2;
  return nullptr;
}
} // namespace

extern "C" ClassTemplatePartialSpecializationDecl *SCALE_REAL(
    MORE_SPECIALIZED_CLASS_PARTIAL)(Sema *S,
                                    ClassTemplatePartialSpecializationDecl *PS1,
                                    ClassTemplatePartialSpecializationDecl *PS2,
                                    SourceLocation Loc);
extern "C" VarTemplatePartialSpecializationDecl *SCALE_REAL(
    MORE_SPECIALIZED_VAR_PARTIAL)(Sema *S,
                                  VarTemplatePartialSpecializationDecl *PS1,
                                  VarTemplatePartialSpecializationDecl *PS2,
                                  SourceLocation Loc);

extern "C" ClassTemplatePartialSpecializationDecl *SCALE_WRAP(
    MORE_SPECIALIZED_CLASS_PARTIAL)(Sema *S,
                                    ClassTemplatePartialSpecializationDecl *PS1,
                                    ClassTemplatePartialSpecializationDecl *PS2,
                                    SourceLocation Loc) {
  auto *More = SCALE_REAL(MORE_SPECIALIZED_CLASS_PARTIAL)(S, PS1, PS2, Loc);
  if (More || !scale::SemaScale::get(S->getASTContext()))
    return More;
  return moreCVQualifiedAtSpaces(S->getASTContext(), PS1, PS2);
}

extern "C" VarTemplatePartialSpecializationDecl *SCALE_WRAP(
    MORE_SPECIALIZED_VAR_PARTIAL)(Sema *S,
                                  VarTemplatePartialSpecializationDecl *PS1,
                                  VarTemplatePartialSpecializationDecl *PS2,
                                  SourceLocation Loc) {
  auto *More = SCALE_REAL(MORE_SPECIALIZED_VAR_PARTIAL)(S, PS1, PS2, Loc);
  if (More || !scale::SemaScale::get(S->getASTContext()))
    return More;
  return moreCVQualifiedAtSpaces(S->getASTContext(), PS1, PS2);
}
