//===- ScalePassBuilder.cpp - scale-clang's passes in LLVM pipelines ------===//

#include "scale/Passes/ScalePassBuilder.h"
#include "scale/Transforms/AddrSpace/AddrSpacePropagation.h"
#include "scale/Transforms/AddrSpace/ByValArguments.h"
#include "scale/Transforms/AddrSpace/ConstantWrites.h"
#include "scale/Transforms/AddrSpace/GenericAccessRemarks.h"
#include "scale/Transforms/AddrSpace/GenericPointerIntegers.h"
#include "scale/Transforms/AddrSpace/MatrixAccessSpaces.h"
#include "scale/Transforms/AddrSpace/ParameterSpaces.h"
#include "scale/Transforms/AddrSpace/ScopedAtomics.h"
#include "scale/Transforms/AddrSpace/SplitSpaceSelects.h"
#include "scale/Transforms/AddrSpace/StaticResolution.h"
#include "scale/Transforms/CUDA/BackEdgeBranches.h"
#include "scale/Transforms/CUDA/CacheHints.h"
#include "scale/Transforms/CUDA/DeclaredByValParameters.h"
#include "scale/Transforms/CUDA/ExternalizedStaticNames.h"
#include "scale/Transforms/CUDA/InlineDeviceCalls.h"
#include "scale/Transforms/CUDA/InlineKernelStackCalls.h"
#include "scale/Transforms/CUDA/InlineSingleCallers.h"
#include "scale/Transforms/CUDA/InternalizeDeviceFunctions.h"
#include "scale/Transforms/CUDA/KeepResultsInBlock.h"
#include "scale/Transforms/CUDA/KeepSharedProducts.h"
#include "scale/Transforms/CUDA/LibdeviceMath.h"
#include "scale/Transforms/CUDA/LowerManagedVariables.h"
#include "scale/Transforms/CUDA/MaskBeforeShift.h"
#include "scale/Transforms/CUDA/MergePureCalls.h"
#include "scale/Transforms/CUDA/NarrowExtendedPhis.h"
#include "scale/Transforms/CUDA/NvccFastMath.h"
#include "scale/Transforms/CUDA/OrderHostUsedVariables.h"
#include "scale/Transforms/CUDA/PureVirtualSlots.h"
#include "scale/Transforms/CUDA/ReductionOrder.h"
#include "scale/Transforms/CUDA/RestrictKernelPointers.h"
#include "scale/Transforms/CUDA/SinkLoopInvariantOffsets.h"
#include "scale/Transforms/CUDA/SinkToFirstUse.h"
#include "scale/Transforms/CUDA/SpeculateStackLoads.h"
#include "scale/Transforms/CUDA/UniformLoopUnswitch.h"
#include "scale/Transforms/CUDA/UnrollPreferences.h"
#include "scale/Transforms/CUDA/UsedExternalDeclarations.h"
#include "scale/Transforms/CUDA/VectorCopies.h"
#include "scale/Transforms/CUDA/WrittenKernelParameters.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"
#include "llvm/Transforms/Scalar/InferAddressSpaces.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"

using namespace llvm;

