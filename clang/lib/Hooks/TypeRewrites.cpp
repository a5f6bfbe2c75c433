//===- TypeRewrites.cpp - Giving declarations a qualified type ------------===//

#include "TypeRewrites.h"
#include "scale/AddrSpaceModel.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
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

// \p Array with \p Element as its element type: a constant, incomplete or
// dependent-bound array; null for others.
static QualType withElementType(ASTContext &Ctx, const ArrayType *Array,
                                QualType Element) {
  if (const auto *Constant = dyn_cast<ConstantArrayType>(Array))
    return Ctx.getConstantArrayType(
        Element, Constant->getSize(), Constant->getSizeExpr(),
        Constant->getSizeModifier(), Constant->getIndexTypeCVRQualifiers());
  if (isa<IncompleteArrayType>(Array))
    return Ctx.getIncompleteArrayType(Element, Array->getSizeModifier(),
                                      Array->getIndexTypeCVRQualifiers());
  if (const auto *Dependent = dyn_cast<DependentSizedArrayType>(Array))
    return Ctx.getDependentSizedArrayType(
        Element, Dependent->getSizeExpr(), Dependent->getSizeModifier(),
        Dependent->getIndexTypeCVRQualifiers());
  return QualType();
}

// The space goes on the innermost element, not on the outer array: the
// same type (Clang's canonical form hoists it there), but every
// ASTContext::getAsArrayType of an array type with a qualifier of its own
// rebuilds the array with the qualifier pushed into its element;
// initializer-list checking asks that of every element of a table, and
// cuRAND's tables made it 4% of a TU's compilation.
QualType inVariableSpace(ASTContext &Ctx, QualType T, LangAS AS) {
  if (!T.hasLocalQualifiers())
    if (const auto *Array = dyn_cast<ArrayType>(T))
      if (QualType Rebuilt = withElementType(
              Ctx, Array, inVariableSpace(Ctx, Array->getElementType(), AS));
          !Rebuilt.isNull())
        return Rebuilt;
  return Ctx.getAddrSpaceQualType(T, AS);
}

QualType withoutNamedSpace(ASTContext &Ctx, QualType T) {
  if (const auto *Array = dyn_cast_or_null<ConstantArrayType>(
          Ctx.getAsArrayType(T)))
    return Ctx.getConstantArrayType(
        withoutNamedSpace(Ctx, Array->getElementType()), Array->getSize(),
        Array->getSizeExpr(), Array->getSizeModifier(),
        Array->getIndexTypeCVRQualifiers());
  std::optional<AddrSpace> Space = classify(T.getAddressSpace());
  return Space && *Space != AddrSpace::Generic ? Ctx.removeAddrSpaceQualType(T)
                                               : T;
}

// The type that \p T is built on, one level down, or null.
static QualType builtOn(const Type *T) {
  if (const auto *Paren = dyn_cast<ParenType>(T))
    return Paren->getInnerType();
  if (isa<MemberPointerType, PointerType>(T))
    return T->getPointeeType();
  if (isa<ConstantArrayType, IncompleteArrayType>(T))
    return cast<ArrayType>(T)->getElementType();
  return QualType();
}

QualType withNestedMethodSpace(ASTContext &Ctx, QualType T, LangAS AS) {
  const Type *Ty = T.getTypePtr();
  QualType Rebuilt;
  if (isa<FunctionProtoType>(Ty)) {
    Rebuilt = withMethodSpace(Ctx, QualType(Ty, 0), AS);
  } else if (QualType Inner = builtOn(Ty); !Inner.isNull()) {
    Inner = withNestedMethodSpace(Ctx, Inner, AS);
    if (Inner.isNull())
      return Inner;
    if (isa<ParenType>(Ty))
      Rebuilt = Ctx.getParenType(Inner);
    else if (const auto *Member = dyn_cast<MemberPointerType>(Ty))
      Rebuilt = Ctx.getMemberPointerType(Inner, Member->getQualifier(),
                                         Member->getMostRecentCXXRecordDecl());
    else if (isa<PointerType>(Ty))
      Rebuilt = Ctx.getPointerType(Inner);
    else
      Rebuilt = withElementType(Ctx, cast<ArrayType>(Ty), Inner);
  }
  if (Rebuilt.isNull())
    return Rebuilt;
  return Ctx.getQualifiedType(Rebuilt, T.getLocalQualifiers());
}

TypeSourceInfo *allocatedTypeInfo(ASTContext &Ctx, TypeSourceInfo *Info) {
  QualType Allocated = withoutNamedSpace(Ctx, Info->getType());
  if (Allocated == Info->getType())
    return Info;
  return retypedSourceInfo(Ctx, Info, Allocated,
                           Info->getTypeLoc().getBeginLoc());
}

Expr *namedObjectAsGeneric(ASTContext &Ctx, Expr *Arg, const SemaScale &Ext) {
  if (Arg->isTypeDependent() || !Arg->isGLValue())
    return nullptr;
  Qualifiers Quals;
  QualType Object = Ctx.getUnqualifiedArrayType(Arg->getType(), Quals);
  std::optional<AddrSpace> Space = classify(Quals.getAddressSpace());
  if (!Space || *Space == AddrSpace::Generic ||
      !convertsImplicitly(*Space, AddrSpace::Generic, Ext.conversionContext()))
    return nullptr;
  Quals.removeAddressSpace();
  return new (Ctx)
      OpaqueValueExpr(Arg->getExprLoc(), Ctx.getQualifiedType(Object, Quals),
                      Arg->getValueKind(), Arg->getObjectKind());
}

Expr *namedPointerAsGeneric(ASTContext &Ctx, Expr *Arg, const SemaScale &Ext) {
  if (Arg->isTypeDependent())
    return nullptr;
  QualType Type = Arg->getType();
  if (Type->isArrayType())
    Type = Ctx.getArrayDecayedType(Type);
  if (!Type->isPointerType())
    return nullptr;
  QualType Pointee = Type->getPointeeType();
  std::optional<AddrSpace> Space = classify(Pointee.getAddressSpace());
  if (!Space || *Space == AddrSpace::Generic ||
      !convertsImplicitly(*Space, AddrSpace::Generic, Ext.conversionContext()))
    return nullptr;
  return new (Ctx) OpaqueValueExpr(
      Arg->getExprLoc(),
      Ctx.getPointerType(Ctx.removeAddrSpaceQualType(Pointee)), VK_PRValue,
      OK_Ordinary);
}

bool isBuiltinIndexType(QualType T) {
  const auto *Record = T->getAsCXXRecordDecl();
  return Record && Record->getIdentifier() &&
         Record->getName().starts_with("__cuda_builtin_") &&
         Record->getASTContext().getSourceManager().isInSystemHeader(
             Record->getLocation());
}

QualType builtinIndexValueType(QualType T) {
  if (!isBuiltinIndexType(T))
    return QualType();
  const auto *Record = T->getAsCXXRecordDecl();
  StringRef Vector = Record->getName().contains("Dim") ? "dim3" : "uint3";
  for (const NamedDecl *Conversion : Record->getVisibleConversionFunctions()) {
    QualType To = cast<CXXConversionDecl>(Conversion->getUnderlyingDecl())
                      ->getConversionType();
    const auto *ToRecord = To->getAsCXXRecordDecl();
    if (ToRecord && ToRecord->getIdentifier() &&
        ToRecord->getName() == Vector)
      return To;
  }
  return QualType();
}

} // namespace scale
