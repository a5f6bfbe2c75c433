//===- Driver.cpp - The scale-clang driver and cc1 entry points -----------===//
//
// scale-clang is Clang 22's driver and cc1 with the scale extension added:
//  * the driver accepts -fscale-addrspaces / -fno-scale-addrspaces,
//    -f[no-]scale-checked-casts, -f[no-]scale-short-pointers and
//    -f[no-]scale-nvcc-compat and hands them to every cc1 job, and runs cc1
//    jobs with this binary (in-process for single-job compilations, as a
//    subprocess otherwise);
//  * cc1 decides whether the extension is on (explicit flag, else on for
//    CUDA and HIP), predefines its macros, adds libscale's headers to the
//    search path, and registers the Sema extension as a frontend plugin that
//    runs before the main action;
//  * cc1 puts the address-space passes of llvm/ into the device pipeline
//    (NVPTX, AMDGPU, -O1 and above) unless -fno-scale-addrspace-opt, and
//    the lowering of CUDA `__managed__` variables into both pipelines, and
//    cuda::annotated_ptr's L2 cache hints into the NVPTX one (-O1 and up);
//  * cc1 adds what nvcc-only CUDA source relies on (NvccCompat.h) unless
//    -fno-scale-nvcc-compat, whether the extension is on or off.
//
//===----------------------------------------------------------------------===//

#include "scale/Driver.h"
#include "scale/AddrSpaceModel.h"
#include "scale/LocalAtomics.h"
#include "scale/NvccCompat.h"
#include "scale/NvccDriver.h"
#include "scale/SemaScale.h"
#include "scale/Config.h"
#include "scale/CudaToolkit.h"
#include "scale/Paths.h"
#include "scale/DiagnosticGroups.h"
#include "scale/QualifiedSymbols.h"
#include "scale/Passes/ScalePassBuilder.h"

#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/Sarif.h"
#include "clang/Basic/Version.h"
#include "clang/Driver/Action.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Driver.h"
#include "clang/Driver/InputInfo.h"
#include "clang/Driver/Job.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Frontend/SARIFDiagnosticPrinter.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/FrontendTool/Utils.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Options/Options.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/TimeProfiler.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Scalar/InferAddressSpaces.h"

#include <optional>

using namespace clang;

