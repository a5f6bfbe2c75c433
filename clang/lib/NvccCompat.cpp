//===- NvccCompat.cpp - What nvcc-only CUDA source relies on --------------===//
//
// Two kinds of nvcc compatibility live here, both decided from the
// invocation cc1 parsed, so that scale-clang++ and scale-nvcc agree:
//
//  * mode macros: nvcc defines __CUDACC_RELAXED_CONSTEXPR__ with
//    --expt-relaxed-constexpr and __CUDACC_EXTENDED_LAMBDA__ with
//    --extended-lambda. Clang's CUDA has both behaviours built in: constexpr
//    functions are host and device unless -fno-cuda-host-device-constexpr,
//    and __device__ / __host__ __device__ lambdas need no flag.
//    __CUDACC_EXTENDED_LAMBDA__ comes from the header below when there is
//    one: cuda_runtime.h must not see it.
//  * functions: libscale's <spec/cuda/nvcc/compat.hpp>, read after Clang's
//    __clang_cuda_runtime_wrapper.h (it completes what the wrapper gives)
//    and only when the driver force-includes the wrapper, that is not with
//    -nocudainc, which means "no CUDA headers".
//
//    Six of its headers declare functions that only a program's own code
//    needs (the cache operators, __nv_atomic_*, 16-byte atomicCAS, the DPX
//    functions, __tanhf and nan, the SIMD video functions; lazyHeaders()
//    below says why): cc1 reads the program's own files first,
//    raw-lexed, and the header includes only those whose names the files
//    mention (selectNvccHeaders below); the rest cost every compilation
//    their declarations (docs/nvcc.md, "Compile time").
//
//  * a braced grid or block in a launch configuration,
//    `kernel<<<grid, {bx, by, 1}, 0, stream>>>(...)` (NVIDIA's
//    multi-gpu-programming-models): nvcc initialises the launch's dim3 from
//    the braces, Clang's parser reads the configuration as expressions
//    ("expected expression"). Under scale-nvcc (-D__NVCC__ on cc1) a token
//    watcher sees each `<<<` the preprocessor hands out, lexes the
//    configuration through its `>>>`, and enters it again with `::dim3`
//    before a braced list that is the whole grid or block argument, so that
//    the parser reads `::dim3{bx, by, 1}`. The shared-memory size and the
//    stream keep their tokens. A watcher costs one call per token of the
//    final token stream, so scale-clang++ and C++ files have none; the tools
//    keep theirs (clangd collects tokens with its own watcher).
//    The same watcher reads the launch brackets as nvcc does where Clang's
//    lexer does not: `k << <grid, block >> > (args)` (Visual Studio's
//    formatter writes launches so: Learn CUDA Programming, CUDA_Freshman)
//    as `<<<` and `>>>`, and `operator<<<>` (a friend specialisation of
//    operator<<) as `operator<< <>`. The parser reads the token the
//    watcher was shown, so the watcher rewrites that token in place.
//
//  * command-line macros kept from the headers that Clang's wrapper reads
//    and nvcc's preinclusion does not (Clang's own __clang_cuda_*.h, the
//    wrapper too; cuda.h; curand_mtgp32_kernel.h with curand.h and
//    curand_mtgp32.h; crt/math_functions.hpp where the wrapper reads it
//    without __CUDACC__ for its host code): `nvcc -DN=100` builds, where
//    the wrapper would expand N in cuda.h's `size_t N` parameters and in
//    __clang_cuda_texture_intrinsics.h's `template <int N>`. A
//    command-line macro whose name such a header uses in code and in no
//    directive (so a parameter name, not a configuration macro) is
//    undefined while the wrapper reads the header, and defined again when
//    the header is left (WrapperOnlyHeaderMacros).
//
// The version macros (__CUDACC_VER_MAJOR__...) come from that header, from
// CUDA_VERSION of the toolkit actually included, unless the driver
// predefined them: scale-nvcc predefines them with __NVCC__ for every file
// it compiles (CudaToolkit.cpp, addNvccEnvironment); scale-clang++ is Clang
// and leaves __NVCC__ undefined (docs/nvcc.md, "Predefined macros").
//
//===----------------------------------------------------------------------===//