namespace scale {

void addAddrSpacePasses(ModulePassManager &MPM,
                        const AddrSpacePipelineOptions &Options) {
  // Spaces across calls first; InferAddressSpaces then makes the accesses
  // specific, which leaves static resolution only the truly unknown ones;
  // after it, InferAddressSpaces again, and the remarks see the result.
  // Kernel structs passed on by value become values last: the passes before
  // know them as by-value parameters. First of all, local variables that
  // only a chosen address keeps in memory go to registers (NVPTX), so that
  // no generic access to them is left for the back end.
  MPM.addPass(createModuleToFunctionPassAdaptor(SpeculateStackLoadsPass()));
  MPM.addPass(AddrSpacePropagationPass({Options.WholeProgram}));
  {
    FunctionPassManager Split;
    Split.addPass(SplitSpaceSelectsPass());
    Split.addPass(InferAddressSpacesPass());
    MPM.addPass(createModuleToFunctionPassAdaptor(std::move(Split)));
  }
  MPM.addPass(StaticResolutionPass({Options.WholeProgram}));
  MPM.addPass(ByValArgumentsPass({Options.WholeProgram}));
  FunctionPassManager FPM;
  FPM.addPass(InferAddressSpacesPass());
  FPM.addPass(ScopedAtomicsPass());
  FPM.addPass(MatrixAccessSpacesPass());
  FPM.addPass(InferAddressSpacesPass());
  FPM.addPass(GenericAccessRemarksPass({Options.WholeProgram}));
  MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
}

/// The libdevice bitcode that `-passes=scale-libdevice-math` links from
/// (opt's IR tests); the compiler gives the pass the file CodeGen links.
static cl::opt<std::string>
    LibdeviceMathPath("scale-libdevice-path", cl::init(""),
                      cl::desc("libdevice bitcode for scale-libdevice-math"));

void registerScalePasses(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
#define MODULE_PASS(NAME, CREATE_PASS)                                         \
  if (Name == NAME) {                                                          \
    MPM.addPass(CREATE_PASS);                                                  \
    return true;                                                               \
  }
#include "ScalePassRegistry.def"
        if (Name == "scale-addrspace-pipeline" ||
            Name == "scale-addrspace-pipeline<whole-program>") {
          addAddrSpacePasses(MPM, {Name.ends_with("<whole-program>")});
          return true;
        }
        return false;
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
#define FUNCTION_PASS(NAME, CREATE_PASS)                                       \
  if (Name == NAME) {                                                          \
    FPM.addPass(CREATE_PASS);                                                  \
    return true;                                                               \
  }
#include "ScalePassRegistry.def"
        return false;
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, CGSCCPassManager &CGPM,
         ArrayRef<PassBuilder::PipelineElement>) {
#define CGSCC_PASS(NAME, CREATE_PASS)                                          \
  if (Name == NAME) {                                                          \
    CGPM.addPass(CREATE_PASS);                                                 \
    return true;                                                               \
  }
#include "ScalePassRegistry.def"
        return false;
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, LoopPassManager &LPM,
         ArrayRef<PassBuilder::PipelineElement>) {
#define LOOP_PASS(NAME, CREATE_PASS)                                           \
  if (Name == NAME) {                                                          \
    LPM.addPass(CREATE_PASS);                                                  \
    return true;                                                               \
  }
#include "ScalePassRegistry.def"
        return false;
      });
}

void registerAddrSpacePipeline(PassBuilder &PB,
                               AddrSpacePipelineOptions Options) {
  PB.registerOptimizerLastEPCallback(
      [Options](ModulePassManager &MPM, OptimizationLevel Level,
                ThinOrFullLTOPhase) {
        if (Level != OptimizationLevel::O0)
          addAddrSpacePasses(MPM, Options);
      });
}

void registerManagedVariableLowering(PassBuilder &PB) {
  // First, so that the optimiser sees the direct accesses; the pipeline
  // start is part of every pipeline, -O0's included.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(LowerManagedVariablesPass());
      });
}

void registerLibdeviceMath(PassBuilder &PB, std::string LibdevicePath,
                           bool ApproxTranscendentals) {
  // At the start, -O0's included: before the inliner, so that libdevice's
  // functions are inlined as the ones CodeGen linked, and before
  // NvccFastMathPass, which rewrites some of them.
  PB.registerPipelineStartEPCallback(
      [LibdevicePath, ApproxTranscendentals](ModulePassManager &MPM,
                                             OptimizationLevel) {
        MPM.addPass(LibdeviceMathPass(LibdevicePath, ApproxTranscendentals));
      });
}

void registerPureVirtualSlots(PassBuilder &PB) {
  // At the start, so that no pass sees the undefined function.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(PureVirtualSlotsPass());
      });
}

/// scale-nvcc's --use_fast_math; LLVM options, so that the driver hands
/// them to cc1 as it hands NVPTX its division and square-root precision.
static cl::opt<bool>
    NvccFastMath("scale-nvcc-fast-math", cl::init(false),
                 cl::desc("Compile the single-precision math functions as "
                          "nvcc's --use_fast_math does (expf as __expf...)"));

/// scale-nvcc's --restrict and --keep-device-functions, likewise.
static cl::opt<bool> NvccRestrict(
    "scale-nvcc-restrict", cl::init(false),
    cl::desc("Take every pointer parameter of every kernel as a restrict "
             "pointer (nvcc's --restrict)"));
static cl::opt<bool> NvccKeepDeviceFunctions(
    "scale-nvcc-keep-device-functions", cl::init(false),
    cl::desc("Keep the external device functions of whole-program device "
             "code external (nvcc's --keep-device-functions)"));

void registerNvccFlagPasses(PassBuilder &PB) {
  // At the start: the math functions while the calls still reach
  // libdevice's, the parameters' attributes before anything reads them.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        if (NvccFastMath)
          MPM.addPass(NvccFastMathPass());
        if (NvccRestrict)
          MPM.addPass(RestrictKernelPointersPass());
      });
}