namespace scale {

namespace {

constexpr llvm::StringLiteral EnableFlag = "-fscale-addrspaces";
constexpr llvm::StringLiteral DisableFlag = "-fno-scale-addrspaces";
constexpr llvm::StringLiteral CheckedCastsFlag = "-fscale-checked-casts";
constexpr llvm::StringLiteral NoCheckedCastsFlag = "-fno-scale-checked-casts";

constexpr llvm::StringLiteral EnableOptFlag = "-fscale-addrspace-opt";
constexpr llvm::StringLiteral DisableOptFlag = "-fno-scale-addrspace-opt";

constexpr llvm::StringLiteral ShortPointersFlag = "-fscale-short-pointers";
constexpr llvm::StringLiteral NoShortPointersFlag = "-fno-scale-short-pointers";

constexpr llvm::StringLiteral NvccCompatFlag = "-fscale-nvcc-compat";
constexpr llvm::StringLiteral NoNvccCompatFlag = "-fno-scale-nvcc-compat";

/// Our options, as --help lists them: Clang's option table does not know
/// them (they are taken off the command line before its driver parses it).
struct OptionHelp {
  llvm::StringLiteral On, Off;
  const char *Help;
};
constexpr OptionHelp OptionHelps[] = {
    {EnableFlag, DisableFlag,
     "Address-space qualifiers, their rules and diagnostics (default: on for "
     "CUDA and HIP, off for C and C++; off: upstream Clang 22)"},
    {CheckedCastsFlag, NoCheckedCastsFlag,
     "Check every explicit cast out of the generic address space at run time "
     "(default: off)"},
    {EnableOptFlag, DisableOptFlag,
     "Address-space passes in optimised device code, -O1 and above "
     "(default: on)"},
    {ShortPointersFlag, NoShortPointersFlag,
     "32-bit pointers to __shared and __local memory: AMDGPU's LDS and "
     "private pointers, NVPTX's -fcuda-short-ptr (default: off)"},
    {NvccCompatFlag, NoNvccCompatFlag,
     "Functions that nvcc's headers declare and Clang's do not (cache-operator "
     "loads and stores, host min/max), and nvcc's predefined macros, in CUDA "
     "sources (default: on for CUDA, also with -fno-scale-addrspaces)"},
};

/// The header that defines the run-time checks of -fscale-checked-casts,
/// included before the source when they are on.
constexpr llvm::StringLiteral CheckedCastsHeader =
    "spec/cuda/addrspace/checked_casts.hpp";

/// The header the driver force-includes in CUDA compilations with the CUDA
/// includes on; it declares the runtime API.
constexpr llvm::StringLiteral ClangCudaWrapper =
    "__clang_cuda_runtime_wrapper.h";

/// libscale's overloads of the CUDA runtime API for `__device` pointers,
/// read right after the wrapper.
constexpr llvm::StringLiteral RuntimeApiHeader = "spec/cuda/runtime_api.hpp";

/// Whether \p Args[I] is the value of the option before it (`-Xclang
/// -fscale-addrspaces`, `-mllvm ...`, every `-X<tool>` pass-through, such as
/// nvcc's `-Xptxas -v`): it belongs to that option.
bool isOptionValue(ArrayRef<const char *> Args, size_t I) {
  StringRef Previous = I > 0 && Args[I - 1] ? Args[I - 1] : "";
  return Previous == "-mllvm" ||
         (Previous.starts_with("-X") && !Previous.contains('='));
}

/// Removes the flags \p On and \p Off from \p Args (upstream would reject
/// them); returns the last one's setting, or nullopt if none was given. A
/// flag that is the value of the option before it (`-Xclang
/// -fscale-addrspaces`, `-mllvm ...`, every `-X<tool>` pass-through) belongs
/// to that option and stays, so that the option keeps its argument and hands
/// it on untouched.
std::optional<bool> takeFlag(SmallVectorImpl<const char *> &Args,
                             StringRef On, StringRef Off) {
  std::optional<bool> Setting;
  SmallVector<const char *, 256> Kept;
  for (size_t I = 0; I < Args.size(); ++I) {
    const char *Arg = Args[I];
    if (Arg && !isOptionValue(Args, I) && (On == Arg || Off == Arg)) {
      Setting = On == Arg;
      continue;
    }
    Kept.push_back(Arg);
  }
  Args.assign(Kept.begin(), Kept.end());
  return Setting;
}

std::optional<bool> takeExtensionFlag(SmallVectorImpl<const char *> &Args) {
  return takeFlag(Args, EnableFlag, DisableFlag);
}

std::optional<bool> takeCheckedCastsFlag(SmallVectorImpl<const char *> &Args) {
  return takeFlag(Args, CheckedCastsFlag, NoCheckedCastsFlag);
}

std::optional<bool>
takeAddrSpaceOptFlag(SmallVectorImpl<const char *> &Args) {
  return takeFlag(Args, EnableOptFlag, DisableOptFlag);
}

std::optional<bool>
takeShortPointersFlag(SmallVectorImpl<const char *> &Args) {
  return takeFlag(Args, ShortPointersFlag, NoShortPointersFlag);
}

std::optional<bool> takeNvccCompatFlag(SmallVectorImpl<const char *> &Args) {
  return takeFlag(Args, NvccCompatFlag, NoNvccCompatFlag);
}

/// -fscale-short-pointers: 32-bit LLVM pointers to shared and local memory.
/// On AMDGPU the types then keep the target's own LDS and private address
/// spaces (SemaScale::typeAddressSpace); on NVPTX it is upstream's
/// -fcuda-short-ptr, which the target's data layout and the backend both
/// read (the types stay generic-sized, see usesGenericSizedForm).
void useShortPointers(CompilerInvocation &Invocation) {
  if (!llvm::Triple(Invocation.getTargetOpts().Triple).isNVPTX())
    return;
  Invocation.getTargetOpts().NVPTXUseShortPointers = true;
  Invocation.getFrontendOpts().LLVMArgs.push_back("--nvptx-short-ptr");
}

/// NVPTX device code at -O1 and up without LLVM's loop strength reduction
/// (`-disable-lsr`, unless -mllvm names it: an option given twice is an
/// error). Its cost model counts the registers of the addresses it rewrites
/// and none of the rest of the loop, so in a loop that keeps many values (a
/// GEMM's tile of accumulators) it trades each load's address, computed
/// from the counter, for a pointer of its own carried around the loop, a
/// 64-bit register each, where nvcc computes the address from the counter
/// (a 128x128-tile GEMM: 168 registers to 128, nvcc 130; docs/nvcc.md).
void leaveOutLoopStrengthReduction(CompilerInvocation &Invocation) {
  if (!llvm::Triple(Invocation.getTargetOpts().Triple).isNVPTX() ||
      Invocation.getCodeGenOpts().OptimizationLevel == 0)
    return;
  std::vector<std::string> &LLVMArgs = Invocation.getFrontendOpts().LLVMArgs;
  if (llvm::none_of(LLVMArgs, [](StringRef Arg) {
        return Arg.ltrim('-').starts_with("disable-lsr");
      }))
    LLVMArgs.insert(LLVMArgs.begin(), "-disable-lsr");
}

/// The back-end job of -save-temps (scale-nvcc's -keep) reads the device
/// code's saved bitcode as IR, which is no CUDA: the code generator's
/// settings of CUDA device code are given to it here, as to the
/// compilation it splits, unless the extension was turned off.
void keepDeviceCodeGenOfSavedBitcode(CompilerInvocation &Invocation,
                                     ArrayRef<const char *> Args,
                                     std::optional<bool> Requested) {
  if (!Requested.value_or(true) ||
      Invocation.getFrontendOpts().DashX.getLanguage() != Language::LLVM_IR ||
      llvm::none_of(Args, [](StringRef Arg) {
        return Arg == "-fcuda-is-device";
      }))
    return;
  leaveOutLoopStrengthReduction(Invocation);
}

/// Puts the address-space passes into the device pipeline: GPU targets,
/// optimised builds, the extension on. In whole-program compilation (no
/// -fgpu-rdc) no other module calls the device functions, so the passes
/// may change their signatures.
void addAddrSpacePasses(CompilerInvocation &Invocation) {
  const llvm::Triple Target(Invocation.getTargetOpts().Triple);
  CodeGenOptions &CodeGen = Invocation.getCodeGenOpts();
  if ((!Target.isNVPTX() && !Target.isAMDGPU()) ||
      CodeGen.OptimizationLevel == 0)
    return;
  AddrSpacePipelineOptions Options;
  Options.WholeProgram = !Invocation.getLangOpts().GPURelocatableDeviceCode;
  CodeGen.PassBuilderCallbacks.push_back(
      [Options](llvm::PassBuilder &PB) {
        registerAddrSpacePipeline(PB, Options);
      });
}

/// Whole-program device code, as nvcc compiles it: without -fgpu-rdc no
/// other module can call a translation unit's device functions, so they get
/// internal linkage and the out-of-line copies nobody calls are not emitted
/// (InternalizeDeviceFunctionsPass). Kernels and variables stay external.
/// On NVPTX at -O1 and above, a function that is then called from one place
/// is inlined whatever its size (InlineSingleCallersPass).
/// An unoptimised device compilation with debug information (nvcc's -G,
/// --cuda-noopt-device-debug) keeps every function external and emitted, as
/// nvcc -G does, for the debugger.
void addDeviceFunctionInternalization(CompilerInvocation &Invocation) {
  const llvm::Triple Target(Invocation.getTargetOpts().Triple);
  const LangOptions &Lang = Invocation.getLangOpts();
  const CodeGenOptions &CodeGen = Invocation.getCodeGenOpts();
  if ((!Target.isNVPTX() && !Target.isAMDGPU()) ||
      !(Lang.CUDA || Lang.HIP) || !Lang.CUDAIsDevice ||
      Lang.GPURelocatableDeviceCode)
    return;
  if (CodeGen.OptimizationLevel == 0 &&
      CodeGen.getDebugInfo() > llvm::codegenoptions::DebugLineTablesOnly)
    return;
  Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
      registerDeviceFunctionInternalization);
  // nvcc inlines a function called once whatever its size; on NVPTX a call
  // costs `.param` copies, stack and generic pointers (InlineSingleCallers.h).
  if (Target.isNVPTX() && CodeGen.OptimizationLevel > 0)
    Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
        registerSingleCallerInlining);
}

/// cuda::annotated_ptr's L2 cache hints (NVPTX, optimised builds, the
/// extension on); pushed before the address-space passes so that its
/// lowering runs first and hands them accesses in the global space.
void addCacheHints(CompilerInvocation &Invocation) {
  const llvm::Triple Target(Invocation.getTargetOpts().Triple);
  if (!Target.isNVPTX() || Invocation.getCodeGenOpts().OptimizationLevel == 0)
    return;
  CacheHintOptions Options;
  Options.WholeProgram = !Invocation.getLangOpts().GPURelocatableDeviceCode;
  Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
      [Options](llvm::PassBuilder &PB) { registerCacheHints(PB, Options); });
}

/// Writes to constant memory that Sema could not see (through a generic
/// pointer into an inlined callee) are reported in the device pipeline
/// instead of crashing the backend; registered last, after the passes that
/// infer their space. The pass reports warnings; the diagnostic consumer
/// gives each the level of -Wscale-addrspace-constant-write at its location
/// (Diagnostics.cpp), an error by default.
void addConstantWriteRejection(CompilerInvocation &Invocation) {
  const llvm::Triple Target(Invocation.getTargetOpts().Triple);
  if (!Target.isNVPTX() && !Target.isAMDGPU())
    return;
  unsigned Constant = llvmAddressSpace(AddrSpace::Constant, Target);
  Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
      [Constant](llvm::PassBuilder &PB) {
        registerConstantWriteRejection(PB, Constant, llvm::DS_Warning);
      });
}

/// Parameters in the generic-sized form of `__shared` and `__local` (AMDGPU
/// without -fscale-short-pointers) get their space back in the optimiser
/// (ParameterSpacesPass), in every pipeline: the pass also removes Sema's
/// annotations of them.
void addParameterSpaces(CompilerInvocation &Invocation, bool ShortPointers) {
  const llvm::Triple Target(Invocation.getTargetOpts().Triple);
  if (usesGenericSizedForm(AddrSpace::Shared, Target, ShortPointers) ||
      usesGenericSizedForm(AddrSpace::Local, Target, ShortPointers))
    Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
        registerParameterSpaces);
}