#include "scale/NvccCompat.h"

#include "scale/Paths.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <bitset>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace clang;

namespace scale {

namespace {

/// The header the driver force-includes in CUDA compilations with the CUDA
/// includes on.
constexpr llvm::StringLiteral ClangCudaWrapper =
    "__clang_cuda_runtime_wrapper.h";

/// libscale's header with the functions nvcc's headers have and Clang's
/// wrappers lack.
constexpr llvm::StringLiteral CompatHeader = "spec/cuda/nvcc/compat.hpp";

/// compat.hpp's headers that only a program's own code needs, and the
/// names that make it need one: every name the header declares for the
/// program (nvcc's functions, enumerators), as whole names or prefixes.
/// A header is included when the program's files mention one of them
/// (compat.hpp tests __SCALE_NVCC_USES_<Macro>). No toolkit or CCCL header
/// calls these functions (they are nvcc's own, and those headers compile
/// with Clang), but for four SIMD video functions, which Clang's wrapper
/// defines too: CUB's SimdMin and SimdMax call __vmins2 and friends, and
/// get simd_video.hpp's integer code where the program names a SIMD
/// function, the wrapper's video instructions otherwise (both compute the
/// same). The headers that system code may reach (the warp reduction CUB
/// detects, the host math and min/max overloads that change overload
/// resolution, the removed shuffles) are always included.
struct LazyHeader {
  llvm::StringLiteral Macro;
  std::vector<llvm::StringRef> Names;
  std::vector<llvm::StringRef> Prefixes;
};

const std::vector<LazyHeader> &lazyHeaders() {
  static const std::vector<LazyHeader> Headers = {
      {"ATOMICS_128",
       {"atomicCAS", "atomicCAS_block", "atomicCAS_system", "atomicExch",
        "atomicExch_block", "atomicExch_system"},
       {}},
      {"CACHE_OPERATORS",
       {"__ldca", "__ldlu", "__stcg", "__stcs", "__stwb", "__ldcg", "__ldcs",
        "__ldcv", "__stwt"},
       {}},
      {"DEVICE_EXTRAS",
       {"__tanhf", "nan", "nanf", "__nv_aligned_device_malloc"},
       {}},
      {"HOST_INTEGER",
       {"__nv_bswap16", "__nv_bswap32", "__nv_bswap64"},
       {"__vimax", "__vimin", "__viaddmax", "__viaddmin", "__vibmax",
        "__vibmin"}},
      {"NV_ATOMIC", {}, {"__nv_atomic_", "__NV_ATOMIC_", "__NV_THREAD_SCOPE_"}},
      {"SIMD_VIDEO",
       {},
       {"__vabs", "__vadd", "__vavg", "__vcmp", "__vhadd", "__vmax", "__vmin",
        "__vneg", "__vsads", "__vset", "__vsub"}},
  };
  return Headers;
}

/// lazyHeaders() as the scan looks names up: each whole name to its
/// header, the prefixes, and the characters any of them begins with.
struct LazyHeaderNames {
  llvm::StringMap<unsigned> Exact;
  std::vector<std::pair<llvm::StringRef, unsigned>> Prefixes;
  std::bitset<256> FirstChars;

