//===- MethodHooks.cpp - Address-space qualified member functions ---------===//
//
// `int fn() const __shared;` qualifies the implicit object like `const`.
// The qualifier's attribute ends up among the declarator's (or the function
// chunk's) attributes, where upstream rejects it ("function type may not be
// qualified with an address space"); Clang's method qualifiers themselves
// can hold an address space (OpenCL C++ uses them), and overload resolution,
// `this` and the Itanium mangler already honour it. So the attribute is taken
// off before Sema::GetTypeForDeclarator builds the function type, and the
// space is put into the type's method qualifiers afterwards. A qualifier that
// depends on a template parameter is kept aside instead, for deduction.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "TypeRewrites.h"
#include "scale/DiagnosticGroups.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/Sema/DeclSpec.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"


using namespace clang;

#define GET_TYPE_FOR_DECLARATOR _ZN5clang4Sema20GetTypeForDeclaratorERNS_10DeclaratorE

extern "C" TypeSourceInfo *SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(Sema *S,
                                                               Declarator &D);

namespace {

struct QualifierAttr {
  ParsedAttributesView *List = nullptr;
  ParsedAttr *Attr = nullptr;
};

// The address_space attribute written after a function's parameter list.
QualifierAttr findQualifier(Declarator &D) {
  unsigned Index = 0;
  if (!D.isFunctionDeclarator(Index))
    return {};
  DeclaratorChunk &Chunk = D.getTypeObject(Index);
  SmallVector<ParsedAttributesView *, 3> Lists = {&D.getAttributes(),
                                                  &Chunk.getAttrs()};
  if (DeclSpec *Quals = Chunk.Fun.MethodQualifiers)
    Lists.push_back(&Quals->getAttributes());
  for (ParsedAttributesView *List : Lists)
    for (ParsedAttr &A : *List)
      if (A.getKind() == ParsedAttr::AT_AddressSpace && A.getNumArgs() == 1)
        return {List, &A};
  return {};
}

bool isMemberDeclarator(Sema &S, const Declarator &D) {
  if (D.getContext() == DeclaratorContext::Member)
    return true;
  const CXXScopeSpec &Scope = D.getCXXScopeSpec();
  if (!Scope.isSet())
    return false;
  DeclContext *DC = S.computeDeclContext(Scope);
  return DC && DC->isRecord();
}

scale::MethodKind kindOf(Sema &S, const Declarator &D) {
  if (D.getDeclSpec().hasConstexprSpecifier())
    return scale::MethodKind::HostDevice;
  switch (S.CUDA().IdentifyTarget(D.getDeclSpec().getAttributes())) {
  case CUDAFunctionTarget::Device:
  case CUDAFunctionTarget::Global:
    return scale::MethodKind::Device;
  case CUDAFunctionTarget::HostDevice:
    return scale::MethodKind::HostDevice;
  default:
    return scale::MethodKind::HostOnly;
  }
}

// Reports why the qualifier is not allowed here, or returns false.
bool diagnoseMisplaced(Sema &S, Declarator &D, ParsedAttr &A,
                       scale::AddrSpace AS) {
  unsigned Problem;
  if (!isMemberDeclarator(S, D))
    Problem = 0;
  else if (D.getDeclSpec().getStorageClassSpec() == DeclSpec::SCS_static)
    Problem = 1;
  else if (AS == scale::AddrSpace::Flat)
    Problem = 2;
  else if (!scale::mayQualifyMethod(AS, kindOf(S, D)))
    Problem = 3;
  else
    return false;
  S.Diag(A.getLoc(), scale::diagID(S.getDiagnostics(),
                                    scale::Diag::MethodQualifier)) << scale::spelling(AS) << Problem;
  return true;
}

} // namespace

extern "C" TypeSourceInfo *SCALE_WRAP(GET_TYPE_FOR_DECLARATOR)(Sema *S,
                                                               Declarator &D) {
  if (!scale::SemaScale::get(S->getASTContext()))
    return SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(S, D);
  QualifierAttr Found = findQualifier(D);
  if (!Found.Attr)
    return SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(S, D);
  ASTContext &Ctx = S->getASTContext();
  Expr *Arg = Found.Attr->getArgAsExpr(0);
  // `__AS(AS)` with AS a template parameter: kept aside until a call
  // deduces AS from its object (TemplateHooks.cpp).
  if (Arg && Arg->isValueDependent() && isMemberDeclarator(*S, D)) {
    if (Expr *Parameter = scale::castEnumParameter(Arg))
      scale::SemaScale::get(Ctx)->keepMethodQualifier(
          &D, cast<NonTypeTemplateParmDecl>(
                  cast<DeclRefExpr>(Parameter)->getDecl())
                  ->getIndex());
    Found.List->remove(Found.Attr);
    return SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(S, D);
  }
  std::optional<llvm::APSInt> Number =
      Arg && !Arg->isValueDependent() ? Arg->getIntegerConstantExpr(Ctx)
                                      : std::nullopt;
  if (!Number)
    return SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(S, D);
  unsigned N = Number->getZExtValue();
  std::optional<scale::AddrSpace> AS =
      scale::classify(getLangASFromTargetAS(N));
  if (!AS)
    return SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(S, D);

  bool Misplaced = diagnoseMisplaced(*S, D, *Found.Attr, *AS);
  Found.List->remove(Found.Attr);
  TypeSourceInfo *Info = SCALE_REAL(GET_TYPE_FOR_DECLARATOR)(S, D);
  if (Misplaced || !Info || *AS == scale::AddrSpace::Generic)
    return Info;
  QualType Qualified =
      scale::withMethodSpace(Ctx, Info->getType(),
                             scale::SemaScale::get(Ctx)->typeAddressSpace(*AS));
  if (Qualified.isNull())
    return Info;
  return scale::retypedSourceInfo(Ctx, Info, Qualified, D.getBeginLoc());
}
