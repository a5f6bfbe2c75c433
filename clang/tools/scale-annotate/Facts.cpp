//===- Facts.cpp - Gathering scale-annotate's facts from an AST -----------===//
//
// A RecursiveASTVisitor over one compilation (one side) of a TU. Three
// questions are asked of an expression, after the three kinds of C++ values
// that carry a space:
//   pointerTerm: the pointee space of a pointer value,
//   storedTerm:  the pointee space of the pointer held by a pointer lvalue,
//   objectTerm:  the space an lvalue's object lives in.
// `&x` is the object term of x, `*p` the pointer term of p, an array decays
// to its object term, and so on; anything the rules do not follow is Opaque,
// which keeps a declaration generic (the inference annotates less rather
// than guess). Instantiated templates are visited, patterns are not: every
// instantiation is a node of its own, whose edit site is the pattern's text.
//
//===----------------------------------------------------------------------===//

#include "Facts.h"

#include "scale/AddrSpaceModel.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Index/USRGeneration.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <optional>

using namespace clang;

namespace scale::annotate {

llvm::StringRef spaceName(Space S) {
  switch (S) {
  case Space::Host:
    return "host";
  case Space::Device:
    return "__device";
  case Space::Shared:
    return "__shared";
  case Space::Constant:
    return "__constant";
  case Space::Local:
    return "__local";
  case Space::Opaque:
    return "generic";
  }
  return "generic";
}

llvm::StringRef qualifierOf(Space S) { return spaceName(S); }

namespace {

std::optional<Space> namedSpaceOf(LangAS AS) {
  std::optional<AddrSpace> Ours = classify(AS);
  if (!Ours)
    return std::nullopt;
  switch (*Ours) {
  case AddrSpace::Device:
    return Space::Device;
  case AddrSpace::Shared:
    return Space::Shared;
  case AddrSpace::Constant:
    return Space::Constant;
  case AddrSpace::Local:
    return Space::Local;
  case AddrSpace::Flat:
    return Space::Opaque;
  case AddrSpace::Generic:
    return std::nullopt;
  }
  return std::nullopt;
}

/// How a declaration's type holds the space that is inferred.
/// ElementPointer: an array of pointers (`float *bufs[2]`, also as a
/// parameter, adjusted to `float **`), whose elements share one space.
enum class SlotKind {
  Pointer,
  ReferenceToPointer,
  ReferenceToObject,
  ElementPointer
};

struct Slot {
  SlotKind Kind;
  QualType Pointee; ///< the type that would get the qualifier
};

/// The slot of a declaration of type \p T: a pointer, a reference to a
/// pointer, or a reference, whose pointee has no space yet and is an object.
std::optional<Slot> slotOf(QualType T, bool AllowSpace = false) {
  if (T.isNull() || T->isDependentType())
    return std::nullopt;
  SlotKind Kind = SlotKind::Pointer;
  QualType Pointee;
  if (const auto *Ref = T->getAs<ReferenceType>()) {
    QualType Referenced = Ref->getPointeeType();
    if (const auto *Ptr = Referenced->getAs<PointerType>()) {
      Kind = SlotKind::ReferenceToPointer;
      Pointee = Ptr->getPointeeType();
    } else {
      Kind = SlotKind::ReferenceToObject;
      Pointee = Referenced;
    }
  } else if (const auto *Ptr = T->getAs<PointerType>()) {
    Pointee = Ptr->getPointeeType();
  } else {
    return std::nullopt;
  }
  if (Pointee->isFunctionType() ||
      (!AllowSpace && Pointee.getAddressSpace() != LangAS::Default))
    return std::nullopt;
  if (Kind == SlotKind::ReferenceToObject &&
      (Pointee->isRecordType() || Pointee->isDependentType()))
    return std::nullopt; // objects of classes are the rules' `this`: opaque
  return Slot{Kind, Pointee};
}

/// The slot of \p D: as its type's, except for arrays of pointers (and
/// parameters written as arrays of pointers).
std::optional<Slot> slotOfDecl(const ValueDecl *D, bool AllowSpace = false) {
  QualType T = D->getType();
  if (const auto *P = dyn_cast<ParmVarDecl>(D))
    T = P->getOriginalType();
  if (!T.isNull() && !T->isDependentType())
    if (const ArrayType *A = T->getAsArrayTypeUnsafe())
      if (const auto *Ptr = A->getElementType()->getAs<PointerType>()) {
        QualType Pointee = Ptr->getPointeeType();
        if (Pointee->isFunctionType() ||
            (!AllowSpace && Pointee.getAddressSpace() != LangAS::Default))
          return std::nullopt;
        return Slot{SlotKind::ElementPointer, Pointee};
      }
  return slotOf(D->getType(), AllowSpace);
}

/// The pointee's TypeLoc inside a declarator's TypeLoc, where the qualifier
/// goes; null when the pointer or reference is not written there (a typedef,
/// a template parameter, auto).
template <class T> T peeled(TypeLoc TL) {
  // `T *__restrict__ p`, `float *const p`: the pointer under its qualifiers.
  while (auto Q = TL.getAs<QualifiedTypeLoc>())
    TL = Q.getUnqualifiedLoc();
  return TL.getAsAdjusted<T>();
}

TypeLoc pointeeLocOf(TypeLoc TL, SlotKind Kind) {
  if (TL.isNull())
    return {};
  if (Kind == SlotKind::ElementPointer) {
    auto Array = peeled<ArrayTypeLoc>(TL);
    if (!Array)
      return {};
    TL = Array.getElementLoc();
  } else if (Kind != SlotKind::Pointer) {
    auto Ref = peeled<ReferenceTypeLoc>(TL);
    if (!Ref)
      return {};
    if (Kind == SlotKind::ReferenceToObject)
      return Ref.getPointeeLoc();
    TL = Ref.getPointeeLoc();
  }
  auto Ptr = peeled<PointerTypeLoc>(TL);
  if (!Ptr)
    return {};
  return Ptr.getPointeeLoc();
}

bool containsAuto(TypeLoc TL) {
  for (; !TL.isNull(); TL = TL.getNextTypeLoc())
    if (TL.getAs<AutoTypeLoc>() ||
        TL.getAs<DeducedTemplateSpecializationTypeLoc>())
      return true;
  return false;
}

bool inNamespace(const Decl *D, llvm::StringRef Name) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getName() == Name && isa<TranslationUnitDecl>(NS->getParent()))
        return true;
  return false;
}

bool isNamed(const NamedDecl *D, llvm::StringRef Name) {
  return D && D->getIdentifier() && D->getName() == Name;
}

/// The device allocations whose first argument receives the pointer, and
/// what each gives.
std::optional<std::pair<Space, const char *>>
allocationOf(const FunctionDecl *FD) {
  if (!FD->getIdentifier())
    return std::nullopt;
  return llvm::StringSwitch<std::optional<std::pair<Space, const char *>>>(
             FD->getName())
      .Cases({"cudaMalloc", "cudaMallocAsync", "cudaMallocPitch",
              "cudaMallocFromPoolAsync"},
             std::make_pair(Space::Device, "allocated by "))
      .Case("cudaMallocManaged",
            std::make_pair(Space::Opaque, "managed memory allocated by "))
      .Cases({"cudaMallocHost", "cudaHostAlloc", "cudaHostGetDevicePointer"},
             std::make_pair(Space::Opaque, "pinned host memory from "))
      .Default(std::nullopt);
}

