//===- BodyChecker.cpp - Rules checked on finished function bodies --------===//
//
// Sema's implicit-conversion checks already follow the model (through the
// conversion hook). What they cannot see is checked here, on every finished
// non-dependent body (templates once per instantiation, in the context of
// the instantiated function):
//
//   rule                              | checked on
//   ----------------------------------+------------------------------------
//   explicit-named-to-named           | C-style and functional casts
//   named-casts-keep-the-space        | static_cast, reinterpret_cast,
//                                     | const_cast
//   accessibility                     | reads (lvalue-to-rvalue), writes,
//                                     | ++/--, member function calls (by
//                                     | name or through a member pointer),
//                                     | the memory builtins' and atomic
//                                     | builtins' pointer operands
//                                     | (builtinAccesses); not reads of
//                                     | constants (folded)
//   host-side-of-host-device          | implicit conversions that Sema
//                                     | accepted with the device rules
//   copy kinds (MemcpyDirection.cpp)  | calls of the CUDA runtime's copies
//                                     | in host code
//
// Errors go through SemaScale::diagnose, so that a __host__ __device__
// function is held to the rules of a side only once it is emitted there.
//
//===----------------------------------------------------------------------===//

#include "scale/DiagnosticGroups.h"
#include "scale/MemcpyDirection.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"

using namespace clang;

