//===- StaticResolution.cpp - Generic accesses proven global --------------===//
//
// A generic pointer can point into the global, shared, constant or local
// (stack) space. It points elsewhere than global memory only if some code
// made it so: an address-space cast of a named non-global pointer to
// generic, the address of a local variable or by-value parameter used as a
// pointer value, an integer turned into a pointer, inline assembly or an
// unknown function producing one. The host only hands kernels global
// addresses, and memory holds only pointers that code stored there.
//
// So the pass looks, in every function, for the first such source (the
// rule table below), proves a kernel when no function of its call tree has
// one, and in each function that only proven kernels can reach turns the
// remaining generic loads, stores and atomics into global ones, except
// those into the function's own local variables and by-value parameters
// (which the target lowers to its local and parameter spaces itself).
// The pointers those addresses are computed from are cast to global once,
// where they are defined, so that InferAddressSpaces makes the arithmetic
// on them global too (one cvta.to.global per pointer, as nvcc emits).
//
// Rules, each a reason a function can make a non-global generic pointer:
//
//   instruction                                     | reason
//   ------------------------------------------------+---------------------------
//   addrspacecast from shared/constant/local/param   | "converts a __shared ..."
//   to generic (instruction or constant expression) |   pointer to generic"
//   unless only passed to vprintf or __assertfail   |
//   inttoptr producing a pointer                    | "makes a pointer from an
//                                                   |   integer"
//   use of a global variable whose initializer      | "uses global variable ...,
//   holds one of the above                          |   whose initializer ..."
//   inline asm returning a pointer                  | "uses inline assembly that
//                                                   |   produces a pointer"
//   indirect call, with separate compilation (in a  | "calls through a pointer"
//   whole program it may call every address-taken   |
//   function of its type, which join the call tree) |
//   call of an external function (not an intrinsic, | "calls external function"
//   not the device runtime's malloc/free/vprintf/   |
//   __assertfail)                                   |
//   intrinsic returning a pointer (not ptrmask)     | "calls intrinsic ... that
//                                                   |   produces a pointer"
//   address of a local variable or by-value         | "lets the address of a
//   parameter stored, passed to a call (other than  |   local variable escape"
//   by value, or to vprintf or __assertfail),       |
//   returned, cast to an integer or to generic      |
//
// A kernel that is not proven still reads only global pointers from
// memory when every pointer that its call tree makes to other memory stays
// in registers: none is stored, passed where it may be kept, returned or
// turned into an integer (LLVM's capture tracking says "not captured").
// Memory then holds only what the host and this call tree stored there,
// and that is global (a pointer into another block's shared memory or
// another thread's stack would be dangling). nvcc 13 reads such pointers
// with ld.global too, and keeps them generic when the kernel stores a
// __shared__ address. In the functions that only such kernels reach, the
// accesses through pointers loaded from memory (and through the kernels'
// pointer parameters and global variables) become global; the others stay
// generic. Reasons that are not a pointer value (a call of an external
// function, an indirect call with separate compilation, a constant) count
// as reaching memory.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/AddrSpace/StaticResolution.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"
#include "scale/Transforms/AddrSpace/MatrixAccessSpaces.h"
#include "scale/Transforms/AddrSpace/ScopedAtomics.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/CaptureTracking.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-static-resolve"

STATISTIC(NumKernelsProven,
          "Number of kernels proven to make no non-global generic pointer");
STATISTIC(NumKernelsNotProven, "Number of kernels not proven");
STATISTIC(NumAccessesResolved,
          "Number of generic accesses resolved to global memory");
STATISTIC(NumKernelsLoadsProven,
          "Number of kernels not proven whose memory holds only global "
          "pointers");
STATISTIC(NumLoadedAccessesResolved,
          "Number of generic accesses through pointers loaded from memory "
          "resolved to global memory");