  static const LazyHeaderNames &get() {
    static const LazyHeaderNames Index = [] {
      LazyHeaderNames Index;
      const std::vector<LazyHeader> &Headers = lazyHeaders();
      for (unsigned I = 0; I != Headers.size(); ++I) {
        for (llvm::StringRef Name : Headers[I].Names) {
          Index.Exact[Name] = I;
          Index.FirstChars.set(static_cast<unsigned char>(Name[0]));
        }
        for (llvm::StringRef Prefix : Headers[I].Prefixes) {
          Index.Prefixes.emplace_back(Prefix, I);
          Index.FirstChars.set(static_cast<unsigned char>(Prefix[0]));
        }
      }
      return Index;
    }();
    return Index;
  }
};

/// Reads the program's own files for the names of lazyHeaders(): the main
/// file, the files of -include, and every file they include that resolves
/// outside the compiler's own include directories (the toolkit, the C and
/// C++ libraries, Clang's and libscale's headers). The files are raw-lexed:
/// every branch of every #if counts, so a name is never missed for a branch
/// the preprocessor would take. A program that cannot be read this way (no
/// file, an #include of a macro, more than ScanLimit bytes) needs them all.
class ProgramNameScan {
public:
  ProgramNameScan(const CompilerInvocation &Invocation,
                  std::vector<std::string> CompilerDirs)
      : Lang(Invocation.getLangOpts()),
        Search(Invocation.getHeaderSearchOpts()),
        CompilerDirs(std::move(CompilerDirs)),
        Used(lazyHeaders().size(), false) {}

  /// Which headers \p MainFile and the files of -include \p Includes
  /// need, or nothing if all of them.
  std::optional<std::vector<bool>>
  run(llvm::StringRef MainFile, llvm::ArrayRef<std::string> Includes) {
    if (!scanFile(MainFile, /*Always=*/true))
      return std::nullopt;
    // -include finds its file as a quoted #include from the working
    // directory would; our own forced includes (runtime_api.hpp) are in
    // libscale's directory and not read.
    llvm::SmallString<256> WorkingDir;
    if (llvm::sys::fs::current_path(WorkingDir))
      return std::nullopt;
    for (const std::string &Include : Includes) {
      std::string File = resolve(Include, /*Angled=*/false, WorkingDir);
      if (!File.empty() && !scanFile(File, /*Always=*/false))
        return std::nullopt;
    }
    return Used;
  }

private:
  static constexpr uint64_t ScanLimit = 64 << 20;

  const LangOptions &Lang;
  const HeaderSearchOptions &Search;
  /// Real paths, each ending in a separator.
  std::vector<std::string> CompilerDirs;
  std::vector<bool> Used;
  /// Nothing left to find: the rest of the files need not be read.
  bool AllUsed = false;
  llvm::StringSet<> Scanned;
  uint64_t BytesScanned = 0;

  bool inCompilerDir(llvm::StringRef RealPath) const {
    return llvm::any_of(CompilerDirs, [&](const std::string &Dir) {
      return RealPath.starts_with(Dir);
    });
  }

  void noteName(llvm::StringRef Name) {
    // Most identifiers are rejected by their first character.
    const LazyHeaderNames &Index = LazyHeaderNames::get();
    if (!Index.FirstChars.test(static_cast<unsigned char>(Name[0])))
      return;
    auto Exact = Index.Exact.find(Name);
    if (Exact != Index.Exact.end())
      Used[Exact->second] = true;
    for (const auto &[Prefix, Header] : Index.Prefixes)
      if (Name.starts_with(Prefix))
        Used[Header] = true;
    AllUsed = llvm::all_of(Used, [](bool U) { return U; });
  }

  /// Where #include of \p Name from a file in \p FromDir finds a file, as
  /// the header search would look (quoted: the includer's directory and
  /// -iquote first); empty if nowhere.
  std::string resolve(llvm::StringRef Name, bool Angled,
                      llvm::StringRef FromDir) const {
    auto Exists = [](const llvm::Twine &Path) {
      return llvm::sys::fs::is_regular_file(Path);
    };
    if (llvm::sys::path::is_absolute(Name))
      return Exists(Name) ? Name.str() : std::string();
    llvm::SmallString<256> Path;
    if (!Angled) {
      Path = FromDir;
      llvm::sys::path::append(Path, Name);
      if (Exists(Path))
        return std::string(Path);
    }
    for (const HeaderSearchOptions::Entry &Entry : Search.UserEntries) {
      if (Angled && Entry.Group == frontend::Quoted)
        continue;
      Path = Entry.Path;
      llvm::sys::path::append(Path, Name);
      if (Exists(Path))
        return std::string(Path);
    }
    return std::string();
  }

