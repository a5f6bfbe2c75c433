//===- CacheHints.cpp - L2 cache hints of cuda::annotated_ptr -------------===//
//
// See CacheHints.h. The algorithm of LowerCacheHintsPass:
//
//  1. Analysis. The policy of a pointer is found by walking back from it to
//     where it was made:
//
//       pointer                              | policy
//       -------------------------------------+--------------------------------
//       marker(p, policy)                    | policy, unless p points into a
//                                            | local variable or a space other
//                                            | than global (`__shared` etc.)
//       GEP, bitcast, addrspacecast of q     | q's
//       phi, select                          | the one policy of all incoming
//                                            | values (a value reached again
//                                            | in a cycle, null and undef
//                                            | agree with any)
//       parameter of a function that only    | the one constant policy of the
//       calls can reach (local linkage, or   | arguments at every call
//       any non-kernel in a whole program)   |
//       result of a call of a function       | the one constant policy of its
//       defined here                         | returned values
//       anything else                        | none
//
//     A policy that is not a constant must dominate the access.
//  2. In each function for sm_80 and later (PTX ISA 7.4 and later) that has
//     an access with a policy: non-volatile memcpys of at most 64 bytes with
//     a policy on either side become loads and stores, the load/store
//     vectorizer merges neighbouring accesses (as NVPTX's back end would
//     have, which it cannot do with inline assembly), and every simple load
//     and store with a policy becomes `ld.global.L2::cache_hint` /
//     `st.global.L2::cache_hint` in inline PTX: scalar (1, 2, 4 or 8
//     bytes), or `.v4.b32` (16 bytes), when aligned to its size (as PTX
//     requires); other accesses stay plain.
//     Remarks (scale-cache-hints) count the hinted accesses per function
//     and name those with a policy that stay plain.
//  3. The markers are replaced by their pointer, on every target: before
//     sm_80 the association is a pass-through, as in CUDA's headers.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/CacheHints.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Transforms/Vectorize/LoadStoreVectorizer.h"

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-cache-hints"

STATISTIC(NumMarked, "Number of __nv_associate_access_property calls marked");
STATISTIC(NumHintedLoads, "Number of loads given an L2 cache hint");
STATISTIC(NumHintedStores, "Number of stores given an L2 cache hint");
STATISTIC(NumExpandedCopies, "Number of memcpys expanded for cache hints");

namespace {

/// `__nv_associate_access_property(const void *, unsigned long long)` as
/// Clang's __clang_cuda_intrinsics.h defines it, and unmangled.
constexpr StringLiteral AssociateNames[] = {
    "_Z30__nv_associate_access_propertyPKvy",
    "__nv_associate_access_property"};
constexpr StringLiteral MarkerName = "__scale_l2_cache_hint";
/// -Rpass=scale-cache-hints, -Rpass-missed=scale-cache-hints.
constexpr const char *CacheHintRemarkName = "scale-cache-hints";

/// `.L2::cache_hint` on ld/st: sm_80 and PTX ISA 7.4.
constexpr unsigned FirstCacheHintSM = 80;
constexpr unsigned FirstCacheHintPTX = 74;

/// memcpys up to this size (four 16-byte chunks) become hinted accesses.
constexpr uint64_t MaxExpandedCopyBytes = 64;
/// Values one policy query may visit before it gives up.
constexpr unsigned MaxVisitedValues = 256;

bool isMarker(const Value *V) {
  const auto *Call = dyn_cast<CallInst>(V);
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  return Callee && Callee->getName() == MarkerName;
}

/// The number after \p Prefix in \p Text ("sm_90a" -> 90), or 0.
unsigned numberAfter(StringRef Text, StringRef Prefix) {
  size_t At = Text.find(Prefix);
  if (At == StringRef::npos)
    return 0;
  unsigned Number = 0;
  Text.drop_front(At + Prefix.size())
      .take_while([](char C) { return isDigit(C); })
      .getAsInteger(10, Number);
  return Number;
}

/// The function is compiled for a GPU and PTX version with `.L2::cache_hint`.
bool targetHasCacheHints(const Function &F) {
  if (numberAfter(F.getFnAttribute("target-cpu").getValueAsString(), "sm_") <
      FirstCacheHintSM)
    return false;
  // Without a +ptxNN feature the back end picks a version the GPU supports.
  unsigned PTX = numberAfter(
      F.getFnAttribute("target-features").getValueAsString(), "+ptx");
  return PTX == 0 || PTX >= FirstCacheHintPTX;
}

/// What the walk back from a pointer found: no policy, every source agrees
/// with any policy (only values already on the walk), or one policy.
struct PolicyLattice {
  enum Kind { None, Any, Policy } State;
  llvm::Value *Found = nullptr;

