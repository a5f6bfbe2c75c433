//===- DependentBaseHooks.cpp - nvcc's calls of dependent bases' members --===//
//
// In a member of a class template, an unqualified name is not looked up in
// a base class that depends on a template parameter ([temp.dep]/3): a call
// `initial_slot(g, k)` of a member of such a base needs `this->`. With
// arguments that depend on a parameter the call is looked up again at
// instantiation, by argument-dependent lookup only, which finds no member;
// Clang and g++ then reject it ("explicit qualification required to use
// member 'initial_slot' from dependent base class"; Clang accepts it only
// under MSVC compatibility). nvcc's front end calls the member in device
// code, and cuCollections' static_multimap relies on it
// (detail/static_multimap/device_view_impl.inl); in host code g++ rejects
// it under nvcc too.
//
// Under __NVCC__ (scale-nvcc), with the extension on, instantiating such a
// call in a `__device__` or `__global__` function (in both compilations,
// since Clang checks device bodies on the host side as well), where the
// name's lookup in the template found nothing, argument-dependent lookup
// finds nothing, and the lookup of the name in the enclosing class finds
// member functions (or member function templates), calls them as
// `this->name(args)` would (a static member without `this`), with a
// warning in -Wscale-nvcc-dependent-base. A type or a data member of that
// name keeps upstream's error.
// Sema::BuildOverloadedCallExpr's wrapper (OverloadHooks.cpp) asks this
// first. Anything else, a `__host__ __device__` function, and
// scale-clang++ (no __NVCC__) keep upstream's error.
//
//===----------------------------------------------------------------------===//

#include "DependentBase.h"

#include "scale/DiagnosticGroups.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Sema/DeclSpec.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"

using namespace clang;

namespace scale::dependent_base {

namespace {

/// The class whose member function (not a lambda in it) is being
/// instantiated, when that function only runs on the device.
CXXRecordDecl *enclosingClassOfDeviceMember(Sema &S) {
  auto *Method = dyn_cast_if_present<CXXMethodDecl>(
      S.getCurFunctionDecl(/*AllowLambda=*/false));
  if (!Method)
    return nullptr;
  CUDAFunctionTarget Target = S.CUDA().IdentifyTarget(Method);
  if (Target != CUDAFunctionTarget::Device &&
      Target != CUDAFunctionTarget::Global)
    return nullptr;
  return Method->getParent();
}

} // namespace

std::optional<ExprResult>
callMemberOfDependentBase(Sema &S, UnresolvedLookupExpr *Lookup,
                          SourceLocation LParenLoc,
                          MutableArrayRef<Expr *> Args,
                          SourceLocation RParenLoc) {
  if (!S.inTemplateInstantiation() || !Lookup->requiresADL() ||
      Lookup->getQualifierLoc() || Lookup->getNumDecls() != 0 ||
      !SemaScale::nvccMode(S) ||
      llvm::any_of(Args,
                   [](const Expr *Arg) { return Arg->isTypeDependent(); }))
    return std::nullopt;
  CXXRecordDecl *Class = enclosingClassOfDeviceMember(S);
  if (!Class)
    return std::nullopt;

  LookupResult Members(S, Lookup->getNameInfo(), Sema::LookupOrdinaryName);
  // Member functions and member function templates only: a type or a data
  // member named so keeps upstream's error.
  if (!S.LookupQualifiedName(Members, Class) || Members.isAmbiguous() ||
      !llvm::all_of(Members, [](const NamedDecl *Member) {
        return isa<CXXMethodDecl>(Member->getUnderlyingDecl()) ||
               (isa<FunctionTemplateDecl>(Member->getUnderlyingDecl()) &&
                Member->isCXXClassMember());
      })) {
    Members.suppressDiagnostics();
    return std::nullopt;
  }
  // Upstream calls what argument-dependent lookup finds, as the standard
  // does; only a call it cannot resolve is taken.
  ADLResult Found;
  S.ArgumentDependentLookup(Lookup->getName(), Lookup->getExprLoc(), Args,
                            Found);
  if (Found.begin() != Found.end()) {
    Members.suppressDiagnostics();
    return std::nullopt;
  }

  SourceLocation NameLoc = Lookup->getNameLoc();
  auto *Base = cast<CXXRecordDecl>(Members.begin()->getDeclContext());
  S.Diag(NameLoc, diagID(S.getDiagnostics(), Diag::NvccMemberOfDependentBase))
      << Lookup->getName() << Base
      << FixItHint::CreateInsertion(NameLoc, "this->");
  TemplateArgumentListInfo TemplateArgs;
  if (Lookup->hasExplicitTemplateArgs())
    Lookup->copyTemplateArgumentsInto(TemplateArgs);
  ExprResult Callee = S.BuildPossibleImplicitMemberExpr(
      CXXScopeSpec(), Lookup->getTemplateKeywordLoc(), Members,
      Lookup->hasExplicitTemplateArgs() ? &TemplateArgs : nullptr,
      /*S=*/nullptr);
  if (Callee.isInvalid())
    return ExprError();
  return S.BuildCallExpr(/*Scope=*/nullptr, Callee.get(), LParenLoc, Args,
                         RParenLoc);
}

} // namespace scale::dependent_base
