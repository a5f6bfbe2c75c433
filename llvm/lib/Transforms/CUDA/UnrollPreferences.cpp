//===- UnrollPreferences.cpp - GPU loop unrolling NVPTX's TTI lacks -------===//
//
// See UnrollPreferences.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/UnrollPreferences.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/CodeMetrics.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Utils/LoopPeel.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-unroll-preferences"

STATISTIC(NumFullUnrollsRequested,
          "Number of loops indexing local arrays given llvm.loop.unroll.full");
STATISTIC(NumFullUnrollsDisabled,
          "Number of #pragma unroll loops too large to unroll fully");
STATISTIC(NumTableBoundedLoopsRolled,
          "Number of #pragma unroll loops bounded by a table kept rolled");
STATISTIC(NumPartialUnrollsMadeFinal,
          "Number of loops given the partial unroll count LLVM chose");
STATISTIC(NumPartialUnrollsDisabled,
          "Number of #pragma unroll loops not unrolled partially");
STATISTIC(NumUncountableLoopsRolled,
          "Loops nvcc's PTX leaves uncountable kept rolled for ptxas");

static cl::opt<unsigned> LocalArrayUnrollThreshold(
    "scale-unroll-threshold-local-array",
    cl::desc("Largest fully unrolled size of a loop that indexes a local "
             "array (AMDGPU's amdgpu-unroll-threshold-private)"),
    cl::init(2700), cl::Hidden);

/// Arrays that can live in registers: 255 32-bit registers less 16 for the
/// rest of the kernel, AMDGPU's reasoning with NVPTX's register file.
static cl::opt<unsigned> MaxArrayBytes(
    "scale-unroll-max-local-array-bytes",
    cl::desc("Largest total of a function's local arrays for which loops "
             "indexing them are unrolled fully"),
    cl::init((255 - 16) * 4), cl::Hidden);

static cl::opt<bool> KeepMultiExitLoopsRolled(
    "scale-keep-multi-exit-loops-rolled",
    cl::desc("Keep loops written with several exits rolled for ptxas "
             "(.pragma \"nounroll\") where LLVM leaves them loops"),
    cl::init(true), cl::Hidden);

static cl::opt<unsigned> PragmaFullUnrollLimit(
    "scale-pragma-full-unroll-limit",
    cl::desc("Largest fully unrolled size of a #pragma unroll loop (the "
             "pragma's own limit is -pragma-unroll-threshold, 16K)"),
    cl::init(8192), cl::Hidden);

