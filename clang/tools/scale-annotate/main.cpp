//===- main.cpp - scale-annotate: address spaces inferred for CUDA sources ===//
//
//   scale-annotate [--fix] [--report[=FILE]] [-p BUILD_DIR] [--exclude=GLOB...]
//                  FILE... [-- COMPILER ARGS]
//
// Runs as clang-tidy does (CommonOptionsParser, ClangTool) with the
// extension on and scale-clang++'s driver defaults (InvocationHooks.cpp).
// Three steps, kept apart: facts per TU and side (Facts.h), one solver over
// the merged facts (Solver.h), and one set of replacements, de-duplicated
// across TUs and applied once (this file). The findings are reported as
// compiler diagnostics, each with the flow as notes (docs/annotate.md).
//
//===----------------------------------------------------------------------===//

#include "Facts.h"
#include "Solver.h"

#include "scale/DiagnosticGroups.h"
#include "scale/Driver.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Core/Replacement.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

using namespace clang;
using namespace scale::annotate;

namespace {

llvm::cl::OptionCategory Category("scale-annotate options");

llvm::cl::opt<bool>
    Fix("fix",
        llvm::cl::desc("Write the inferred qualifiers (and the casts at "
                       "interfaces that cannot change) into the sources"),
        llvm::cl::cat(Category));
llvm::cl::opt<std::string>
    Report("report", llvm::cl::ValueOptional, llvm::cl::value_desc("file"),
           llvm::cl::desc("Per declaration, what was inferred or why it stayed "
                          "generic, and a summary line: to standard output, "
                          "or to FILE (YAML for .yaml/.yml, JSON for .json, "
                          "else text)"),
           llvm::cl::cat(Category));
llvm::cl::list<std::string> Exclude(
    "exclude", llvm::cl::value_desc("glob"),
    llvm::cl::desc("Do not edit files whose path matches GLOB (they are "
                   "treated as interfaces that cannot change); "
                   "repeatable"),
    llvm::cl::cat(Category));
llvm::cl::opt<std::string>
    ExportFacts("export-facts", llvm::cl::value_desc("file"),
                llvm::cl::desc("Write the merged facts (the solver's input) "
                               "as JSON to FILE"),
                llvm::cl::cat(Category));

const char Overview[] =
    "scale-annotate: infers the address spaces of pointers in CUDA sources, "
    "reports what the inference proves wrong (host memory passed to a kernel, "
    "__device memory dereferenced in host code, cudaMemcpy* directions that "
    "contradict their arguments) and, with --fix, writes the qualifiers.\n";

struct ExcludeSet {
  std::vector<llvm::GlobPattern> Patterns;
  std::string WorkingDirectory;

  bool excludes(llvm::StringRef File) const {
    llvm::StringRef Relative = File;
    if (Relative.consume_front(WorkingDirectory))
      Relative.consume_front("/");
    for (const llvm::GlobPattern &P : Patterns)
      if (P.match(File) || P.match(Relative) ||
          P.match(llvm::sys::path::filename(File)))
        return true;
    return false;
  }
};

bool isEditableFile(llvm::StringRef File, void *Data) {
  return !static_cast<const ExcludeSet *>(Data)->excludes(File);
}

/// Runs the gatherer on each AST of one side.
class GatherAction : public ASTFrontendAction {
public:
  GatherAction(Gatherer &G, Facts &Out, std::set<std::string> &CudaFiles)
      : G(G), Out(Out), CudaFiles(CudaFiles) {}

