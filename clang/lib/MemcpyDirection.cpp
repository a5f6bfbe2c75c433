//===- MemcpyDirection.cpp - Copy kinds against operand spaces ------------===//
//
// A runtime copy in host code is checked when its cudaMemcpyKind is a
// constant naming both sides (HostToHost, HostToDevice, DeviceToHost,
// DeviceToDevice); cudaMemcpyDefault, a value that names no enumerator, and
// a kind known only at run time are never checked. Each `dst` and `src`
// operand is classified by the model (hostCopyOperandMemory):
//
//   operand                        | kind says host    | kind says device
//   -------------------------------+-------------------+------------------
//   __device pointer               | error by default  | -
//   object of host code, its       | -                 | warning by default
//   address, an array's decay      |                   |
//   generic pointer, __flat        | -                 | -
//
// Errors are errors by default only where the types prove the bug; a host
// variable passed with a device kind is a bug too, but nvcc builds it, so it
// is a warning. The callee is recognised by its parameters, not a list of
// names: a function of a system header (the runtime's, cuda_runtime.h's
// templates, libscale's overloads) at namespace scope whose name starts
// with `cuda` and that takes a cudaMemcpyKind; its operands are its pointer
// parameters named `dst` and `src`, as the runtime names them. That covers
// cudaMemcpy, 2D, Async, Peer-less symbol and array copies and graph copy
// nodes; cudaMemcpy3D's kind is a field of its parameter struct and is not
// followed.
//
//===----------------------------------------------------------------------===//

#include "scale/MemcpyDirection.h"

#include "scale/DiagnosticGroups.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace scale {

namespace {

enum class Operand { Destination, Source };

/// The side a cudaMemcpyKind value puts each operand on; none for
/// cudaMemcpyDefault (4) and values that name no direction.
std::optional<std::pair<CopyMemory, CopyMemory>> kindSides(int64_t Kind) {
  switch (Kind) {
  case 0: // cudaMemcpyHostToHost
    return std::pair(CopyMemory::Host, CopyMemory::Host);
  case 1: // cudaMemcpyHostToDevice
    return std::pair(CopyMemory::Device, CopyMemory::Host);
  case 2: // cudaMemcpyDeviceToHost
    return std::pair(CopyMemory::Host, CopyMemory::Device);
  case 3: // cudaMemcpyDeviceToDevice
    return std::pair(CopyMemory::Device, CopyMemory::Device);
  default:
    return std::nullopt;
  }
}

bool isMemcpyKind(QualType T) {
  const auto *Enum = T.getCanonicalType()->getAs<EnumType>();
  if (!Enum)
    return false;
  const IdentifierInfo *Name = Enum->getDecl()->getIdentifier();
  return Name && Name->isStr("cudaMemcpyKind");
}

/// The enumerator of \p Kind's type with \p Value, for the message.
std::string kindName(QualType Kind, int64_t Value) {
  const auto *Enum = Kind.getCanonicalType()->getAs<EnumType>();
  for (const EnumConstantDecl *Enumerator :
       Enum->getDecl()->getDefinitionOrSelf()->enumerators())
    if (Enumerator->getInitVal() == Value)
      return Enumerator->getName().str();
  return std::to_string(Value);
}

/// The variable of host code whose storage \p E, an object, lies in: the
/// variable itself, a member or an element of an array it holds. Not a
/// reference (it may name any memory) nor a variable with a CUDA memory
/// specifier.
const VarDecl *hostVariableOf(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *Member = dyn_cast<MemberExpr>(E)) {
      if (Member->isArrow())
        return nullptr;
      E = Member->getBase();
    } else if (const auto *Element = dyn_cast<ArraySubscriptExpr>(E)) {
      const Expr *Base = Element->getBase()->IgnoreParenImpCasts();
      if (!Base->getType()->isArrayType())
        return nullptr;
      E = Base;
    } else {
      break;
    }
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var || Var->getType()->isReferenceType() ||
      Var->hasAttr<CUDADeviceAttr>() || Var->hasAttr<CUDASharedAttr>() ||
      Var->hasAttr<CUDAConstantAttr>() || Var->hasAttr<HIPManagedAttr>())
    return nullptr;
  return Var;
}

struct OperandMemory {
  CopyMemory Memory;
  QualType Type;                  ///< the operand's type as written
  const VarDecl *Var = nullptr;   ///< for an object of host code
};