namespace {

TargetTransformInfo::UnrollingPreferences
unrollingPreferences(Loop &L, ScalarEvolution &SE,
                     const TargetTransformInfo &TTI,
                     OptimizationRemarkEmitter &ORE, int OptLevel) {
  return gatherUnrollingPreferences(
      &L, SE, TTI, /*BFI=*/nullptr, /*PSI=*/nullptr, ORE, OptLevel,
      std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt,
      std::nullopt);
}

/// Replaces the loop's unroll metadata by \p Attribute (with \p Count as
/// its operand where given).
void setUnrollMetadata(Loop &L, StringRef Attribute,
                       std::optional<unsigned> Count = std::nullopt) {
  LLVMContext &Context = L.getHeader()->getContext();
  SmallVector<Metadata *, 2> Operands{MDString::get(Context, Attribute)};
  if (Count)
    Operands.push_back(ConstantAsMetadata::get(
        ConstantInt::get(Type::getInt32Ty(Context), *Count)));
  L.setLoopID(makePostTransformationMetadata(Context, L.getLoopID(),
                                             {"llvm.loop.unroll."},
                                             {MDNode::get(Context, Operands)}));
}

/// Bytes of the function's static local arrays: those SROA has left in
/// memory so far, all of which this pass might move into registers. Their
/// sum, not each alone, must fit the register file, or the arrays moved
/// into registers spill (HeCBench kalman: eight double arrays of up to
/// 512 bytes, 3 KB together, spilled 10 KB once unrolled against 760
/// bytes rolled).
uint64_t staticLocalArrayBytes(const Function &F) {
  const DataLayout &DL = F.getDataLayout();
  uint64_t Bytes = 0;
  for (const Instruction &I : F.getEntryBlock())
    if (const auto *Alloca = dyn_cast<AllocaInst>(&I))
      if (std::optional<TypeSize> Size = Alloca->getAllocationSize(DL);
          Size && !Size->isScalable() && Alloca->isStaticAlloca())
        Bytes += Size->getFixedValue();
  return Bytes;
}

/// Is \p Index, after full unrolling of \p L, a constant or an invariant
/// of \p L? An affine function of L's induction variable (extensions
/// looked through), which each unrolled copy evaluates at its iteration.
bool isAffineInLoop(Value *Index, const Loop &L, ScalarEvolution &SE) {
  const SCEV *S = SE.getSCEV(Index);
  while (const auto *Cast = dyn_cast<SCEVIntegralCastExpr>(S))
    S = Cast->getOperand();
  const auto *Rec = dyn_cast<SCEVAddRecExpr>(S);
  return Rec && Rec->getLoop() == &L && Rec->isAffine();
}

bool readsConstantTable(const LoadInst &Load);

/// The load from a table of constants that \p Index is (extensions and
/// truncations looked through), where the load's address is a GEP whose
/// indices are constants or satisfy \p IndexOk; null elsewhere.
const LoadInst *
constantTableLookup(const Value *Index,
                    function_ref<bool(const Value *)> IndexOk) {
  while (const auto *Cast = dyn_cast<CastInst>(Index))
    if (isa<ZExtInst, SExtInst, TruncInst>(Cast))
      Index = Cast->getOperand(0);
    else
      break;
  const auto *Load = dyn_cast<LoadInst>(Index);
  if (!Load || !Load->isSimple() || !readsConstantTable(*Load))
    return nullptr;
  const auto *GEP = dyn_cast<GetElementPtrInst>(Load->getPointerOperand());
  if (!GEP || !all_of(GEP->indices(), [&](const Value *I) {
        return isa<Constant>(I) || IndexOk(I);
      }))
    return nullptr;
  return Load;
}

/// Which local arrays unrolling \p L fully would let SROA keep in
/// registers, or LICM across the iterations of a loop around it.
class LocalArrays {
public:
  LocalArrays(const Loop &L, const LoopInfo &LI, ScalarEvolution &SE,
              const TargetTransformInfo &TTI, unsigned BEInsns)
      : L(L), LI(LI), SE(SE), TTI(TTI), BEInsns(BEInsns) {}

  /// Does a block of L itself (not of an inner loop) compute an address
  /// into a small static local array from L's induction variable, an
  /// array that SROA can keep in registers once L is unrolled?
  bool indexedByLoop();

  /// The size of \p M with it and every loop inside it of constant trip
  /// count unrolled fully (a loop of run-time trip count stays rolled);
  /// saturates at UINT32_MAX.
  uint64_t unrolledNestSize(const Loop &M);

private:
  bool promotableOnceUnrolled(const AllocaInst &Alloca);
  bool constantInside(const AllocaInst &Alloca, const Loop &M);
  bool indexOnceUnrolled(const Value *Index);
  bool constantOnceUnrolled(const SCEV *S);
  bool unrolledFully(const Loop &M);
  uint64_t rolledSize(const Loop &M);

