//===- DeviceBodyWarnings.h - -Werror outside device bodies -----*- C++ -*-===//
//
// nvcc hands the host side of a CUDA file to its host compiler with the
// bodies of device-only functions (`__global__`, `__device__` without
// `__host__`) taken out: `-Xcompiler -Wall,-Werror` (cuda_scheduling_
// examiner's `--compiler-options="-Wall -Werror"`, cuda_hgemm's
// add_compile_options(-Werror)) never makes a warning in a kernel an error,
// while a warning in host code is one. Clang's host compilation parses every
// body. So in a CUDA host compilation, a warning that the command line makes
// an error (-Werror, -Werror=foo; not Clang's default errors) stays a warning
// inside the body of a device-only function, as if the body were enclosed
// in `#pragma clang diagnostic warning` for each: the region starts at the
// end of the declarator (a constructor's initializers are in it) and ends
// after the closing brace (-Wreturn-type reports there). Instantiations of
// a template's body report at locations in it and are covered alike.
//
// scale-nvcc gives -Xcompiler's warning flags to the host compilation only,
// so the device compilation, which compiles those bodies, keeps its own
// warnings as warnings, as nvcc's front end does. Under scale-clang++, whose
// -Werror applies to both compilations, the device compilation still makes
// the warning an error: the build fails as with upstream Clang, reported
// once instead of twice.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_DEVICEBODYWARNINGS_H
#define SCALE_DEVICEBODYWARNINGS_H

#include "clang/Basic/SourceLocation.h"

#include <optional>
#include <utility>
#include <vector>

namespace clang {
class Decl;
class FunctionDecl;
class Sema;
class Stmt;
} // namespace clang

namespace scale {

class DeviceBodyWarnings {
public:
  /// The parser starts the body of \p FD.
  void startBody(clang::Sema &S, const clang::FunctionDecl *FD);
  /// The parser finished the body \p Body (null after an error) of \p D.
  void finishBody(clang::Sema &S, const clang::Decl *D,
                  const clang::Stmt *Body);

private:
  /// The warnings that the command line makes errors, computed once.
  const std::vector<unsigned> &upgradedWarnings(clang::Sema &S);

  std::optional<std::vector<unsigned>> Upgraded;
  /// The functions whose bodies are being parsed with the relaxed mappings,
  /// and where each region starts; innermost last (a local class's methods
  /// nest).
  std::vector<std::pair<const clang::FunctionDecl *, clang::SourceLocation>>
      OpenBodies;
};

} // namespace scale

#endif // SCALE_DEVICEBODYWARNINGS_H
