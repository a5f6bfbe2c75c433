//===- CudaToolkit.h - CUDA 13 in the driver -----------------------*- C++ -*-===//
//
// Clang 22 knows CUDA up to 12.9. With CUDA 13, the toolkit our users have,
// upstream's driver warns on every compile, defaults to sm_52 (which CUDA 13's
// ptxas no longer accepts), asks for PTX ISA 8.8 (so sm_88 and sm_110 fail
// in the backend), and links -fgpu-rdc objects without their
// device code unless --offload-link is given. These adjustments make the
// driver treat CUDA 13 as a supported toolkit. They apply unless
// -fno-scale-addrspaces is given, which keeps the driver clang++-22's.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_CUDATOOLKIT_H
#define SCALE_CUDATOOLKIT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/StringSaver.h"

#include <optional>
#include <string>

namespace clang {
namespace driver {
class Compilation;
class Driver;
} // namespace driver
} // namespace clang

namespace scale {

/// The CUDA toolkit the driver will use, as far as it matters here.
struct CudaToolkit {
  unsigned Major = 0, Minor = 0; ///< from CUDA_VERSION in include/cuda.h
};

/// Adjusts the command line before the compilation is built: for CUDA 13, no
/// unknown-version warning, sm_75 (CUDA 13's oldest and nvcc's default) when
/// no GPU architecture is named, GPU architectures in nvcc's spellings
/// (-arch=sm_90, -march=sm_90) and all/all-major as --offload-arch, and
/// --offload-link when objects with
/// device code are linked. Returns the toolkit found, if it is one we adjust
/// for.
std::optional<CudaToolkit>
adaptToCudaToolkit(clang::driver::Driver &D,
                   llvm::SmallVectorImpl<const char *> &Args,
                   llvm::StringSaver &Saver);

/// CUDA 13's GPU architectures (sm_75 to sm_121), all or one per major
/// version: nvcc's -arch=all and -arch=all-major, CMake's
/// CMAKE_CUDA_ARCHITECTURES=all and all-major.
llvm::ArrayRef<llvm::StringRef> cuda13Architectures(bool MajorOnly);

/// Whether the object file \p Path carries device code in an offload section
/// (compiled with -fgpu-rdc).
bool hasOffloadSection(llvm::StringRef Path);

/// Gives the device cc1 jobs of \p C the PTX ISA version of \p Toolkit
/// (9.0 for CUDA 13.0, capped at what LLVM 22 emits).
void useToolkitVersions(clang::driver::Compilation &C,
                        const CudaToolkit &Toolkit);

/// The CUDA installation the driver uses, as nvcc's `--version` and `-v`
/// describe it: build systems read those to identify nvcc, to find the
/// toolkit and its version, and to learn how to link (CMake's compiler
/// identification, docs/nvcc.md "Build systems").
struct NvccToolkit {
  std::string Root;    ///< nvcc's TOP
  std::string Include; ///< include/, ahead of include/cccl
  std::string Library; ///< lib64/ (libcudart_static, libcudadevrt)
  std::optional<CudaToolkit> Version;
  std::optional<unsigned> Build; ///< 88 of 13.0.88
};

/// The installation the driver of the binary \p Argv0 would find for a
/// command line that names none, or nothing if it finds none.
std::optional<NvccToolkit> findNvccToolkit(const char *Argv0);

/// The GPU architecture compiled for when the command line names none
/// (CUDA 13's oldest, and nvcc 13's default).
constexpr llvm::StringLiteral Cuda13DefaultArchitecture = "sm_75";

/// Whose command line the driver runs for: nvcc gives C and C++ files the
/// toolkit's headers and its macros too.
enum class CommandLine { Clang, Nvcc };

/// Gives the cc1 jobs of \p C what nvcc's configuration (bin/nvcc.profile)
/// gives every compilation, for the CUDA installation \p D finds: the
/// toolkit's include/cccl (Thrust, CUB, libcu++) as a system directory just
/// ahead of its include directory in CUDA jobs. For nvcc's command line
/// also both directories in C and C++ jobs, and nvcc's macros in all of them:
/// __NVCC__ and __CUDACC_VER_MAJOR__/_MINOR__/_BUILD__ (the build number
/// from the toolkit's version.json or its nvcc package's name).
void addNvccEnvironment(clang::driver::Compilation &C,
                        const clang::driver::Driver &D, CommandLine Line);

/// The driver flag by which scale-nvcc asks for a family target
/// (`-fscale-nvptx-family=sm_100` for nvcc's sm_100f), and the cc1 flag by
/// which the driver asks the device job to generate code for it.
constexpr llvm::StringLiteral NvptxFamilyDriverFlag = "-fscale-nvptx-family=";
constexpr llvm::StringLiteral NvptxFamilyCC1Flag = "-fscale-nvptx-family";

/// Family targets (CUDA 12.9's sm_100f, compute_120f), which Clang 22's
/// driver does not know and LLVM 22's NVPTX back end does: the jobs of \p C
/// for each base architecture in \p Bases (sm_100) are retargeted to its
/// family. The device cc1 job gets __CUDA_ARCH_FAMILY_SPECIFIC__, as under
/// nvcc, and NvptxFamilyCC1Flag (its code is generated for sm_100f: PTX
/// `.target sm_100f`); ptxas, the fat binary and the offload packager and
/// linker wrapper of -fgpu-rdc name sm_100f where they named sm_100.
void retargetFamilies(clang::driver::Compilation &C,
                      llvm::ArrayRef<std::string> Bases);

} // namespace scale

#endif // SCALE_CUDATOOLKIT_H
