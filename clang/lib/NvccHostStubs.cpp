//===- NvccHostStubs.cpp - nvcc's host stubs of device functions ----------===//
//
// nvcc's host compilation keeps every non-inline __device__ function as a
// host function whose body ends the program (cudafe++ writes
// `{int volatile ___ = 1; ::exit(___);}`), so that host code of another
// file that names one links. darknet relies on it: its GPU build's gemm.c
// (C, compiled by gcc) calls transpose_32x32_bits_reversed_diagonale, which
// only im2col_kernels.cu defines, `extern "C" __device__`, on a path the
// GPU build never takes. Clang emits no host code for a __device__
// function, and the link fails. Under scale-nvcc the host side gets such a
// stub too; its body traps.
//
// Which functions (nvcc's stubs that another file can link against):
//
//   | __device__ function definition              | host stub          |
//   |---------------------------------------------|--------------------|
//   | external linkage, not inline, no template   | yes                |
//   | static, inline, constexpr, template         | no (nothing links  |
//   |                                             | to nvcc's)         |
//   | member function                             | no                 |
//   | a host function of its name and type is     | no (that one is    |
//   | declared in the file                        | the host side)     |
//
//===----------------------------------------------------------------------===//

#include "scale/NvccCompat.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/Builtins.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace scale {

namespace {
bool declaredForHost(const FunctionDecl *FD) {
  return !FD->hasAttr<CUDADeviceAttr>() || FD->hasAttr<CUDAHostAttr>();
}
} // namespace

bool needsNvccHostStub(const FunctionDecl *FD) {
  if (!FD->hasAttr<CUDADeviceAttr>() || declaredForHost(FD) ||
      FD->hasAttr<CUDAGlobalAttr>() || isa<CXXMethodDecl>(FD) ||
      !FD->isThisDeclarationADefinition() || FD->isInlined() ||
      FD->isInvalidDecl() || FD->isImplicit() ||
      FD->getTemplatedKind() != FunctionDecl::TK_NonTemplate ||
      !FD->isExternallyVisible())
    return false;
  ASTContext &Ctx = FD->getASTContext();
  for (const NamedDecl *Other :
       FD->getDeclContext()->getRedeclContext()->lookup(FD->getDeclName()))
    if (const auto *G = dyn_cast<FunctionDecl>(Other))
      if (G != FD && declaredForHost(G) &&
          Ctx.hasSameType(G->getType(), FD->getType()))
        return false;
  return true;
}

FunctionDecl *buildNvccHostStub(Sema &S, FunctionDecl *FD) {
  ASTContext &Ctx = S.getASTContext();
  SourceLocation Loc = FD->getLocation();
  auto *Stub = FunctionDecl::Create(
      Ctx, FD->getDeclContext(), FD->getBeginLoc(), FD->getLocation(),
      FD->getDeclName(), FD->getType(), FD->getTypeSourceInfo(),
      FD->getStorageClass(), /*UsesFPIntrin=*/false,
      /*isInlineSpecified=*/false, FD->hasWrittenPrototype());
  Stub->setLexicalDeclContext(FD->getLexicalDeclContext());
  Stub->addAttr(CUDAHostAttr::CreateImplicit(Ctx));
  SmallVector<ParmVarDecl *, 8> Params;
  for (const ParmVarDecl *P : FD->parameters()) {
    auto *Param = ParmVarDecl::Create(
        Ctx, Stub, P->getBeginLoc(), P->getLocation(), P->getIdentifier(),
        P->getType(), P->getTypeSourceInfo(), SC_None, /*DefArg=*/nullptr);
    Param->setScopeInfo(0, Params.size());
    Params.push_back(Param);
  }
  Stub->setParams(Params);
  Expr *Trap = S.BuildBuiltinCallExpr(Loc, Builtin::BI__builtin_trap, {});
  Stub->setBody(
      CompoundStmt::Create(Ctx, {Trap}, FPOptionsOverride(), Loc, Loc));
  return Stub;
}

} // namespace scale