namespace scale {

namespace {

// The space of an object; an array's is its elements'. (Asked of every read
// in every body: only an array needs its element type found.)
std::optional<AddrSpace> objectSpace(const ASTContext &Ctx, QualType T) {
  return classify(T->isArrayType() ? Ctx.getBaseElementType(T).getAddressSpace()
                                   : T.getAddressSpace());
}

// The space a value of type T points into: a pointer's pointee, or an
// array's elements (arrays decay).
std::optional<AddrSpace> pointeeSpace(const ASTContext &Ctx, QualType T) {
  if (T->isArrayType())
    return objectSpace(Ctx, T);
  if (T->isPointerType())
    return classify(T->getPointeeType().getAddressSpace());
  return std::nullopt;
}

// The spaces an explicit cast converts between, if it converts pointers or
// binds a reference.
std::optional<std::pair<AddrSpace, AddrSpace>>
castSpaces(const ASTContext &Ctx, const ExplicitCastExpr *E) {
  QualType To = E->getTypeAsWritten();
  const Expr *From = E->getSubExprAsWritten();
  std::optional<AddrSpace> FromAS, ToAS;
  if (To->isReferenceType()) {
    FromAS = objectSpace(Ctx, From->getType());
    ToAS = classify(To->getPointeeType().getAddressSpace());
  } else if (To->isPointerType()) {
    FromAS = pointeeSpace(Ctx, From->getType());
    ToAS = classify(To->getPointeeType().getAddressSpace());
  }
  if (!FromAS || !ToAS)
    return std::nullopt;
  return std::make_pair(*FromAS, *ToAS);
}

// Where a C-style or functional cast is reported: the left parenthesis, or
// the type of a functional cast.
SourceLocation castLocation(const ExplicitCastExpr *E) {
  if (const auto *C = dyn_cast<CStyleCastExpr>(E))
    return C->getLParenLoc();
  return E->getBeginLoc();
}

enum class AccessKind { Read, Write, Modify, Call };

// An argument of a builtin call that the builtin reads or writes through.
struct PointerAccess {
  unsigned Argument;
  AccessKind Kind;
};

// The builtins that access memory through their pointer arguments. Clang
// gives a builtin's pointer parameter the space of its argument (no
// conversion to generic that the rules would refuse), so that `memcpy(host,
// devicePointer, n)` in host code or a memset of a __constant array is an
// access the checker must see itself.
ArrayRef<PointerAccess> builtinAccesses(unsigned BuiltinID) {
  static constexpr PointerAccess CopyAccesses[] = {{0, AccessKind::Write},
                                                   {1, AccessKind::Read}};
  static constexpr PointerAccess BackwardCopyAccesses[] = {
      {0, AccessKind::Read}, {1, AccessKind::Write}};
  static constexpr PointerAccess FillAccesses[] = {{0, AccessKind::Write}};
  static constexpr PointerAccess CompareAccesses[] = {{0, AccessKind::Read},
                                                      {1, AccessKind::Read}};
  static constexpr PointerAccess LoadAccesses[] = {{0, AccessKind::Read}};
  static constexpr PointerAccess StoreAccesses[] = {{1, AccessKind::Write}};
  switch (BuiltinID) {
  case Builtin::BI__builtin_memcpy:
  case Builtin::BImemcpy:
  case Builtin::BI__builtin_memcpy_inline:
  case Builtin::BI__builtin_memmove:
  case Builtin::BImemmove:
  case Builtin::BI__builtin_mempcpy:
  case Builtin::BImempcpy:
    return CopyAccesses;
  case Builtin::BI__builtin_bcopy:
  case Builtin::BIbcopy:
    return BackwardCopyAccesses;
  case Builtin::BI__builtin_memset:
  case Builtin::BImemset:
  case Builtin::BI__builtin_memset_inline:
  case Builtin::BI__builtin_bzero:
  case Builtin::BIbzero:
    return FillAccesses;
  case Builtin::BI__builtin_memcmp:
  case Builtin::BImemcmp:
  case Builtin::BI__builtin_bcmp:
  case Builtin::BIbcmp:
    return CompareAccesses;
  case Builtin::BI__builtin_nontemporal_load:
    return LoadAccesses;
  case Builtin::BI__builtin_nontemporal_store:
    return StoreAccesses;
  default:
    return {};
  }
}

// A __managed__ variable whose address \p V holds, if any.
const VarDecl *managedAddressIn(const APValue &V) {
  switch (V.getKind()) {
  case APValue::LValue: {
    const auto *Base = dyn_cast_or_null<VarDecl>(
        V.getLValueBase().dyn_cast<const ValueDecl *>());
    return Base && Base->hasAttr<HIPManagedAttr>() ? Base : nullptr;
  }
  case APValue::Struct:
    for (unsigned I = 0; I < V.getStructNumBases(); ++I)
      if (const VarDecl *Found = managedAddressIn(V.getStructBase(I)))
        return Found;
    for (unsigned I = 0; I < V.getStructNumFields(); ++I)
      if (const VarDecl *Found = managedAddressIn(V.getStructField(I)))
        return Found;
    return nullptr;
  case APValue::Union:
    return managedAddressIn(V.getUnionValue());
  case APValue::Array:
    for (unsigned I = 0; I < V.getArrayInitializedElts(); ++I)
      if (const VarDecl *Found = managedAddressIn(V.getArrayInitializedElt(I)))
        return Found;
    return V.hasArrayFiller() ? managedAddressIn(V.getArrayFiller()) : nullptr;
  default:
    return nullptr;
  }
}

// On the host a __managed__ variable is reached through a pointer that the
// runtime fills, so its address is no constant there; Clang's constant
// evaluator takes it for one on both sides, and the HIP lowering that
// CodeGen applies to managed variables cannot rewrite a constant
// initializer that holds it (it crashes). The managed variable whose
// address the constant initializer of \p VD holds, if any.
const VarDecl *managedAddressInConstant(VarDecl *VD) {
  if (!VD->hasGlobalStorage() || !VD->hasInit() ||
      VD->getInit()->isValueDependent() || VD->getType()->isDependentType())
    return nullptr;
  const APValue *Value = VD->evaluateValue();
  return Value ? managedAddressIn(*Value) : nullptr;
}

unsigned managedAddressDiag(DiagnosticsEngine &Diags) {
  return diagID(Diags, Diag::ManagedAddressNotConstant);
}

// The member function of a call: its declaration, or for a call through a
// pointer to member function, which names none, its type's qualifiers.
struct CalledMethod {
  Qualifiers Quals;
  const CXXMethodDecl *Decl = nullptr;
};

class BodyChecker : public RecursiveASTVisitor<BodyChecker> {
  const SemaScale &Ext;
  ASTContext &Ctx;
  ExecContext Context;
  bool InInitializer;

  unsigned diag(Diag D) const {
    return diagID(Ext.sema().getDiagnostics(), D);
  }

  SemaBase::SemaDiagnosticBuilder report(SourceLocation Loc,
                                         unsigned DiagID) const {
    return InInitializer ? Ext.sema().Diag(Loc, DiagID)
                         : Ext.diagnose(Loc, DiagID);
  }

  std::optional<AddrSpace> objectSpace(QualType T) const {
    return scale::objectSpace(Ctx, T);
  }
  std::optional<AddrSpace> pointeeSpace(QualType T) const {
    return scale::pointeeSpace(Ctx, T);
  }

