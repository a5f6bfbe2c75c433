//===- DeclarationHooks.cpp - Spaces of declared variables and methods ----===//
//
// Sema::ProcessDeclAttributes also hands each member function declaration
// its qualifier that MethodHooks.cpp kept aside for deduction.
//
// `__device__ int x;` declares an object in GPU global memory, so its type is
// `__device int` (and `decltype(x)` says so). Sema attaches the CUDA
// attributes in Sema::ProcessDeclAttributes, called from
// ActOnVariableDeclarator right after the VarDecl is made and before it is
// merged with earlier declarations (so `extern __shared__ T x[]` and its
// redeclarations agree). Right after that call the type and its
// TypeSourceInfo get the inferred space; replacing the TypeSourceInfo too
// makes template instantiation, which rebuilds variables from it, keep it.
//
// Upstream rejects CUDA variables whose type has an address space
// (err_cuda_address_space_gpuvar) in SemaCUDA::checkAllowedInitializer; that
// check runs with the inferred space taken off again.
//
// Upstream also rejects automatic variables with an address space
// (err_as_qualified_auto_decl), but `__local int v;` is how a local is put in
// the __local space. That check runs inside ActOnVariableDeclarator, after
// ProcessDeclAttributes: the space is taken off there and put back when
// Sema::ActOnDeclarator returns, before the initializer is attached. An
// instantiated local is checked by Sema::CheckVariableDeclaration, which
// runs with the space taken off.
//
// Under scale-nvcc, Sema::ActOnDeclarator also answers a namespace-scope
// `extern const dim3 blockDim;` (nvcc's type of the builtin variable,
// declared again by ccminer for its host pass) with Clang's variable.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "TypeRewrites.h"
#include "scale/AddrSpaceModel.h"
#include "scale/DiagnosticGroups.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"
#include "clang/Sema/Template.h"
#include "clang/Sema/TemplateDeduction.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/TargetParser/Triple.h"


using namespace clang;

#define PROCESS_DECL_ATTRIBUTES                                                \
  _ZN5clang4Sema21ProcessDeclAttributesEPNS_5ScopeEPNS_4DeclERKNS_10DeclaratorE
#define CHECK_ALLOWED_INITIALIZER                                              \
  _ZN5clang8SemaCUDA23checkAllowedInitializerEPNS_7VarDeclE
#define ACT_ON_DECLARATOR                                                      \
  _ZN5clang4Sema15ActOnDeclaratorEPNS_5ScopeERNS_10DeclaratorE
#define CHECK_VARIABLE_DECLARATION                                             \
  _ZN5clang4Sema24CheckVariableDeclarationEPNS_7VarDeclERNS_12LookupResultE
#define CHECK_FIELD_DECL                                                       \
  _ZN5clang4Sema14CheckFieldDeclENS_15DeclarationNameENS_8QualTypeEPNS_14TypeSourceInfoEPNS_10RecordDeclENS_14SourceLocationEbPNS_4ExprENS_16InClassInitStyleES7_NS_15AccessSpecifierEPNS_9NamedDeclEPNS_10DeclaratorE
#define DEDUCE_AUTO_TYPE                                                       \
  _ZN5clang4Sema14DeduceAutoTypeENS_7TypeLocEPNS_4ExprERNS_8QualTypeERNS_4sema21TemplateDeductionInfoEbbPNS_24TemplateSpecCandidateSetE
#define ACT_ON_DECLTYPE_EXPRESSION                                             \
  _ZN5clang4Sema23ActOnDecltypeExpressionEPNS_4ExprE
#define CHECK_TARGET_OVERLOAD                                                  \
  _ZN5clang8SemaCUDA19checkTargetOverloadEPNS_12FunctionDeclERKNS_12LookupResultE

extern "C" void SCALE_REAL(PROCESS_DECL_ATTRIBUTES)(Sema *S, Scope *Sc, Decl *D,
                                                    const Declarator &PD);
extern "C" void SCALE_REAL(CHECK_ALLOWED_INITIALIZER)(SemaCUDA *CUDA,
                                                      VarDecl *VD);
extern "C" Decl *SCALE_REAL(ACT_ON_DECLARATOR)(Sema *S, Scope *Sc,
                                               Declarator &D);
extern "C" bool SCALE_REAL(CHECK_VARIABLE_DECLARATION)(Sema *S, VarDecl *VD,
                                                       LookupResult &Previous);
extern "C" FieldDecl *SCALE_REAL(CHECK_FIELD_DECL)(
    Sema *S, DeclarationName Name, QualType T, TypeSourceInfo *TInfo,
    RecordDecl *Record, SourceLocation Loc, bool Mutable, Expr *BitfieldWidth,
    InClassInitStyle InitStyle, SourceLocation TSSL, AccessSpecifier AS,
    NamedDecl *PrevDecl, Declarator *D);
extern "C" TemplateDeductionResult SCALE_REAL(DEDUCE_AUTO_TYPE)(
    Sema *S, TypeLoc AutoTypeLoc, Expr *Init, QualType &Result,
    sema::TemplateDeductionInfo &Info, bool DependentDeduction,
    bool IgnoreConstraints, TemplateSpecCandidateSet *FailedTSC);
extern "C" ExprResult SCALE_REAL(ACT_ON_DECLTYPE_EXPRESSION)(Sema *S,
                                                             Expr *E);