  const Loop &L;
  const LoopInfo &LI;
  ScalarEvolution &SE;
  const TargetTransformInfo &TTI;
  unsigned BEInsns;
};

uint64_t LocalArrays::rolledSize(const Loop &M) {
  SmallPtrSet<const Value *, 1> NoEphemeralValues;
  UnrollCostEstimator Cost(&M, TTI, NoEphemeralValues, BEInsns);
  return Cost.canUnroll() ? Cost.getRolledLoopSize()
                          : std::numeric_limits<uint32_t>::max();
}

uint64_t LocalArrays::unrolledNestSize(const Loop &M) {
  constexpr uint64_t Unknown = std::numeric_limits<uint32_t>::max();
  unsigned TripCount = SE.getSmallConstantTripCount(&M);
  uint64_t Body = rolledSize(M);
  if (!TripCount || Body >= Unknown)
    return Unknown;
  for (const Loop *Inner : M.getSubLoops())
    if (SE.getSmallConstantTripCount(Inner))
      Body = Body - std::min(Body, rolledSize(*Inner)) +
             unrolledNestSize(*Inner);
  return std::min(Unknown, (std::max<uint64_t>(Body, BEInsns) - BEInsns) *
                                   TripCount +
                               BEInsns);
}

/// Will \p M be unrolled fully, by this pass or by the default threshold?
/// L, and the loops inside it if their trip counts are constants; another
/// loop (around L, or elsewhere) if, with its inner loops unrolled too, it
/// fits in the threshold. A loop over a permutation around a loop of
/// run-time trip count (HeCBench columnarSolver) or one whose inner loops
/// unroll into thousands of instructions (HeCBench adv's loop over
/// `r_U[k]`) does not, and neither do the arrays it indexes.
bool LocalArrays::unrolledFully(const Loop &M) {
  if (L.contains(&M))
    return SE.getSmallConstantTripCount(&M) != 0;
  return unrolledNestSize(M) <= LocalArrayUnrollThreshold;
}

/// Could \p S become a constant by full unrolling: constants combined with
/// affine recurrences of loops that will be unrolled fully?
bool LocalArrays::constantOnceUnrolled(const SCEV *S) {
  if (isa<SCEVConstant>(S))
    return true;
  if (const auto *Cast = dyn_cast<SCEVIntegralCastExpr>(S))
    return constantOnceUnrolled(Cast->getOperand());
  if (const auto *Rec = dyn_cast<SCEVAddRecExpr>(S))
    return Rec->isAffine() && unrolledFully(*Rec->getLoop()) &&
           constantOnceUnrolled(Rec->getStart()) &&
           constantOnceUnrolled(Rec->getStepRecurrence(SE));
  if (isa<SCEVAddExpr>(S) || isa<SCEVMulExpr>(S))
    return all_of(cast<SCEVNAryExpr>(S)->operands(),
                  [&](const SCEV *Op) { return constantOnceUnrolled(Op); });
  // An entry of a table of constants at such an index (keccak's
  // `st[keccakf_piln[i]]`), which the unrolled copies read as constants.
  if (const auto *Unknown = dyn_cast<SCEVUnknown>(S))
    return constantTableLookup(Unknown->getValue(), [&](const Value *I) {
      return indexOnceUnrolled(I);
    });
  return false;
}

bool LocalArrays::indexOnceUnrolled(const Value *Index) {
  return isa<Constant>(Index) ||
         (SE.isSCEVable(Index->getType()) &&
          constantOnceUnrolled(SE.getSCEV(const_cast<Value *>(Index))));
}

/// Are the accesses to \p Alloca inside \p M all at constant offsets once
/// the loops inside M that will be unrolled are? LICM then keeps its
/// elements in registers across M's iterations, though the array stays in
/// memory elsewhere (xmrig's KawPow: keccak's rounds over `uint64_t st[25]`,
/// a union that a later loop indexes by data). Calls and other uses of an
/// address inside M, where LICM cannot follow, disqualify it.
bool LocalArrays::constantInside(const AllocaInst &Alloca, const Loop &M) {
  SmallVector<std::pair<const Value *, bool>, 16> Worklist{{&Alloca, true}};
  SmallPtrSet<const Value *, 16> Seen;
  while (!Worklist.empty()) {
    auto [Address, Constant] = Worklist.pop_back_val();
    if (!Seen.insert(Address).second)
      continue;
    for (const User *U : Address->users()) {
      const auto *I = dyn_cast<Instruction>(U);
      if (!I)
        return false;
      if (const auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
        Worklist.push_back(
            {GEP, Constant && all_of(GEP->indices(), [&](const Value *Index) {
                    return indexOnceUnrolled(Index);
                  })});
        continue;
      }
      if (!M.contains(I))
        continue;
      // A header phi of a loop inside M that will be unrolled fully (`t`
      // in keccak's `t = st[1]; for (...) { ...; t = bc[0]; }`, which
      // LLVM turns into a load through a phi of addresses): each unrolled
      // copy takes one of its incoming addresses.
      if (const auto *Phi = dyn_cast<PHINode>(I)) {
        const Loop *Around = LI.getLoopFor(Phi->getParent());
        if (!Around || Around == &M || !M.contains(Around) ||
            Around->getHeader() != Phi->getParent() || !unrolledFully(*Around))
          return false;
        Worklist.push_back({Phi, Constant});
        continue;
      }
      if (const auto *Load = dyn_cast<LoadInst>(I)) {
        if (!Load->isSimple() || !Constant)
          return false;
      } else if (const auto *Store = dyn_cast<StoreInst>(I)) {
        if (!Store->isSimple() || Store->getValueOperand() == Address ||
            !Constant)
          return false;
      } else if (const auto *Intrinsic = dyn_cast<IntrinsicInst>(I)) {
        if (!Intrinsic->isLifetimeStartOrEnd())
          return false;
      } else {
        return false;
      }
    }
  }
  return true;
}

/// Can SROA put \p Alloca in registers once the loops around its accesses
/// are unrolled? Every address into it is a constant offset then: its GEPs'
/// indices constantOnceUnrolled, and nothing else takes its address than
/// loads, stores, memory intrinsics and lifetime markers. An array also
/// indexed by data (a permutation `key[random()]`) stays in memory however
/// far its loops are unrolled, which would only grow the code.
bool LocalArrays::promotableOnceUnrolled(const AllocaInst &Alloca) {
  SmallVector<const Value *, 16> Worklist{&Alloca};
  SmallPtrSet<const Value *, 16> Seen;
  while (!Worklist.empty()) {
    const Value *Address = Worklist.pop_back_val();
    if (!Seen.insert(Address).second)
      continue;
    for (const User *U : Address->users()) {
      if (const auto *GEP = dyn_cast<GetElementPtrInst>(U)) {
        for (const Value *Index : GEP->indices())
          if (!isa<Constant>(Index) &&
              (!SE.isSCEVable(Index->getType()) ||
               !constantOnceUnrolled(
                   SE.getSCEV(const_cast<Value *>(Index)))))
            return false;
        Worklist.push_back(GEP);
      } else if (const auto *Load = dyn_cast<LoadInst>(U)) {
        if (!Load->isSimple())
          return false;
      } else if (const auto *Store = dyn_cast<StoreInst>(U)) {
        if (!Store->isSimple() || Store->getValueOperand() == Address)
          return false;
      } else if (const auto *Intrinsic = dyn_cast<IntrinsicInst>(U)) {
        if (!Intrinsic->isLifetimeStartOrEnd() && !isa<MemIntrinsic>(U))
          return false;
      } else {
        return false;
      }
    }
  }
  return true;
}

bool LocalArrays::indexedByLoop() {
  for (BasicBlock *Block : L.blocks()) {
    if (LI.getLoopFor(Block) != &L)
      continue;
    for (Instruction &I : *Block) {
      auto *GEP = dyn_cast<GetElementPtrInst>(&I);
      if (!GEP)
        continue;
      const auto *Alloca =
          dyn_cast<AllocaInst>(getUnderlyingObject(GEP->getPointerOperand()));
      if (!Alloca || !Alloca->isStaticAlloca())
        continue;
      if (none_of(GEP->indices(), [&](Value *Index) {
            return !L.isLoopInvariant(Index) &&
                   (isAffineInLoop(Index, L, SE) ||
                    constantTableLookup(Index, [&](const Value *I) {
                      return isAffineInLoop(const_cast<Value *>(I), L, SE);
                    }));
          }))
        continue;
      if (promotableOnceUnrolled(*Alloca))
        return true;
      for (const Loop *M = L.getParentLoop(); M; M = M->getParentLoop())
        if (constantInside(*Alloca, *M))
          return true;
    }
  }
  return false;
}

/// Whether the program's `#pragma unroll` (no count) asks to unroll \p L.
bool hasPragmaFullUnroll(const Loop &L) {
  MDNode *LoopID = L.getLoopID();
  return LoopID && !GetUnrollMetadata(LoopID, "llvm.loop.unroll.count") &&
         !GetUnrollMetadata(LoopID, "llvm.loop.unroll.disable") &&
         (GetUnrollMetadata(LoopID, "llvm.loop.unroll.enable") ||
          GetUnrollMetadata(LoopID, "llvm.loop.unroll.full"));
}

/// Whether \p Load reads a table of constants: a constant global, or a
/// local array that the function only fills with constants (the array
/// behind an initializer list).
bool readsConstantTable(const LoadInst &Load) {
  const Value *Object = getUnderlyingObject(Load.getPointerOperand());
  if (const auto *Global = dyn_cast<GlobalVariable>(Object))
    return Global->isConstant();
  const auto *Alloca = dyn_cast<AllocaInst>(Object);
  if (!Alloca)
    return false;
  SmallVector<const Value *, 8> Work = {Alloca};
  SmallPtrSet<const Value *, 8> Seen = {Alloca};
  while (!Work.empty()) {
    const Value *Pointer = Work.pop_back_val();
    for (const User *U : Pointer->users()) {
      if (const auto *Store = dyn_cast<StoreInst>(U)) {
        if (Store->getPointerOperand() != Pointer ||
            !isa<Constant>(Store->getValueOperand()))
          return false;
      } else if (isa<GetElementPtrInst, AddrSpaceCastInst>(U)) {
        if (Seen.insert(U).second)
          Work.push_back(U);
      } else if (const auto *Copy = dyn_cast<MemTransferInst>(U)) {
        // A constexpr array's initializer, copied from a constant global.
        const auto *Source = dyn_cast<GlobalVariable>(
            getUnderlyingObject(Copy->getRawSource()));
        if (Copy->getRawDest() != Pointer || !Source || !Source->isConstant())
          return false;
      } else if (const auto *Intrinsic = dyn_cast<IntrinsicInst>(U)) {
        if (!Intrinsic->isLifetimeStartOrEnd())
          return false;
      } else if (!isa<LoadInst>(U)) {
        return false;
      }
    }
  }
  return true;
}

/// Whether \p L's exit test depends on a value read from a table of
/// constants outside the loop: the operands of its exiting branches,
/// followed through the loop's arithmetic and phis.
bool isBoundedByConstantTable(const Loop &L) {
  SmallVector<BasicBlock *, 4> Exiting;
  L.getExitingBlocks(Exiting);
  SmallVector<const Value *, 16> Work;
  SmallPtrSet<const Value *, 32> Seen;
  for (BasicBlock *BB : Exiting)
    if (const auto *Branch = dyn_cast<BranchInst>(BB->getTerminator());
        Branch && Branch->isConditional())
      Work.push_back(Branch->getCondition());
  while (!Work.empty() && Seen.size() < 64) {
    const Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    if (const auto *Load = dyn_cast<LoadInst>(V)) {
      if (!L.contains(Load) && readsConstantTable(*Load))
        return true;
      continue;
    }
    const auto *I = dyn_cast<Instruction>(V);
    if (!I || I->mayReadOrWriteMemory())
      continue;
    for (const Value *Op : I->operands())
      Work.push_back(Op);
  }
  return false;
}

/// What LoopUnrollPass will decide for a loop with a constant trip count:
/// the unroller's own cost model (computeUnrollCount) with the pipeline's
/// preferences.
struct UnrollerDecision {
  unsigned TripCount;
  unsigned Count;           ///< copies; the trip count or more: full unroll
  unsigned PeelCount;       ///< iterations peeled off first
  unsigned TargetThreshold; ///< the target's full-unroll threshold
  uint64_t RolledSize;      ///< the body's size by the estimate
  uint64_t UnrolledSize;    ///< the size with \c Count copies (at most the
                            ///< trip count)
};

/// nullopt where the trip count is not a constant or the loop cannot be
/// unrolled.
std::optional<UnrollerDecision>
unrollerDecision(Loop &L, Function &F, FunctionAnalysisManager &AM,
                 int OptLevel) {
  auto &LI = AM.getResult<LoopAnalysis>(F);
  auto &SE = AM.getResult<ScalarEvolutionAnalysis>(F);
  unsigned TripCount = SE.getSmallConstantTripCount(&L);
  if (!TripCount)
    return std::nullopt;
  auto &DT = AM.getResult<DominatorTreeAnalysis>(F);
  auto &AC = AM.getResult<AssumptionAnalysis>(F);
  auto &TTI = AM.getResult<TargetIRAnalysis>(F);
  auto &ORE = AM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  TargetTransformInfo::UnrollingPreferences UP =
      unrollingPreferences(L, SE, TTI, ORE, OptLevel);
  // The target's threshold before a pragma raises it.
  unsigned TargetThreshold = UP.Threshold;
  TargetTransformInfo::PeelingPreferences PP =
      gatherPeelingPreferences(&L, SE, TTI, std::nullopt, std::nullopt);
  SmallPtrSet<const Value *, 32> EphValues;
  CodeMetrics::collectEphemeralValues(&L, &AC, EphValues);
  UnrollCostEstimator Cost(&L, TTI, EphValues, UP.BEInsns);
  if (!Cost.canUnroll())
    return std::nullopt;
  bool UseUpperBound = false;
  computeUnrollCount(&L, TTI, DT, &LI, &AC, SE, EphValues, &ORE, TripCount,
                     SE.getSmallConstantMaxTripCount(&L),
                     SE.isBackedgeTakenCountMaxOrZero(&L),
                     SE.getSmallConstantTripMultiple(&L), Cost, UP, PP,
                     UseUpperBound);
  return UnrollerDecision{TripCount, UP.Count, PP.PeelCount, TargetThreshold,
                          Cost.getRolledLoopSize(),
                          Cost.getUnrolledLoopSize(
                              UP, std::min(UP.Count, TripCount))};
}

} // namespace