  void checkAccess(const Expr *Object, QualType ObjectType, AccessKind Kind,
                   SourceLocation Loc, const CalledMethod &Called = {}) {
    std::optional<AddrSpace> AS = objectSpace(ObjectType);
    if (!AS)
      return;
    if (isAccessible(*AS, Context)) {
      checkConstantWrite(Object, ObjectType, Kind, Loc, Called);
      return;
    }
    if (*AS == AddrSpace::Flat) {
      report(Loc, diag(Diag::FlatAccess))
          << static_cast<unsigned>(Kind) << ObjectType
          << static_cast<unsigned>(Context) << Object->getSourceRange();
      return;
    }
    report(Loc, diag(Diag::HostAccess))
        << static_cast<unsigned>(Kind) << ObjectType << spelling(*AS)
        << Object->getSourceRange();
  }

  // __constant objects are read-only everywhere: PTX has no store to
  // constant memory, which only the host writes (through the runtime's
  // symbol copies). A write, a compound assignment, ++/-- and a call of a
  // method that is neither const nor __constant are errors, also in device
  // code where the object is accessible. Returns true if it reported one.
  bool checkConstantWrite(const Expr *Object, QualType ObjectType,
                          AccessKind Kind, SourceLocation Loc,
                          const CalledMethod &Called = {}) {
    if (objectSpace(ObjectType) != AddrSpace::Constant)
      return false;
    if (Kind == AccessKind::Call) {
      if (Called.Quals.hasConst() ||
          classify(Called.Quals.getAddressSpace()) == AddrSpace::Constant)
        return false;
    } else if (Kind == AccessKind::Read) {
      return false;
    }
    auto Report = report(Loc, diag(Diag::ConstantWrite))
                  << static_cast<unsigned>(Kind) << ObjectType
                  << static_cast<unsigned>(Context)
                  << static_cast<unsigned>(Context == ExecContext::Device);
    if (Called.Decl)
      Report << Called.Decl;
    else
      Report << "the member function";
    Report << Object->getSourceRange();
    return true;
  }

  void checkObjectCall(const Expr *Object, SourceLocation Loc,
                       const CalledMethod &Called) {
    const Expr *Written = Object->IgnoreParenImpCasts();
    QualType T = Written->getType();
    if (T->isPointerType())
      T = T->getPointeeType();
    checkAccess(Written, T, AccessKind::Call, Loc, Called);
  }

  // References without a qualifier, explicit template arguments or a name
  // that holds a type: the traversal of their parts finds nothing.
  static bool isPlainName(DeclarationName Name) {
    switch (Name.getNameKind()) {
    case DeclarationName::Identifier:
    case DeclarationName::CXXOperatorName:
    case DeclarationName::CXXLiteralOperatorName:
      return true;
    default:
      return false;
    }
  }