  /// Scans \p File and what it includes; false if the program cannot be
  /// read this way. \p Always: a file of the command line, read wherever
  /// it is.
  bool scanFile(llvm::StringRef File, bool Always) {
    if (AllUsed)
      return true;
    llvm::SmallString<256> Real;
    if (llvm::sys::fs::real_path(File, Real))
      return !Always; // an #include the preprocessor will report, or skip
    if (!Scanned.insert(Real).second)
      return true;
    if (!Always && inCompilerDir(Real))
      return true;
    auto Buffer = llvm::MemoryBuffer::getFile(Real, /*IsText=*/true);
    if (!Buffer)
      return !Always;
    llvm::StringRef Text = (*Buffer)->getBuffer();
    BytesScanned += Text.size();
    if (BytesScanned > ScanLimit)
      return false;
    // Quoted includes are searched for next to the file as it was named,
    // not where a link to it points, as the header search does.
    std::string Dir = llvm::sys::path::parent_path(File).str();

    Lexer Raw(SourceLocation(), Lang, Text.begin(), Text.begin(), Text.end());
    Token Tok;
    bool DirectiveStart = false;
    while (!AllUsed && (!Raw.LexFromRawLexer(Tok) || Tok.isNot(tok::eof))) {
      if (Tok.is(tok::hash) && Tok.isAtStartOfLine()) {
        DirectiveStart = true;
        continue;
      }
      if (!Tok.is(tok::raw_identifier)) {
        DirectiveStart = false;
        continue;
      }
      llvm::StringRef Name = Tok.getRawIdentifier();
      bool Directive = DirectiveStart;
      DirectiveStart = false;
      if (Directive && (Name == "include" || Name == "include_next" ||
                        Name == "import")) {
        // The rest of the line, from the buffer: the lexer does not know
        // <...> as one token outside the preprocessor.
        const char *After = Name.end();
        llvm::StringRef Line(After, Text.end() - After);
        Line = Line.take_until([](char C) { return C == '\n'; }).trim();
        bool Angled = Line.consume_front("<");
        if (!Angled && !Line.consume_front("\""))
          return false; // #include MACRO: which file is not known here
        size_t End = Line.find(Angled ? '>' : '"');
        if (End == llvm::StringRef::npos)
          continue; // the preprocessor reports it
        std::string Target = resolve(Line.take_front(End), Angled, Dir);
        if (!Target.empty() && !scanFile(Target, /*Always=*/false))
          return false;
        continue;
      }
      noteName(Name);
    }
    return true;
  }
};

/// The compiler's own include directories from cc1's arguments (what the
/// driver adds, -internal-isystem and -internal-externc-isystem: the
/// toolkit, the C and C++ libraries, Clang's wrappers), Clang's resource
/// directory and libscale's: real paths ending in a separator.
std::vector<std::string>
compilerIncludeDirs(const CompilerInvocation &Invocation,
                    llvm::ArrayRef<const char *> Args) {
  std::vector<std::string> Dirs;
  auto Add = [&](llvm::StringRef Dir) {
    llvm::SmallString<256> Real;
    if (Dir.empty() || llvm::sys::fs::real_path(Dir, Real))
      return;
    Real += llvm::sys::path::get_separator();
    Dirs.push_back(std::string(Real));
  };
  for (size_t I = 0; I + 1 < Args.size(); ++I) {
    llvm::StringRef Arg = Args[I];
    if (Arg == "-internal-isystem" || Arg == "-internal-externc-isystem")
      Add(Args[I + 1]);
  }
  Add(Invocation.getHeaderSearchOpts().ResourceDir);
  Dirs.push_back(libscaleHeadersRealDir());
  return Dirs;
}

/// Defines which of compat.hpp's lazy headers the program needs, when its
/// files can tell (see ProgramNameScan); otherwise compat.hpp includes all.
/// Precompiled headers and modules keep all: the program that uses one is
/// not the program that built it.
void selectNvccHeaders(CompilerInvocation &Invocation,
                       llvm::ArrayRef<const char *> Args) {
  const FrontendOptions &Frontend = Invocation.getFrontendOpts();
  PreprocessorOptions &PP = Invocation.getPreprocessorOpts();
  if (Invocation.getLangOpts().Modules || !PP.ImplicitPCHInclude.empty() ||
      Frontend.ProgramAction == frontend::GeneratePCH ||
      Frontend.Inputs.size() != 1 || !Frontend.Inputs[0].isFile() ||
      Frontend.Inputs[0].getFile() == "-" ||
      Frontend.Inputs[0].getKind().isPreprocessed())
    return;
  ProgramNameScan Scan(Invocation, compilerIncludeDirs(Invocation, Args));
  std::optional<std::vector<bool>> Used =
      Scan.run(Frontend.Inputs[0].getFile(), PP.Includes);
  if (!Used)
    return;
  PP.addMacroDef("__SCALE_NVCC_SELECTED");
  const std::vector<LazyHeader> &Headers = lazyHeaders();
  for (unsigned I = 0; I != Headers.size(); ++I)
    if ((*Used)[I])
      PP.addMacroDef(("__SCALE_NVCC_USES_" + Headers[I].Macro).str());
}

/// A token made here, at \p Loc, for the parser to read.
Token madeToken(tok::TokenKind Kind, SourceLocation Loc,
                IdentifierInfo *Name = nullptr) {
  Token T;
  T.startToken();
  T.setKind(Kind);
  T.setLocation(Loc);
  T.setLength(0);
  if (Name)
    T.setIdentifierInfo(Name);
  return T;
}

/// Whether the two-character token \p T (`<<` or `>>`) is followed in its
/// file by blanks and then \p Bracket alone, which nvcc reads with it as one
/// launch bracket (`<< <`, `>> >`). No C++ expression continues a shift so,
/// nor with `<<=`, `<<<` or a digraph (`<:`), which are left alone. A token
/// from a macro is read where it is spelled (its argument or its body).
bool isSpacedLaunchBracket(const Preprocessor &PP, const Token &T,
                           char Bracket) {
  // A launch written in a macro's argument (xmrig-cuda's
  // `CUDA_CHECK_KERNEL(id, k << <grid, block >> > (...))`) or body is read
  // where it is spelled.
  SourceLocation Loc = PP.getSourceManager().getSpellingLoc(T.getLocation());
  bool Invalid = false;
  const char *Text = PP.getSourceManager().getCharacterData(Loc, &Invalid);
  if (Invalid)
    return false;
  Text += T.getLength();
  if (!isWhitespace(*Text))
    return false;
  while (isWhitespace(*Text))
    ++Text;
  // The buffer ends in a NUL, so Text[1] exists where Text[0] is a bracket.
  return Text[0] == Bracket && Text[1] != Bracket && Text[1] != '=' &&
         !(Bracket == '<' && (Text[1] == ':' || Text[1] == '%'));
}

/// Lexes the configuration of the launch whose `<<<` was just handed out,
/// through its `>>>`, and enters it again with `::dim3` before each braced
/// list that opens the grid or the block argument. A `>> >` closes it as
/// `>>>` does, and is entered as `>>>`.
void enterLaunchConfiguration(Preprocessor &PP) {
  SmallVector<Token, 32> Tokens;
  unsigned Depth = 0, Argument = 0;
  bool AtArgumentStart = true;
  IdentifierInfo *Dim3 = PP.getIdentifierInfo("dim3");
  while (true) {
    Token T;
    PP.Lex(T);
    if (Depth == 0 && AtArgumentStart && Argument < 2 && T.is(tok::l_brace)) {
      Tokens.push_back(madeToken(tok::coloncolon, T.getLocation()));
      Tokens.push_back(madeToken(tok::identifier, T.getLocation(), Dim3));
    }
    AtArgumentStart = false;
    if (Depth == 0 && T.is(tok::greatergreater) &&
        isSpacedLaunchBracket(PP, T, '>')) {
      Token Greater;
      PP.Lex(Greater);
      T.setKind(tok::greatergreatergreater);
    }
    Tokens.push_back(T);
    // An unterminated configuration: the parser reports it where the input
    // ends.
    if (T.is(tok::eof))
      break;
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace) && Depth)
      --Depth;
    else if (Depth == 0 && T.is(tok::comma)) {
      ++Argument;
      AtArgumentStart = true;
    } else if (Depth == 0 && T.is(tok::greatergreatergreater))
      break;
  }
  // The preprocessor owns the copy (its ArrayRef form borrows the array).
  auto Owned = std::make_unique<Token[]>(Tokens.size());
  std::copy(Tokens.begin(), Tokens.end(), Owned.get());
  PP.EnterTokenStream(std::move(Owned), Tokens.size(),
                      /*DisableMacroExpansion=*/true, /*IsReinject=*/true);
}