extern "C" void SCALE_REAL(CHECK_TARGET_OVERLOAD)(SemaCUDA *CUDA,
                                                  FunctionDecl *NewFD,
                                                  const LookupResult &Previous);

namespace {

// Only attributes the user wrote count: Clang adds an implicit __constant__
// to constexpr variables on the device side, which must stay generic.
template <class AttrT> bool hasExplicit(const VarDecl *VD) {
  const auto *A = VD->getAttr<AttrT>();
  return A && !A->isImplicit();
}

// threadIdx, blockIdx, blockDim and gridDim are special registers read
// through properties, not objects in memory; CUDA headers also redeclare
// them for the host without __device__ (curand_mtgp32_kernel.h). All are at
// namespace scope: parameters and locals, most of the variables asked about,
// are not looked at further.
bool isBuiltinIndexVariable(const VarDecl *VD) {
  return VD->isFileVarDecl() && scale::isBuiltinIndexType(VD->getType()) &&
         VD->getASTContext().getSourceManager().isInSystemHeader(
             VD->getLocation());
}

scale::VariableSpecifier specifierOf(const VarDecl *VD) {
  // Asked of every variable; most have no attribute to look up. The others'
  // are read in one pass (each hasAttr is a lookup of the declaration's
  // attributes); as with getAttr, the first attribute of a kind decides
  // whether it was written.
  if (!VD->hasAttrs())
    return isBuiltinIndexVariable(VD) ? scale::VariableSpecifier::Managed
                                      : scale::VariableSpecifier::None;
  bool Managed = false;
  std::optional<bool> SharedWritten, ConstantWritten, DeviceWritten;
  for (const Attr *A : VD->getAttrs()) {
    switch (A->getKind()) {
    case attr::HIPManaged:
      Managed = true;
      break;
    case attr::CUDAShared:
      if (!SharedWritten)
        SharedWritten = !A->isImplicit();
      break;
    case attr::CUDAConstant:
      if (!ConstantWritten)
        ConstantWritten = !A->isImplicit();
      break;
    case attr::CUDADevice:
      if (!DeviceWritten)
        DeviceWritten = !A->isImplicit();
      break;
    default:
      break;
    }
  }
  if (Managed || isBuiltinIndexVariable(VD))
    return scale::VariableSpecifier::Managed;
  if (SharedWritten.value_or(false))
    return scale::VariableSpecifier::Shared;
  if (ConstantWritten.value_or(false))
    return scale::VariableSpecifier::Constant;
  if (DeviceWritten.value_or(false))
    return scale::VariableSpecifier::Device;
  return scale::VariableSpecifier::None;
}

// The first `managed` attribute written on the declaration of a variable
// in CUDA (not HIP), or null. Every one of them is
// marked invalid, so that upstream's ProcessDeclAttributes passes over them
// instead of warning. One already invalid counts too: the attributes of the
// declaration specifiers are shared by all declarators of `__managed__ int
// a, b;`, and the first one marked them. With arguments it stays upstream's
// (which rejects them).
const ParsedAttr *takeCudaManagedAttributes(Sema &S, const VarDecl *VD,
                                            const Declarator &PD) {
  const LangOptions &Lang = S.getLangOpts();
  if (!Lang.CUDA || Lang.HIP)
    return nullptr;
  const ParsedAttr *First = nullptr;
  auto Take = [&First](const ParsedAttributesView &Attrs) {
    for (const ParsedAttr &AL : Attrs)
      if (AL.getKind() == ParsedAttr::AT_HIPManaged && !AL.getNumArgs()) {
        AL.setInvalid();
        if (!First)
          First = &AL;
      }
  };
  Take(PD.getDeclarationAttributes());
  Take(PD.getDeclSpec().getAttributes());
  Take(PD.getAttributes());
  return First;
}

// What upstream attaches to a HIP managed variable: the attribute as written
// and an implicit __device__ (the object lives in the device image).
void attachManagedAttributes(ASTContext &Ctx, VarDecl *VD,
                             const ParsedAttr &Written) {
  if (!VD->hasAttr<HIPManagedAttr>())
    VD->addAttr(HIPManagedAttr::Create(Ctx, Written));
  if (!VD->hasAttr<CUDADeviceAttr>())
    VD->addAttr(CUDADeviceAttr::CreateImplicit(Ctx));
}

// With -fgpu-rdc the host registers device variables in code that Clang's
// linker wrapper generates, which calls __cudaRegisterManagedVar with HIP's
// arguments, and host accesses would not load the module first: the program
// would be wrong at run time, so it is refused.
void reportManagedWithRdc(Sema &S, const ParsedAttr &Written) {
  S.Diag(Written.getLoc(),
         scale::diagID(S.getDiagnostics(), scale::Diag::ManagedWithRdc));
}

// Managed memory is global memory that the host sees too: a variable
// cannot also be in constant or shared memory (HIP's attributes exclude each
// other the same way; in CUDA the combination reached the backend as an
// atomic on constant memory).
bool reportManagedInOtherMemory(Sema &S, const VarDecl *VD,
                                const ParsedAttr &Written) {
  bool Constant = hasExplicit<CUDAConstantAttr>(VD);
  if (!Constant && !VD->hasAttr<CUDASharedAttr>())
    return false;
  S.Diag(Written.getLoc(), scale::diagID(S.getDiagnostics(),
                                         scale::Diag::ManagedInOtherMemory))
      << Constant;
  return true;
}

void reportManagedStaticLocal(Sema &S, const ParsedAttr &Written) {
  S.Diag(Written.getLoc(),
         scale::diagID(S.getDiagnostics(), scale::Diag::ManagedStaticLocal));
}

// A local declared in a space that automatic variables may have.
bool isQualifiedAutomatic(const VarDecl *VD) {
  if (!VD || isa<ParmVarDecl>(VD) || !VD->hasLocalStorage())
    return false;
  std::optional<scale::AddrSpace> AS =
      scale::classify(VD->getType().getAddressSpace());
  return AS && *AS != scale::AddrSpace::Generic &&
         scale::mayQualifyAutomaticVariable(*AS);
}

// Whether \p VD is a local with a space that no local may be declared
// with. Where the declaration did not write that space, it is dropped
// (below): the space came from a template argument (`T data = in[0];` with T
// deduced as `__shared int` from a `__shared int *` argument; the pattern's
// own declaration was checked when it was parsed), or from the type of an
// expression (spaceFromExpressionType).
bool hasSpaceNoLocalMayHave(const VarDecl *VD) {
  if (isa<ParmVarDecl>(VD) || !VD->hasLocalStorage() ||
      VD->getType()->isReferenceType())
    return false;
  std::optional<scale::AddrSpace> AS =
      scale::classify(VD->getType().getAddressSpace());
  return AS && *AS != scale::AddrSpace::Generic &&
         !scale::mayQualifyAutomaticVariable(*AS);
}

// Whether the space of \p VD's declared type is that of an expression's
// type, `decltype(counter) seen;` or `typeof(counter) seen;` for a
// `__device__ int counter` (also through a typedef of one), rather than a
// qualifier that the declaration or a typedef writes: nvcc gives such a
// local the variable's type without its memory space, and the spec's
// rationale for generic locals is that decltype of them keeps working.
bool spaceFromExpressionType(ASTContext &Ctx, const VarDecl *VD) {
  const TypeSourceInfo *Info = VD->getTypeSourceInfo();
  QualType T = Info ? Info->getType() : VD->getType();
  while (!T.getLocalQualifiers().hasAddressSpace()) {
    const Type *Node = T.getTypePtr();
    if (isa<DecltypeType, TypeOfExprType, TypeOfType>(Node))
      return true;
    if (const auto *Attributed = dyn_cast<AttributedType>(Node))
      if (Attributed->getAttrKind() == attr::AddressSpace)
        return false;
    QualType Desugared = T.getSingleStepDesugaredType(Ctx);
    if (Desugared == T)
      return false;
    T = Desugared;
  }
  return false;
}

// A value has no address space (as a by-value parameter of an instantiation
// drops it, ExpressionHooks.cpp): the local is generic, like `auto data`.
void dropSpace(ASTContext &Ctx, VarDecl *VD) {
  QualType Generic = Ctx.removeAddrSpaceQualType(VD->getType());
  VD->setType(Generic);
  if (TypeSourceInfo *Info = VD->getTypeSourceInfo())
    VD->setTypeSourceInfo(
        scale::retypedSourceInfo(Ctx, Info, Generic, VD->getLocation()));
}

// A variable declared with the type of a builtin index variable by other
// means than `decltype` of it (which gives the vector already, below):
// `__typeof__(threadIdx) t = threadIdx;`, a type trait applied to
// `decltype((threadIdx))`. It is a value of the vector nvcc declares it
// with, as `auto` deduces (DEDUCE_AUTO_TYPE below): a value of the header's
// type cannot be copied.
void retypeBuiltinIndexValue(ASTContext &Ctx, VarDecl *VD) {
  QualType T = VD->getType();
  if (T->isReferenceType() || isBuiltinIndexVariable(VD))
    return;
  QualType Vector = scale::builtinIndexValueType(T);
  if (Vector.isNull())
    return;
  QualType Value = Ctx.getQualifiedType(Vector, T.getQualifiers());
  VD->setType(Value);
  if (TypeSourceInfo *Info = VD->getTypeSourceInfo())
    VD->setTypeSourceInfo(
        scale::retypedSourceInfo(Ctx, Info, Value, VD->getLocation()));
}

// The operand of `decltype(threadIdx)` (a builtin index variable named
// alone) as a prvalue of the variable's value type, `const uint3` (`const
// dim3` for blockDim and gridDim), which decltype then yields, as nvcc's
// declaration `extern const uint3 threadIdx` gives it: a function's return
// type or a template argument written so is a vector that can be copied,
// where upstream's is the header's type, whose copy is deleted. The
// operand stays the stand-in's source expression, which diagnostics print.
Expr *builtinIndexDecltypeOperand(ASTContext &Ctx, Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *VD = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!VD || !isBuiltinIndexVariable(VD))
    return nullptr;
  QualType Vector = scale::builtinIndexValueType(VD->getType());
  if (Vector.isNull())
    return nullptr;
  QualType Value = Ctx.getQualifiedType(
      Vector, VD->getType().getNonReferenceType().getQualifiers());
  return new (Ctx)
      OpaqueValueExpr(E->getExprLoc(), Value, VK_PRValue, OK_Ordinary, E);
}