  static PolicyLattice none() { return {None}; }
  static PolicyLattice any() { return {Any}; }
  static PolicyLattice of(llvm::Value *P) { return {Policy, P}; }

  PolicyLattice merge(PolicyLattice Other) const {
    if (State == None || Other.State == Any)
      return *this;
    if (State == Any || Other.State == None)
      return Other;
    return Found == Other.Found ? *this : none();
  }
  /// Across a call only a constant means the same on both sides.
  PolicyLattice constantOnly() const {
    return State == Policy && isa<Constant>(Found) ? *this : none();
  }
};

/// Is \p AS the generic or the global space, the only ones a hinted access
/// may go through?
bool isGenericOrGlobal(unsigned AS, const GPUAddressSpaces &Spaces) {
  return AS == Spaces.generic() || AS == Spaces.global();
}

class PolicyFinder {
public:
  PolicyFinder(const GPUAddressSpaces &Spaces, bool WholeProgram)
      : Spaces(Spaces), WholeProgram(WholeProgram) {}

  /// The policy of the accesses through \p Pointer at \p Access, or null.
  Value *policyOf(Value *Pointer, Instruction &Access, DominatorTree &DT) {
    if (!isGenericOrGlobal(Pointer->getType()->getPointerAddressSpace(),
                           Spaces))
      return nullptr;
    SmallPtrSet<Value *, 32> Visited;
    PolicyLattice Result = find(Pointer, Visited);
    if (Result.State != PolicyLattice::Policy)
      return nullptr;
    if (auto *Def = dyn_cast<Instruction>(Result.Found);
        Def && !DT.dominates(Def, &Access))
      return nullptr;
    return Result.Found;
  }

private:
  PolicyLattice find(Value *V, SmallPtrSetImpl<Value *> &Visited) {
    if (Visited.size() >= MaxVisitedValues)
      return PolicyLattice::none();
    // Null (annotated_ptr::get() of a null pointer) and undefined pointers
    // cannot be accessed: they agree with any policy.
    if (!Visited.insert(V).second || isa<ConstantPointerNull, UndefValue>(V))
      return PolicyLattice::any();
    if (auto *GEP = dyn_cast<GEPOperator>(V))
      return find(GEP->getPointerOperand(), Visited);
    if (isa<BitCastOperator, AddrSpaceCastOperator>(V))
      return find(cast<Operator>(V)->getOperand(0), Visited);
    if (isMarker(V))
      return markerPolicy(*cast<CallInst>(V));
    if (auto *Phi = dyn_cast<PHINode>(V)) {
      PolicyLattice Merged = PolicyLattice::any();
      for (Value *Incoming : Phi->incoming_values())
        Merged = Merged.merge(find(Incoming, Visited));
      return Merged;
    }
    if (auto *Select = dyn_cast<SelectInst>(V))
      return find(Select->getTrueValue(), Visited)
          .merge(find(Select->getFalseValue(), Visited));
    if (auto *Param = dyn_cast<Argument>(V))
      return parameterPolicy(*Param, Visited);
    if (auto *Call = dyn_cast<CallBase>(V))
      return returnedPolicy(*Call, Visited);
    return PolicyLattice::none();
  }

  PolicyLattice markerPolicy(CallInst &Marker) const {
    // CUDA's headers never associate a __shared pointer (their `shared`
    // property passes it through); one that reaches us anyway stays plain.
    const Value *Object = getUnderlyingObject(Marker.getArgOperand(0));
    if (isa<AllocaInst>(Object) ||
        !isGenericOrGlobal(Object->getType()->getPointerAddressSpace(),
                           Spaces))
      return PolicyLattice::none();
    return PolicyLattice::of(Marker.getArgOperand(1));
  }

