//===- TypeTraitHooks.cpp - Value types of qualified objects --------------===//
//
// A value has no address space: lvalue-to-rvalue conversion drops it like
// `const`. Libraries name the value type of an object with remove_cv,
// remove_cvref and decay (cg::reduce(warp, sharedArray[i], op) checks that
// remove_cvref of its argument type is the operator's type), so these must
// drop the space too:
//
//   transform                          | result for `__shared const float`
//   -----------------------------------+-----------------------------------
//   __remove_cv, __remove_cvref,       | float
//   __decay (and so cuda::std's traits,|
//   which use them under Clang)        |
//   __remove_const, __remove_volatile, | keeps __shared
//   __remove_reference_t, ...          |
//   a cv-removal template (below), and | float
//   so libstdc++'s std::remove_cv,     |
//   remove_cvref and decay             |
//
// Clang builds every builtin through ASTContext::getUnaryTransformType with
// the transformed type already computed (Sema::BuildUnaryTransformType); the
// wrapper takes the space off that type.
//
// libstdc++ 12 computes remove_cv (and remove_cvref, decay and the value
// types of its other traits from it) without the builtins: a primary
// template and three partial specialisations on `const T`, `volatile T` and
// `const volatile T`. That shape, not a name, makes a cv-removal template:
// one type parameter, and exactly those three partial specialisations. CuTe
// names the element type of `make_smem_ptr(sharedArray)` with
// std::remove_cv_t, and `make_fragment_like` builds a register array of it.
// When such a template is instantiated for a type with a space (Sema
// completes every class through InstantiateClassTemplateSpecialization, from
// RequireCompleteType), the wrapper takes the space off the member types of
// the instantiation, before anything names them: `remove_cv<__shared const
// float>::type` is float, as `__remove_cv` gives.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Type.h"
#include "clang/Sema/Sema.h"

using namespace clang;

#define UNARY_TRANSFORM_TYPE                                                   \
  _ZNK5clang10ASTContext21getUnaryTransformTypeENS_8QualTypeES1_NS_18UnaryTransformType7UTTKindE

#define INSTANTIATE_CLASS_TEMPLATE_SPECIALIZATION                              \
  _ZN5clang4Sema38InstantiateClassTemplateSpecializationENS_14SourceLocationEPNS_31ClassTemplateSpecializationDeclENS_26TemplateSpecializationKindEbb

extern "C" QualType SCALE_REAL(UNARY_TRANSFORM_TYPE)(
    const ASTContext *Ctx, QualType BaseType, QualType UnderlyingType,
    UnaryTransformType::UTTKind Kind);
extern "C" bool SCALE_REAL(INSTANTIATE_CLASS_TEMPLATE_SPECIALIZATION)(
    Sema *S, SourceLocation PointOfInstantiation,
    ClassTemplateSpecializationDecl *Spec, TemplateSpecializationKind TSK,
    bool Complain, bool PrimaryStrictPackMatch);

