#!/usr/bin/env python3
"""Whole-program device code: functions emitted and generic accesses.

Compiles each CUDA source (default: every *_plain.cu of bench/kernels/:
plain pointers, no qualifier) for sm_90 to PTX with

  nvcc          -arch=sm_90 -ptx (device code at -O3, nvcc's default)
  clang++-22    --cuda-device-only -S -O3
  scale before  --scale-before (a scale-clang++ without internalisation,
                e.g. the main checkout's build), -O3
  scale         this build's scale-clang++, -O3

(-std=c++17 and libscale's headers for all four). A compilation that fails
prints "error" and counts in no total.

and prints, per source and compiler: the functions the PTX defines (.func
bodies, kernels not counted), the kernels, the generic loads, stores and
atomics (count-memory-instructions.py's count), and the PTX instructions.

Usage: whole-program.py [--scale PATH] [--scale-before PATH] [--clang PATH]
       [--nvcc PATH] [--cuda-path DIR] [--markdown] [SOURCE.cu ...]
"""
import argparse
import glob
import importlib.util
import os
import re
import subprocess
import sys
import tempfile

from tables import print_table

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "count_memory_instructions", os.path.join(HERE, "count-memory-instructions.py"))
_counting = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_counting)

# A function or kernel header up to its parameter list; what follows the
# list (`{` or `;`) tells a definition from a declaration.
HEADER = re.compile(
    r"^(?:\.visible\s+|\.weak\s+|\.extern\s+)?\.(func|entry)\b[^{;]*?([\w$]+)\s*\(",
    re.M)


def definitions(ptx):
    """(functions, kernels) that \\p ptx defines."""
    functions = kernels = 0
    for m in HEADER.finditer(ptx):
        depth, i = 1, m.end()
        while depth and i < len(ptx):
            depth += {"(": 1, ")": -1}.get(ptx[i], 0)
            i += 1
        body = ptx[i:].lstrip()
        if body.startswith(".noreturn"):
            body = body[len(".noreturn"):].lstrip()
        # Comments and performance directives (.maxntid, .reqntid, ...)
        # come before `{`.
        while body.startswith((".", "//")):
            body = body.split("\n", 1)[1].lstrip()
        if body.startswith("{"):
            if m.group(1) == "entry":
                kernels += 1
            else:
                functions += 1
    return functions, kernels


def main():
    root = os.path.dirname(HERE)
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale", default=os.path.join(root, "build", "bin", "scale-clang++"))
    ap.add_argument("--scale-before", default="/work/main/build/bin/scale-clang++")
    ap.add_argument("--clang", default="clang++-22")
    ap.add_argument("--nvcc", default="/usr/local/cuda/bin/nvcc")
    ap.add_argument("--cuda-path", default="/usr/local/cuda")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("sources", nargs="*")
    args = ap.parse_args()
    sources = args.sources or sorted(
        glob.glob(os.path.join(HERE, "kernels", "*_plain.cu")))

    # As the corpus compiles them: libscale's headers on every compiler's
    # path (the idioms include <spec/cuda/Addrspace.hpp>).
    common = ["-std=c++17", "-isystem", os.path.join(root, "libscale", "include")]
    cccl = os.path.join(args.cuda_path, "include", "cccl")
    clang_common = [*common, "--cuda-path=" + args.cuda_path, "-Wno-unknown-cuda-version",
                    "-isystem", cccl, "--cuda-gpu-arch=sm_90", "--cuda-device-only",
                    "-S", "-O3"]
    compilers = [
        ("nvcc", lambda s: [args.nvcc, *common, "-arch=sm_90", "-ptx", s]),
        ("clang++-22", lambda s: [args.clang, *clang_common, s]),
        ("scale before", lambda s: [args.scale_before, *clang_common, s]),
        ("scale", lambda s: [args.scale, *clang_common, s]),
    ]
    rows = []
    totals = {}
    with tempfile.TemporaryDirectory() as tmp:
        for source in sources:
            for name, cmd in compilers:
                try:
                    ptx = _counting.compile_ptx(cmd(source), os.path.join(tmp, "out.ptx"))
                except subprocess.CalledProcessError:
                    rows.append([os.path.basename(source), name, "error", "", "", ""])
                    continue
                c = _counting.count(ptx)
                functions, kernels = definitions(ptx)
                values = [functions, kernels, c["generic"], c["size"]]
                rows.append([os.path.basename(source), name, *map(str, values)])
                t = totals.setdefault(name, [0] * len(values))
                for i, v in enumerate(values):
                    t[i] += v
    for name, t in totals.items():
        rows.append(["total", name, *map(str, t)])
    print_table(["source", "compiler", "functions", "kernels", "generic accesses",
                 "PTX instructions"], rows, args.markdown)
    return 0


if __name__ == "__main__":
    sys.exit(main())
