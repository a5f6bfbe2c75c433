//===- NvccDriver.cpp - scale-nvcc: nvcc's command line on our driver -----===//
//
// scale-nvcc reads nvcc's command line with the option table generated from
// NvccOptions.td, translates it in one place (translate(), one case per
// option) into scale-clang++'s arguments, and runs the driver. Clang's own
// CUDA jobs do the work: ptxas, fatbinary and the device link through
// clang-linker-wrapper. nvcc phases without a single driver command:
//
//   -lib    each source compiled with -c, the objects put into an archive
//           with llvm-ar (device code stays in the objects' offload
//           sections; the driver links it when the archive is linked);
//   -dlink  the linker wrapper's device link stopped at the fat binary
//           (runDriver with LinkOutput::DeviceFatbin), wrapped by
//           llvm-offload-wrapper into registration code, compiled to an
//           object for the host linker;
//   -fatbin the source compiled with relocatable device code, then its
//           device code linked into the fat binary as for -dlink.
//
// -ptx and -cubin are device-only compilations named as nvcc names them
// (x.ptx, x.cubin). The Clang spellings that CMake and ccache write for a
// Clang CUDA compiler are taken too (NvccOptions.td, group "cmake").
//
// Mapping rules (nvcc flag -> what the driver gets):
//
//   | nvcc                               | driver                          |
//   |------------------------------------|---------------------------------|
//   | -arch/-code/-gencode               | --offload-arch=sm_XX per target |
//   | -rdc=true, -dc                     | -fgpu-rdc (-c)                  |
//   | -Xcompiler a,b                     | a b                             |
//   | -Xcompiler -W<g++ only warning>    | (dropped, as g++ takes it)      |
//   | -Xcompiler -Wall/-Wfoo/-Werror     | -Xarch_host the same (g++'s)    |
//   | -Xcompiler -fopenmp                | -fopenmp=libgomp (g++'s runtime)|
//   | -Xptxas a,b / -maxrregcount N      | -Xcuda-ptxas a ...              |
//   | -w, --disable-warnings             | -w -Xcuda-ptxas -w              |
//   | -Xlinker a,b                       | -Xlinker a -Xlinker b           |
//   | -O<n>                              | -O<n>; device -O3 unless -G     |
//   | -G / -lineinfo / -g                | --cuda-noopt-device-debug /     |
//   |                                    | device -gline-tables-only /     |
//   |                                    | host -g                         |
//   | --restrict, --keep-device-functions| -scale-nvcc-restrict, -scale-   |
//   |                                    | nvcc-keep-device-functions      |
//   | --use_fast_math and its parts      | -fgpu-flush-denormals-to-zero,  |
//   |                                    | -fgpu-approx-transcendentals    |
//   |                                    | and -scale-nvcc-fast-math (the  |
//   |                                    | math functions nvcc maps),      |
//   |                                    | NVPTX division/sqrt precision   |
//   |                                    | (IEEE sqrt by default, as nvcc),|
//   |                                    | -ffp-contract                   |
//   | --default-stream per-thread        | -DCUDA_API_PER_THREAD_DEFAULT_  |
//   |                                    | STREAM=1 (as nvcc defines it)   |
//   | -cudart static|shared|none         | -lcudart_static ... / -lcudart  |
//   | --diag-suppress N (known N)        | -Wno-<group>                    |
//   | -f[no-]scale-*, -W[no-]scale-*,    | the same flag                   |
//   | -W[no-]error=scale-*               |                                 |
//
//===----------------------------------------------------------------------===//

#include "scale/NvccDriver.h"
#include "scale/CudaToolkit.h"
#include "scale/Driver.h"

#include "clang/Basic/OffloadArch.h"
#include "clang/Options/Options.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Option/Option.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include "scale/Config.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

using namespace llvm;

