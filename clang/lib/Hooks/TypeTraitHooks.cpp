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
//
// Clang builds every one of them through ASTContext::getUnaryTransformType
// with the transformed type already computed (Sema::BuildUnaryTransformType);
// the wrapper takes the space off that type. libstdc++'s std::remove_cv is a
// set of partial specialisations on const and volatile, which no hook can
// tell from any other user template: std:: keeps the space (docs/corpus.md).
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Type.h"

using namespace clang;

#define UNARY_TRANSFORM_TYPE                                                   \
  _ZNK5clang10ASTContext21getUnaryTransformTypeENS_8QualTypeES1_NS_18UnaryTransformType7UTTKindE

extern "C" QualType SCALE_REAL(UNARY_TRANSFORM_TYPE)(
    const ASTContext *Ctx, QualType BaseType, QualType UnderlyingType,
    UnaryTransformType::UTTKind Kind);

namespace {
bool namesValueType(UnaryTransformType::UTTKind Kind) {
  return Kind == UnaryTransformType::RemoveCV ||
         Kind == UnaryTransformType::RemoveCVRef ||
         Kind == UnaryTransformType::Decay;
}
} // namespace

extern "C" QualType SCALE_WRAP(UNARY_TRANSFORM_TYPE)(
    const ASTContext *Ctx, QualType BaseType, QualType UnderlyingType,
    UnaryTransformType::UTTKind Kind) {
  if (namesValueType(Kind) && !UnderlyingType.isNull() &&
      !UnderlyingType->isDependentType() && UnderlyingType.hasAddressSpace() &&
      scale::classify(UnderlyingType.getAddressSpace()) &&
      scale::SemaScale::get(*Ctx))
    UnderlyingType = Ctx->removeAddrSpaceQualType(UnderlyingType);
  return SCALE_REAL(UNARY_TRANSFORM_TYPE)(Ctx, BaseType, UnderlyingType, Kind);
}