/// Under scale-nvcc, for `extern const dim3 blockDim;` (also gridDim, and
/// threadIdx and blockIdx as `uint3`) at global scope (extern "C" too):
/// Clang's builtin variable that it redeclares, with nvcc's type of the
/// variable (one in a namespace declares a variable of its own). nvcc
/// declares them so (device_launch_parameters.h), and code declares them
/// again for its host pass (ccminer's cuda_helper.h, under
/// `#ifndef __CUDA_ARCH__`; CUDA's curand_mtgp32_kernel.h, which Clang's
/// wrapper includes with macros for this); upstream's type is a
/// `__cuda_builtin_*` record ("redeclaration of 'blockDim' with a
/// different type"). Null elsewhere, for upstream to decide.
VarDecl *redeclaredBuiltinIndexVariable(Sema &S, Scope *Sc, Declarator &D) {
  const DeclSpec &Spec = D.getDeclSpec();
  const IdentifierInfo *Name = D.getIdentifier();
  if (!Name || D.getContext() != DeclaratorContext::File ||
      D.getNumTypeObjects() != 0 ||
      Spec.getStorageClassSpec() != DeclSpec::SCS_extern ||
      !(Spec.getTypeQualifiers() & DeclSpec::TQ_const) ||
      Spec.getTypeSpecType() != DeclSpec::TST_typename ||
      !S.CurContext->getRedeclContext()->isTranslationUnit() ||
      !scale::SemaScale::nvccMode(S))
    return nullptr;
  LookupResult Previous(S, D.getIdentifier(), D.getIdentifierLoc(),
                        Sema::LookupOrdinaryName);
  if (!S.LookupName(Previous, Sc) || !Previous.isSingleResult())
    return nullptr;
  auto *Builtin = dyn_cast<VarDecl>(Previous.getFoundDecl());
  if (!Builtin || !scale::isBuiltinIndexType(Builtin->getType()))
    return nullptr;
  QualType Declared = S.GetTypeFromParser(Spec.getRepAsType());
  QualType Vector = scale::builtinIndexValueType(Builtin->getType());
  if (Declared.isNull() || Vector.isNull() ||
      !S.getASTContext().hasSameUnqualifiedType(Declared, Vector))
    return nullptr;
  return Builtin;
}

