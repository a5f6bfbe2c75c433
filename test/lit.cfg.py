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
if os.path.exists(os.path.join(cuda_path, "bin", "nvcc")):
    config.available_features.add("nvcc")
if shutil.which("g++"):
    config.available_features.add("gxx")
if shutil.which("valgrind"):
    config.available_features.add("valgrind")


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

# issue 10: the LLVM passes of llvm/ as an opt plugin, for IR-in/IR-out tests
# (test/llvm/): %opt_scale is opt-22 with the plugin loaded.
config.suffixes.append(".ll")
scale_pass_plugin = os.path.join(config.scale_obj_root, "lib", "ScaleAddrSpacePasses.so")
config.substitutions.append(
    ("%opt_scale", "%s -load-pass-plugin=%s" % (os.path.join(config.llvm_tools_dir, "opt"), scale_pass_plugin)))
