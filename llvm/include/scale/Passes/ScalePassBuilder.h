//===- ScalePassBuilder.h - scale-clang's passes in LLVM pipelines -*- C++ -*-//
//
// The address-space passes of llvm/ join a pipeline two ways: by name, for
// opt's -passes= (the plugin) and textual pipelines, and in the device
// pipeline that scale-clang's cc1 builds, at the end of the optimiser
// (after inlining, so that only calls the inliner kept are specialised).
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_PASSES_SCALEPASSBUILDER_H
#define SCALE_PASSES_SCALEPASSBUILDER_H

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/PassManager.h"

#include <string>

namespace llvm {
class PassBuilder;
} // namespace llvm

namespace scale {

struct AddrSpacePipelineOptions {
  /// The device module is the whole program (CUDA/HIP without -fgpu-rdc).
  bool WholeProgram = true;
};

/// Makes the passes known to \p PB by name, and `scale-addrspace-pipeline`
/// (and `scale-addrspace-pipeline<whole-program>`) for the whole sequence
/// that scale-clang runs.
void registerScalePasses(llvm::PassBuilder &PB);

/// Adds the address-space passes, in order, to \p MPM: propagation across
/// calls, InferAddressSpaces (which turns the accesses through the pointers
/// it resolved into accesses of the named space), static resolution,
/// InferAddressSpaces again, and the remarks on what is left generic.
void addAddrSpacePasses(llvm::ModulePassManager &MPM,
                        const AddrSpacePipelineOptions &Options);

/// Runs addAddrSpacePasses at the end of the optimiser, at -O1 and above.
void registerAddrSpacePipeline(llvm::PassBuilder &PB,
                               AddrSpacePipelineOptions Options);

/// Runs LowerManagedVariablesPass (CUDA's ABI for `__managed__` variables)
/// at the start of every pipeline, -O0 included.
void registerManagedVariableLowering(llvm::PassBuilder &PB);

/// Runs LibdeviceMathPass (math builtins to libdevice's functions, linked
/// from \p LibdevicePath; the fast ones with \p ApproxTranscendentals) at
/// the start of every NVPTX device pipeline.
void registerLibdeviceMath(llvm::PassBuilder &PB, std::string LibdevicePath,
                           bool ApproxTranscendentals);

/// Runs PureVirtualSlotsPass (null vtable slots for pure virtual
/// functions, as nvcc's) at the start of every NVPTX pipeline.
void registerPureVirtualSlots(llvm::PassBuilder &PB);

/// Runs, at the start of every pipeline, what scale-nvcc asks for with LLVM
/// options: NvccFastMathPass (-scale-nvcc-fast-math: --use_fast_math's math
/// functions) and RestrictKernelPointersPass (-scale-nvcc-restrict:
/// --restrict).
void registerNvccFlagPasses(llvm::PassBuilder &PB);

/// The device variables that host code uses in name order, in the module
/// and in `llvm.compiler.used` (OrderHostUsedVariables.h): Clang 22 emits
/// them in the order of their declarations' addresses. Every -O level.
void registerHostUsedVariableOrder(llvm::PassBuilder &PB);

/// Runs UsedExternalDeclarationsPass (no kernel declarations kept as used
/// with -fgpu-rdc, as nvcc's) at the start of every NVPTX pipeline.
void registerUsedExternalDeclarations(llvm::PassBuilder &PB);

/// Runs ExternalizedStaticNamesPass (one name for each -fgpu-rdc static
/// device variable that host code uses) at the start of every pipeline.
void registerExternalizedStaticNames(llvm::PassBuilder &PB);

/// Runs InternalizeDeviceFunctionsPass (whole-program device code) at the
/// start of every pipeline, followed at -O0 by GlobalDCE, which the -O0
/// pipeline otherwise lacks; with -scale-nvcc-keep-device-functions
/// (nvcc's --keep-device-functions), external functions stay external.
void registerDeviceFunctionInternalization(llvm::PassBuilder &PB);

/// Runs InlineSingleCallersPass in the inliner's walk over the call graph
/// (optimised pipelines; whole-program device code, whose functions the
/// internalisation made internal).
void registerSingleCallerInlining(llvm::PassBuilder &PB);

/// Runs InlineDeviceCallsPass in the inliner's walk over the call graph
/// (optimised NVPTX pipelines): every call of a device function up to a
/// size bound inlined, as nvcc does.
void registerDeviceCallInlining(llvm::PassBuilder &PB);

/// Runs InlineKernelStackCallsPass after the inliner's walk (optimised
/// NVPTX pipelines): calls that the walk left in kernels, given their
/// by-value parameters, inlined.
void registerKernelStackCallInlining(llvm::PassBuilder &PB);

/// Runs GenericPointerIntegersPass (a pointer's integer is its generic
/// address) at the start of every pipeline, -O0 included.
void registerGenericPointerIntegers(llvm::PassBuilder &PB);

/// Runs ParameterSpacesPass at the start of every pipeline, -O0 included.
void registerParameterSpaces(llvm::PassBuilder &PB);

/// Runs RejectConstantWritesPass at the end of the optimiser, -O0 included;
/// registered after the address-space passes, so that it sees the writes
/// their inference moved into the constant space. \p Severity: of its
/// reports (RejectConstantWritesPass). The writes already in the constant
/// space at the start of the pipeline, which the front end reported, are
/// marked there (MarkReportedConstantWritesPass) and not reported again.
void registerConstantWriteRejection(llvm::PassBuilder &PB,
                                    unsigned ConstantAddressSpace,
                                    llvm::DiagnosticSeverity Severity);

struct CacheHintOptions {
  /// The device module is the whole program (CUDA without -fgpu-rdc).
  bool WholeProgram = true;
};

/// Gives the accesses through `__nv_associate_access_property`'s pointers
/// (`cuda::annotated_ptr`) nvcc's L2 cache hints, at -O1 and above:
/// MarkCacheHintsPass at the start of the pipeline, LowerCacheHintsPass at
/// the end of the optimiser (registered before the address-space passes,
/// so that it runs first).
void registerCacheHints(llvm::PassBuilder &PB, CacheHintOptions Options);

/// Tells the unroller what NVPTX's TTI does not (UnrollPreferences.h):
/// UnrollLocalArraysPass before the full unroll of the simplification
/// pipeline, LimitPragmaPartialUnrollPass before the optimiser's
/// LoopUnrollPass. At -O1 and above (the callbacks' pipelines).
void registerUnrollPreferences(llvm::PassBuilder &PB);

/// Loops unswitched on conditions that cannot diverge (UniformLoopUnswitch.h),
/// with the late loop optimizations of the simplification pipeline. At -O3.
void registerUniformLoopUnswitching(llvm::PassBuilder &PB);

/// 16-byte copies as nvcc's v4 accesses (VectorCopies.h):
/// AlignSharedArraysPass at the start of the pipeline, VectorCopiesPass at
/// the end of the optimiser. At -O1 and above.
void registerVectorCopies(llvm::PassBuilder &PB);

/// Calls of pure functions (libdevice's math, and whatever computes a value
/// from its arguments only) merged with a dominating call of the same
/// arguments before inlining (MergePureCalls.h). At -O1 and above.
void registerPureCallMerging(llvm::PassBuilder &PB);

/// By-value struct parameters of declared functions (the device runtime's
/// launch, another file's functions under -fgpu-rdc) made aggregates with
/// the same PTX parameter (DeclaredByValParameters.h), at the start of the
/// pipeline. At -O1 and above.
void registerDeclaredByValParameters(llvm::PassBuilder &PB);

/// By-value struct parameters that a kernel writes copied into allocas
/// that SROA makes values (WrittenKernelParameters.h), at the peephole
/// points of the function simplification. At -O1 and above.
void registerWrittenKernelParameters(llvm::PassBuilder &PB);

/// The end of the optimiser's rewrites of what ptxas does not undo: long
/// reductions rebuilt in the order their terms are defined
/// (ReductionOrder.h), then masks of constant shifts applied before the
/// shift, where ptxas merges them with a logic operation
/// (MaskBeforeShift.h), phis of extensions made extensions of the narrow
/// phi beside them (NarrowExtendedPhis.h), products with uses other
/// than additions kept out of FMA fusion (KeepSharedProducts.h), and the
/// address arithmetic of stores moved down to them (SinkToFirstUse.h). At
/// -O1 and above.
void registerPtxasRewrites(llvm::PassBuilder &PB);

} // namespace scale

#endif // SCALE_PASSES_SCALEPASSBUILDER_H
