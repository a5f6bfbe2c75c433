//===- AddrSpacePropagation.cpp - Interprocedural address-space propagation ===//
//
// LLVM's InferAddressSpaces works inside one function: a generic pointer
// parameter stays generic, and so does every access through it, even when
// all callers pass pointers into one named space. This pass carries the
// spaces across calls, as Intel's IGC does for OpenCL's generic space
// (LowerGPCallArg, GASRetValuePropagator) and as Gaster & Howes compile
// polymorphic address spaces (by specialisation):
//
//  * parameters: the callers of a device function are grouped by the spaces
//    of the pointers they pass (looking through casts, GEPs, selects and
//    phis). A function whose callers all agree is rewritten to take those
//    spaces; where they disagree each combination gets a clone, within the
//    clone budget, and the remaining callers keep the generic original;
//  * return values: a function whose every return is a pointer into one
//    space returns that space;
//  * kernels: pointer parameters, and pointers loaded from by-value
//    parameters (or from a device function's copy of one), point to global
//    memory, by CUDA's programming model; a device function that only reads
//    a kernel's by-value parameter through a pointer receives a copy (NVPTX
//    reads it from the parameter space instead of through cvta.param);
//  * `__shared__` variables that hold pointers (`__shared__ T *s;`, set by
//    one thread for its block): only the module's code writes them, so when
//    every store stores a pointer into one named space, every load gives a
//    pointer into that space;
//  * a read-only by-value parameter that every caller fills from a local
//    variable of its own: a pointer loaded from it at a constant offset
//    points where the callers stored pointers at that offset.
//
// The rounds repeat until nothing changes (bounded): a rewritten function
// knows the spaces of its parameters, so its own calls and returns resolve
// in the next round (top-down and bottom-up over the call graph), and
// recursive calls find the clone they are in.
//
// A function's signature changes only when no code outside the module can
// call it: local linkage, or any non-kernel function when the module is the
// whole device program (CUDA without -fgpu-rdc). Otherwise, and for
// functions whose address is taken, the original stays as it is and only
// direct calls are redirected to clones. Varargs functions, kernels and
// parameters passed by value are never rewritten.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/AddrSpace/AddrSpacePropagation.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/AttributeMask.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"

#include <map>
#include <numeric>
#include <set>

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-addrspace-propagate"

STATISTIC(NumParamsSpecialised,
          "Number of pointer parameters given a named address space");
STATISTIC(NumReturnsSpecialised,
          "Number of functions made to return a named address space");
STATISTIC(NumFunctionsRewritten,
          "Number of functions rewritten in place (all callers agree)");
STATISTIC(NumClones, "Number of clones for combinations of argument spaces");
STATISTIC(NumCallsRedirected, "Number of calls redirected to a clone");
STATISTIC(NumKernelPointersMarked,
          "Number of kernel pointers marked as pointing to global memory");
STATISTIC(NumReferencesToByVal,
          "Number of kernel by-value parameters passed on by value instead of "
          "by generic pointer");
STATISTIC(NumOverBudget,
          "Number of combinations not cloned for lack of budget");

static cl::opt<unsigned> MaxClonesPerFunction(
    "scale-addrspace-max-clones", cl::init(4), cl::Hidden,
    cl::desc("Most clones of one function for combinations of argument "
             "address spaces"));

static cl::opt<unsigned> CloneGrowthPercent(
    "scale-addrspace-clone-growth-percent", cl::init(10), cl::Hidden,
    cl::desc("Most instructions that clones may add, in percent of the "
             "module's instructions"));

static cl::opt<unsigned> CloneGrowthMinimum(
    "scale-addrspace-clone-growth-min", cl::init(200), cl::Hidden,
    cl::desc("Instructions that clones may add to any module, however "
             "small"));

static cl::opt<unsigned> MaxByValBytes(
    "scale-addrspace-max-byval-bytes", cl::init(128), cl::Hidden,
    cl::desc("Largest kernel parameter that a device function reading it "
             "through a pointer receives by value instead"));

static cl::opt<unsigned> MaxRounds(
    "scale-addrspace-max-rounds", cl::init(8), cl::Hidden,
    cl::desc("Most rounds of propagation over the call graph"));

namespace {

/// The spaces a specialisation gives a function: one entry per parameter
/// and one for the return value, the generic space where it stays generic.
using SpaceSignature = std::vector<unsigned>;

unsigned instructionCount(const Function &F) {
  unsigned Count = 0;
  for (const BasicBlock &BB : F)
    Count += BB.sizeWithoutDebug();
  return Count;
}

class Propagator {
public:
  Propagator(Module &M, const GPUAddressSpaces &Spaces,
             AddrSpacePropagationOptions Options)
      : M(M), Spaces(Spaces), Analysis(Spaces), Options(Options) {
    uint64_t ModuleSize = 0;
    for (const Function &F : M)
      ModuleSize += instructionCount(F);
    GrowthBudget = std::max<uint64_t>(ModuleSize * CloneGrowthPercent / 100,
                                      CloneGrowthMinimum);
  }

  bool run();

private:
  bool markKernelPointers(Function &Kernel);
  bool markPointerAsGlobal(Value &Ptr, Instruction *InsertBefore);
  bool markPointerAs(Value &Ptr, unsigned AS, Instruction *InsertBefore);
  bool markSharedVariableContents();
  bool markConstantVariableContents();
  bool propagateByValCopies(Function &F);
  bool propagateLocalByValCopies(Function &F);
  PointerSpace storedPointerSpace(AllocaInst &Object, int64_t Offset,
                                  uint64_t Size) const;
  bool passKernelParametersByValue(Function &F);
  bool propagateReturn(Function &F);
  bool propagateArguments(Function &F);
  void findRecursiveComponents();
  bool propagateRecursive(ArrayRef<WeakVH> Component);
  std::optional<std::map<Function *, SpaceSignature>>
  solveRecursive(Function &Root, const SpaceSignature &Entry,
                 ArrayRef<Function *> Members) const;
  SpaceSignature passedSpaces(CallInst &Call, Function &Callee,
                              const PointerSpaceAnalysis::ParameterSpaces
                                  *Assumed) const;
  void eraseDeadCycles(ArrayRef<Function *> Functions);
  bool inOneRecursiveComponent(const Function &A, const Function &B) const;

  bool isCandidate(const Function &F) const;
  bool isCandidateParameter(const Argument &Arg) const;
  bool mayChangeSignature(const Function &F) const;
  bool collectDirectCalls(Function &F, SmallVectorImpl<CallInst *> &Calls);
  bool collectRewritableCalls(Function &F, SmallVectorImpl<CallInst *> &Calls);

  Function *specialise(Function &F, const SpaceSignature &Signature,
                       const Twine &Name);
  void redirect(CallInst *Call, Function *Target,
                const SpaceSignature &Signature);
  Value *castToSpace(Value *Ptr, unsigned AS, Instruction *InsertBefore);
  void eraseFunction(Function &F);
  std::string describe(const Function &F,
                       const SpaceSignature &Signature) const;