  // Visits \p S if RecursiveASTVisitor's traversal of it is its Visit
  // functions and then its children() (with GCCAsmStmt's string operands
  // first), and returns whether it was.
  bool visitPlain(Stmt *S, SmallVectorImpl<Stmt *> &Pending) {
    switch (S->getStmtClass()) {
#define SCALE_PLAIN(CLASS)                                                     \
  case Stmt::CLASS##Class:                                                     \
    WalkUpFrom##CLASS(cast<CLASS>(S));                                         \
    return true;
      SCALE_PLAIN(AttributedStmt)
      SCALE_PLAIN(BreakStmt)
      SCALE_PLAIN(CaseStmt)
      SCALE_PLAIN(CompoundStmt)
      SCALE_PLAIN(ContinueStmt)
      SCALE_PLAIN(CXXForRangeStmt)
      SCALE_PLAIN(CXXTryStmt)
      SCALE_PLAIN(DefaultStmt)
      SCALE_PLAIN(DoStmt)
      SCALE_PLAIN(ForStmt)
      SCALE_PLAIN(GotoStmt)
      SCALE_PLAIN(IfStmt)
      SCALE_PLAIN(LabelStmt)
      SCALE_PLAIN(NullStmt)
      SCALE_PLAIN(ReturnStmt)
      SCALE_PLAIN(SwitchStmt)
      SCALE_PLAIN(WhileStmt)
      SCALE_PLAIN(ArraySubscriptExpr)
      SCALE_PLAIN(AtomicExpr)
      SCALE_PLAIN(BinaryConditionalOperator)
      SCALE_PLAIN(BinaryOperator)
      SCALE_PLAIN(CallExpr)
      SCALE_PLAIN(CharacterLiteral)
      SCALE_PLAIN(CompoundAssignOperator)
      SCALE_PLAIN(ConditionalOperator)
      SCALE_PLAIN(ConstantExpr)
      SCALE_PLAIN(CUDAKernelCallExpr)
      SCALE_PLAIN(CXXBindTemporaryExpr)
      SCALE_PLAIN(CXXBoolLiteralExpr)
      SCALE_PLAIN(CXXConstructExpr)
      SCALE_PLAIN(CXXDeleteExpr)
      SCALE_PLAIN(CXXMemberCallExpr)
      SCALE_PLAIN(CXXNullPtrLiteralExpr)
      SCALE_PLAIN(CXXOperatorCallExpr)
      SCALE_PLAIN(CXXStdInitializerListExpr)
      SCALE_PLAIN(CXXThisExpr)
      SCALE_PLAIN(CXXThrowExpr)
      SCALE_PLAIN(ExprWithCleanups)
      SCALE_PLAIN(FloatingLiteral)
      SCALE_PLAIN(GNUNullExpr)
      SCALE_PLAIN(ImplicitCastExpr)
      SCALE_PLAIN(ImplicitValueInitExpr)
      SCALE_PLAIN(IntegerLiteral)
      SCALE_PLAIN(OpaqueValueExpr)
      SCALE_PLAIN(ParenExpr)
      SCALE_PLAIN(PredefinedExpr)
      SCALE_PLAIN(StmtExpr)
      SCALE_PLAIN(StringLiteral)
      SCALE_PLAIN(SubstNonTypeTemplateParmExpr)
      SCALE_PLAIN(UnaryOperator)
      SCALE_PLAIN(UserDefinedLiteral)
#undef SCALE_PLAIN
    case Stmt::DeclRefExprClass: {
      auto *E = cast<DeclRefExpr>(S);
      if (E->hasQualifier() || E->hasExplicitTemplateArgs() ||
          !isPlainName(E->getDecl()->getDeclName()))
        return false;
      WalkUpFromDeclRefExpr(E);
      return true;
    }
    case Stmt::MemberExprClass: {
      auto *E = cast<MemberExpr>(S);
      if (E->hasQualifier() || E->hasExplicitTemplateArgs() ||
          !isPlainName(E->getMemberDecl()->getDeclName()))
        return false;
      WalkUpFromMemberExpr(E);
      return true;
    }
    // A lifetime-extended temporary is traversed through its declaration.
    case Stmt::MaterializeTemporaryExprClass: {
      auto *E = cast<MaterializeTemporaryExpr>(S);
      if (E->getLifetimeExtendedTemporaryDecl())
        return false;
      WalkUpFromMaterializeTemporaryExpr(E);
      return true;
    }
    // The string operands (constant expressions) come before children().
    case Stmt::GCCAsmStmtClass: {
      auto *Asm = cast<GCCAsmStmt>(S);
      WalkUpFromGCCAsmStmt(Asm);
      Pending.push_back(Asm->getAsmStringExpr());
      for (unsigned I = 0, N = Asm->getNumInputs(); I < N; ++I)
        Pending.push_back(Asm->getInputConstraintExpr(I));
      for (unsigned I = 0, N = Asm->getNumOutputs(); I < N; ++I)
        Pending.push_back(Asm->getOutputConstraintExpr(I));
      for (unsigned I = 0, N = Asm->getNumClobbers(); I < N; ++I)
        Pending.push_back(Asm->getClobberExpr(I));
      return true;
    }
    default:
      return false;
    }
  }

public:
  // In a function body the context is the function's and errors follow
  // Clang's deferral rules; in a namespace-scope initializer the context is
  // the variable's and errors are immediate.
  BodyChecker(const SemaScale &Ext, ExecContext Context, bool InInitializer)
      : Ext(Ext), Ctx(Ext.sema().getASTContext()), Context(Context),
        InInitializer(InInitializer) {}

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return true; }

  // The walk. RecursiveASTVisitor's own also walks, for every reference, its
  // qualifier, name and template arguments, and for every declaration and
  // cast its written type, through a dispatch per node: most of the cost of
  // checking a body, for nothing in most nodes. Here the nodes whose
  // traversal is their Visit functions and their children (operators,
  // calls, literals, statements, unqualified references: most of a body)
  // are walked by a loop over a stack; every other node is handed to
  // RecursiveASTVisitor, whose traversal of it comes back here for its
  // statements. Both visit in pre-order, so the diagnostics come in the
  // same order.
  bool TraverseStmt(Stmt *Root) {
    SmallVector<Stmt *, 64> Pending;
    Pending.push_back(Root);
    while (!Pending.empty()) {
      Stmt *S = Pending.pop_back_val();
      if (!S)
        continue;
      size_t First = Pending.size();
      if (!visitPlain(S, Pending)) {
        if (!RecursiveASTVisitor::TraverseStmt(S))
          return false;
        continue;
      }
      for (Stmt *Child : S->children())
        Pending.push_back(Child);
      std::reverse(Pending.begin() + First, Pending.end());
    }
    return true;
  }

