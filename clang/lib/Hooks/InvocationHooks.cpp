//===- InvocationHooks.cpp - The extension in clangd and clang-tidy -------===//
//
// scale-clangd and scale-clang-tidy build each file's CompilerInvocation
// themselves (clangd through clang::createInvocation, clang-tidy through
// clang::tooling), both ending in CompilerInvocation::CreateFromArgs. After
// it, the invocation gets what runCC1 gives the compiler's: libscale's
// include directory and, for CUDA and HIP, the qualifier macros. The Sema
// extension then attaches through the plugin (Driver.cpp). Both run Clang's
// driver first (Driver::BuildCompilation); there the command line gets what
// runDriver gives the compiler's for the CUDA toolkit, its default GPU
// architecture first (CudaToolkit.h), so that a file without
// --cuda-gpu-arch is analysed for the architecture scale-clang++ compiles it
// for, and the toolkit's include/cccl as the compiler gives it. In the compiler (runDriver and runCC1 do both themselves) these
// forward.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/CudaToolkit.h"
#include "scale/Driver.h"
#include "scale/NvccDriver.h"
#include "scale/SemaScale.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Driver.h"
#include "clang/Frontend/CompilerInvocation.h"

using namespace clang;

#define BUILD_COMPILATION                                                      \
  _ZN5clang6driver6Driver16BuildCompilationEN4llvm8ArrayRefIPKcEE
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
  if (!scale::SemaScale::inTools())
    return SCALE_REAL(CREATE_FROM_ARGS)(Invocation, Args, Diags, Argv0);
  // cc1 does not know the extension's flags (runCC1 takes them too).
  llvm::SmallVector<const char *, 256> Taken(Args);
  scale::ExtensionFlags Flags = scale::takeExtensionFlags(Taken);
  bool Success = SCALE_REAL(CREATE_FROM_ARGS)(Invocation, Taken, Diags, Argv0);
  scale::configureToolInvocation(Invocation, Flags);
  return Success;
}

extern "C" driver::Compilation *
SCALE_REAL(BUILD_COMPILATION)(driver::Driver *D,
                              llvm::ArrayRef<const char *> Args);

extern "C" driver::Compilation *
SCALE_WRAP(BUILD_COMPILATION)(driver::Driver *D,
                              llvm::ArrayRef<const char *> Args) {
  if (!scale::SemaScale::inTools())
    return SCALE_REAL(BUILD_COMPILATION)(D, Args);
  // The driver keeps pointers to the argument strings in its compilation;
  // clangd builds compilations on several threads at once.
  static thread_local llvm::BumpPtrAllocator Alloc;
  static thread_local llvm::StringSaver Saver(Alloc);
  llvm::SmallVector<const char *, 64> Adapted(Args);
  // A compilation database written with nvcc or scale-nvcc (CMake's
  // CMAKE_CUDA_COMPILER) names nvcc's flags: the file is analysed as
  // scale-nvcc compiles it, its macros (__NVCC__) included. A command
  // nvcc's table cannot read stays as written, with the driver's errors.
  scale::CommandLine Line = scale::CommandLine::Clang;
  if (!Args.empty() && scale::isNvccName(Args.front()))
    if (std::optional<std::vector<std::string>> Driver =
            scale::nvccToolDriverArguments(Args.drop_front(), D->getVFS())) {
      Adapted.assign({Args.front(), "--driver-mode=g++"});
      for (const std::string &Arg : *Driver)
        Adapted.push_back(Saver.save(Arg).data());
      Line = scale::CommandLine::Nvcc;
    }
  // The extension's flags, which Clang's driver does not know, go to the
  // cc1 jobs as runDriver hands them on.
  scale::ExtensionFlags Flags = scale::takeExtensionFlags(Adapted);
  // -fno-scale-addrspaces keeps upstream's driver, as in runDriver.
  std::optional<scale::CudaToolkit> Toolkit;
  if (Flags.Extension.value_or(true))
    Toolkit = scale::adaptToCudaToolkit(*D, Adapted, Saver);
  driver::Compilation *C = SCALE_REAL(BUILD_COMPILATION)(D, Adapted);
  if (!C)
    return C;
  if (Toolkit)
    scale::useToolkitVersions(*C, *Toolkit);
  if (Flags.NvccCompat.value_or(true))
    scale::addNvccEnvironment(*C, *D, Line);
  if (Line == scale::CommandLine::Nvcc)
    scale::compileHostOpenMPOnLibgomp(*C);
  scale::passExtensionFlags(*C, Flags);
  return C;
}