  std::unique_ptr<ASTConsumer>
  CreateASTConsumer(CompilerInstance &CI, llvm::StringRef InFile) override {
    // The device pass names the file as the host pass was given it.
    llvm::SmallString<256> File(InFile);
    CI.getFileManager().makeAbsolutePath(File);
    llvm::sys::path::remove_dots(File, /*remove_dot_dot=*/true);
    struct Consumer : ASTConsumer {
      GatherAction &Action;
      std::string File;
      Consumer(GatherAction &Action, std::string File)
          : Action(Action), File(std::move(File)) {}
      void HandleTranslationUnit(ASTContext &Ctx) override {
        if (Ctx.getDiagnostics().hasErrorOccurred())
          return;
        if (Ctx.getLangOpts().CUDA && !Ctx.getLangOpts().CUDAIsDevice)
          Action.CudaFiles.insert(File);
        Facts TU;
        Action.G.gather(Ctx, TU);
        Action.Out.merge(TU);
      }
    };
    return std::make_unique<Consumer>(*this, std::string(File));
  }

private:
  Gatherer &G;
  Facts &Out;
  std::set<std::string> &CudaFiles;
};

class GatherFactory : public tooling::FrontendActionFactory {
public:
  GatherFactory(Gatherer &G, Facts &Out, std::set<std::string> &CudaFiles)
      : G(G), Out(Out), CudaFiles(CudaFiles) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<GatherAction>(G, Out, CudaFiles);
  }

private:
  Gatherer &G;
  Facts &Out;
  std::set<std::string> &CudaFiles;
};

/// The findings as diagnostics of the table (DiagnosticGroups.cpp), printed
/// as the compiler prints them.
class FindingPrinter {
public:
  FindingPrinter()
      : Files(FileSystemOptions()),
        Diags(DiagnosticIDs::create(), DiagOpts,
              new TextDiagnosticPrinter(llvm::errs(), DiagOpts)),
        SM(Diags, Files) {
    DiagOpts.ShowColors = llvm::errs().has_colors();
    Diags.setSourceManager(&SM);
  }

  void print(const Finding &F) {
    static const char *const Kinds[] = {
        "cudaMemcpyHostToHost", "cudaMemcpyHostToDevice",
        "cudaMemcpyDeviceToHost", "cudaMemcpyDeviceToDevice"};
    Diags.getClient()->BeginSourceFile(LangOptions(), nullptr);
    switch (F.K) {
    case Finding::HostToKernel:
      Diags.Report(at(F.Loc),
                   scale::diagID(Diags, scale::Diag::AnnotateHostToKernel))
          << F.Function << F.Subject;
      break;
    case Finding::DeviceDereference:
      Diags.Report(at(F.Loc),
                   scale::diagID(Diags, scale::Diag::AnnotateDeviceDereference))
          << F.Subject;
      break;
    case Finding::CopyDirection:
      Diags.Report(at(F.Loc),
                   scale::diagID(Diags, scale::Diag::AnnotateCopyDirection))
          << F.Function << Kinds[F.CopyKind] << F.Detail << F.Subject
          << (F.Found == Space::Device ? 1 : 0);
      break;
    }
    for (const FlowNote &N : F.Notes) {
      llvm::StringRef Text = N.Text;
      if (size_t Colon = Text.find(" memory: ");
          Colon != llvm::StringRef::npos && !Text.starts_with("is ")) {
        Diags.Report(at(N.Loc),
                     scale::diagID(Diags, scale::Diag::NoteAnnotateOrigin))
            << Text.take_front(Colon) << Text.drop_front(Colon + 9);
        continue;
      }
      Diags.Report(at(N.Loc),
                   scale::diagID(Diags, scale::Diag::NoteAnnotateFlow))
          << Text;
    }
    Diags.getClient()->EndSourceFile();
  }

private:
  DiagnosticOptions DiagOpts;
  FileManager Files;
  DiagnosticsEngine Diags;
  SourceManager SM;

  SourceLocation at(const Location &L) {
    if (!L.valid())
      return {};
    auto FE = Files.getOptionalFileRef(L.File);
    if (!FE)
      return {};
    FileID FID = SM.getOrCreateFileID(*FE, SrcMgr::C_User);
    return SM.getComposedLoc(FID, L.Offset);
  }
};

std::string position(const Location &L) {
  return L.File + ":" + std::to_string(L.Line) + ":" + std::to_string(L.Column);
}

struct Summary {
  unsigned Seen = 0, Annotated = 0, Generic = 0, Casts = 0;
  std::string line() const {
    return "scale-annotate: " + std::to_string(Seen) + " declarations seen, " +
           std::to_string(Annotated) + " annotated, " +
           std::to_string(Generic) + " left generic, " + std::to_string(Casts) +
           " casts inserted";
  }
};

