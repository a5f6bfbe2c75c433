//===- UniformLoopUnswitch.cpp - Unswitch loops on uniform conditions -----===//
//
// See UniformLoopUnswitch.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/UniformLoopUnswitch.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Scalar/SimpleLoopUnswitch.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;
using namespace llvm::PatternMatch;

#define DEBUG_TYPE "scale-uniform-loop-unswitch"

STATISTIC(NumUniformLoops,
          "Number of loops whose invariant conditions are all uniform");

namespace scale {

namespace {

// How far a condition's operands are followed; deeper is not uniform.
constexpr unsigned MaxUniformityDepth = 12;

// The special registers that are the same for every thread of a block:
// blockIdx, blockDim, gridDim and their cluster counterparts.
bool readsBlockUniformRegister(const IntrinsicInst &II) {
  switch (II.getIntrinsicID()) {
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_z:
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_x:
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_y:
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_z:
  case Intrinsic::nvvm_read_ptx_sreg_ntid_x:
  case Intrinsic::nvvm_read_ptx_sreg_ntid_y:
  case Intrinsic::nvvm_read_ptx_sreg_ntid_z:
  case Intrinsic::nvvm_read_ptx_sreg_clusterid_x:
  case Intrinsic::nvvm_read_ptx_sreg_clusterid_y:
  case Intrinsic::nvvm_read_ptx_sreg_clusterid_z:
  case Intrinsic::nvvm_read_ptx_sreg_nclusterid_x:
  case Intrinsic::nvvm_read_ptx_sreg_nclusterid_y:
  case Intrinsic::nvvm_read_ptx_sreg_nclusterid_z:
  case Intrinsic::nvvm_read_ptx_sreg_cluster_ctaid_x:
  case Intrinsic::nvvm_read_ptx_sreg_cluster_ctaid_y:
  case Intrinsic::nvvm_read_ptx_sreg_cluster_ctaid_z:
  case Intrinsic::nvvm_read_ptx_sreg_cluster_nctaid_x:
  case Intrinsic::nvvm_read_ptx_sreg_cluster_nctaid_y:
  case Intrinsic::nvvm_read_ptx_sreg_cluster_nctaid_z:
  case Intrinsic::nvvm_read_ptx_sreg_cluster_ctarank:
  case Intrinsic::nvvm_read_ptx_sreg_cluster_nctarank:
    return true;
  default:
    return false;
  }
}

// Which values are the same in every thread of a warp, in the spaces and
// kernels of the module's target.
class Uniformity {
public:
  explicit Uniformity(const GPUAddressSpaces &Spaces) : Spaces(Spaces) {}

  // Is \p V the same in every thread of a warp? Conservatively: made only
  // of constants, kernel parameters, reads of unchanging memory at uniform
  // addresses and the block-uniform special registers, by instructions
  // without side effects. A phi is not (it may join divergent paths), nor
  // a device function's parameter (its callers are not known here), nor a
  // local variable's address (each thread's own).
  bool isUniform(const Value *V, unsigned Depth = 0) const;

private:
  // Memory no thread writes while the kernel runs: a kernel's by-value
  // parameter that it does not write (`readonly`, or `__grid_constant__`),
  // and constant memory.
  bool isUnchangingMemory(const Value *Ptr) const;