/// NVPTX device code: a pointer converted to an integer gives its generic
/// address in every space, as nvcc's (GenericPointerIntegersPass), at every
/// -O level.
void addGenericPointerIntegers(CompilerInvocation &Invocation) {
  if (llvm::Triple(Invocation.getTargetOpts().Triple).isNVPTX())
    Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
        registerGenericPointerIntegers);
}

// The Sema extension, run before the main action of every AST-based
// frontend action (syntax checking, code generation, AST dumps).
class ScalePluginAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    // The tools' invocations have no runCC1 to set these up: the
    // preprocessor hook (qualifier names in system headers) and the
    // spelling of address spaces in diagnostics.
    if (SemaScale::inTools()) {
      attachPreprocessor(CI.getPreprocessor());
      spellAddressSpacesInDiagnostics(CI.getDiagnostics());
    }
    return SemaScale::createConsumer(CI);
  }
  // In cc1 the invocation decided. The tools parse C++ and CUDA files in one
  // process, so each compilation decides: configureToolInvocation set the
  // invocation up with the extension's block for precompiled headers where
  // it is on (clangd drops plugin arguments, so they cannot say it).
  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &) override {
    if (SemaScale::inTools())
      return hasMethodQualifierStore(CI.getFrontendOpts());
    return SemaScale::isEnabled();
  }
  ActionType getActionType() override { return AddBeforeMainAction; }
};

FrontendPluginRegistry::Add<ScalePluginAction>
    RegisterScale("scale-addrspaces", "scale address-space qualifiers");

/// Whether cc1 was asked (NvptxFamilyCC1Flag) to generate code for the
/// family of its target CPU.
bool CompilesForNvptxFamily = false;

// A family target (sm_100f): Clang 22 knows sm_100 and not sm_100f, so cc1
// parses and checks the source for sm_100 (its TargetInfo, __CUDA_ARCH__,
// the builtins), and this action, run before the main action once the
// target exists, names the family in the target options that code
// generation reads next: the functions' "target-cpu" and the target
// machine, whose PTX then says `.target sm_100f` as ptxas wants for
// family-specific instructions. In every compilation, extension or not.
class NvptxFamilyAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    TargetOptions &Target = CI.getTargetOpts();
    std::string Base = Target.CPU;
    Target.CPU = Base + "f";
    for (std::string &Feature : Target.Features)
      if (Feature == "+" + Base)
        Feature += "f";
    return std::make_unique<ASTConsumer>();
  }
  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &) override {
    return CompilesForNvptxFamily &&
           llvm::Triple(CI.getTargetOpts().Triple).isNVPTX() &&
           llvm::StringRef(CI.getTargetOpts().CPU).starts_with("sm_");
  }
  ActionType getActionType() override { return AddBeforeMainAction; }
};

FrontendPluginRegistry::Add<NvptxFamilyAction>
    RegisterNvptxFamily("scale-nvptx-family",
                        "code generation for an NVPTX family target");

void reportFatalBackendError(void *UserData, const char *Message,
                             bool GenCrashDiag) {
  auto &Diags = *static_cast<DiagnosticsEngine *>(UserData);
  Diags.Report(diag::err_fe_error_backend) << Message;
  llvm::sys::RunInterruptHandlers();
  llvm::sys::Process::Exit(GenCrashDiag ? 70 : 1);
}

void initializeTargets() {
  llvm::InitializeAllTargets();
  llvm::InitializeAllTargetMCs();
  llvm::InitializeAllAsmPrinters();
  llvm::InitializeAllAsmParsers();
}

/// `__managed__` variables in CUDA: Clang lowers them for HIP's runtime,
/// LowerManagedVariablesPass adapts that to CUDA's, in both compilations, at
/// every -O level and whatever -f[no-]scale-addrspace-opt says (without it
/// the program is wrong, not slower).
void addManagedVariableLowering(CompilerInvocation &Invocation) {
  const LangOptions &Lang = Invocation.getLangOpts();
  if (Lang.CUDA && !Lang.HIP)
    Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
        registerManagedVariableLowering);
}

/// Pure virtual functions in NVPTX device code: vtable slots null, as nvcc
/// fills them, where Clang names `__cxa_pure_virtual`, which no device
/// library defines (PureVirtualSlotsPass), at every -O level.
void addPureVirtualSlots(CompilerInvocation &Invocation) {
  const LangOptions &Lang = Invocation.getLangOpts();
  if (Lang.CUDA && Lang.CUDAIsDevice &&
      llvm::Triple(Invocation.getTargetOpts().Triple).isNVPTX())
    Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
        registerPureVirtualSlots);
}

/// Math builtins in NVPTX device code (`__builtin_cos`, CCCL's
/// `cuda::std::cos` under scale-nvcc) as calls of libdevice's functions,
/// linked from the libdevice file CodeGen links (LibdeviceMathPass), at
/// every -O level and with the extension on or off: NVPTX selects few math
/// intrinsics and aborted on the rest, which scale-nvcc's CCCL paths reach
/// with -fno-scale-addrspaces too.
void addLibdeviceMath(CompilerInvocation &Invocation) {
  const LangOptions &Lang = Invocation.getLangOpts();
  if (!Lang.CUDA || !Lang.CUDAIsDevice ||
      !llvm::Triple(Invocation.getTargetOpts().Triple).isNVPTX())
    return;
  std::string Libdevice;
  for (const CodeGenOptions::BitcodeFileToLink &File :
       Invocation.getCodeGenOpts().LinkBitcodeFiles)
    if (llvm::sys::path::filename(File.Filename).starts_with("libdevice"))
      Libdevice = File.Filename;
  bool Approx = Lang.GPUDeviceApproxTranscendentals;
  Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
      [Libdevice, Approx](llvm::PassBuilder &PB) {
        registerLibdeviceMath(PB, Libdevice, Approx);
      });
}

/// nvcc's --use_fast_math math functions and --restrict kernel parameters
/// in NVPTX device code (NvccFastMathPass, RestrictKernelPointersPass), at
/// every -O level; the passes run where scale-nvcc asks for them (-mllvm
/// -scale-nvcc-fast-math, -scale-nvcc-restrict).
void addNvccFlagPasses(CompilerInvocation &Invocation) {
  const LangOptions &Lang = Invocation.getLangOpts();
  if (Lang.CUDA && Lang.CUDAIsDevice &&
      llvm::Triple(Invocation.getTargetOpts().Triple).isNVPTX())
    Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
        registerNvccFlagPasses);
}

/// Kernels an NVPTX -fgpu-rdc file declares and launches, defined in
/// another file: not in Clang's list of what the host uses, where NVPTX
/// would declare them as non-kernels and nvlink rejects the program
/// (UsedExternalDeclarationsPass), at every -O level.
void addUsedExternalDeclarations(CompilerInvocation &Invocation) {
  const LangOptions &Lang = Invocation.getLangOpts();
  if (Lang.CUDA && Lang.CUDAIsDevice && Lang.GPURelocatableDeviceCode &&
      llvm::Triple(Invocation.getTargetOpts().Triple).isNVPTX())
    Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
        registerUsedExternalDeclarations);
}

/// The device variables that host code uses, in one order from run to run
/// (OrderHostUsedVariablesPass), at every -O level.
void addHostUsedVariableOrder(CompilerInvocation &Invocation) {
  const LangOptions &Lang = Invocation.getLangOpts();
  if ((Lang.CUDA || Lang.HIP) && Lang.CUDAIsDevice)
    Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
        registerHostUsedVariableOrder);
}

