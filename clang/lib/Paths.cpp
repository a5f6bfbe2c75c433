//===- Paths.cpp - Where the installed pieces are -------------------------===//

#include "scale/Paths.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace scale {

namespace {

/// \p Relative under the directory above the running executable's `bin/`,
/// resolved where it exists.
std::string besideBinDir(llvm::StringRef Relative) {
  static int Anchor;
  std::string Executable = llvm::sys::fs::getMainExecutable(nullptr, &Anchor);
  llvm::SmallString<256> Path(
      llvm::sys::path::parent_path(llvm::sys::path::parent_path(Executable)));
  llvm::sys::path::append(Path, Relative);
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(Path, Real))
    return std::string(Real);
  return std::string(Path);
}

} // namespace

const std::string &libscaleIncludeDir() {
  static const std::string Dir = besideBinDir("include");
  return Dir;
}

const std::string &hostOpenMPDir() {
  static const std::string Dir = besideBinDir("lib/scale/openmp");
  return Dir;
}

namespace {

/// Ends \p Dir with a separator, so that a directory is a prefix of its own
/// files' directories and not of a sibling's whose name it begins
/// (`spec` and `spec2`); path::append skips an empty component.
void appendSeparator(llvm::SmallVectorImpl<char> &Dir) {
  if (Dir.empty() || !llvm::sys::path::is_separator(Dir.back()))
    Dir.push_back(llvm::sys::path::get_separator().front());
}

} // namespace

const std::string &libscaleHeadersRealDir() {
  static const std::string Dir = [] {
    llvm::SmallString<256> Path(libscaleIncludeDir());
    llvm::sys::path::append(Path, "spec");
    llvm::SmallString<256> Real;
    if (llvm::sys::fs::real_path(Path, Real))
      Real = Path;
    appendSeparator(Real);
    return std::string(Real);
  }();
  return Dir;
}

bool RealDirectoryFilter::contains(clang::FileEntryRef File) {
  clang::DirectoryEntryRef Dir = File.getDir();
  auto [It, Inserted] = Directories.try_emplace(&Dir.getDirEntry());
  if (Inserted) {
    llvm::SmallString<256> Real;
    if (llvm::sys::fs::real_path(Dir.getName(), Real))
      Real = Dir.getName();
    appendSeparator(Real);
    It->second = llvm::StringRef(Real).starts_with(RealPrefix);
  }
  return It->second;
}

} // namespace scale