namespace scale {

namespace {

enum NvccOptionID {
  OPT_INVALID = 0,
#define OPTION(...) LLVM_MAKE_OPT_ID(__VA_ARGS__),
#include "NvccOptions.inc"
#undef OPTION
};

#define OPTTABLE_STR_TABLE_CODE
#include "NvccOptions.inc"
#undef OPTTABLE_STR_TABLE_CODE

#define OPTTABLE_PREFIXES_TABLE_CODE
#include "NvccOptions.inc"
#undef OPTTABLE_PREFIXES_TABLE_CODE

using opt::DefaultVis;

constexpr opt::OptTable::Info NvccInfoTable[] = {
#define OPTION(...) LLVM_CONSTRUCT_OPT_INFO(__VA_ARGS__),
#include "NvccOptions.inc"
#undef OPTION
};

class NvccOptTable : public opt::GenericOptTable {
public:
  NvccOptTable()
      : GenericOptTable(OptionStrTable, OptionPrefixesTable, NvccInfoTable) {}
};

const NvccOptTable &nvccOptions() {
  static const NvccOptTable Table;
  return Table;
}

constexpr StringLiteral ToolName = "scale-nvcc";

/// What nvcc is asked to produce, in nvcc's order of preference: of
/// several phase flags the one that stops first wins, whatever their order
/// (`-ptx -c` and `-c -ptx` write PTX, `-c -lib` an object, `-lib -dlink`
/// the device link), except that `-lib` and `-link` together are an error.
enum class Phase {
  Dependencies,
  Preprocess,
  Ptx,
  Cubin,
  Fatbin,
  Translation,
  Compile,
  DeviceLink,
  Library,
  Link
};

enum class CudaRuntime { Static, Shared, None };

/// nvcc's diagnostic numbers that have a Clang warning group. nvcc numbers
/// its front end's (EDG's) diagnostics; the rest are accepted with a note.
const StringMap<StringRef> &clangGroupOfNvccDiagnostic() {
  static const StringMap<StringRef> Groups = {
      {"68", "sign-conversion"},        // integer conversion changed sign
      {"128", "unreachable-code"},      // loop is not reachable
      {"174", "unused-value"},          // expression has no effect
      {"177", "unused-variable"},       // declared but never referenced
      {"186", "tautological-unsigned-zero-compare"}, // unsigned >= 0
      {"550", "unused-but-set-variable"}, // set but never used
      {"611", "overloaded-virtual"},    // overloaded virtual hidden
      {"997", "overloaded-virtual"},    // function hidden by a virtual one
      {"940", "return-type"},           // missing return statement
      {"1215", "deprecated-declarations"}, // deprecated (older numbering)
      {"1444", "deprecated-declarations"}, // declared deprecated
      {"2361", "c++11-narrowing"},      // invalid narrowing conversion
      {"3288", "c++20-extensions"},     // explicit lambda template parameters
  };
  return Groups;
}

/// nvcc's -Werror kinds that are Clang warning groups.
std::optional<StringRef> clangGroupOfWerrorKind(StringRef Kind) {
  return StringSwitch<std::optional<StringRef>>(Kind)
      .Case("reorder", StringRef("reorder"))
      .Case("deprecated-declarations", StringRef("deprecated-declarations"))
      .Default(std::nullopt);
}

struct Translation {
  Phase Output = Phase::Link;
  /// What each input of the command line becomes in this translation: the
  /// input itself, another file (an object compiled from it), or nothing.
  std::function<std::optional<std::string>(StringRef)> MapInput;
  std::vector<std::string> DriverArgs;
  std::vector<std::string> Inputs;
  std::string OutputFile;
  std::string OutputDirectory;
  std::set<std::string> Targets; ///< sm_XX or native
  /// The targets whose PTX the fat binary carries besides their cubin:
  /// nvcc's compute_XX in -code/-gencode code=, and -arch's own when no
  /// -code says otherwise (-arch=sm_XX is code=[sm_XX,compute_XX]).
  std::set<std::string> PtxTargets;
  std::optional<bool> Rdc;
  CudaRuntime Runtime = CudaRuntime::Static;
  bool DeviceRuntime = true; ///< -cudadevrt static (nvcc's default)
  bool ExportDynamic = false; ///< -Xcompiler -export-dynamic or -rdynamic
  /// nvcc's host compiler (-ccbin; g++ by default), whose link's
  /// --as-needed default the program's link follows.
  std::string HostCompiler = "g++";
  std::vector<std::string> HostOnlyFlags; ///< -Xcompiler flags for host code
  /// Where -l and -L went in DriverArgs (one argument each), for the steps
  /// that link.
  std::vector<size_t> LinkerArgPositions;
  bool DeviceDebug = false;
  bool DeviceOptimization = true;
  std::optional<bool> FlushToZero, PreciseDivision, PreciseSqrt, Fmad;
  bool ApproxTranscendentals = false;
  bool RestrictKernelPointers = false; ///< --restrict
  bool KeepDeviceFunctions = false;    ///< --keep-device-functions
  bool SourceInPtx = false;            ///< --source-in-ptx
  bool RelocatableLink = false;        ///< -r
  bool Run = false;                    ///< --run
  /// -M without -o: Clang writes the rules here, scale-nvcc prints them.
  std::string DependenciesTemporary;
  std::vector<std::string> RunArgs;    ///< --run-args
  bool DeviceSyntaxOnly = false;       ///< -fdevice-syntax-only
  std::string DeviceTimeTrace;         ///< -fdevice-time-trace
  std::string Archiver; ///< --archiver-binary (default: LLVM's llvm-ar)
  std::vector<std::string> ArchiverFlags; ///< -Xarchive
  /// fatbinary's flags: -Xfatbin's, and nvcc's compression options as
  /// nvcc hands them to fatbinary.
  std::vector<std::string> FatbinaryFlags;
  bool Keep = false;
  bool Verbose = false;
  bool DryRun = false;
  bool Failed = false;
  /// A further translation of a command line already translated (a part of
  /// it): its warnings were given.
  bool Quiet = false;
  const opt::InputArgList *Args = nullptr; ///< the parsed command line
};

void error(Translation &T, const Twine &Message) {
  errs() << ToolName << ": error: " << Message << "\n";
  T.Failed = true;
}

/// \p A as the user wrote it, for messages.
std::string written(const Translation &T, const opt::Arg &A) {
  std::string Text = T.Args->getArgString(A.getIndex());
  for (const char *Value : A.getValues())
    if (!StringRef(Text).contains(Value))
      Text += " " + std::string(Value);
  return Text;
}

void note(const Twine &Message) {
  errs() << ToolName << ": note: " << Message << "\n";
}

/// nvcc's list values: comma-separated; nvcc hands each element to the
/// tool's command line, where spaces separate flags too
/// (`-Xcompiler "-fopenmp -O3"`), and double quotes group what they enclose
/// and are removed, as the shell running that command line does:
/// cuda-samples' Makefiles pass `-Xcompiler \"-Wl,--no-as-needed\"`, one
/// flag with its quotes. The flags are kept by the parsed command line.
SmallVector<StringRef, 4> listValues(const Translation &T,
                                     const opt::Arg &A) {
  SmallVector<StringRef, 4> Values;
  for (StringRef Value : A.getValues()) {
    std::string Flag;
    bool InQuotes = false;
    auto EndFlag = [&] {
      if (!Flag.empty())
        Values.push_back(T.Args->MakeArgString(Flag));
      Flag.clear();
    };
    for (char C : Value) {
      if (C == '"')
        InQuotes = !InQuotes;
      else if (!InQuotes && (C == ',' || C == ' '))
        EndFlag();
      else
        Flag += C;
    }
    EndFlag();
  }
  return Values;
}

std::optional<bool> parseBool(Translation &T, const opt::Arg &A) {
  StringRef Value = A.getValue();
  if (Value == "true")
    return true;
  if (Value == "false")
    return false;
  error(T, "invalid value '" + Value + "' in '" + written(T, A) +
               "' (expected true or false)");
  return std::nullopt;
}

/// sm_XX for an nvcc architecture name (sm_XX, compute_XX, lto_XX), or
/// nullopt if it is none that CUDA 13 and Clang 22 both know. A family
/// target (sm_100f, compute_120f: CUDA 12.9's family-specific features) is
/// sm_XXf where Clang knows sm_XX; familyBase() gives the target Clang
/// compiles it as.
std::optional<std::string> realArchitecture(StringRef Name) {
  if (!(Name.consume_front("sm_") || Name.consume_front("compute_") ||
        Name.consume_front("lto_")))
    return std::nullopt;
  bool Family = Name.size() > 1 && Name.back() == 'f' &&
                isDigit(Name[Name.size() - 2]);
  std::string Real = ("sm_" + Name.drop_back(Family ? 1 : 0)).str();
  clang::OffloadArch Arch = clang::StringToOffloadArch(Real);
  if (!clang::IsNVIDIAOffloadArch(Arch) ||
      Arch < (Family ? clang::OffloadArch::SM_100 : clang::OffloadArch::SM_75))
    return std::nullopt;
  return Family ? Real + "f" : Real;
}

/// The architecture Clang compiles a family target (sm_100f) as, sm_100;
/// none for other targets. scale-clang's driver retargets the device jobs
/// of that architecture to the family (Driver.cpp, retargetFamilies).
std::optional<StringRef> familyBase(StringRef Target) {
  if (!Target.starts_with("sm_") || !Target.consume_back("f"))
    return std::nullopt;
  return Target;
}

/// Adds the target \p Name names; \p WithPtx: its PTX goes into the fat
/// binary too (for `all` and `all-major`, the newest target's, as nvcc's).
void addArchitecture(Translation &T, const opt::Arg &A, StringRef Name,
                     bool WithPtx = false) {
  if (Name == "native") {
    T.Targets.insert("native");
    return;
  }
  if (Name == "all" || Name == "all-major") {
    ArrayRef<StringRef> Architectures =
        cuda13Architectures(Name == "all-major");
    for (StringRef Arch : Architectures)
      T.Targets.insert(Arch.str());
    if (WithPtx)
      T.PtxTargets.insert(Architectures.back().str());
    return;
  }
  if (std::optional<std::string> Real = realArchitecture(Name)) {
    T.Targets.insert(*Real);
    if (WithPtx)
      T.PtxTargets.insert(*Real);
    return;
  }
  error(T, "invalid GPU architecture '" + Name + "' in '" +
               written(T, A) +
               "' (expected sm_XX or compute_XX of CUDA 13, sm_75 to sm_121, "
               "native, all or all-major)");
}

/// -gencode arch=compute_XX,code=sm_XX | code=[sm_XX,compute_XX]: each
/// architecture in code= is a target, a virtual one (compute_XX) with its
/// PTX in the fat binary. Clang compiles PTX together with a cubin, so a
/// PTX-only target gets both.
void addGencode(Translation &T, const opt::Arg &A) {
  StringRef Value = A.getValue();
  StringRef Arch, Codes;
  bool SawArch = false, SawCode = false;
  while (!Value.empty()) {
    auto [Key, Rest] = Value.split('=');
    Rest = Rest.trim();
    StringRef Item;
    if (Rest.starts_with("[") || Rest.starts_with("\"")) {
      char Close = Rest.front() == '[' ? ']' : '"';
      size_t End = Rest.find(Close, 1);
      Item = Rest.substr(1, End == StringRef::npos ? StringRef::npos : End - 1);
      Rest = End == StringRef::npos ? "" : Rest.substr(End + 1);
      Rest.consume_front(",");
    } else {
      std::tie(Item, Rest) = Rest.split(',');
    }
    if (Key.trim() == "arch") {
      Arch = Item;
      SawArch = true;
    } else if (Key.trim() == "code") {
      Codes = Item;
      SawCode = true;
    } else {
      error(T, "invalid '" + written(T, A) +
                   "': expected arch=<compute_XX>,code=<sm_XX,...>");
      return;
    }
    Value = Rest;
  }
  if (!SawArch || !SawCode || Codes.empty()) {
    error(T, "'" + written(T, A) + "' needs both arch= and code=");
    return;
  }
  if (!realArchitecture(Arch)) {
    addArchitecture(T, A, Arch);
    return;
  }
  for (StringRef Code : split(Codes, ','))
    addArchitecture(T, A, Code.trim(), Code.trim().starts_with("compute_"));
}

/// -x's languages, as the driver spells them.
std::optional<StringRef> driverLanguage(StringRef Nvcc) {
  return StringSwitch<std::optional<StringRef>>(Nvcc)
      .Case("cu", StringRef("cuda"))
      .Case("cuda", StringRef("cuda")) // CMake's spelling for Clang
      .Case("c++", StringRef("c++"))
      .Case("cpp", StringRef("c++"))
      .Case("c", StringRef("c"))
      .Default(std::nullopt);
}

void addNvccDiagnostics(Translation &T, const opt::Arg &A,
                        StringRef ClangPrefix) {
  for (StringRef Number : listValues(T, A)) {
    auto Group = clangGroupOfNvccDiagnostic().find(Number);
    if (Group == clangGroupOfNvccDiagnostic().end()) {
      note("nvcc diagnostic '" + Number + "' in '" + written(T, A) +
           "' has no Clang equivalent; ignored");
      continue;
    }
    T.DriverArgs.push_back((ClangPrefix + Group->second).str());
  }
}

/// The front end's (cudafe's) flags: diagnostic numbers map as
/// --diag-suppress does, the rest have no meaning for Clang.
void addCudafeFlags(Translation &T, const opt::Arg &A) {
  for (StringRef Flag : listValues(T, A)) {
    StringRef Number = Flag;
    if (Number.consume_front("--diag_suppress=") ||
        Number.consume_front("--diag-suppress=")) {
      auto Group = clangGroupOfNvccDiagnostic().find(Number);
      if (Group != clangGroupOfNvccDiagnostic().end()) {
        T.DriverArgs.push_back(("-Wno-" + Group->second).str());
        continue;
      }
    }
    note("'-Xcudafe " + Flag + "' has no Clang equivalent; ignored");
  }
}

/// Whether \p Flag is a g++ warning option that Clang does not accept
/// (GccWarnings.def): g++, nvcc's host compiler, takes it quietly, so
/// scale-nvcc drops it rather than warn "unknown warning option".
bool isGccOnlyWarningFlag(StringRef Flag) {
  if (!Flag.consume_front("-W") || Flag.starts_with("l,") ||
      Flag.starts_with("a,") || Flag.starts_with("p,"))
    return false;
  Flag.consume_front("no-");
  Flag.consume_front("error=");
  StringRef Name = Flag.take_until([](char C) { return C == '='; });
  bool HasLevel = Name.size() < Flag.size();
  return llvm::StringSwitch<bool>(Name)
#define GCC_ONLY_WARNING(N) .Case(N, true)
#define GCC_LEVEL_WARNING(N) .Case(N, HasLevel)
#include "GccWarnings.def"
      .Default(false);
}

/// \p Flag with Clang's name for a g++ warning that Clang has under
/// another name (GccWarnings.def), as -Wname, -Wno-name, -Werror=name or
/// -Wno-error=name; nothing for any other flag.
std::optional<std::string> clangSpellingOfGccWarningFlag(StringRef Flag) {
  StringRef Name = Flag;
  if (!Name.consume_front("-W"))
    return std::nullopt;
  bool No = Name.consume_front("no-");
  bool Error = Name.consume_front("error=");
  std::optional<StringRef> Clang =
      llvm::StringSwitch<std::optional<StringRef>>(Name)
#define GCC_RENAMED_WARNING(GCC, CLANG) .Case(GCC, StringRef(CLANG))
#include "GccWarnings.def"
          .Default(std::nullopt);
  if (!Clang)
    return std::nullopt;
  return (Twine("-W") + (No ? "no-" : "") + (Error ? "error=" : "") + *Clang)
      .str();
}

/// Whether the -Xcompiler flag \p Flag asks for warnings or makes them
/// errors (-Wall, -Wfoo, -Werror, -Werror=foo, -pedantic), rather than
/// silencing them (-Wno-foo, -Wno-error=foo, -w) or passing flags on
/// (-Wl, -Wa, -Wp).
bool isHostWarningFlag(StringRef Flag) {
  if (Flag == "-pedantic" || Flag == "-pedantic-errors")
    return true;
  return Flag.starts_with("-W") && !Flag.starts_with("-Wno-") &&
         !Flag.starts_with("-Wl,") && !Flag.starts_with("-Wa,") &&
         !Flag.starts_with("-Wp,");
}

/// The unknown flag's error, with the nearest nvcc spelling, or the
/// -Xcompiler form for a flag meant for the host compiler.
void reportUnknown(Translation &T, StringRef Flag) {
  std::string Nearest;
  if (nvccOptions().findNearest(Flag, Nearest) <= 2) {
    error(T, "unknown nvcc flag '" + Flag + "'; did you mean '" + Nearest +
                 "'?");
    return;
  }
  if (Flag.starts_with("-f") || Flag.starts_with("-W") ||
      Flag.starts_with("-m")) {
    error(T, "unknown nvcc flag '" + Flag +
                 "'; host compiler flags are given as '-Xcompiler " + Flag +
                 "'");
    return;
  }
  error(T, "unknown nvcc flag '" + Flag + "'");
}

/// The phase a phase flag asks for (Phase says which of several wins).
std::optional<Phase> phaseOf(unsigned ID) {
  switch (ID) {
  case OPT_compile:
  case OPT_device_c:
  case OPT_device_w:
    return Phase::Compile;
  case OPT_link:
    return Phase::Link;
  case OPT_preprocess:
    return Phase::Preprocess;
  case OPT_cuda_translation:
    return Phase::Translation;
  case OPT_gen_deps:
  case OPT_gen_nonsys_deps:
    return Phase::Dependencies;
  case OPT_ptx:
    return Phase::Ptx;
  case OPT_cubin:
    return Phase::Cubin;
  case OPT_fatbin:
    return Phase::Fatbin;
  case OPT_lib:
    return Phase::Library;
  case OPT_dlink:
    return Phase::DeviceLink;
  default:
    return std::nullopt;
  }
}

/// The values of one of nvcc's list options (`-Ia,b`, `-DA=1,B=2`): split
/// at commas, except one inside double quotes (kept, as nvcc keeps them) or
/// escaped by a backslash (`-DX=a\,b` defines X as `a,b`).
SmallVector<std::string, 4> nvccListValues(StringRef Value) {
  SmallVector<std::string, 4> Values(1);
  bool InQuotes = false;
  for (size_t I = 0; I < Value.size(); ++I) {
    char C = Value[I];
    if (C == '\\' && I + 1 < Value.size() && Value[I + 1] == ',') {
      Values.back() += ',';
      ++I;
    } else if (C == ',' && !InQuotes) {
      Values.emplace_back();
    } else {
      InQuotes ^= C == '"';
      Values.back() += C;
    }
  }
  llvm::erase_if(Values, [](const std::string &V) { return V.empty(); });
  return Values;
}

/// One flag for nvcc's host compiler (-Xcompiler, or an unknown flag under
/// -forward-unknown-to-host-compiler), as scale-nvcc gives it to Clang.
void translateHostCompilerFlag(Translation &T, StringRef Flag) {
  auto pass = [&T](const Twine &Flag) { T.DriverArgs.push_back(Flag.str()); };
  // g++ hands -export-dynamic and -rdynamic to the linker and ignores
  // them in a compile (darknet's CFLAGS); Clang's driver does not know
  // the first spelling and calls the second unused in a compile.
  if (Flag == "-export-dynamic" || Flag == "-rdynamic") {
    T.ExportDynamic = true;
    return;
  }
  // g++'s -Ofast is -O3 -ffast-math for the host code it compiles
  // (darknet's OPTS); Clang's says the same but warns that it is
  // deprecated. Device code stays nvcc's -O3 without fast math.
  if (Flag == "-Ofast") {
    pass("-O3");
    T.HostOnlyFlags.push_back("-ffast-math");
    return;
  }
  // What only nvcc's host compiler sees: instrumentation that calls the
  // host's runtime (g++ -pg's mcount, -finstrument-functions'
  // __cyg_profile_func_enter), which Clang would give device code too, and
  // g++'s -gz, which compresses the host object's debug sections and which
  // Clang's NVPTX target calls unsupported (QUDA's -gz, under CMake's
  // -forward-unknown-to-host-compiler).
  if (Flag == "-pg" || Flag.starts_with("-finstrument-function") ||
      Flag == "-gz" || Flag.starts_with("-gz=")) {
    T.HostOnlyFlags.push_back(Flag.str());
    return;
  }
  if (isGccOnlyWarningFlag(Flag))
    return;
  if (std::optional<std::string> Clang = clangSpellingOfGccWarningFlag(Flag)) {
    translateHostCompilerFlag(T, *Clang);
    return;
  }
  // g++'s OpenMP, on GCC's libgomp, as nvcc's programs have it: under
  // this spelling the driver compiles host code for libgomp's interface
  // (compileHostOpenMPOnLibgomp, "Host OpenMP" in docs/nvcc.md) and links
  // libgomp.
  if (Flag == "-fopenmp") {
    pass("-fopenmp=libgomp");
    return;
  }
  // Clang's choice of runtime, which g++ does not have: nvcc's compile
  // fails ("unrecognized command-line option '-fopenmp=libomp'"), and so
  // does ours, so that CMake's FindOpenMP, which takes scale-nvcc's host
  // compiler for Clang and tries `-fopenmp=libomp` first, settles on
  // `-fopenmp` and libgomp, as with nvcc: an object on libomp would bring
  // a second runtime into a program whose C++ objects g++ compiled.
  if (Flag.starts_with("-fopenmp=")) {
    error(T, "unrecognized host compiler option '" + Flag +
                 "': host OpenMP runs on g++'s libgomp, as under nvcc; use "
                 "-fopenmp (-Xcompiler -fopenmp)");
    return;
  }
  // Warnings g++ is asked to give (and -Werror) are for the host side:
  // nvcc's device side is its own front end's. The host compilation
  // keeps the warnings of device-only bodies warnings
  // (DeviceBodyWarnings.h). Flags that silence warnings reach both
  // sides, as the device side would give them too, and the host side
  // also among the host flags, where their order with -Wall and
  // -Werror is the command line's (`-Wall -Wno-missing-braces`).
  if (isHostWarningFlag(Flag)) {
    T.HostOnlyFlags.push_back(Flag.str());
    // g++'s -Wall warns of missing braces in C only; Clang's in C++
    // too (`static ctx_t table[2][4] = {0};` under -Werror in
    // solana-perf-libs' HOST_CFLAGS).
    if (Flag == "-Wall")
      T.HostOnlyFlags.push_back("-Wno-missing-braces");
    // g++'s C++ -Wconversion leaves out sign conversions (its
    // -Wsign-conversion is separate there); Clang's includes them
    // (`unsigned u = i;` under -Werror, cuda-api-wrappers' examples).
    if (Flag == "-Wconversion")
      T.HostOnlyFlags.push_back("-Wno-sign-conversion");
    return;
  }
  if (Flag.starts_with("-Wno-") || Flag == "-w")
    T.HostOnlyFlags.push_back(Flag.str());
  pass(Flag);
}

/// Maps one nvcc argument, of a list option one value. Every option of
/// NvccOptions.td has its case.
void translateOne(Translation &T, const opt::Arg &A, bool ForwardUnknown) {
  std::vector<std::string> &Out = T.DriverArgs;
  auto pass = [&Out](const Twine &Flag) { Out.push_back(Flag.str()); };
  if (std::optional<Phase> Output = phaseOf(A.getOption().getID()))
    T.Output = std::min(T.Output, *Output);
  if (A.getOption().matches(OPT_l) || A.getOption().matches(OPT_L))
    T.LinkerArgPositions.push_back(Out.size());
  switch (A.getOption().getID()) {
  case OPT_INPUT: {
    std::optional<std::string> Input =
        T.MapInput ? T.MapInput(A.getValue()) : std::string(A.getValue());
    if (Input) {
      pass(*Input);
      T.Inputs.push_back(*Input);
    }
    return;
  }
  case OPT_UNKNOWN:
    if (ForwardUnknown)
      translateHostCompilerFlag(T, written(T, A));
    else
      reportUnknown(T, written(T, A));
    return;

  // Phases and outputs (the phase itself is phaseOf's).
  case OPT_device_c:
  case OPT_device_w:
    T.Rdc = A.getOption().getID() == OPT_device_c;
    return;
  case OPT_gen_deps:
  case OPT_gen_nonsys_deps:
    pass(A.getOption().getID() == OPT_gen_deps ? "-M" : "-MM");
    return;
  case OPT_compile:
  case OPT_link:
  case OPT_preprocess:
  case OPT_cuda_translation:
  case OPT_ptx:
  case OPT_cubin:
  case OPT_fatbin:
  case OPT_lib:
  case OPT_dlink:
    return;
  case OPT_output_file:
    T.OutputFile = A.getValue();
    return;
  case OPT_output_directory:
    T.OutputDirectory = A.getValue();
    return;
  case OPT_x:
    if (std::optional<StringRef> Language = driverLanguage(A.getValue())) {
      pass("-x");
      pass(*Language);
    } else {
      error(T, "invalid language '" + Twine(A.getValue()) + "' in '" +
                   written(T, A) + "' (expected cu, c++ or c)");
    }
    return;
  case OPT_keep:
    T.Keep = true;
    return;
  case OPT_keep_dir:
    note("'" + written(T, A) +
         "': intermediate files are kept next to the output file");
    return;
  case OPT_dryrun:
    T.DryRun = true;
    return;
  case OPT_verbose:
    T.Verbose = true;
    return;
  case OPT_help:
  case OPT_version:
  case OPT_options_file:
    return; // handled before translation

  // GPU targets.
  case OPT_cuda_gpu_arch_eq:
    addArchitecture(T, A, A.getValue());
    return;
  case OPT_arch: {
    // One value, as nvcc's: the last -arch is the one used, and an earlier
    // one (a Makefile's, before NVCC_APPEND_FLAGS's) is not even checked.
    const opt::Arg *Last = T.Args->getLastArg(OPT_arch);
    if (&A != Last)
      return;
    if (!T.Quiet &&
        any_of(T.Args->filtered(OPT_arch), [&](const opt::Arg *Other) {
          return StringRef(Other->getValue()) != Last->getValue();
        }))
      errs() << ToolName
             << ": warning: incompatible redefinition for option "
                "'gpu-architecture', the last value of this option was used\n";
    // Without -code, -arch=sm_XX is nvcc's code=[sm_XX,compute_XX].
    addArchitecture(T, A, A.getValue(),
                    /*WithPtx=*/!T.Args->hasArg(OPT_gpu_code));
    return;
  }
  case OPT_gpu_code:
    for (StringRef Code : listValues(T, A))
      addArchitecture(T, A, Code, Code.starts_with("compute_"));
    return;
  case OPT_gencode:
    addGencode(T, A);
    return;

  // Separable compilation.
  case OPT_rdc:
    if (std::optional<bool> Rdc = parseBool(T, A))
      T.Rdc = *Rdc;
    return;
  case OPT_fgpu_rdc:
  case OPT_fno_gpu_rdc:
    T.Rdc = A.getOption().getID() == OPT_fgpu_rdc;
    return;

  // The tools behind nvcc.
  case OPT_Xcompiler:
    for (StringRef Flag : listValues(T, A))
      translateHostCompilerFlag(T, Flag);
    return;
  case OPT_Xptxas:
    for (StringRef Flag : listValues(T, A)) {
      pass("-Xcuda-ptxas");
      pass(Flag);
    }
    return;
  case OPT_Xlinker:
  case OPT_Wl:
    for (StringRef Flag : listValues(T, A)) {
      pass("-Xlinker");
      pass(Flag);
    }
    return;
  case OPT_Xnvlink:
    note("'" + written(T, A) +
         "' ignored: the device link is clang-nvlink-wrapper's");
    return;
  case OPT_Xfatbin:
    for (StringRef Flag : listValues(T, A))
      T.FatbinaryFlags.push_back(Flag.str());
    return;
  case OPT_no_compress:
    T.FatbinaryFlags.push_back("-compress=false");
    return;
  case OPT_compress_mode:
    T.FatbinaryFlags.push_back(
        ("--compress-mode=" + Twine(A.getValue())).str());
    return;
  case OPT_Xarchive:
    for (StringRef Flag : listValues(T, A))
      T.ArchiverFlags.push_back(Flag.str());
    return;
  case OPT_archiver_binary:
    T.Archiver = A.getValue();
    return;
  case OPT_Xcudafe:
    addCudafeFlags(T, A);
    return;
  case OPT_ccbin:
    if (T.Verbose)
      note("'" + written(T, A) +
           "': the host side is compiled by scale-clang; a link takes only "
           "its --as-needed default from that compiler");
    T.HostCompiler = sys::fs::is_directory(A.getValue())
                         ? (Twine(A.getValue()) + "/g++").str()
                         : A.getValue();
    return;
  case OPT_cudadevrt:
    if (StringRef(A.getValue()) == "none" || StringRef(A.getValue()) == "static")
      T.DeviceRuntime = StringRef(A.getValue()) == "static";
    else
      error(T, "invalid value '" + Twine(A.getValue()) + "' in '" +
                   written(T, A) + "' (expected static or none)");
    return;
  case OPT_forward_unknown:
  case OPT_forward_unknown_linker:
  case OPT_allow_unsupported_compiler:
  case OPT_threads:
  case OPT_split_compile:
  case OPT_m64:
  case OPT_extra_device_vectorization:
  case OPT_expt_relaxed_constexpr: // Clang's CUDA allows both always
  case OPT_extended_lambda:
  case OPT_display_error_number:
  case OPT_no_display_error_number:
  case OPT_Wno_deprecated_gpu_targets:
  case OPT_Wdefault_stream_launch:
  case OPT_Wmissing_launch_bounds:
  case OPT_Wext_lambda_captures_this:
  // nvcc's make jobserver, fast-compile levels,
  // jump tables, and options for front-end and host-compiler behaviour that
  // Clang has built in or does not have (32-bit alignment, stub linkage and
  // visibility, std::initializer_list and std::move on the device, which
  // Clang always allows).
  case OPT_jobserver:
  case OPT_Ofast_compile:
  case OPT_jump_table_density:
  case OPT_no_align_double:
  case OPT_no_host_device_initializer_list:
  case OPT_no_host_device_move_forward:
  // Windows, QNX, nvcc's profile and targets/ layout (NvccOptions.td);
  // intermediate files in the object's directory; a kernel list that only
  // makes nvcc's code smaller; compute-sanitizer's instrumentation, which
  // its tools do not need; PTX in the device link's fat binary, which
  // Clang's always has; a link of scale-nvcc -dlink's object, which links
  // no device code again (docs/nvcc.md).
  case OPT_use_local_env:
  case OPT_force_cl_env_setup:
  case OPT_input_drive_prefix:
  case OPT_dependency_drive_prefix:
  case OPT_drive_prefix:
  case OPT_qpp_config:
  case OPT_dont_use_profile:
  case OPT_libdevice_directory:
  case OPT_target_directory:
  case OPT_augment_host_linker_script:
  case OPT_objdir_as_tempdir:
  case OPT_entries:
  case OPT_relocatable_ptx:
  case OPT_no_device_link:
    return;
  case OPT_sanitize:
    // ptxas takes memcheck alone.
    if (StringRef(A.getValue()) != "memcheck")
      error(T, "invalid value '" + Twine(A.getValue()) + "' in '" +
                   written(T, A) + "' (expected memcheck)");
    return;
  case OPT_host_linker_script:
    if (StringRef(A.getValue()) == "gen-lcs")
      error(T, "'" + written(T, A) +
                   "' is not supported: scale-nvcc's host link needs no "
                   "linker script to write");
    else if (StringRef(A.getValue()) != "use-lcs")
      error(T, "invalid value '" + Twine(A.getValue()) + "' in '" +
                   written(T, A) + "' (expected use-lcs or gen-lcs)");
    return;
  case OPT_time:
    // Written by runNvcc, once the work is done.
    return;
  case OPT_run:
    // Run by runNvcc, once linked.
    T.Run = true;
    return;
  case OPT_run_args:
    for (StringRef Arg : listValues(T, A))
      T.RunArgs.push_back(Arg.str());
    return;
  case OPT_extensible_whole_program:
    // nvcc compiles partially linked device code that its link step links
    // with the device runtime (cicc --partial-link, fatbinary --device-c),
    // and defines __CUDACC_EWP__ instead of __CUDACC_RDC__.
    if (!T.Rdc)
      T.Rdc = true;
    pass("-D__CUDACC_EWP__");
    return;
  case OPT_relocatable_link:
    T.RelocatableLink = true;
    pass("-r");
    return;
  case OPT_source_in_ptx:
    T.SourceInPtx = true;
    return;
  case OPT_fdevice_syntax_only:
    T.DeviceSyntaxOnly = true;
    return;
  case OPT_fdevice_time_trace:
    T.DeviceTimeTrace = A.getValue();
    return;
  case OPT_optimization_info:
    for (StringRef Kind : listValues(T, A)) {
      if (Kind != "inline") {
        error(T, "invalid value '" + Kind + "' in '" + written(T, A) +
                     "' (expected inline)");
        continue;
      }
      pass("-Xarch_device");
      pass("-Rpass=inline");
      pass("-Xarch_device");
      pass("-Rpass-missed=inline");
    }
    return;
  case OPT_brief_diagnostics:
  case OPT_device_stack_protector:
  case OPT_static_global_template_stub:
  case OPT_device_entity_has_hidden_visibility:
    parseBool(T, A);
    return;
  // Device link-time optimisation: the objects carry device code that links
  // without it, and the program is the same.
  case OPT_dlto:
    if (T.Verbose)
      note("'" + written(T, A) +
           "' ignored: device code is linked without link-time "
           "optimisation");
    return;

  // Code generation.
  case OPT_O:
  case OPT_optimize:
    if (StringRef(A.getValue()).size() != 1 ||
        !StringRef("0123").contains(A.getValue()[0])) {
      error(T, "invalid optimisation level in '" + written(T, A) +
                   "' (expected 0 to 3)");
      return;
    }
    pass("-O" + Twine(A.getValue()));
    return;
  case OPT_dopt:
    T.DeviceOptimization = StringRef(A.getValue()) != "off";
    return;
  case OPT_debug:
    pass("-Xarch_host");
    pass("-g");
    return;
  case OPT_device_debug:
    T.DeviceDebug = true;
    return;
  case OPT_lineinfo:
    pass("-Xarch_device");
    pass("-gline-tables-only");
    return;
  case OPT_use_fast_math:
    T.FlushToZero = true;
    T.PreciseDivision = false;
    T.PreciseSqrt = false;
    T.Fmad = true;
    T.ApproxTranscendentals = true;
    return;
  case OPT_ftz:
    T.FlushToZero = parseBool(T, A);
    return;
  case OPT_prec_div:
    T.PreciseDivision = parseBool(T, A);
    return;
  case OPT_prec_sqrt:
    T.PreciseSqrt = parseBool(T, A);
    return;
  case OPT_fmad:
    T.Fmad = parseBool(T, A);
    return;
  case OPT_maxrregcount: {
    unsigned Count;
    if (StringRef(A.getValue()).getAsInteger(10, Count)) {
      error(T, "invalid register count in '" + written(T, A) + "'");
      return;
    }
    pass("-Xcuda-ptxas");
    pass("--maxrregcount=" + Twine(Count));
    return;
  }
  case OPT_res_usage:
    pass("-Xcuda-ptxas");
    pass("-v");
    return;
  // nvcc's -w silences ptxas too (RELION's Release flags, with ptxas's
  // -warn-double-usage: thousands of lines otherwise).
  case OPT_disable_warnings:
    pass("-w");
    pass("-Xcuda-ptxas");
    pass("-w");
    return;
  case OPT_restrict:
    T.RestrictKernelPointers = true;
    return;
  case OPT_keep_device_functions:
    T.KeepDeviceFunctions = true;
    return;
  case OPT_no_exceptions:
    pass("-fno-exceptions");
    return;
  case OPT_profile:
    // gprof's instrumentation calls the host's mcount (as -Xcompiler -pg).
    T.HostOnlyFlags.push_back("-pg");
    return;
  case OPT_ftemplate_depth:
    pass("-ftemplate-depth=" + Twine(A.getValue()));
    return;
  case OPT_ftemplate_backtrace_limit:
    pass("-ftemplate-backtrace-limit=" + Twine(A.getValue()));
    return;
  case OPT_frandom_seed:
    pass("-frandom-seed=" + Twine(A.getValue()));
    return;
  case OPT_default_stream: {
    // nvcc's per-thread default stream is the runtime headers' macro.
    StringRef Stream = A.getValue();
    if (!is_contained({"legacy", "null", "per-thread"}, Stream)) {
      error(T, "invalid value in '" + written(T, A) +
                   "' (expected legacy, null or per-thread)");
      return;
    }
    if (Stream == "per-thread")
      pass("-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1");
    return;
  }
  case OPT_std:
    pass("-std=" + Twine(A.getValue()));
    return;
  case OPT_machine:
    if (StringRef(A.getValue()) != "64")
      error(T, "'" + written(T, A) + "' is not supported: only 64-bit "
                   "code is (as in CUDA 13)");
    return;
  case OPT_cudart:
    T.Runtime = StringSwitch<CudaRuntime>(A.getValue())
                    .Case("shared", CudaRuntime::Shared)
                    .Case("none", CudaRuntime::None)
                    .Default(CudaRuntime::Static);
    if (!is_contained({"static", "shared", "none"}, StringRef(A.getValue())))
      error(T, "invalid value in '" + written(T, A) +
                   "' (expected static, shared or none)");
    return;

  // Warnings.
  case OPT_Werror:
    for (StringRef Kind : listValues(T, A)) {
      if (Kind == "all-warnings")
        pass("-Werror");
      else if (std::optional<StringRef> Group = clangGroupOfWerrorKind(Kind))
        pass("-Werror=" + *Group);
      else if (Kind == "cross-execution-space-call")
        // A call across execution spaces is an error under Clang already
        // (AMGX builds every file with this flag): nothing to say.
        continue;
      else if (is_contained({"default-stream-launch", "missing-launch-bounds",
                             "ext-lambda-captures-this"},
                            Kind))
        // nvcc's -Werror makes these warnings errors; Clang has no such
        // warning, so code nvcc would reject compiles.
        note("'-Werror " + Kind + "' has no Clang warning; ignored");
      else
        error(T, "invalid warning kind '" + Kind + "' in '" +
                     written(T, A) + "'");
    }
    return;
  case OPT_diag_suppress:
    addNvccDiagnostics(T, A, "-Wno-");
    return;
  case OPT_diag_warn:
    addNvccDiagnostics(T, A, "-W");
    return;
  case OPT_diag_error:
    addNvccDiagnostics(T, A, "-Werror=");
    return;

  // Dependencies, warnings, preprocessor, host compiler, linker, and the
  // extension: the driver's own spelling.
  case OPT_l:
  case OPT_gen_deps_compile:
  case OPT_gen_nonsys_deps_compile:
  case OPT_gen_dep_targets:
  case OPT_dep_output:
  case OPT_dep_target:
  case OPT_Wno_deprecated_declarations:
  case OPT_Wreorder:
  case OPT_I:
  case OPT_isystem:
  case OPT_D:
  case OPT_U:
  case OPT_L:
  case OPT_pre_include:
  case OPT_shared:
  case OPT_Wscale:
  case OPT_Wno_scale:
  case OPT_Werror_scale:
  case OPT_Wno_error_scale:
  case OPT_fscale:
  case OPT_fno_scale:
  case OPT_cuda_path_eq:
  case OPT_fcolor_diagnostics:
  case OPT_fno_color_diagnostics:
  case OPT_cuda_include_ptx_eq:
  case OPT_no_cuda_include_ptx_eq:
  case OPT_fPIC:
  case OPT_fPIE:
    {
      // The canonical spelling (the driver's), whichever nvcc alias was used.
      StringRef Spelling = A.getOption().getPrefixedName();
      StringRef Value = A.getNumValues() ? A.getValue() : "";
      // nvcc's `-isystem=dir` (CMake's flag for SYSTEM include directories
      // of nvcc), `-I=dir`, `-L=dir`: the '=' separates the value, where
      // Clang's driver would read a sysroot prefix and miss the directory.
      if (A.getOption().matches(OPT_I) || A.getOption().matches(OPT_isystem) ||
          A.getOption().matches(OPT_L))
        Value.consume_front("=");
      if (A.getNumValues() == 0)
        pass(Spelling);
      else if (A.getOption().getKind() == opt::Option::SeparateClass)
        Out.insert(Out.end(), {Spelling.str(), Value.str()});
      else
        pass(Spelling + Value);
    }
    return;
  }
  error(T, "'" + written(T, A) + "' is not supported by scale-nvcc");
}

/// Maps one nvcc argument: each value of a list option (`-Ia,b`: nvcc's
/// -I, -isystem, -D, -U, -include, -L, -l) as an argument of its own.
void translate(Translation &T, const opt::Arg &A, bool ForwardUnknown) {
  const opt::Option &O = A.getOption();
  if (!O.matches(OPT_I) && !O.matches(OPT_isystem) && !O.matches(OPT_D) &&
      !O.matches(OPT_U) && !O.matches(OPT_pre_include) && !O.matches(OPT_L) &&
      !O.matches(OPT_l))
    return translateOne(T, A, ForwardUnknown);
  for (const std::string &Value : nvccListValues(A.getValue()))
    translateOne(T,
                 opt::Arg(O, A.getSpelling(), A.getIndex(),
                          T.Args->MakeArgString(Value)),
                 ForwardUnknown);
}

/// The CUDA toolkit's root: $CUDA_PATH, else the directory above ptxas on
/// PATH (not nvcc's: scale-nvcc may be on PATH as nvcc), else
/// /usr/local/cuda (where Clang looks too); the first with a lib64/.
std::string cudaRoot() {
  std::vector<std::string> Candidates;
  if (std::optional<std::string> Env = sys::Process::GetEnv("CUDA_PATH"))
    Candidates.push_back(*Env);
  if (ErrorOr<std::string> Ptxas = sys::findProgramByName("ptxas")) {
    SmallString<256> Real;
    if (!sys::fs::real_path(*Ptxas, Real))
      Candidates.push_back(
          sys::path::parent_path(sys::path::parent_path(Real)).str());
  }
  Candidates.push_back("/usr/local/cuda");
  for (const std::string &Root : Candidates)
    if (sys::fs::is_directory(Root + "/lib64"))
      return Root;
  return Candidates.back();
}

/// nvcc links the CUDA runtime into every program and shared library.
void addCudaRuntime(Translation &T) {
  if (T.Runtime == CudaRuntime::None)
    return;
  T.DriverArgs.push_back("-L" + cudaRoot() + "/lib64");
  if (T.Runtime == CudaRuntime::Shared) {
    T.DriverArgs.push_back("-lcudart");
    return;
  }
  for (const char *Lib : {"-lcudart_static", "-ldl", "-lrt", "-lpthread"})
    T.DriverArgs.push_back(Lib);
}

/// An nvlink options file that names the device runtime, `-lcudadevrt`,
/// written once per run of scale-nvcc and removed when it exits; empty if
/// it cannot be written.
const std::string &deviceRuntimeOptionsFile() {
  struct OptionsFile {
    std::string Path;
    ~OptionsFile() {
      if (!Path.empty())
        sys::fs::remove(Path);
    }
  };
  static const OptionsFile File = [] {
    SmallString<256> Path;
    int FD;
    if (sys::fs::createTemporaryFile("cudadevrt", "optf", FD, Path))
      return OptionsFile();
    raw_fd_ostream Out(FD, /*shouldClose=*/true);
    Out << "-lcudadevrt\n";
    return OptionsFile{Path.str().str()};
  }();
  return File.Path;
}

/// nvcc's device link links the device runtime, libcudadevrt.a (dynamic
/// parallelism: a kernel launched from device code calls its
/// __cudaCDP2LaunchDevice), unless -cudadevrt none. Clang's linker wrapper
/// gives the device linker only what -Xoffload-linker names. nvlink takes
/// it as a library, whose member it links only where the device code calls
/// into it, as in nvcc's device link; Clang's nvlink wrapper, given
/// `-lcudadevrt`, extracts the archive's member itself and, since the
/// member carries a fat binary, passes it to nvlink as an object whether
/// or not anything calls it: every -rdc program then carried the
/// runtime's 32 memcpy and memset kernels (a one-kernel program's cubin
/// 201,248 bytes, 3,688 without). The wrapper claims -l and --library but
/// passes an options file on to nvlink.
void addDeviceRuntime(Translation &T) {
  if (!T.DeviceRuntime)
    return;
  T.DriverArgs.insert(T.DriverArgs.end(),
                      {"-Xoffload-linker", "-L" + cudaRoot() + "/lib64"});
  const std::string &OptionsFile = deviceRuntimeOptionsFile();
  if (OptionsFile.empty())
    T.DriverArgs.insert(T.DriverArgs.end(),
                        {"-Xoffload-linker", "-lcudadevrt"});
  else
    T.DriverArgs.insert(T.DriverArgs.end(),
                        {"-Xoffload-linker", "--options-file=" + OptionsFile});
}

/// Whether the link spec of the GCC \p HostCompiler (`*link:` in its
/// -dumpspecs) passes --as-needed. A compiler that is not found, or not a
/// GCC (no -dumpspecs), does not.
bool hostCompilerLinksAsNeeded(StringRef HostCompiler) {
  ErrorOr<std::string> Path = HostCompiler.contains('/')
                                  ? ErrorOr<std::string>(HostCompiler.str())
                                  : sys::findProgramByName(HostCompiler);
  if (!Path || !sys::fs::can_execute(*Path))
    return false;
  SmallString<128> Specs;
  if (sys::fs::createTemporaryFile("specs", "txt", Specs))
    return false;
  FileRemover RemoveSpecs(Specs);
  std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(Specs),
                                          StringRef("")};
  if (sys::ExecuteAndWait(*Path, {*Path, "-dumpspecs"}, std::nullopt, Redirects,
                          /*SecondsToWait=*/10) != 0)
    return false;
  ErrorOr<std::unique_ptr<MemoryBuffer>> Text = MemoryBuffer::getFile(Specs);
  if (!Text)
    return false;
  // A spec is its name line, then its text on the next line.
  StringRef Rest = (*Text)->getBuffer();
  size_t Name = Rest.find("*link:\n");
  if (Name == StringRef::npos)
    return false;
  return Rest.substr(Name).split('\n').second.split('\n').first.contains(
      "--as-needed");
}

/// Whether \p Input is compiled (rather than linked).
bool isSource(StringRef Input) {
  StringRef Extension = sys::path::extension(Input);
  return is_contained({".cu", ".cpp", ".cc", ".cxx", ".c", ".C"}, Extension);
}

std::string withExtension(StringRef Input, StringRef Extension) {
  SmallString<256> Name(sys::path::filename(Input));
  sys::path::replace_extension(Name, Extension);
  return Name.str().str();
}

/// Under -Werror, the warnings Clang gives by default and g++ only at -Wall
/// or -Wextra, or never on nvcc's translation of a .cu file
/// (GccLevelWarnings.def), stay warnings where nvcc's build gives none of
/// them: on the host side (`-Xcompiler -Werror`) unless the level is on
/// the command line, as g++ then fails too; with nvcc's `-Werror
/// all-warnings`, which nvcc hands to g++ as well, on both sides, since
/// nvcc's device front end gives none of them either, made errors again on
/// the host side at the level given. A warning named (-Wname,
/// -Werror=name) is left as asked.
void keepGccLevelWarningsWarnings(Translation &T) {
  std::vector<std::string> &Host = T.HostOnlyFlags;
  auto given = [&Host](const Twine &Flag) {
    return is_contained(Host, Flag.str());
  };
  bool BothSides = is_contained(T.DriverArgs, "-Werror");
  if (!BothSides && !given("-Werror"))
    return;
  std::vector<std::string> HostAdded;
  auto keep = [&](StringRef Name, StringRef Level) {
    if (given("-W" + Name) || given("-Werror=" + Name))
      return;
    bool AtLevel = !Level.empty() && given(Level);
    if (BothSides) {
      T.DriverArgs.push_back(("-Wno-error=" + Name).str());
      if (AtLevel)
        HostAdded.push_back(("-Werror=" + Name).str());
    } else if (!AtLevel) {
      HostAdded.push_back(("-Wno-error=" + Name).str());
    }
  };
#define GCC_LEVEL_DEFAULT_WARNING(NAME, LEVEL) keep(NAME, LEVEL);
#include "GccLevelWarnings.def"
  Host.insert(Host.end(), HostAdded.begin(), HostAdded.end());
}

/// The driver arguments that follow from the whole command line.
void finishTranslation(Translation &T) {
  std::vector<std::string> &Out = T.DriverArgs;
  // nvcc ignores libraries where nothing is linked (NPB's compile lines
  // carry -lgomp); the driver would call them unused. A device link (static
  // device libraries) and an archive keep them.
  if (T.Output != Phase::Link && T.Output != Phase::DeviceLink &&
      T.Output != Phase::Library)
    for (size_t Position : llvm::reverse(T.LinkerArgPositions))
      Out.erase(Out.begin() + Position);
  // nvcc's link puts every object first and the -l libraries after them,
  // in their order (`g++ OBJECTS ... -lcublas -lm TOOLKIT-LIBRARIES`), so
  // `nvcc -lcublas main.cu` (llm.c's Makefile) links, also with the
  // --as-needed below, under which a library before the object that calls
  // it is not recorded, and with static archives.
  if (T.Output == Phase::Link) {
    std::vector<std::string> Libraries;
    for (size_t Position : llvm::reverse(T.LinkerArgPositions))
      if (StringRef(Out[Position]).starts_with("-l")) {
        Libraries.insert(Libraries.begin(), std::move(Out[Position]));
        Out.erase(Out.begin() + Position);
      }
    Out.insert(Out.end(), Libraries.begin(), Libraries.end());
  }
  bool CompilesSource =
      any_of(T.Inputs, [](const std::string &In) { return isSource(In); });
  // nvcc applies each flag where it means something and ignores it
  // elsewhere: device and compile flags on a link step, CUDA flags on C and
  // C++ files. The driver would warn that they are unused.
  bool CompilesCuda =
      any_of(T.Inputs,
             [](const std::string &In) {
               return sys::path::extension(In) == ".cu";
             }) ||
      any_of(T.Args->filtered(OPT_x), [](const opt::Arg *A) {
        return driverLanguage(A->getValue()) == StringRef("cuda");
      });
  // Nor do the device flags mean anything where only the host side is
  // read (-M, -E: `-M --use_fast_math`, FindCUDA's dependency scan).
  if (!CompilesCuda || T.Output == Phase::Dependencies ||
      T.Output == Phase::Preprocess)
    Out.insert(Out.begin(), "-Wno-unused-command-line-argument");
  keepGccLevelWarningsWarnings(T);
  for (const std::string &Flag : T.HostOnlyFlags) {
    if (CompilesCuda)
      Out.push_back("-Xarch_host");
    Out.push_back(Flag);
  }
  // `register` in C++17 is a warning under nvcc (its host compiler's,
  // g++'s -Wregister), an error by default in Clang; first, so that the
  // command line's -Werror=register still makes it one.
  Out.insert(Out.begin(), "-Wno-error=register");
  // A narrowing conversion in braces is a warning under nvcc (its front
  // end's #2361, g++'s -Wnarrowing for a value known only at run time), an
  // error by default in Clang: `k<<<grid, {bx, by, 1}>>>` with int bx, by
  // initialises a dim3 of unsigned ints (NVIDIA's
  // multi-gpu-programming-models). First, as for -Wregister.
  Out.insert(Out.begin(), "-Wno-error=c++11-narrowing");
  // `X::template f(args)`, `template` before a name without a template
  // argument list: nvcc's front end and g++ accept it silently (CUB before
  // CCCL, cub/thread/thread_store.cuh: `IterateThreadStore<0,
  // VEC_SIZE>::template Dereference(...)`), Clang's warning is an error by
  // default. First, as for -Wregister.
  Out.insert(Out.begin(),
             "-Wno-error=missing-template-arg-list-after-template-kw");
  // Clang's deprecations of attributes that nvcc's front end and g++ take
  // silently: `__host__ __device__` on a deduction guide (XGBoost's
  // encoder/types.h, in 14 of its files), GCC's vector `mode`, an
  // attribute of a type written on a declaration. First, so that the
  // command line's -Wdeprecated-attributes still asks for them.
  Out.insert(Out.begin(), "-Wno-deprecated-attributes");
  // An override without `override` in a class that marks another one:
  // g++ has no such warning (its -Wsuggest-override, in neither -Wall nor
  // -Wextra, is a different one, for every unmarked override), nor has
  // nvcc's front end, so nvcc's `-Xcompiler -Werror` builds pass where
  // Clang's default warning failed them (LightGBM's CUDA objective
  // interfaces: 82 of them). First, so that the command line's
  // -Winconsistent-missing-override still asks for it.
  Out.insert(Out.begin(), "-Wno-inconsistent-missing-override");
  // A variable-length array in C++, a GNU extension g++ and nvcc's front
  // end take silently (AMGX's stacktrace.h, `void *addrlist[max_frames +
  // 1]`, in each of its files): Clang warns by default where the bound is
  // a parameter. g++ warns under -Wvla or -pedantic; the first comes after
  // this and asks for it again, the second would not, so it is not added.
  if (!is_contained(T.HostOnlyFlags, "-pedantic") &&
      !is_contained(T.HostOnlyFlags, "-pedantic-errors"))
    Out.insert(Out.begin(), "-Wno-vla-cxx-extension");
  // nvcc's front end takes `typeof` as a keyword whatever -std says; g++
  // and Clang only under -std=gnu++NN. The toolkit's own NCCL device
  // headers use it (READ_ONCE in nccl_device/gin), so every -std=c++17
  // file that includes <nccl_device.h> needs it (NVIDIA's nccl-tests).
  // C and C++ files go to the host compiler as under nvcc.
  if (CompilesCuda)
    Out.push_back("-fgnu-keywords");
  // `return;` in a function that returns a value: nvcc's front end warns
  // (#117) and accepts it in device code and in `main` (cuda-samples
  // cudaGraphsPerfScaling); Clang's -Wreturn-mismatch is an error by
  // default. A warning in CUDA files, first, so that the command line's
  // -Werror=return-mismatch makes it an error again. (g++ rejects it in
  // other host functions, which Clang then accepts with the warning.)
  if (CompilesCuda)
    Out.insert(Out.begin(), "-Wno-error=return-mismatch");
  // nvcc takes `#pragma unroll` as a hint and says nothing when a loop is
  // not unrolled; Clang warns from its optimiser, also for system headers
  // (CUB's radix sort in every Thrust sort).
  Out.insert(Out.begin(), "-Wno-pass-failed");
  // ptxas's options where nothing is assembled (-ptx, -E, -M): nvcc ignores
  // them, the driver would call them unused (an error under
  // -Xcompiler=-Werror; moderngpu's Makefile with -Xptxas=-v).
  if (T.Output == Phase::Ptx || T.Output == Phase::Preprocess ||
      T.Output == Phase::Translation || T.Output == Phase::Dependencies)
    for (auto Flag = Out.begin(); Flag != Out.end();)
      Flag = *Flag == "-Xcuda-ptxas" && std::next(Flag) != Out.end()
                 ? Out.erase(Flag, std::next(Flag, 2))
                 : std::next(Flag);
  // nvcc 13's default target, sm_75 (CUDA 13's oldest), also when
  // -fno-scale-addrspaces gives upstream's driver, whose default CUDA 13
  // cannot compile for.
  if (T.Targets.empty() && CompilesCuda) {
    T.Targets.insert(cuda13Architectures(/*MajorOnly=*/false).front().str());
    T.PtxTargets.insert(*T.Targets.begin());
  }
  // GPU targets are CUDA compilations'; the device link takes them from
  // the objects. Elsewhere, with -fopenmp, the driver would take them as
  // OpenMP offloading targets (C and C++ files, the link).
  // A family target is compiled as its base architecture, which the
  // driver then retargets; with both, the family's cubin serves the base.
  if (CompilesCuda)
    for (const std::string &Target : T.Targets) {
      std::optional<StringRef> Base = familyBase(Target);
      if (!Base) {
        if (!T.Targets.count(Target + "f"))
          Out.push_back("--offload-arch=" + Target);
        continue;
      }
      Out.push_back(("--offload-arch=" + *Base).str());
      Out.push_back(("-fscale-nvptx-family=" + *Base).str());
    }
  // The PTX nvcc puts into the fat binary for the driver to compile for a
  // GPU newer than every cubin. Clang's offload driver embeds a cubin only
  // unless --cuda-include-ptx names the target; fatbinary's flags go to the
  // same job. Only an object or a program compiled from CUDA has that fat
  // binary: with relocatable device code it is the device link's
  // (clang-nvlink-wrapper's, cubins only), and -ptx, -cubin, -E make none.
  bool MakesFatBinary = CompilesCuda && !T.Rdc.value_or(false) &&
                        !T.DeviceSyntaxOnly &&
                        (T.Output == Phase::Compile || T.Output == Phase::Link);
  if (MakesFatBinary) {
    for (const std::string &Target : T.PtxTargets)
      Out.push_back(
          ("--cuda-include-ptx=" + familyBase(Target).value_or(Target)).str());
    for (const std::string &Flag : T.FatbinaryFlags)
      Out.insert(Out.end(), {"-Xcuda-fatbinary", Flag});
  } else if (!T.FatbinaryFlags.empty() && T.Verbose) {
    note("fatbinary's flags ignored: this command makes no fat binary with "
         "fatbinary");
  }
  if (T.Rdc.value_or(false))
    Out.push_back("-fgpu-rdc");
  // -fdevice-syntax-only: the device side is checked by a compilation of
  // its own (runDeviceOnly); the object gets no device code, as nvcc's.
  if (T.DeviceSyntaxOnly && CompilesCuda &&
      (T.Output == Phase::Compile || T.Output == Phase::Link))
    Out.push_back("--cuda-host-only");
  // nvcc optimises device code whatever -O says, unless -G or -dopt off
  // (only where something is compiled: the driver warns on unused flags).
  if (CompilesSource) {
    Out.insert(Out.end(),
               {"-Xarch_device",
                T.DeviceDebug || !T.DeviceOptimization ? "-O0" : "-O3"});
    // Device debug information with ptxas's optimisations off; given to
    // the device side only, where it is read (no unused-flag warning).
    if (T.DeviceDebug)
      Out.insert(Out.end(), {"-Xarch_device", "-g", "-Xarch_device",
                             "--cuda-noopt-device-debug"});
  }
  if (T.FlushToZero)
    Out.push_back(*T.FlushToZero ? "-fgpu-flush-denormals-to-zero"
                                 : "-fno-gpu-flush-denormals-to-zero");
  if (T.ApproxTranscendentals)
    Out.push_back("-fgpu-approx-transcendentals");
  // nvcc's meanings that passes of ours give device code, asked for by
  // LLVM options of the device jobs only (the host's assembler job of
  // -keep does not know them). Clang's header makes only sinf, cosf,
  // sincosf, logf and log2f approximate; nvcc's --use_fast_math also expf,
  // exp10f, log10f, powf, tanf and tanhf (NvccFastMath.h).
  const std::pair<bool, const char *> DevicePassOptions[] = {
      {T.ApproxTranscendentals, "-mllvm=-scale-nvcc-fast-math"},
      {T.RestrictKernelPointers, "-mllvm=-scale-nvcc-restrict"},
      {T.KeepDeviceFunctions, "-mllvm=-scale-nvcc-keep-device-functions"}};
  for (auto [Wanted, Option] : DevicePassOptions)
    if (Wanted && CompilesSource)
      Out.insert(Out.end(), {"-Xarch_device", Option});
  // NVPTX: division 0 = div.approx, 1 = div.full, 2 = IEEE; under
  // --use_fast_math nvcc emits div.approx, with --prec-div=false alone
  // div.full.
  if (T.PreciseDivision)
    Out.insert(Out.end(),
               {"-mllvm", *T.PreciseDivision ? "-nvptx-prec-divf32=2"
                          : T.ApproxTranscendentals ? "-nvptx-prec-divf32=0"
                                                    : "-nvptx-prec-divf32=1"});
  // nvcc's square root is IEEE unless --prec-sqrt=false; Clang's default is
  // the approximation. libdevice's sqrtf asks __CUDA_PREC_SQRT, the
  // backend's llvm.sqrt lowering its own option.
  if (CompilesSource) {
    bool PreciseSqrt = T.PreciseSqrt.value_or(true);
    Out.insert(Out.end(), {"-mllvm", PreciseSqrt
                                         ? "-nvvm-reflect-add=__CUDA_PREC_SQRT=1"
                                         : "-nvvm-reflect-add=__CUDA_PREC_SQRT=0",
                           "-mllvm", PreciseSqrt ? "-nvptx-prec-sqrtf32=1"
                                                 : "-nvptx-prec-sqrtf32=0"});
  }
  if (T.Fmad)
    Out.push_back(*T.Fmad ? "-ffp-contract=fast" : "-ffp-contract=off");
  // The driver keeps its intermediate files next to the output file;
  // --keep-dir names nvcc's directory for them, which is that one when the
  // output is written there.
  if (T.Keep)
    Out.push_back("-save-temps=obj");
  if (T.Verbose)
    Out.push_back("-v");
  if (T.DryRun)
    Out.push_back("-###");

  std::string OutputFile = T.OutputFile;
  StringRef FirstInput = T.Inputs.empty() ? "" : StringRef(T.Inputs.front());
  switch (T.Output) {
  case Phase::Link:
    // A relocatable link is nvcc's `g++ -r -nostdlib`: the runtime comes
    // with the program's link.
    if (!T.RelocatableLink)
      addCudaRuntime(T);
    // nvcc links with its host compiler. Where that is a GCC whose link
    // passes --as-needed before the program's inputs (Debian's, Ubuntu's),
    // a library nothing calls is not recorded: CMake links MatX's examples
    // with libpython3.11.so, which nvcc's programs then do not need where
    // they run. Clang's driver never passes it; the flag goes first, so a
    // -Wl,--no-as-needed of the command line still wins, as with g++.
    if (!T.RelocatableLink && hostCompilerLinksAsNeeded(T.HostCompiler))
      Out.insert(Out.begin(), "-Wl,--as-needed");
    addDeviceRuntime(T);
    if (T.ExportDynamic)
      Out.push_back("-rdynamic");
    break;
  case Phase::Compile:
    Out.push_back("-c");
    if (OutputFile.empty() && !T.OutputDirectory.empty() &&
        T.Inputs.size() == 1)
      OutputFile = T.OutputDirectory + "/" + withExtension(FirstInput, "o");
    break;
  case Phase::Preprocess:
    Out.insert(Out.end(), {"-E", "--cuda-host-only"});
    break;
  case Phase::Translation:
    // nvcc's C++ translation of the host side (cudafe++'s output, with the
    // kernels' launch stubs) has no counterpart in Clang, which compiles
    // CUDA itself: the file gets the host side's preprocessed source, which
    // Makefiles that write it and then compile the .cu (Rodinia's nn) never
    // read (docs/nvcc.md).
    Out.insert(Out.end(), {"-E", "--cuda-host-only"});
    if (T.Inputs.size() > 1)
      error(T, "'-cuda' is supported with one input at a time");
    if (OutputFile.empty())
      OutputFile = (sys::path::filename(FirstInput) + ".cpp.ii").str();
    break;
  case Phase::Dependencies:
    Out.push_back("--cuda-host-only");
    // Rewritten in nvcc's layout after the run (nvccDependencyLayout), also
    // where nvcc prints them.
    if (OutputFile.empty() && T.Inputs.size() == 1 && !T.DryRun) {
      SmallString<256> Path;
      if (!sys::fs::createTemporaryFile("deps", "d", Path)) {
        T.DependenciesTemporary = Path.str().str();
        OutputFile = T.DependenciesTemporary;
      }
    }
    break;
  case Phase::Ptx:
  case Phase::Cubin:
    Out.push_back("--cuda-device-only");
    Out.push_back(T.Output == Phase::Ptx ? "-S" : "-c");
    if (OutputFile.empty() && T.Inputs.size() == 1)
      OutputFile = withExtension(FirstInput,
                                 T.Output == Phase::Ptx ? "ptx" : "cubin");
    break;
  case Phase::Fatbin:
    if (T.OutputFile.empty() && T.Inputs.size() == 1)
      T.OutputFile = withExtension(FirstInput, "fatbin");
    return;
  case Phase::DeviceLink:
    addDeviceRuntime(T);
    break;
  case Phase::Library:
    break;
  }
  if (!OutputFile.empty())
    Out.insert(Out.end(), {"-o", OutputFile});
}

int runDriverWith(const char *Argv0, ArrayRef<std::string> Args,
                  LinkOutput Link = LinkOutput::Program) {
  std::vector<const char *> Argv{Argv0, "--driver-mode=g++"};
  for (const std::string &Arg : Args)
    Argv.push_back(Arg.c_str());
  return runDriver(Argv.size(), Argv.data(), Link);
}

/// Runs the program \p Path (found on PATH when it names no directory).
int runProgram(StringRef Path, ArrayRef<StringRef> Args, bool Echo) {
  if (!Path.contains('/')) {
    ErrorOr<std::string> Found = sys::findProgramByName(Path);
    if (!Found) {
      errs() << ToolName << ": error: cannot find '" << Path << "'\n";
      return 1;
    }
    return runProgram(*Found, Args, Echo);
  }
  SmallVector<StringRef, 16> Argv{Path};
  Argv.append(Args.begin(), Args.end());
  if (Echo) {
    for (StringRef Arg : Argv)
      errs() << " \"" << Arg << "\"";
    errs() << "\n";
  }
  std::string Error;
  int Result = sys::ExecuteAndWait(Path, Argv, std::nullopt, {}, 0, 0, &Error);
  if (!Error.empty())
    errs() << ToolName << ": error: " << Error << "\n";
  return Result;
}

/// Runs one of the LLVM tools that scale-nvcc was built with.
int runTool(StringRef Tool, ArrayRef<StringRef> Args, bool Echo) {
  return runProgram((Twine(SCALE_LLVM_TOOLS_DIR) + "/" + Tool).str(), Args,
                    Echo);
}

/// The driver arguments of \p T without its inputs and output, for the
/// per-input compilations of -lib.
std::vector<std::string> optionsOnly(const Translation &T) {
  std::vector<std::string> Options;
  for (size_t I = 0; I < T.DriverArgs.size(); ++I) {
    const std::string &Arg = T.DriverArgs[I];
    if (is_contained(T.Inputs, Arg))
      continue;
    if (Arg == "-o") {
      ++I;
      continue;
    }
    Options.push_back(Arg);
  }
  return Options;
}

std::optional<std::string> temporaryFile(StringRef Prefix, StringRef Suffix) {
  SmallString<256> Path;
  if (std::error_code EC = sys::fs::createTemporaryFile(Prefix, Suffix, Path)) {
    errs() << ToolName << ": error: " << EC.message() << "\n";
    return std::nullopt;
  }
  return Path.str().str();
}

/// The CUDA sources among \p T's inputs (all of them under -x cu).
std::vector<std::string> cudaSources(const Translation &T) {
  const opt::Arg *Language = T.Args->getLastArg(OPT_x);
  std::vector<std::string> Sources;
  for (const std::string &Input : T.Inputs)
    if (Language ? StringRef(Language->getValue()) == "cu"
                 : sys::path::extension(Input) == ".cu")
      Sources.push_back(Input);
  return Sources;
}

/// -fdevice-syntax-only and -fdevice-time-trace: Clang's driver gives
/// neither -fsyntax-only nor -ftime-trace to the device job of a CUDA
/// compilation, so each CUDA source's device side (for the first GPU
/// target, where a time trace is asked for) is compiled on its own:
/// checked only, or compiled to PTX with cc1 writing the trace.
int runDeviceOnly(const char *Argv0, const Translation &T) {
  std::vector<std::string> Options;
  for (const std::string &Arg : optionsOnly(T))
    if (Arg != "-c" && Arg != "--cuda-host-only" &&
        !StringRef(Arg).starts_with("--offload-arch="))
      Options.push_back(Arg);
  Options.push_back("-Wno-unused-command-line-argument");
  Options.push_back("--cuda-device-only");
  if (T.DeviceSyntaxOnly) {
    Options.push_back("-fsyntax-only");
    for (const std::string &Target : T.Targets)
      Options.push_back(
          ("--offload-arch=" + familyBase(Target).value_or(Target)).str());
  } else {
    Options.insert(Options.end(), {"-S", "-o", "/dev/null"});
    StringRef First = *T.Targets.begin();
    Options.push_back(
        ("--offload-arch=" + familyBase(First).value_or(First)).str());
  }
  if (!T.DeviceTimeTrace.empty())
    Options.insert(Options.end(),
                   {"-Xclang", "-ftime-trace=" + T.DeviceTimeTrace});
  for (const std::string &Source : cudaSources(T)) {
    std::vector<std::string> Args = Options;
    Args.push_back(Source);
    if (int Result = runDriverWith(Argv0, Args))
      return Result;
  }
  return 0;
}

/// --source-in-ptx: above each `.loc` of the PTX file \p Path that moves to
/// another source line, that line as a comment (`//a.cu:12 <text>`), as
/// nvcc writes it; the files are those of the PTX's `.file` directives.
/// Without -lineinfo or -G the PTX has no `.loc`, and stays as it is.
void interleaveSource(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Ptx = MemoryBuffer::getFile(Path);
  if (!Ptx)
    return;
  std::map<unsigned, std::string> Files;
  std::map<unsigned, SmallVector<StringRef, 0>> FileLines;
  std::vector<std::unique_ptr<MemoryBuffer>> Sources;
  std::pair<unsigned, unsigned> Previous{0, 0};
  std::string Out;
  raw_string_ostream OS(Out);
  SmallVector<StringRef, 0> Lines;
  (*Ptx)->getBuffer().split(Lines, '\n');
  // LLVM writes the .file directives last.
  for (StringRef Line : Lines) {
    StringRef Directive = Line.trim();
    unsigned File = 0;
    if (Directive.consume_front(".file") &&
        !Directive.ltrim().consumeInteger(10, File)) {
      // `.file 1 "dir/a.cu"`, or the directory and the name as two strings.
      SmallVector<StringRef, 4> Parts;
      Directive.split(Parts, '"');
      std::string Name = Parts.size() > 1 ? Parts[1].str() : "";
      if (Parts.size() > 3 && !Parts[3].empty())
        Name = (Parts[1] + "/" + Parts[3]).str();
      Files[File] = Name;
    }
  }
  for (size_t I = 0; I < Lines.size(); ++I) {
    StringRef Line = Lines[I];
    StringRef Directive = Line.trim();
    unsigned File = 0, SourceLine = 0;
    auto NextNumber = [&Directive](unsigned &Number) {
      Directive = Directive.ltrim();
      return !Directive.consumeInteger(10, Number);
    };
    if (Directive.consume_front(".loc") && NextNumber(File) &&
        NextNumber(SourceLine) && SourceLine > 0 &&
        std::make_pair(File, SourceLine) != Previous) {
      Previous = {File, SourceLine};
      auto Known = FileLines.find(File);
      if (Known == FileLines.end()) {
        Known = FileLines.try_emplace(File).first;
        if (ErrorOr<std::unique_ptr<MemoryBuffer>> Source =
                MemoryBuffer::getFile(Files[File])) {
          (*Source)->getBuffer().split(Known->second, '\n');
          Sources.push_back(std::move(*Source));
        }
      }
      if (SourceLine <= Known->second.size())
        OS << "//" << Files[File] << ":" << SourceLine << " "
           << Known->second[SourceLine - 1].rtrim() << "\n";
    }
    OS << Line;
    if (I + 1 < Lines.size())
      OS << "\n";
  }
  std::error_code EC;
  raw_fd_ostream File(Path, EC);
  if (!EC)
    File << Out;
}

/// The file that the driver's -o names in \p T, if any.
std::optional<std::string> driverOutput(const Translation &T) {
  auto Output = find(T.DriverArgs, "-o");
  if (Output == T.DriverArgs.end() || std::next(Output) == T.DriverArgs.end())
    return std::nullopt;
  return *std::next(Output);
}

/// The PTX files a -ptx translation writes: -o's, or each CUDA source's
/// name with .ptx.
std::vector<std::string> ptxOutputs(const Translation &T) {
  if (std::optional<std::string> Output = driverOutput(T))
    return {*Output};
  std::vector<std::string> Outputs;
  for (const std::string &Source : cudaSources(T))
    Outputs.push_back(withExtension(Source, "ptx"));
  return Outputs;
}

/// --time F: one row a scale-nvcc run in nvcc's CSV table (the heading
/// first in an empty or new file; `-` is standard output): Clang's driver
/// runs the phases that nvcc times one by one, so the row is the whole
/// invocation, its phase named after what it produced.
void appendTimeRow(StringRef File, const Translation &T, double Milliseconds) {
  static const char *const PhaseNames[] = {
      "dependencies", "preprocessing", "ptx",   "cubin",   "fatbin",
      "cuda",         "compiling",     "device link", "library", "linking"};
  std::string Output = driverOutput(T).value_or(T.OutputFile);
  if (Output.empty() && T.Output == Phase::Link)
    Output = "a.out";
  std::vector<std::string> Sources = cudaSources(T);
  std::string Row;
  raw_string_ostream OS(Row);
  OS << (Sources.empty() ? "" : Sources.front()) << " , scale-nvcc ("
     << PhaseNames[static_cast<int>(T.Output)] << ") , "
     << join(T.Inputs, " ") << " , " << Output << " , "
     << join(T.Targets, " ") << " , scale-nvcc , "
     << format("%.4f", Milliseconds) << " , ms\n";
  const char *Heading = "source file name , phase name , phase input files , "
                        "phase output file , arch , tool, metric , unit\n";
  if (File == "-") {
    outs() << Heading << Row;
    return;
  }
  uint64_t Size = 0;
  bool Empty = sys::fs::file_size(File, Size) || Size == 0;
  std::error_code EC;
  raw_fd_ostream Table(File, EC, sys::fs::OF_Append);
  if (EC) {
    errs() << ToolName << ": error: cannot write '" << File
           << "': " << EC.message() << "\n";
    return;
  }
  if (Empty)
    Table << Heading;
  Table << Row;
}

/// -lib: each source compiled to an object, the objects archived.
int makeLibrary(const char *Argv0, const Translation &T) {
  std::string Archive = T.OutputFile.empty() ? "a.a" : T.OutputFile;
  // The members are named as nvcc names them, input.o.
  SmallString<256> Directory;
  if (std::error_code EC =
          sys::fs::createUniqueDirectory("scale-nvcc-lib", Directory)) {
    errs() << ToolName << ": error: " << EC.message() << "\n";
    return 1;
  }
  std::vector<std::string> Members;
  int Result = 0;
  for (const std::string &Input : T.Inputs) {
    if (!isSource(Input)) {
      Members.push_back(Input);
      continue;
    }
    SmallString<256> Object(Directory);
    sys::path::append(Object, withExtension(Input, "o"));
    std::vector<std::string> Args = optionsOnly(T);
    Args.insert(Args.end(), {"-c", Input, "-o", Object.str().str()});
    if ((Result = runDriverWith(Argv0, Args)))
      break;
    Members.push_back(Object.str().str());
  }
  if (!Result && !T.DryRun) {
    sys::fs::remove(Archive);
    std::vector<StringRef> ArArgs{"rcs"};
    ArArgs.insert(ArArgs.end(), T.ArchiverFlags.begin(),
                  T.ArchiverFlags.end());
    ArArgs.push_back(Archive);
    ArArgs.insert(ArArgs.end(), Members.begin(), Members.end());
    Result = T.Archiver.empty() ? runTool("llvm-ar", ArArgs, T.Verbose)
                                : runProgram(T.Archiver, ArArgs, T.Verbose);
  }
  sys::fs::remove_directories(Directory);
  return Result;
}

/// Links the device code of \p Objects into the fat binary \p Fatbin with
/// Clang's linker wrapper.
int linkFatbin(const char *Argv0, const Translation &T,
               ArrayRef<std::string> Objects, StringRef Fatbin) {
  std::vector<std::string> Args = optionsOnly(T);
  // The compile flags among the options mean nothing to a link. The
  // toolkit's libraries are found as in nvcc's device link (CMake's names
  // -lcudadevrt -lcudart_static on its -dlink line).
  Args.insert(Args.end(), {"-Wno-unused-command-line-argument",
                           "-L" + cudaRoot() + "/lib64", "--offload-link",
                           "-o", Fatbin.str()});
  Args.insert(Args.end(), Objects.begin(), Objects.end());
  return runDriverWith(Argv0, Args, LinkOutput::DeviceFatbin);
}

/// -fatbin: the source compiled with relocatable device code, its device
/// code linked into the fat binary (one image per target).
int makeFatbin(const char *Argv0, const Translation &T) {
  if (T.Inputs.size() != 1) {
    errs() << ToolName << ": error: -fatbin takes one input file\n";
    return 1;
  }
  std::optional<std::string> Object = temporaryFile("fatbin", "o");
  if (!Object)
    return 1;
  std::vector<std::string> Args = optionsOnly(T);
  Args.insert(Args.end(), {"-fgpu-rdc", "-c", T.Inputs.front(), "-o", *Object});
  int Result = runDriverWith(Argv0, Args);
  if (!Result)
    Result = linkFatbin(Argv0, T, {*Object}, T.OutputFile);
  sys::fs::remove(*Object);
  return Result;
}

/// -dlink: the device code of the inputs linked into a fat binary by
/// Clang's linker wrapper, wrapped into CUDA registration code, compiled to
/// an object that the host linker links with the same inputs.
int linkDeviceCode(const char *Argv0, const Translation &T) {
  for (const std::string &Input : T.Inputs)
    if (!sys::fs::exists(Input)) {
      errs() << ToolName << ": error: no such file or directory: '" << Input
             << "'\n";
      return 1;
    }
  bool HasDeviceCode = any_of(T.Inputs, [](const std::string &Input) {
    return sys::path::extension(Input) == ".a" || hasOffloadSection(Input);
  });
  if (!HasDeviceCode) {
    errs() << ToolName
           << ": error: -dlink: no relocatable device code in the inputs "
              "(compile them with -dc or -rdc=true)\n";
    return 1;
  }
  std::string Output = T.OutputFile.empty() ? "a_dlink.o" : T.OutputFile;
  std::optional<std::string> Fatbin = temporaryFile("dlink", "fatbin");
  std::optional<std::string> Wrapper = temporaryFile("dlink", "bc");
  if (!Fatbin || !Wrapper)
    return 1;
  int Result = linkFatbin(Argv0, T, T.Inputs, *Fatbin);
  if (!Result && !T.DryRun)
    Result = runTool("llvm-offload-wrapper",
                     {"--kind=cuda", "--triple=x86_64-pc-linux-gnu", *Fatbin,
                      "-o", *Wrapper},
                     T.Verbose);
  if (!Result && !T.DryRun)
    Result = runDriverWith(Argv0, {"-c", "-fPIC", *Wrapper, "-o", Output});
  sys::fs::remove(*Fatbin);
  sys::fs::remove(*Wrapper);
  return Result;
}

/// Reads nvcc's --options-file F (nvcc's @F) and @F into \p Args, through
/// \p FS (the file system and working directory of the compilation).
bool expandOptionsFiles(SmallVectorImpl<const char *> &Args,
                        StringSaver &Saver, vfs::FileSystem &FS) {
  for (bool Expanded = true; Expanded;) {
    Expanded = false;
    unsigned MissingIndex, MissingCount;
    opt::InputArgList Parsed =
        nvccOptions().ParseArgs(Args, MissingIndex, MissingCount);
    for (const opt::Arg *A : Parsed.filtered(OPT_options_file)) {
      // As written: `--options-file F` is two arguments, `--options-file=F`
      // one (the parsed argument is the separate option in both).
      const opt::Arg &Written = A->getAlias() ? *A->getAlias() : *A;
      unsigned Index = A->getIndex();
      unsigned Count =
          Written.getOption().getKind() == opt::Option::SeparateClass ? 2 : 1;
      Args.erase(Args.begin() + Index, Args.begin() + Index + Count);
      Args.insert(Args.begin() + Index,
                  Saver.save("@" + Twine(A->getValue())).data());
      Expanded = true;
      break;
    }
    cl::ExpansionContext Expander(Saver.getAllocator(),
                                  cl::TokenizeGNUCommandLine);
    Expander.setVFS(&FS);
    if (Error Err = Expander.expandResponseFiles(Args)) {
      errs() << ToolName << ": error: " << toString(std::move(Err)) << "\n";
      return false;
    }
  }
  return true;
}

/// NVCC_PREPEND_FLAGS, the command line, NVCC_APPEND_FLAGS; then @file and
/// --options-file contents in place.
bool collectArguments(int Argc, const char **Argv, StringSaver &Saver,
                      SmallVectorImpl<const char *> &Args) {
  auto addEnvironment = [&](const char *Variable) {
    if (std::optional<std::string> Value = sys::Process::GetEnv(Variable))
      cl::TokenizeGNUCommandLine(Saver.save(*Value), Saver, Args);
  };
  addEnvironment("NVCC_PREPEND_FLAGS");
  Args.append(Argv + 1, Argv + Argc);
  addEnvironment("NVCC_APPEND_FLAGS");
  return expandOptionsFiles(Args, Saver, *vfs::getRealFileSystem());
}

/// Names scale-nvcc and the LLVM it is built on, then answers as nvcc
/// answers for the toolkit the driver uses: build systems identify nvcc by
/// its "nvcc: NVIDIA (R) Cuda compiler driver" line and read the toolkit's
/// version from the release line (CMake's CMAKE_CUDA_COMPILER_ID NVIDIA,
/// which drives scale-nvcc with nvcc's flags and device link; as Clang,
/// CMake would run the toolkit's nvlink and fatbinary itself). The word
/// "clang" appears nowhere: build systems that find it in a CUDA compiler's
/// version take the compiler for Clang and give it Clang's flags (hypre's
/// CMake: --cuda-path, --cuda-gpu-arch, --no-cuda-version-check), which
/// nvcc's command line does not take. scale-clang --version names the
/// Clang that scale-clang is based on.
void printVersion(const std::optional<NvccToolkit> &Toolkit) {
  outs() << "scale-nvcc " << SCALE_VERSION
         << ": nvcc's command line, on LLVM " << LLVM_VERSION_STRING << "\n";
  if (!Toolkit || !Toolkit->Version)
    return;
  unsigned Major = Toolkit->Version->Major, Minor = Toolkit->Version->Minor;
  outs() << "nvcc: NVIDIA (R) Cuda compiler driver, as scale-nvcc for the "
            "toolkit in "
         << Toolkit->Root << "\n"
         << "Cuda compilation tools, release " << Major << "." << Minor
         << ", V" << Major << "." << Minor << "." << Toolkit->Build.value_or(0)
         << "\n";
}

/// The host compiler that links what scale-nvcc compiles, as nvcc's -v
/// names g++: scale-nvcc-host-c++ beside this binary (runNvccHostCompiler),
/// scale-clang++ with g++'s OpenMP. CMake links CUDA targets with it.
std::string hostLinker(const char *Argv0) {
  SmallString<256> Path(sys::path::parent_path(
      sys::fs::getMainExecutable(Argv0, (void *)&hostLinker)));
  sys::path::append(Path, NvccHostCompilerName);
  return Path.str().str();
}

/// nvcc's LIBRARIES: the toolkit's library directories.
std::string libraryDirectories(const NvccToolkit &Toolkit) {
  return "  \"-L" + Toolkit.Library + "/stubs\" \"-L" + Toolkit.Library +
         "\"";
}

/// nvcc's -v and --dryrun start with the variables of its configuration
/// (bin/nvcc.profile); CMake reads TOP and NVVMIR_LIBRARY_DIR (the toolkit),
/// INCLUDES and SYSTEM_INCLUDES (its implicit include directories) and
/// LIBRARIES, which it looks for in the host link line to take that line's
/// compiler as the linker of CUDA targets and its -L/-l as implicit.
void printNvccEnvironment(const char *Argv0, const NvccToolkit &Toolkit) {
  std::string Path = sys::path::parent_path(hostLinker(Argv0)).str() + ":" +
                     Toolkit.Root + "/bin";
  if (std::optional<std::string> Env = sys::Process::GetEnv("PATH"))
    Path += ":" + *Env;
  errs() << "#$ TOP=" << Toolkit.Root << "\n"
         << "#$ NVVMIR_LIBRARY_DIR=" << Toolkit.Root << "/nvvm/libdevice\n"
         << "#$ PATH=" << Path << "\n"
         << "#$ INCLUDES=\"-I" << Toolkit.Include << "\"\n";
  if (sys::fs::is_directory(Toolkit.Include + "/cccl"))
    errs() << "#$ SYSTEM_INCLUDES=\"-isystem\" \"" << Toolkit.Include
           << "/cccl\"\n";
  errs() << "#$ LIBRARIES=" << libraryDirectories(Toolkit) << "\n";
}


/// After the variables, nvcc's -v names each step; two are read by CMake:
/// the device compilation's virtual architectures (`-arch compute_XX`, the
/// default architecture when a project names none) and the host link, the
/// line with LIBRARIES in it. scale-nvcc's own steps are the driver's (its
/// -v prints them); these lines state what they amount to in nvcc's terms:
/// the GPU code compiled, and that a host link of the objects is
/// scale-clang++'s with the toolkit's libraries.
void printNvccSteps(const char *Argv0, const Translation &T,
                    const NvccToolkit &Toolkit) {
  const opt::Arg *Language = T.Args->getLastArg(OPT_x);
  bool CompilesCuda =
      Language ? StringRef(Language->getValue()) == "cu"
               : any_of(T.Inputs, [](const std::string &Input) {
                   return sys::path::extension(Input) == ".cu";
                 });
  if (CompilesCuda) {
    errs() << "#$ scale-clang device compilation:";
    if (T.Targets.empty())
      errs() << " -arch compute_"
             << Cuda13DefaultArchitecture.drop_front(strlen("sm_")) << " -code "
             << Cuda13DefaultArchitecture;
    for (StringRef Target : T.Targets)
      if (Target.consume_front("sm_"))
        errs() << " -arch compute_" << Target << " -code sm_" << Target;
    errs() << "\n";
  }
  if (T.Output != Phase::Link)
    return;
  errs() << "#$ \"" << hostLinker(Argv0) << "\" -Wl,--start-group";
  for (const std::string &Input : T.Inputs)
    if (!isSource(Input))
      errs() << " \"" << Input << "\"";
  errs() << " " << libraryDirectories(Toolkit) << " -lcudadevrt";
  if (T.Runtime == CudaRuntime::Static)
    errs() << " -lcudart_static -lrt -lpthread -ldl";
  else if (T.Runtime == CudaRuntime::Shared)
    errs() << " -lcudart";
  errs() << " -Wl,--end-group -o \""
         << (T.OutputFile.empty() ? "a.out" : T.OutputFile) << "\"\n";
}

/// nvcc's flags in \p Args parsed; nothing, after the error, when an option
/// lacks its value.
std::optional<opt::InputArgList> parseNvccArguments(ArrayRef<const char *> Args) {
  unsigned MissingIndex = 0, MissingCount = 0;
  opt::InputArgList Parsed =
      nvccOptions().ParseArgs(Args, MissingIndex, MissingCount);
  if (MissingCount) {
    errs() << ToolName << ": error: no value given for '"
           << Parsed.getArgString(MissingIndex) << "'\n";
    return std::nullopt;
  }
  return Parsed;
}

/// Every flag of \p T's arguments translated, the inputs checked; false
/// after an error. \p Adjust changes the translation before its last
/// step (the phase and output of one part of a command line).
bool translateAll(Translation &T,
                  function_ref<void(Translation &)> Adjust = nullptr) {
  bool ForwardUnknown = T.Args->hasArg(OPT_forward_unknown);
  // nvcc's -x names the language of every input, wherever it is written
  // (hemi's Makefiles: `$(NVCC) $? $(NVCC_FLAGS) -x cu -o $@`); Clang's
  // driver's, only of the inputs after it. So the last one goes first.
  const opt::Arg *Language = T.Args->getLastArg(OPT_x);
  if (Language)
    translate(T, *Language, ForwardUnknown);
  for (const opt::Arg *A : *T.Args)
    if (!A->getOption().matches(OPT_x))
      translate(T, *A, ForwardUnknown);
  // The one pair of phases that nvcc refuses rather than orders (Phase).
  if (T.Args->hasArg(OPT_lib) && T.Args->hasArg(OPT_link))
    error(T, "more than one compilation phase specified ('-lib' and "
             "'-link')");
  if (T.Inputs.empty())
    error(T, "no input files");
  if (T.Failed)
    return false;
  if (Adjust)
    Adjust(T);
  finishTranslation(T);
  return !T.Failed;
}

/// The C and C++ sources of a command line that compiles CUDA sources too
/// (by their extensions; none when -x names the language).
std::vector<std::string> hostSourcesBesideCuda(const Translation &T) {
  if (T.Args->hasArg(OPT_x) ||
      (T.Output != Phase::Link &&
       !(T.Output == Phase::Compile && T.OutputFile.empty())))
    return {};
  auto IsCuda = [](const std::string &In) {
    return sys::path::extension(In) == ".cu";
  };
  std::vector<std::string> Host;
  for (const std::string &In : T.Inputs)
    if (isSource(In) && !IsCuda(In))
      Host.push_back(In);
  if (Host.empty() || none_of(T.Inputs, IsCuda))
    return {};
  return Host;
}

/// nvcc compiles each C and C++ file of a command line with the host
/// compiler alone. Clang's driver gives every host compilation of a command
/// line that compiles CUDA the CUDA host setup (its wrapper headers, the
/// device triple), under which a C++ file that includes <new> after
/// cuda_runtime.h redefines placement new (Chai's `nvcc main.cpp kernel.cu`):
/// so scale-nvcc compiles those files first, each on its own, and links
/// (or leaves, under -c) their objects. Returns the driver's status.
int runSplittingHostSources(const char *Argv0, Translation &T) {
  std::vector<std::string> Host = hostSourcesBesideCuda(T);
  if (Host.empty())
    return runDriverWith(Argv0, T.DriverArgs);
  bool Linking = T.Output == Phase::Link;
  std::map<std::string, std::string> Objects;
  int Result = 0;
  for (const std::string &Source : Host) {
    std::string Object;
    if (Linking) {
      std::optional<std::string> Temporary =
          temporaryFile(sys::path::stem(Source), "o");
      if (!Temporary) {
        Result = 1;
        break;
      }
      Object = *Temporary;
    }
    Objects[Source] = Object;
    Translation One;
    One.Args = T.Args;
    One.Verbose = T.Verbose;
    One.Quiet = true;
    One.MapInput = [&Source](StringRef In) -> std::optional<std::string> {
      if (In != Source)
        return std::nullopt;
      return In.str();
    };
    if (!translateAll(One, [&](Translation &U) {
          U.Output = Phase::Compile;
          U.OutputFile = Object;
        }) ||
        (Result = runDriverWith(Argv0, One.DriverArgs)))
      break;
  }
  if (!Result) {
    Translation Rest;
    Rest.Args = T.Args;
    Rest.Verbose = T.Verbose;
    Rest.Quiet = true;
    Rest.MapInput = [&](StringRef In) -> std::optional<std::string> {
      auto Compiled = Objects.find(In.str());
      if (Compiled == Objects.end())
        return In.str();
      if (!Linking)
        return std::nullopt;
      return Compiled->second;
    };
    Result = translateAll(Rest) ? runDriverWith(Argv0, Rest.DriverArgs) : 1;
  }
  if (Linking)
    for (const auto &[Source, Object] : Objects)
      sys::fs::remove(Object);
  return Result;
}

/// --list-gpu-arch and --list-gpu-code: CUDA 13's architectures, one a
/// line, as compute_XX, sm_XX, or with both as -gencode values.
void printArchitectures(bool Virtual, bool Real) {
  for (StringRef Arch : cuda13Architectures(/*MajorOnly=*/false)) {
    std::string Compute = ("compute_" + Arch.drop_front(3)).str();
    if (Virtual && Real)
      outs() << "arch=" << Compute << ",code=" << Arch << "\n";
    else
      outs() << (Virtual ? StringRef(Compute) : Arch) << "\n";
  }
}

/// The work of a translated command line, in its phase.
/// Clang's make rules (-M) in nvcc's layout: `target : dependency \` and
/// then one dependency a line. FindCUDA's make2cmake.cmake (CMake's
/// cuda_add_executable) parses nvcc -M output so: it drops everything up to
/// " : " and reads a file per line; Clang's rule (`target: a b \`) kept it
/// none of the dependencies. Escaped spaces stay escaped.
std::string nvccDependencyLayout(StringRef Rules) {
  std::string Joined;
  for (size_t I = 0; I < Rules.size(); ++I) {
    if (Rules[I] == '\\' && I + 1 < Rules.size() && Rules[I + 1] == '\n') {
      Joined += ' ';
      ++I;
    } else {
      Joined += Rules[I];
    }
  }
  std::string Result;
  SmallVector<StringRef, 16> Lines;
  StringRef(Joined).split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef Line : Lines) {
    std::vector<std::string> Words;
    std::string Word;
    for (size_t I = 0; I < Line.size(); ++I) {
      if (Line[I] == '\\' && I + 1 < Line.size() && Line[I + 1] == ' ') {
        Word += "\\ ";
        ++I;
      } else if (Line[I] == ' ' || Line[I] == '\t') {
        if (!Word.empty())
          Words.push_back(std::move(Word));
        Word.clear();
      } else {
        Word += Line[I];
      }
    }
    if (!Word.empty())
      Words.push_back(std::move(Word));
    // The target ends at its colon, written against it or apart.
    auto Colon = llvm::find_if(Words, [](const std::string &W) {
      return StringRef(W).ends_with(":");
    });
    if (Colon == Words.end()) {
      Result += Line.str() + "\n";
      continue;
    }
    std::string Target;
    for (auto W = Words.begin(); W != Colon; ++W)
      Target += *W + " ";
    Target += StringRef(*Colon).drop_back().str();
    Result += StringRef(Target).trim().str() + " :";
    for (auto W = std::next(Colon); W != Words.end(); ++W)
      Result += (W == std::next(Colon) ? " " : " \\\n    ") + *W;
    Result += "\n";
  }
  return Result;
}