Summary summarise(const Facts &F, const Solution &S) {
  Summary Sum;
  Sum.Seen = S.Nodes.size();
  for (const auto &[Key, R] : S.Nodes)
    ++(R.Annotated ? Sum.Annotated : Sum.Generic);
  Sum.Casts = S.Casts.size();
  return Sum;
}

/// Nodes in report order: by declaration, then key.
std::vector<std::pair<const Node *, const NodeResult *>>
reportOrder(const Facts &F, const Solution &S) {
  std::vector<std::pair<const Node *, const NodeResult *>> Order;
  for (const auto &[Key, N] : F.Nodes)
    if (auto It = S.Nodes.find(Key); It != S.Nodes.end())
      Order.push_back({&N, &It->second});
  llvm::sort(Order, [](const auto &A, const auto &B) {
    return std::tie(A.first->Decl, A.first->Key) <
           std::tie(B.first->Decl, B.first->Key);
  });
  return Order;
}

std::string yamlQuoted(llvm::StringRef S) {
  std::string Out = "'";
  for (char C : S) {
    if (C == '\'')
      Out += '\'';
    Out += C;
  }
  return Out + "'";
}

void writeReport(llvm::raw_ostream &OS, llvm::StringRef Format, const Facts &F,
                 const Solution &S) {
  Summary Sum = summarise(F, S);
  auto Order = reportOrder(F, S);
  if (Format == "json") {
    llvm::json::Array Decls;
    for (auto [N, R] : Order) {
      llvm::json::Object O{{"name", N->Name},
                           {"kind", N->Kind},
                           {"function", N->Owner},
                           {"location", position(N->Decl)},
                           {"key", N->Key}};
      if (R->Annotated)
        O["inferred"] = spaceName(*R->Annotated);
      else
        O["generic"] = R->Why;
      Decls.push_back(std::move(O));
    }
    llvm::json::Object Root{
        {"declarations", std::move(Decls)},
        {"summary", llvm::json::Object{{"seen", Sum.Seen},
                                       {"annotated", Sum.Annotated},
                                       {"generic", Sum.Generic},
                                       {"casts", Sum.Casts}}}};
    OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Root))) << "\n";
    return;
  }
  if (Format == "yaml") {
    OS << "declarations:\n";
    for (auto [N, R] : Order) {
      OS << "  - name: " << yamlQuoted(N->Name) << "\n"
         << "    kind: " << N->Kind << "\n"
         << "    function: " << yamlQuoted(N->Owner) << "\n"
         << "    location: " << yamlQuoted(position(N->Decl)) << "\n";
      if (R->Annotated)
        OS << "    inferred: " << spaceName(*R->Annotated) << "\n";
      else
        OS << "    generic: " << yamlQuoted(R->Why) << "\n";
    }
    OS << "summary:\n  seen: " << Sum.Seen << "\n  annotated: " << Sum.Annotated
       << "\n  generic: " << Sum.Generic << "\n  casts: " << Sum.Casts << "\n";
    return;
  }
  for (auto [N, R] : Order) {
    OS << position(N->Decl) << ": " << N->Kind << " '" << N->Name << "'";
    if (!N->Owner.empty() && N->Kind != "return")
      OS << " of '" << N->Owner << "'";
    OS << ": ";
    if (R->Annotated)
      OS << spaceName(*R->Annotated) << "\n";
    else
      OS << "generic: " << R->Why << "\n";
  }
  OS << Sum.line() << "\n";
}

/// The edits of the solution, one set per file: a qualifier inserted once
/// at each written type however many TUs, sides and instantiations share
/// it, and the casts.
std::map<std::string, tooling::Replacements> editsOf(const Facts &F,
                                                     const Solution &S) {
  std::set<std::tuple<std::string, unsigned, std::string>> Insertions;
  for (const auto &[Key, R] : S.Nodes) {
    if (!R.Annotated)
      continue;
    for (const Location &Site : F.Nodes.at(Key).Sites)
      Insertions.insert(
          {Site.File, Site.Offset, qualifierOf(*R.Annotated).str() + " "});
  }
  for (const Cast &C : S.Casts) {
    Insertions.insert(
        {C.Begin.File, C.Begin.Offset, C.Type + (C.Parens ? "(" : "")});
    if (C.Parens)
      Insertions.insert({C.End.File, C.End.Offset, ")"});
  }
  std::map<std::string, tooling::Replacements> ByFile;
  for (const auto &[File, Offset, Text] : Insertions) {
    // Insertions at one offset merge; nothing else can overlap.
    if (llvm::Error E =
            ByFile[File].add(tooling::Replacement(File, Offset, 0, Text)))
      llvm::consumeError(std::move(E));
  }
  return ByFile;
}

