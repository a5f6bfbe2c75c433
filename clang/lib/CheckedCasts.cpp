//===- CheckedCasts.cpp - -fscale-checked-casts instrumentation -----------===//
//
// Debug mode: every explicit cast that the model calls a checked down-cast
// (isCheckedDownCast: generic or __flat to a named space in device code,
// __flat to generic or __device in host code) gets its operand passed
// through a libscale helper that tests the address at run time and, on a
// mismatch, prints "file:line: pointer 0x… is not in __shared memory (cast
// from generic)" and traps (device) or aborts (host). The helpers are
// header code (spec/cuda/addrspace/checked_casts.hpp, pre-included by cc1
// when the flag is on), so their tests are the library's and inline into
// the caller, where the optimizer folds those whose answer it knows.
//
// Why in Sema, on the finished body: only the AST knows that a cast was
// written by the user (not by a system header), whether the source was
// generic or __flat (both are LLVM address space 0), and the line; an IR
// pass would see neither. The operand is replaced in place by a call built
// with Sema's public BuildCallExpr, of the same type and value category,
// so the cast above it and CodeGen are unchanged; the function being
// finished is still Sema's context, so the CUDA call checks apply as for
// user code. With the flag off nothing here runs.
//
//   cast form                  | operand wrapped         | helper
//   ---------------------------+-------------------------+----------------------
//   C-style, functional,       | the pointer (prvalue)   | __scale_checked_cast_*
//   addrspace_cast to T *      | in the source space     |
//   the same to T &            | the object (lvalue)     | __scale_checked_ref_*
//
//===----------------------------------------------------------------------===//

#include "scale/DiagnosticGroups.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"

using namespace clang;

namespace scale {

namespace {

bool CheckedCastsEnabled = false;

class CheckedCastInstrumenter
    : public RecursiveASTVisitor<CheckedCastInstrumenter> {
  Sema &S;
  ASTContext &Ctx;
  ExecContext Side;
  std::string Function;
  bool MissingHelperReported = false;

public:
  CheckedCastInstrumenter(Sema &S, ExecContext Side, const FunctionDecl *FD)
      : S(S), Ctx(S.getASTContext()), Side(Side),
        Function(FD->getNameAsString()) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  // Nested lambdas and local classes are instrumented as their own bodies;
  // unevaluated operands run nothing.
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
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) {
    return true;
  }
  bool TraverseCXXNoexceptExpr(CXXNoexceptExpr *) { return true; }
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc, bool = true) { return true; }

  bool VisitExplicitCastExpr(ExplicitCastExpr *E) {
    if (isa<CXXNamedCastExpr>(E) && !isa<CXXAddrspaceCastExpr>(E))
      return true; // static_cast and friends never perform a down-cast
    SourceManager &SM = Ctx.getSourceManager();
    SourceLocation Loc = SM.getExpansionLoc(E->getBeginLoc());
    if (Loc.isInvalid() || SM.isInSystemHeader(Loc))
      return true;
    QualType To = E->getTypeAsWritten();
    if (To->isReferenceType())
      instrumentReference(E, To, Loc);
    else if (To->isPointerType())
      instrumentPointer(E, To, Loc);
    return true;
  }

private:
  static std::optional<AddrSpace> pointeeSpace(QualType T) {
    if (!T->isPointerType())
      return std::nullopt;
    return classify(T->getPointeeType().getAddressSpace());
  }

  // The child slot of Parent that holds Child.
  static Stmt **slotOf(Stmt *Parent, Stmt *Child) {
    for (Stmt *&Slot : Parent->children())
      if (Slot == Child)
        return &Slot;
    return nullptr;
  }

  // Pointer casts: the deepest pointer prvalue of the cast's chain (the
  // cast and the implicit conversions Sema made part of it) that still
  // points into the source space: that is the address the cast converts.
  void instrumentPointer(ExplicitCastExpr *E, QualType To, SourceLocation Loc) {
    std::optional<AddrSpace> ToAS = pointeeSpace(To);
    if (!ToAS)
      return;
    Stmt *Parent = nullptr;
    Expr *Operand = nullptr;
    Expr *Node = E;
    while (true) {
      auto *Cast = dyn_cast<CastExpr>(Node);
      if (!Cast || (Node != E && !cast<ImplicitCastExpr>(Node)->isPartOfExplicitCast()))
        break;
      Expr *Sub = Cast->getSubExpr();
      if (Sub->isPRValue() && pointeeSpace(Sub->getType()) &&
          *pointeeSpace(Sub->getType()) != *ToAS) {
        Parent = Cast;
        Operand = Sub;
      }
      if (!isa<ImplicitCastExpr>(Sub))
        break;
      Node = Sub;
    }
    if (!Operand)
      return;
    AddrSpace From = *pointeeSpace(Operand->getType());
    if (!isCheckedDownCast(From, *ToAS, Side))
      return;
    replace(Parent, Operand, From, *ToAS, Loc, /*Reference=*/false);
  }