namespace {
bool namesValueType(UnaryTransformType::UTTKind Kind) {
  return Kind == UnaryTransformType::RemoveCV ||
         Kind == UnaryTransformType::RemoveCVRef ||
         Kind == UnaryTransformType::Decay;
}

// A type whose outermost level is in one of our spaces (`__shared const
// float`; an array of them), whose value type is the type without it.
bool hasObjectSpace(QualType T) {
  return !T.isNull() && !T->isDependentType() && T.hasAddressSpace() &&
         scale::classify(T.getAddressSpace());
}

// The cv-qualifiers a partial specialisation of a one-parameter template
// matches on: its argument is its own type parameter with only const and
// volatile added (`const T`), else nullopt.
std::optional<unsigned>
matchedCVQualifiers(const ASTContext &Ctx,
                    const ClassTemplatePartialSpecializationDecl *Partial) {
  const TemplateParameterList *Params = Partial->getTemplateParameters();
  const TemplateArgumentList &Args = Partial->getTemplateArgs();
  if (Params->size() != 1 || Args.size() != 1 ||
      Args[0].getKind() != TemplateArgument::Type)
    return std::nullopt;
  const auto *Param = dyn_cast<TemplateTypeParmDecl>(Params->getParam(0));
  if (!Param || Param->isParameterPack())
    return std::nullopt;
  SplitQualType Matched =
      Ctx.getCanonicalType(Args[0].getAsType()).split();
  const auto *Parm = dyn_cast<TemplateTypeParmType>(Matched.Ty);
  if (!Parm || Parm->getDepth() != Param->getDepth() ||
      Parm->getIndex() != Param->getIndex() ||
      Matched.Quals.hasNonFastQualifiers() || Matched.Quals.hasRestrict())
    return std::nullopt;
  return Matched.Quals.getCVRQualifiers();
}

// One type parameter, and partial specialisations on exactly `const T`,
// `volatile T` and `const volatile T`: what remove_cv is made of without
// the builtin.
bool isCVRemovalTemplate(const ASTContext &Ctx,
                         ClassTemplateDecl *Template) {
  const TemplateParameterList *Params = Template->getTemplateParameters();
  if (Params->size() != 1 || !isa<TemplateTypeParmDecl>(Params->getParam(0)))
    return false;
  SmallVector<ClassTemplatePartialSpecializationDecl *, 4> Partials;
  Template->getPartialSpecializations(Partials);
  if (Partials.size() != 3)
    return false;
  unsigned Seen = 0;
  for (const ClassTemplatePartialSpecializationDecl *Partial : Partials) {
    std::optional<unsigned> CV = matchedCVQualifiers(Ctx, Partial);
    if (!CV || *CV == 0 || (Seen & (1u << *CV)))
      return false;
    Seen |= 1u << *CV;
  }
  return true;
}

// The member types of an instantiated cv-removal template for a type with
// a space, without the space. Their TypedefTypes do not exist yet: the
// instantiation is complete only now, and nothing has looked into it.
void dropSpaceOfMemberTypes(ASTContext &Ctx,
                            ClassTemplateSpecializationDecl *Spec) {
  for (Decl *Member : Spec->decls()) {
    auto *Alias = dyn_cast<TypedefNameDecl>(Member);
    if (!Alias || Alias->isModed() ||
        !hasObjectSpace(Alias->getUnderlyingType()))
      continue;
    Alias->setTypeSourceInfo(Ctx.getTrivialTypeSourceInfo(
        Ctx.removeAddrSpaceQualType(Alias->getUnderlyingType()),
        Alias->getLocation()));
  }
}
} // namespace

extern "C" QualType SCALE_WRAP(UNARY_TRANSFORM_TYPE)(
    const ASTContext *Ctx, QualType BaseType, QualType UnderlyingType,
    UnaryTransformType::UTTKind Kind) {
  if (namesValueType(Kind) && hasObjectSpace(UnderlyingType) &&
      scale::SemaScale::get(*Ctx))
    UnderlyingType = Ctx->removeAddrSpaceQualType(UnderlyingType);
  return SCALE_REAL(UNARY_TRANSFORM_TYPE)(Ctx, BaseType, UnderlyingType, Kind);
}

extern "C" bool SCALE_WRAP(INSTANTIATE_CLASS_TEMPLATE_SPECIALIZATION)(
    Sema *S, SourceLocation PointOfInstantiation,
    ClassTemplateSpecializationDecl *Spec, TemplateSpecializationKind TSK,
    bool Complain, bool PrimaryStrictPackMatch) {
  bool Invalid = SCALE_REAL(INSTANTIATE_CLASS_TEMPLATE_SPECIALIZATION)(
      S, PointOfInstantiation, Spec, TSK, Complain, PrimaryStrictPackMatch);
  ASTContext &Ctx = S->getASTContext();
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Invalid || Args.size() != 1 ||
      Args[0].getKind() != TemplateArgument::Type ||
      !hasObjectSpace(Args[0].getAsType()) || !scale::SemaScale::get(Ctx) ||
      !isCVRemovalTemplate(Ctx, Spec->getSpecializedTemplate()))
    return Invalid;
  dropSpaceOfMemberTypes(Ctx, Spec);
  return Invalid;
}