// Locals whose space is off while ActOnVariableDeclarator checks them.
llvm::DenseMap<const VarDecl *, QualType> &pendingAutomatics() {
  static llvm::DenseMap<const VarDecl *, QualType> Pending;
  return Pending;
}

} // namespace

extern "C" Decl *SCALE_WRAP(ACT_ON_DECLARATOR)(Sema *S, Scope *Sc,
                                               Declarator &D) {
  if (VarDecl *Builtin = redeclaredBuiltinIndexVariable(*S, Sc, D))
    return Builtin;
  Decl *Result = SCALE_REAL(ACT_ON_DECLARATOR)(S, Sc, D);
  auto *VD = dyn_cast_or_null<VarDecl>(Result);
  auto Found = VD ? pendingAutomatics().find(VD) : pendingAutomatics().end();
  if (Found != pendingAutomatics().end()) {
    VD->setType(Found->second);
    pendingAutomatics().erase(Found);
  }
  // Before the initializer is attached (an instantiation's variables are
  // retyped where it checks them, CHECK_VARIABLE_DECLARATION).
  if (VD && scale::SemaScale::get(S->getASTContext()))
    retypeBuiltinIndexValue(S->getASTContext(), VD);
  return Result;
}

extern "C" ExprResult SCALE_WRAP(ACT_ON_DECLTYPE_EXPRESSION)(Sema *S,
                                                             Expr *E) {
  ExprResult Result = SCALE_REAL(ACT_ON_DECLTYPE_EXPRESSION)(S, E);
  if (Result.isUsable() && scale::SemaScale::get(S->getASTContext()))
    if (Expr *Operand =
            builtinIndexDecltypeOperand(S->getASTContext(), Result.get()))
      return Operand;
  return Result;
}

extern "C" bool SCALE_WRAP(CHECK_VARIABLE_DECLARATION)(Sema *S, VarDecl *VD,
                                                       LookupResult &Previous) {
  if (!scale::SemaScale::get(S->getASTContext()))
    return SCALE_REAL(CHECK_VARIABLE_DECLARATION)(S, VD, Previous);
  ASTContext &Ctx = S->getASTContext();
  retypeBuiltinIndexValue(Ctx, VD);
  if (hasSpaceNoLocalMayHave(VD) &&
      (S->inTemplateInstantiation() || spaceFromExpressionType(Ctx, VD)))
    dropSpace(Ctx, VD);
  if (!isQualifiedAutomatic(VD))
    return SCALE_REAL(CHECK_VARIABLE_DECLARATION)(S, VD, Previous);
  QualType T = VD->getType();
  VD->setType(S->getASTContext().removeAddrSpaceQualType(T));
  bool Redeclaration = SCALE_REAL(CHECK_VARIABLE_DECLARATION)(S, VD, Previous);
  VD->setType(T);
  return Redeclaration;
}