/// Whether \p PP compiles CUDA under scale-nvcc (-D__NVCC__ on cc1).
bool compilesAsNvcc(const Preprocessor &PP) {
  const LangOptions &Lang = PP.getLangOpts();
  return Lang.CUDA && !Lang.HIP &&
         llvm::any_of(PP.getPreprocessorOpts().Macros, [](const auto &Macro) {
           return !Macro.second &&
                  StringRef(Macro.first).split('=').first == "__NVCC__";
         });
}

/// An object-like macro whose replacement is a pragma directive,
/// `#define PRAGMA_UNROLL #pragma unroll` (moderngpu): nvcc preprocesses
/// the file first, so the expansion, alone on its line, is read again as
/// the directive. Clang reads `#` and `pragma` as tokens ("expected
/// expression"). Such a macro is redefined, where it is defined, as the
/// `_Pragma` operator with the directive's text: `_Pragma("unroll")`.
class PragmaMacros : public PPCallbacks {
  Preprocessor &PP;

public:
  explicit PragmaMacros(Preprocessor &PP) : PP(PP) {}

  void MacroDefined(const Token &MacroName,
                    const MacroDirective *MD) override {
    const MacroInfo *Macro = MD->getMacroInfo();
    if (!Macro || !Macro->isObjectLike() || Macro->getNumTokens() < 2 ||
        !Macro->getReplacementToken(0).is(tok::hash) ||
        !Macro->getReplacementToken(1).is(tok::identifier) ||
        Macro->getReplacementToken(1).getIdentifierInfo()->getName() !=
            "pragma")
      return;
    std::string Text = "\"";
    for (unsigned I = 2; I < Macro->getNumTokens(); ++I) {
      const Token &T = Macro->getReplacementToken(I);
      if (I > 2 && (T.hasLeadingSpace() || T.isAtStartOfLine()))
        Text += ' ';
      for (char C : PP.getSpelling(T)) {
        if (C == '\\' || C == '"')
          Text += '\\';
        Text += C;
      }
    }
    Text += '"';
    SourceLocation Loc = Macro->getReplacementToken(0).getLocation();
    Token Literal = madeToken(tok::string_literal, Loc);
    PP.CreateString(Text, Literal, Loc, Loc);
    Token Replacement[] = {
        madeToken(tok::identifier, Loc, PP.getIdentifierInfo("_Pragma")),
        madeToken(tok::l_paren, Loc), Literal, madeToken(tok::r_paren, Loc)};
    MacroInfo *Operator = PP.AllocateMacroInfo(Macro->getDefinitionLoc());
    Operator->setTokens(Replacement, PP.getPreprocessorAllocator());
    Operator->setDefinitionEndLoc(Macro->getDefinitionEndLoc());
    PP.appendDefMacroDirective(MacroName.getIdentifierInfo(), Operator,
                               MacroName.getLocation());
  }
};