/// After -M: the rules Clang wrote, in nvcc's layout, where they belong (the
/// -o file, or standard output).
int rewriteDependencies(const Translation &T) {
  const std::string &Path =
      T.DependenciesTemporary.empty() ? T.OutputFile : T.DependenciesTemporary;
  if (Path.empty())
    return 0;
  ErrorOr<std::unique_ptr<MemoryBuffer>> Rules = MemoryBuffer::getFile(Path);
  if (!Rules)
    return 0;
  std::string Layout = nvccDependencyLayout((*Rules)->getBuffer());
  Rules->reset();
  if (!T.DependenciesTemporary.empty()) {
    outs() << Layout;
    sys::fs::remove(Path);
    return 0;
  }
  std::error_code EC;
  raw_fd_ostream Out(Path, EC);
  if (EC) {
    errs() << ToolName << ": error: " << Path << ": " << EC.message() << "\n";
    return 1;
  }
  Out << Layout;
  return 0;
}

int runPhases(const char *Argv0, const Translation &T) {
  switch (T.Output) {
  case Phase::Library:
    return makeLibrary(Argv0, T);
  case Phase::DeviceLink:
    return linkDeviceCode(Argv0, T);
  case Phase::Fatbin:
    return makeFatbin(Argv0, T);
  default:
    break;
  }
  if ((T.DeviceSyntaxOnly || !T.DeviceTimeTrace.empty()) &&
      !cudaSources(T).empty() && !T.DryRun)
    if (int Result = runDeviceOnly(Argv0, T))
      return Result;
  // runSplittingHostSources may translate parts of the command line again.
  Translation Whole = T;
  int Result = runSplittingHostSources(Argv0, Whole);
  if (T.Output == Phase::Dependencies && !T.DryRun) {
    if (!Result)
      Result = rewriteDependencies(T);
    else if (!T.DependenciesTemporary.empty())
      sys::fs::remove(T.DependenciesTemporary);
  }
  if (!Result && T.SourceInPtx && T.Output == Phase::Ptx && !T.DryRun)
    for (const std::string &Ptx : ptxOutputs(T))
      interleaveSource(Ptx);
  return Result;
}