/// A file-scope `static` device variable that host code uses after device
/// code of the -fgpu-rdc file named it: Clang names the reference and the
/// definition differently (ExternalizedStaticNamesPass), at every -O level.
void addExternalizedStaticNames(CompilerInvocation &Invocation) {
  const LangOptions &Lang = Invocation.getLangOpts();
  if (Lang.CUDA && Lang.CUDAIsDevice && Lang.GPURelocatableDeviceCode)
    Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
        registerExternalizedStaticNames);
}

/// The CUDA runtime API with `__device` pointers (docs/user-guide.md,
/// "Annotating host code") belongs to the extension: read after Clang's
/// wrapper in CUDA compilations, whatever -f[no-]scale-nvcc-compat says, and
/// not with -nocudainc (no CUDA headers; the header is then included after
/// the program's own runtime declarations).
void addRuntimeApiOverloads(CompilerInvocation &Invocation) {
  const LangOptions &Lang = Invocation.getLangOpts();
  if (!Lang.CUDA || Lang.HIP)
    return;
  PreprocessorOptions &PP = Invocation.getPreprocessorOpts();
  auto Wrapper = llvm::find(PP.Includes, ClangCudaWrapper);
  if (Wrapper != PP.Includes.end())
    PP.Includes.insert(std::next(Wrapper), RuntimeApiHeader.str());
}

/// Adds the extension's macros and libscale's headers to \p Invocation, and
/// with \p CheckedCasts the header of the run-time checks.
void configureInvocation(CompilerInvocation &Invocation, bool Enabled,
                         bool CheckedCasts, bool ShortPointers) {
  HeaderSearchOptions &Search = Invocation.getHeaderSearchOpts();
  if (Search.ResourceDir.empty())
    Search.ResourceDir = SCALE_CLANG_RESOURCE_DIR;
  // Installed under /usr, libscale is in /usr/include, which is searched
  // anyway: named again ahead of libstdc++'s directories it would break
  // their #include_next.
  if (llvm::sys::fs::is_directory(libscaleIncludeDir()) &&
      libscaleIncludeDir() != "/usr/include")
    Search.AddPath(libscaleIncludeDir(), frontend::System,
                   /*IsFramework=*/false, /*IgnoreSysRoot=*/true);
  addLibdeviceMath(Invocation);
  if (!Enabled)
    return;
  addLocalAtomicLowering(Invocation.getCodeGenOpts(),
                         llvm::Triple(Invocation.getTargetOpts().Triple));
  addManagedVariableLowering(Invocation);
  addPureVirtualSlots(Invocation);
  addNvccFlagPasses(Invocation);
  addUsedExternalDeclarations(Invocation);
  addExternalizedStaticNames(Invocation);
  addHostUsedVariableOrder(Invocation);
  Invocation.getFrontendOpts().ModuleFileExtensions.push_back(
      createMethodQualifierStore());
  PreprocessorOptions &PP = Invocation.getPreprocessorOpts();
  std::string Macros = predefinedMacros(
      llvm::Triple(Invocation.getTargetOpts().Triple), ShortPointers);
  for (StringRef Line : llvm::split(StringRef(Macros), '\n'))
    if (!Line.empty())
      PP.addMacroDef(Line);
  if (CheckedCasts)
    PP.Includes.push_back(CheckedCastsHeader.str());
  addRuntimeApiOverloads(Invocation);
}

/// With the extension on, accesses to qualified objects reach generic
/// pointers through one addrspacecast per access (a member call on a
/// `__shared__` array element converts its `this`), where upstream casts the
/// variable once. Upstream's NVPTX and AMDGPU pipelines infer address spaces
/// only after the vectorizers, which cannot see that two accesses behind
/// separate casts are adjacent and vectorize the address arithmetic instead
/// (generic stores where clang++-22 emits st.shared). Inferring the spaces
/// once more before the vectorizers gives them the accesses in their real
/// space.
void inferAddressSpacesBeforeVectorizers(CompilerInvocation &Invocation) {
  llvm::Triple Target(Invocation.getTargetOpts().Triple);
  if (!Target.isNVPTX() && !Target.isAMDGPU())
    return;
  Invocation.getCodeGenOpts().PassBuilderCallbacks.push_back(
      [](llvm::PassBuilder &PB) {
        PB.registerVectorizerStartEPCallback(
            [](llvm::FunctionPassManager &FPM, llvm::OptimizationLevel) {
              FPM.addPass(llvm::InferAddressSpacesPass());
            });
      });
}

/// The optimiser's passes for NVPTX that no flag but the extension's
/// controls, in optimised NVPTX builds (their pipelines are -O1 and
/// above):
/// - loop unrolling as a GPU needs it, which NVPTX's TTI does not say
///   (UnrollPreferences.h): loops indexing small local arrays unrolled
///   fully so that the arrays stay in registers, `#pragma unroll`
///   loops too large to unroll fully not unrolled partially, and LLVM's
///   partial unrolls and the loops counted in `float` left to ptxas
///   rolled, as nvcc's are;
/// - loops made two by a condition no thread can differ on (`beta == 0` in
///   CuTe's axpby), as nvcc makes them (UniformLoopUnswitch.h);
/// - 16-byte copies (`*(int4 *)dst = *(int4 *)src`) as nvcc's v4 loads and
///   stores (VectorCopies.h);
/// - long integer reductions combined as their terms are computed
///   (ReductionOrder.h): Reassociate leaves every term live to the end of
///   the block, and ptxas keeps it so;
/// - masks of constant shifts applied before the shift where ptxas merges
///   them with the logic operation before (MaskBeforeShift.h): InstCombine
///   puts the shift first;
/// - a value merged once, not also as its 64-bit extension
///   (NarrowExtendedPhis.h): GVN's load analysis adds the wide phi;
/// - a product used by an addition and otherwise computed once, not also
///   inside an FMA (KeepSharedProducts.h), as nvcc does;
/// - a pure function (`sin`, `exp`) called once per value of its arguments
///   (MergePureCalls.h), as nvcc does;
/// - the address arithmetic of a store next to the store (SinkToFirstUse.h),
///   so that the back end's strength reduction chains the addresses in the
///   order they are stored to;
/// - loop-invariant addresses recomputed in loops whose values from outside
///   crowd ptxas's registers (SinkLoopInvariantOffsets.h), as nvcc computes
///   them: LICM leaves one register per unrolled copy live across the loop;
/// - every call of a device function up to a size bound inlined, however
///   many calls it has (InlineDeviceCalls.h), as nvcc does, so that calls
///   cost no saved registers and a local variable whose address a call
///   receives need not live in the stack frame;
/// - the calls of a kernel given a pointer to its local variable or into
///   its by-value parameter, which reach it only by the inliner's walk,
///   inlined after the walk (InlineKernelStackCalls.h), as nvcc does, so
///   that neither lives in the stack frame;
/// - a struct given by value to a function defined elsewhere (a device-side
///   launch's `dim3`s) stored into the call's parameter, not copied through
///   the stack frame (DeclaredByValParameters.h), as nvcc does;
/// - a by-value struct parameter that the kernel writes (CUB's
///   GridEvenShare) kept in registers, not copied into the stack frame by
///   the back end (WrittenKernelParameters.h), as nvcc does;
/// - loops closed by a conditional branch back to their header
///   (BackEdgeBranches.h), as nvcc closes them: NVPTX cannot reverse a
///   branch, and leaves a latch that exits on true as a conditional exit
///   followed by an unconditional back edge, which ptxas allocates worse;
/// - no loop strength reduction in the back end
///   (leaveOutLoopStrengthReduction).
void addNVPTXOptimiserPasses(CompilerInvocation &Invocation) {
  if (!llvm::Triple(Invocation.getTargetOpts().Triple).isNVPTX() ||
      Invocation.getCodeGenOpts().OptimizationLevel == 0)
    return;
  auto &Callbacks = Invocation.getCodeGenOpts().PassBuilderCallbacks;
  Callbacks.push_back(registerUniformLoopUnswitching);
  Callbacks.push_back(registerUnrollPreferences);
  Callbacks.push_back(registerVectorCopies);
  Callbacks.push_back(registerPtxasRewrites);
  Callbacks.push_back(registerPureCallMerging);
  Callbacks.push_back(registerDeviceCallInlining);
  Callbacks.push_back(registerKernelStackCallInlining);
  Callbacks.push_back(registerDeclaredByValParameters);
  Callbacks.push_back(registerWrittenKernelParameters);
  leaveOutLoopStrengthReduction(Invocation);
}

} // namespace