  /// Only calls reach the function: every caller is in this module.
  bool callersAreKnown(const Function &F) const {
    if (F.isDeclaration() || Spaces.isKernel(F) ||
        !(F.hasLocalLinkage() || WholeProgram) || F.use_empty())
      return false;
    return all_of(F.uses(), [&F](const Use &U) {
      const auto *Call = dyn_cast<CallBase>(U.getUser());
      return Call && Call->isCallee(&U) &&
             Call->getFunctionType() == F.getFunctionType();
    });
  }

  PolicyLattice parameterPolicy(Argument &Param,
                                SmallPtrSetImpl<Value *> &Visited) {
    Function &F = *Param.getParent();
    if (!callersAreKnown(F))
      return PolicyLattice::none();
    PolicyLattice Merged = PolicyLattice::any();
    for (User *U : F.users())
      Merged = Merged.merge(
          find(cast<CallBase>(U)->getArgOperand(Param.getArgNo()), Visited));
    return Merged.constantOnly();
  }

  PolicyLattice returnedPolicy(CallBase &Call,
                               SmallPtrSetImpl<Value *> &Visited) {
    Function *Callee = Call.getCalledFunction();
    if (!Callee || Callee->isDeclaration() || Callee->isInterposable())
      return PolicyLattice::none();
    PolicyLattice Merged = PolicyLattice::any();
    for (Instruction &I : instructions(*Callee))
      if (auto *Return = dyn_cast<ReturnInst>(&I))
        Merged = Merged.merge(find(Return->getReturnValue(), Visited));
    return Merged.constantOnly();
  }