/// Whether the Clang driver arguments \p Args link inputs into a program or
/// shared library: an input and none of the flags that stop before the link.
bool linksInputs(ArrayRef<std::string> Args) {
  SmallVector<const char *, 64> Argv;
  for (const std::string &Arg : Args)
    Argv.push_back(Arg.c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  namespace options = clang::options;
  opt::InputArgList Parsed = clang::getDriverOptTable().ParseArgs(
      Argv, MissingIndex, MissingCount, opt::Visibility(options::ClangOption));
  return Parsed.hasArg(options::OPT_INPUT) &&
         !Parsed.hasArg(options::OPT_c, options::OPT_S, options::OPT_E,
                        options::OPT_fsyntax_only, options::OPT_M,
                        options::OPT_MM, options::OPT_r);
}

} // namespace

bool isNvccName(StringRef Argv0) {
  return sys::path::stem(Argv0).ends_with("nvcc");
}

bool isNvccHostCompilerName(StringRef Argv0) {
  return sys::path::filename(Argv0) == NvccHostCompilerName;
}

int runNvccHostCompiler(int Argc, const char **Argv) {
  // Every argument as a flag of nvcc's host compiler: the inputs and the
  // values of options pass through unchanged.
  Translation T;
  for (int I = 1; I < Argc; ++I)
    translateHostCompilerFlag(T, Argv[I]);
  if (T.Failed)
    return 1;
  std::vector<std::string> Args = std::move(T.DriverArgs);
  llvm::append_range(Args, T.HostOnlyFlags);
  if (T.ExportDynamic)
    Args.push_back("-rdynamic");
  // CMake links CUDA programs with this launcher where nvcc's builds link
  // with g++: its --as-needed default, as scale-nvcc's own links take it,
  // so both record the same libraries.
  if (linksInputs(Args) && hostCompilerLinksAsNeeded(T.HostCompiler))
    Args.insert(Args.begin(), "-Wl,--as-needed");
  return runDriverWith(Argv[0], Args);
}

