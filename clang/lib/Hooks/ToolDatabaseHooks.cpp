//===- ToolDatabaseHooks.cpp - nvcc commands in compilation databases -----===//
//
// scale-clangd, scale-clang-tidy and scale-annotate only. A
// compile_commands.json written with nvcc or scale-nvcc (CMake's
// CMAKE_CUDA_COMPILER) names nvcc's options, some with their value in the
// next argument (`-gencode arch=compute_90,code=sm_90`, `--options-file F`,
// `-ccbin g++`). The tools read every command with Clang's option table
// before the driver sees it: the interpolation of a command for a file the
// database does not name (a header), and clangd's command mangler, which
// moves what it reads as inputs behind `--`. Such a value was taken for an
// input and dropped, and its option then took the next flag for its value.
// Underneath both, the database gives those values joined to their option,
// in nvcc's other spelling (`-gencode=arch=...`); InvocationHooks.cpp then
// translates the command as scale-nvcc does.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/NvccDriver.h"
#include "scale/SemaScale.h"

#include "clang/Tooling/CompilationDatabase.h"

#include <memory>
#include <string>
#include <vector>

using namespace clang;

#define INFER_MISSING_COMPILE_COMMANDS                                         \
  _ZN5clang7tooling27inferMissingCompileCommandsESt10unique_ptrINS0_19CompilationDatabaseESt14default_deleteIS2_EE

namespace {

/// A compilation database whose nvcc and scale-nvcc commands have each
/// value that Clang's option table would take for an input joined to its
/// option (scale::nvccValuesJoined).
class NvccValuesJoinedDatabase : public tooling::CompilationDatabase {
public:
  explicit NvccValuesJoinedDatabase(
      std::unique_ptr<tooling::CompilationDatabase> Base)
      : Base(std::move(Base)) {}

  std::vector<tooling::CompileCommand>
  getCompileCommands(llvm::StringRef File) const override {
    return joined(Base->getCompileCommands(File));
  }
  std::vector<std::string> getAllFiles() const override {
    return Base->getAllFiles();
  }
  std::vector<tooling::CompileCommand> getAllCompileCommands() const override {
    return joined(Base->getAllCompileCommands());
  }

private:
  static std::vector<tooling::CompileCommand>
  joined(std::vector<tooling::CompileCommand> Commands) {
    for (tooling::CompileCommand &Command : Commands)
      if (!Command.CommandLine.empty() &&
          scale::isNvccName(Command.CommandLine.front()))
        Command.CommandLine = scale::nvccValuesJoined(Command.CommandLine);
    return Commands;
  }

  std::unique_ptr<tooling::CompilationDatabase> Base;
};

} // namespace

extern "C" std::unique_ptr<tooling::CompilationDatabase>
    SCALE_REAL(INFER_MISSING_COMPILE_COMMANDS)(
        std::unique_ptr<tooling::CompilationDatabase> Inner);

// The tools load a compile_commands.json through this function (the JSON
// plugin, and clangd's own loader); the database it returns interpolates.
extern "C" std::unique_ptr<tooling::CompilationDatabase>
    SCALE_WRAP(INFER_MISSING_COMPILE_COMMANDS)(
        std::unique_ptr<tooling::CompilationDatabase> Inner) {
  if (scale::SemaScale::inTools() && Inner)
    Inner = std::make_unique<NvccValuesJoinedDatabase>(std::move(Inner));
  return SCALE_REAL(INFER_MISSING_COMPILE_COMMANDS)(std::move(Inner));
}
