//===- CodeGenHooks.cpp - Lowering the spaces to LLVM address spaces -------===//
//
// CodeGen asks ASTContext::getTargetAddressSpace(LangAS) for the LLVM address
// space of every pointer, reference, global and alloca. Upstream answers a
// target-numbered space (our qualifiers are address_space(N)) with N on every
// target, so host IR would get `ptr addrspace(1)` for `__device float *`. The
// wrapper answers our spaces from the model instead: the qualifier numbers on
// NVPTX and AMDGPU, 0 on the host, so that host structs and functions with
// qualified pointers have the ABI of the unqualified program. The
// generic-sized form of __shared and __local (AMDGPU) lowers to flat
// pointers, whose size it has; a `__shared__` variable itself stays in LDS
// (CodeGen places it by its CUDA attribute) and its address is cast.
//
// The Itanium mangler also asks getTargetAddressSpace, for `U3AS<n>`. It must
// not see the host's 0 (host and device names must agree, or kernels stop
// launching), and it must tell `__flat` (address_space(0), which upstream
// mangles like no address space at all) from generic. ItaniumMangle.cpp.o is
// therefore linked as a copy whose calls go to
// scale_mangledTargetAddressSpace (a `redefine` entry of
// InterposedSymbols.txt), which answers our spaces with the model's mangling
// number and everything else with the original.
//
// A call through a pointer to member function, `(obj.*pmf)()`, does not know
// its callee's declaration: CodeGen arranges it from the argument list, whose
// `this` it types as a pointer to the class alone, while a method qualified
// with a space takes `this` in that space (its definition is arranged from
// the declaration). NVPTX's `__shared`, `__local` and `__constant` pointers
// are addresses in their own window, not generic ones (AMDGPU's `__shared`
// and `__local` with -fscale-short-pointers too), so the call would cast the
// object's address to generic and the callee would read it as one of its
// window.
// CodeGenTypes::arrangeCXXMethodCall, called from CGExprCXX.cpp (and
// ItaniumCXXABI.cpp), is wrapped: where the prototype's method qualifiers name
// one of our spaces and the arranged `this` points elsewhere, the call is
// arranged again through CodeGenABITypes.h with `this` in the method's space.
// The object's address is already there (Sema admits only objects whose
// space converts to the method's, and CodeGen emits it in the object's own
// space), so the call passes it unchanged, for virtual methods too.
//
// Device compilation makes a host variable `__constant__` by itself when it
// is const with a constant initializer (SemaCUDA::MaybeAddConstantAttr), so
// that device code may read it. CodeGen then emits every such variable with
// external linkage into the device module, used or not: a .cu file's
// `extern const` table of 816 KB for the host (HeCBench sobol) became PTX
// constant data over ptxas's 64 KB, where nvcc emits nothing. The device
// copy of a promoted host variable is not registered with the runtime, so
// only device code can reach it; in whole-program device code (no
// -fgpu-rdc, where another module's device code may name it) no other
// module can. ASTContext::DeclMustBeEmitted, which CodeGenModule asks
// before it emits a global eagerly, is wrapped: it answers no for such a
// variable, which CodeGen then emits when device code refers to it, as it
// emits an internal one.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/CodeGen/CGFunctionInfo.h"
#include "clang/CodeGen/CodeGenABITypes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/CallingConv.h"
#include "llvm/IR/Function.h"

#include <mutex>

using namespace clang;

#define TARGET_ADDRESS_SPACE                                                   \
  _ZNK5clang10ASTContext21getTargetAddressSpaceENS_6LangASE

#define ARRANGE_CXX_METHOD_CALL                                                \
  _ZN5clang7CodeGen12CodeGenTypes20arrangeCXXMethodCallERKNS0_11CallArgListEPKNS_17FunctionProtoTypeENS0_12RequiredArgsEj
#define CODEGEN_TYPES_CONSTRUCTOR                                              \
  _ZN5clang7CodeGen12CodeGenTypesC1ERNS0_13CodeGenModuleE
#define DECL_MUST_BE_EMITTED                                                   \
  _ZN5clang10ASTContext17DeclMustBeEmittedEPKNS_4DeclE
#define GET_ADDR_OF_FUNCTION                                                   \
  _ZN5clang7CodeGen13CodeGenModule17GetAddrOfFunctionENS_10GlobalDeclEPN4llvm4TypeEbbNS0_15ForDefinition_tE