/// Whether \p Text uses the identifier \p Name in code and never on a
/// preprocessor directive's line.
bool usedOnlyInCode(StringRef Text, StringRef Name) {
  bool InCode = false;
  for (size_t At = Text.find(Name); At != StringRef::npos;
       At = Text.find(Name, At + Name.size())) {
    size_t End = At + Name.size();
    if ((At > 0 && isAsciiIdentifierContinue(Text[At - 1])) ||
        (End < Text.size() && isAsciiIdentifierContinue(Text[End])))
      continue;
    size_t LineStart = Text.rfind('\n', At);
    StringRef Line =
        Text.slice(LineStart == StringRef::npos ? 0 : LineStart + 1, At);
    if (Line.ltrim().starts_with("#"))
      return false;
    InCode = true;
  }
  return InCode;
}

/// While Clang's CUDA wrapper reads a header that nvcc's preinclusion does
/// not read, the command-line macros that the header uses only in code are
/// undefined, and defined again when the header is left (the file comment
/// says why).
class WrapperOnlyHeaderMacros : public PPCallbacks {
  Preprocessor &PP;
  std::vector<IdentifierInfo *> CommandLineMacros;
  FileID Wrapper;
  struct Hidden {
    FileID Header;
    IdentifierInfo *Name;
    MacroInfo *Definition;
  };
  std::vector<Hidden> HiddenMacros;