  const GPUAddressSpaces &Spaces;
};

bool Uniformity::isUnchangingMemory(const Value *Ptr) const {
  const Value *Object = getUnderlyingObject(Ptr);
  if (const auto *Arg = dyn_cast<Argument>(Object))
    return Spaces.isKernel(*Arg->getParent()) &&
           isUnwrittenByValParameter(*Arg);
  if (const auto *GV = dyn_cast<GlobalVariable>(Object))
    return GV->isConstant() || GV->getAddressSpace() == Spaces.constant();
  return Ptr->getType()->getPointerAddressSpace() == Spaces.constant();
}

bool Uniformity::isUniform(const Value *V, unsigned Depth) const {
  if (isa<Constant>(V))
    return true;
  if (const auto *Arg = dyn_cast<Argument>(V))
    return Spaces.isKernel(*Arg->getParent());
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth > MaxUniformityDepth || isa<PHINode, AllocaInst>(I))
    return false;
  if (const auto *II = dyn_cast<IntrinsicInst>(I))
    return readsBlockUniformRegister(*II);
  if (const auto *Load = dyn_cast<LoadInst>(I))
    return Load->isSimple() &&
           isUniform(Load->getPointerOperand(), Depth + 1) &&
           (Load->hasMetadata(LLVMContext::MD_invariant_load) ||
            isUnchangingMemory(Load->getPointerOperand()));
  if (I->mayReadOrWriteMemory() || I->mayHaveSideEffects() ||
      isa<CallBase>(I) || I->isTerminator())
    return false;
  return all_of(I->operands(),
                [&](const Use &Op) { return isUniform(Op.get(), Depth + 1); });
}

// The invariant parts of \p Cond that unswitching may branch on: the whole
// condition, and the operands of the `and`/`or` trees it is made of.
bool invariantPartsAreUniform(const Loop &L, Value *Cond,
                              const Uniformity &Uniform) {
  SmallVector<Value *, 8> Worklist{Cond};
  SmallPtrSet<Value *, 8> Seen;
  while (!Worklist.empty()) {
    Value *Part = Worklist.pop_back_val();
    if (!Seen.insert(Part).second)
      continue;
    if (L.isLoopInvariant(Part)) {
      if (!Uniform.isUniform(Part))
        return false;
      continue;
    }
    Value *A, *B;
    if (match(Part, m_LogicalAnd(m_Value(A), m_Value(B))) ||
        match(Part, m_LogicalOr(m_Value(A), m_Value(B)))) {
      Worklist.push_back(A);
      Worklist.push_back(B);
    }
  }
  return true;
}

// Every condition of \p L's own blocks (not its subloops') that unswitching
// could take out of the loop is uniform; and there is at least one.
bool hasOnlyUniformInvariantConditions(const Loop &L, const LoopInfo &LI,
                                       const Uniformity &Uniform) {
  bool Any = false;
  for (BasicBlock *BB : L.blocks()) {
    if (LI.getLoopFor(BB) != &L)
      continue;
    SmallVector<Value *, 4> Conditions;
    if (auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
        Br && Br->isConditional())
      Conditions.push_back(Br->getCondition());
    else if (auto *Switch = dyn_cast<SwitchInst>(BB->getTerminator()))
      Conditions.push_back(Switch->getCondition());
    for (Instruction &I : *BB)
      if (auto *Select = dyn_cast<SelectInst>(&I))
        Conditions.push_back(Select->getCondition());
      else if (auto *II = dyn_cast<IntrinsicInst>(&I);
               II && II->getIntrinsicID() ==
                         Intrinsic::experimental_guard)
        Conditions.push_back(II->getArgOperand(0));
    for (Value *Cond : Conditions) {
      if (!invariantPartsAreUniform(L, Cond, Uniform))
        return false;
      Any |= L.isLoopInvariant(Cond);
    }
  }
  return Any;
}

} // namespace

PreservedAnalyses UniformLoopUnswitchPass::run(Loop &L,
                                               LoopAnalysisManager &AM,
                                               LoopStandardAnalysisResults &AR,
                                               LPMUpdater &U) {
  Function &F = *L.getHeader()->getParent();
  std::optional<GPUAddressSpaces> Spaces =
      GPUAddressSpaces::forModule(*F.getParent());
  if (!Spaces || !Spaces->isNVPTX() ||
      !hasOnlyUniformInvariantConditions(L, AR.LI, Uniformity(*Spaces)))
    return PreservedAnalyses::all();
  ++NumUniformLoops;
  // Conditions upstream would inject compare loop-variant values, which may
  // diverge.
  LLVMContext &Ctx = F.getContext();
  L.setLoopID(makePostTransformationMetadata(
      Ctx, L.getLoopID(), {},
      {MDNode::get(Ctx,
                   MDString::get(Ctx, "llvm.loop.unswitch.injection.disable"))}));
  // Upstream's non-trivial unswitching, told that the target does not
  // diverge: on this loop it cannot.
  TargetTransformInfo WithoutDivergence(F.getDataLayout());
  LoopStandardAnalysisResults Uniform{AR.AA,  AR.AC,  AR.DT,
                                      AR.LI,  AR.SE,  AR.TLI,
                                      WithoutDivergence, AR.MSSA};
  return SimpleLoopUnswitchPass(/*NonTrivial=*/true, /*Trivial=*/false)
      .run(L, AM, Uniform, U);
}

} // namespace scale
