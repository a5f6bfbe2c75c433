//===- CudaToolkit.cpp - CUDA 13 in the driver ----------------------------===//
//
// Everything here uses the driver's public interface: Clang's own CUDA
// installation detector, the diagnostics engine, the argument list before
// BuildCompilation and Command::replaceArguments after it.
//
//===----------------------------------------------------------------------===//

#include "scale/CudaToolkit.h"
#include "scale/NvccDriver.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticDriver.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/CudaInstallationDetector.h"
#include "clang/Driver/Driver.h"
#include "clang/Driver/Job.h"
#include "clang/Options/Options.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/TargetParser/Host.h"

#include "scale/Config.h"

using namespace clang;
using namespace llvm;

namespace scale {

namespace {

/// The GPU of a device cc1 job (`-target-cpu sm_100a`), none for other jobs.
std::optional<StringRef> deviceTargetCpu(const opt::ArgStringList &JobArgs) {
  if (!llvm::is_contained(JobArgs, StringRef("-fcuda-is-device")))
    return std::nullopt;
  auto Cpu = llvm::find_if(JobArgs, [](const char *Arg) {
    return StringRef(Arg) == "-target-cpu";
  });
  if (Cpu == JobArgs.end() || std::next(Cpu) == JobArgs.end())
    return std::nullopt;
  return StringRef(*std::next(Cpu));
}

/// __CUDA_ARCH__ of a device job whose target is architecture-specific
/// (`-target-cpu sm_100a`: 1000), none for other jobs.
std::optional<unsigned> archSpecificNumber(const opt::ArgStringList &JobArgs) {
  std::optional<StringRef> Name = deviceTargetCpu(JobArgs);
  unsigned Number;
  if (!Name || !Name->consume_front("sm_") || !Name->consume_back("a") ||
      Name->getAsInteger(10, Number))
    return std::nullopt;
  return Number * 10;
}

// The newest PTX ISA version LLVM 22's NVPTX backend emits.
constexpr unsigned NewestLLVMPtx = 90;

std::optional<CudaToolkit> toolkitVersion(StringRef IncludePath) {
  SmallString<256> Header(IncludePath);
  sys::path::append(Header, "cuda.h");
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
      MemoryBuffer::getFile(Header);
  if (!Buffer)
    return std::nullopt;
  static const Regex Define("#define[ \t]+CUDA_VERSION[ \t]+([0-9]+)");
  SmallVector<StringRef, 2> Match;
  unsigned Version = 0;
  if (!Define.match((*Buffer)->getBuffer(), &Match) ||
      Match[1].getAsInteger(10, Version))
    return std::nullopt;
  return CudaToolkit{Version / 1000, Version % 1000 / 10};
}

/// nvcc's build number (88 of 13.0.88): from version.json in the toolkit's
/// root (the runfile and package installs), else from the name of the nvcc
/// package's metadata directory (the pip-wheel installs,
/// dist-info/nvidia_cuda_nvcc-13.0.88.dist-info).
std::optional<unsigned> nvccBuild(StringRef Root) {
  auto buildOf = [](StringRef Version) -> std::optional<unsigned> {
    unsigned Build;
    if (Version.rsplit('.').second.getAsInteger(10, Build))
      return std::nullopt;
    return Build;
  };
  SmallString<256> VersionJson(Root);
  sys::path::append(VersionJson, "version.json");
  if (ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
          MemoryBuffer::getFile(VersionJson)) {
    Expected<json::Value> Parsed = json::parse((*Buffer)->getBuffer());
    if (!Parsed) {
      consumeError(Parsed.takeError());
    } else if (const json::Object *Top = Parsed->getAsObject()) {
      if (const json::Object *Nvcc = Top->getObject("cuda_nvcc"))
        if (std::optional<StringRef> Version = Nvcc->getString("version"))
          return buildOf(*Version);
    }
  }
  SmallString<256> DistInfo(Root);
  sys::path::append(DistInfo, "dist-info");
  std::error_code EC;
  for (sys::fs::directory_iterator It(DistInfo, EC), End; !EC && It != End;
       It.increment(EC)) {
    StringRef Name = sys::path::filename(It->path());
    if (Name.consume_front("nvidia_cuda_nvcc-") &&
        Name.consume_back(".dist-info"))
      return buildOf(Name);
  }
  return std::nullopt;
}

// The input files: arguments that are no option, and all after "--".
SmallVector<StringRef, 4> inputFiles(const opt::InputArgList &Args) {
  SmallVector<StringRef, 4> Files;
  for (const opt::Arg *A :
       Args.filtered(options::OPT_INPUT, options::OPT__DASH_DASH))
    Files.append(A->getValues().begin(), A->getValues().end());
  return Files;
}

bool isCudaInput(const opt::InputArgList &Args) {
  for (const opt::Arg *A : Args.filtered(options::OPT_x))
    if (StringRef(A->getValue()) == "cuda" || StringRef(A->getValue()) == "cu")
      return true;
  return llvm::any_of(inputFiles(Args), [](StringRef File) {
    return sys::path::extension(File) == ".cu";
  });
}

/// GPU architectures written as nvcc writes them, or as the suggestion for
/// nvcc's -arch (`-march=sm_90`), are --offload-arch for CUDA input; so are
/// CMake's `all` and `all-major` (CMAKE_CUDA_ARCHITECTURES), expanded to
/// CUDA 13's architectures. Returns whether \p Args changed.
bool spellArchitecturesForClang(SmallVectorImpl<const char *> &Args,
                                StringSaver &Saver) {
  bool Changed = false;
  SmallVector<const char *, 256> Result;
  for (const char *Arg : Args) {
    StringRef Value(Arg ? Arg : "");
    bool IsArch = Value.consume_front("-march=") ||
                  Value.consume_front("-arch=") ||
                  Value.consume_front("--offload-arch=") ||
                  Value.consume_front("--cuda-gpu-arch=");
    if (!IsArch) {
      Result.push_back(Arg);
      continue;
    }
    if (Value == "all" || Value == "all-major") {
      for (StringRef Arch : cuda13Architectures(Value == "all-major"))
        Result.push_back(Saver.save("--offload-arch=" + Arch).data());
      Changed = true;
    } else if (Value.consume_front("sm_") || Value.consume_front("compute_")) {
      Result.push_back(Saver.save("--offload-arch=sm_" + Value).data());
      Changed = true;
    } else {
      Result.push_back(Arg);
    }
  }
  Args.assign(Result.begin(), Result.end());
  return Changed;
}

bool isLink(const opt::InputArgList &Args) {
  return !Args.hasArg(options::OPT_c, options::OPT_S, options::OPT_E,
                      options::OPT_fsyntax_only) &&
         !Args.hasArg(options::OPT_M, options::OPT_MM);
}

// Adds \p Option to \p Args ahead of "--", after which everything is an
// input (clangd's fallback command ends in `-- FILE`).
void addOption(SmallVectorImpl<const char *> &Args, const char *Option) {
  auto Inputs = llvm::find_if(
      Args, [](const char *Arg) { return Arg && StringRef(Arg) == "--"; });
  Args.insert(Inputs, Option);
}

} // namespace

ArrayRef<StringRef> cuda13Architectures(bool MajorOnly) {
  static const StringRef All[] = {"sm_75",  "sm_80",  "sm_86",  "sm_87",
                                  "sm_88",  "sm_89",  "sm_90",  "sm_100",
                                  "sm_103", "sm_110", "sm_120", "sm_121"};
  static const StringRef Major[] = {"sm_75",  "sm_80",  "sm_90",
                                    "sm_100", "sm_110", "sm_120"};
  if (MajorOnly)
    return Major;
  return All;
}

bool hasOffloadSection(StringRef Path) {
  Expected<object::OwningBinary<object::ObjectFile>> Object =
      object::ObjectFile::createObjectFile(Path);
  if (!Object) {
    consumeError(Object.takeError());
    return false;
  }
  for (const object::SectionRef &Section : Object->getBinary()->sections()) {
    Expected<StringRef> Name = Section.getName();
    if (Name && *Name == ".llvm.offloading")
      return true;
    if (!Name)
      consumeError(Name.takeError());
  }
  return false;
}

namespace {

/// Whether the object file \p Path registers device code that a device link
/// produced: scale-nvcc -dlink's object (llvm-offload-wrapper's
/// .fatbin_wrapper). Linked with the -dc objects it came from, as the host
/// compiler links them under nvcc (and CMake's host link after its -dlink),
/// their device code is linked already.
bool registersLinkedDeviceCode(StringRef Path) {
  Expected<object::OwningBinary<object::ObjectFile>> Object =
      object::ObjectFile::createObjectFile(Path);
  if (!Object) {
    consumeError(Object.takeError());
    return false;
  }
  for (const object::SymbolRef &Symbol : Object->getBinary()->symbols()) {
    Expected<StringRef> Name = Symbol.getName();
    if (!Name) {
      consumeError(Name.takeError());
      continue;
    }
    if (*Name == ".fatbin_wrapper")
      return true;
  }
  return false;
}

} // namespace

std::optional<CudaToolkit> adaptToCudaToolkit(driver::Driver &D,
                                              SmallVectorImpl<const char *> &Args,
                                              StringSaver &Saver) {
  unsigned MissingIndex = 0, MissingCount = 0;
  auto parse = [&] {
    return D.getOpts().ParseArgs(ArrayRef<const char *>(Args).drop_front(),
                                 MissingIndex, MissingCount,
                                 llvm::opt::Visibility(options::ClangOption));
  };
  opt::InputArgList Parsed = parse();
  if (isCudaInput(Parsed) && spellArchitecturesForClang(Args, Saver))
    Parsed = parse();
  driver::CudaInstallationDetector Installation(
      D, Triple(D.getTargetTriple()), Parsed);
  if (!Installation.isValid())
    return std::nullopt;
  std::optional<CudaToolkit> Toolkit =
      toolkitVersion(Installation.getIncludePath());
  if (!Toolkit || Toolkit->Major != 13)
    return std::nullopt;

  D.getDiags().setSeverity(diag::warn_drv_new_cuda_version,
                           diag::Severity::Ignored, SourceLocation());

  if (isCudaInput(Parsed) &&
      !Parsed.hasArg(options::OPT_offload_arch_EQ,
                     options::OPT_no_offload_arch_EQ))
    addOption(Args, Saver.save("--offload-arch=" + Cuda13DefaultArchitecture)
                        .data());

  // Objects compiled with -fgpu-rdc carry their device code in an offload
  // section; upstream links it only when told to (--offload-link). Not
  // when an input is the device link's object already.
  if (isLink(Parsed) && !Parsed.hasArg(options::OPT_offload_link)) {
    SmallVector<StringRef, 8> Objects;
    for (StringRef File : inputFiles(Parsed))
      if (sys::path::extension(File) == ".o")
        Objects.push_back(File);
    if (llvm::any_of(Objects, hasOffloadSection) &&
        llvm::none_of(Objects, registersLinkedDeviceCode))
      addOption(Args, Saver.save("--offload-link").data());
  }
  return Toolkit;
}

void useToolkitVersions(driver::Compilation &C, const CudaToolkit &Toolkit) {
  // PTX ISA 9.0 came with CUDA 13.0, 9.1 with 13.1: major*10 + minor - 40.
  // (The SDK version stays upstream's: it only reaches the host module's
  // "SDK Version" flag, and the host code must equal clang++-22's.)
  unsigned Ptx = std::min(Toolkit.Major * 10 + Toolkit.Minor - 40,
                          NewestLLVMPtx);
  std::string PtxFeature = "+ptx" + std::to_string(Ptx);
  const char *PtxArg = C.getArgs().MakeArgString(PtxFeature);
  for (driver::Command &Job : C.getJobs()) {
    const opt::ArgStringList &JobArgs = Job.getArguments();
    if (JobArgs.empty() || StringRef(JobArgs[0]) != "-cc1")
      continue;
    opt::ArgStringList NewArgs(JobArgs);
    bool Changed = false;
    for (const char *&Arg : NewArgs)
      if (StringRef(Arg).starts_with("+ptx") && PtxFeature != Arg) {
        Arg = PtxArg;
        Changed = true;
      }
    if (Changed)
      Job.replaceArguments(NewArgs);
  }
}

std::optional<NvccToolkit> findNvccToolkit(const char *Argv0) {
  DiagnosticOptions DiagOpts;
  DiagnosticsEngine Diags(DiagnosticIDs::create(), DiagOpts,
                          new IgnoringDiagConsumer());
  driver::Driver D(sys::fs::getMainExecutable(Argv0, (void *)&findNvccToolkit),
                   sys::getDefaultTargetTriple(), Diags);
  D.Dir = SCALE_LLVM_TOOLS_DIR;
  opt::InputArgList NoArgs;
  driver::CudaInstallationDetector Installation(D, Triple(D.getTargetTriple()),
                                                NoArgs);
  if (!Installation.isValid())
    return std::nullopt;
  NvccToolkit Toolkit;
  Toolkit.Root = Installation.getInstallPath().str();
  Toolkit.Include = Installation.getIncludePath().str();
  // What the driver links CUDA programs with (-L<install>/lib64).
  Toolkit.Library = (Installation.getInstallPath() + "/lib64").str();
  Toolkit.Version = toolkitVersion(Toolkit.Include);
  Toolkit.Build = nvccBuild(Toolkit.Root);
  return Toolkit;
}

/// Where the driver's own system directories of \p Args begin, after the
/// command line's and Clang's CUDA wrappers \p CudaWrappers: the first
/// -internal-isystem or -internal-externc-isystem naming another directory
/// (the C++ library's, in a job that has one); the end if none.
static opt::ArgStringList::iterator
firstHostSystemInclude(opt::ArgStringList &Args, StringRef CudaWrappers) {
  for (auto It = Args.begin(); It != Args.end() && std::next(It) != Args.end();
       ++It) {
    StringRef Arg(*It);
    if ((Arg == "-internal-isystem" || Arg == "-internal-externc-isystem") &&
        StringRef(*std::next(It)) != CudaWrappers)
      return It;
  }
  return Args.end();
}

/// Whether the cc1 arguments \p Args define \p Macro (`-DM` or `-D M`).
static bool definesMacro(const opt::ArgStringList &Args, StringRef Macro) {
  for (auto It = Args.begin(); It != Args.end(); ++It) {
    StringRef Arg(*It);
    if (Arg == "-D" && std::next(It) != Args.end())
      Arg = *std::next(It);
    else if (!Arg.consume_front("-D"))
      continue;
    if (Arg == Macro || Arg.starts_with((Macro + "=").str()))
      return true;
  }
  return false;
}

void addNvccEnvironment(driver::Compilation &C, const driver::Driver &D,
                        CommandLine Line) {
  driver::CudaInstallationDetector Installation(
      D, Triple(D.getTargetTriple()), C.getArgs());
  if (!Installation.isValid())
    return;
  StringRef Include = Installation.getIncludePath();
  SmallString<256> Cccl(Include);
  sys::path::append(Cccl, "cccl");
  bool HasCccl = sys::fs::is_directory(Cccl);
  std::optional<CudaToolkit> Version;
  std::optional<unsigned> Build;
  if (Line == CommandLine::Nvcc) {
    Version = toolkitVersion(Include);
    Build = nvccBuild(Installation.getInstallPath());
  }
  const char *CcclArg = C.getArgs().MakeArgString(Cccl);
  SmallString<256> CudaWrappers(D.ResourceDir);
  sys::path::append(CudaWrappers, "include", "cuda_wrappers");
  for (driver::Command &Job : C.getJobs()) {
    const opt::ArgStringList &JobArgs = Job.getArguments();
    if (JobArgs.empty() || StringRef(JobArgs[0]) != "-cc1")
      continue;
    opt::ArgStringList NewArgs(JobArgs);
    auto ToolkitInclude = llvm::find_if(NewArgs, [&](const char *Arg) {
      return StringRef(Arg) == Include;
    });
    bool CudaJob = ToolkitInclude != NewArgs.end() &&
                   ToolkitInclude != NewArgs.begin() &&
                   StringRef(*std::prev(ToolkitInclude)) == "-internal-isystem";
    // include/cccl goes where nvcc's -isystem puts it: after the command
    // line's -I and -isystem, ahead of the host compiler's directories (so
    // that a thrust/ of /usr/include does not shadow the toolkit's, and the
    // 1,000 CCCL headers of a Thrust program are not first looked for in
    // every C and C++ library directory), behind Clang's CUDA wrappers. The
    // toolkit's include stays where Clang names it in CUDA jobs, last; nvcc
    // gives C and C++ files both.
    if (HasCccl && (CudaJob || Line == CommandLine::Nvcc))
      NewArgs.insert(firstHostSystemInclude(NewArgs, CudaWrappers),
                     {"-internal-isystem", CcclArg});
    if (!CudaJob && Line == CommandLine::Nvcc)
      NewArgs.append({"-internal-isystem", C.getArgs().MakeArgString(Include)});
    // Ahead of the command line's -D and -U, which may override them (cc1
    // reads them in order).
    SmallVector<const char *, 6> Macros;
    // nvcc's macro for relocatable device code, on both sides; the toolkit
    // tests it: without it, cuda_device_runtime_api.h defines the device
    // runtime's cudaMalloc, cudaGetDevice, cudaDeviceGetAttribute,
    // cudaFuncGetAttributes and occupancy functions as stubs that return
    // cudaErrorUnknown (nvcc's whole-program mode cannot link the device
    // runtime), so a kernel compiled with -fgpu-rdc got an error where it
    // allocates. nvcc's -ewp (__CUDACC_EWP__, scale-nvcc's translation)
    // links the device runtime without it.
    if (CudaJob && llvm::is_contained(JobArgs, StringRef("-fgpu-rdc")) &&
        !definesMacro(JobArgs, "__CUDACC_EWP__"))
      Macros.push_back("-D__CUDACC_RDC__");
    if (Line == CommandLine::Nvcc) {
      Macros.push_back("-D__NVCC__");
      // Clang's NVPTX target predefines __PTX__, nvcc never does: code that
      // tests it takes a path nvcc does not (flashinfer's ptx_exp2 in HeCBench
      // attentionMultiHeadKVCache: `asm volatile` ex2 instead of exp2f, which
      // LLVM can neither merge nor drop).
      if (llvm::is_contained(JobArgs, StringRef("-fcuda-is-device")))
        Macros.push_back("-U__PTX__");
      if (Version) {
        Macros.push_back(C.getArgs().MakeArgString(
            "-D__CUDACC_VER_MAJOR__=" + Twine(Version->Major)));
        Macros.push_back(C.getArgs().MakeArgString(
            "-D__CUDACC_VER_MINOR__=" + Twine(Version->Minor)));
      }
      if (Build)
        Macros.push_back(C.getArgs().MakeArgString(
            "-D__CUDACC_VER_BUILD__=" + Twine(*Build)));
      // An architecture-specific target (sm_90a, sm_100a): nvcc defines
      // __CUDA_ARCH_SPECIFIC__ and __CUDA_ARCH_FAMILY_SPECIFIC__ as
      // __CUDA_ARCH__, Clang only __CUDA_ARCH_FEAT_SM90_ALL. The toolkit
      // reads them (host_defines.h's __CUDA_HAS_ARCH_SPECIFIC, cuda_fp8.h's
      // PTX conversions on sm_100a, emulated without), and so do CCCL's and
      // CUTLASS's Blackwell paths.
      if (std::optional<unsigned> Specific = archSpecificNumber(JobArgs))
        for (StringRef Macro :
             {"__CUDA_ARCH_SPECIFIC__", "__CUDA_ARCH_FAMILY_SPECIFIC__"})
          Macros.push_back(C.getArgs().MakeArgString(
              "-D" + Macro + "=" + Twine(*Specific)));
    }
    if (!Macros.empty()) {
      auto FirstMacro = llvm::find_if(NewArgs, [](const char *Arg) {
        StringRef A(Arg);
        return A.starts_with("-D") || A.starts_with("-U");
      });
      NewArgs.insert(FirstMacro, Macros.begin(), Macros.end());
    }
    Job.replaceArguments(NewArgs);
  }
}

namespace {

/// \p Text with its first \p From replaced by \p To.
std::string replaceFirst(StringRef Text, StringRef From, StringRef To) {
  size_t At = Text.find(From);
  return (Text.take_front(At) + To + Text.drop_front(At + From.size())).str();
}

} // namespace

void retargetFamilies(driver::Compilation &C, ArrayRef<std::string> Bases) {
  for (StringRef Base : Bases) {
    std::string Family = (Base + "f").str();
    StringRef Number = Base.drop_front(strlen("sm_"));
    unsigned ArchNumber = 0;
    Number.getAsInteger(10, ArchNumber);
    for (driver::Command &Job : C.getJobs()) {
      opt::ArgStringList NewArgs(Job.getArguments());
      bool Changed = false;
      auto Replace = [&](const char *&Arg, const Twine &Text) {
        Arg = C.getArgs().MakeArgString(Text);
        Changed = true;
      };
      StringRef Tool = sys::path::filename(Job.getExecutable());
      if (!NewArgs.empty() && StringRef(NewArgs[0]) == "-cc1") {
        if (deviceTargetCpu(NewArgs) != Base)
          continue;
        NewArgs.push_back(NvptxFamilyCC1Flag.data());
        NewArgs.push_back(C.getArgs().MakeArgString(
            "-D__CUDA_ARCH_FAMILY_SPECIFIC__=" + Twine(ArchNumber * 10)));
        Changed = true;
      } else {
        for (auto Arg = NewArgs.begin(); Arg != NewArgs.end(); ++Arg) {
          StringRef Text(*Arg);
          // ptxas --gpu-name sm_100; clang-linker-wrapper
          // --should-extract=sm_100.
          if (Text == Base && Arg != NewArgs.begin() &&
              StringRef(*std::prev(Arg)) == "--gpu-name")
            Replace(*Arg, Family);
          else if (Text == ("--should-extract=" + Base).str())
            Replace(*Arg, "--should-extract=" + Family);
          // fatbinary --image3=kind=elf,sm=100,file=...; the offload
          // packager's --image=file=...,arch=sm_100,kind=cuda.
          else if (Tool == "fatbinary" &&
                   Text.contains(("sm=" + Number + ",").str()))
            Replace(*Arg, replaceFirst(Text, ("sm=" + Number + ",").str(),
                                       ("sm=" + Number + "f,").str()));
          else if (Text.contains(("arch=" + Base + ",").str()))
            Replace(*Arg, replaceFirst(Text, ("arch=" + Base + ",").str(),
                                       "arch=" + Family + ","));
        }
      }
      if (Changed)
        Job.replaceArguments(NewArgs);
    }
  }
}

} // namespace scale