  // Unevaluated operands access nothing.
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) {
    return true;
  }
  bool TraverseCXXNoexceptExpr(CXXNoexceptExpr *) { return true; }
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc, bool = true) { return true; }
  bool TraverseTypeOfExprTypeLoc(TypeOfExprTypeLoc, bool = true) {
    return true;
  }
  bool TraverseCXXTypeidExpr(CXXTypeidExpr *E) {
    return E->isPotentiallyEvaluated() ? RecursiveASTVisitor::TraverseCXXTypeidExpr(E)
                                       : true;
  }
  // An initializer list is checked in its semantic form, which holds the
  // conversions (the syntactic form has the same operands without them);
  // literal elements access nothing, and the constant tables of toolkit
  // headers (cuRAND's) are hundreds of thousands of them.
  bool TraverseInitListExpr(InitListExpr *E, DataRecursionQueue * = nullptr) {
    InitListExpr *Semantic = E->isSemanticForm() ? E : E->getSemanticForm();
    if (!Semantic)
      Semantic = E;
    for (Stmt *Init : Semantic->children())
      if (Init && !isLiteral(Init) && !TraverseStmt(Init))
        return false;
    return true;
  }
  static bool isLiteral(Stmt *S) {
    const auto *E = dyn_cast<Expr>(S);
    return E && isa<IntegerLiteral, FloatingLiteral, CharacterLiteral,
                    CXXBoolLiteralExpr, CXXNullPtrLiteralExpr>(
                    E->IgnoreImpCasts());
  }
  // Lambda bodies and local functions are bodies of their own, checked in
  // their own context; captures are initialized here.
  bool TraverseLambdaExpr(LambdaExpr *LE) {
    for (Expr *Init : LE->capture_inits())
      if (Init && !TraverseStmt(Init))
        return false;
    return true;
  }
  bool TraverseDecl(Decl *D) {
    if (D && (isa<FunctionDecl>(D) || isa<FunctionTemplateDecl>(D) ||
              isa<CXXRecordDecl>(D) || isa<ClassTemplateDecl>(D)))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  // Static locals (namespace-scope variables: checkVariableInitializer).
  bool VisitVarDecl(VarDecl *VD) {
    if (!VD->isStaticLocal())
      return true;
    if (const VarDecl *Managed = managedAddressInConstant(VD))
      report(VD->getInit()->getExprLoc(),
             managedAddressDiag(Ext.sema().getDiagnostics()))
          << Managed << VD;
    return true;
  }

  bool VisitCStyleCastExpr(CStyleCastExpr *E) {
    checkExplicitCast(E);
    return true;
  }
  bool VisitCXXFunctionalCastExpr(CXXFunctionalCastExpr *E) {
    checkExplicitCast(E);
    return true;
  }
  // Casts built in non-dependent code were checked as Sema built them.
  void checkExplicitCast(ExplicitCastExpr *E) {
    if (Ext.isReportedCast(E))
      return;
    auto Spaces = castSpaces(Ctx, E);
    if (!Spaces || convertsExplicitly(Spaces->first, Spaces->second) ||
        Ext.reportedInDefinition(castLocation(E), Spaces->first,
                                 Spaces->second))
      return;
    report(castLocation(E), diag(Diag::ExplicitCast)) << E->getSubExprAsWritten()->getType()
                          << E->getTypeAsWritten()
                          << static_cast<unsigned>(Context)
                          << spelling(Spaces->first)
                          << spelling(Spaces->second) << E->getSourceRange();
  }

  // static_cast and reinterpret_cast may do what an implicit conversion may
  // in the context (a named space to generic in device code, anything to
  // __flat), and in foreign system headers every explicit conversion;
  // const_cast never changes a space.
  bool VisitCXXNamedCastExpr(CXXNamedCastExpr *E) {
    if (isa<CXXDynamicCastExpr>(E) || isa<CXXAddrspaceCastExpr>(E))
      return true;
    auto Spaces = castSpaces(Ctx, E);
    if (!Spaces || Spaces->first == Spaces->second)
      return true;
    auto [From, To] = *Spaces;
    if (!isa<CXXConstCastExpr>(E) &&
        (convertsImplicitly(From, To, Context) ||
         (Ext.isForeignSystemLocation(E->getOperatorLoc()) &&
          convertsExplicitly(From, To))))
      return true;
    unsigned Advice = isa<CXXConstCastExpr>(E)           ? 0u
                      : convertsExplicitly(From, To) ? 1u
                                                     : 2u;
    report(E->getOperatorLoc(), diag(Diag::NamedCastSpace))
        << E->getCastName() << E->getSubExprAsWritten()->getType()
        << E->getTypeAsWritten() << spelling(From) << spelling(To)
        << static_cast<unsigned>(Context) << Advice << E->getSourceRange();
    return true;
  }

  // A read of a variable usable in constant expressions (`static __device__
  // const uint8_t mask = 15;` read in host code, as nvcc accepts) is its
  // initializer, folded at compile time: no memory is accessed, as for a
  // constexpr variable.
  bool readsConstantValue(const Expr *Object) const {
    const auto *Ref = dyn_cast<DeclRefExpr>(Object->IgnoreParens());
    const auto *VD = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return VD && VD->isUsableInConstantExpressions(Ctx);
  }

  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    const Expr *Sub = E->getSubExpr();
    if (E->getCastKind() == CK_LValueToRValue) {
      // A read can only be refused (checkAccess; a read writes no __constant
      // object). Most reads are of objects in no space or an accessible one;
      // whether a variable is usable in constant expressions is the costly
      // question, asked only of the others.
      std::optional<AddrSpace> AS = objectSpace(Sub->getType());
      if (AS && !isAccessible(*AS, Context) && !readsConstantValue(Sub))
        checkAccess(Sub, Sub->getType(), AccessKind::Read, Sub->getExprLoc());
      return true;
    }
    if (E->getCastKind() != CK_AddressSpaceConversion ||
        E->isPartOfExplicitCast())
      return true;
    std::optional<AddrSpace> From, To;
    if (E->isGLValue()) {
      From = objectSpace(Sub->getType());
      To = objectSpace(E->getType());
    } else {
      From = pointeeSpace(Sub->getType());
      To = pointeeSpace(E->getType());
    }
    if (!From || !To || convertsImplicitly(*From, *To, Context))
      return true;
    report(Sub->getExprLoc(), diag(Diag::HostDeviceConversion))
        << Sub->getType() << E->getType() << static_cast<unsigned>(Context)
        << spelling(*From) << spelling(*To)
        << !convertsImplicitly(*From, *To, ExecContext::Device)
        << Sub->getSourceRange();
    if (!E->isGLValue() && convertsExplicitly(*From, *To)) {
      std::string Cast = "(" + spellAddressSpaces(E->getType().getAsString(
                                   Ctx.getPrintingPolicy())) +
                         ")";
      report(Sub->getBeginLoc(), diag(Diag::NoteExplicitCastAllowed))
          << E->getType()
          << FixItHint::CreateInsertion(Sub->getBeginLoc(), Cast);
    }
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *E) {
    if (E->isAssignmentOp())
      checkAccess(E->getLHS(), E->getLHS()->getType(),
                  E->isCompoundAssignmentOp() ? AccessKind::Modify
                                              : AccessKind::Write,
                  E->getOperatorLoc());
    return true;
  }

  bool VisitUnaryOperator(UnaryOperator *E) {
    if (E->isIncrementDecrementOp())
      checkAccess(E->getSubExpr(), E->getSubExpr()->getType(),
                  AccessKind::Modify, E->getOperatorLoc());
    return true;
  }

  // Atomic builtins read (loads) or write through their pointer operand:
  // the object must be accessible, and an operand that points into
  // __constant memory (before the call's implicit conversion to generic) is
  // a constant write, which the backend would otherwise meet as an atomic
  // in the constant space.
  bool VisitAtomicExpr(AtomicExpr *E) {
    checkPointerAccess(E->getPtr(), isAtomicLoad(E->getOp())
                                        ? AccessKind::Read
                                        : AccessKind::Modify,
                       E->getBuiltinLoc());
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    if (unsigned Builtin = E->getBuiltinCallee()) {
      for (PointerAccess Access : builtinAccesses(Builtin))
        if (Access.Argument < E->getNumArgs())
          checkPointerAccess(E->getArg(Access.Argument), Access.Kind,
                             E->getBeginLoc());
      if (E->getNumArgs() > 0 &&
          StringRef(Ctx.BuiltinInfo.getName(Builtin)).starts_with("__nvvm_atom"))
        checkPointerAccess(E->getArg(0), AccessKind::Modify, E->getBeginLoc());
    }
    if (Context == ExecContext::Host)
      checkMemcpyDirection(Ext, E, [this](SourceLocation Loc, unsigned ID) {
        return report(Loc, ID);
      });
    return true;
  }
  static bool isAtomicLoad(AtomicExpr::AtomicOp Op) {
    switch (Op) {
    case AtomicExpr::AO__atomic_load:
    case AtomicExpr::AO__atomic_load_n:
    case AtomicExpr::AO__c11_atomic_load:
    case AtomicExpr::AO__hip_atomic_load:
    case AtomicExpr::AO__opencl_atomic_load:
    case AtomicExpr::AO__scoped_atomic_load:
    case AtomicExpr::AO__scoped_atomic_load_n:
      return true;
    default:
      return false;
    }
  }
  // An access through the pointer operand \p Pointer of a builtin, in the
  // space it points into before any conversion.
  void checkPointerAccess(const Expr *Pointer, AccessKind Kind,
                          SourceLocation Loc) {
    const Expr *Written = Pointer->IgnoreImpCasts();
    QualType T = Written->getType();
    if (T->isPointerType())
      checkAccess(Written, T->getPointeeType(), Kind, Loc);
    else if (T->isArrayType()) // decays: the elements
      checkAccess(Written, T, Kind, Loc);
  }

  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *E) {
    const Expr *Object = E->getImplicitObjectArgument();
    if (!Object)
      return true;
    if (const auto *Method = E->getMethodDecl()) {
      if (Method->isInstance())
        checkObjectCall(Object, E->getExprLoc(),
                        {Method->getMethodQualifiers(), Method});
      return true;
    }
    // `(obj.*pmf)()`, `(ptr->*pmf)()`: a call on the object as well.
    const auto *Callee = dyn_cast<BinaryOperator>(E->getCallee()->IgnoreParens());
    if (!Callee || !Callee->isPtrMemOp())
      return true;
    if (const auto *Member =
            Callee->getRHS()->getType()->getAs<MemberPointerType>())
      if (const auto *Proto =
              Member->getPointeeType()->getAs<FunctionProtoType>())
        checkObjectCall(Object, E->getExprLoc(), {Proto->getMethodQuals()});
    return true;
  }

  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    const auto *Method = dyn_cast_or_null<CXXMethodDecl>(E->getCalleeDecl());
    if (Method && Method->isInstance() && E->getNumArgs() > 0)
      checkObjectCall(E->getArg(0), E->getOperatorLoc(),
                      {Method->getMethodQualifiers(), Method});
    return true;
  }
};

} // namespace