// A deduced type that is a value (not a reference) has no address space, as
// `auto` deduces none (upstream's deduction drops every qualifier of a
// by-value argument): `decltype(auto) c = sharedVariable;` declares an int,
// as `decltype(sharedVariable) c;` does (spaceFromExpressionType), and so
// does a function's `decltype(auto)` return type. A space written on the
// declaration (`__local auto x = ...`) is the declaration's.
//
// The value of a builtin index variable is the vector nvcc declares it as:
// `auto t = threadIdx;` deduces uint3 (gridDim and blockDim: dim3), which
// Clang's header converts to, where upstream deduces the header's
// `__cuda_builtin_threadIdx_t`, whose copy is deleted (CUDA-Tutorial's
// CodeSamples: `const auto tID = threadIdx;`).
extern "C" TemplateDeductionResult SCALE_WRAP(DEDUCE_AUTO_TYPE)(
    Sema *S, TypeLoc AutoTypeLoc, Expr *Init, QualType &Result,
    sema::TemplateDeductionInfo &Info, bool DependentDeduction,
    bool IgnoreConstraints, TemplateSpecCandidateSet *FailedTSC) {
  TemplateDeductionResult Deduced = SCALE_REAL(DEDUCE_AUTO_TYPE)(
      S, AutoTypeLoc, Init, Result, Info, DependentDeduction,
      IgnoreConstraints, FailedTSC);
  ASTContext &Ctx = S->getASTContext();
  if (Deduced != TemplateDeductionResult::Success || Result.isNull() ||
      !scale::SemaScale::get(Ctx) || Result->isReferenceType())
    return Deduced;
  if (QualType Vector = scale::builtinIndexValueType(Result);
      !Vector.isNull()) {
    Result = Ctx.getQualifiedType(Vector, Result.getLocalQualifiers());
    return Deduced;
  }
  if (AutoTypeLoc.getType().getAddressSpace() != LangAS::Default)
    return Deduced;
  Result = scale::withoutNamedSpace(Ctx, Result);
  return Deduced;
}

// A data member of an instantiation whose type took a named space from a
// template argument (`template <class T> struct A { T x[4]; }` with
// `T = __shared int`, which a reference to a `__shared__` array deduces):
// the member is a value inside its object, whose space is the object's, so
// it gets the type without the space, as an instantiation's locals do. A
// member whose own declaration writes a space is still upstream's error
// (the template's definition is checked without this wrapper).
extern "C" FieldDecl *SCALE_WRAP(CHECK_FIELD_DECL)(
    Sema *S, DeclarationName Name, QualType T, TypeSourceInfo *TInfo,
    RecordDecl *Record, SourceLocation Loc, bool Mutable, Expr *BitfieldWidth,
    InClassInitStyle InitStyle, SourceLocation TSSL, AccessSpecifier AS,
    NamedDecl *PrevDecl, Declarator *D) {
  ASTContext &Ctx = S->getASTContext();
  std::optional<scale::AddrSpace> Space = scale::classify(T.getAddressSpace());
  if (scale::SemaScale::get(Ctx) && S->inTemplateInstantiation() && Space &&
      *Space != scale::AddrSpace::Generic) {
    T = Ctx.removeAddrSpaceQualType(T);
    if (TInfo)
      TInfo = scale::retypedSourceInfo(Ctx, TInfo, T, Loc);
  }
  return SCALE_REAL(CHECK_FIELD_DECL)(S, Name, T, TInfo, Record, Loc, Mutable,
                                      BitfieldWidth, InitStyle, TSSL, AS,
                                      PrevDecl, D);
}