  const GPUAddressSpaces &Spaces;
  bool WholeProgram;
};

/// How one access is written in PTX: \p Count elements (1 or 4) of
/// \p ElementBytes each.
struct AccessShape {
  unsigned ElementBytes;
  unsigned Count;
};

std::optional<AccessShape> shapeOf(Type *Ty, Align Alignment,
                                   const DataLayout &DL) {
  if (!(Ty->isIntOrIntVectorTy() || Ty->isFPOrFPVectorTy()) ||
      isa<ScalableVectorType>(Ty))
    return std::nullopt;
  uint64_t Bits = DL.getTypeSizeInBits(Ty);
  if (Bits != DL.getTypeStoreSizeInBits(Ty))
    return std::nullopt;
  // PTX requires the address of a vector access aligned to its whole size.
  uint64_t Bytes = Bits / 8;
  if (Alignment.value() < Bytes)
    return std::nullopt;
  if (is_contained({1u, 2u, 4u, 8u}, Bytes))
    return AccessShape{unsigned(Bytes), 1};
  // 16 bytes as four 32-bit elements, as nvcc splits them.
  if (Bytes == 16)
    return AccessShape{4, 4};
  return std::nullopt;
}

/// The register type of one element: PTX has no 8-bit registers.
Type *registerType(LLVMContext &Ctx, const AccessShape &Shape) {
  return Type::getIntNTy(Ctx, std::max(Shape.ElementBytes, 2u) * 8);
}

const char *registerConstraint(const AccessShape &Shape) {
  switch (Shape.ElementBytes) {
  case 8:
    return "l";
  case 4:
    return "r";
  default:
    return "h";
  }
}

/// "ld.global.L2::cache_hint.v4.b32" and the like.
std::string hintedOpcode(StringRef Op, const AccessShape &Shape) {
  std::string Opcode = (Op + ".global.L2::cache_hint").str();
  if (Shape.Count > 1)
    Opcode += ".v" + std::to_string(Shape.Count);
  Opcode += Shape.ElementBytes == 1
                ? ".u8"
                : ".b" + std::to_string(Shape.ElementBytes * 8);
  return Opcode;
}

/// "$1" or "{$1, $2, $3, $4}" for the element operands from \p First.
std::string elementOperands(const AccessShape &Shape, unsigned First) {
  if (Shape.Count == 1)
    return "$" + std::to_string(First);
  std::string List = "{";
  for (unsigned I = 0; I != Shape.Count; ++I)
    List += (I ? ", $" : "$") + std::to_string(First + I);
  return List + "}";
}

/// \p Pointer in the global space, where the hinted forms address.
Value *globalPointer(IRBuilder<> &B, Value *Pointer, unsigned Global) {
  if (Pointer->getType()->getPointerAddressSpace() == Global)
    return Pointer;
  return B.CreateAddrSpaceCast(Pointer, B.getPtrTy(Global));
}

void hintLoad(LoadInst &Load, const AccessShape &Shape, Value *Policy,
              unsigned Global) {
  IRBuilder<> B(&Load);
  LLVMContext &Ctx = Load.getContext();
  Type *Register = registerType(Ctx, Shape);
  Type *Result = Shape.Count == 1
                     ? Register
                     : StructType::get(Ctx, SmallVector<Type *, 4>(
                                                Shape.Count, Register));
  std::string Constraints;
  for (unsigned I = 0; I != Shape.Count; ++I)
    Constraints += std::string("=") + registerConstraint(Shape) + ",";
  Constraints += "l,l,~{memory}";
  std::string Text = hintedOpcode("ld", Shape) + " " +
                     elementOperands(Shape, 0) + ", [$" +
                     std::to_string(Shape.Count) + "], $" +
                     std::to_string(Shape.Count + 1) + ";";
  auto *Asm = InlineAsm::get(
      FunctionType::get(Result, {B.getPtrTy(Global), B.getInt64Ty()}, false),
      Text, Constraints, /*hasSideEffects=*/false);
  CallInst *Call =
      B.CreateCall(Asm, {globalPointer(B, Load.getPointerOperand(), Global),
                         Policy});

  Type *Element = B.getIntNTy(Shape.ElementBytes * 8);
  Value *Loaded;
  if (Shape.Count == 1) {
    Loaded = B.CreateTrunc(Call, Element);
  } else {
    Loaded = PoisonValue::get(FixedVectorType::get(Element, Shape.Count));
    for (unsigned I = 0; I != Shape.Count; ++I)
      Loaded = B.CreateInsertElement(
          Loaded, B.CreateTrunc(B.CreateExtractValue(Call, I), Element), I);
  }
  Value *Typed = B.CreateBitCast(Loaded, Load.getType());
  Typed->takeName(&Load);
  Load.replaceAllUsesWith(Typed);
  Load.eraseFromParent();
  ++NumHintedLoads;
}

void hintStore(StoreInst &Store, const AccessShape &Shape, Value *Policy,
               unsigned Global) {
  IRBuilder<> B(&Store);
  Type *Register = registerType(Store.getContext(), Shape);
  Type *Element = B.getIntNTy(Shape.ElementBytes * 8);
  Value *Stored = Store.getValueOperand();
  Value *Elements = B.CreateBitCast(
      Stored, Shape.Count == 1
                  ? Element
                  : FixedVectorType::get(Element, Shape.Count));

  SmallVector<Value *, 6> Operands{
      globalPointer(B, Store.getPointerOperand(), Global)};
  std::string Constraints = "l,";
  for (unsigned I = 0; I != Shape.Count; ++I) {
    Value *One = Shape.Count == 1 ? Elements
                                  : B.CreateExtractElement(Elements, I);
    Operands.push_back(B.CreateZExt(One, Register));
    Constraints += std::string(registerConstraint(Shape)) + ",";
  }
  Operands.push_back(Policy);
  Constraints += "l,~{memory}";
  std::string Text = hintedOpcode("st", Shape) + " [$0], " +
                     elementOperands(Shape, 1) + ", $" +
                     std::to_string(Shape.Count + 1) + ";";
  SmallVector<Type *, 6> OperandTypes;
  for (Value *Operand : Operands)
    OperandTypes.push_back(Operand->getType());
  auto *Asm = InlineAsm::get(
      FunctionType::get(B.getVoidTy(), OperandTypes, false), Text,
      Constraints, /*hasSideEffects=*/true);
  B.CreateCall(Asm, Operands);
  Store.eraseFromParent();
  ++NumHintedStores;
}

/// A memcpy as loads and stores of at most 16 bytes each, which the
/// rewrite then hints on the side that has a policy.
void expandCopy(MemCpyInst &Copy, uint64_t Bytes) {
  IRBuilder<> B(&Copy);
  Align Common = std::min(Copy.getSourceAlign().valueOrOne(),
                          Copy.getDestAlign().valueOrOne());
  uint64_t Chunk = 16;
  while (Chunk > Common.value() || Bytes % Chunk != 0)
    Chunk /= 2;
  Type *ChunkTy = Chunk == 16
                      ? static_cast<Type *>(
                            FixedVectorType::get(B.getInt32Ty(), 4))
                      : B.getIntNTy(Chunk * 8);
  for (uint64_t Offset = 0; Offset != Bytes; Offset += Chunk) {
    Align ChunkAlign = commonAlignment(Common, Offset);
    auto At = [&](Value *Base) {
      return Offset ? B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Base, Offset)
                    : Base;
    };
    Value *From = At(Copy.getSource());
    Value *To = At(Copy.getDest());
    B.CreateAlignedStore(B.CreateAlignedLoad(ChunkTy, From, ChunkAlign), To,
                         ChunkAlign);
  }
  Copy.eraseFromParent();
  ++NumExpandedCopies;
}