PreservedAnalyses UnrollLocalArraysPass::run(Loop &L, LoopAnalysisManager &,
                                             LoopStandardAnalysisResults &AR,
                                             LPMUpdater &) {
  // Metadata of the program's own (#pragma unroll N, unroll(disable)) or of
  // an earlier transformation decides.
  if (hasUnrollTransformation(&L) != TM_Unspecified)
    return PreservedAnalyses::all();
  unsigned TripCount = AR.SE.getSmallConstantTripCount(&L);
  if (TripCount < 2)
    return PreservedAnalyses::all();
  Function &F = *L.getHeader()->getParent();
  if (staticLocalArrayBytes(F) > MaxArrayBytes)
    return PreservedAnalyses::all();
  OptimizationRemarkEmitter ORE(&F);
  TargetTransformInfo::UnrollingPreferences UP =
      unrollingPreferences(L, AR.SE, AR.TTI, ORE, OptLevel);
  if (TripCount > UP.FullUnrollMaxCount)
    return PreservedAnalyses::all();
  SmallPtrSet<const Value *, 32> EphValues;
  CodeMetrics::collectEphemeralValues(&L, &AR.AC, EphValues);
  UnrollCostEstimator Cost(&L, AR.TTI, EphValues, UP.BEInsns);
  if (!Cost.canUnroll())
    return PreservedAnalyses::all();
  // Within the default threshold the unroller does it by itself.
  if (Cost.getUnrolledLoopSize(UP, TripCount) < UP.Threshold)
    return PreservedAnalyses::all();
  // The copies of inner loops of constant trip count are unrolled next (by
  // the default threshold, or by this pass if they index the array too):
  // counted unrolled, so that a nest never grows past the threshold.
  LocalArrays Arrays(L, AR.LI, AR.SE, AR.TTI, UP.BEInsns);
  uint64_t UnrolledSize = Arrays.unrolledNestSize(L);
  if (UnrolledSize > LocalArrayUnrollThreshold ||
      !Arrays.indexedByLoop())
    return PreservedAnalyses::all();

  setUnrollMetadata(L, "llvm.loop.unroll.full");
  ++NumFullUnrollsRequested;
  ORE.emit([&] {
    return OptimizationRemarkAnalysis(DEBUG_TYPE, "LocalArrayFullUnroll",
                                      L.getStartLoc(), L.getHeader())
           << "loop indexes a local array: unrolled fully ("
           << ore::NV("UnrolledSize", UnrolledSize)
           << " instructions) so that its elements can stay in registers";
  });
  // Only metadata changed.
  return PreservedAnalyses::all();
}