ExtensionFlags takeExtensionFlags(SmallVectorImpl<const char *> &Args) {
  ExtensionFlags Flags;
  Flags.Extension = takeExtensionFlag(Args);
  Flags.CheckedCasts = takeCheckedCastsFlag(Args);
  Flags.AddrSpaceOpt = takeAddrSpaceOptFlag(Args);
  Flags.ShortPointers = takeShortPointersFlag(Args);
  Flags.NvccCompat = takeNvccCompatFlag(Args);
  return Flags;
}

void passExtensionFlags(driver::Compilation &C, const ExtensionFlags &Flags) {
  struct Setting {
    const std::optional<bool> &Value;
    llvm::StringLiteral On, Off;
  };
  const Setting Settings[] = {
      {Flags.Extension, EnableFlag, DisableFlag},
      {Flags.CheckedCasts, CheckedCastsFlag, NoCheckedCastsFlag},
      {Flags.AddrSpaceOpt, EnableOptFlag, DisableOptFlag},
      {Flags.ShortPointers, ShortPointersFlag, NoShortPointersFlag},
      {Flags.NvccCompat, NvccCompatFlag, NoNvccCompatFlag}};
  if (llvm::none_of(Settings, [](const Setting &S) { return S.Value; }))
    return;
  for (driver::Command &Job : C.getJobs()) {
    const llvm::opt::ArgStringList &JobArgs = Job.getArguments();
    if (JobArgs.empty() || StringRef(JobArgs[0]) != "-cc1")
      continue;
    llvm::opt::ArgStringList NewArgs(JobArgs);
    for (const Setting &S : Settings)
      if (S.Value)
        NewArgs.push_back(*S.Value ? S.On.data() : S.Off.data());
    Job.replaceArguments(NewArgs);
  }
}

/// Host OpenMP under scale-nvcc runs on GCC's libgomp, as nvcc's programs do:
/// their objects link wherever g++ links them (`g++ -fopenmp`, CMake's link
/// of a target that mixes C++ and CUDA sources), and share one runtime with
/// the code g++ compiled. scale-nvcc gives `-Xcompiler -fopenmp` as
/// -fopenmp=libgomp, under which Clang's link names libgomp and its compile
/// jobs get no OpenMP (Clang generates code only for libomp's interface).
/// Here each host compile job gets OpenMP back, GCC's omp.h ahead of
/// Clang's (libgomp's lock types), and libomp's interface written on
/// libgomp's (libscale/openmp/KmpcOnGomp.c) linked into its module, where
/// only the functions it calls come in, internal to the object.
void compileHostOpenMPOnLibgomp(driver::Compilation &C) {
  const llvm::opt::ArgList &Args = C.getArgs();
  if (!Args.hasFlag(options::OPT_fopenmp, options::OPT_fopenmp_EQ,
                    options::OPT_fno_openmp, false) ||
      C.getDriver().getOpenMPRuntime(Args) != driver::Driver::OMPRT_GOMP)
    return;
  llvm::SmallString<256> Bitcode(hostOpenMPDir());
  llvm::sys::path::append(Bitcode, "kmpc-on-gomp.bc");
  llvm::SmallString<256> Include(hostOpenMPDir());
  llvm::sys::path::append(Include, "include");
  const char *BitcodeArg = Args.MakeArgString(Bitcode);
  const char *IncludeArg = Args.MakeArgString(Include);
  // nvcc's device side sees -fopenmp's macro and omp.h too (it preprocesses
  // with the host compiler's flags), but compiles no OpenMP: the device
  // jobs get the host's _OPENMP (Clang's value for the OpenMP version) and
  // GCC's omp.h, so that both sides read one omp_nest_lock_t.
  StringRef Macro =
      llvm::StringSwitch<StringRef>(
          Args.getLastArgValue(options::OPT_fopenmp_version_EQ, "51"))
          .Case("45", "-D_OPENMP=201511")
          .Case("50", "-D_OPENMP=201811")
          .Case("52", "-D_OPENMP=202111")
          .Case("60", "-D_OPENMP=202411")
          .Default("-D_OPENMP=202011");
  for (driver::Command &Job : C.getJobs()) {
    const llvm::opt::ArgStringList &JobArgs = Job.getArguments();
    if (JobArgs.empty() || StringRef(JobArgs[0]) != "-cc1")
      continue;
    llvm::opt::ArgStringList NewArgs(JobArgs);
    NewArgs.append({"-isystem", IncludeArg});
    if (llvm::is_contained(JobArgs, StringRef("-fcuda-is-device"))) {
      NewArgs.push_back(Macro.data());
      Job.replaceArguments(NewArgs);
      continue;
    }
    NewArgs.push_back("-fopenmp");
    // The bitcode is x86-64's, the only host Debian's amd64 packages
    // compile for; another host's objects keep libomp's calls, which their
    // link then names.
    auto TripleArg = llvm::find(JobArgs, StringRef("-triple"));
    if (TripleArg != JobArgs.end() && std::next(TripleArg) != JobArgs.end() &&
        llvm::Triple(*std::next(TripleArg)).getArch() == llvm::Triple::x86_64)
      NewArgs.append({"-mlink-builtin-bitcode", BitcodeArg});
    Job.replaceArguments(NewArgs);
  }
}

void configureToolInvocation(CompilerInvocation &Invocation,
                             const ExtensionFlags &Flags) {
  const LangOptions &Lang = Invocation.getLangOpts();
  bool Enabled = Flags.Extension.value_or(Lang.CUDA || Lang.HIP);
  // The tools parse with the default pointer sizes (SemaScale's
  // setShortPointers is cc1's, per process) and generate no code, where
  // checked casts and the address-space passes act.
  configureInvocation(Invocation, Enabled, /*CheckedCasts=*/false,
                      /*ShortPointers=*/false);
  if (Flags.NvccCompat.value_or(true))
    addNvccCompat(Invocation);
}