namespace clang::CodeGen {
class CallArgList;
class CodeGenTypes;
} // namespace clang::CodeGen

extern "C" unsigned SCALE_REAL(TARGET_ADDRESS_SPACE)(const ASTContext *Ctx,
                                                     LangAS AS);
extern "C" const CodeGen::CGFunctionInfo &SCALE_REAL(ARRANGE_CXX_METHOD_CALL)(
    CodeGen::CodeGenTypes *Types, const CodeGen::CallArgList &Args,
    const FunctionProtoType *Proto, CodeGen::RequiredArgs Required,
    unsigned NumPrefixArgs);
extern "C" void SCALE_REAL(CODEGEN_TYPES_CONSTRUCTOR)(
    CodeGen::CodeGenTypes *Types, CodeGen::CodeGenModule &CGM);
extern "C" bool SCALE_REAL(DECL_MUST_BE_EMITTED)(ASTContext *Ctx,
                                                 const Decl *D);
// The last parameter is CodeGen's ForDefinition_t, an enumeration of
// underlying type bool (CodeGenModule.h, not installed).
extern "C" llvm::Constant *
SCALE_REAL(GET_ADDR_OF_FUNCTION)(CodeGen::CodeGenModule *CGM, GlobalDecl GD,
                                 llvm::Type *Ty, bool ForVTable, bool DontDefer,
                                 bool IsForDefinition);

// One of our qualified spaces (not generic, which is the unqualified type and
// keeps upstream's answer), while the extension is on for \p Ctx.
static std::optional<scale::AddrSpace> qualifiedSpace(const ASTContext &Ctx,
                                                      LangAS AS) {
  if (!scale::SemaScale::get(Ctx))
    return std::nullopt;
  std::optional<scale::AddrSpace> Space = scale::classify(AS);
  if (!Space || *Space == scale::AddrSpace::Generic)
    return std::nullopt;
  return Space;
}

extern "C" unsigned SCALE_WRAP(TARGET_ADDRESS_SPACE)(const ASTContext *Ctx,
                                                     LangAS AS) {
  if (qualifiedSpace(*Ctx, AS))
    return *scale::llvmAddressSpace(AS, Ctx->getTargetInfo().getTriple());
  return SCALE_REAL(TARGET_ADDRESS_SPACE)(Ctx, AS);
}

static_assert(Qualifiers::MaxAddressSpace < 0x800000,
              "the mangling number of __flat must stay unspellable");

// Called instead of getTargetAddressSpace by the Itanium mangler only.
extern "C" unsigned scale_mangledTargetAddressSpace(const ASTContext *Ctx,
                                                    LangAS AS) {
  if (std::optional<scale::AddrSpace> Space = qualifiedSpace(*Ctx, AS))
    return scale::manglingNumber(*Space);
  return SCALE_REAL(TARGET_ADDRESS_SPACE)(Ctx, AS);
}

namespace {

// The module that owns each CodeGenTypes: the public arrangement functions
// (CodeGenABITypes.h) take the module, the wrapped member has only its
// CodeGenTypes. An entry of a destroyed object is overwritten when another
// is constructed at its address, before anything can ask for it.
struct ModuleOfTypes {
  std::mutex Lock;
  llvm::DenseMap<const CodeGen::CodeGenTypes *, CodeGen::CodeGenModule *> Map;
};

ModuleOfTypes &moduleOfTypes() {
  static ModuleOfTypes Modules;
  return Modules;
}

} // namespace

extern "C" void SCALE_WRAP(CODEGEN_TYPES_CONSTRUCTOR)(
    CodeGen::CodeGenTypes *Types, CodeGen::CodeGenModule &CGM) {
  SCALE_REAL(CODEGEN_TYPES_CONSTRUCTOR)(Types, CGM);
  ModuleOfTypes &Modules = moduleOfTypes();
  std::lock_guard<std::mutex> Guard(Modules.Lock);
  Modules.Map[Types] = &CGM;
}