int applyEdits(const std::map<std::string, tooling::Replacements> &ByFile) {
  // Read-only by its mode too: root may write any file, but a file without
  // write permission is one the user did not mean to have edited.
  auto ReadOnly = [](llvm::StringRef File) {
    llvm::ErrorOr<llvm::sys::fs::perms> Perms =
        llvm::sys::fs::getPermissions(File);
    return llvm::sys::fs::access(File, llvm::sys::fs::AccessMode::Write) ||
           !Perms || !(*Perms & llvm::sys::fs::all_write);
  };
  for (const auto &[File, Reps] : ByFile)
    if (ReadOnly(File)) {
      llvm::errs() << "scale-annotate: error: cannot edit '" << File
                   << "': the file is read-only; no file was changed\n";
      return 1;
    }
  std::map<std::string, std::string> Results;
  for (const auto &[File, Reps] : ByFile) {
    auto Buffer = llvm::MemoryBuffer::getFile(File);
    if (!Buffer) {
      llvm::errs() << "scale-annotate: error: cannot read '" << File
                   << "'; no file was changed\n";
      return 1;
    }
    llvm::Expected<std::string> Edited =
        tooling::applyAllReplacements((*Buffer)->getBuffer(), Reps);
    if (!Edited) {
      llvm::errs() << "scale-annotate: error: "
                   << llvm::toString(Edited.takeError())
                   << "; no file was changed\n";
      return 1;
    }
    Results[File] = std::move(*Edited);
  }
  for (const auto &[File, Text] : Results) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(File, EC);
    if (EC) {
      llvm::errs() << "scale-annotate: error: cannot write '" << File
                   << "': " << EC.message() << "\n";
      return 1;
    }
    OS << Text;
  }
  return 0;
}

/// The errors of one compilation of the fixed sources.
class ErrorCollector : public DiagnosticConsumer {
public:
  std::vector<std::pair<Location, std::string>> Errors;

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error)
      return;
    Location L;
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      SourceManager &SM = Info.getSourceManager();
      SourceLocation FileLoc = SM.getFileLoc(Info.getLocation());
      if (OptionalFileEntryRef FE =
              SM.getFileEntryRefForID(SM.getFileID(FileLoc))) {
        L.File = SM.getFileManager().getCanonicalName(*FE).str();
        L.Offset = SM.getFileOffset(FileLoc);
        L.Line = SM.getSpellingLineNumber(FileLoc);
        L.Column = SM.getSpellingColumnNumber(FileLoc);
      }
    }
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    Errors.push_back({L, std::string(Message)});
  }
};

/// Compiles the sources with the edits applied in memory, on both sides;
/// the errors that are not at a finding (those are the bugs the qualifiers
/// are meant to reject).
std::vector<std::pair<Location, std::string>>
errorsAfterFix(const tooling::CompilationDatabase &DB,
               const std::vector<std::string> &Sources,
               const std::set<std::string> &CudaFiles,
               const std::map<std::string, tooling::Replacements> &Edits,
               const std::vector<Finding> &Findings) {
  std::vector<std::pair<std::string, std::string>> Mapped;
  for (const auto &[File, Reps] : Edits) {
    auto Buffer = llvm::MemoryBuffer::getFile(File);
    if (!Buffer)
      continue;
    llvm::Expected<std::string> Edited =
        tooling::applyAllReplacements((*Buffer)->getBuffer(), Reps);
    if (!Edited) {
      llvm::consumeError(Edited.takeError());
      continue;
    }
    Mapped.push_back({File, std::move(*Edited)});
  }
  ErrorCollector Collector;
  auto Run = [&](const std::vector<std::string> &Files, const char *SideFlag) {
    tooling::ClangTool Tool(DB, Files);
    for (const auto &[File, Text] : Mapped)
      Tool.mapVirtualFile(File, Text);
    Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
        {SideFlag, "-Wno-unused-command-line-argument",
         "-fno-caret-diagnostics"},
        tooling::ArgumentInsertPosition::END));
    Tool.setDiagnosticConsumer(&Collector);
    Tool.setPrintErrorMessage(false);
    auto Factory = tooling::newFrontendActionFactory<SyntaxOnlyAction>();
    Tool.run(Factory.get());
  };
  Run(Sources, "--cuda-host-only");
  if (!CudaFiles.empty())
    Run(std::vector<std::string>(CudaFiles.begin(), CudaFiles.end()),
        "--cuda-device-only");
  std::vector<std::pair<Location, std::string>> Unexpected;
  for (const auto &Error : Collector.Errors) {
    const Location &L = Error.first;
    bool AtFinding = llvm::any_of(Findings, [&](const Finding &F) {
      return F.Loc.File == L.File && F.Loc.Line == L.Line;
    });
    if (!AtFinding)
      Unexpected.push_back(Error);
  }
  return Unexpected;
}