namespace {

/// -save-temps (scale-nvcc's -keep) splits a compilation into a front-end
/// job that writes bitcode and a back-end job that reads it. Clang parses
/// no language options for IR input, so the back-end job loses
/// -ffp-contract, which sets the code generator's FMA fusion: without it,
/// NVPTX gives every multiplication that carries no `contract` flag (those of
/// libdevice, for one) a rounding modifier (`mul.rn.f32`) that keeps ptxas
/// from fusing it, and the saved PTX differs from the PTX of the same
/// compilation without -keep. The back-end job gets the mode its command
/// line names, as the front-end job had it.
void keepContractionOfSavedBitcode(CompilerInvocation &Invocation,
                                   ArrayRef<const char *> Args) {
  if (Invocation.getFrontendOpts().DashX.getLanguage() != Language::LLVM_IR)
    return;
  std::optional<LangOptions::FPModeKind> Mode;
  for (StringRef Arg : Args)
    if (Arg.consume_front("-ffp-contract="))
      Mode = llvm::StringSwitch<std::optional<LangOptions::FPModeKind>>(Arg)
                 .Case("fast", LangOptions::FPM_Fast)
                 .Case("on", LangOptions::FPM_On)
                 .Case("off", LangOptions::FPM_Off)
                 .Case("fast-honor-pragmas", LangOptions::FPM_FastHonorPragmas)
                 .Default(Mode);
  if (Mode)
    Invocation.getLangOpts().setDefaultFPContractMode(*Mode);
}

/// With -fdiagnostics-format=sarif, FrontendAction::BeginSourceFile creates
/// the source manager and hands the SARIF printer its document writer
/// through a static_cast of the diagnostic client, which is our spelling
/// consumer once the extension is on: the writer would land inside the
/// wrong object and the printer crash. Creating the source manager first,
/// and giving the real printer its writer here, makes that branch not run.
void giveSarifPrinterItsWriter(CompilerInstance &Clang) {
  const DiagnosticOptions &Opts = Clang.getDiagnosticOpts();
  if (Opts.getFormat() != DiagnosticOptions::SARIF ||
      Opts.VerifyDiagnostics || Clang.hasSourceManager())
    return;
  Clang.createFileManager();
  Clang.createSourceManager();
  static_cast<SARIFDiagnosticPrinter &>(Clang.getDiagnosticClient())
      .setSarifWriter(
          std::make_unique<SarifDocumentWriter>(Clang.getSourceManager()));
}

/// Prints the timers still alive (cc1 runs with -disable-free) and writes the
/// -ftime-trace file, as upstream's cc1 main does after the compilation.
void printTimersAndTrace(CompilerInstance &Clang) {
  raw_ostream &Info = llvm::errs();
  if (Clang.getCodeGenOpts().TimePassesJson) {
    Info << "{\n";
    llvm::TimerGroup::printAllJSONValues(Info, "");
    Info << "\n}\n";
  } else if (!Clang.getCodeGenOpts().TimePassesStatsFile) {
    llvm::TimerGroup::printAll(Info);
  }
  llvm::TimerGroup::clearAll();
  if (!llvm::timeTraceProfilerEnabled())
    return;
  if (llvm::Error Err = llvm::timeTraceProfilerWrite(
          Clang.getFrontendOpts().TimeTracePath, "-"))
    Clang.getDiagnostics().Report(diag::err_fe_unable_to_open_output)
        << Clang.getFrontendOpts().TimeTracePath
        << llvm::toString(std::move(Err));
  llvm::timeTraceProfilerCleanup();
}

} // namespace

int runCC1(int Argc, const char **Argv, const char *Argv0) {
  SmallVector<const char *, 256> Args(Argv, Argv + Argc);
  ExtensionFlags Flags = takeExtensionFlags(Args);
  CompilesForNvptxFamily = llvm::is_contained(Args, NvptxFamilyCC1Flag);
  llvm::erase_if(Args, [](const char *Arg) {
    return StringRef(Arg) == NvptxFamilyCC1Flag;
  });
  std::optional<bool> Requested = Flags.Extension;
  bool CheckedCasts = Flags.CheckedCasts.value_or(false);
  bool AddrSpaceOpt = Flags.AddrSpaceOpt.value_or(true);
  bool ShortPointers = Flags.ShortPointers.value_or(false);
  bool NvccCompat = Flags.NvccCompat.value_or(true);

  initializeTargets();

  DiagnosticOptions BufferOpts;
  auto *Buffer = new TextDiagnosticBuffer;
  DiagnosticsEngine ParseDiags(DiagnosticIDs::create(), BufferOpts, Buffer);
  auto Invocation = std::make_shared<CompilerInvocation>();
  bool Success =
      CompilerInvocation::CreateFromArgs(*Invocation, Args, ParseDiags, Argv0);

  const LangOptions &Lang = Invocation->getLangOpts();
  bool Enabled = Requested.value_or(Lang.CUDA || Lang.HIP);
  SemaScale::setEnabled(Enabled);
  // Checked casts check address spaces: without the extension there is
  // only the generic one, and the compilation is upstream's.
  CheckedCasts = CheckedCasts && Enabled;
  SemaScale::setCheckedCasts(CheckedCasts);
  if (Enabled && ShortPointers)
    useShortPointers(*Invocation);
  // Upstream's -fcuda-short-ptr sets the same NVPTX option.
  ShortPointers = Enabled && (ShortPointers ||
                              Invocation->getTargetOpts().NVPTXUseShortPointers);
  SemaScale::setShortPointers(ShortPointers);
  configureInvocation(*Invocation, Enabled, CheckedCasts, ShortPointers);
  if (NvccCompat) {
    addNvccCompat(*Invocation, Args);
    keepContractionOfSavedBitcode(*Invocation, Args);
  }
  keepDeviceCodeGenOfSavedBitcode(*Invocation, Args, Requested);
  if (Enabled)
    addGenericPointerIntegers(*Invocation);
  if (Enabled)
    addParameterSpaces(*Invocation, ShortPointers);
  if (Enabled)
    inferAddressSpacesBeforeVectorizers(*Invocation);
  if (Enabled)
    addNVPTXOptimiserPasses(*Invocation);
  if (Enabled)
    addDeviceFunctionInternalization(*Invocation);
  if (Enabled)
    addCacheHints(*Invocation);
  if (Enabled && AddrSpaceOpt)
    addAddrSpacePasses(*Invocation);
  if (Enabled)
    addConstantWriteRejection(*Invocation);

  auto Clang = std::make_unique<CompilerInstance>(std::move(Invocation));
  Clang->createVirtualFileSystem(llvm::vfs::getRealFileSystem(), Buffer);
  Clang->createDiagnostics();
  if (Enabled) {
    giveSarifPrinterItsWriter(*Clang);
    spellAddressSpacesInDiagnostics(Clang->getDiagnostics());
  }
  llvm::install_fatal_error_handler(reportFatalBackendError,
                                    &Clang->getDiagnostics());
  Buffer->FlushDiagnostics(Clang->getDiagnostics());
  if (!Success)
    return 1;

  // -ftime-report and -ftime-trace, as upstream's cc1 main sets them up:
  // CodeGen's timers hang off the front-end timer group, which only the main
  // creates.
  const FrontendOptions &Frontend = Clang->getFrontendOpts();
  if (!Frontend.TimeTracePath.empty())
    llvm::timeTraceProfilerInitialize(Frontend.TimeTraceGranularity, Argv0,
                                      Frontend.TimeTraceVerbose);
  {
    llvm::TimeTraceScope TimeScope("ExecuteCompiler");
    bool TimePasses = Clang->getCodeGenOpts().TimePasses;
    if (TimePasses)
      Clang->createFrontendTimer();
    llvm::TimeRegion Timer(TimePasses ? &Clang->getFrontendTimer() : nullptr);
    Success = ExecuteCompilerInvocation(Clang.get());
  }
  llvm::remove_fatal_error_handler();
  printTimersAndTrace(*Clang);
  return !Success;
}