// Whether this side never emits a function of \p Target
// (Sema::getEmissionStatus's CUDA rule):
// the cheap question, asked before dropsDiagnostics().
bool SemaScale::discardedHere(CUDAFunctionTarget Target) const {
  return S.getLangOpts().CUDAIsDevice
             ? Target == CUDAFunctionTarget::Host
             : Target == CUDAFunctionTarget::Device ||
                   Target == CUDAFunctionTarget::Global;
}

// A function of a foreign system header (the toolkit, CCCL, libstdc++)
// reports what the checker finds only through Clang's deferred diagnostics
// unless it is known to be emitted, and those are emitted at the end of the
// translation unit for the functions emitted on this side. So the body of
// one that only a use can make emitted (an inline function, an implicit
// instantiation) is checked there, and only if the function is referenced:
// most inline functions of a library are never referenced by the program,
// and checking their bodies was most of the checker's cost. A checked body
// reports exactly what it reported when finished: the function is Sema's
// context again (its target, its deferral), and the deferred diagnostics,
// which carry no instantiation notes, are recorded before Clang emits them.
// Not done where the end of the translation unit emits no deferred
// diagnostics (a precompiled header or module being built, incremental
// processing), nor for bodies finished outside their function's context.
// (Sema::getEmissionStatus would say which functions are discardable, but
// it computes their linkage: asked of every body, it cost more than the
// walks it saved.)
static bool emittedOnlyWhenUsed(const FunctionDecl *FD) {
  return (FD->isInlined() ||
          FD->getTemplateSpecializationKind() == TSK_ImplicitInstantiation) &&
         !FD->hasAttr<CUDAGlobalAttr>() && !FD->hasAttr<UsedAttr>();
}