namespace {

/// A reason a function may make a generic pointer to non-global memory,
/// and the instruction where it does.
struct Violation {
  const Instruction *Where = nullptr;
  std::string Reason;
  /// Can the non-global pointer reach memory, where other code would load
  /// it? False only for a pointer value that is not captured.
  bool MayReachMemory = true;
};

/// A violation made by the pointer value \p Made, which reaches memory only
/// if it is captured.
Violation madePointer(const Instruction &Made, std::string Reason) {
  return Violation{&Made, std::move(Reason),
                   PointerMayBeCaptured(&Made, /*ReturnCaptures=*/true)};
}

/// Roots of resolved accesses: the pointers (loaded, passed in, returned
/// by a call) that the addresses of resolved accesses are computed from.
/// Each gets, just after its definition, the generic form
/// `addrspacecast (addrspacecast R to global) to generic` in place of R
/// (named R.proven.global and R.proven), so that InferAddressSpaces, which
/// runs next, makes the address arithmetic, phis and selects from R global:
/// `dA = dA_array[batch]` followed by `dA[i * ldda + tx]` for each i of an
/// unrolled loop is then one `cvta.to.global` of `dA` and additions, as
/// nvcc emits, instead of a `cvta` at each access, and a pointer advanced
/// in a loop is advanced in the global space. R is global wherever the
/// resolution holds: in a proven function every pointer but the function's
/// own stack is, and otherwise only accesses whose every root is a global
/// origin are resolved.
class GlobalRoots {
public:
  explicit GlobalRoots(PointerType *Global) : Global(Global) {}

  void add(const Value &Object) {
    auto *Root = const_cast<Value *>(&Object);
    if ((isa<Argument>(Root) || isa<Instruction>(Root)) &&
        Root->getType() != Global)
      Roots.insert(Root);
  }

  void castAll(Function &F) {
    for (Value *Root : Roots) {
      std::optional<BasicBlock::iterator> End =
          isa<Instruction>(Root)
              ? cast<Instruction>(Root)->getInsertionPointAfterDef()
              : F.getEntryBlock().getFirstInsertionPt();
      if (!End)
        continue;
      auto *ToGlobal = new AddrSpaceCastInst(
          Root, Global, Root->getName() + ".proven.global", *End);
      auto *ToGeneric = new AddrSpaceCastInst(
          ToGlobal, Root->getType(), Root->getName() + ".proven",
          std::next(ToGlobal->getIterator()));
      Root->replaceUsesWithIf(
          ToGeneric, [&](const Use &U) { return U.getUser() != ToGlobal; });
    }
  }

private:
  PointerType *Global;
  SetVector<Value *> Roots;
};

class StaticResolver {
public:
  StaticResolver(Module &M, const GPUAddressSpaces &Spaces,
                 StaticResolutionOptions Options)
      : M(M), Spaces(Spaces), Options(Options) {}

  bool run();

private:
  std::optional<Violation> findViolation(const Function &F) const;
  std::optional<Violation> findMemoryViolation(const Function &F) const;
  std::optional<Violation> checkInstruction(const Instruction &I) const;
  std::optional<Violation> checkConstant(const Instruction &I,
                                         const Constant *C) const;
  std::optional<std::string>
  constantReason(const Constant *C, bool *InInitializer = nullptr) const;
  std::optional<std::string>
  initializerReason(const GlobalVariable &Variable) const;
  std::optional<Violation> checkStackAddress(const Value &Object) const;
  bool mayBeCalledFromOutside(const Function &F) const;
  unsigned resolve(Function &F, bool OnlyLoadedPointers);
  bool isGlobalOrigin(const Value &Object) const;

