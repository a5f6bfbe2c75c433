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

#include <string>

namespace scale {

/// libscale's include directory: `include/` next to the `bin/` of the
/// running executable (in the build tree, build/include links to
/// libscale/include).
const std::string &libscaleIncludeDir();

} // namespace scale

#endif // SCALE_PATHS_H