PreservedAnalyses
RollTableBoundedLoopsPass::run(Loop &L, LoopAnalysisManager &,
                               LoopStandardAnalysisResults &AR, LPMUpdater &) {
  if (!hasPragmaFullUnroll(L) || AR.SE.getSmallConstantTripCount(&L) ||
      !isBoundedByConstantTable(L))
    return PreservedAnalyses::all();
  setUnrollMetadata(L, "llvm.loop.unroll.disable");
  ++NumTableBoundedLoopsRolled;
  OptimizationRemarkEmitter ORE(L.getHeader()->getParent());
  ORE.emit([&] {
    return OptimizationRemarkMissed(DEBUG_TYPE, "TableBoundedPragmaUnroll",
                                    L.getStartLoc(), L.getHeader())
           << "loop not unrolled: its trip count comes from a table of "
              "constants, as nvcc leaves such loops rolled";
  });
  // Only metadata changed.
  return PreservedAnalyses::all();
}

PreservedAnalyses
LimitPragmaPartialUnrollPass::run(Function &F, FunctionAnalysisManager &AM) {
  auto &LI = AM.getResult<LoopAnalysis>(F);
  auto &ORE = AM.getResult<OptimizationRemarkEmitterAnalysis>(F);

  for (Loop *L : LI.getLoopsInPreorder()) {
    if (!L->isLoopSimplifyForm() || !hasPragmaFullUnroll(*L))
      continue;
    std::optional<UnrollerDecision> Decision =
        unrollerDecision(*L, F, AM, OptLevel);
    if (!Decision)
      continue;
    unsigned TripCount = Decision->TripCount;
    // Full unrolling past the limit: the unroller's estimate counts as free
    // what PTX must still spell out (bf16TensorCoreGemm's K loop, estimated
    // at 64 copies of about 200 instructions, became 72K lines of PTX that
    // ptxas spills; nvcc keeps a few copies).
    if (Decision->Count >= TripCount) {
      if (Decision->UnrolledSize <= PragmaFullUnrollLimit)
        continue;
      setUnrollMetadata(*L, "llvm.loop.unroll.disable");
      ++NumFullUnrollsDisabled;
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "PragmaFullUnroll",
                                        L->getStartLoc(), L->getHeader())
               << "loop not unrolled: the unroll pragma would unroll it "
                  "fully into "
               << ore::NV("UnrolledSize", Decision->UnrolledSize)
               << " instructions (" << ore::NV("TripCount", TripCount)
               << " copies of "
               << ore::NV("LoopSize", Decision->RolledSize)
               << "), which would only add register pressure";
      });
      continue;
    }
    // A small body gains from its copies (its compare, branch and induction
    // variable are a real share of an iteration).
    if (Decision->Count <= 1 || Decision->PeelCount ||
        Decision->RolledSize <= Decision->TargetThreshold)
      continue;

    setUnrollMetadata(*L, "llvm.loop.unroll.disable");
    ++NumPartialUnrollsDisabled;
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "PragmaPartialUnroll",
                                      L->getStartLoc(), L->getHeader())
             << "loop not unrolled: the unroll pragma cannot unroll it fully, "
                "and partial unrolling ("
             << ore::NV("UnrollCount", Decision->Count) << " copies of "
             << ore::NV("LoopSize", Decision->RolledSize)
             << " instructions) would only add register pressure";
    });
  }
  // Only metadata changed.
  return PreservedAnalyses::all();
}