  Module &M;
  const GPUAddressSpaces &Spaces;
  StaticResolutionOptions Options;
  /// initializerReason of each global variable asked about so far.
  mutable DenseMap<const GlobalVariable *, std::optional<std::string>>
      InitializerReasons;
};

/// Functions of the device runtime that make no pointer to non-global
/// memory: malloc returns global memory; the others return no pointer.
bool isKnownRuntimeFunction(const Function &F) {
  static const StringSet<> Known = {"malloc", "free", "vprintf",
                                    "__assertfail"};
  return Known.contains(F.getName());
}

/// Functions of the device runtime that only read the memory their pointer
/// arguments point to and keep no pointer: printf's argument buffer, a
/// failed assertion's strings.
bool onlyReadsArguments(const Function &F) {
  return F.getName() == "vprintf" || F.getName() == "__assertfail";
}

/// Is \p Ptr used only as an argument of such functions? Then the generic
/// pointer it is never reaches code that this pass resolves.
bool onlyPassedToReadingRuntime(const Value &Ptr) {
  return all_of(Ptr.uses(), [](const Use &U) {
    auto *Call = dyn_cast<CallBase>(U.getUser());
    const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
    return Callee && Call->isArgOperand(&U) && onlyReadsArguments(*Callee);
  });
}

bool containsPointer(Type *Ty) {
  if (Ty->isPtrOrPtrVectorTy())
    return true;
  if (auto *Struct = dyn_cast<StructType>(Ty))
    return any_of(Struct->elements(), containsPointer);
  if (auto *Array = dyn_cast<ArrayType>(Ty))
    return containsPointer(Array->getElementType());
  return false;
}

std::optional<Violation>
StaticResolver::checkConstant(const Instruction &I, const Constant *C) const {
  bool InInitializer = false;
  std::optional<std::string> Reason = constantReason(C, &InInitializer);
  if (!Reason)
    return std::nullopt;
  // A cast in the operand itself reaches memory only if the operand, a
  // pointer, is captured (its uses are those of every function); one in a
  // variable's initializer is in memory already.
  bool MayReachMemory = InInitializer || !C->getType()->isPointerTy() ||
                        PointerMayBeCaptured(C, /*ReturnCaptures=*/true);
  return Violation{&I, *Reason, MayReachMemory};
}

/// Why the constant \p C may be or lead to a generic pointer to non-global
/// memory: a cast or an integer in it, or a global variable it points to
/// whose initializer holds one (code that loads from the variable gets it).
std::optional<std::string>
StaticResolver::constantReason(const Constant *C, bool *InInitializer) const {
  SmallVector<const Constant *, 8> Worklist{C};
  SmallPtrSet<const Constant *, 8> Seen;
  while (!Worklist.empty()) {
    const Constant *Current = Worklist.pop_back_val();
    if (!Seen.insert(Current).second)
      continue;
    if (auto *Variable = dyn_cast<GlobalVariable>(Current)) {
      if (std::optional<std::string> Reason = initializerReason(*Variable)) {
        if (InInitializer)
          *InInitializer = true;
        return Reason;
      }
      continue;
    }
    if (isa<GlobalValue>(Current))
      continue;
    if (auto *CE = dyn_cast<ConstantExpr>(Current)) {
      if (auto *Cast = dyn_cast<AddrSpaceCastOperator>(CE)) {
        unsigned From = Cast->getSrcAddressSpace();
        if (Cast->getDestAddressSpace() == Spaces.generic() &&
            From != Spaces.global() && From != Spaces.generic())
          return "converts a " + Spaces.spelling(From) + " pointer to generic";
      }
      if (CE->getOpcode() == Instruction::IntToPtr)
        return std::string("makes a pointer from an integer");
    }
    for (const Use &Op : Current->operands())
      if (auto *OpC = dyn_cast<Constant>(Op))
        Worklist.push_back(OpC);
  }
  return std::nullopt;
}

/// Memory holds only the pointers that code stored there, and the pointers
/// in the initializers of global variables (a constant aggregate that the
/// optimiser moved out of a kernel's stack is one).
std::optional<std::string>
StaticResolver::initializerReason(const GlobalVariable &Variable) const {
  if (auto It = InitializerReasons.find(&Variable);
      It != InitializerReasons.end())
    return It->second;
  // A variable reached again through its own initializer adds nothing.
  InitializerReasons[&Variable] = std::nullopt;
  std::optional<std::string> Reason;
  if (Variable.hasInitializer())
    if (std::optional<std::string> Inner =
            constantReason(Variable.getInitializer()))
      Reason = "uses global variable '" + Variable.getName().str() +
               "', whose initializer " + *Inner;
  InitializerReasons[&Variable] = Reason;
  return Reason;
}

/// The address of a local variable or by-value parameter may be used only
/// as the address of loads and stores (through GEPs, phis and selects),
/// with intrinsics that do not keep it, and in comparisons: then no generic
/// pointer to it exists outside the function, and accesses through it are
/// recognisable as accesses to it.
std::optional<Violation>
StaticResolver::checkStackAddress(const Value &Object) const {
  SmallVector<const Value *, 8> Worklist{&Object};
  SmallPtrSet<const Value *, 8> Seen;
  while (!Worklist.empty()) {
    const Value *Ptr = Worklist.pop_back_val();
    if (!Seen.insert(Ptr).second)
      continue;
    for (const Use &U : Ptr->uses()) {
      auto *User = dyn_cast<Instruction>(U.getUser());
      if (!User)
        continue;
      if (isa<GetElementPtrInst, PHINode, SelectInst, BitCastInst>(User)) {
        Worklist.push_back(User);
        continue;
      }
      if (isa<LoadInst, ICmpInst>(User))
        continue;
      if (auto *Store = dyn_cast<StoreInst>(User);
          Store && U.getOperandNo() == Store->getPointerOperandIndex())
        continue;
      if (auto *RMW = dyn_cast<AtomicRMWInst>(User);
          RMW && U.getOperandNo() == RMW->getPointerOperandIndex())
        continue;
      if (auto *CmpXchg = dyn_cast<AtomicCmpXchgInst>(User);
          CmpXchg && U.getOperandNo() == CmpXchg->getPointerOperandIndex())
        continue;
      // A WMMA load or store reads or writes the matrix, keeps no address.
      if (auto *Call = dyn_cast<CallInst>(User);
          Call && isMatrixAccess(*Call) && U.getOperandNo() == 0)
        continue;
      if (auto *Cast = dyn_cast<AddrSpaceCastInst>(User);
          Cast && (Cast->getDestAddressSpace() != Spaces.generic() ||
                   onlyPassedToReadingRuntime(*Cast)))
        continue;
      // Passed by value: the callee gets a copy, not the address. Passed
      // to printf: read there, kept nowhere.
      if (auto *Call = dyn_cast<CallBase>(User);
          Call && Call->isArgOperand(&U) &&
          (Call->isByValArgument(Call->getArgOperandNo(&U)) ||
           (Call->getCalledFunction() &&
            onlyReadsArguments(*Call->getCalledFunction()))))
        continue;
      if (auto *Intrinsic = dyn_cast<IntrinsicInst>(User)) {
        if (Intrinsic->isLifetimeStartOrEnd() || isa<MemIntrinsic>(Intrinsic) ||
            Intrinsic->isAssumeLikeIntrinsic())
          continue;
        if (Intrinsic->getIntrinsicID() == Intrinsic::ptrmask) {
          Worklist.push_back(User);
          continue;
        }
      }
      return Violation{User,
                       isa<AllocaInst>(Object)
                           ? "lets the address of a local variable escape"
                           : "lets the address of a by-value parameter escape",
                       PointerMayBeCaptured(&Object, /*ReturnCaptures=*/true)};
    }
  }
  return std::nullopt;
}

std::optional<Violation>
StaticResolver::checkInstruction(const Instruction &I) const {
  if (auto *Cast = dyn_cast<AddrSpaceCastInst>(&I)) {
    unsigned From = Cast->getSrcAddressSpace();
    if (Cast->getDestAddressSpace() == Spaces.generic() &&
        From != Spaces.global() && From != Spaces.generic() &&
        !onlyPassedToReadingRuntime(*Cast))
      return madePointer(I, "converts a " + Spaces.spelling(From) +
                                " pointer to generic");
  }
  if (isa<IntToPtrInst>(I))
    return madePointer(I, "makes a pointer from an integer");
  if (isa<AllocaInst>(I))
    if (std::optional<Violation> Escape = checkStackAddress(I))
      return Escape;
  if (auto *Call = dyn_cast<CallBase>(&I)) {
    if (Call->isInlineAsm()) {
      if (containsPointer(Call->getType()))
        return madePointer(I, "uses inline assembly that produces a pointer");
    } else if (const Function *Callee = Call->getCalledFunction()) {
      if (Callee->isIntrinsic()) {
        if (containsPointer(Call->getType()) &&
            Callee->getIntrinsicID() != Intrinsic::ptrmask)
          return madePointer(I, "calls intrinsic '" + Callee->getName().str() +
                                    "' that produces a pointer");
      } else if (Callee->isDeclaration() && !isKnownRuntimeFunction(*Callee)) {
        return Violation{&I, "calls external function '" +
                                 remarkName(*Callee) + "'"};
      }
    } else if (!Options.WholeProgram) {
      // Whole-program: the callee is one of the module's address-taken
      // functions, which the call tree then includes.
      return Violation{&I, "calls through a pointer"};
    }
  }
  auto *Call = dyn_cast<CallBase>(&I);
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  for (const Use &Op : I.operands()) {
    // Constant strings handed to printf or assert's failure handler.
    if (Callee && Call->isArgOperand(&Op) && onlyReadsArguments(*Callee))
      continue;
    if (auto *C = dyn_cast<Constant>(Op))
      if (std::optional<Violation> V = checkConstant(I, C))
        return V;
  }
  return std::nullopt;
}

std::optional<Violation>
StaticResolver::findViolation(const Function &F) const {
  for (const Argument &Arg : F.args())
    if (Arg.hasPassPointeeByValueCopyAttr())
      if (std::optional<Violation> Escape = checkStackAddress(Arg))
        return Escape;
  for (const Instruction &I : instructions(F))
    if (!isInstructionTriviallyDead(const_cast<Instruction *>(&I)))
      if (std::optional<Violation> V = checkInstruction(I))
        return V;
  return std::nullopt;
}

/// The first violation of \p F whose pointer may reach memory.
std::optional<Violation>
StaticResolver::findMemoryViolation(const Function &F) const {
  for (const Argument &Arg : F.args())
    if (Arg.hasPassPointeeByValueCopyAttr())
      if (std::optional<Violation> Escape = checkStackAddress(Arg);
          Escape && Escape->MayReachMemory)
        return Escape;
  for (const Instruction &I : instructions(F))
    if (!isInstructionTriviallyDead(const_cast<Instruction *>(&I)))
      if (std::optional<Violation> V = checkInstruction(I);
          V && V->MayReachMemory)
        return V;
  return std::nullopt;
}

/// Does a pointer based on \p Object point into global memory in a kernel
/// whose memory holds only global pointers? A pointer loaded from memory,
/// a kernel's pointer parameter, a global variable of the global space.
bool StaticResolver::isGlobalOrigin(const Value &Object) const {
  if (isa<LoadInst>(Object))
    return true;
  if (auto *Variable = dyn_cast<GlobalVariable>(&Object))
    return Variable->getAddressSpace() == Spaces.global();
  auto *Arg = dyn_cast<Argument>(&Object);
  return Arg && Spaces.isKernel(*Arg->getParent()) &&
         !Arg->hasPassPointeeByValueCopyAttr();
}

/// Can code this pass does not see call \p F: another module, or (with
/// separate compilation) a call through a pointer?
bool StaticResolver::mayBeCalledFromOutside(const Function &F) const {
  if (Spaces.isKernel(F))
    return false;
  if (!F.hasLocalLinkage() && !Options.WholeProgram)
    return true;
  // Whole-program: calls through pointers come from this module and are in
  // the call trees (see run).
  if (Options.WholeProgram)
    return false;
  return any_of(F.uses(), [&](const Use &U) {
    auto *Call = dyn_cast<CallBase>(U.getUser());
    return !Call || !Call->isCallee(&U);
  });
}

unsigned StaticResolver::resolve(Function &F, bool OnlyLoadedPointers) {
  unsigned Resolved = 0;
  auto *Global = PointerType::get(M.getContext(), Spaces.global());
  GlobalRoots Roots(Global);
  for (Instruction &I : instructions(F)) {
    int PtrIndex = -1;
    if (auto *Load = dyn_cast<LoadInst>(&I))
      PtrIndex = Load->getPointerOperandIndex();
    else if (auto *Store = dyn_cast<StoreInst>(&I))
      PtrIndex = Store->getPointerOperandIndex();
    else if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
      PtrIndex = RMW->getPointerOperandIndex();
    else if (auto *CmpXchg = dyn_cast<AtomicCmpXchgInst>(&I))
      PtrIndex = CmpXchg->getPointerOperandIndex();
    auto *Call = dyn_cast<CallInst>(&I);
    // Intrinsics on a generic pointer that a later pass gives the space of
    // a cast: the scoped atomics and the WMMA loads and stores.
    bool TakesGenericPointer =
        Call && (isScopedAtomic(*Call) || isMatrixAccess(*Call));
    if (TakesGenericPointer)
      PtrIndex = 0;
    if (PtrIndex < 0)
      continue;
    Value *Ptr = I.getOperand(PtrIndex);
    if (Ptr->getType()->getPointerAddressSpace() != Spaces.generic())
      continue;
    // Accesses that may be to the function's own stack or parameters stay
    // as they are: the target lowers those itself.
    SmallVector<const Value *, 4> Objects;
    getUnderlyingObjects(Ptr, Objects, nullptr, /*MaxLookup=*/0);
    if (any_of(Objects, [](const Value *Object) {
          auto *Arg = dyn_cast<Argument>(Object);
          return isa<AllocaInst>(Object) ||
                 (Arg && Arg->hasPassPointeeByValueCopyAttr());
        }))
      continue;
    if (OnlyLoadedPointers &&
        !all_of(Objects, [&](const Value *O) { return isGlobalOrigin(*O); }))
      continue;
    for (const Value *Object : Objects)
      Roots.add(*Object);
    auto *Resolution = new AddrSpaceCastInst(
        Ptr, Global, Ptr->getName() + ".global", I.getIterator());
    // The scoped atomics and the WMMA intrinsics called here take a generic
    // pointer; ScopedAtomicsPass and MatrixAccessSpacesPass give them the
    // space that the cast says.
    I.setOperand(PtrIndex, TakesGenericPointer
                               ? new AddrSpaceCastInst(
                                     Resolution, Ptr->getType(),
                                     Ptr->getName() + ".generic", I.getIterator())
                               : static_cast<Value *>(Resolution));
    ++Resolved;
  }
  Roots.castAll(F);
  return Resolved;
}

bool StaticResolver::run() {
  // The functions each kernel calls, directly or not.
  MapVector<Function *, SetVector<Function *>> Trees;
  DenseMap<const Function *, std::optional<Violation>> Violations,
      MemoryViolations;
  for (Function &F : M)
    if (!F.isDeclaration()) {
      Violations[&F] = findViolation(F);
      MemoryViolations[&F] =
          Violations[&F] ? findMemoryViolation(F) : std::nullopt;
    }

  // What an indirect call may reach in a whole program: every function of
  // the module whose address is taken.
  SmallVector<Function *, 8> AddressTaken;
  for (Function &F : M)
    if (!F.isDeclaration() && !Spaces.isKernel(F) &&
        F.hasAddressTaken(nullptr, /*IgnoreCallbackUses=*/false,
                          /*IgnoreAssumeLikeCalls=*/true,
                          /*IgnoreLLVMUsed=*/true))
      AddressTaken.push_back(&F);

  auto Reach = [&](Function &Root) {
    SetVector<Function *> Tree;
    Tree.insert(&Root);
    for (unsigned I = 0; I != Tree.size(); ++I)
      for (Instruction &Inst : instructions(*Tree[I])) {
        auto *Call = dyn_cast<CallBase>(&Inst);
        if (!Call || Call->isInlineAsm())
          continue;
        if (Function *Callee = Call->getCalledFunction()) {
          if (!Callee->isDeclaration())
            Tree.insert(Callee);
        } else {
          // A call through a pointer of another function type would be
          // undefined behaviour: only functions of the call's type.
          for (Function *Target : AddressTaken)
            if (Target->getFunctionType() == Call->getFunctionType())
              Tree.insert(Target);
        }
      }
    return Tree;
  };

  // A function is resolved when every root that reaches it is a proven
  // kernel; functions that outside code may call are roots too, never
  // proven.
  DenseSet<const Function *> ReachedByProven, ReachedByLoadsProven,
      ReachedByOther;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    bool IsKernel = Spaces.isKernel(F);
    if (!IsKernel && !mayBeCalledFromOutside(F))
      continue;
    SetVector<Function *> Tree = Reach(F);
    std::optional<Violation> First;
    for (Function *Member : Tree)
      if (Violations[Member]) {
        First = Violations[Member];
        break;
      }
    bool Proven = IsKernel && !First;
    bool LoadsProven =
        IsKernel && First && none_of(Tree, [&](Function *Member) {
          return MemoryViolations[Member].has_value();
        });
    for (Function *Member : Tree)
      (Proven        ? ReachedByProven
       : LoadsProven ? ReachedByLoadsProven
                     : ReachedByOther)
          .insert(Member);
    if (!IsKernel)
      continue;
    OptimizationRemarkEmitter ORE(&F);
    if (Proven) {
      ++NumKernelsProven;
      continue;
    }
    ++NumKernelsNotProven;
    if (LoadsProven)
      ++NumKernelsLoadsProven;
    ORE.emit([&] {
      return OptimizationRemarkMissed(AddrSpaceRemarkName, "NotResolved",
                                      First->Where)
             << "generic accesses of kernel '" << remarkName(F)
             << "' not resolved to __device: '"
             << remarkName(*First->Where->getFunction()) << "' "
             << First->Reason;
    });
  }