class FunctionHinter {
public:
  FunctionHinter(Function &F, FunctionAnalysisManager &FAM,
                 PolicyFinder &Policies, unsigned Global)
      : F(F), FAM(FAM), Policies(Policies), Global(Global) {}

  /// Gives the function's accesses their hints.
  void run() {
    if (!expandCopies())
      return;
    PreservedAnalyses Vectorized = LoadStoreVectorizerPass().run(F, FAM);
    FAM.invalidate(F, Vectorized);
    DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
    const DataLayout &DL = F.getDataLayout();
    SmallVector<std::tuple<Instruction *, AccessShape, Value *>, 16> Accesses;
    for (Instruction &I : instructions(F)) {
      Value *Pointer = getLoadStorePointerOperand(&I);
      Value *Policy = Pointer ? Policies.policyOf(Pointer, I, DT) : nullptr;
      if (!Policy)
        continue;
      Type *Accessed = getLoadStoreType(&I);
      std::optional<AccessShape> Shape =
          shapeOf(Accessed, getLoadStoreAlignment(&I), DL);
      bool Simple = isa<LoadInst>(I) ? cast<LoadInst>(I).isSimple()
                                     : cast<StoreInst>(I).isSimple();
      if (Simple && Shape) {
        Accesses.emplace_back(&I, *Shape, Policy);
        continue;
      }
      ORE.emit([&] {
        return OptimizationRemarkMissed(CacheHintRemarkName, "NotHinted", &I)
               << (isa<LoadInst>(I) ? "load" : "store")
               << " through an annotated pointer has no L2 cache hint: "
               << (!Simple ? "volatile and atomic accesses have no hinted form"
                           : "only aligned accesses of 1, 2, 4, 8 or 16 "
                             "bytes of integers and floating-point values "
                             "have one");
      });
    }
    unsigned Loads = 0, Stores = 0;
    for (auto &[Access, Shape, Policy] : Accesses) {
      if (auto *Load = dyn_cast<LoadInst>(Access)) {
        hintLoad(*Load, Shape, Policy, Global);
        ++Loads;
      } else {
        hintStore(*cast<StoreInst>(Access), Shape, Policy, Global);
        ++Stores;
      }
    }
    if (Loads + Stores)
      ORE.emit([&] {
        return OptimizationRemark(CacheHintRemarkName, "Hinted", &F)
               << "'" << remarkName(F) << "': " << ore::NV("Loads", Loads)
               << " loads and " << ore::NV("Stores", Stores)
               << " stores with an L2 cache hint";
      });
  }

private:
  /// Expands the small memcpys with a policy; says whether the function has
  /// any access with a policy at all (the only case worth vectorizing).
  bool expandCopies() {
    DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
    bool HasPolicy = false;
    SmallVector<std::pair<MemCpyInst *, uint64_t>, 4> Copies;
    for (Instruction &I : instructions(F)) {
      if (auto *Copy = dyn_cast<MemCpyInst>(&I)) {
        auto *Length = dyn_cast<ConstantInt>(Copy->getLength());
        if (Copy->isVolatile() || !Length || Length->isZero() ||
            Length->getZExtValue() > MaxExpandedCopyBytes)
          continue;
        if (Policies.policyOf(Copy->getSource(), I, DT) ||
            Policies.policyOf(Copy->getDest(), I, DT))
          Copies.emplace_back(Copy, Length->getZExtValue());
      } else if (!HasPolicy && (isa<LoadInst>(I) || isa<StoreInst>(I))) {
        HasPolicy = Policies.policyOf(getLoadStorePointerOperand(&I), I, DT);
      }
    }
    for (auto [Copy, Bytes] : Copies)
      expandCopy(*Copy, Bytes);
    if (!Copies.empty())
      FAM.invalidate(F, PreservedAnalyses::none());
    return HasPolicy || !Copies.empty();
  }