// A method call whose arranged `this` is not in the space of the method's
// qualifiers (a call through a pointer to member function) is arranged
// again with `this` in that space, as the method's definition is.
extern "C" const CodeGen::CGFunctionInfo &SCALE_WRAP(ARRANGE_CXX_METHOD_CALL)(
    CodeGen::CodeGenTypes *Types, const CodeGen::CallArgList &Args,
    const FunctionProtoType *Proto, CodeGen::RequiredArgs Required,
    unsigned NumPrefixArgs) {
  const CodeGen::CGFunctionInfo &Arranged = SCALE_REAL(ARRANGE_CXX_METHOD_CALL)(
      Types, Args, Proto, Required, NumPrefixArgs);
  LangAS MethodSpace = Proto->getMethodQuals().getAddressSpace();
  std::optional<scale::AddrSpace> Space = scale::classify(MethodSpace);
  if (!Space || *Space == scale::AddrSpace::Generic || Arranged.arg_size() == 0)
    return Arranged;
  QualType This = Arranged.arg_begin()->type;
  const auto *Pointer = This->getAs<PointerType>();
  const CXXRecordDecl *Class =
      Pointer ? Pointer->getPointeeType()->getAsCXXRecordDecl() : nullptr;
  if (!Class || Pointer->getPointeeType().getAddressSpace() == MethodSpace ||
      !scale::SemaScale::get(Class->getASTContext()))
    return Arranged;
  CodeGen::CodeGenModule *CGM;
  {
    ModuleOfTypes &Modules = moduleOfTypes();
    std::lock_guard<std::mutex> Guard(Modules.Lock);
    CGM = Modules.Map.lookup(Types);
  }
  if (!CGM)
    return Arranged;
  ASTContext &Ctx = Class->getASTContext();
  SmallVector<CanQualType, 8> ArgTypes;
  for (const CodeGen::CGFunctionInfoArgInfo &Arg : Arranged.arguments())
    ArgTypes.push_back(Arg.type);
  ArgTypes[0] = Ctx.getCanonicalType(Ctx.getPointerType(
      Ctx.getAddrSpaceQualType(Pointer->getPointeeType(), MethodSpace)));
  return CodeGen::arrangeCXXMethodCall(
      *CGM, Arranged.getReturnType(), ArgTypes, Arranged.getExtInfo(),
      Arranged.getExtParameterInfos(), Arranged.getRequiredArgs());
}

// A host variable that whole-program device compilation made `__constant__`
// only for its constant initializer (the implicit attribute), and nothing
// else made a device variable.
static bool isPromotedHostConstant(const ASTContext &Ctx, const Decl *D) {
  const LangOptions &Lang = Ctx.getLangOpts();
  if (!Lang.CUDA || !Lang.CUDAIsDevice || Lang.GPURelocatableDeviceCode)
    return false;
  const auto *VD = dyn_cast<VarDecl>(D);
  if (!VD || !VD->hasAttrs())
    return false;
  // One pass over the attributes (each getAttr/hasAttr is a lookup of
  // them); the first __constant__ decides, as getAttr's.
  const Attr *Constant = nullptr;
  for (const Attr *A : VD->getAttrs()) {
    if (isa<CUDADeviceAttr, HIPManagedAttr>(A))
      return false;
    if (!Constant && isa<CUDAConstantAttr>(A))
      Constant = A;
  }
  return Constant && Constant->isImplicit();
}

extern "C" bool SCALE_WRAP(DECL_MUST_BE_EMITTED)(ASTContext *Ctx,
                                                 const Decl *D) {
  if (scale::SemaScale::get(*Ctx) && isPromotedHostConstant(*Ctx, D))
    return false;
  return SCALE_REAL(DECL_MUST_BE_EMITTED)(Ctx, D);
}

extern "C" llvm::Constant *
SCALE_WRAP(GET_ADDR_OF_FUNCTION)(CodeGen::CodeGenModule *CGM, GlobalDecl GD,
                                 llvm::Type *Ty, bool ForVTable, bool DontDefer,
                                 bool IsForDefinition) {
  llvm::Constant *Address = SCALE_REAL(GET_ADDR_OF_FUNCTION)(
      CGM, GD, Ty, ForVTable, DontDefer, IsForDefinition);
  const auto *Kernel = dyn_cast_or_null<FunctionDecl>(GD.getDecl());
  if (!Kernel)
    return Address;
  const ASTContext &Ctx = Kernel->getASTContext();
  if (!Ctx.getLangOpts().CUDAIsDevice ||
      !Ctx.getTargetInfo().getTriple().isNVPTX() ||
      !Kernel->hasAttr<CUDAGlobalAttr>() || !scale::SemaScale::get(Ctx))
    return Address;
  if (auto *F = dyn_cast<llvm::Function>(Address->stripPointerCasts());
      F && F->isDeclaration())
    F->setCallingConv(llvm::CallingConv::PTX_Kernel);
  return Address;
}