  // Reference casts: the object as written, if it is an lvalue.
  void instrumentReference(ExplicitCastExpr *E, QualType To,
                           SourceLocation Loc) {
    Expr *Operand = E->getSubExprAsWritten();
    if (!Operand->isLValue())
      return;
    std::optional<AddrSpace> From =
        classify(Ctx.getBaseElementType(Operand->getType()).getAddressSpace());
    std::optional<AddrSpace> ToAS =
        classify(To->getPointeeType().getAddressSpace());
    if (!From || !ToAS || !isCheckedDownCast(*From, *ToAS, Side))
      return;
    // The written operand's parent is the last implicit conversion that is
    // part of the cast, or the cast itself.
    Stmt *Parent = E;
    while (auto *ICE = dyn_cast<ImplicitCastExpr>(cast<CastExpr>(Parent)->getSubExpr())) {
      if (!ICE->isPartOfExplicitCast() || ICE == Operand)
        break;
      Parent = ICE;
    }
    replace(Parent, Operand, *From, *ToAS, Loc, /*Reference=*/true);
  }

  // The helper for this side and form, looked up in the translation unit.
  Expr *helper(bool Reference, SourceLocation Loc) {
    std::string Name = std::string(Reference ? "__scale_checked_ref_"
                                             : "__scale_checked_cast_") +
                       (Side == ExecContext::Device ? "device" : "host");
    LookupResult R(S, &Ctx.Idents.get(Name), Loc, Sema::LookupOrdinaryName);
    if (!S.LookupQualifiedName(R, Ctx.getTranslationUnitDecl()) || R.empty()) {
      if (!MissingHelperReported) {
        S.Diag(Loc, scale::diagID(S.getDiagnostics(),
                                  scale::Diag::CheckedCastHelperMissing))
            << static_cast<unsigned>(Side) << Name;
        MissingHelperReported = true;
      }
      return nullptr;
    }
    ExprResult Fn = S.BuildDeclarationNameExpr(CXXScopeSpec(), R,
                                               /*NeedsADL=*/false);
    return Fn.isInvalid() ? nullptr : Fn.get();
  }

  Expr *stringLiteral(StringRef Text, SourceLocation Loc) {
    QualType Type = Ctx.getStringLiteralArrayType(Ctx.CharTy, Text.size());
    return StringLiteral::Create(Ctx, Text, StringLiteralKind::Ordinary,
                                 /*Pascal=*/false, Type, Loc);
  }

  Expr *intLiteral(int Value, SourceLocation Loc) {
    return IntegerLiteral::Create(Ctx, llvm::APInt(32, Value, /*isSigned=*/true),
                                  Ctx.IntTy, Loc);
  }

  void replace(Stmt *Parent, Expr *Operand, AddrSpace From, AddrSpace To,
               SourceLocation Loc, bool Reference) {
    Stmt **Slot = slotOf(Parent, Operand);
    Expr *Fn = Slot ? helper(Reference, Loc) : nullptr;
    if (!Fn)
      return;
    PresumedLoc Where = Ctx.getSourceManager().getPresumedLoc(Loc);
    StringRef File = Where.isValid() ? Where.getFilename() : "<unknown>";
    Expr *Args[] = {Operand,
                    intLiteral(qualifierNumber(To), Loc),
                    intLiteral(qualifierNumber(From), Loc),
                    stringLiteral(File, Loc),
                    intLiteral(Where.isValid() ? Where.getLine() : 0, Loc),
                    stringLiteral(Function, Loc)};
    ExprResult Call = S.BuildCallExpr(/*Scope=*/nullptr, Fn, Loc, Args, Loc);
    if (Call.isInvalid() ||
        !Ctx.hasSameType(Call.get()->getType(), Operand->getType()) ||
        Call.get()->getValueKind() != Operand->getValueKind())
      return;
    *Slot = Call.get();
  }
};

} // namespace

void SemaScale::setCheckedCasts(bool On) { CheckedCastsEnabled = On; }
bool SemaScale::checkedCasts() { return CheckedCastsEnabled; }

void SemaScale::instrumentCheckedCasts(FunctionDecl *FD,
                                       CUDAFunctionTarget Target, Stmt *Body) {
  // consteval functions never run: there is nothing to check at run time.
  if (!CheckedCastsEnabled || !FD || !Body || FD->isDependentContext() ||
      FD->isInvalidDecl() || FD->isConsteval() ||
      S.getDiagnostics().hasErrorOccurred())
    return;
  // Only code emitted on the side being compiled: device functions in the
  // device compilation, host functions in the host one, both for
  // __host__ __device__ functions.
  bool DeviceCompilation = S.getLangOpts().CUDAIsDevice;
  bool DeviceOnly = Target == CUDAFunctionTarget::Device ||
                    Target == CUDAFunctionTarget::Global;
  bool HostOnly = Target == CUDAFunctionTarget::Host ||
                  Target == CUDAFunctionTarget::InvalidTarget;
  if (DeviceCompilation ? HostOnly : DeviceOnly)
    return;
  CheckedCastInstrumenter(S,
                          DeviceCompilation ? ExecContext::Device
                                            : ExecContext::Host,
                          FD)
      .TraverseStmt(Body);
}

} // namespace scale
