//===- SemaScale.cpp - Sema extension for scale address spaces ------------===//

#include "scale/SemaScale.h"
#include "scale/NvccCompat.h"
#include "scale/Paths.h"
#include "scale/Config.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/Cuda.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/ExternalSemaSource.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Sema/SemaCUDA.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace scale {

namespace {
bool InTools = false;
bool ToolCollectsTokens = false;
bool ShortPointers = false;

// Sema asks its external sources for declarations to check for deferred
// diagnostics once, at the end of the translation unit, after the last
// template instantiation and right before it emits those diagnostics: where
// the postponed body checks run.
class EndOfTranslationUnit : public ExternalSemaSource {
  Sema &S;

public:
  explicit EndOfTranslationUnit(Sema &S) : S(S) {}

  void ReadDeclsToCheckForDeferredDiags(
      llvm::SmallSetVector<Decl *, 4> &) override {
    if (SemaScale *Ext = SemaScale::get(S.getASTContext()))
      Ext->checkPostponedBodies();
  }
};

class AttachConsumer : public SemaConsumer {
  CompilerInstance &CI;
  std::unique_ptr<SemaScale> Extension;
  /// Under scale-nvcc, the host side's __device__ functions that nvcc keeps
  /// as host stubs (NvccHostStubs.cpp), each with its stub, built while the
  /// parser's scopes are there for the builtin it calls.
  std::vector<std::pair<FunctionDecl *, FunctionDecl *>> HostStubs;

public:
  explicit AttachConsumer(CompilerInstance &CI) : CI(CI) {}

  void InitializeSema(Sema &S) override {
    if (!Extension)
      Extension = std::make_unique<SemaScale>(S);
  }
  void ForgetSema() override { Extension.reset(); }

  // A precompiled header hands its function definitions and variables to
  // code generation when the translation unit starts, before the parser
  // initializes Sema and its consumers: the extension is attached to the
  // instance's Sema (which exists by then) at the first of them, so that
  // mangling and lowering see it. They were checked when the header was.
  void HandleInterestingDecl(DeclGroupRef) override {
    if (!Extension && CI.hasSema())
      Extension = std::make_unique<SemaScale>(CI.getSema());
  }

  // Namespace-scope variables and functions, also inside namespaces and
  // linkage specs.
  bool HandleTopLevelDecl(DeclGroupRef Group) override {
    for (Decl *D : Group)
      visitTopLevelDecl(D);
    return true;
  }

  // Runs before code generation's consumer (the plugin is added before the
  // main action), so that its errors stop code generation.
  void HandleTranslationUnit(ASTContext &) override {
    if (!Extension)
      return;
    Extension->checkTargetAddressSpaces();
    // Code generation's consumer, behind this one in the instance's
    // multiplexer, emits the stubs as it emits the file's functions; a host
    // function of the same name and type declared later is the host side.
    if (!CI.getDiagnostics().hasErrorOccurred())
      for (auto [FD, Stub] : HostStubs)
        if (needsNvccHostStub(FD))
          CI.getASTConsumer().HandleTopLevelDecl(DeclGroupRef(Stub));
  }

private:
  void visitTopLevelDecl(Decl *D) {
    if (!Extension || !D)
      return;
    if (auto *VD = dyn_cast<VarDecl>(D))
      Extension->checkVariableInitializer(VD);
    else if (auto *FD = dyn_cast<FunctionDecl>(D)) {
      const LangOptions &LO = CI.getLangOpts();
      // Code, not the tools' views of it (clangd lists top-level decls).
      if (LO.CUDA && !LO.CUDAIsDevice && !LO.HIP && !SemaScale::inTools() &&
          SemaScale::nvccMode(CI.getSema()) && needsNvccHostStub(FD))
        HostStubs.emplace_back(FD, buildNvccHostStub(CI.getSema(), FD));
    } else if (isa<NamespaceDecl, LinkageSpecDecl>(D))
      for (Decl *Inner : cast<DeclContext>(D)->decls())
        visitTopLevelDecl(Inner);
  }
};
} // namespace

void SemaScale::setEnabled(bool On) { Enabled = On; }
bool SemaScale::isEnabled() { return Enabled; }
void SemaScale::enableInTools(bool CollectsTokens) {
  Enabled = InTools = true;
  ToolCollectsTokens = CollectsTokens;
}
bool SemaScale::inTools() { return InTools; }
bool SemaScale::toolCollectsTokens() { return ToolCollectsTokens; }

void SemaScale::setShortPointers(bool On) { ShortPointers = On; }

LangAS SemaScale::typeAddressSpace(AddrSpace AS) const {
  return toLangAS(AS, usesGenericSizedForm(
                          AS, S.getASTContext().getTargetInfo().getTriple(),
                          ShortPointers));
}

