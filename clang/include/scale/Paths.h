//===- Paths.h - Where the installed pieces are -------------------*- C++ -*-===//
//
// scale-clang is relocatable: everything of ours is found relative to the
// running executable (bin/), so an installed tree works wherever it is moved.
// Clang 22's own pieces (resource directory, helper tools) are the Debian
// packages' and stay where those packages put them (Config.h).
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_PATHS_H
#define SCALE_PATHS_H

#include "clang/Basic/FileEntry.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace scale {

/// libscale's include directory: `include/` next to the `bin/` of the
/// running executable (in the build tree, build/include links to
/// libscale/include).
const std::string &libscaleIncludeDir();

/// Where host OpenMP on GCC's libgomp finds its pieces: `lib/scale/openmp`
/// next to the `bin/` of the running executable, holding kmpc-on-gomp.bc
/// and include/omp.h (libscale/CMakeLists.txt).
const std::string &hostOpenMPDir();

/// The real path of libscale's headers, `spec/` under libscaleIncludeDir()
/// resolved (in the build tree a link to libscale/include/spec), ending in
/// a separator: the prefix a RealDirectoryFilter of libscale's headers
/// needs.
const std::string &libscaleHeadersRealDir();

/// Which files lie under one real directory (libscale's headers), by the
/// real path of the directory each file is in: resolving a path costs a
/// system call per component, and a TU enters thousands of headers in a
/// few hundred directories. A file that is itself a link counts where the
/// link is.
class RealDirectoryFilter {
public:
  /// \p RealPrefix: a real path ending in a separator.
  explicit RealDirectoryFilter(std::string RealPrefix)
      : RealPrefix(std::move(RealPrefix)) {}

  bool contains(clang::FileEntryRef File);

private:
  std::string RealPrefix;
  llvm::DenseMap<const clang::DirectoryEntry *, bool> Directories;
};

} // namespace scale

#endif // SCALE_PATHS_H