struct MemcpyShape {
  int Dst, Src, Kind; ///< argument indexes; -1: a symbol (device)
};

std::optional<MemcpyShape> memcpyShapeOf(const FunctionDecl *FD) {
  if (!FD->getIdentifier())
    return std::nullopt;
  return llvm::StringSwitch<std::optional<MemcpyShape>>(FD->getName())
      .Cases({"cudaMemcpy", "cudaMemcpyAsync"}, MemcpyShape{0, 1, 3})
      .Cases({"cudaMemcpy2D", "cudaMemcpy2DAsync"}, MemcpyShape{0, 2, 6})
      .Cases({"cudaMemcpyToSymbol", "cudaMemcpyToSymbolAsync"},
             MemcpyShape{-1, 1, 4})
      .Cases({"cudaMemcpyFromSymbol", "cudaMemcpyFromSymbolAsync"},
             MemcpyShape{0, -1, 4})
      .Default(std::nullopt);
}

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  Visitor(ASTContext &Ctx, Facts &Out, Gatherer::EditablePredicate IsEditable,
          void *Data)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Out(Out),
        IsEditableFile(IsEditable), Data(Data),
        DeviceCompilation(Ctx.getLangOpts().CUDAIsDevice) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  // Unevaluated operands access nothing.
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) {
    return true;
  }
  bool TraverseCXXTypeidExpr(CXXTypeidExpr *) { return true; }
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc, bool = true) { return true; }
  bool TraverseCXXNoexceptExpr(CXXNoexceptExpr *) { return true; }

  bool TraverseDecl(Decl *D) {
    auto *FD = dyn_cast_or_null<FunctionDecl>(D);
    if (!FD)
      return RecursiveASTVisitor::TraverseDecl(D);
    Functions.push_back(FD);
    bool Result = RecursiveASTVisitor::TraverseDecl(D);
    Functions.pop_back();
    return Result;
  }

  bool TraverseLambdaExpr(LambdaExpr *LE) {
    Functions.push_back(LE->getCallOperator());
    bool Result = RecursiveASTVisitor::TraverseLambdaExpr(LE);
    Functions.pop_back();
    return Result;
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (isa<ParmVarDecl>(VD) || !VD->getInit() || !gathering())
      return true;
    std::optional<std::string> Key = nodeOf(VD);
    if (!Key)
      return true;
    Edge E = edgeAt(VD->getInit()->getBeginLoc(),
                    "initialises '" + VD->getNameAsString() + "'");
    flowInto(*Key, slotOfDecl(VD), VD->getInit(), E);
    return true;
  }

  /// `int *p, *q[2];`: the qualifier written once for p would change q too;
  /// a declarator that is no node pins the written type.
  bool VisitDeclStmt(DeclStmt *DS) {
    if (DS->isSingleDecl() || !gathering())
      return true;
    for (Decl *D : DS->decls()) {
      auto *V = dyn_cast<VarDecl>(D);
      if (!V || nodeOf(V))
        continue;
      TypeSourceInfo *TSI = V->getTypeSourceInfo();
      if (!TSI)
        continue;
      std::string Why;
      std::optional<Location> Site =
          editableAt(TSI->getTypeLoc().getBeginLoc(), Why);
      if (!Site)
        continue;
      std::string Key = "declarator@" + Site->File + ":" +
                        std::to_string(locationOf(V->getLocation()).Offset);
      Node &N = Out.Nodes[Key];
      N.Key = Key;
      N.Name = V->getNameAsString();
      N.Kind = "declarator";
      N.Decl = locationOf(V->getLocation());
      N.Sites = {*Site};
      N.Blocker = true;
      N.Pinned = "its type is not inferred and shares the written type";
    }
    return true;
  }

  bool VisitFieldDecl(FieldDecl *FD) {
    if (!FD->hasInClassInitializer() || !FD->getInClassInitializer() ||
        FD->getParent()->isDependentContext())
      return true;
    if (std::optional<std::string> Key = nodeOf(FD)) {
      Edge E = edgeAt(FD->getInClassInitializer()->getBeginLoc(),
                      "initialises field '" + nameOf(FD) + "'");
      E.Context = Side::Host;
      flowInto(*Key, slotOfDecl(FD), FD->getInClassInitializer(), E);
    }
    return true;
  }

  bool VisitCXXConstructorDecl(CXXConstructorDecl *CD) {
    if (CD->isDependentContext() || !CD->doesThisDeclarationHaveABody() ||
        !sideMatches(CD))
      return true;
    for (const CXXCtorInitializer *Init : CD->inits()) {
      FieldDecl *F = Init->getMember();
      if (!F || !Init->isWritten() || !Init->getInit())
        continue;
      if (std::optional<std::string> Key = nodeOf(F)) {
        Edge E = edgeAt(Init->getSourceLocation(),
                        "initialises field '" + nameOf(F) + "'");
        E.Context = sideOf(CD);
        flowInto(*Key, slotOfDecl(F), Init->getInit(), E);
      }
    }
    return true;
  }

  // The visitor sees the syntactic form; the semantic one pairs each
  // initializer with its field.
  bool VisitInitListExpr(InitListExpr *Written) {
    InitListExpr *ILE =
        Written->isSemanticForm() ? Written : Written->getSemanticForm();
    if (!gathering() || !ILE)
      return true;
    const auto *RD = ILE->getType()->getAsRecordDecl();
    if (!RD || RD->isUnion())
      return true;
    unsigned I = 0;
    for (FieldDecl *F : RD->fields()) {
      if (I >= ILE->getNumInits())
        break;
      const Expr *Init = ILE->getInit(I++);
      if (std::optional<std::string> Key = nodeOf(F)) {
        Edge E = edgeAt(Init->getBeginLoc(),
                        "initialises field '" + nameOf(F) + "'");
        flowInto(*Key, slotOfDecl(F), Init, E);
      }
    }
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (!gathering() || BO->getOpcode() != BO_Assign ||
        !BO->getLHS()->getType()->isPointerType())
      return true;
    const ValueDecl *Target = storageOf(BO->getLHS());
    if (!Target)
      return true;
    if (std::optional<std::string> Key = nodeOf(Target)) {
      Edge E = edgeAt(BO->getOperatorLoc(),
                      "is assigned to '" + nameOf(Target) + "'");
      std::optional<Slot> S = slotOfDecl(Target);
      if (S && S->Kind == SlotKind::ElementPointer)
        S->Kind = SlotKind::Pointer; // one element
      flowInto(*Key, S, BO->getRHS(), E);
    }
    return true;
  }

  bool VisitReturnStmt(ReturnStmt *RS) {
    if (!gathering() || !RS->getRetValue())
      return true;
    const FunctionDecl *FD = Functions.back();
    if (std::optional<std::string> Key = returnNodeOf(FD)) {
      Edge E =
          edgeAt(RS->getBeginLoc(), "is returned from '" + nameOf(FD) + "'");
      flowInto(*Key, slotOf(FD->getReturnType()), RS->getRetValue(), E);
    }
    return true;
  }

  bool VisitCallExpr(CallExpr *CE) {
    if (!gathering())
      return true;
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD)
      return true;
    llvm::ArrayRef<const Expr *> Args(CE->getArgs(), CE->getNumArgs());
    // A member operator's object is its first argument.
    if (isa<CXXOperatorCallExpr>(CE) && isa<CXXMethodDecl>(FD) &&
        !cast<CXXMethodDecl>(FD)->isStatic() && !Args.empty())
      Args = Args.drop_front();
    if (auto Alloc = allocationOf(FD); Alloc && !Args.empty())
      recordAllocation(Args[0], *Alloc, FD);
    if (auto Shape = memcpyShapeOf(FD))
      recordMemcpy(CE, Args, *Shape, FD);
    // The C library's memory functions read and write through their
    // pointers in host code.
    if (FD->isExternC() && FD->getIdentifier() &&
        llvm::is_contained({"memcpy", "memmove", "memset", "memcmp", "strcpy",
                            "strlen", "fwrite", "fread"},
                           FD->getName()))
      for (const Expr *Arg : Args)
        if (Arg->IgnoreParenImpCasts()->getType()->isPointerType())
          recordHostDereference(Arg, Arg);
    flowArguments(FD, Args, isa<CUDAKernelCallExpr>(CE));
    return true;
  }

  bool VisitCXXConstructExpr(CXXConstructExpr *CE) {
    if (!gathering())
      return true;
    flowArguments(CE->getConstructor(),
                  llvm::ArrayRef<const Expr *>(CE->getArgs(), CE->getNumArgs()),
                  false);
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (!gathering() || !isa<VarDecl>(DRE->getDecl()))
      return true;
    if (std::optional<std::string> Key = nodeOf(DRE->getDecl()))
      Out.Mentions.push_back({*Key, locationOf(DRE->getLocation())});
    return true;
  }

  bool VisitMemberExpr(MemberExpr *ME) {
    if (gathering() && isa<FieldDecl>(ME->getMemberDecl()))
      if (std::optional<std::string> Key = nodeOf(ME->getMemberDecl()))
        Out.Mentions.push_back({*Key, locationOf(ME->getMemberLoc())});
    return visitArrow(ME);
  }

  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (!gathering())
      return true;
    if (UO->getOpcode() == UO_AddrOf) {
      NotAccesses.insert(UO->getSubExpr()->IgnoreParens());
      return true;
    }
    if (UO->getOpcode() == UO_Deref && !NotAccesses.count(UO))
      recordHostDereference(UO, UO->getSubExpr());
    return true;
  }

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *ASE) {
    if (gathering() && !NotAccesses.count(ASE) &&
        ASE->getBase()->getType()->isPointerType() &&
        !ASE->getType()->isArrayType())
      recordHostDereference(ASE, ASE->getBase());
    return true;
  }

  bool visitArrow(MemberExpr *ME) {
    if (!gathering() || !ME->isArrow())
      return true;
    if (isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
      return true;
    if (!NotAccesses.count(ME) && !ME->getType()->isArrayType() &&
        !isa<CXXMethodDecl>(ME->getMemberDecl()))
      recordHostDereference(ME, ME->getBase());
    return true;
  }

private:
  ASTContext &Ctx;
  SourceManager &SM;
  Facts &Out;
  Gatherer::EditablePredicate IsEditableFile;
  void *Data;
  bool DeviceCompilation;
  std::vector<const FunctionDecl *> Functions;
  llvm::SmallPtrSet<const Expr *, 16> NotAccesses;

  // --- sides -------------------------------------------------------------

  /// The side that runs \p FD's code in this compilation; none when this
  /// compilation does not run it (the other compilation gathers it).
  std::optional<Side> sideIn(const FunctionDecl *FD) const {
    // A lambda runs where the function that defines it runs.
    if (const auto *M = dyn_cast<CXXMethodDecl>(FD);
        M && M->getParent()->isLambda())
      if (const auto *Enclosing = dyn_cast_or_null<FunctionDecl>(
              M->getParent()->getParentFunctionOrMethod()))
        return sideIn(Enclosing);
    bool Device =
        FD->hasAttr<CUDADeviceAttr>() || FD->hasAttr<CUDAGlobalAttr>();
    bool Host = FD->hasAttr<CUDAHostAttr>() || !Device;
    if (!Ctx.getLangOpts().CUDA)
      return Side::Host;
    if (DeviceCompilation)
      return Device ? std::optional<Side>(Side::Device) : std::nullopt;
    return Host ? std::optional<Side>(Side::Host) : std::nullopt;
  }

  bool sideMatches(const FunctionDecl *FD) const {
    return sideIn(FD).has_value();
  }
  Side sideOf(const FunctionDecl *FD) const {
    return sideIn(FD).value_or(Side::Host);
  }

  /// Whether the code being visited is gathered in this compilation: inside
  /// a function that runs on this compilation's side and is not a pattern;
  /// outside functions, the host compilation gathers.
  bool gathering() const {
    if (Functions.empty())
      return !DeviceCompilation;
    const FunctionDecl *FD = Functions.back();
    return !FD->isDependentContext() && sideMatches(FD);
  }

  Side context() const {
    if (Functions.empty())
      return Side::Host;
    return sideOf(Functions.back());
  }

  // --- locations and keys ------------------------------------------------

  Location locationOf(SourceLocation Loc) const {
    Location L;
    if (Loc.isInvalid())
      return L;
    SourceLocation FileLoc = SM.getFileLoc(Loc);
    FileID FID = SM.getFileID(FileLoc);
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(FID);
    if (!FE)
      return L;
    L.File = SM.getFileManager().getCanonicalName(*FE).str();
    L.Offset = SM.getFileOffset(FileLoc);
    L.Line = SM.getSpellingLineNumber(FileLoc);
    L.Column = SM.getSpellingColumnNumber(FileLoc);
    return L;
  }

  /// A place where text can be inserted: in a file the user may edit, not
  /// inside a macro.
  std::optional<Location> editableAt(SourceLocation Loc,
                                     std::string &Why) const {
    if (Loc.isInvalid()) {
      Why = "its type is not written in the source";
      return std::nullopt;
    }
    if (Loc.isMacroID()) {
      Why = "its type is written by a macro";
      return std::nullopt;
    }
    if (SM.isInSystemHeader(Loc)) {
      Why = "it is declared in a system header";
      return std::nullopt;
    }
    Location L = locationOf(Loc);
    if (!L.valid() || !IsEditableFile(L.File, Data)) {
      Why = "its file is excluded";
      return std::nullopt;
    }
    return L;
  }

  /// Whether \p D is part of the code being annotated (its nodes) rather
  /// than an interface that cannot change.
  bool isOurs(const Decl *D) const {
    SourceLocation Loc = SM.getFileLoc(D->getLocation());
    if (Loc.isInvalid() || SM.isInSystemHeader(Loc))
      return false;
    Location L = locationOf(Loc);
    return L.valid() && IsEditableFile(L.File, Data);
  }

  std::string usrOf(const Decl *D) const {
    llvm::SmallString<128> Buf;
    if (!index::generateUSRForDecl(D, Buf))
      return std::string(Buf);
    Location L = locationOf(D->getLocation());
    return "loc:" + L.File + ":" + std::to_string(L.Offset);
  }

  /// USRs do not encode address spaces in template arguments: the
  /// instantiations for `float` and `__shared float` need their types too.
  std::string keyOf(const FunctionDecl *FD) const {
    std::string Key = usrOf(FD->getCanonicalDecl());
    if (isInstantiated(FD))
      Key += "|" + FD->getType().getAsString();
    return Key;
  }

  std::string nameOf(const ValueDecl *D) const {
    if (const auto *F = dyn_cast<FieldDecl>(D))
      return F->getParent()->getNameAsString() + "::" + F->getNameAsString();
    if (const auto *M = dyn_cast<CXXMethodDecl>(D)) {
      if (M->getParent()->isLambda())
        return "lambda";
      return M->getParent()->getNameAsString() + "::" + M->getNameAsString();
    }
    if (D->getDeclName().isEmpty())
      return "(unnamed)";
    return D->getNameAsString();
  }

  /// The function with its template arguments, as the report names it.
  std::string ownerName(const FunctionDecl *FD) const {
    if (const auto *M = dyn_cast<CXXMethodDecl>(FD);
        M && M->getParent()->isLambda())
      return "a lambda";
    std::string Name;
    llvm::raw_string_ostream OS(Name);
    FD->getNameForDiagnostic(OS, Ctx.getPrintingPolicy(), /*Qualified=*/true);
    return spelled(Name);
  }

  /// \p Text with each space written as its qualifier, as diagnostics do.
  static std::string spelled(std::string Text) {
    for (AddrSpace AS : AllAddrSpaces) {
      std::string Attribute = "__attribute__((address_space(" +
                              std::to_string(qualifierNumber(AS)) + ")))";
      for (size_t At = Text.find(Attribute); At != std::string::npos;
           At = Text.find(Attribute, At))
        Text.replace(At, Attribute.size(), spelling(AS).str());
    }
    return Text;
  }

  Edge edgeAt(SourceLocation Loc, std::string Text) const {
    Edge E;
    E.Loc = locationOf(Loc);
    E.Context = context();
    E.Text = std::move(Text);
    return E;
  }

  // --- nodes -------------------------------------------------------------

  /// The node of \p D (creating it), or none when \p D is not inferred: no
  /// slot, a space already written, or an interface that cannot change.
  std::optional<std::string> nodeOf(const ValueDecl *D) {
    if (const auto *FD = dyn_cast<FunctionDecl>(D))
      return returnNodeOf(FD);
    std::optional<Slot> S = slotOfDecl(D, /*AllowSpace=*/true);
    if (!S || !isOurs(D))
      return std::nullopt;
    // A template argument that carries a space (T = __shared float) gives
    // this instantiation its space: the pattern's written type must stay
    // as it is, so the node pins it.
    bool Pinned = S->Pointee.getAddressSpace() != LangAS::Default;
    if (Pinned && !isInstantiated(D))
      return std::nullopt;
    std::string Key;
    std::string Kind = "variable";
    bool KernelParameter = false;
    std::vector<const DeclaratorDecl *> Declarations;
    if (const auto *P = dyn_cast<ParmVarDecl>(D)) {
      const auto *FD = dyn_cast<FunctionDecl>(P->getDeclContext());
      if (!FD)
        return std::nullopt;
      unsigned Index = P->getFunctionScopeIndex();
      Key = keyOf(FD) + "#p" + std::to_string(Index);
      Kind = "parameter";
      KernelParameter = FD->hasAttr<CUDAGlobalAttr>();
      for (const FunctionDecl *R : FD->redecls())
        if (Index < R->getNumParams())
          Declarations.push_back(R->getParamDecl(Index));
    } else if (const auto *V = dyn_cast<VarDecl>(D)) {
      if (V->isLocalVarDeclOrParm()) {
        const auto *FD = dyn_cast<FunctionDecl>(V->getParentFunctionOrMethod());
        if (!FD)
          return std::nullopt;
        Key = keyOf(FD) + "@" +
              std::to_string(locationOf(V->getLocation()).Offset);
      } else {
        Key = usrOf(V->getCanonicalDecl());
      }
      for (const VarDecl *R : V->redecls())
        Declarations.push_back(R);
    } else if (const auto *F = dyn_cast<FieldDecl>(D)) {
      Key = usrOf(F);
      if (isa<ClassTemplateSpecializationDecl>(F->getParent()))
        Key += "|" +
               QualType(Ctx.getCanonicalTagType(F->getParent())).getAsString();
      Kind = "field";
      Declarations.push_back(F);
    } else {
      return std::nullopt;
    }
    auto [It, Inserted] = Out.Nodes.try_emplace(Key);
    if (!Inserted)
      return Key;
    Node &N = It->second;
    N.Key = Key;
    N.Name = nameOf(D);
    N.Kind = Kind;
    N.Decl = locationOf(D->getLocation());
    N.KernelParameter = KernelParameter;
    if (Pinned)
      N.Pinned =
          "a template argument gives this instantiation a space of its own";
    if (const auto *P = dyn_cast<ParmVarDecl>(D))
      N.Owner = ownerName(cast<FunctionDecl>(P->getDeclContext()));
    else if (const auto *V = dyn_cast<VarDecl>(D); V && V->isLocalVarDecl())
      if (const auto *FD =
              dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod()))
        N.Owner = ownerName(FD);
    for (const DeclaratorDecl *R : Declarations) {
      TypeSourceInfo *TSI = R->getTypeSourceInfo();
      TypeLoc TL = TSI ? TSI->getTypeLoc() : TypeLoc();
      if (containsAuto(TL)) {
        N.FollowsInitializer = true;
        continue;
      }
      addSite(N, pointeeLocOf(TL, S->Kind));
    }
    return Key;
  }

  static bool isInstantiated(const Decl *D) {
    if (const auto *FD = dyn_cast<FunctionDecl>(D);
        FD && FD->isTemplateInstantiation())
      return true;
    for (const DeclContext *DC = D->getDeclContext(); DC;
         DC = DC->getParent()) {
      if (const auto *FD = dyn_cast<FunctionDecl>(DC);
          FD && FD->isTemplateInstantiation())
        return true;
      if (isa<ClassTemplateSpecializationDecl>(DC))
        return true;
    }
    return false;
  }

  std::optional<std::string> returnNodeOf(const FunctionDecl *FD) {
    std::optional<Slot> S = slotOf(FD->getReturnType());
    if (!S || !isOurs(FD) || isa<CXXConversionDecl>(FD))
      return std::nullopt;
    std::string Key = keyOf(FD) + "#r";
    auto [It, Inserted] = Out.Nodes.try_emplace(Key);
    if (!Inserted)
      return Key;
    Node &N = It->second;
    N.Key = Key;
    N.Name = nameOf(FD);
    N.Kind = "return";
    N.Owner = ownerName(FD);
    N.Decl = locationOf(FD->getLocation());
    for (const FunctionDecl *R : FD->redecls()) {
      FunctionTypeLoc FTL = R->getFunctionTypeLoc();
      TypeLoc Ret = FTL ? FTL.getReturnLoc() : TypeLoc();
      if (containsAuto(Ret)) {
        N.FollowsInitializer = true;
        N.NotEditable = "its return type is deduced";
        continue;
      }
      addSite(N, pointeeLocOf(Ret, S->Kind));
    }
    return Key;
  }

  void addSite(Node &N, TypeLoc Pointee) {
    if (Pointee.isNull()) {
      if (N.NotEditable.empty())
        N.NotEditable = "its pointer type is not written here (a typedef or "
                        "a template parameter)";
      return;
    }
    std::string Why;
    if (std::optional<Location> L = editableAt(Pointee.getBeginLoc(), Why)) {
      if (!llvm::is_contained(N.Sites, *L))
        N.Sites.push_back(*L);
    } else if (N.NotEditable.empty()) {
      N.NotEditable = Why;
    }
  }

  // --- terms -------------------------------------------------------------

  Term origin(Space S, std::string What, SourceLocation Loc) const {
    Term T;
    T.K = Term::Origin;
    T.S = S;
    T.What = std::move(What);
    T.Loc = locationOf(Loc);
    return T;
  }

  Term nodeTerm(const std::string &Key, SourceLocation Loc) const {
    Term T;
    T.K = Term::NodeRef;
    T.Key = Key;
    T.Loc = locationOf(Loc);
    return T;
  }

  Space localSpace() const {
    return context() == Side::Host ? Space::Host : Space::Opaque;
  }

  void add(std::vector<Term> &Terms, Term T) const {
    Terms.push_back(std::move(T));
  }

  /// A pointer whose pointee type already has a space.
  bool typedOrigin(const Expr *E, std::vector<Term> &Terms) const {
    QualType T = E->getType();
    if (!T->isPointerType())
      return false;
    std::optional<Space> S =
        namedSpaceOf(T->getPointeeType().getAddressSpace());
    if (!S)
      return false;
    std::string What = "a " + spaceName(*S).str() + " pointer";
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      What = "'" + DRE->getDecl()->getNameAsString() + "' is a " +
             spaceName(*S).str() +
             (DRE->getType()->isArrayType() ? " array" : " pointer");
    add(Terms, origin(*S, What, E->getExprLoc()));
    return true;
  }

  void pointerTerms(const Expr *E, std::vector<Term> &Terms) {
    E = E->IgnoreParens();
    if (typedOrigin(E, Terms))
      return;
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      const Expr *Sub = Cast->getSubExpr();
      switch (Cast->getCastKind()) {
      case CK_LValueToRValue:
        return storedTerms(Sub, Terms);
      case CK_ArrayToPointerDecay:
        return objectTerms(Sub, Terms);
      case CK_NullToPointer:
      case CK_FunctionToPointerDecay:
        return;
      case CK_AddressSpaceConversion:
        if (isa<ExplicitCastExpr>(Cast))
          return add(Terms, origin(Space::Opaque, "cast to a plain pointer",
                                   E->getExprLoc()));
        return pointerTerms(Sub, Terms);
      case CK_NoOp:
      case CK_BitCast:
      case CK_DerivedToBase:
      case CK_UncheckedDerivedToBase:
      case CK_BaseToDerived:
      case CK_Dynamic:
        if (Sub->getType()->isPointerType() || Sub->isGLValue())
          return Sub->isGLValue() && !Sub->getType()->isPointerType()
                     ? objectTerms(Sub, Terms)
                     : pointerTerms(Sub, Terms);
        break;
      case CK_IntegralToPointer:
        if (Sub->isIntegerConstantExpr(Ctx))
          return;
        break;
      default:
        break;
      }
      return add(Terms,
                 origin(Space::Opaque, "a converted pointer", E->getExprLoc()));
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      switch (UO->getOpcode()) {
      case UO_AddrOf:
        return objectTerms(UO->getSubExpr(), Terms);
      case UO_PreInc:
      case UO_PreDec:
      case UO_PostInc:
      case UO_PostDec:
        return storedTerms(UO->getSubExpr(), Terms);
      default:
        break;
      }
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->isAdditiveOp())
        return pointerTerms(BO->getLHS()->getType()->isPointerType()
                                ? BO->getLHS()
                                : BO->getRHS(),
                            Terms);
      if (BO->isAssignmentOp())
        return storedTerms(BO->getLHS(), Terms);
      if (BO->getOpcode() == BO_Comma)
        return pointerTerms(BO->getRHS(), Terms);
    }
    if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
      pointerTerms(CO->getTrueExpr(), Terms);
      return pointerTerms(CO->getFalseExpr(), Terms);
    }
    if (isa<CXXNullPtrLiteralExpr, GNUNullExpr, IntegerLiteral>(E))
      return;
    if (const auto *CE = dyn_cast<CallExpr>(E))
      return callTerms(CE, Terms);
    if (isa<CXXNewExpr>(E))
      return add(Terms,
                 origin(localSpace(), "allocated by new", E->getExprLoc()));
    if (const auto *Wrap = dyn_cast<FullExpr>(E))
      return pointerTerms(Wrap->getSubExpr(), Terms);
    if (const auto *MTE = dyn_cast<MaterializeTemporaryExpr>(E))
      return pointerTerms(MTE->getSubExpr(), Terms);
    if (const auto *BTE = dyn_cast<CXXBindTemporaryExpr>(E))
      return pointerTerms(BTE->getSubExpr(), Terms);
    if (const auto *DAE = dyn_cast<CXXDefaultArgExpr>(E))
      return pointerTerms(DAE->getExpr(), Terms);
    if (const auto *DIE = dyn_cast<CXXDefaultInitExpr>(E))
      return pointerTerms(DIE->getExpr(), Terms);
    if (const auto *Subst = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
      return pointerTerms(Subst->getReplacement(), Terms);
    add(Terms, origin(Space::Opaque, "a pointer the inference does not follow",
                      E->getExprLoc()));
  }

  void storedTerms(const Expr *E, std::vector<Term> &Terms) {
    E = E->IgnoreParens();
    if (typedOrigin(E, Terms))
      return;
    const ValueDecl *D = storageOf(E);
    // A parameter written as an array of pointers holds the address of the
    // array, whose space its node does not describe.
    if (D && !isa<ArraySubscriptExpr>(E))
      if (std::optional<Slot> S = slotOfDecl(D, /*AllowSpace=*/true);
          S && S->Kind == SlotKind::ElementPointer)
        return add(Terms, origin(Space::Opaque, "an array of pointers",
                                 E->getExprLoc()));
    if (D) {
      if (std::optional<std::string> Key = nodeOf(D))
        return add(Terms, nodeTerm(*Key, E->getExprLoc()));
      return add(Terms,
                 origin(Space::Opaque, "'" + nameOf(D) + "' is not inferred",
                        E->getExprLoc()));
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->isAssignmentOp())
        return storedTerms(BO->getLHS(), Terms);
      if (BO->getOpcode() == BO_Comma)
        return storedTerms(BO->getRHS(), Terms);
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E);
        UO && (UO->getOpcode() == UO_PreInc || UO->getOpcode() == UO_PreDec))
      return storedTerms(UO->getSubExpr(), Terms);
    if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
      storedTerms(CO->getTrueExpr(), Terms);
      return storedTerms(CO->getFalseExpr(), Terms);
    }
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E);
        Cast && Cast->getCastKind() == CK_NoOp)
      return storedTerms(Cast->getSubExpr(), Terms);
    if (const auto *CE = dyn_cast<CallExpr>(E))
      return callTerms(CE, Terms);
    add(Terms, origin(Space::Opaque,
                      "a pointer stored in memory the inference "
                      "does not follow",
                      E->getExprLoc()));
  }

  void objectTerms(const Expr *E, std::vector<Term> &Terms) {
    E = E->IgnoreParens();
    if (std::optional<Space> S = namedSpaceOf(E->getType().getAddressSpace())) {
      std::string What = "a " + spaceName(*S).str() + " object";
      if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
        What = "'" + DRE->getDecl()->getNameAsString() + "' is a " +
               spaceName(*S).str() + " variable";
      return add(Terms, origin(*S, What, E->getExprLoc()));
    }
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      const auto *V = dyn_cast<VarDecl>(DRE->getDecl());
      if (!V)
        return add(Terms, origin(Space::Opaque, "a function", E->getExprLoc()));
      if (V->getType()->isReferenceType()) {
        if (std::optional<std::string> Key = nodeOf(V))
          return add(Terms, nodeTerm(*Key, E->getExprLoc()));
        return add(Terms, origin(Space::Opaque,
                                 "a reference the inference "
                                 "does not follow",
                                 E->getExprLoc()));
      }
      if (V->hasAttr<HIPManagedAttr>())
        return add(Terms, origin(Space::Opaque,
                                 "'" + V->getNameAsString() +
                                     "' is a __managed__ variable",
                                 E->getExprLoc()));
      std::string Kind = V->getType()->isArrayType() ? "array" : "variable";
      return add(Terms,
                 origin(localSpace(),
                        "'" + V->getNameAsString() + "' is a " +
                            (context() == Side::Host ? "host " : "local ") +
                            Kind,
                        V->getLocation()));
    }
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
      if (F && F->getType()->isReferenceType()) {
        if (std::optional<std::string> Key = nodeOf(F))
          return add(Terms, nodeTerm(*Key, E->getExprLoc()));
        return add(Terms, origin(Space::Opaque, "a reference member",
                                 E->getExprLoc()));
      }
      if (ME->isArrow()) {
        if (isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
          return add(Terms, origin(Space::Opaque, "a member of *this",
                                   E->getExprLoc()));
        return pointerTerms(ME->getBase(), Terms);
      }
      return objectTerms(ME->getBase(), Terms);
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->getOpcode() == UO_Deref)
        return pointerTerms(UO->getSubExpr(), Terms);
      if (UO->getOpcode() == UO_PreInc || UO->getOpcode() == UO_PreDec)
        return objectTerms(UO->getSubExpr(), Terms);
    }
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E))
      return pointerTerms(ASE->getBase(), Terms);
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->isAssignmentOp())
        return objectTerms(BO->getLHS(), Terms);
      if (BO->getOpcode() == BO_Comma)
        return objectTerms(BO->getRHS(), Terms);
    }
    if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
      objectTerms(CO->getTrueExpr(), Terms);
      return objectTerms(CO->getFalseExpr(), Terms);
    }
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E)) {
      switch (Cast->getCastKind()) {
      case CK_NoOp:
      case CK_DerivedToBase:
      case CK_UncheckedDerivedToBase:
      case CK_AddressSpaceConversion:
        return objectTerms(Cast->getSubExpr(), Terms);
      default:
        break;
      }
    }
    if (const auto *CE = dyn_cast<CallExpr>(E))
      return callTerms(CE, Terms);
    if (isa<StringLiteral, CompoundLiteralExpr, MaterializeTemporaryExpr>(E))
      return add(Terms,
                 origin(localSpace(), "a temporary object", E->getExprLoc()));
    add(Terms, origin(Space::Opaque, "an object the inference does not follow",
                      E->getExprLoc()));
  }

  /// The result of a call: a pointer or a reference.
  void callTerms(const CallExpr *CE, std::vector<Term> &Terms) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD)
      return add(Terms, origin(Space::Opaque, "a call through a pointer",
                               CE->getExprLoc()));
    llvm::StringRef Name = FD->getIdentifier() ? FD->getName() : "";
    if (context() == Side::Host &&
        (Name == "malloc" || Name == "calloc" || Name == "realloc" ||
         Name == "aligned_alloc") &&
        FD->isExternC())
      return add(Terms, origin(Space::Host, "allocated by " + Name.str(),
                               CE->getExprLoc()));
    if (inNamespace(FD, "thrust") && thrustDeviceResult(CE, FD)) {
      Term T = origin(Space::Device, "a Thrust device container's memory",
                      CE->getExprLoc());
      T.NeedsCast = true;
      T.ExprBegin = locationOf(CE->getBeginLoc());
      T.ExprEnd = endOf(CE);
      return add(Terms, std::move(T));
    }
    if (isa<CXXMethodDecl>(FD) && inNamespace(FD, "std"))
      return add(
          Terms,
          origin(localSpace(),
                 "memory of a host container ('" +
                     cast<CXXMethodDecl>(FD)->getParent()->getNameAsString() +
                     "')",
                 CE->getExprLoc()));
    if (std::optional<std::string> Key = returnNodeOf(FD))
      return add(Terms, nodeTerm(*Key, CE->getExprLoc()));
    add(Terms,
        origin(Space::Opaque, "returned by '" + FD->getNameAsString() + "'",
               CE->getExprLoc()));
  }

  /// thrust::raw_pointer_cast of a device_ptr, or device_ptr::get().
  bool thrustDeviceResult(const CallExpr *CE, const FunctionDecl *FD) const {
    auto IsDevicePtr = [](QualType T) {
      const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
      return RD && isNamed(RD, "device_ptr");
    };
    if (isNamed(FD, "raw_pointer_cast") && CE->getNumArgs() == 1)
      return IsDevicePtr(CE->getArg(0)->getType());
    if (const auto *M = dyn_cast<CXXMethodDecl>(FD))
      return isNamed(M, "get") && isNamed(M->getParent(), "device_ptr");
    return false;
  }

  /// Where \p E is written in a file: in place, or as a macro's argument
  /// (`checkCudaErrors(cudaFree(d))`); none inside a macro's body.
  std::optional<std::pair<SourceLocation, SourceLocation>>
  textOf(const Expr *E) const {
    auto Written = [&](SourceLocation L) -> SourceLocation {
      if (!L.isMacroID())
        return L;
      if (!SM.isMacroArgExpansion(L))
        return {};
      L = SM.getImmediateSpellingLoc(L);
      return L.isMacroID() ? SourceLocation() : L;
    };
    SourceLocation Begin = Written(E->getBeginLoc());
    SourceLocation End = Written(E->getEndLoc());
    if (Begin.isInvalid() || End.isInvalid() ||
        SM.getFileID(Begin) != SM.getFileID(End) ||
        SM.getFileOffset(End) < SM.getFileOffset(Begin))
      return std::nullopt;
    return std::make_pair(Begin, End);
  }

  Location endOf(const Expr *E) const {
    SourceLocation End = Lexer::getLocForEndOfToken(
        SM.getFileLoc(E->getEndLoc()), 0, SM, Ctx.getLangOpts());
    return locationOf(End);
  }

  static bool needsParens(const Expr *E) {
    E = E->IgnoreImpCasts();
    return !isa<DeclRefExpr, MemberExpr, CallExpr, ArraySubscriptExpr,
                ParenExpr>(E);
  }

  /// The declaration whose pointer a pointer lvalue is: a variable, a
  /// field, or an element of an array of pointers.
  const ValueDecl *storageOf(const Expr *E) const {
    E = E->IgnoreParens();
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      const ValueDecl *Array = storageOf(ASE->getBase()->IgnoreParenImpCasts());
      if (Array) {
        std::optional<Slot> S = slotOfDecl(Array, /*AllowSpace=*/true);
        if (S && S->Kind == SlotKind::ElementPointer)
          return Array;
      }
      return nullptr;
    }
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      return isa<VarDecl>(DRE->getDecl()) ? DRE->getDecl() : nullptr;
    if (const auto *ME = dyn_cast<MemberExpr>(E))
      return isa<FieldDecl>(ME->getMemberDecl()) ? ME->getMemberDecl()
                                                 : nullptr;
    return nullptr;
  }

  // --- flows -------------------------------------------------------------

  /// An array of pointers passed on whole: the same pointers.
  void elementTerms(const Expr *Src, std::vector<Term> &Terms) {
    const Expr *E = Src->IgnoreParenImpCasts();
    if (const auto *ILE = dyn_cast<InitListExpr>(E)) {
      for (const Expr *Init : ILE->inits())
        pointerTerms(Init, Terms);
      return;
    }
    if (const ValueDecl *D = storageOf(E)) {
      std::optional<Slot> S = slotOfDecl(D);
      if (S && S->Kind == SlotKind::ElementPointer)
        if (std::optional<std::string> Key = nodeOf(D))
          return add(Terms, nodeTerm(*Key, E->getExprLoc()));
    }
    add(Terms, origin(Space::Opaque, "pointers the inference does not follow",
                      E->getExprLoc()));
  }

  void flowInto(const std::string &Key, std::optional<Slot> S, const Expr *Src,
                Edge E) {
    if (!S)
      return;
    std::vector<Term> Terms;
    if (S->Kind == SlotKind::ElementPointer) {
      elementTerms(Src, Terms);
      E.BothWays = true;
    } else if (S->Kind == SlotKind::Pointer)
      pointerTerms(Src, Terms);
    else if (S->Kind == SlotKind::ReferenceToObject)
      objectTerms(Src, Terms);
    else if (Src->IgnoreParenImpCasts()->isGLValue() &&
             Src->IgnoreParenImpCasts()->getType()->isPointerType()) {
      storedTerms(Src->IgnoreParenImpCasts(), Terms);
      E.BothWays = true;
    } else {
      pointerTerms(Src, Terms);
    }
    E.To = Key;
    E.TargetPointee =
        S->Pointee.getUnqualifiedType().getAsString(Ctx.getPrintingPolicy());
    for (Term &T : Terms) {
      Edge Copy = E;
      Copy.From = std::move(T);
      if (Copy.From.K == Term::NodeRef && Copy.From.Key == Key)
        continue;
      Out.Edges.push_back(std::move(Copy));
    }
  }

  void flowArguments(const FunctionDecl *FD, llvm::ArrayRef<const Expr *> Args,
                     bool Launch) {
    bool Ours = isOurs(FD);
    for (unsigned I = 0; I < Args.size() && I < FD->getNumParams(); ++I) {
      const ParmVarDecl *P = FD->getParamDecl(I);
      const Expr *Arg = Args[I];
      if (isa<CXXDefaultArgExpr>(Arg))
        continue;
      std::string Callee = nameOf(FD);
      if (Ours) {
        std::optional<std::string> Key = nodeOf(P);
        if (!Key)
          continue;
        Edge E = edgeAt(Arg->getBeginLoc(),
                        "is passed to parameter '" + nameOf(P) + "' of " +
                            (Launch ? "kernel '" : "'") + Callee + "'");
        E.Launch = Launch;
        E.Callee = Callee;
        flowInto(*Key, slotOfDecl(P), Arg, E);
        continue;
      }
      boundary(FD, I, P, Arg);
      opaqueWrite(FD, P, Arg);
    }
  }

  /// A pointer bound to a reference parameter of an interface that cannot
  /// change (std::swap) may be given any pointer there.
  void opaqueWrite(const FunctionDecl *FD, const ParmVarDecl *P,
                   const Expr *Arg) {
    std::optional<Slot> S = slotOf(P->getType());
    const Expr *Bound = Arg->IgnoreParenImpCasts();
    if (!S || S->Kind != SlotKind::ReferenceToPointer ||
        P->getType()->getPointeeType().isConstQualified() ||
        !Bound->isGLValue())
      return;
    std::vector<Term> Terms;
    storedTerms(Bound, Terms);
    for (Term &T : Terms) {
      if (T.K != Term::NodeRef)
        continue;
      Edge E = edgeAt(Arg->getBeginLoc(), "is passed by reference to '" +
                                              FD->getNameAsString() + "'");
      E.To = T.Key;
      E.From =
          origin(Space::Opaque, "may be set by '" + FD->getNameAsString() + "'",
                 Arg->getBeginLoc());
      Out.Edges.push_back(std::move(E));
    }
  }

  /// A pointer handed to an interface that cannot change: where a node
  /// reaches it, a cast may be needed once the node is annotated.
  void boundary(const FunctionDecl *FD, unsigned Index, const ParmVarDecl *P,
                const Expr *Arg) {
    if (!P->getType()->isPointerType() ||
        P->getType()->getPointeeType().getAddressSpace() != LangAS::Default ||
        P->getType()->getPointeeType()->isPointerType())
      return;
    std::vector<Term> Terms;
    pointerTerms(Arg, Terms);
    std::optional<std::pair<SourceLocation, SourceLocation>> Text = textOf(Arg);
    for (Term &T : Terms) {
      if (T.K != Term::NodeRef)
        continue;
      Edge E = edgeAt(Arg->getBeginLoc(),
                      "is passed to '" + FD->getNameAsString() + "'");
      E.From = std::move(T);
      E.BoundaryType = P->getType().getAsString(Ctx.getPrintingPolicy());
      E.BoundaryTakesDevice = takesDevicePointer(FD, Index);
      // No text to cast (a macro's body): the solver keeps it generic.
      if (Text) {
        E.ArgBegin = locationOf(Text->first);
        E.ArgEnd = locationOf(
            Lexer::getLocForEndOfToken(Text->second, 0, SM, Ctx.getLangOpts()));
      }
      E.ArgNeedsParens = needsParens(Arg);
      Out.Edges.push_back(std::move(E));
    }
  }

  /// Whether an overload of \p FD takes a __device pointer as argument
  /// \p Index (the CUDA runtime once it takes annotated pointers).
  bool takesDevicePointer(const FunctionDecl *FD, unsigned Index) const {
    const DeclContext *DC = FD->getDeclContext()->getRedeclContext();
    for (const NamedDecl *ND : DC->lookup(FD->getDeclName())) {
      const FunctionDecl *Candidate = ND->getAsFunction();
      if (!Candidate || Index >= Candidate->getNumParams())
        continue;
      QualType T = Candidate->getParamDecl(Index)->getType();
      if (!T->isPointerType())
        continue;
      QualType Pointee = T->getPointeeType();
      if (isa<DependentAddressSpaceType>(Pointee.getTypePtr()) ||
          namedSpaceOf(Pointee.getAddressSpace()) == Space::Device)
        return true;
    }
    return false;
  }

  // --- uses --------------------------------------------------------------

  void recordAllocation(const Expr *Arg, std::pair<Space, const char *> Alloc,
                        const FunctionDecl *FD) {
    const auto *UO = dyn_cast<UnaryOperator>(Arg->IgnoreParenCasts());
    if (!UO || UO->getOpcode() != UO_AddrOf)
      return;
    const ValueDecl *D = storageOf(UO->getSubExpr());
    if (!D)
      return;
    std::optional<std::string> Key = nodeOf(D);
    if (!Key)
      return;
    Edge E = edgeAt(Arg->getBeginLoc(),
                    "is allocated by '" + FD->getNameAsString() + "'");
    E.To = *Key;
    E.From = origin(Alloc.first, Alloc.second + FD->getNameAsString(),
                    Arg->getBeginLoc());
    Out.Edges.push_back(std::move(E));
  }

  /// A __host__ __device__ function's host side may never run: only host
  /// functions prove a dereference.
  bool inHostOnlyFunction() const {
    if (Functions.empty())
      return true;
    const FunctionDecl *FD = Functions.back();
    if (const auto *M = dyn_cast<CXXMethodDecl>(FD);
        M && M->getParent()->isLambda())
      if (const auto *Enclosing = dyn_cast_or_null<FunctionDecl>(
              M->getParent()->getParentFunctionOrMethod()))
        FD = Enclosing;
    return !FD->hasAttr<CUDADeviceAttr>() && !FD->hasAttr<CUDAGlobalAttr>();
  }

  void recordHostDereference(const Expr *Access, const Expr *Pointer) {
    if (context() != Side::Host)
      return;
    // The host side of a __host__ __device__ function proves nothing (it
    // may never run), but reads its pointers there: they must stay generic.
    if (!inHostOnlyFunction()) {
      std::vector<Term> Terms;
      pointerTerms(Pointer, Terms);
      for (Term &T : Terms) {
        if (T.K != Term::NodeRef)
          continue;
        Edge E = edgeAt(Access->getExprLoc(), "is dereferenced there");
        E.To = T.Key;
        E.From = origin(Space::Opaque,
                        "dereferenced in the host side of a __host__ "
                        "__device__ function",
                        Access->getExprLoc());
        Out.Edges.push_back(std::move(E));
      }
      return;
    }
    Use U;
    U.K = Use::HostDereference;
    pointerTerms(Pointer, U.Pointer);
    U.Loc = locationOf(Access->getExprLoc());
    U.Text = exprText(Pointer);
    Out.Uses.push_back(std::move(U));
  }

  void recordMemcpy(const CallExpr *CE, llvm::ArrayRef<const Expr *> Args,
                    MemcpyShape Shape, const FunctionDecl *FD) {
    if (context() != Side::Host || Shape.Kind >= static_cast<int>(Args.size()))
      return;
    Expr::EvalResult Kind;
    if (Args[Shape.Kind]->isValueDependent() ||
        !Args[Shape.Kind]->EvaluateAsInt(Kind, Ctx))
      return;
    Use U;
    U.K = Use::Memcpy;
    U.CopyKind = static_cast<int>(Kind.Val.getInt().getExtValue());
    U.Callee = FD->getNameAsString();
    U.Loc = locationOf(CE->getBeginLoc());
    auto Side = [&](int Index, std::vector<Term> &Terms) {
      if (Index < 0)
        add(Terms, origin(Space::Device, "a symbol", CE->getBeginLoc()));
      else if (Index < static_cast<int>(Args.size()))
        pointerTerms(Args[Index], Terms);
    };
    Side(Shape.Dst, U.Dst);
    Side(Shape.Src, U.Src);
    if (Shape.Dst >= 0 && Shape.Dst < static_cast<int>(Args.size())) {
      U.DstText = exprText(Args[Shape.Dst]);
      U.DstLoc = locationOf(Args[Shape.Dst]->getBeginLoc());
    }
    if (Shape.Src >= 0 && Shape.Src < static_cast<int>(Args.size())) {
      U.SrcText = exprText(Args[Shape.Src]);
      U.SrcLoc = locationOf(Args[Shape.Src]->getBeginLoc());
    }
    Out.Uses.push_back(std::move(U));
  }

  std::string exprText(const Expr *E) const {
    CharSourceRange Range = CharSourceRange::getTokenRange(
        SM.getFileLoc(E->getBeginLoc()), SM.getFileLoc(E->getEndLoc()));
    return Lexer::getSourceText(Range, SM, Ctx.getLangOpts()).str();
  }
};