llvm::StringRef reportFormat(llvm::StringRef File) {
  llvm::StringRef Ext = llvm::sys::path::extension(File);
  if (Ext == ".yaml" || Ext == ".yml")
    return "yaml";
  if (Ext == ".json")
    return "json";
  return "text";
}

} // namespace

/// Without `--`, the compile commands come from a database: -p's directory,
/// or one found above the first file. CommonOptionsParser would go on
/// without flags; a build this tool edits needs its real commands.
std::optional<std::string> missingDatabase(int argc, const char **argv) {
  std::string BuildDir, FirstSource;
  for (int I = 1; I < argc; ++I) {
    llvm::StringRef Arg = argv[I];
    if (Arg == "--")
      return std::nullopt;
    if ((Arg == "-p" || Arg == "--p") && I + 1 < argc)
      BuildDir = argv[++I];
    else if (Arg.consume_front("-p=") || Arg.consume_front("--p="))
      BuildDir = Arg.str();
    else if (!Arg.starts_with("-") && FirstSource.empty())
      FirstSource = Arg.str();
  }
  std::string Error;
  if (!BuildDir.empty()) {
    if (!tooling::CompilationDatabase::autoDetectFromDirectory(BuildDir, Error))
      return "no compilation database in '" + BuildDir + "': " + Error;
    return std::nullopt;
  }
  if (!FirstSource.empty() &&
      !tooling::CompilationDatabase::autoDetectFromSource(FirstSource, Error))
    return "no compilation database for '" + FirstSource +
           "' (give -p BUILD_DIR, or the compile command after --): " + Error;
  return std::nullopt;
}

