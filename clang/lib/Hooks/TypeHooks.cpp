//===- TypeHooks.cpp - Building address-space qualified types -------------===//
//
// `__AS(sp::AddressSpace::GENERIC)` must name the unqualified space, also
// when GENERIC arrives as a template argument. The qualifier number of
// generic (AddrSpaceModel.h) reaches ASTContext::getAddrSpaceQualType like
// any other address_space(N); answering it with the unqualified type makes
// `__AS(GENERIC) int` the same type as `int` wherever it is formed.
//
// Every qualified type gets its space's address space for this compilation
// (SemaScale::typeAddressSpace): on AMDGPU `__shared` and `__local` types
// take the generic-sized form, whether written with the keyword, with
// `__AS(SHARED)` or as address_space(3).
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"

using namespace clang;

#define ADDR_SPACE_QUAL_TYPE                                                   \
  _ZNK5clang10ASTContext20getAddrSpaceQualTypeENS_8QualTypeENS_6LangASE

extern "C" QualType SCALE_REAL(ADDR_SPACE_QUAL_TYPE)(const ASTContext *Ctx,
                                                     QualType T,
                                                     LangAS AddressSpace);

extern "C" QualType SCALE_WRAP(ADDR_SPACE_QUAL_TYPE)(const ASTContext *Ctx,
                                                     QualType T,
                                                     LangAS AddressSpace) {
  scale::SemaScale *Ext = scale::SemaScale::get(*Ctx);
  if (Ext && !Ext->keepsGenericNumber() && isTargetAddressSpace(AddressSpace) &&
      scale::isGenericQualifierNumber(toTargetAddressSpace(AddressSpace)))
    return T;
  if (Ext) {
    if (std::optional<scale::AddrSpace> Space = scale::classify(AddressSpace)) {
      Ext->noteQualifiedSpace(*Space);
      if (*Space != scale::AddrSpace::Generic)
        AddressSpace = Ext->typeAddressSpace(*Space);
    } else if (isTargetAddressSpace(AddressSpace))
      Ext->noteOtherTargetSpace();
  }
  return SCALE_REAL(ADDR_SPACE_QUAL_TYPE)(Ctx, T, AddressSpace);
}