bool SemaScale::postponesBodyCheck(const FunctionDecl *FD) const {
  return PostponingBodies && S.CurContext == FD && emittedOnlyWhenUsed(FD) &&
         isForeignSystemLocation(FD->getLocation());
}

void SemaScale::checkFunctionBody(FunctionDecl *FD, Stmt *Body) {
  if (!FD || !Body || FD->isDependentContext() || FD->isInvalidDecl())
    return;
  CUDAFunctionTarget Target = S.CUDA().IdentifyTarget(FD);
  // The checker only reports, through diagnose(): where that drops
  // everything, the body is not walked (most host functions of a template
  // library in the device pass, its device functions in the host pass).
  if (!discardedHere(Target) || !dropsDiagnostics()) {
    if (postponesBodyCheck(FD)) {
      PostponedBodies.push_back({FD, Body});
    } else {
      // Sema's context is the function itself (its target known) but for
      // bodies finished elsewhere.
      ExecContext Context = S.CurContext == FD
                                ? contextOfTarget(Target, /*InFunction=*/true)
                                : currentContext();
      BodyChecker(*this, Context, /*InInitializer=*/false).TraverseStmt(Body);
    }
  }
  instrumentCheckedCasts(FD, Target, Body);
}

// A function that the deferred diagnostics can reach is referenced: Sema
// marks every function that an expression, a constructor or destructor
// call, an allocation or a vtable uses.
void SemaScale::checkPostponedBodies() {
  PostponingBodies = false;
  for (auto [FD, Body] : std::exchange(PostponedBodies, {})) {
    if (FD->isInvalidDecl() || !(FD->isReferenced() || FD->isUsed(false)))
      continue;
    Sema::ContextRAII InFunction(S, FD);
    ExecContext Context =
        contextOfTarget(S.CUDA().IdentifyTarget(FD), /*InFunction=*/true);
    BodyChecker(*this, Context, /*InInitializer=*/false).TraverseStmt(Body);
  }
}