namespace {

// Under scale-nvcc, a member function declared in its class without an
// execution space (so `__host__`) and defined out of line `__device__`
// (cudahandbook's spinlockReduction: `class cudaSpinlock { void acquire();
// };` then `__device__ void cudaSpinlock::acquire() {...}`): nvcc warns
// (#20039-D) and makes the function `__host__ __device__`. Clang's CUDA
// overloads on the execution space, so the definition would match no
// declaration ("out-of-line definition ... does not match"). Both the
// declaration and the definition become `__host__ __device__` here, before
// the definition is matched, with a warning.
void treatHostMemberDefinedDeviceAsNvcc(Sema &S, FunctionDecl *FD,
                                        const Declarator &PD) {
  auto *Class = dyn_cast<CXXRecordDecl>(FD->getDeclContext());
  if (!Class || !PD.getCXXScopeSpec().isSet() ||
      !FD->hasAttr<CUDADeviceAttr>() || FD->hasAttr<CUDAHostAttr>() ||
      !scale::SemaScale::nvccMacroDefined(S))
    return;
  ASTContext &Ctx = S.getASTContext();
  CXXMethodDecl *HostDeclaration = nullptr;
  for (NamedDecl *Found : Class->lookup(FD->getDeclName())) {
    auto *Method = dyn_cast<CXXMethodDecl>(Found);
    if (!Method || Method == FD ||
        !Ctx.hasSameType(Method->getType(), FD->getType()))
      continue;
    // A declaration with an execution space is matched as upstream
    // matches it.
    if (Method->hasAttr<CUDADeviceAttr>() || Method->hasAttr<CUDAHostAttr>() ||
        Method->hasAttr<CUDAGlobalAttr>())
      return;
    HostDeclaration = Method;
  }
  if (!HostDeclaration)
    return;
  HostDeclaration->addAttr(CUDAHostAttr::CreateImplicit(Ctx));
  HostDeclaration->addAttr(CUDADeviceAttr::CreateImplicit(Ctx));
  FD->addAttr(CUDAHostAttr::CreateImplicit(Ctx));
  S.Diag(FD->getLocation(), scale::diagID(S.getDiagnostics(),
                                          scale::Diag::NvccHostMemberDefinedDevice))
      << FD->getQualifiedNameAsString();
}

// Under scale-nvcc, a function declared `__device__` or `__host__
// __device__` and redeclared without an execution space (solana-perf-libs:
// `__device__ __host__ void fe_invert(...);` in fe.h, defined plainly in
// fe.cu): nvcc makes the function `__host__ __device__` (warning #20037-D
// where the first declaration was `__device__` only). Clang's CUDA
// overloads on the execution space, so the plain one would be a host
// overload ("cannot overload", or the device declaration left undefined
// for ptxas). The redeclaration, and a `__device__`-only declaration before
// it, become `__host__ __device__` here, before the redeclaration is
// matched; with a warning in the second case, as nvcc's.
void treatUnattributedRedeclarationAsNvcc(Sema &S, FunctionDecl *FD) {
  if (isa<CXXMethodDecl>(FD) || FD->hasAttr<CUDADeviceAttr>() ||
      FD->hasAttr<CUDAHostAttr>() || FD->hasAttr<CUDAGlobalAttr>() ||
      !scale::SemaScale::nvccMacroDefined(S) ||
      S.getSourceManager().isInSystemHeader(FD->getLocation()))
    return;
  ASTContext &Ctx = S.getASTContext();
  for (NamedDecl *Found :
       FD->getDeclContext()->getRedeclContext()->lookup(FD->getDeclName())) {
    auto *Previous = dyn_cast<FunctionDecl>(Found);
    if (!Previous || Previous == FD || !Previous->hasAttr<CUDADeviceAttr>() ||
        !Ctx.hasSameType(Previous->getType(), FD->getType()))
      continue;
    if (!Previous->hasAttr<CUDAHostAttr>()) {
      for (FunctionDecl *Redeclaration : Previous->redecls())
        Redeclaration->addAttr(CUDAHostAttr::CreateImplicit(Ctx));
      S.Diag(FD->getLocation(),
             scale::diagID(S.getDiagnostics(),
                           scale::Diag::NvccDeviceRedeclaredWithoutSpace))
          << FD->getQualifiedNameAsString();
    }
    FD->addAttr(CUDAHostAttr::CreateImplicit(Ctx));
    FD->addAttr(CUDADeviceAttr::CreateImplicit(Ctx));
    return;
  }
}

// Under scale-nvcc, a default argument written on the out-of-line
// definition of a member function of a class template, a partial
// specialization or a class nested in one (SlabHash: `double GpuSlabHash<K,
// V, ConcurrentMap>::computeLoadFactor(int flag = 0) { ... }`): ill-formed,
// and an error in Clang and g++; nvcc accepts it and leaves it out of the
// host code it gives g++, so no call can use it. The default is dropped
// here, before the definition is merged with the class's declaration, with
// a warning.
void dropOutOfLineTemplateMemberDefaultsAsNvcc(Sema &S, FunctionDecl *FD,
                                               const Declarator &PD) {
  const auto *Method = dyn_cast<CXXMethodDecl>(FD);
  if (!Method || !PD.getCXXScopeSpec().isSet() ||
      !Method->getParent()->isDependentContext() ||
      !scale::SemaScale::nvccMacroDefined(S))
    return;
  for (ParmVarDecl *Param : Method->parameters()) {
    if (!Param->hasDefaultArg() || Param->hasInheritedDefaultArg())
      continue;
    S.Diag(Param->getLocation(),
           scale::diagID(S.getDiagnostics(),
                         scale::Diag::NvccOutOfLineTemplateMemberDefault))
        << Param->getDefaultArgRange() << Method << Method->getParent();
    Param->setDefaultArg(nullptr);
  }
}

} // namespace