/// The single input of \p Parsed when it is an executable that nvcc's
/// --run runs without compiling (no source, object or library).
std::optional<std::string> executableInput(const opt::InputArgList &Parsed) {
  std::vector<std::string> Inputs = Parsed.getAllArgValues(OPT_INPUT);
  if (Inputs.size() != 1 || isSource(Inputs.front()) ||
      !sys::fs::can_execute(Inputs.front()) ||
      sys::fs::is_directory(Inputs.front()))
    return std::nullopt;
  return Inputs.front();
}

/// --run: runs \p Executable with \p Args; its status is the command's, and
/// its output goes where scale-nvcc's goes (a Makefile's
/// `$(shell nvcc -run detect_arch.cu)` reads the architecture it prints).
int runExecutable(std::string Executable, ArrayRef<std::string> Args,
                  bool Echo) {
  if (!StringRef(Executable).contains('/'))
    Executable = "./" + Executable;
  SmallVector<StringRef, 8> Argv(Args.begin(), Args.end());
  return runProgram(Executable, Argv, Echo);
}

int runNvcc(int Argc, const char **Argv) {
  BumpPtrAllocator Alloc;
  StringSaver Saver(Alloc);
  SmallVector<const char *, 64> Args;
  if (!collectArguments(Argc, Argv, Saver, Args))
    return 1;

  std::optional<opt::InputArgList> ParsedArgs = parseNvccArguments(Args);
  if (!ParsedArgs)
    return 1;
  opt::InputArgList &Parsed = *ParsedArgs;
  if (Parsed.hasArg(OPT_help)) {
    nvccOptions().printHelp(outs(), "scale-nvcc [options] <inputs>",
                            "scale-nvcc: nvcc's command line",
                            /*ShowHidden=*/false, /*ShowAllAliases=*/false);
    return 0;
  }
  bool Describe = Parsed.hasArg(OPT_verbose, OPT_dryrun);
  std::optional<NvccToolkit> Toolkit;
  if (Describe || Parsed.hasArg(OPT_version))
    Toolkit = findNvccToolkit(Argv[0]);
  // As nvcc, also when the command line then fails (CMake's
  // `nvcc -v __cmake_determine_cuda` asks only for TOP).
  if (Describe && Toolkit)
    printNvccEnvironment(Argv[0], *Toolkit);
  if (Parsed.hasArg(OPT_version)) {
    printVersion(Toolkit);
    return 0;
  }
  if (Parsed.hasArg(OPT_list_gpu_arch, OPT_list_gpu_code)) {
    printArchitectures(Parsed.hasArg(OPT_list_gpu_arch),
                       Parsed.hasArg(OPT_list_gpu_code));
    return 0;
  }

  if (Parsed.hasArg(OPT_run))
    if (std::optional<std::string> Executable = executableInput(Parsed)) {
      std::vector<std::string> RunArgs;
      for (const std::string &Value : Parsed.getAllArgValues(OPT_run_args))
        for (StringRef Arg : split(Value, ','))
          RunArgs.push_back(Arg.str());
      return runExecutable(*Executable, RunArgs, Parsed.hasArg(OPT_verbose));
    }

  Translation T;
  T.Args = &Parsed;
  T.Verbose = Parsed.hasArg(OPT_verbose);
  if (!translateAll(T))
    return 1;
  if (T.Run && T.Output != Phase::Link) {
    error(T, "'--run' runs the executable that the command links; it "
             "cannot be combined with a phase that does not link");
    return 1;
  }
  if (Describe && Toolkit)
    printNvccSteps(Argv[0], T, *Toolkit);

  auto Start = std::chrono::steady_clock::now();
  int Result = runPhases(Argv[0], T);
  if (const opt::Arg *Time = Parsed.getLastArg(OPT_time))
    appendTimeRow(Time->getValue(), T,
                  std::chrono::duration<double, std::milli>(
                      std::chrono::steady_clock::now() - Start)
                      .count());
  if (Result == 0 && T.Run && !T.DryRun) {
    std::string Executable = driverOutput(T).value_or(T.OutputFile);
    Result = runExecutable(Executable.empty() ? "a.out" : Executable,
                           T.RunArgs, T.Verbose);
  }
  return Result;
}

