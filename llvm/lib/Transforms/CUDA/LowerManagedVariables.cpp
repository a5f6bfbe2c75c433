//===- LowerManagedVariables.cpp - CUDA's ABI for __managed__ -------------===//
//
// See LowerManagedVariables.h. A managed variable is found by its pair: a
// global `NAME.managed` (the storage, or on the host its unused shadow) and
// an externally initialized pointer global `NAME`, whose only uses are loads
// (possibly through constant casts), the llvm.used lists and, on the host,
// the registration. A pair with any other use is left alone.
//
// Device: each load of `NAME` becomes the address of the storage itself,
// `NAME` is erased and the storage takes its name.
//
// Host: the registration keeps the pointer variable but passes the device
// name as nvcc does (host_runtime.h's __cudaRegisterManagedVariable): CUDA's
// runtime finds the device variable by name, never by a host address, so
// the shadow is no longer used and goes. The registration function's
// handle is kept in an internal global for the __cudaInitModule calls; a
// module that registers nothing (a translation unit that only declares the
// variable `extern`) passes a null handle.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/LowerManagedVariables.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-lower-managed-vars"

STATISTIC(NumManagedVariables, "Number of managed variables lowered");
STATISTIC(NumRegistrationsRewritten,
          "Number of __cudaRegisterManagedVar calls given CUDA's signature");
STATISTIC(NumHostAccesses,
          "Number of host loads of managed pointers after __cudaInitModule");

namespace {

constexpr StringLiteral StorageSuffix = ".managed";
constexpr StringLiteral RegisterManagedVarName = "__cudaRegisterManagedVar";
constexpr StringLiteral InitModuleName = "__cudaInitModule";
constexpr StringLiteral HandleName = "__scale_managed_handle";
constexpr StringLiteral ManagedDataSection = "__nv_managed_data__";

/// HIP's __cudaRegisterManagedVar(handle, pointer variable, storage, name,
/// size, alignment), as Clang emits it in CUDA too.
constexpr unsigned HipRegistrationArgs = 6;

/// A managed variable as Clang's HIP lowering left it.
struct ManagedPair {
  GlobalVariable *Pointer;          ///< `NAME`, the pointer the runtime fills
  GlobalVariable *Storage;          ///< `NAME.managed`
  SmallVector<LoadInst *, 8> Loads; ///< the loads of Pointer
};

bool isUsedList(const User *U) {
  const auto *GV = dyn_cast<GlobalVariable>(U);
  return GV && (GV->getName() == "llvm.used" ||
                GV->getName() == "llvm.compiler.used");
}

bool isRegistration(const User *U) {
  const auto *Call = dyn_cast<CallInst>(U);
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  return Callee && Callee->getName() == RegisterManagedVarName;
}

/// Collects the pointer loads of \p V (Pointer or a constant cast of it)
/// into \p Loads; false if \p V has a use that is none of these, an entry
/// of a used list or an argument of the registration.
bool collectLoads(Value *V, SmallVectorImpl<LoadInst *> &Loads) {
  for (User *U : V->users()) {
    if (auto *Load = dyn_cast<LoadInst>(U);
        Load && Load->getType()->isPointerTy()) {
      Loads.push_back(Load);
      continue;
    }
    if (isRegistration(U))
      continue;
    if (auto *CE = dyn_cast<ConstantExpr>(U); CE && CE->isCast()) {
      if (!collectLoads(CE, Loads))
        return false;
      continue;
    }
    // The used lists hold their entries in a constant array.
    if (isa<ConstantArray>(U) && all_of(U->users(), isUsedList))
      continue;
    return false;
  }
  return true;
}

SmallVector<ManagedPair, 4> findManagedPairs(Module &M) {
  SmallVector<ManagedPair, 4> Pairs;
  for (GlobalVariable &Storage : M.globals()) {
    StringRef Name = Storage.getName();
    if (!Name.ends_with(StorageSuffix))
      continue;
    GlobalVariable *Pointer =
        M.getNamedGlobal(Name.drop_back(StorageSuffix.size()));
    if (!Pointer || !Pointer->isExternallyInitialized() ||
        !Pointer->getValueType()->isPointerTy())
      continue;
    ManagedPair Pair{Pointer, &Storage, {}};
    if (!collectLoads(Pointer, Pair.Loads)) {
      LLVM_DEBUG(dbgs() << "managed variable " << Pointer->getName()
                        << " has a use other than a load; left alone\n");
      continue;
    }
    Pairs.push_back(std::move(Pair));
  }
  return Pairs;
}

/// Marks \p Storage as managed for the NVPTX printer:
/// `!{ptr addrspace(1) @x, !"managed", i32 1}` in !nvvm.annotations.
void annotateManaged(Module &M, GlobalVariable &Storage) {
  LLVMContext &Ctx = M.getContext();
  Metadata *Operands[] = {
      ValueAsMetadata::get(&Storage), MDString::get(Ctx, "managed"),
      ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), 1))};
  M.getOrInsertNamedMetadata("nvvm.annotations")
      ->addOperand(MDNode::get(Ctx, Operands));
}

bool isCompilerUsed(Module &M, GlobalVariable &GV) {
  SmallVector<GlobalValue *, 8> Used;
  collectUsedGlobalVariables(M, Used, /*CompilerUsed=*/true);
  return is_contained(Used, &GV);
}

