//===- InvocationHooks.cpp - The extension in clangd and clang-tidy -------===//
//
// scale-clangd and scale-clang-tidy build each file's CompilerInvocation
// themselves (clangd through clang::createInvocation, clang-tidy through
// clang::tooling), both ending in CompilerInvocation::CreateFromArgs. After
// it, the invocation gets what runCC1 gives the compiler's: libscale's
// include directory and, for CUDA and HIP, the qualifier macros. The Sema
// extension then attaches through the plugin (Driver.cpp). In the compiler
// (runCC1 configures its invocation itself) this forwards.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/Driver.h"
#include "scale/SemaScale.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInvocation.h"

using namespace clang;

#define CREATE_FROM_ARGS                                                       \
  _ZN5clang18CompilerInvocation14CreateFromArgsERS0_N4llvm8ArrayRefIPKcEERNS_17DiagnosticsEngineES5_

extern "C" bool SCALE_REAL(CREATE_FROM_ARGS)(CompilerInvocation &Invocation,
                                            llvm::ArrayRef<const char *> Args,
                                            DiagnosticsEngine &Diags,
                                            const char *Argv0);

extern "C" bool SCALE_WRAP(CREATE_FROM_ARGS)(CompilerInvocation &Invocation,
                                            llvm::ArrayRef<const char *> Args,
                                            DiagnosticsEngine &Diags,
                                            const char *Argv0) {
  bool Success = SCALE_REAL(CREATE_FROM_ARGS)(Invocation, Args, Diags, Argv0);
  if (scale::SemaScale::inTools())
    scale::configureToolInvocation(Invocation);
  return Success;
}