std::vector<std::string> nvccValuesJoined(ArrayRef<std::string> Command) {
  std::vector<std::string> Joined(Command.begin(), Command.end());
  if (Command.empty())
    return Joined;
  SmallVector<const char *, 64> Argv;
  for (const std::string &Arg : Command.drop_front())
    Argv.push_back(Arg.c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  opt::InputArgList Parsed =
      nvccOptions().ParseArgs(Argv, MissingIndex, MissingCount);
  const opt::OptTable &ClangOptions = clang::getDriverOptTable();
  // Back to front, so that the indices of those not yet visited stay.
  SmallVector<const opt::Arg *, 64> Args(Parsed.begin(), Parsed.end());
  for (const opt::Arg *A : reverse(Args)) {
    const opt::Arg &Written = A->getAlias() ? *A->getAlias() : *A;
    if (Written.getOption().getKind() != opt::Option::SeparateClass)
      continue;
    // Options Clang's table reads with their value (-o, -x, -D) stay.
    unsigned Index = A->getIndex(), ClangNext = Index;
    std::unique_ptr<opt::Arg> C = ClangOptions.ParseOneArg(
        Parsed, ClangNext, opt::Visibility(clang::options::ClangOption));
    if (C && C->getOption().getKind() != opt::Option::UnknownClass &&
        ClangNext == Index + 2)
      continue;
    auto First = Joined.begin() + 1 + Index;
    *First = (Written.getSpelling() + "=" + Written.getValue()).str();
    Joined.erase(std::next(First));
  }
  return Joined;
}

std::optional<std::vector<std::string>>
nvccToolDriverArguments(ArrayRef<const char *> Arguments, vfs::FileSystem &FS) {
  BumpPtrAllocator Alloc;
  StringSaver Saver(Alloc);
  SmallVector<const char *, 64> Args(Arguments);
  if (!expandOptionsFiles(Args, Saver, FS))
    return std::nullopt;
  // What the tools added is Clang's (clangd's `-resource-dir=`, the
  // `-fsyntax-only` of both, clang-tidy's --extra-arg, a .clangd file's
  // CompileFlags) and what follows `--` is the file: a flag nvcc's table
  // does not know and Clang's does goes to the driver as written.
  auto DashDash =
      find_if(Args, [](const char *A) { return StringRef(A) == "--"; });
  opt::InputArgList Raw(Args.begin(), DashDash);
  SmallVector<const char *, 64> Nvcc;
  std::vector<std::string> Clang;
  const opt::OptTable &ClangOptions = clang::getDriverOptTable();
  for (unsigned Index = 0; Index < Raw.getNumInputArgStrings();) {
    unsigned Next = Index;
    std::unique_ptr<opt::Arg> A = nvccOptions().ParseOneArg(Raw, Next);
    if (A && A->getOption().getKind() == opt::Option::UnknownClass) {
      unsigned ClangNext = Index;
      std::unique_ptr<opt::Arg> C = ClangOptions.ParseOneArg(
          Raw, ClangNext, opt::Visibility(clang::options::ClangOption));
      if (C && C->getOption().getKind() != opt::Option::UnknownClass) {
        for (; Index < ClangNext; ++Index)
          Clang.push_back(Raw.getArgString(Index));
        continue;
      }
    }
    // An empty argument parses to nothing; a value missing at the end
    // leaves the index past it (nvcc's parse below reports it).
    Next = std::clamp(Next, Index + 1, Raw.getNumInputArgStrings());
    for (; Index < Next; ++Index)
      Nvcc.push_back(Raw.getArgString(Index));
  }
  if (DashDash != Args.end())
    Nvcc.append(std::next(DashDash), Args.end());

  std::optional<opt::InputArgList> Parsed = parseNvccArguments(Nvcc);
  if (!Parsed)
    return std::nullopt;
  Translation T;
  T.Args = &*Parsed;
  // A tool compiles one file as the command compiles it: no link (the
  // tools strip `-c`), no intermediate files, no listing of the jobs.
  auto CompileOnly = [](Translation &T) {
    if (T.Output == Phase::Link)
      T.Output = Phase::Compile;
    T.Keep = T.Verbose = T.DryRun = false;
  };
  if (!translateAll(T, CompileOnly))
    return std::nullopt;
  // The tools ask for -fsyntax-only themselves (and strip a command's -c).
  llvm::erase(T.DriverArgs, "-c");
  T.DriverArgs.insert(T.DriverArgs.end(), Clang.begin(), Clang.end());
  return T.DriverArgs;
}

} // namespace scale