  bool Changed = false;
  for (Function &F : M) {
    bool ByLoadsProven = ReachedByLoadsProven.contains(&F);
    if ((!ReachedByProven.contains(&F) && !ByLoadsProven) ||
        ReachedByOther.contains(&F))
      continue;
    unsigned Resolved = resolve(F, /*OnlyLoadedPointers=*/ByLoadsProven);
    if (!Resolved)
      continue;
    Changed = true;
    (ByLoadsProven ? NumLoadedAccessesResolved : NumAccessesResolved) +=
        Resolved;
    OptimizationRemarkEmitter ORE(&F);
    ORE.emit([&] {
      OptimizationRemark R(AddrSpaceRemarkName, "StaticallyResolved", &F);
      R << ore::NV("Accesses", Resolved) << " generic accesses in '"
        << remarkName(F);
      if (ByLoadsProven)
        return R << "' through pointers loaded from memory resolved to "
                    "__device: no function that reaches it stores a pointer "
                    "to other memory";
      return R << "' resolved to __device: no function that reaches it "
                  "makes a generic pointer to other memory";
    });
  }
  return Changed;
}

} // namespace

PreservedAnalyses StaticResolutionPass::run(Module &M,
                                            ModuleAnalysisManager &) {
  std::optional<GPUAddressSpaces> Spaces = GPUAddressSpaces::forModule(M);
  if (!Spaces)
    return PreservedAnalyses::all();
  StaticResolver Resolver(M, *Spaces, Options);
  return Resolver.run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
