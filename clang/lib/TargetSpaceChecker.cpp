//===- TargetSpaceChecker.cpp - address_space(N) the target cannot lower --===//
//
// With the qualifiers, `__attribute__((address_space(N)))` is one keystroke
// away, and upstream hands any N to the backend: NVPTX and AMDGPU then stop
// with a fatal error ("Bad address space in addrspacecast", "Cannot select")
// and no source location. In a device compilation every type written in the
// translation unit, template instantiations included, is checked once Sema
// is done, before code generation; a number that is none of the qualifiers'
// and that the model says the target does not lower is an error there.
// The walk is skipped when Sema formed no such type (the getAddrSpaceQualType
// hook notes them) and nothing was read from a precompiled header or module.
//
//===----------------------------------------------------------------------===//

#include "scale/DiagnosticGroups.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace scale {

namespace {

class TargetSpaceChecker : public RecursiveASTVisitor<TargetSpaceChecker> {
  Sema &S;
  const llvm::Triple &Target;
  unsigned DiagID;
  llvm::DenseSet<SourceLocation> Reported;

public:
  TargetSpaceChecker(Sema &S)
      : S(S), Target(S.getASTContext().getTargetInfo().getTriple()) {
    DiagID = scale::diagID(S.getDiagnostics(),
                           scale::Diag::UnlowerableAddressSpace);
  }

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  // Qualifiers that template instantiation substituted have no attribute
  // of their own: their type location is a QualifiedTypeLoc, which the
  // visitor otherwise steps over to the unqualified location.
  bool TraverseQualifiedTypeLoc(QualifiedTypeLoc TL, bool TraverseQualifier = true) {
    check(TL);
    return RecursiveASTVisitor::TraverseQualifiedTypeLoc(TL, TraverseQualifier);
  }
  bool VisitTypeLoc(TypeLoc TL) {
    check(TL);
    return true;
  }

private:
  void check(TypeLoc TL) {
    QualType T = TL.getType();
    if (T.isNull() || T->isDependentType())
      return;
    LangAS AS = T.getAddressSpace();
    if (!isTargetAddressSpace(AS) || classify(AS))
      return;
    unsigned N = toTargetAddressSpace(AS);
    SourceLocation Loc = TL.getBeginLoc();
    if (lowersOtherAddressSpace(N, Target) || Loc.isInvalid() ||
        !Reported.insert(Loc).second)
      return;
    S.Diag(Loc, DiagID) << N << Target.str() << TL.getSourceRange();
  }
};

} // namespace

void SemaScale::checkTargetAddressSpaces() {
  // Types read from a precompiled header or module were not formed here.
  if (!S.getLangOpts().CUDAIsDevice ||
      (!SawOtherTargetSpace && !S.getASTContext().getExternalSource()))
    return;
  TargetSpaceChecker(S).TraverseDecl(S.getASTContext().getTranslationUnitDecl());
}

} // namespace scale