llvm::json::Value toJSON(const Location &L) {
  return llvm::json::Object{{"file", L.File},
                            {"offset", L.Offset},
                            {"line", L.Line},
                            {"column", L.Column}};
}

llvm::json::Value toJSON(const Term &T) {
  llvm::json::Object O{{"loc", toJSON(T.Loc)}};
  if (T.K == Term::NodeRef) {
    O["node"] = T.Key;
  } else {
    O["origin"] = spaceName(T.S);
    O["what"] = T.What;
    if (T.NeedsCast)
      O["needs_cast"] = true;
  }
  return O;
}

llvm::json::Value toJSON(const std::vector<Term> &Terms) {
  llvm::json::Array A;
  for (const Term &T : Terms)
    A.push_back(toJSON(T));
  return A;
}

} // namespace

void Facts::merge(const Facts &Other) {
  for (const auto &[Key, N] : Other.Nodes) {
    auto [It, Inserted] = Nodes.try_emplace(Key, N);
    if (Inserted)
      continue;
    Node &Mine = It->second;
    for (const Location &S : N.Sites)
      if (!llvm::is_contained(Mine.Sites, S))
        Mine.Sites.push_back(S);
    if (Mine.NotEditable.empty())
      Mine.NotEditable = N.NotEditable;
    Mine.FollowsInitializer |= N.FollowsInitializer;
    if (Mine.Pinned.empty())
      Mine.Pinned = N.Pinned;
    Mine.Blocker &= N.Blocker;
  }
  Edges.insert(Edges.end(), Other.Edges.begin(), Other.Edges.end());
  Uses.insert(Uses.end(), Other.Uses.begin(), Other.Uses.end());
  Mentions.insert(Mentions.end(), Other.Mentions.begin(), Other.Mentions.end());
}