void registerHostUsedVariableOrder(PassBuilder &PB) {
  // At the start, so that every pipeline, -O0's included, sees one order.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(OrderHostUsedVariablesPass());
      });
}

void registerUsedExternalDeclarations(PassBuilder &PB) {
  // At the start, before anything reads the list.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(UsedExternalDeclarationsPass());
      });
}

void registerExternalizedStaticNames(PassBuilder &PB) {
  // At the start, before anything sees the declaration.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(ExternalizedStaticNamesPass());
      });
}

void registerDeviceFunctionInternalization(PassBuilder &PB) {
  // First, so that the inliner and the optimiser's dead-code passes see the
  // functions as internal and drop the copies nobody calls; at -O0, where
  // neither runs, GlobalDCE drops those.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level) {
        MPM.addPass(InternalizeDeviceFunctionsPass(
            {/*KeepExternalFunctions=*/NvccKeepDeviceFunctions}));
        if (Level == OptimizationLevel::O0)
          MPM.addPass(GlobalDCEPass());
      });
}

void registerSingleCallerInlining(PassBuilder &PB) {
  // In the inliner's bottom-up walk, so that the caller's SCC, visited
  // after the function's, inlines the simplified body.
  PB.registerCGSCCOptimizerLateEPCallback(
      [](CGSCCPassManager &CGPM, OptimizationLevel) {
        CGPM.addPass(InlineSingleCallersPass());
      });
}

void registerDeviceCallInlining(PassBuilder &PB) {
  // At the same point as the single-caller marks: after the callee's own
  // inlining, so that the bound weighs what each call would copy.
  PB.registerCGSCCOptimizerLateEPCallback(
      [](CGSCCPassManager &CGPM, OptimizationLevel) {
        CGPM.addPass(InlineDeviceCallsPass());
      });
}

void registerKernelStackCallInlining(PassBuilder &PB) {
  // After the walk, which makes the calls' arguments the kernel's
  // parameters by inlining their wrappers; before the optimiser's loop and
  // vector passes, which then see the inlined bodies.
  PB.registerOptimizerEarlyEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
        MPM.addPass(InlineKernelStackCallsPass());
      });
}

void registerGenericPointerIntegers(PassBuilder &PB) {
  // First, before anything folds the casts that tell the conversions apart.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(
            createModuleToFunctionPassAdaptor(GenericPointerIntegersPass()));
      });
}

void registerParameterSpaces(PassBuilder &PB) {
  // First, before SROA turns the annotated stack slots into values.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(ParameterSpacesPass());
      });
}

void registerConstantWriteRejection(PassBuilder &PB,
                                    unsigned ConstantAddressSpace,
                                    DiagnosticSeverity Severity) {
  // Before inlining and inference: the writes the front end emitted.
  PB.registerPipelineStartEPCallback(
      [ConstantAddressSpace](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(createModuleToFunctionPassAdaptor(
            MarkReportedConstantWritesPass(ConstantAddressSpace)));
      });
  PB.registerOptimizerLastEPCallback(
      [ConstantAddressSpace, Severity](ModulePassManager &MPM,
                                       OptimizationLevel Level,
                                       ThinOrFullLTOPhase) {
        MPM.addPass(createModuleToFunctionPassAdaptor(RejectConstantWritesPass(
            ConstantAddressSpace, Severity,
            /*HideFromInference=*/Level != OptimizationLevel::O0)));
      });
}

void registerCacheHints(PassBuilder &PB, CacheHintOptions Options) {
  // Marked before inlining, so that the association survives it; lowered at
  // the end, where the accesses through the inlined pointers are known.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level) {
        if (Level != OptimizationLevel::O0)
          MPM.addPass(MarkCacheHintsPass());
      });
  PB.registerOptimizerLastEPCallback(
      [Options](ModulePassManager &MPM, OptimizationLevel Level,
                ThinOrFullLTOPhase) {
        if (Level != OptimizationLevel::O0)
          MPM.addPass(LowerCacheHintsPass({Options.WholeProgram}));
      });
}

