//===- TypeRewrites.cpp - Giving declarations a qualified type ------------===//

#include "TypeRewrites.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/TypeLoc.h"

#include <cstring>

using namespace clang;

namespace scale {

TypeSourceInfo *retypedSourceInfo(ASTContext &Ctx, TypeSourceInfo *Old,
                                  QualType New, SourceLocation Loc) {
  unsigned Size = TypeLoc::getFullDataSizeForType(New);
  if (!Old || Size != TypeLoc::getFullDataSizeForType(Old->getType()))
    return Ctx.getTrivialTypeSourceInfo(New, Loc);
  TypeSourceInfo *Result = Ctx.CreateTypeSourceInfo(New, Size);
  std::memcpy(Result->getTypeLoc().getOpaqueData(),
              Old->getTypeLoc().getOpaqueData(), Size);
  return Result;
}

QualType withMethodSpace(ASTContext &Ctx, QualType Method, LangAS AS) {
  const auto *Proto = Method->getAs<FunctionProtoType>();
  if (!Proto)
    return QualType();
  FunctionProtoType::ExtProtoInfo EPI = Proto->getExtProtoInfo();
  EPI.TypeQuals.setAddressSpace(AS);
  return Ctx.getFunctionType(Proto->getReturnType(), Proto->getParamTypes(),
                             EPI);
}

} // namespace scale