llvm::json::Value Facts::toJSON() const {
  llvm::json::Array NodeArray, EdgeArray, UseArray;
  for (const auto &[Key, N] : Nodes) {
    llvm::json::Array Sites;
    for (const Location &S : N.Sites)
      Sites.push_back(annotate::toJSON(S));
    llvm::json::Object O{{"key", Key},
                         {"name", N.Name},
                         {"kind", N.Kind},
                         {"decl", annotate::toJSON(N.Decl)},
                         {"sites", std::move(Sites)}};
    if (!N.NotEditable.empty())
      O["not_editable"] = N.NotEditable;
    if (N.KernelParameter)
      O["kernel_parameter"] = true;
    if (N.FollowsInitializer)
      O["follows_initializer"] = true;
    if (!N.Pinned.empty())
      O["pinned"] = N.Pinned;
    NodeArray.push_back(std::move(O));
  }
  for (const Edge &E : Edges) {
    llvm::json::Object O{{"from", annotate::toJSON(E.From)},
                         {"loc", annotate::toJSON(E.Loc)},
                         {"side", E.Context == Side::Host ? "host" : "device"},
                         {"text", E.Text}};
    if (E.To.empty())
      O["boundary"] = E.BoundaryType;
    else
      O["to"] = E.To;
    if (E.Launch)
      O["launch"] = true;
    if (E.BothWays)
      O["both_ways"] = true;
    EdgeArray.push_back(std::move(O));
  }
  for (const Use &U : Uses) {
    llvm::json::Object O{{"loc", annotate::toJSON(U.Loc)}};
    if (U.K == Use::HostDereference) {
      O["host_dereference"] = annotate::toJSON(U.Pointer);
    } else {
      O["memcpy"] = U.Callee;
      O["kind"] = U.CopyKind;
      O["dst"] = annotate::toJSON(U.Dst);
      O["src"] = annotate::toJSON(U.Src);
    }
    UseArray.push_back(std::move(O));
  }
  llvm::json::Array MentionArray;
  for (const auto &[Key, L] : Mentions)
    MentionArray.push_back(
        llvm::json::Object{{"node", Key}, {"loc", annotate::toJSON(L)}});
  return llvm::json::Object{{"mentions", std::move(MentionArray)},
                            {"nodes", std::move(NodeArray)},
                            {"edges", std::move(EdgeArray)},
                            {"uses", std::move(UseArray)}};
}

void Gatherer::gather(ASTContext &Ctx, Facts &Out) {
  Visitor V(Ctx, Out, IsEditable, Data);
  V.TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace scale::annotate