void SemaScale::annotateGenericSizedParameters(FunctionDecl *FD) const {
  if (!FD || FD->isDependentContext() || FD->isInvalidDecl())
    return;
  ASTContext &Ctx = S.getASTContext();
  for (ParmVarDecl *Param : FD->parameters()) {
    QualType Pointee = Param->getType()->getPointeeType();
    if (Pointee.isNull() || !isGenericSizedForm(Pointee.getAddressSpace()))
      continue;
    unsigned Native = llvmAddressSpace(*classify(Pointee.getAddressSpace()),
                                       Ctx.getTargetInfo().getTriple());
    std::string Annotation =
        (ParameterSpaceAnnotation + llvm::Twine(Native)).str();
    if (llvm::any_of(Param->specific_attrs<AnnotateAttr>(),
                     [&](const AnnotateAttr *A) {
                       return A->getAnnotation() == Annotation;
                     }))
      continue;
    Param->addAttr(AnnotateAttr::CreateImplicit(Ctx, Annotation, nullptr, 0,
                                                Param->getSourceRange()));
  }
}

// A `const` object cannot be modified (a write is undefined behaviour,
// mutable members aside), so every thread may read the one copy of a
// `const` by-value kernel parameter where the launch put it, as
// `__grid_constant__` declares. Without it NVPTXLowerArgs copies a struct
// parameter whose address escapes (into a call that is not inlined, into
// inline asm) into local memory in every thread: CUTLASS's kernels take
// `Params const params` and pass the TMA descriptors in it to
// `prefetch.tensormap` and `cp.async.bulk.tensor` by address, and CUTLASS
// writes `__grid_constant__` only for nvcc (`!CUTLASS_CLANG_CUDA`); the
// 1,024-byte Params were copied byte by byte, and a descriptor in local
// memory is not one TMA may read. The parameter keeps its address space
// otherwise; only the kernel's own view of its address changes (one
// address for all threads, as with `__grid_constant__`).
void SemaScale::makeConstParametersGridConstant(FunctionDecl *FD) const {
  ASTContext &Ctx = S.getASTContext();
  const LangOptions &Lang = Ctx.getLangOpts();
  if (!FD || FD->isDependentContext() || FD->isInvalidDecl() ||
      !Lang.CUDA || Lang.HIP || !Lang.CUDAIsDevice ||
      !FD->hasAttr<CUDAGlobalAttr>() ||
      !Ctx.getTargetInfo().getTriple().isNVPTX())
    return;
  // cvta.param: sm_70 and above.
  llvm::StringRef GPU = Ctx.getTargetInfo().getTargetOpts().CPU;
  unsigned SM = 0;
  if (!GPU.consume_front("sm_") ||
      GPU.take_while(llvm::isDigit).getAsInteger(10, SM) || SM < 70)
    return;
  for (ParmVarDecl *Param : FD->parameters()) {
    QualType Type = Param->getType();
    const auto *Record = Type->getAsCXXRecordDecl();
    if (!Type.isConstQualified() || !Record || !Record->hasDefinition() ||
        Record->hasMutableFields() || Param->hasAttr<CUDAGridConstantAttr>())
      continue;
    Param->addAttr(CUDAGridConstantAttr::CreateImplicit(Ctx));
  }
}

std::unique_ptr<ASTConsumer> SemaScale::createConsumer(CompilerInstance &CI) {
  return std::make_unique<AttachConsumer>(CI);
}

// A module imported by the compilation is built by a nested compiler
// instance, with an extension of its own; when that one goes, the
// compilation's is active again.
SemaScale::SemaScale(Sema &S)
    : S(S), Context(&S.getASTContext()),
      NvccMacro(S.getPreprocessor().getIdentifierInfo("__NVCC__")),
      Outer(Active), LibscaleFiles(libscaleHeadersRealDir()) {
  Active = this;
  // C's inline functions may be emitted without a use (gnu89 `inline`):
  // postponed body checks are for C++ (BodyChecker.cpp).
  if (S.TUKind == TU_Complete && S.getLangOpts().CPlusPlus) {
    PostponingBodies = true;
    S.addExternalSource(llvm::makeIntrusiveRefCnt<EndOfTranslationUnit>(S));
  }
}
SemaScale::~SemaScale() {
  if (Active == this)
    Active = Outer;
}

bool SemaScale::nvccMacroDefined(Sema &S) {
  if (const SemaScale *Ext = get(S.getASTContext()))
    return S.getPreprocessor().isMacroDefined(Ext->NvccMacro);
  return S.getPreprocessor().isMacroDefined("__NVCC__");
}

bool SemaScale::nvccMode(Sema &S) {
  const SemaScale *Ext = get(S.getASTContext());
  return Ext && S.getLangOpts().CUDA &&
         S.getPreprocessor().isMacroDefined(Ext->NvccMacro);
}

