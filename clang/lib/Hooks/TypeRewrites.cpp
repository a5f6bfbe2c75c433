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

QualType withNestedMethodSpace(ASTContext &Ctx, QualType T, LangAS AS) {
  const Type *Ty = T.getTypePtr();
  QualType Rebuilt;
  if (isa<FunctionProtoType>(Ty)) {
    Rebuilt = withMethodSpace(Ctx, QualType(Ty, 0), AS);
  } else if (const auto *Paren = dyn_cast<ParenType>(Ty)) {
    QualType Inner = withNestedMethodSpace(Ctx, Paren->getInnerType(), AS);
    Rebuilt = Inner.isNull() ? Inner : Ctx.getParenType(Inner);
  } else if (const auto *Member = dyn_cast<MemberPointerType>(Ty)) {
    QualType Inner = withNestedMethodSpace(Ctx, Member->getPointeeType(), AS);
    Rebuilt = Inner.isNull() ? Inner
                             : Ctx.getMemberPointerType(
                                   Inner, Member->getQualifier(),
                                   Member->getMostRecentCXXRecordDecl());
  } else if (const auto *Pointer = dyn_cast<PointerType>(Ty)) {
    QualType Inner = withNestedMethodSpace(Ctx, Pointer->getPointeeType(), AS);
    Rebuilt = Inner.isNull() ? Inner : Ctx.getPointerType(Inner);
  } else if (const auto *Array = dyn_cast<ConstantArrayType>(Ty)) {
    QualType Inner = withNestedMethodSpace(Ctx, Array->getElementType(), AS);
    Rebuilt = Inner.isNull() ? Inner
                             : Ctx.getConstantArrayType(
                                   Inner, Array->getSize(),
                                   Array->getSizeExpr(),
                                   Array->getSizeModifier(),
                                   Array->getIndexTypeCVRQualifiers());
  } else if (const auto *Array = dyn_cast<IncompleteArrayType>(Ty)) {
    QualType Inner = withNestedMethodSpace(Ctx, Array->getElementType(), AS);
    Rebuilt = Inner.isNull() ? Inner
                             : Ctx.getIncompleteArrayType(
                                   Inner, Array->getSizeModifier(),
                                   Array->getIndexTypeCVRQualifiers());
  }
  if (Rebuilt.isNull())
    return Rebuilt;
  return Ctx.getQualifiedType(Rebuilt, T.getLocalQualifiers());
}

} // namespace scale