extern "C" void SCALE_WRAP(PROCESS_DECL_ATTRIBUTES)(Sema *S, Scope *Sc, Decl *D,
                                                    const Declarator &PD) {
  scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext());
  auto *ManagedVD = Ext ? dyn_cast_or_null<VarDecl>(D) : nullptr;
  const ParsedAttr *Managed =
      ManagedVD ? takeCudaManagedAttributes(*S, ManagedVD, PD) : nullptr;
  SCALE_REAL(PROCESS_DECL_ATTRIBUTES)(S, Sc, D, PD);
  if (!Ext)
    return;
  // An automatic variable cannot be managed (HIP's error), and a static
  // local is not registered by Clang's lowering: it would be a plain
  // __device__ variable.
  if (Managed && ManagedVD->hasLocalStorage())
    S->Diag(Managed->getLoc(), diag::err_cuda_nonstatic_constdev);
  else if (Managed && ManagedVD->isStaticLocal())
    reportManagedStaticLocal(*S, *Managed);
  else if (Managed && !reportManagedInOtherMemory(*S, ManagedVD, *Managed)) {
    attachManagedAttributes(S->getASTContext(), ManagedVD, *Managed);
    if (S->getLangOpts().GPURelocatableDeviceCode)
      reportManagedWithRdc(*S, *Managed);
  }
  // The declaration of a member function whose qualifier was kept aside.
  if (auto *FD = dyn_cast_or_null<FunctionDecl>(D)) {
    Ext->attachMethodQualifier(&PD, FD);
    treatHostMemberDefinedDeviceAsNvcc(*S, FD, PD);
    treatUnattributedRedeclarationAsNvcc(*S, FD);
    dropOutOfLineTemplateMemberDefaultsAsNvcc(*S, FD, PD);
  }
  auto *VD = dyn_cast_or_null<VarDecl>(D);
  if (!VD)
    return;
  // Before ActOnVariableDeclarator checks the local's space (the check of
  // an instantiation's locals is the wrapper of CheckVariableDeclaration).
  if (hasSpaceNoLocalMayHave(VD) &&
      spaceFromExpressionType(S->getASTContext(), VD)) {
    dropSpace(S->getASTContext(), VD);
    return;
  }
  if (isQualifiedAutomatic(VD)) {
    pendingAutomatics()[VD] = VD->getType();
    VD->setType(S->getASTContext().removeAddrSpaceQualType(VD->getType()));
    return;
  }
  std::optional<scale::AddrSpace> AS =
      scale::inferredVariableSpace(specifierOf(VD), VD->isConstexpr());
  QualType T = VD->getType();
  if (!AS || T->isReferenceType() || T.hasAddressSpace())
    return;
  ASTContext &Ctx = S->getASTContext();
  QualType Qualified = scale::inVariableSpace(Ctx, T, scale::toLangAS(*AS));
  VD->setType(Qualified);
  VD->setTypeSourceInfo(
      scale::retypedSourceInfo(Ctx, VD->getTypeSourceInfo(), Qualified,
                                VD->getLocation()));
}

namespace {

// nvcc does not initialize `__shared__` variables (dynamic initialization of
// one is its warning #20054), and accepts without a word a default-
// initialized one whose class's default constructor is implicit or
// defaulted, which default member initializers make non-empty: CCCL's
// `__shared__ cuda::barrier<cuda::thread_scope_block> bar;`, the documented
// form (cuda-samples simpleAWBarrier). Upstream rejects it ("initialization
// is not supported for __shared__ variables"). Under scale-nvcc (__NVCC__)
// such a variable is accepted as nvcc accepts it; Clang's CodeGen emits no
// initializer for a `__shared__` variable, so the constructor is not run,
// as under nvcc, nor its destructor (CCCL's barrier has one, which nvcc
// does not run for a `__shared__` variable either). A user-provided
// constructor stays an error.
bool isNvccUninitializedShared(SemaCUDA &CUDA, const VarDecl *VD) {
  if (!VD->hasAttr<CUDASharedAttr>() || VD->isInvalidDecl() || !VD->hasInit() ||
      VD->getType()->isDependentType() ||
      !scale::SemaScale::nvccMacroDefined(CUDA.SemaRef))
    return false;
  const auto *Construct = dyn_cast<CXXConstructExpr>(VD->getInit());
  if (!Construct || Construct->getNumArgs() != 0 ||
      Construct->getParenOrBraceRange().isValid() ||
      Construct->isValueDependent())
    return false;
  return !Construct->getConstructor()->isUserProvided();
}

// Whether \p T holds a pointer whose null value \p Target cannot put in an
// initializer (scale::hasStaticNullPointer): itself, an array's element, a
// field or base of a class, at any depth.
bool holdsStaticlessNullPointer(const ASTContext &Ctx, QualType T,
                                const llvm::Triple &Target,
                                llvm::SmallPtrSetImpl<const RecordDecl *> &Seen) {
  if (const ArrayType *Array = Ctx.getAsArrayType(T))
    return holdsStaticlessNullPointer(Ctx, Array->getElementType(), Target,
                                      Seen);
  if (const auto *Pointer = T->getAs<PointerType>())
    return !scale::hasStaticNullPointer(
        Pointer->getPointeeType().getAddressSpace(), Target);
  const RecordDecl *Record = T->getAsRecordDecl();
  if (!Record || !(Record = Record->getDefinition()) ||
      !Seen.insert(Record).second)
    return false;
  if (const auto *Class = dyn_cast<CXXRecordDecl>(Record))
    for (const CXXBaseSpecifier &Base : Class->bases())
      if (holdsStaticlessNullPointer(Ctx, Base.getType(), Target, Seen))
        return true;
  return llvm::any_of(Record->fields(), [&](const FieldDecl *Field) {
    return holdsStaticlessNullPointer(Ctx, Field->getType(), Target, Seen);
  });
}

// A variable with static storage in NVPTX device code (a `__device__`,
// `__constant__` or `__managed__` variable, a static local of a device
// function) whose type holds a `__shared` pointer: its initializer, or the
// zero-initialization of one without, would need the null `__shared`
// pointer, which Clang makes the generic null cast to the shared window, a
// value of run time (NVPTX's backend stopped with "Unsupported expression
// in static initializer", and a zero-initialized field was not `nullptr`).
// `__shared__` variables are not initialized.
void checkStaticSharedPointers(SemaCUDA &CUDA, VarDecl *VD) {
  ASTContext &Ctx = CUDA.SemaRef.getASTContext();
  const llvm::Triple &Target = Ctx.getTargetInfo().getTriple();
  if (!Ctx.getLangOpts().CUDAIsDevice || !Target.isNVPTX() ||
      VD->isInvalidDecl() || !VD->hasGlobalStorage() ||
      VD->hasAttr<CUDASharedAttr>() || VD->getType()->isDependentType() ||
      VD->isThisDeclarationADefinition() != VarDecl::Definition)
    return;
  bool OnDevice = VD->hasAttr<CUDADeviceAttr>() ||
                  VD->hasAttr<CUDAConstantAttr>() ||
                  VD->hasAttr<HIPManagedAttr>();
  if (!OnDevice && VD->isStaticLocal())
    if (const auto *Function =
            dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod()))
      OnDevice = CUDA.IdentifyTarget(Function) != CUDAFunctionTarget::Host;
  llvm::SmallPtrSet<const RecordDecl *, 4> Seen;
  if (!OnDevice ||
      !holdsStaticlessNullPointer(Ctx, VD->getType(), Target, Seen))
    return;
  CUDA.SemaRef.Diag(VD->getLocation(),
                    scale::diagID(CUDA.SemaRef.getDiagnostics(),
                                  scale::Diag::StaticSharedPointer))
      << VD << VD->getType() << scale::spelling(scale::AddrSpace::Shared);
  VD->setInvalidDecl();
}

} // namespace