void registerUnrollPreferences(PassBuilder &PB) {
  // Before the full unroll of the simplification pipeline, which then sees
  // the metadata; innermost loops first, as the loop pass manager visits.
  PB.registerLateLoopOptimizationsEPCallback(
      [](LoopPassManager &LPM, OptimizationLevel Level) {
        LPM.addPass(UnrollLocalArraysPass(Level.getSpeedupLevel()));
        LPM.addPass(RollTableBoundedLoopsPass());
      });
  // Before LoopUnrollPass, which makes the partial copies; after everything
  // that simplifies the loops, so that their sizes are the unroller's.
  PB.registerVectorizerStartEPCallback(
      [](FunctionPassManager &FPM, OptimizationLevel Level) {
        FPM.addPass(LimitPragmaPartialUnrollPass(Level.getSpeedupLevel()));
        FPM.addPass(FinalPartialUnrollPass(Level.getSpeedupLevel()));
      });
  // Marked at the simplification pipeline's first peephole point, before
  // IndVarSimplify gives the loops integer counters and the loop passes
  // merge their exits; kept rolled last, after every unroll LLVM makes.
  PB.registerPeepholeEPCallback(
      [](FunctionPassManager &FPM, OptimizationLevel Level) {
        if (Level != OptimizationLevel::O0)
          FPM.addPass(MarkUncountableLoopsPass());
      });
  PB.registerOptimizerLastEPCallback([](ModulePassManager &MPM,
                                        OptimizationLevel Level,
                                        ThinOrFullLTOPhase) {
    if (Level != OptimizationLevel::O0)
      MPM.addPass(
          createModuleToFunctionPassAdaptor(KeepUncountableLoopsRolledPass()));
  });
}

void registerUniformLoopUnswitching(PassBuilder &PB) {
  // Before the full unroll of the simplification pipeline, which unrolls
  // each of the loops it makes; at -O3, where upstream unswitches
  // non-trivially on targets without divergence.
  PB.registerLateLoopOptimizationsEPCallback(
      [](LoopPassManager &LPM, OptimizationLevel Level) {
        if (Level == OptimizationLevel::O3)
          LPM.addPass(UniformLoopUnswitchPass());
      });
}

void registerVectorCopies(PassBuilder &PB) {
  // The arrays aligned first, so that the optimiser's alignment inference
  // sees them; the copies rewritten last, once their alignment is known.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level) {
        if (Level != OptimizationLevel::O0)
          MPM.addPass(AlignSharedArraysPass());
      });
  PB.registerOptimizerLastEPCallback([](ModulePassManager &MPM,
                                        OptimizationLevel Level,
                                        ThinOrFullLTOPhase) {
    if (Level != OptimizationLevel::O0)
      MPM.addPass(createModuleToFunctionPassAdaptor(VectorCopiesPass()));
  });
}

void registerPureCallMerging(PassBuilder &PB) {
  // After the early SROA and EarlyCSE, which make equal arguments the same
  // values; before the inliner copies the callees' bodies into each call.
  PB.registerPipelineEarlySimplificationEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level, ThinOrFullLTOPhase) {
        if (Level != OptimizationLevel::O0)
          MPM.addPass(MergePureCallsPass());
      });
}

void registerDeclaredByValParameters(PassBuilder &PB) {
  // At the start, so that the function simplification's SROA makes the
  // copies that the calls now load values.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level) {
        if (Level != OptimizationLevel::O0)
          MPM.addPass(DeclaredByValParametersPass());
      });
}

void registerWrittenKernelParameters(PassBuilder &PB) {
  // At the peephole points of the function simplification pipeline: the
  // first follows the inliner, which puts the writes into the kernel, and
  // precedes the SROA after the loop passes, which makes the copy values.
  // A parameter already copied is only read, so the later points find
  // nothing to do.
  PB.registerPeepholeEPCallback(
      [](FunctionPassManager &FPM, OptimizationLevel Level) {
        if (Level != OptimizationLevel::O0)
          FPM.addPass(WrittenKernelParametersPass());
      });
}

void registerPtxasRewrites(PassBuilder &PB) {
  // Last: after Reassociate and everything that may still merge a
  // reduction's terms, and after InstCombine, which puts shifts first and
  // makes a latch branch to its exit on true.
  PB.registerOptimizerLastEPCallback([](ModulePassManager &MPM,
                                        OptimizationLevel Level,
                                        ThinOrFullLTOPhase) {
    if (Level == OptimizationLevel::O0)
      return;
    FunctionPassManager FPM;
    FPM.addPass(ReductionOrderPass());
    FPM.addPass(MaskBeforeShiftPass());
    FPM.addPass(NarrowExtendedPhisPass());
    FPM.addPass(KeepSharedProductsPass());
    FPM.addPass(KeepResultsInBlockPass());
    FPM.addPass(SinkLoopInvariantOffsetsPass());
    FPM.addPass(SinkToFirstUsePass());
    FPM.addPass(BackEdgeBranchesPass());
    MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
  });
}

} // namespace scale