std::optional<OperandMemory> operandMemory(const ASTContext &Ctx,
                                           const Expr *Arg) {
  const Expr *Written = Arg->IgnoreParenImpCasts();
  QualType T = Written->getType();
  if (T->isPointerType())
    if (std::optional<AddrSpace> AS =
            classify(T->getPointeeType().getAddressSpace()))
      if (hostCopyOperandMemory(*AS, /*IsObject=*/false) == CopyMemory::Device)
        return OperandMemory{CopyMemory::Device, T};
  const Expr *Object = nullptr;
  if (const auto *AddrOf = dyn_cast<UnaryOperator>(Written);
      AddrOf && AddrOf->getOpcode() == UO_AddrOf)
    Object = AddrOf->getSubExpr();
  else if (T->isArrayType())
    Object = Written;
  if (!Object)
    return std::nullopt;
  const VarDecl *Var = hostVariableOf(Object);
  if (!Var)
    return std::nullopt;
  std::optional<AddrSpace> AS =
      classify(Ctx.getBaseElementType(Var->getType()).getAddressSpace());
  if (!AS || hostCopyOperandMemory(*AS, /*IsObject=*/true) != CopyMemory::Host)
    return std::nullopt;
  return OperandMemory{CopyMemory::Host, T, Var};
}

/// The name the program wrote: per-thread default stream builds
/// (--default-stream per-thread) rename the runtime's copies by macro.
StringRef writtenName(const FunctionDecl *Callee) {
  StringRef Name = Callee->getName();
  if (!Name.consume_back("_ptds"))
    Name.consume_back("_ptsz");
  return Name;
}

} // namespace

void checkMemcpyDirection(const SemaScale &Ext, const CallExpr *Call,
                          ReportFn Report) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getIdentifier() ||
      !Callee->getName().starts_with("cuda") ||
      !Callee->getDeclContext()->getRedeclContext()->isTranslationUnit())
    return;
  Sema &S = Ext.sema();
  ASTContext &Ctx = S.getASTContext();
  if (!Ctx.getSourceManager().isInSystemHeader(Callee->getLocation()) ||
      Ext.isForeignSystemLocation(Call->getExprLoc()))
    return;
  unsigned NumArgs = std::min(Call->getNumArgs(), Callee->getNumParams());
  std::optional<unsigned> KindIndex;
  for (unsigned I = 0; I < NumArgs; ++I)
    if (isMemcpyKind(Callee->getParamDecl(I)->getType()))
      KindIndex = I;
  if (!KindIndex)
    return;
  const Expr *KindArg = Call->getArg(*KindIndex);
  Expr::EvalResult Kind;
  if (KindArg->isValueDependent() || !KindArg->EvaluateAsInt(Kind, Ctx))
    return;
  int64_t KindValue = Kind.Val.getInt().getExtValue();
  auto Sides = kindSides(KindValue);
  if (!Sides)
    return;
  QualType KindType = Callee->getParamDecl(*KindIndex)->getType();
  for (unsigned I = 0; I < NumArgs; ++I) {
    const ParmVarDecl *Param = Callee->getParamDecl(I);
    if (!Param->getType()->isPointerType() || !Param->getIdentifier())
      continue;
    Operand Role;
    CopyMemory Says;
    if (Param->getName() == "dst") {
      Role = Operand::Destination;
      Says = Sides->first;
    } else if (Param->getName() == "src") {
      Role = Operand::Source;
      Says = Sides->second;
    } else {
      continue;
    }
    const Expr *Arg = Call->getArg(I);
    if (isa<CXXDefaultArgExpr>(Arg) || Arg->isValueDependent())
      continue;
    std::optional<OperandMemory> Known = operandMemory(Ctx, Arg);
    if (!Known || Known->Memory == Says)
      continue;
    DiagnosticsEngine &Diags = S.getDiagnostics();
    if (Known->Memory == CopyMemory::Device)
      Report(Arg->getExprLoc(), diagID(Diags, Diag::MemcpyDeviceOperand))
          << writtenName(Callee) << static_cast<unsigned>(Role) << Known->Type
          << kindName(KindType, KindValue) << Arg->getSourceRange()
          << KindArg->getSourceRange();
    else
      Report(Arg->getExprLoc(), diagID(Diags, Diag::MemcpyHostOperand))
          << writtenName(Callee) << static_cast<unsigned>(Role) << Known->Var
          << kindName(KindType, KindValue) << Arg->getSourceRange()
          << KindArg->getSourceRange();
  }
}

} // namespace scale