  Module &M;
  const GPUAddressSpaces &Spaces;
  PointerSpaceAnalysis Analysis;
  AddrSpacePropagationOptions Options;
  uint64_t GrowthBudget = 0;
  uint64_t Growth = 0;
  /// Clones by original and signature, so that every caller with the same
  /// spaces, recursive calls included, shares one.
  std::map<std::pair<Function *, SpaceSignature>, Function *> Clones;
  DenseMap<Function *, unsigned> CloneCount;
  std::set<std::pair<Function *, SpaceSignature>> ReportedOverBudget;
  /// The call graph's cycles at the start of the round (functions that
  /// call themselves, directly or through others), by component.
  std::vector<SmallVector<WeakVH, 4>> RecursiveComponents;
  DenseMap<const Function *, unsigned> RecursiveComponentOf;
};

bool Propagator::isCandidate(const Function &F) const {
  return !F.isDeclaration() && !F.isIntrinsic() && !F.isVarArg() &&
         !Spaces.isKernel(F) && !F.hasFnAttribute(Attribute::OptimizeNone) &&
         !F.hasFnAttribute(Attribute::Naked);
}

bool Propagator::isCandidateParameter(const Argument &Arg) const {
  auto *Ty = dyn_cast<PointerType>(Arg.getType());
  return Ty && Ty->getAddressSpace() == Spaces.generic() &&
         !Arg.hasPassPointeeByValueCopyAttr() && !Arg.hasStructRetAttr() &&
         !Arg.hasAttribute(Attribute::ByRef) && !Arg.hasNestAttr() &&
         !Arg.hasSwiftErrorAttr();
}

bool Propagator::mayChangeSignature(const Function &F) const {
  if (F.hasLocalLinkage())
    return true;
  return Options.WholeProgram && !Spaces.isKernel(F);
}

/// Collects the direct calls of \p F; false if \p F has other uses (its
/// address is taken, it is called through another type, or by musttail).
bool Propagator::collectDirectCalls(Function &F,
                                    SmallVectorImpl<CallInst *> &Calls) {
  bool OnlyDirectCalls = true;
  for (Use &U : F.uses()) {
    auto *Call = dyn_cast<CallInst>(U.getUser());
    if (Call && Call->isCallee(&U) &&
        Call->getFunctionType() == F.getFunctionType() &&
        !Call->isMustTailCall())
      Calls.push_back(Call);
    else
      OnlyDirectCalls = false;
  }
  return OnlyDirectCalls;
}

/// Collects the calls of \p F, a function whose parameters and return
/// value this pass may rewrite at every call; false if it may not, or if it
/// has no calls.
bool Propagator::collectRewritableCalls(Function &F,
                                        SmallVectorImpl<CallInst *> &Calls) {
  return isCandidate(F) && mayChangeSignature(F) &&
         collectDirectCalls(F, Calls) && !Calls.empty();
}

Value *Propagator::castToSpace(Value *Ptr, unsigned AS,
                               Instruction *InsertBefore) {
  auto *Target = PointerType::get(M.getContext(), AS);
  if (auto *Cast = dyn_cast<AddrSpaceCastOperator>(Ptr))
    if (Cast->getSrcAddressSpace() == AS)
      return Cast->getPointerOperand();
  // A constant offset from a cast constant: the same offset in the space.
  if (auto *GEP = dyn_cast<GEPOperator>(Ptr);
      GEP && isa<Constant>(Ptr) &&
      isa<AddrSpaceCastOperator>(GEP->getPointerOperand())) {
    auto *Base = cast<Constant>(
        castToSpace(GEP->getPointerOperand(), AS, InsertBefore));
    SmallVector<Constant *, 4> Indices;
    for (Use &Index : GEP->indices())
      Indices.push_back(cast<Constant>(Index));
    return ConstantExpr::getGetElementPtr(GEP->getSourceElementType(), Base,
                                          Indices, GEP->getNoWrapFlags());
  }
  // The same for an offset computed in the generic space: computed in the
  // named space instead, so that no generic pointer to it is left.
  if (auto *GEP = dyn_cast<GetElementPtrInst>(Ptr);
      GEP && Analysis.spaceOf(GEP->getPointerOperand()) ==
                 PointerSpace::named(AS) &&
      (isa<AddrSpaceCastOperator>(GEP->getPointerOperand()) ||
       isa<GetElementPtrInst>(GEP->getPointerOperand()))) {
    Value *Base = castToSpace(GEP->getPointerOperand(), AS, GEP);
    SmallVector<Value *, 4> Indices(GEP->indices());
    auto *Offset = GetElementPtrInst::Create(
        GEP->getSourceElementType(), Base, Indices, GEP->getName() + ".as",
        GEP->getIterator());
    Offset->setNoWrapFlags(GEP->getNoWrapFlags());
    return Offset;
  }
  if (auto *C = dyn_cast<Constant>(Ptr))
    return ConstantExpr::getAddrSpaceCast(C, Target);
  return new AddrSpaceCastInst(Ptr, Target, Ptr->getName() + ".as",
                               InsertBefore->getIterator());
}

bool Propagator::markPointerAsGlobal(Value &Ptr, Instruction *InsertBefore) {
  if (!markPointerAs(Ptr, Spaces.global(), InsertBefore))
    return false;
  ++NumKernelPointersMarked;
  return true;
}

/// Says in the IR that the generic pointer \p Ptr points into \p AS: its
/// uses see it cast to that space and back, which InferAddressSpaces and
/// the rounds below read.
bool Propagator::markPointerAs(Value &Ptr, unsigned AS,
                               Instruction *InsertBefore) {
  // Already marked: the only use is the cast to the space.
  if (Ptr.hasOneUse())
    if (auto *Cast = dyn_cast<AddrSpaceCastInst>(*Ptr.user_begin()))
      if (Cast->getDestAddressSpace() == AS)
        return false;
  if (Ptr.use_empty())
    return false;
  auto *Named = new AddrSpaceCastInst(
      &Ptr, PointerType::get(M.getContext(), AS),
      Ptr.getName() + (AS == Spaces.global() ? ".global" : ".as"),
      InsertBefore->getIterator());
  auto *Generic = new AddrSpaceCastInst(Named, Ptr.getType(),
                                        Ptr.getName() + ".generic",
                                        InsertBefore->getIterator());
  Ptr.replaceUsesWithIf(Generic,
                        [&](const Use &U) { return U.getUser() != Named; });
  return true;
}

/// A `__shared__` variable of pointer type exists per block, from the
/// launch on: the host cannot write it (no symbol copy reaches shared
/// memory) and no other module can (without -fgpu-rdc, or when it is
/// internal). Its value before the first store is undefined. So when it is
/// only loaded and stored, directly or through casts of its address, and
/// every store stores a pointer into one named space, every load from it
/// gives a pointer into that space (HeCBench quicksort: `__shared__ T *s,
/// *sn;` set to one of two `__shared__` arrays).
bool Propagator::markSharedVariableContents() {
  bool Changed = false;
  for (GlobalVariable &Variable : M.globals()) {
    if (Variable.getAddressSpace() != Spaces.shared() ||
        Variable.isDeclaration() || !Variable.getValueType()->isPointerTy() ||
        (!Variable.hasLocalLinkage() && !Options.WholeProgram) ||
        (Variable.hasInitializer() &&
         !isa<UndefValue>(Variable.getInitializer())))
      continue;
    SmallVector<LoadInst *, 8> Loads;
    PointerSpace Stored = PointerSpace::undetermined();
    bool OnlyLoadsAndStores = true;
    SmallVector<Value *, 4> Addresses{&Variable};
    while (!Addresses.empty() && OnlyLoadsAndStores) {
      Value *Address = Addresses.pop_back_val();
      for (User *U : Address->users()) {
        if (isa<AddrSpaceCastOperator>(U)) {
          Addresses.push_back(U);
        } else if (auto *Load = dyn_cast<LoadInst>(U);
                   Load && Load->getType()->isPointerTy()) {
          Loads.push_back(Load);
        } else if (auto *Store = dyn_cast<StoreInst>(U);
                   Store && Store->getPointerOperand() == Address &&
                   Store->getValueOperand()->getType()->isPointerTy()) {
          Stored = Stored.join(Analysis.spaceOf(Store->getValueOperand()));
        } else {
          OnlyLoadsAndStores = false;
          break;
        }
      }
    }
    if (!OnlyLoadsAndStores || !Stored.isNamed())
      continue;
    for (LoadInst *Load : Loads)
      if (Load->getType()->getPointerAddressSpace() == Spaces.generic())
        Changed |= markPointerAs(*Load, Stored.addressSpace(),
                                 Load->getNextNode());
  }
  return Changed;
}

/// Does \p Init hold a pointer that may point elsewhere than global
/// memory: one converted from another space, or made from an integer?
static bool holdsNonGlobalPointer(const Constant *Init,
                                 const GPUAddressSpaces &Spaces) {
  SmallVector<const Constant *, 8> Worklist{Init};
  SmallPtrSet<const Constant *, 8> Seen;
  while (!Worklist.empty()) {
    const Constant *C = Worklist.pop_back_val();
    if (!Seen.insert(C).second)
      continue;
    if (auto *CE = dyn_cast<ConstantExpr>(C)) {
      if (CE->getOpcode() == Instruction::IntToPtr)
        return true;
      if (auto *Cast = dyn_cast<AddrSpaceCastOperator>(CE);
          Cast && Cast->getSrcAddressSpace() != Spaces.global() &&
          Cast->getSrcAddressSpace() != Spaces.constant())
        return true;
    }
    for (const Use &Op : C->operands())
      if (auto *OpC = dyn_cast<Constant>(Op); OpC && !isa<GlobalValue>(OpC))
        Worklist.push_back(OpC);
  }
  return false;
}

/// `__constant__` memory: device code cannot write it (a write is an error,
/// scale-reject-constant-writes); only the initializer and the host
/// (cudaMemcpyToSymbol) can. The host holds no device addresses but global
/// ones, so a pointer loaded from a `__constant__` variable of this module
/// whose initializer holds no pointer into another space points to global
/// memory, in every kernel, whatever else it does (HeCBench egs: its
/// Mersenne-twister state through `__constant__ MTState *MT_params`). A
/// variable that the module uses otherwise than by loading (its address
/// stored or passed anywhere) is left alone.
bool Propagator::markConstantVariableContents() {
  bool Changed = false;
  for (GlobalVariable &Variable : M.globals()) {
    if (Variable.getAddressSpace() != Spaces.constant() ||
        Variable.isDeclaration() ||
        (Variable.hasInitializer() &&
         holdsNonGlobalPointer(Variable.getInitializer(), Spaces)))
      continue;
    SmallVector<LoadInst *, 8> Loads;
    bool OnlyLoads = true;
    SmallVector<Value *, 4> Addresses{&Variable};
    SmallPtrSet<Value *, 8> Seen;
    while (!Addresses.empty() && OnlyLoads) {
      Value *Address = Addresses.pop_back_val();
      if (!Seen.insert(Address).second)
        continue;
      for (User *U : Address->users()) {
        if (isa<AddrSpaceCastOperator, BitCastOperator, GEPOperator>(U)) {
          Addresses.push_back(U);
        } else if (auto *Load = dyn_cast<LoadInst>(U)) {
          if (Load->getType()->isPointerTy())
            Loads.push_back(Load);
        } else if (!isa<ConstantAggregate>(U) ||
                   !all_of(U->users(), [](const User *List) {
                     auto *G = dyn_cast<GlobalVariable>(List);
                     // Kept for the host's cudaMemcpyToSymbol; not a use.
                     return G && (G->getName() == "llvm.used" ||
                                  G->getName() == "llvm.compiler.used");
                   })) {
          OnlyLoads = false;
          break;
        }
      }
    }
    if (!OnlyLoads)
      continue;
    for (LoadInst *Load : Loads)
      if (Load->getType()->getPointerAddressSpace() == Spaces.generic())
        Changed |= markPointerAsGlobal(*Load, Load->getNextNode());
  }
  return Changed;
}

bool Propagator::markKernelPointers(Function &Kernel) {
  bool Changed = false;
  Instruction *Entry = &*Kernel.getEntryBlock().getFirstInsertionPt();
  for (Argument &Arg : Kernel.args())
    if (isCandidateParameter(Arg) &&
        Analysis.spaceOf(&Arg).isNamed())
      Changed |= markPointerAsGlobal(Arg, Entry);
  for (Instruction &I : make_early_inc_range(instructions(Kernel)))
    if (Analysis.loadsFromKernelByValParameter(&I) &&
        I.getType()->getPointerAddressSpace() == Spaces.generic())
      Changed |= markPointerAsGlobal(I, I.getNextNode());
  return Changed;
}

/// A device function's by-value parameter that every caller fills from a
/// kernel's by-value parameter (or from another such copy) holds global
/// pointers too.
bool Propagator::propagateByValCopies(Function &F) {
  SmallVector<CallInst *, 8> Calls;
  if (!collectRewritableCalls(F, Calls))
    return false;
  bool Changed = false;
  for (Argument &Arg : F.args()) {
    if (!Arg.hasByValAttr() || !Arg.onlyReadsMemory() ||
        Analysis.isKernelByValCopy(&Arg))
      continue;
    bool FromKernelParameter = all_of(Calls, [&](CallInst *Call) {
      auto *Passed = dyn_cast<Argument>(
          Call->getArgOperand(Arg.getArgNo())->stripPointerCasts());
      return Passed && Passed->hasByValAttr() && Passed->onlyReadsMemory() &&
             Passed->getParamByValType() == Arg.getParamByValType() &&
             (Spaces.isKernel(*Passed->getParent()) ||
              Analysis.isKernelByValCopy(Passed));
    });
    if (!FromKernelParameter)
      continue;
    Analysis.addKernelByValCopy(&Arg);
    for (Instruction &I : make_early_inc_range(instructions(F)))
      if (Analysis.loadsFromKernelByValParameter(&I) &&
          I.getType()->getPointerAddressSpace() == Spaces.generic())
        markPointerAsGlobal(I, I.getNextNode());
    Changed = true;
  }
  return Changed;
}

/// The space of the pointers that the caller's local variable \p Object
/// may hold at \p Offset: the join of the spaces of the pointers stored
/// there, when nothing else can write those bytes (the variable's address
/// is only used for loads, for stores at constant offsets, as a by-value
/// argument, which copies it, and by lifetime markers). Generic otherwise.
PointerSpace Propagator::storedPointerSpace(AllocaInst &Object, int64_t Offset,
                                            uint64_t Size) const {
  const DataLayout &DL = M.getDataLayout();
  PointerSpace Stored = PointerSpace::undetermined();
  SmallVector<std::pair<Value *, int64_t>, 8> Worklist{{&Object, 0}};
  SmallPtrSet<Value *, 8> Seen;
  while (!Worklist.empty()) {
    auto [Address, Base] = Worklist.pop_back_val();
    if (!Seen.insert(Address).second)
      continue;
    for (Use &U : Address->uses()) {
      User *Usr = U.getUser();
      if (isa<AddrSpaceCastOperator, BitCastOperator>(Usr)) {
        Worklist.push_back({Usr, Base});
        continue;
      }
      if (auto *GEP = dyn_cast<GEPOperator>(Usr)) {
        APInt GEPOffset(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
        if (!GEP->accumulateConstantOffset(DL, GEPOffset) ||
            !GEPOffset.isSignedIntN(48))
          return PointerSpace::generic();
        Worklist.push_back({GEP, Base + GEPOffset.getSExtValue()});
        continue;
      }
      if (isa<LoadInst, ICmpInst>(Usr))
        continue;
      if (auto *Store = dyn_cast<StoreInst>(Usr)) {
        if (U.getOperandNo() != Store->getPointerOperandIndex())
          return PointerSpace::generic();
        uint64_t StoreSize =
            DL.getTypeStoreSize(Store->getValueOperand()->getType())
                .getKnownMinValue();
        bool Overlaps = Base < Offset + int64_t(Size) &&
                        Offset < Base + int64_t(StoreSize);
        if (!Overlaps)
          continue;
        if (Base != Offset || StoreSize != Size ||
            !Store->getValueOperand()->getType()->isPointerTy())
          return PointerSpace::generic();
        Stored = Stored.join(Analysis.spaceOf(Store->getValueOperand()));
        continue;
      }
      if (auto *Intrinsic = dyn_cast<IntrinsicInst>(Usr);
          Intrinsic && Intrinsic->isLifetimeStartOrEnd())
        continue;
      if (auto *Call = dyn_cast<CallBase>(Usr);
          Call && Call->isArgOperand(&U) &&
          Call->isByValArgument(Call->getArgOperandNo(&U)))
        continue;
      return PointerSpace::generic();
    }
  }
  return Stored;
}

/// A device function's read-only by-value parameter that every caller fills
/// from a local variable of its own: a pointer loaded from the parameter at
/// a constant offset points where the callers stored there (HeCBench bonds:
/// the kernel puts its local array of coupons into a struct that it passes
/// by value to the solver, which reads the coupons through it; nvcc, which
/// inlines the solver, reads them with ld.local).
bool Propagator::propagateLocalByValCopies(Function &F) {
  SmallVector<CallInst *, 8> Calls;
  if (!collectRewritableCalls(F, Calls))
    return false;
  const DataLayout &DL = M.getDataLayout();
  bool Changed = false;
  for (Argument &Arg : F.args()) {
    if (!Arg.hasByValAttr() || !Arg.onlyReadsMemory() ||
        Analysis.isKernelByValCopy(&Arg))
      continue;
    SmallVector<AllocaInst *, 8> Objects;
    for (CallInst *Call : Calls) {
      int64_t Offset = 0;
      auto *Object = dyn_cast_or_null<AllocaInst>(stripConstantOffsets(
          Call->getArgOperand(Arg.getArgNo()), DL, Offset));
      if (!Object || Offset != 0)
        break;
      Objects.push_back(Object);
    }
    if (Objects.size() != Calls.size())
      continue;
    for (Instruction &I : make_early_inc_range(instructions(F))) {
      auto *Load = dyn_cast<LoadInst>(&I);
      if (!Load || !Load->getType()->isPointerTy() ||
          Load->getType()->getPointerAddressSpace() != Spaces.generic())
        continue;
      int64_t Offset = 0;
      if (stripConstantOffsets(Load->getPointerOperand(), DL, Offset) != &Arg)
        continue;
      uint64_t Size = DL.getTypeStoreSize(Load->getType()).getKnownMinValue();
      PointerSpace Space = PointerSpace::undetermined();
      for (AllocaInst *Object : Objects)
        Space = Space.join(storedPointerSpace(*Object, Offset, Size));
      if (Space.isNamed())
        Changed |= markPointerAs(*Load, Space.addressSpace(),
                                 Load->getNextNode());
    }
  }
  return Changed;
}

/// A device function that reads a kernel's by-value parameter through a
/// pointer (`void helper(const Args &a)` called with the kernel's `a`)
/// makes NVPTX convert the parameter's address to generic (cvta.param) and
/// read it with generic loads. When every call passes a kernel's read-only
/// by-value parameter of one type, and the function only reads through the
/// pointer and does not keep it, it may as well receive a copy: the
/// parameter becomes by-value, read with ld.param, and the pointers in it
/// are then known to be global (propagateByValCopies).
bool Propagator::passKernelParametersByValue(Function &F) {
  SmallVector<CallInst *, 8> Calls;
  if (!collectRewritableCalls(F, Calls))
    return false;
  const DataLayout &DL = M.getDataLayout();
  bool Changed = false;
  for (Argument &Arg : F.args()) {
    if (!isCandidateParameter(Arg) || !Arg.onlyReadsMemory() ||
        !Arg.hasNoCaptureAttr())
      continue;
    Type *ByValType = nullptr;
    MaybeAlign Alignment;
    bool FromKernelParameter = all_of(Calls, [&](CallInst *Call) {
      auto *Passed = dyn_cast<Argument>(Call->getArgOperand(Arg.getArgNo()));
      if (!Passed || !Passed->hasByValAttr() || !Passed->onlyReadsMemory() ||
          !Spaces.isKernel(*Passed->getParent()))
        return false;
      if (ByValType && ByValType != Passed->getParamByValType())
        return false;
      ByValType = Passed->getParamByValType();
      Alignment = Passed->getParamAlign();
      return true;
    });
    if (!FromKernelParameter || !ByValType ||
        DL.getTypeAllocSize(ByValType) > MaxByValBytes)
      continue;
    LLVMContext &Ctx = M.getContext();
    auto MakeByVal = [&](AttributeList Attrs, unsigned ArgNo) {
      Attrs = Attrs.removeParamAttributes(
          Ctx, ArgNo,
          AttributeMask()
              .addAttribute(Attribute::Dereferenceable)
              .addAttribute(Attribute::DereferenceableOrNull)
              .addAttribute(Attribute::NonNull)
              .addAttribute(Attribute::Alignment));
      Attrs = Attrs.addParamAttribute(
          Ctx, ArgNo, Attribute::getWithByValType(Ctx, ByValType));
      if (Alignment)
        Attrs = Attrs.addParamAttribute(
            Ctx, ArgNo, Attribute::getWithAlignment(Ctx, *Alignment));
      return Attrs;
    };
    F.setAttributes(MakeByVal(F.getAttributes(), Arg.getArgNo()));
    for (CallInst *Call : Calls)
      Call->setAttributes(MakeByVal(Call->getAttributes(), Arg.getArgNo()));
    OptimizationRemarkEmitter ORE(&F);
    ORE.emit([&] {
      return OptimizationRemark(AddrSpaceRemarkName, "KernelParameterByValue",
                                &F)
             << "'" << remarkName(F) << "' receives the kernel parameter it "
             << "reads through " << remarkName(Arg)
             << " by value: read from the parameter space";
    });
    ++NumReferencesToByVal;
    Changed = true;
  }
  return Changed;
}

std::string Propagator::describe(const Function &F,
                                 const SpaceSignature &Signature) const {
  SmallVector<std::string, 4> Parts;
  for (const Argument &Arg : F.args())
    if (Signature[Arg.getArgNo()] != Spaces.generic())
      Parts.push_back(
          remarkName(Arg) + " " + Spaces.spelling(Signature[Arg.getArgNo()]));
  if (Signature.back() != Spaces.generic())
    Parts.push_back("return " + Spaces.spelling(Signature.back()));
  return join(Parts, ", ");
}

/// A copy of \p F whose parameters and return value have the spaces of
/// \p Signature. The body still sees generic parameters (each is cast back
/// at the entry); InferAddressSpaces then moves the accesses to the space.
Function *Propagator::specialise(Function &F, const SpaceSignature &Signature,
                                 const Twine &Name) {
  LLVMContext &Ctx = M.getContext();
  FunctionType *OldType = F.getFunctionType();
  SmallVector<Type *, 8> Params;
  for (unsigned I = 0, E = OldType->getNumParams(); I != E; ++I)
    Params.push_back(Signature[I] != Spaces.generic()
                         ? PointerType::get(Ctx, Signature[I])
                         : OldType->getParamType(I));
  Type *Return = Signature.back() != Spaces.generic()
                     ? PointerType::get(Ctx, Signature.back())
                     : OldType->getReturnType();
  Function *NF =
      Function::Create(FunctionType::get(Return, Params, false),
                       GlobalValue::InternalLinkage, F.getAddressSpace(),
                       Name);
  // Next to the original, so that the module reads in the same order.
  M.getFunctionList().insert(F.getIterator(), NF);

  ValueToValueMapTy VMap;
  SmallVector<Instruction *, 4> EntryCasts;
  for (auto [Old, New] : zip(F.args(), NF->args())) {
    New.setName(Old.getName());
    if (Signature[Old.getArgNo()] == Spaces.generic()) {
      VMap[&Old] = &New;
      continue;
    }
    auto *Cast = new AddrSpaceCastInst(&New, Old.getType(),
                                       Old.getName() + ".generic");
    EntryCasts.push_back(Cast);
    VMap[&Old] = Cast;
  }
  SmallVector<ReturnInst *, 4> Returns;
  CloneFunctionInto(NF, &F, VMap, CloneFunctionChangeType::LocalChangesOnly,
                    Returns);
  NF->setLinkage(GlobalValue::InternalLinkage);
  NF->setVisibility(GlobalValue::DefaultVisibility);
  NF->setComdat(nullptr);
  NF->setDSOLocal(true);
  // The cloner keeps the attributes of parameters that map to parameters;
  // the pointer attributes (noundef, nonnull, align, captures) hold for
  // the pointer in its named space as well.
  for (const Argument &Old : F.args())
    if (Signature[Old.getArgNo()] != Spaces.generic())
      NF->addParamAttrs(Old.getArgNo(),
                        AttrBuilder(Ctx, F.getAttributes().getParamAttrs(
                                             Old.getArgNo())));

  BasicBlock &Entry = NF->getEntryBlock();
  for (Instruction *Cast : reverse(EntryCasts))
    Cast->insertInto(&Entry, Entry.getFirstInsertionPt());
  if (Signature.back() != Spaces.generic())
    for (ReturnInst *Ret : Returns)
      Ret->setOperand(0, castToSpace(Ret->getReturnValue(), Signature.back(),
                                     Ret));
  return NF;
}

void Propagator::redirect(CallInst *Call, Function *Target,
                          const SpaceSignature &Signature) {
  SmallVector<Value *, 8> Args;
  SmallVector<WeakTrackingVH, 4> OldArgs;
  for (unsigned I = 0, E = Call->arg_size(); I != E; ++I) {
    Value *Arg = Call->getArgOperand(I);
    if (Signature[I] != Spaces.generic())
      OldArgs.push_back(Arg);
    Args.push_back(Signature[I] != Spaces.generic()
                       ? castToSpace(Arg, Signature[I], Call)
                       : Arg);
  }
  SmallVector<OperandBundleDef, 1> Bundles;
  Call->getOperandBundlesAsDefs(Bundles);
  CallInst *New = CallInst::Create(Target->getFunctionType(), Target, Args,
                                   Bundles, "", Call->getIterator());
  New->takeName(Call);
  New->setCallingConv(Call->getCallingConv());
  New->setAttributes(Call->getAttributes());
  New->setTailCallKind(Call->getTailCallKind());
  New->copyMetadata(*Call);
  New->setDebugLoc(Call->getDebugLoc());
  Value *Result = New;
  if (Signature.back() != Spaces.generic() && !Call->use_empty())
    Result = new AddrSpaceCastInst(New, Call->getType(),
                                   New->getName() + ".generic",
                                   Call->getIterator());
  Call->replaceAllUsesWith(Result);
  Call->eraseFromParent();
  // The generic arguments the call took, if nothing else uses them: left
  // behind they would read as generic pointers made to named memory.
  for (WeakTrackingVH &Old : OldArgs)
    if (Old)
      RecursivelyDeleteTriviallyDeadInstructions(Old);
}

void Propagator::eraseFunction(Function &F) {
  for (auto It = ReportedOverBudget.begin(); It != ReportedOverBudget.end();)
    if (It->first == &F)
      It = ReportedOverBudget.erase(It);
    else
      ++It;
  for (auto It = Clones.begin(); It != Clones.end();)
    if (It->first.first == &F || It->second == &F)
      It = Clones.erase(It);
    else
      ++It;
  CloneCount.erase(&F);
  RecursiveComponentOf.erase(&F);
  F.eraseFromParent();
}

bool Propagator::propagateReturn(Function &F) {
  auto *RetTy = dyn_cast<PointerType>(F.getReturnType());
  if (!RetTy || RetTy->getAddressSpace() != Spaces.generic())
    return false;
  SmallVector<CallInst *, 8> Calls;
  if (!collectRewritableCalls(F, Calls))
    return false;
  PointerSpace Returned = PointerSpace::undetermined();
  for (BasicBlock &BB : F) {
    auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator());
    if (!Ret)
      continue;
    // What a recursive call returns is what the other returns return: by
    // induction, it adds nothing.
    auto *Recursive =
        dyn_cast<CallInst>(getUnderlyingObject(Ret->getReturnValue()));
    if (Recursive && Recursive->getCalledFunction() == &F)
      continue;
    Returned = Returned.join(Analysis.spaceOf(Ret->getReturnValue()));
  }
  if (!Returned.isNamed())
    return false;

  SpaceSignature Signature(F.arg_size() + 1, Spaces.generic());
  Signature.back() = Returned.addressSpace();
  Function *NF = specialise(F, Signature, F.getName() + ".ret");
  // The calls again: a recursive function's copy calls the original too.
  Calls.clear();
  collectDirectCalls(F, Calls);
  for (CallInst *Call : Calls)
    redirect(Call, NF, Signature);
  OptimizationRemarkEmitter ORE(NF);
  ORE.emit([&] {
    return OptimizationRemark(AddrSpaceRemarkName, "ReturnSpecialised", NF)
           << "'" << remarkName(F) << "' returns "
           << Spaces.spelling(Returned.addressSpace())
           << " pointers: callers use them as such";
  });
  NF->takeName(&F);
  eraseFunction(F);
  ++NumReturnsSpecialised;
  return true;
}

bool Propagator::propagateArguments(Function &F) {
  if (!isCandidate(F))
    return false;
  SmallVector<unsigned, 4> Candidates;
  for (const Argument &Arg : F.args())
    if (isCandidateParameter(Arg))
      Candidates.push_back(Arg.getArgNo());
  if (Candidates.empty())
    return false;
  SmallVector<CallInst *, 8> Calls;
  bool OnlyDirectCalls = collectDirectCalls(F, Calls);
  if (Calls.empty())
    return false;

  // Callers grouped by the spaces they pass, largest group first; callers
  // that pass nothing more specific than generic stay with the original.
  MapVector<SpaceSignature, SmallVector<CallInst *, 4>,
            std::map<SpaceSignature, unsigned>>
      Groups;
  SmallVector<CallInst *, 4> GenericCalls;
  for (CallInst *Call : Calls) {
    // Recursive calls are propagateRecursive's: grouped here, their own
    // parameters passed on would make a clone that keeps them generic.
    if (inOneRecursiveComponent(F, *Call->getFunction())) {
      GenericCalls.push_back(Call);
      continue;
    }
    SpaceSignature Signature(F.arg_size() + 1, Spaces.generic());
    bool AnyNamed = false;
    for (unsigned ArgNo : Candidates) {
      PointerSpace Space = Analysis.spaceOf(Call->getArgOperand(ArgNo));
      if (Space.isNamed()) {
        Signature[ArgNo] = Space.addressSpace();
        AnyNamed = true;
      }
    }
    if (AnyNamed)
      Groups[Signature].push_back(Call);
    else
      GenericCalls.push_back(Call);
  }
  if (Groups.empty())
    return false;
  SmallVector<std::pair<SpaceSignature, SmallVector<CallInst *, 4>>, 4>
      Ordered(Groups.begin(), Groups.end());
  // Largest group first; equal sizes in the order of their first call
  // (MapVector's order), so the result does not depend on the sort.
  SmallVector<unsigned, 4> Rank(Ordered.size());
  std::iota(Rank.begin(), Rank.end(), 0);
  llvm::sort(Rank, [&](unsigned A, unsigned B) {
    if (Ordered[A].second.size() != Ordered[B].second.size())
      return Ordered[A].second.size() > Ordered[B].second.size();
    return A < B;
  });
  SmallVector<std::pair<SpaceSignature, SmallVector<CallInst *, 4>>, 4>
      Sorted;
  for (unsigned I : Rank)
    Sorted.push_back(std::move(Ordered[I]));
  Ordered = std::move(Sorted);

  // Which combinations get a function: existing clones are free; a new one
  // costs the function's size, except that the last specialisation of a
  // function nobody else can call replaces it, and the last of a function
  // that every module calling it defines for itself (a template or inline
  // function under -fgpu-rdc: linkonce_odr) leaves it unused, to be dropped.
  bool MayReplace = OnlyDirectCalls && mayChangeSignature(F);
  bool MayDrop = MayReplace || (OnlyDirectCalls && F.isDiscardableIfUnused());
  unsigned Size = instructionCount(F);
  unsigned &Count = CloneCount[&F];
  SmallVector<unsigned, 4> Selected;
  SmallVector<unsigned, 4> Dropped;
  for (unsigned I = 0; I != Ordered.size(); ++I) {
    if (Clones.count({&F, Ordered[I].first}) ||
        Count + Selected.size() < MaxClonesPerFunction)
      Selected.push_back(I);
    else
      Dropped.push_back(I);
  }
  auto NewClones = [&] {
    return count_if(Selected, [&](unsigned I) {
      return !Clones.count({&F, Ordered[I].first});
    });
  };
  auto KeepsOriginal = [&] {
    return !MayDrop || !GenericCalls.empty() || !Dropped.empty();
  };
  auto Cost = [&]() -> uint64_t {
    uint64_t Added = uint64_t(NewClones()) * Size;
    return KeepsOriginal() || Added == 0 ? Added : Added - Size;
  };
  while (!Selected.empty() && Growth + Cost() > GrowthBudget) {
    Dropped.push_back(Selected.pop_back_val());
    ++NumOverBudget;
  }
  if (Selected.empty() && Dropped.empty())
    return false;

  for (unsigned I : Dropped) {
    // Once per combination: the next round sees the same callers.
    if (!ReportedOverBudget.insert({&F, Ordered[I].first}).second)
      continue;
    CallInst *Call = Ordered[I].second.front();
    OptimizationRemarkEmitter ORE(Call->getFunction());
    ORE.emit([&] {
      return OptimizationRemarkMissed(AddrSpaceRemarkName, "CloneBudget",
                                      Call)
             << "'" << remarkName(F) << "' not specialised for "
             << describe(F, Ordered[I].first)
             << ": clone budget exhausted (-scale-addrspace-max-clones, "
                "-scale-addrspace-clone-growth-percent)";
    });
  }
  if (Selected.empty())
    return false;

  Growth += Cost();
  bool Replaces = MayReplace && !KeepsOriginal() && Selected.size() == 1 &&
                  !Clones.count({&F, Ordered[Selected.front()].first});
  for (unsigned I : Selected) {
    const SpaceSignature &Signature = Ordered[I].first;
    Function *&Target = Clones[{&F, Signature}];
    if (!Target) {
      std::string Suffix = ".scale";
      for (unsigned ArgNo : Candidates)
        Suffix += "." + (Signature[ArgNo] == Spaces.generic()
                             ? std::string("generic")
                             : Spaces.spelling(Signature[ArgNo]).substr(2));
      Target = specialise(F, Signature, F.getName() + Suffix);
      for (unsigned ArgNo : Candidates)
        if (Signature[ArgNo] != Spaces.generic())
          ++NumParamsSpecialised;
      if (Replaces)
        ++NumFunctionsRewritten;
      else {
        ++NumClones;
        ++Count;
      }
    }
    for (CallInst *Call : Ordered[I].second) {
      OptimizationRemarkEmitter ORE(Call->getFunction());
      ORE.emit([&] {
        return OptimizationRemark(AddrSpaceRemarkName, "Specialised", Call)
               << "call to '" << remarkName(F) << "' specialised for "
               << describe(F, Signature)
               << (Replaces ? " (every caller agrees)" : " (clone)");
      });
      redirect(Call, Target, Signature);
      ++NumCallsRedirected;
    }
  }
  if (MayDrop && F.use_empty()) {
    if (Replaces)
      Clones[{&F, Ordered[Selected.front()].first}]->takeName(&F);
    eraseFunction(F);
  }
  return true;
}

/// The spaces \p Call passes to the pointer parameters of \p Callee that
/// may take one (generic where it passes no named space), with the
/// parameters of the caller in \p Assumed pointing where it says.
SpaceSignature Propagator::passedSpaces(
    CallInst &Call, Function &Callee,
    const PointerSpaceAnalysis::ParameterSpaces *Assumed) const {
  SpaceSignature Signature(Callee.arg_size() + 1, Spaces.generic());
  for (Argument &Arg : Callee.args()) {
    if (!isCandidateParameter(Arg))
      continue;
    Value *Passed = Call.getArgOperand(Arg.getArgNo());
    PointerSpace Space = Assumed ? Analysis.spaceOf(Passed, *Assumed)
                                 : Analysis.spaceOf(Passed);
    if (Space.isNamed())
      Signature[Arg.getArgNo()] = Space.addressSpace();
  }
  return Signature;
}

void Propagator::findRecursiveComponents() {
  RecursiveComponents.clear();
  RecursiveComponentOf.clear();
  CallGraph Graph(M);
  for (scc_iterator<CallGraph *> It = scc_begin(&Graph); !It.isAtEnd(); ++It) {
    if (!It.hasCycle())
      continue;
    SmallVector<WeakVH, 4> Component;
    for (CallGraphNode *Node : *It)
      if (Function *F = Node->getFunction()) {
        RecursiveComponentOf[F] = RecursiveComponents.size();
        Component.push_back(F);
      }
    RecursiveComponents.push_back(std::move(Component));
  }
}

bool Propagator::inOneRecursiveComponent(const Function &A,
                                         const Function &B) const {
  auto ItA = RecursiveComponentOf.find(&A);
  auto ItB = RecursiveComponentOf.find(&B);
  return ItA != RecursiveComponentOf.end() &&
         ItB != RecursiveComponentOf.end() && ItA->second == ItB->second;
}

/// The spaces that the functions of a recursive component reached from
/// \p Root may take when \p Root's callers pass \p Entry: a fixed point over
/// the component's calls. Each function's parameters are assumed to point
/// where its callers in the component pass, starting from \p Entry at the
/// root; a parameter that a call passes another space, or none, becomes
/// generic, until every call of every reached function passes, under these
/// assumptions, what its callee assumes. Then the assumptions hold at every
/// call (by induction over the depth of the calls: the first call comes
/// from outside, with \p Entry), and each reached function may be
/// specialised once for them, its calls in the component redirected to the
/// other specialisations. Nullopt when the root keeps no named space.
std::optional<std::map<Function *, SpaceSignature>>
Propagator::solveRecursive(Function &Root, const SpaceSignature &Entry,
                           ArrayRef<Function *> Members) const {
  SmallPtrSet<Function *, 8> InComponent(Members.begin(), Members.end());
  std::map<Function *, SpaceSignature> Assumed{{&Root, Entry}};
  SmallVector<Function *, 8> Worklist{&Root};
  while (!Worklist.empty()) {
    Function *Caller = Worklist.pop_back_val();
    PointerSpaceAnalysis::ParameterSpaces CallerSpaces;
    for (Argument &Arg : Caller->args())
      if (Assumed[Caller][Arg.getArgNo()] != Spaces.generic())
        CallerSpaces[&Arg] = Assumed[Caller][Arg.getArgNo()];
    for (Instruction &I : instructions(*Caller)) {
      auto *Call = dyn_cast<CallInst>(&I);
      Function *Callee = Call ? Call->getCalledFunction() : nullptr;
      if (!Callee || !InComponent.contains(Callee) || Call->isMustTailCall())
        continue;
      SpaceSignature Passed = passedSpaces(*Call, *Callee, &CallerSpaces);
      auto [It, Inserted] = Assumed.try_emplace(Callee, Passed);
      bool Weakened = false;
      for (unsigned I = 0, E = Passed.size(); !Inserted && I != E; ++I)
        if (It->second[I] != Passed[I] && It->second[I] != Spaces.generic()) {
          It->second[I] = Spaces.generic();
          Weakened = true;
        }
      if ((Inserted || Weakened) && !is_contained(Worklist, Callee))
        Worklist.push_back(Callee);
    }
  }
  if (all_of(Assumed[&Root], [&](unsigned AS) { return AS == Spaces.generic(); }))
    return std::nullopt;
  return Assumed;
}

/// Recursive functions (a component of the call graph's cycles): the
/// callers from outside are grouped by the spaces they pass, and each group
/// gets one specialisation of every function of the component that it
/// reaches, the recursive calls included (solveRecursive). Specialising one
/// call at a time instead would keep, in each clone, the recursive calls
/// through its own parameters generic (a parameter passed on is generic
/// until the function is specialised), and clone again in the next round.
bool Propagator::propagateRecursive(ArrayRef<WeakVH> Component) {
  SmallVector<Function *, 4> Members;
  for (const WeakVH &Handle : Component)
    if (auto *F = cast_or_null<Function>(Handle))
      Members.push_back(F);
  if (Members.empty() ||
      !all_of(Members, [&](Function *F) { return isCandidate(*F); }))
    return false;
  SmallPtrSet<Function *, 8> InComponent(Members.begin(), Members.end());

  // Calls from outside, grouped by root and spaces in the order met; the
  // originals must stay when any caller, use or module keeps them.
  using GroupKey = std::pair<Function *, SpaceSignature>;
  MapVector<GroupKey, SmallVector<CallInst *, 4>, std::map<GroupKey, unsigned>>
      Groups;
  bool OriginalsStay = false;
  for (Function *F : Members) {
    SmallVector<CallInst *, 8> Calls;
    if (!collectDirectCalls(*F, Calls) || !mayChangeSignature(*F))
      OriginalsStay = true;
    for (CallInst *Call : Calls) {
      if (InComponent.contains(Call->getFunction()))
        continue;
      SpaceSignature Signature = passedSpaces(*Call, *F, nullptr);
      if (any_of(Signature, [&](unsigned AS) { return AS != Spaces.generic(); }))
        Groups[{F, Signature}].push_back(Call);
      else
        OriginalsStay = true;
    }
  }
  if (Groups.empty())
    return false;

  struct Solution {
    GroupKey Key;
    SmallVector<CallInst *, 4> Calls;
    std::map<Function *, SpaceSignature> Assumed;
    uint64_t Cost = 0;
  };
  SmallVector<Solution, 4> Solutions;
  std::set<GroupKey> Counted;
  uint64_t ComponentSize = 0;
  for (Function *F : Members)
    ComponentSize += instructionCount(*F);
  for (auto &[Key, Calls] : Groups) {
    std::optional<std::map<Function *, SpaceSignature>> Assumed =
        solveRecursive(*Key.first, Key.second, Members);
    if (!Assumed) {
      OriginalsStay = true;
      continue;
    }
    Solution S{Key, Calls, std::move(*Assumed), 0};
    for (Function *F : Members) {
      auto It = S.Assumed.find(F);
      if (It == S.Assumed.end())
        continue;
      // A function reached with no named space is called as it is, so the
      // original stays; the others get their specialisation.
      if (all_of(It->second, [&](unsigned AS) { return AS == Spaces.generic(); }))
        OriginalsStay = true;
      else if (!Clones.count({F, It->second}) && Counted.insert({F, It->second}).second)
        S.Cost += instructionCount(*F);
    }
    Solutions.push_back(std::move(S));
  }
  if (Solutions.empty())
    return false;

  // Within the budget: all groups, the originals' size back when no caller
  // keeps them; otherwise the largest groups that fit.
  uint64_t Total = 0;
  for (const Solution &S : Solutions)
    Total += S.Cost;
  uint64_t Cost = OriginalsStay ? Total : Total - std::min(Total, ComponentSize);
  // Largest group first; equal sizes in the order met.
  SmallVector<Solution *, 4> Ordered;
  for (Solution &S : Solutions)
    Ordered.push_back(&S);
  llvm::sort(Ordered, [&](const Solution *A, const Solution *B) {
    if (A->Calls.size() != B->Calls.size())
      return A->Calls.size() > B->Calls.size();
    return A < B;
  });
  DenseMap<Function *, unsigned> NewClonesOf;
  for (const GroupKey &Key : Counted)
    ++NewClonesOf[Key.first];
  bool WithinCount = all_of(NewClonesOf, [&](const auto &Entry) {
    return CloneCount.lookup(Entry.first) + Entry.second <=
           MaxClonesPerFunction;
  });
  SmallVector<Solution *, 4> Selected;
  if (Growth + Cost <= GrowthBudget && WithinCount) {
    Selected = Ordered;
    Growth += Cost;
  } else {
    // Clones already made for one group are free for the next.
    std::set<GroupKey> Made;
    DenseMap<Function *, unsigned> Count;
    for (auto &[F, Clones] : CloneCount)
      Count[F] = Clones;
    for (Solution *Group : Ordered) {
      Solution &S = *Group;
      uint64_t GroupCost = 0;
      DenseMap<Function *, unsigned> Added;
      for (auto &[F, Signature] : S.Assumed)
        if (any_of(Signature, [&](unsigned AS) { return AS != Spaces.generic(); }) &&
            !Clones.count({F, Signature}) && !Made.count({F, Signature})) {
          GroupCost += instructionCount(*F);
          ++Added[F];
        }
      bool Fits = Growth + GroupCost <= GrowthBudget &&
                  all_of(Added, [&](const auto &Entry) {
                    return Count.lookup(Entry.first) + Entry.second <=
                           MaxClonesPerFunction;
                  });
      if (!Fits) {
        ++NumOverBudget;
        if (ReportedOverBudget.insert(S.Key).second) {
          CallInst *Call = S.Calls.front();
          OptimizationRemarkEmitter ORE(Call->getFunction());
          ORE.emit([&] {
            return OptimizationRemarkMissed(AddrSpaceRemarkName, "CloneBudget",
                                            Call)
                   << "'" << remarkName(*S.Key.first)
                   << "' and its recursive calls not specialised for "
                   << describe(*S.Key.first, S.Key.second)
                   << ": clone budget exhausted (-scale-addrspace-max-clones, "
                      "-scale-addrspace-clone-growth-percent)";
          });
        }
        continue;
      }
      Growth += GroupCost;
      for (auto &[F, Signature] : S.Assumed)
        Made.insert({F, Signature});
      for (auto &[F, New] : Added)
        Count[F] += New;
      Selected.push_back(&S);
    }
  }
  if (Selected.empty())
    return false;

  // The specialisations, then their calls in the component redirected.
  SmallVector<std::pair<Function *, const std::map<Function *, SpaceSignature> *>, 8>
      Made;
  for (Solution *S : Selected)
    for (Function *F : Members) {
      auto It = S->Assumed.find(F);
      if (It == S->Assumed.end() ||
          all_of(It->second, [&](unsigned AS) { return AS == Spaces.generic(); }))
        continue;
      Function *&Target = Clones[{F, It->second}];
      if (Target)
        continue;
      std::string Suffix = ".scale";
      for (Argument &Arg : F->args())
        if (isCandidateParameter(Arg))
          Suffix += "." + (It->second[Arg.getArgNo()] == Spaces.generic()
                               ? std::string("generic")
                               : Spaces.spelling(It->second[Arg.getArgNo()])
                                     .substr(2));
      Target = specialise(*F, It->second, F->getName() + Suffix);
      ++CloneCount[F];
      ++NumClones;
      for (unsigned AS : It->second)
        if (AS != Spaces.generic())
          ++NumParamsSpecialised;
      Made.push_back({Target, &S->Assumed});
    }
  for (auto [Clone, Assumed] : Made)
    for (Instruction &I : make_early_inc_range(instructions(*Clone))) {
      auto *Call = dyn_cast<CallInst>(&I);
      Function *Callee = Call ? Call->getCalledFunction() : nullptr;
      if (!Callee || !InComponent.contains(Callee) || Call->isMustTailCall())
        continue;
      const SpaceSignature &Signature = Assumed->at(Callee);
      if (all_of(Signature, [&](unsigned AS) { return AS == Spaces.generic(); }))
        continue;
      redirect(Call, Clones.at({Callee, Signature}), Signature);
      ++NumCallsRedirected;
    }
  for (Solution *S : Selected) {
    const SpaceSignature &Signature = S->Assumed.at(S->Key.first);
    Function *Target = Clones.at({S->Key.first, Signature});
    for (CallInst *Call : S->Calls) {
      OptimizationRemarkEmitter ORE(Call->getFunction());
      ORE.emit([&] {
        return OptimizationRemark(AddrSpaceRemarkName, "Specialised", Call)
               << "call to '" << remarkName(*S->Key.first)
               << "' specialised for " << describe(*S->Key.first, Signature)
               << " (recursive calls included)";
      });
      redirect(Call, Target, Signature);
      ++NumCallsRedirected;
    }
  }

  // Originals that only the originals call now go.
  SmallVector<Function *, 4> Erased;
  for (Function *F : Members)
    if (mayChangeSignature(*F))
      Erased.push_back(F);
  eraseDeadCycles(Erased);
  return true;
}

/// Erases the functions of \p Functions that nothing calls but themselves
/// and each other (the originals of specialised recursive functions, once
/// their callers were redirected); they would still be emitted.
void Propagator::eraseDeadCycles(ArrayRef<Function *> Functions) {
  SmallPtrSet<Function *, 8> Dead;
  for (Function *F : Functions)
    if (!F->use_empty())
      Dead.insert(F);
  bool Removed = true;
  while (Removed) {
    Removed = false;
    for (Function *F : Functions)
      if (Dead.contains(F) && any_of(F->uses(), [&](const Use &U) {
            auto *Call = dyn_cast<CallInst>(U.getUser());
            return !Call || !Call->isCallee(&U) ||
                   !Dead.contains(Call->getFunction());
          })) {
        Dead.erase(F);
        Removed = true;
      }
  }
  for (Function *F : Functions)
    if (Dead.contains(F))
      F->dropAllReferences();
  for (Function *F : Functions)
    if (Dead.contains(F))
      eraseFunction(*F);
}

bool Propagator::run() {
  bool Changed = false;
  for (Function &F : M)
    if (Spaces.isKernel(F) && !F.isDeclaration())
      Changed |= markKernelPointers(F);
  Changed |= markSharedVariableContents();
  Changed |= markConstantVariableContents();

  for (unsigned Round = 0; Round != MaxRounds; ++Round) {
    bool RoundChanged = false;
    SmallVector<WeakVH, 32> Functions;
    for (Function &F : M)
      Functions.push_back(&F);
    auto ForEach = [&](auto Step) {
      for (WeakVH &Handle : Functions)
        if (auto *F = cast_or_null<Function>(Handle))
          RoundChanged |= (this->*Step)(*F);
    };
    if (Spaces.isNVPTX())
      ForEach(&Propagator::passKernelParametersByValue);
    ForEach(&Propagator::propagateByValCopies);
    ForEach(&Propagator::propagateLocalByValCopies);
    ForEach(&Propagator::propagateReturn);
    findRecursiveComponents();
    for (const SmallVector<WeakVH, 4> &Component : RecursiveComponents)
      RoundChanged |= propagateRecursive(Component);
    ForEach(&Propagator::propagateArguments);
    LLVM_DEBUG(dbgs() << "scale-addrspace-propagate: round " << Round
                      << (RoundChanged ? " changed the module\n"
                                       : " reached the fixed point\n"));
    Changed |= RoundChanged;
    if (!RoundChanged)
      break;
  }
  SmallVector<Function *, 16> Specialisable;
  for (Function &F : M)
    if (isCandidate(F) && mayChangeSignature(F))
      Specialisable.push_back(&F);
  eraseDeadCycles(Specialisable);
  return Changed;
}

} // namespace

PreservedAnalyses AddrSpacePropagationPass::run(Module &M,
                                                ModuleAnalysisManager &) {
  std::optional<GPUAddressSpaces> Spaces = GPUAddressSpaces::forModule(M);
  if (!Spaces)
    return PreservedAnalyses::all();
  Propagator P(M, *Spaces, Options);
  return P.run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