  /// The wrapper reads crt/math_functions.hpp twice; the first time
  /// without __CUDACC__, for its host implementations of the C99 math
  /// functions (`long long int l`, `double p, q`), which nvcc, always with
  /// __CUDACC__, never compiles.
  bool isHostMathFunctionsPass(StringRef Path) const {
    return llvm::sys::path::filename(Path) == "math_functions.hpp" &&
           llvm::sys::path::filename(llvm::sys::path::parent_path(Path)) ==
               "crt" &&
           !PP.isMacroDefined("__CUDACC__");
  }

public:
  // Reserved names (the driver's __NVCC__, __CUDACC_VER_MAJOR__...) are
  // the implementation's, which its headers test.
  explicit WrapperOnlyHeaderMacros(Preprocessor &PP) : PP(PP) {
    for (const auto &[Macro, IsUndef] : PP.getPreprocessorOpts().Macros) {
      StringRef Name = StringRef(Macro).take_until(
          [](char C) { return C == '=' || C == '('; });
      if (!IsUndef && !Name.starts_with("__"))
        CommandLineMacros.push_back(PP.getIdentifierInfo(Name));
    }
  }

  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind, FileID PrevFID) override {
    SourceManager &SM = PP.getSourceManager();
    if (Reason == ExitFile) {
      while (!HiddenMacros.empty() && HiddenMacros.back().Header == PrevFID) {
        Hidden H = HiddenMacros.back();
        HiddenMacros.pop_back();
        PP.appendDefMacroDirective(H.Name, H.Definition, Loc);
      }
      if (PrevFID == Wrapper)
        Wrapper = FileID();
      return;
    }
    if (Reason != EnterFile)
      return;
    FileID Entered = SM.getFileID(Loc);
    OptionalFileEntryRef File = SM.getFileEntryRefForID(Entered);
    if (!File)
      return;
    StringRef Name = llvm::sys::path::filename(File->getName());
    if (Name == ClangCudaWrapper)
      Wrapper = Entered;
    if (Wrapper.isInvalid() ||
        !(Name.starts_with("__clang_cuda_") ||
          llvm::is_contained({"cuda.h", "curand_mtgp32_kernel.h", "curand.h",
                              "curand_mtgp32.h"},
                             Name) ||
          isHostMathFunctionsPass(File->getName())))
      return;
    StringRef Text = SM.getBufferData(Entered);
    for (IdentifierInfo *Macro : CommandLineMacros)
      if (MacroInfo *Definition = PP.getMacroInfo(Macro))
        if (usedOnlyInCode(Text, Macro->getName())) {
          HiddenMacros.push_back({Entered, Macro, Definition});
          PP.appendMacroDirective(Macro, new (PP.getPreprocessorAllocator())
                                             UndefMacroDirective(Loc));
        }
  }
};

} // namespace