  Function &F;
  FunctionAnalysisManager &FAM;
  PolicyFinder &Policies;
  unsigned Global;
};

} // namespace

PreservedAnalyses MarkCacheHintsPass::run(Module &M,
                                          ModuleAnalysisManager &) {
  std::optional<GPUAddressSpaces> Spaces = GPUAddressSpaces::forModule(M);
  if (!Spaces || !Spaces->isNVPTX())
    return PreservedAnalyses::all();
  SmallVector<CallInst *, 8> Calls;
  for (StringRef Name : AssociateNames)
    if (Function *Associate = M.getFunction(Name);
        Associate && Associate->arg_size() == 2 &&
        Associate->getReturnType()->isPointerTy() &&
        Associate->getArg(0)->getType()->isPointerTy() &&
        Associate->getArg(1)->getType()->isIntegerTy())
      for (User *U : Associate->users())
        if (auto *Call = dyn_cast<CallInst>(U);
            Call && Call->getCalledFunction() == Associate)
          Calls.push_back(Call);
  if (Calls.empty())
    return PreservedAnalyses::all();

  LLVMContext &Ctx = M.getContext();
  PointerType *Generic = PointerType::get(Ctx, Spaces->generic());
  FunctionCallee Marker = M.getOrInsertFunction(
      MarkerName, FunctionType::get(Generic, {Generic, Type::getInt64Ty(Ctx)},
                                    false));
  // Pure, so that the optimiser moves and merges it freely; opaque, so that
  // it keeps the association through inlining.
  auto *MarkerFn = cast<Function>(Marker.getCallee());
  MarkerFn->setDoesNotAccessMemory();
  MarkerFn->setDoesNotThrow();
  MarkerFn->setWillReturn();
  MarkerFn->setNoSync();
  for (CallInst *Call : Calls) {
    IRBuilder<> B(Call);
    Value *Pointer = B.CreatePointerBitCastOrAddrSpaceCast(
        Call->getArgOperand(0), Generic);
    Value *Policy = B.CreateZExtOrTrunc(Call->getArgOperand(1), B.getInt64Ty());
    CallInst *Marked = B.CreateCall(Marker, {Pointer, Policy});
    Marked->takeName(Call);
    Call->replaceAllUsesWith(
        B.CreatePointerBitCastOrAddrSpaceCast(Marked, Call->getType()));
    Call->eraseFromParent();
    ++NumMarked;
  }
  return PreservedAnalyses::none();
}

PreservedAnalyses LowerCacheHintsPass::run(Module &M,
                                           ModuleAnalysisManager &MAM) {
  Function *Marker = M.getFunction(MarkerName);
  std::optional<GPUAddressSpaces> Spaces = GPUAddressSpaces::forModule(M);
  if (!Marker || !Spaces)
    return PreservedAnalyses::all();
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  PolicyFinder Policies(*Spaces, Options.WholeProgram);
  for (Function &F : M)
    if (!F.isDeclaration() && targetHasCacheHints(F))
      FunctionHinter(F, FAM, Policies, Spaces->global()).run();

  for (User *U : make_early_inc_range(Marker->users())) {
    auto *Call = cast<CallInst>(U);
    Call->replaceAllUsesWith(Call->getArgOperand(0));
    Call->eraseFromParent();
  }
  Marker->eraseFromParent();
  return PreservedAnalyses::none();
}