PreservedAnalyses FinalPartialUnrollPass::run(Function &F,
                                              FunctionAnalysisManager &AM) {
  auto &LI = AM.getResult<LoopAnalysis>(F);

  for (Loop *L : LI.getLoopsInPreorder()) {
    if (!L->isInnermost() || !L->isLoopSimplifyForm() ||
        (L->getLoopID() &&
         GetUnrollMetadata(L->getLoopID(), "llvm.loop.unroll.")))
      continue;
    std::optional<UnrollerDecision> Decision =
        unrollerDecision(*L, F, AM, OptLevel);
    // Only a partial unroll without peeling or a remainder: the loop that
    // comes out has the same iterations in fewer trips.
    if (!Decision || Decision->Count <= 1 ||
        Decision->Count >= Decision->TripCount || Decision->PeelCount ||
        Decision->TripCount % Decision->Count)
      continue;
    setUnrollMetadata(*L, "llvm.loop.unroll.count", Decision->Count);
    ++NumPartialUnrollsMadeFinal;
  }
  // Only metadata changed.
  return PreservedAnalyses::all();
}

namespace {

/// The loop metadata that marks a loop whose PTX from nvcc ptxas cannot
/// count, from MarkUncountableLoopsPass to KeepUncountableLoopsRolledPass.
constexpr StringLiteral UncountableMarker = "scale.loop.uncountable";

/// Whether \p V is \p Phi's value in the loop: the phi or its increment.
bool isCounterValue(const Value *V, const PHINode &Phi, const Value *Step) {
  return V == &Phi || V == Step;
}

/// Whether \p L counts in floating point: a header phi that starts at a
/// constant, steps by a constant `fadd`/`fsub` and decides an exit against
/// a constant, IndVarSimplify's conditions for making it an integer.
bool hasFloatCounter(const Loop &L) {
  BasicBlock *Latch = L.getLoopLatch();
  if (!Latch)
    return false;
  SmallVector<BasicBlock *, 4> Exiting;
  L.getExitingBlocks(Exiting);
  for (PHINode &Phi : L.getHeader()->phis()) {
    if (!Phi.getType()->isFloatingPointTy() ||
        Phi.getNumIncomingValues() != 2)
      continue;
    auto *Step = dyn_cast<BinaryOperator>(Phi.getIncomingValueForBlock(Latch));
    if (!Step || !L.contains(Step) ||
        (Step->getOpcode() != Instruction::FAdd &&
         Step->getOpcode() != Instruction::FSub) ||
        !((Step->getOperand(0) == &Phi &&
           isa<ConstantFP>(Step->getOperand(1))) ||
          (Step->getOpcode() == Instruction::FAdd &&
           Step->getOperand(1) == &Phi &&
           isa<ConstantFP>(Step->getOperand(0)))))
      continue;
    BasicBlock *Entry = Phi.getIncomingBlock(0) == Latch
                            ? Phi.getIncomingBlock(1)
                            : Phi.getIncomingBlock(0);
    if (!isa<ConstantFP>(Phi.getIncomingValueForBlock(Entry)))
      continue;
    for (BasicBlock *BB : Exiting) {
      auto *Branch = dyn_cast<BranchInst>(BB->getTerminator());
      auto *Compare =
          Branch && Branch->isConditional()
              ? dyn_cast<FCmpInst>(Branch->getCondition())
              : nullptr;
      if (Compare &&
          ((isCounterValue(Compare->getOperand(0), Phi, Step) &&
            isa<ConstantFP>(Compare->getOperand(1))) ||
           (isCounterValue(Compare->getOperand(1), Phi, Step) &&
            isa<ConstantFP>(Compare->getOperand(0)))))
        return true;
    }
  }
  return false;
}

/// Whether \p L has several exits as the source wrote it (a `break`, a
/// `return`, CUB's overflow test in its tile loop).
bool hasSeveralExits(const Loop &L) {
  SmallVector<BasicBlock *, 4> Exiting;
  L.getExitingBlocks(Exiting);
  return Exiting.size() > 1;
}

} // namespace