bool SemaScale::isForeignSystemLocation(SourceLocation Loc) const {
  if (Loc.isInvalid())
    return false;
  const SourceManager &SM = S.getSourceManager();
  FileID File = SM.getFileID(SM.getExpansionLoc(Loc));
  auto [It, Inserted] =
      ForeignSystemFiles.try_emplace(File.getHashValue(), false);
  if (!Inserted)
    return It->second;
  bool Foreign = false;
  if (SrcMgr::isSystem(SM.getFileCharacteristic(SM.getExpansionLoc(Loc)))) {
    Foreign = true;
    if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File))
      Foreign = !LibscaleFiles.contains(*Entry);
  }
  // The map may have grown since `It` was taken.
  ForeignSystemFiles[File.getHashValue()] = Foreign;
  return Foreign;
}

// The current function depends on Sema's context alone, which changes far
// less often than it is asked about.
const FunctionDecl *SemaScale::currentForeignSystemFunction() const {
  if (S.CurContext != LastAskedContext) {
    LastAskedContext = S.CurContext;
    const FunctionDecl *FD = S.getCurFunctionDecl(/*AllowLambda=*/true);
    InFunctionOfLastContext = FD != nullptr;
    ForeignFunctionOfLastContext =
        FD && isForeignSystemLocation(FD->getLocation()) ? FD : nullptr;
  }
  return ForeignFunctionOfLastContext;
}

bool SemaScale::inForeignSystemCode(SourceLocation Loc) const {
  if (const FunctionDecl *FD = currentForeignSystemFunction())
    return FD;
  return !InFunctionOfLastContext && isForeignSystemLocation(Loc);
}

const FunctionDecl *SemaScale::foreignSystemFunction() const {
  const FunctionDecl *FD = currentForeignSystemFunction();
  if (!FD || S.CUDA().CurrentTarget() == CUDAFunctionTarget::HostDevice)
    return nullptr;
  return FD;
}

bool SemaScale::inDeferredFunction() const {
  if (!S.getCurFunctionDecl(/*AllowLambda=*/true))
    return false;
  return S.CUDA().CurrentTarget() == CUDAFunctionTarget::HostDevice ||
         foreignSystemFunction();
}

ExecContext SemaScale::conversionContext() const {
  return inDeferredFunction() ? ExecContext::Device : currentContext();
}

namespace {
// How a diagnostic in \p FD, a function of a foreign system header, is
// reported: with the function, once it is known to be emitted on this side.
SemaBase::SemaDiagnosticBuilder::Kind
foreignDiagnosticKind(Sema &S, const FunctionDecl *FD) {
  using Builder = SemaBase::SemaDiagnosticBuilder;
  switch (S.getEmissionStatus(FD)) {
  case Sema::FunctionEmissionStatus::Emitted:
    return Builder::K_ImmediateWithCallStack;
  case Sema::FunctionEmissionStatus::Unknown:
    return Builder::K_Deferred;
  default: // discarded on this side
    return Builder::K_Nop;
  }
}
} // namespace

bool SemaScale::dropsDiagnostics() const {
  const FunctionDecl *FD = foreignSystemFunction();
  return FD &&
         foreignDiagnosticKind(S, FD) == SemaBase::SemaDiagnosticBuilder::K_Nop;
}

SemaBase::SemaDiagnosticBuilder SemaScale::diagnose(SourceLocation Loc,
                                                    unsigned DiagID) const {
  using Builder = SemaBase::SemaDiagnosticBuilder;
  if (const FunctionDecl *FD = foreignSystemFunction())
    return Builder(foreignDiagnosticKind(S, FD), Loc, DiagID, FD, S);
  return currentContext() == ExecContext::Device
             ? S.CUDA().DiagIfDeviceCode(Loc, DiagID)
             : S.CUDA().DiagIfHostCode(Loc, DiagID);
}

ExecContext SemaScale::contextOfTarget(CUDAFunctionTarget Target,
                                       bool InFunction) const {
  switch (Target) {
  case CUDAFunctionTarget::Device:
  case CUDAFunctionTarget::Global:
    return ExecContext::Device;
  case CUDAFunctionTarget::HostDevice:
    // Inside a function, a __host__ __device__ body runs on the side being
    // compiled. Outside functions the target is HostDevice for ordinary
    // initializers, which run on the host.
    if (InFunction && S.getLangOpts().CUDAIsDevice)
      return ExecContext::Device;
    return ExecContext::Host;
  case CUDAFunctionTarget::Host:
  case CUDAFunctionTarget::InvalidTarget:
    return ExecContext::Host;
  }
  return ExecContext::Host;
}

ExecContext SemaScale::currentContext() const {
  CUDAFunctionTarget Target = S.CUDA().CurrentTarget();
  return contextOfTarget(Target, Target == CUDAFunctionTarget::HostDevice &&
                                     S.getCurFunctionDecl(/*AllowLambda=*/true));
}

} // namespace scale