namespace {

/// Runs cc1 jobs that the driver executes in-process.
int runInProcessCC1(SmallVectorImpl<const char *> &Args) {
  // Args: this binary, "-cc1", the job's arguments.
  llvm::cl::ResetAllOptionOccurrences();
  return runCC1(Args.size() - 2, Args.data() + 2, Args[0]);
}

/// The assembler job and other cc1 tools have no Sema: upstream runs them.
int delegateToUpstream(ArrayRef<const char *> Argv) {
  std::string Clang = std::string(SCALE_LLVM_TOOLS_DIR) + "/clang";
  SmallVector<StringRef, 64> Args{Clang};
  for (const char *Arg : Argv.drop_front())
    Args.push_back(Arg);
  std::string Error;
  int Result = llvm::sys::ExecuteAndWait(Clang, Args, std::nullopt, {}, 0, 0,
                                         &Error);
  if (!Error.empty())
    llvm::errs() << "scale-clang: error: " << Error << "\n";
  return Result;
}

/// Clang's reproducer level: -gen-reproducer=off|crash|error|always, of
/// which -fno-crash-diagnostics is an alias for off (so the option itself
/// never appears among the parsed arguments); reproducers on crashes by
/// default.
driver::Driver::ReproLevel reproducerLevel(const llvm::opt::ArgList &Args) {
  using Level = driver::Driver::ReproLevel;
  const llvm::opt::Arg *A = Args.getLastArg(options::OPT_gen_reproducer_eq);
  if (!A)
    return Level::OnCrash;
  return llvm::StringSwitch<Level>(A->getValue())
      .Case("off", Level::Off)
      .Case("error", Level::OnError)
      .Case("always", Level::Always)
      .Default(Level::OnCrash);
}

void printVersionLine(llvm::raw_ostream &OS) {
  OS << "scale-clang version " << SCALE_VERSION << " (based on "
     << getClangFullVersion() << ")\n";
}

void printInstalledDir(const driver::Driver &D, llvm::raw_ostream &OS) {
  OS << "InstalledDir: " << llvm::sys::path::parent_path(D.ClangExecutable)
     << "\n";
}

void printVersion(const driver::Driver &D, llvm::raw_ostream &OS) {
  printVersionLine(OS);
  OS << "Target: " << D.getTargetTriple() << "\n"
     << "Thread model: posix\n";
  printInstalledDir(D, OS);
}

/// After Clang's --help: our options, one line each, in its layout.
void printOptionHelp(llvm::raw_ostream &OS) {
  OS << "\nSCALE-CLANG OPTIONS:\n";
  for (const OptionHelp &Option : OptionHelps) {
    std::string Names = (Option.On + ", " + Option.Off).str();
    OS << "  " << llvm::left_justify(Names, 52) << " " << Option.Help << "\n";
  }
}

/// Whether \p Wanted is among \p Args as an option of the driver's own, not
/// the value of another (`-Xcuda-ptxas -v` is ptxas's -v).
bool hasArgument(ArrayRef<const char *> Args, StringRef Wanted) {
  for (size_t I = 0; I < Args.size(); ++I)
    if (Args[I] && StringRef(Args[I]) == Wanted && !isOptionValue(Args, I))
      return true;
  return false;
}

/// After a failed link: the undefined symbols that a definition in the
/// link's objects would match but for address-space qualifiers (a header
/// declaring a function with a qualified parameter, included by a file
/// compiled without the extension). The objects still exist: temporary
/// ones are removed with the compilation.
void explainQualifiedSymbols(const driver::Command &Link,
                             DiagnosticsEngine &Diags) {
  std::vector<std::string> Objects;
  for (const driver::InputInfo &Input : Link.getInputInfos())
    if (Input.isFilename())
      Objects.push_back(Input.getFilename());
  std::vector<QualifiedSymbolMismatch> Mismatches =
      findQualifiedSymbolMismatches(Objects);
  for (const QualifiedSymbolMismatch &M : Mismatches)
    Diags.Report(diagID(Diags, Diag::NoteQualifiedDefinition))
        << M.Undefined << M.Defined << M.DefinedIn;
  if (!Mismatches.empty())
    Diags.Report(diagID(Diags, Diag::NoteQualifiedMangling));
}

} // namespace

void printToolVersionIfAsked(const char *Name, const char *Upstream, int Argc,
                             const char *const *Argv) {
  ArrayRef<const char *> Args(Argv, Argc);
  if (!hasArgument(Args.drop_front(), "--version") &&
      !hasArgument(Args.drop_front(), "-version"))
    return;
  llvm::outs() << Name << " version " << SCALE_VERSION << ": " << Upstream
               << " " << CLANG_VERSION_MAJOR
               << " with the scale-clang address-space extension\n";
  llvm::outs().flush();
}

namespace {

/// scale-nvcc's -dlink: the linker wrapper links the device code and stops
/// at the fat binary (written to the link's -o) instead of linking the host
/// program. Returns false if the compilation has no linker wrapper job.
bool stopLinkAtFatbin(driver::Compilation &C) {
  bool Found = false;
  for (driver::Command &Job : C.getJobs()) {
    if (llvm::sys::path::filename(Job.getExecutable()) !=
        "clang-linker-wrapper")
      continue;
    llvm::opt::ArgStringList NewArgs(Job.getArguments());
    NewArgs.insert(NewArgs.begin(), "--emit-fatbin-only");
    Job.replaceArguments(NewArgs);
    Found = true;
  }
  return Found;
}

/// -save-temps (scale-nvcc's -keep) splits each compilation at the
/// bitcode: the compile step writes it unoptimised (-disable-llvm-passes)
/// and the backend step reads it as IR and optimises it. cc1 knows the
/// input's language from the command line, and an IR input is not CUDA: the
/// backend step would run none of the passes cc1 adds to CUDA's pipeline
/// (address spaces, `__managed__` variables...), and write other code than
/// the compilation without -save-temps. Instead the compile step optimises,
/// with the pipeline of the source's language, and the backend step only
/// generates code: the saved bitcode is the optimised module and the saved
/// assembly (PTX) the code that is assembled, the same as without it.
void optimiseBeforeSavedBitcode(driver::Compilation &C) {
  auto hasArg = [](const llvm::opt::ArgStringList &Args, StringRef Wanted) {
    return llvm::any_of(
        Args, [&](const char *Arg) { return StringRef(Arg) == Wanted; });
  };
  auto isSaveTemps = [](const llvm::opt::ArgStringList &Args) {
    return llvm::any_of(Args, [](const char *Arg) {
      return StringRef(Arg).starts_with("-save-temps");
    });
  };
  llvm::StringSet<> SavedBitcode;
  for (driver::Command &Job : C.getJobs()) {
    const llvm::opt::ArgStringList &JobArgs = Job.getArguments();
    if (JobArgs.empty() || StringRef(JobArgs[0]) != "-cc1" ||
        !isSaveTemps(JobArgs) || !hasArg(JobArgs, "-emit-llvm-bc") ||
        !hasArg(JobArgs, "-disable-llvm-passes"))
      continue;
    llvm::opt::ArgStringList NewArgs;
    for (const char *Arg : JobArgs)
      if (StringRef(Arg) != "-disable-llvm-passes")
        NewArgs.push_back(Arg);
    Job.replaceArguments(NewArgs);
    for (const std::string &Output : Job.getOutputFilenames())
      SavedBitcode.insert(Output);
  }
  for (driver::Command &Job : C.getJobs()) {
    const llvm::opt::ArgStringList &JobArgs = Job.getArguments();
    if (JobArgs.empty() || StringRef(JobArgs[0]) != "-cc1" ||
        llvm::none_of(Job.getInputInfos(), [&](const driver::InputInfo &In) {
          return In.isFilename() && SavedBitcode.contains(In.getFilename());
        }))
      continue;
    llvm::opt::ArgStringList NewArgs(JobArgs);
    NewArgs.push_back("-disable-llvm-passes");
    Job.replaceArguments(NewArgs);
  }
}

} // namespace