/// Device: the storage again, accessed directly.
void lowerOnDevice(Module &M, ManagedPair &Pair) {
  GlobalVariable *Pointer = Pair.Pointer, *Storage = Pair.Storage;
  for (LoadInst *Load : Pair.Loads) {
    Load->replaceAllUsesWith(ConstantExpr::getPointerBitCastOrAddrSpaceCast(
        Storage, Load->getType()));
    Load->eraseFromParent();
  }
  Pointer->removeDeadConstantUsers();
  removeFromUsedLists(
      M, [Pointer](Constant *C) { return C->stripPointerCasts() == Pointer; });
  Storage->takeName(Pointer);
  Pointer->eraseFromParent();
  // The runtime allocates every managed variable of the image, used by
  // device code or not.
  if (!Storage->isDeclaration() && !isCompilerUsed(M, *Storage))
    appendToCompilerUsed(M, {Storage});
  annotateManaged(M, *Storage);
}

GlobalVariable *getOrCreateHandle(Module &M) {
  if (GlobalVariable *Handle = M.getNamedGlobal(HandleName))
    return Handle;
  auto *Ptr = PointerType::getUnqual(M.getContext());
  return new GlobalVariable(M, Ptr, /*isConstant=*/false,
                            GlobalValue::InternalLinkage,
                            ConstantPointerNull::get(Ptr), HandleName);
}

/// Host: gives the 6-argument registrations CUDA's 8 arguments, keeping the
/// handle of each registering function in \p Handle.
void rewriteRegistrations(Module &M, GlobalVariable &Handle) {
  Function *Hip = M.getFunction(RegisterManagedVarName);
  if (!Hip)
    return;
  // In program order: each registering function stores its handle before
  // its first registration.
  SmallVector<CallInst *, 4> Calls;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *Call = dyn_cast<CallInst>(&I);
          Call && Call->getCalledOperand() == Hip &&
          Call->arg_size() == HipRegistrationArgs)
        Calls.push_back(Call);
  if (Calls.empty())
    return;

  LLVMContext &Ctx = M.getContext();
  auto *Ptr = PointerType::getUnqual(Ctx);
  auto *Int = Type::getInt32Ty(Ctx);
  Type *Size = Calls.front()->getArgOperand(4)->getType();
  // void __cudaRegisterManagedVar(void **fatCubinHandle,
  //     void **hostVarPtrAddress, char *deviceAddress, const char *deviceName,
  //     int ext, size_t size, int constant, int global)
  auto *CudaType = FunctionType::get(Type::getVoidTy(Ctx),
                                     {Ptr, Ptr, Ptr, Ptr, Int, Size, Int, Int},
                                     /*isVarArg=*/false);
  Function *Cuda = Hip;
  if (Hip->getFunctionType() != CudaType) {
    Hip->setName("");
    Cuda = Function::Create(CudaType, Hip->getLinkage(), RegisterManagedVarName,
                            M);
  }

  SmallPtrSet<Function *, 2> StoringHandle;
  for (CallInst *Call : Calls) {
    IRBuilder<> B(Call);
    Value *FatCubinHandle = Call->getArgOperand(0);
    if (StoringHandle.insert(Call->getFunction()).second)
      B.CreateStore(FatCubinHandle, &Handle);
    Value *PointerVar = Call->getArgOperand(1);
    Value *Name = Call->getArgOperand(3);
    Value *VarSize = Call->getArgOperand(4);
    Value *Zero = ConstantInt::get(Int, 0);
    B.CreateCall(Cuda, {FatCubinHandle, PointerVar, Name, Name,
                        /*ext=*/Zero, VarSize, /*constant=*/Zero,
                        /*global=*/Zero});
    Call->eraseFromParent();
    ++NumRegistrationsRewritten;
  }
  if (Cuda != Hip) {
    Hip->replaceAllUsesWith(Cuda);
    Hip->eraseFromParent();
  }
}

/// Host: the pointer variable where nvcc puts its own, and every load of
/// it after __cudaInitModule.
void lowerOnHost(Module &M, ManagedPair &Pair, GlobalVariable &Handle) {
  if (!Pair.Pointer->isDeclaration())
    Pair.Pointer->setSection(ManagedDataSection);
  LLVMContext &Ctx = M.getContext();
  auto *Ptr = PointerType::getUnqual(Ctx);
  // char __cudaInitModule(void **fatCubinHandle)
  FunctionCallee InitModule = M.getOrInsertFunction(
      InitModuleName, FunctionType::get(Type::getInt8Ty(Ctx), {Ptr},
                                        /*isVarArg=*/false));
  for (LoadInst *Load : Pair.Loads) {
    IRBuilder<> B(Load);
    B.CreateCall(InitModule, {B.CreateLoad(Ptr, &Handle)});
    ++NumHostAccesses;
  }
  // The registration names the device variable; nothing reads the shadow.
  Pair.Storage->removeDeadConstantUsers();
  if (Pair.Storage->use_empty())
    Pair.Storage->eraseFromParent();
}

} // namespace

PreservedAnalyses LowerManagedVariablesPass::run(Module &M,
                                                 ModuleAnalysisManager &) {
  SmallVector<ManagedPair, 4> Pairs = findManagedPairs(M);
  if (M.getTargetTriple().isNVPTX()) {
    for (ManagedPair &Pair : Pairs)
      lowerOnDevice(M, Pair);
    NumManagedVariables += Pairs.size();
    return Pairs.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
  }

  bool Registers = M.getFunction(RegisterManagedVarName) != nullptr;
  if (Pairs.empty() && !Registers)
    return PreservedAnalyses::all();
  GlobalVariable &Handle = *getOrCreateHandle(M);
  rewriteRegistrations(M, Handle);
  for (ManagedPair &Pair : Pairs)
    lowerOnHost(M, Pair, Handle);
  NumManagedVariables += Pairs.size();
  return PreservedAnalyses::none();
}