extern "C" void SCALE_WRAP(CHECK_ALLOWED_INITIALIZER)(SemaCUDA *CUDA,
                                                      VarDecl *VD) {
  if (isNvccUninitializedShared(*CUDA, VD))
    return;
  if (scale::SemaScale::get(CUDA->SemaRef.getASTContext()))
    checkStaticSharedPointers(*CUDA, VD);
  std::optional<scale::AddrSpace> AS;
  if (scale::SemaScale::get(CUDA->SemaRef.getASTContext()))
    AS = scale::inferredVariableSpace(specifierOf(VD), VD->isConstexpr());
  QualType T = VD->getType();
  if (!AS || scale::classify(T.getAddressSpace()) != AS) {
    SCALE_REAL(CHECK_ALLOWED_INITIALIZER)(CUDA, VD);
    return;
  }
  ASTContext &Ctx = CUDA->SemaRef.getASTContext();
  VD->setType(Ctx.removeAddrSpaceQualType(T));
  SCALE_REAL(CHECK_ALLOWED_INITIALIZER)(CUDA, VD);
  VD->setType(T);
}

namespace {

// Whether \p FD has a `__host__` and a `__device__` attribute, read in one
// pass over its attributes (each hasAttr is a lookup of them).
struct TargetAttrs {
  bool Host = false;
  bool Device = false;
};
TargetAttrs targetAttrsOf(const FunctionDecl *FD) {
  TargetAttrs Found;
  if (FD->hasAttrs())
    for (const Attr *A : FD->getAttrs()) {
      Found.Host |= isa<CUDAHostAttr>(A);
      Found.Device |= isa<CUDADeviceAttr>(A);
    }
  return Found;
}

// A `__device__` function of Clang's CUDA wrapper headers
// (__clang_cuda_runtime_wrapper.h and the headers it includes).
bool isClangWrapperDeviceFunction(const NamedDecl *ND) {
  const FunctionDecl *FD = ND->getAsFunction();
  if (!FD)
    return false;
  TargetAttrs Attrs = targetAttrsOf(FD);
  if (!Attrs.Device || Attrs.Host)
    return false;
  const SourceManager &SM = FD->getASTContext().getSourceManager();
  SourceLocation Loc = SM.getExpansionLoc(FD->getLocation());
  return SM.getFilename(Loc).contains("__clang_cuda_");
}

} // namespace

// nvcc's headers declare `__assert_fail` `__host__ __device__`, and CCCL,
// taking nvcc's paths under __NVCC__ (scale-nvcc), redeclares it so in
// <cuda/std/__cccl/assert.h> with NDEBUG; Clang's wrapper defines a
// `__device__` one, and upstream rejects the pair ("cannot overload"), so
// every Thrust program built with -DNDEBUG failed. Without the wrapper's
// function in the set checked, the toolkit's declaration is the host
// function's `__host__ __device__` redeclaration, and device calls keep
// the wrapper's definition (a __device__ callee is preferred there).
extern "C" void SCALE_WRAP(CHECK_TARGET_OVERLOAD)(SemaCUDA *CUDA,
                                                  FunctionDecl *NewFD,
                                                  const LookupResult &Previous) {
  Sema &S = CUDA->SemaRef;
  const SourceManager &SM = S.getSourceManager();
  // Every function declaration comes here: the cheap questions first.
  TargetAttrs Attrs = Previous.empty() ? TargetAttrs() : targetAttrsOf(NewFD);
  if (!Attrs.Host || !Attrs.Device || !scale::SemaScale::nvccMacroDefined(S) ||
      !SM.isInSystemHeader(NewFD->getLocation()) ||
      llvm::none_of(Previous, isClangWrapperDeviceFunction))
    return SCALE_REAL(CHECK_TARGET_OVERLOAD)(CUDA, NewFD, Previous);
  LookupResult Others(LookupResult::Temporary, Previous);
  for (NamedDecl *ND : Previous)
    if (!isClangWrapperDeviceFunction(ND))
      Others.addDecl(ND);
  Others.resolveKind();
  SCALE_REAL(CHECK_TARGET_OVERLOAD)(CUDA, NewFD, Others);
}