int main(int argc, const char **argv) {
  scale::SemaScale::enableInTools(/*CollectsTokens=*/false);
  scale::printToolVersionIfAsked("scale-annotate", "clang-tooling", argc, argv);
  if (std::optional<std::string> Missing = missingDatabase(argc, argv)) {
    llvm::errs() << "scale-annotate: error: " << *Missing << "\n";
    return 1;
  }
  auto Options = tooling::CommonOptionsParser::create(
      argc, argv, Category, llvm::cl::OneOrMore, Overview);
  if (!Options) {
    llvm::errs() << "scale-annotate: error: "
                 << llvm::toString(Options.takeError());
    return 1;
  }
  // Commands written for nvcc or scale-nvcc (`nvcc -arch=sm_90 -c a.cu -o
  // a.o`, as CMake and Makefiles for nvcc record them) are compiled as
  // scale-nvcc compiles them, __NVCC__ included (the tools' driver hook,
  // docs/editors.md); a command nvcc's table cannot read stays as written,
  // its compile fails with the compiler's errors, and nothing is edited.
  const tooling::CompilationDatabase &Compilations = Options->getCompilations();
  std::vector<std::string> Sources;
  for (const std::string &Source : Options->getSourcePathList()) {
    llvm::SmallString<256> Absolute(Source);
    if (!llvm::sys::fs::exists(Absolute)) {
      llvm::errs() << "scale-annotate: error: no such file: '" << Source
                   << "'\n";
      return 1;
    }
    llvm::sys::fs::make_absolute(Absolute);
    Sources.push_back(std::string(Absolute));
  }

  ExcludeSet Excluded;
  llvm::SmallString<256> Cwd;
  llvm::sys::fs::current_path(Cwd);
  Excluded.WorkingDirectory = std::string(Cwd);
  for (const std::string &Glob : Exclude) {
    llvm::Expected<llvm::GlobPattern> P = llvm::GlobPattern::create(Glob);
    if (!P) {
      llvm::errs() << "scale-annotate: error: --exclude=" << Glob << ": "
                   << llvm::toString(P.takeError()) << "\n";
      return 1;
    }
    Excluded.Patterns.push_back(std::move(*P));
  }

  // Host side first (every file); then the device side of the CUDA files.
  Gatherer G(isEditableFile, &Excluded);
  Facts All;
  std::set<std::string> CudaFiles;
  GatherFactory Factory(G, All, CudaFiles);
  tooling::ClangTool Host(Compilations, Sources);
  Host.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      {"--cuda-host-only", "-Wno-unused-command-line-argument"},
      tooling::ArgumentInsertPosition::END));
  if (Host.run(&Factory)) {
    llvm::errs() << "scale-annotate: error: the sources do not compile; no "
                    "file was changed\n";
    return 1;
  }
  if (!CudaFiles.empty()) {
    std::vector<std::string> Device(CudaFiles.begin(), CudaFiles.end());
    tooling::ClangTool DeviceTool(Compilations, Device);
    DeviceTool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
        {"--cuda-device-only", "-Wno-unused-command-line-argument"},
        tooling::ArgumentInsertPosition::END));
    if (DeviceTool.run(&Factory)) {
      llvm::errs() << "scale-annotate: error: the sources do not compile for "
                      "the device; no file was changed\n";
      return 1;
    }
  }

  if (!ExportFacts.empty()) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(ExportFacts, EC);
    if (EC) {
      llvm::errs() << "scale-annotate: error: cannot write '" << ExportFacts
                   << "': " << EC.message() << "\n";
      return 1;
    }
    OS << llvm::formatv("{0:2}", All.toJSON()) << "\n";
  }

  // Annotate less, never break the build: with --fix, the fixed sources are
  // compiled in memory, and the declarations written or flowing where an
  // error appears are kept generic, until they compile or nothing is left
  // to withhold.
  Withheld Kept;
  Solution Solved = solve(All, Kept);
  while (Fix) {
    auto Errors = errorsAfterFix(Compilations, Sources, CudaFiles,
                                 editsOf(All, Solved), Solved.Findings);
    if (Errors.empty())
      break;
    size_t Before = Kept.size();
    for (const auto &[L, Message] : Errors)
      for (const std::string &Key : culpritsAt(All, L))
        Kept.try_emplace(Key, "annotating it broke the compilation (" +
                                  llvm::sys::path::filename(L.File).str() +
                                  ":" + std::to_string(L.Line) + ": " +
                                  Message + ")");
    bool Culprits = Kept.size() != Before;
    if (!Culprits)
      for (const auto &[Key, N] : All.Nodes)
        Kept.try_emplace(Key, "the fixed sources did not compile (" +
                                  Errors.front().second +
                                  "); nothing is "
                                  "annotated");
    Solved = solve(All, Kept);
    if (!Culprits)
      break;
  }
  FindingPrinter Printer;
  for (const Finding &F : Solved.Findings)
    Printer.print(F);

  if (Report.getNumOccurrences()) {
    if (Report.empty()) {
      writeReport(llvm::outs(), "text", All, Solved);
    } else {
      std::error_code EC;
      llvm::raw_fd_ostream OS(Report, EC);
      if (EC) {
        llvm::errs() << "scale-annotate: error: cannot write '" << Report
                     << "': " << EC.message() << "\n";
        return 1;
      }
      writeReport(OS, reportFormat(Report), All, Solved);
    }
  }

  if (Fix) {
    if (int Status = applyEdits(editsOf(All, Solved)))
      return Status;
    llvm::errs() << summarise(All, Solved).line() << "\n";
  }
  return Solved.Findings.empty() ? 0 : 1;
}
