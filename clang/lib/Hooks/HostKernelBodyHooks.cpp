//===- HostKernelBodyHooks.cpp - kernel templates' bodies on the host side ===//
//
// A launch `kernel<T><<<...>>>(...)` instantiates the kernel template. nvcc's
// host pass only needs its stub, and does not instantiate the body that a
// launch asks for (an explicit instantiation it does instantiate, and
// reports what is wrong there). Clang's host compilation instantiates the
// body too, and reports what only the device pass declares the same:
// tiny-cuda-nn's grid encoding calls `atomic_add_gmem(__half *, __half)`,
// which vec.h declares only under `__CUDA_ARCH__ >= 600`, from kernel
// templates instantiated with `__half` ("no matching function for call to
// 'atomic_add_gmem'" in the host compilation).
//
// Under __NVCC__ (scale-nvcc), with the extension on, in the host
// compilation, the body of an implicit instantiation of a `__global__`
// function template is instantiated as an empty compound statement:
// Sema::SubstStmt, which instantiates a function's body, is wrapped. The
// host side emits only the kernel's stub, from its parameters; the device
// compilation instantiates and checks the body as before. An explicit
// instantiation, a non-template kernel (whose body nvcc's host pass
// checks), and `__device__` templates (whose bodies may be needed on the
// host side, for a deduced return type) keep upstream's instantiation, and
// so does scale-clang++ (no __NVCC__).
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/Template.h"

using namespace clang;

#define SUBST_STMT                                                             \
  _ZN5clang4Sema9SubstStmtEPNS_4StmtERKNS_30MultiLevelTemplateArgumentListE

extern "C" StmtResult
SCALE_REAL(SUBST_STMT)(Sema *S, Stmt *Body,
                       const MultiLevelTemplateArgumentList &TemplateArgs);

namespace {

/// Whether \p Body is the pattern's body of the implicit instantiation of
/// a kernel template that the host compilation is instantiating.
bool isHostInstantiationOfKernelBody(Sema &S, const Stmt *Body) {
  const LangOptions &Lang = S.getLangOpts();
  if (!Lang.CUDA || Lang.CUDAIsDevice || !Body)
    return false;
  const auto *Kernel = dyn_cast_or_null<FunctionDecl>(S.CurContext);
  if (!Kernel || !Kernel->hasAttr<CUDAGlobalAttr>() ||
      Kernel->getTemplateSpecializationKind() != TSK_ImplicitInstantiation)
    return false;
  const FunctionDecl *Pattern = Kernel->getTemplateInstantiationPattern();
  return Pattern && Pattern->getBody() == Body && scale::SemaScale::nvccMode(S);
}

} // namespace

extern "C" StmtResult
SCALE_WRAP(SUBST_STMT)(Sema *S, Stmt *Body,
                       const MultiLevelTemplateArgumentList &TemplateArgs) {
  if (isHostInstantiationOfKernelBody(*S, Body))
    return CompoundStmt::Create(S->getASTContext(), {}, FPOptionsOverride(),
                                Body->getBeginLoc(), Body->getEndLoc());
  return SCALE_REAL(SUBST_STMT)(S, Body, TemplateArgs);
}