PreservedAnalyses MarkUncountableLoopsPass::run(Function &F,
                                                FunctionAnalysisManager &AM) {
  auto &LI = AM.getResult<LoopAnalysis>(F);
  LLVMContext &Context = F.getContext();
  for (Loop *L : LI.getLoopsInPreorder()) {
    if (findOptionMDForLoop(L, UncountableMarker) ||
        !(hasFloatCounter(*L) ||
          (KeepMultiExitLoopsRolled && hasSeveralExits(*L))))
      continue;
    L->setLoopID(makePostTransformationMetadata(
        Context, L->getLoopID(), {},
        {MDNode::get(Context, MDString::get(Context, UncountableMarker))}));
  }
  // Only metadata changed.
  return PreservedAnalyses::all();
}

PreservedAnalyses
KeepUncountableLoopsRolledPass::run(Function &F, FunctionAnalysisManager &AM) {
  auto &LI = AM.getResult<LoopAnalysis>(F);
  LLVMContext &Context = F.getContext();
  for (Loop *L : LI.getLoopsInPreorder()) {
    if (!findOptionMDForLoop(L, UncountableMarker))
      continue;
    L->setLoopID(makePostTransformationMetadata(
        Context, L->getLoopID(), {UncountableMarker, "llvm.loop.unroll."},
        {MDNode::get(Context,
                     MDString::get(Context, "llvm.loop.unroll.disable"))}));
    ++NumUncountableLoopsRolled;
  }
  // Only metadata changed.
  return PreservedAnalyses::all();
}