void readPragmaMacrosAsNvcc(Preprocessor &PP) {
  if (compilesAsNvcc(PP))
    PP.addPPCallbacks(std::make_unique<PragmaMacros>(PP));
}

void hideCommandLineMacrosFromWrapperHeaders(Preprocessor &PP) {
  if (compilesAsNvcc(PP) && !PP.getPreprocessorOpts().Macros.empty())
    PP.addPPCallbacks(std::make_unique<WrapperOnlyHeaderMacros>(PP));
}

void watchLaunchConfigurations(Preprocessor &PP) {
  if (!compilesAsNvcc(PP))
    return;
  // The tokens lexed ahead are handed out at the top level too (the guard
  // keeps them from starting another configuration); those entered again
  // are reinjected, which the preprocessor does not show the watcher.
  // Preprocessed output (-E) prints the tokens as written.
  //
  // The watcher is shown the token that the parser is about to read, as
  // const; it is the caller's own token, which the bracket rewrites change
  // in place (the parser has no other way to read `<< <` as `<<<`).
  PP.setTokenWatcher([&PP, LexingAhead = false,
                      AfterOperator = false](const Token &Shown) mutable {
    if (LexingAhead || PP.isPreprocessedOutput())
      return;
    Token &T = const_cast<Token &>(Shown);
    bool OperatorName = AfterOperator;
    AfterOperator = T.is(tok::kw_operator);
    if (OperatorName) {
      // `operator<<<>`: the operator's name and a template argument list,
      // which Clang's CUDA lexer reads as a launch bracket.
      if (T.is(tok::lesslessless)) {
        T.setKind(tok::lessless);
        T.setLength(2);
        Token Less = madeToken(tok::less, T.getLocation().getLocWithOffset(2));
        Less.setLength(1);
        PP.EnterToken(Less, /*IsReinject=*/true);
      }
      return;
    }
    if (T.is(tok::lessless) && isSpacedLaunchBracket(PP, T, '<')) {
      Token Less;
      LexingAhead = true;
      PP.Lex(Less);
      T.setKind(tok::lesslessless);
    } else if (T.is(tok::lesslessless)) {
      LexingAhead = true;
    } else {
      return;
    }
    enterLaunchConfiguration(PP);
    LexingAhead = false;
  });
}

void addNvccCompat(CompilerInvocation &Invocation,
                   llvm::ArrayRef<const char *> Args) {
  const LangOptions &Lang = Invocation.getLangOpts();
  if (!Lang.CUDA || Lang.HIP)
    return;
  PreprocessorOptions &PP = Invocation.getPreprocessorOpts();
  if (Lang.CUDAHostDeviceConstexpr)
    PP.addMacroDef("__CUDACC_RELAXED_CONSTEXPR__");
  auto Wrapper = llvm::find(PP.Includes, ClangCudaWrapper);
  if (Wrapper == PP.Includes.end()) {
    // No CUDA headers (-nocudainc): nothing reads the mode macro but the
    // source, so it is predefined.
    PP.addMacroDef("__CUDACC_EXTENDED_LAMBDA__");
    return;
  }
  // The header defines __CUDACC_EXTENDED_LAMBDA__ itself, after the wrapper
  // has read cuda_runtime.h (compat.hpp says why).
  PP.Includes.insert(std::next(Wrapper), CompatHeader.str());
  if (!Args.empty())
    selectNvccHeaders(Invocation, Args);
}

} // namespace scale