namespace {

/// Takes scale-nvcc's NvptxFamilyDriverFlag flags out of \p Args (Clang's
/// driver does not know them): the base architectures of the family
/// targets asked for.
std::vector<std::string>
takeNvptxFamilies(SmallVectorImpl<const char *> &Args) {
  std::vector<std::string> Bases;
  llvm::erase_if(Args, [&](const char *Arg) {
    StringRef Text(Arg ? Arg : "");
    if (!Text.consume_front(NvptxFamilyDriverFlag))
      return false;
    Bases.push_back(Text.str());
    return true;
  });
  return Bases;
}

} // namespace

int runDriver(int Argc, const char **Argv, LinkOutput Link) {
  SmallVector<const char *, 256> Args(Argv, Argv + Argc);
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver(Alloc);
  llvm::cl::ExpansionContext Expander(Alloc, llvm::cl::TokenizeGNUCommandLine);
  if (llvm::Error Err = Expander.expandResponseFiles(Args)) {
    llvm::errs() << "scale-clang: error: " << llvm::toString(std::move(Err))
                 << "\n";
    return 1;
  }

  // cc1 tools other than cc1 itself (the driver spawns them by our name).
  if (Args.size() > 1 && StringRef(Args[1]).starts_with("-cc1"))
    return delegateToUpstream(Args);

  // scale-clang++ is clang++, as clang++ is clang in g++ mode.
  StringRef Name = llvm::sys::path::stem(Args[0]);
  bool HasMode = llvm::any_of(Args, [](const char *A) {
    return A && StringRef(A).starts_with("--driver-mode=");
  });
  if (Name.ends_with("++") && !HasMode)
    Args.insert(Args.begin() + 1, "--driver-mode=g++");

  ExtensionFlags Flags = takeExtensionFlags(Args);
  std::optional<bool> Requested = Flags.Extension;
  std::vector<std::string> Families = takeNvptxFamilies(Args);

  std::string Executable =
      llvm::sys::fs::getMainExecutable(Argv[0], (void *)&runDriver);
  std::unique_ptr<DiagnosticOptions> DiagOpts =
      CreateAndPopulateDiagOpts(Args);
  auto *Printer = new TextDiagnosticPrinter(llvm::errs(), *DiagOpts);
  DiagnosticsEngine Diags(DiagnosticIDs::create(), *DiagOpts, Printer);
  Printer->setPrefix(std::string(Name));
  // -W flags govern the driver's own warnings too (-Wno-unknown-cuda-version).
  ProcessWarningOptions(Diags, *DiagOpts, *llvm::vfs::getRealFileSystem(),
                        /*ReportDiags=*/false);

  driver::Driver D(Executable, llvm::sys::getDefaultTargetTriple(), Diags,
                   "scale-clang LLVM compiler");
  // The helper tools (lld, the offload bundler and linker wrappers, ptxas
  // lookup relative to them) are Clang 22's.
  D.Dir = SCALE_LLVM_TOOLS_DIR;
  D.ResourceDir = SCALE_CLANG_RESOURCE_DIR;
  D.CC1Main = runInProcessCC1;

  if (hasArgument(Args, "--version")) {
    printVersion(D, llvm::outs());
    return 0;
  }
  // Clang's -v and -### name Debian's clang and its directory, where the
  // helper tools are: first say what runs them, and from where.
  if (hasArgument(Args, "-v") || hasArgument(Args, "-###")) {
    printVersionLine(llvm::errs());
    printInstalledDir(D, llvm::errs());
  }

  // CUDA 13 (CudaToolkit.h); -fno-scale-addrspaces keeps upstream's driver.
  std::optional<CudaToolkit> Toolkit;
  if (Requested.value_or(true))
    Toolkit = adaptToCudaToolkit(D, Args, Saver);

  std::unique_ptr<driver::Compilation> C(D.BuildCompilation(Args));
  if (!C)
    return 1;
  if (C->getArgs().hasArg(options::OPT_help, options::OPT__help_hidden))
    printOptionHelp(llvm::outs());
  if (Toolkit)
    useToolkitVersions(*C, *Toolkit);
  retargetFamilies(*C, Families);
  // -fno-scale-addrspaces keeps upstream's driver (and has no passes of
  // ours for the backend step to miss).
  if (Requested.value_or(true) && C->getDriver().isSaveTempsEnabled())
    optimiseBeforeSavedBitcode(*C);
  // nvcc's include directories and, under scale-nvcc, its macros: part of
  // nvcc compatibility, not of the extension.
  if (Flags.NvccCompat.value_or(true))
    addNvccEnvironment(*C, D,
                       isNvccName(Args[0]) ? CommandLine::Nvcc
                                           : CommandLine::Clang);
  if (isNvccName(Args[0]) || isNvccHostCompilerName(Args[0]))
    compileHostOpenMPOnLibgomp(*C);
  if (Link == LinkOutput::DeviceFatbin && !stopLinkAtFatbin(*C)) {
    Diags.Report(Diags.getCustomDiagID(DiagnosticsEngine::Error,
                                       "no device code to link"));
    return 1;
  }

  // Hand an explicit -f[no-]scale-addrspaces to every cc1 job; without one
  // cc1 decides from the input language. -fscale-checked-casts likewise
  // (off unless given), -f[no-]scale-addrspace-opt (default on) and
  // -f[no-]scale-short-pointers (default off), -f[no-]scale-nvcc-compat
  // (default on).
  passExtensionFlags(*C, Flags);

  SmallVector<std::pair<int, const driver::Command *>, 4> Failing;
  int Result = D.ExecuteCompilation(*C, Failing);
  driver::Driver::ReproLevel Repro = reproducerLevel(C->getArgs());
  for (const auto &[Code, Cmd] : Failing) {
    if (!Result)
      Result = Code;
    // -fno-scale-addrspaces keeps upstream's driver.
    if (Requested.value_or(true) &&
        isa<driver::LinkJobAction>(Cmd->getSource()))
      explainQualifiedSymbols(*Cmd, Diags);
    // A crashed job (a signal, or 70 from a fatal error): write reproducers
    // as Clang does, as far as -gen-reproducer= allows.
    bool Crashed = Code < 0 || Code == 70;
    D.maybeGenerateCompilationDiagnostics(
        Crashed ? driver::Driver::CommandStatus::Crash
                : driver::Driver::CommandStatus::Error,
        Repro, *C, *Cmd);
  }
  Diags.getClient()->finish();
  return Result;
}

} // namespace scale