void SemaScale::checkVariableInitializer(VarDecl *VD) {
  if (!VD || !VD->hasInit() || VD->isInvalidDecl() ||
      VD->getDeclContext()->isDependentContext() || VD->isLocalVarDeclOrParm())
    return;
  bool DeviceVariable = VD->hasAttr<CUDADeviceAttr>() ||
                        VD->hasAttr<CUDASharedAttr>() ||
                        VD->hasAttr<CUDAConstantAttr>();
  BodyChecker(*this, DeviceVariable ? ExecContext::Device : ExecContext::Host,
              /*InInitializer=*/true)
      .TraverseStmt(VD->getInit());
  // Host variables are emitted by the host compilation only (Sema rejects
  // device variables initialized with the address).
  if (const VarDecl *Managed = DeviceVariable || S.getLangOpts().CUDAIsDevice
                                   ? nullptr
                                   : managedAddressInConstant(VD))
    S.Diag(VD->getInit()->getExprLoc(), managedAddressDiag(S.getDiagnostics()))
        << Managed << VD;
}

static std::tuple<unsigned, unsigned, unsigned>
castSite(SourceLocation Loc, AddrSpace From, AddrSpace To) {
  return {Loc.getRawEncoding(), static_cast<unsigned>(From),
          static_cast<unsigned>(To)};
}

bool SemaScale::reportedInDefinition(SourceLocation Loc, AddrSpace From,
                                     AddrSpace To) const {
  return DefinitionCasts.contains(castSite(Loc, From, To));
}

bool SemaScale::reportsCastHere(SourceLocation Loc, AddrSpace From,
                                AddrSpace To) {
  if (!S.CurContext->isDependentContext())
    return !reportedInDefinition(Loc, From, To);
  if (S.isSFINAEContext() || !S.getCurFunctionDecl(/*AllowLambda=*/true) ||
      isForeignSystemLocation(Loc))
    return false;
  DefinitionCasts.insert(castSite(Loc, From, To));
  return true;
}

void SemaScale::checkBuiltExplicitCast(ExplicitCastExpr *E) {
  if (S.isSFINAEContext() || E->isTypeDependent() ||
      E->getSubExprAsWritten()->isTypeDependent())
    return;
  auto Spaces = castSpaces(S.getASTContext(), E);
  if (!Spaces || convertsExplicitly(Spaces->first, Spaces->second) ||
      !reportsCastHere(castLocation(E), Spaces->first, Spaces->second))
    return;
  // Explicit conversions are the same everywhere: the context only says
  // where the cast is, and inside a function the error follows Clang's
  // deferral rules as the body checker's do, but in a template's
  // definition, which is never emitted (reportsCastHere).
  bool InFunction = S.getCurFunctionDecl(/*AllowLambda=*/true);
  unsigned ID = diagID(S.getDiagnostics(), Diag::ExplicitCast);
  SourceLocation Loc = castLocation(E);
  (InFunction && !S.CurContext->isDependentContext() ? diagnose(Loc, ID)
                                                      : S.Diag(Loc, ID))
      << E->getSubExprAsWritten()->getType() << E->getTypeAsWritten()
      << (InFunction ? static_cast<unsigned>(currentContext()) : 2u)
      << spelling(Spaces->first) << spelling(Spaces->second)
      << E->getSourceRange();
  ReportedCasts.insert(E);
}

} // namespace scale
