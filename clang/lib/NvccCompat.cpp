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
// The version macros (__CUDACC_VER_MAJOR__...) come from that header, from
// CUDA_VERSION of the toolkit actually included, unless the driver
// predefined them: scale-nvcc predefines them with __NVCC__ for every file
// it compiles (CudaToolkit.cpp, addNvccEnvironment); scale-clang++ is Clang
// and leaves __NVCC__ undefined (docs/nvcc.md, "Predefined macros").
//
//===----------------------------------------------------------------------===//

#include "scale/NvccCompat.h"

#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/STLExtras.h"

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

} // namespace

void addNvccCompat(CompilerInvocation &Invocation) {
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
}

} // namespace scale
