#!/usr/bin/env python3
"""Counts generic versus space-specific memory instructions in PTX.

Compiles the kernels of bench/kernels/ three ways for sm_90 and counts, in
the PTX of each, the loads and stores (ld, ldu, st) and atomics (atom, red)
that name a state space (.global, .shared, .const, .local) and those that do
not (generic, resolved by the hardware at run time). Parameter accesses
(.param) are not counted.

  scale-clang   KERNEL.cu        (address-space qualified), -O2
  clang++-22    KERNEL_plain.cu  (plain pointers),          -O2
  nvcc          KERNEL_plain.cu  (plain pointers),          -arch=sm_90 -ptx

and the same three again with separate compilation (-fgpu-rdc, -rdc=true).

--passes compares, in one run, scale-clang with and without its
address-space passes (llvm/, -fno-scale-addrspace-opt) on the plain and the
qualified sources, against clang++-22, nvcc and nvcc -rdc=true, and adds the
PTX size (instructions) of each compilation: the code growth of cloning.

Usage: count-memory-instructions.py [--scale PATH] [--clang PATH]
       [--nvcc PATH] [--cuda-path DIR] [--opt -O2] [--markdown] [--passes]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

from tables import print_table

HERE = os.path.dirname(os.path.abspath(__file__))
KERNELS = ["reduction", "matmul", "stencil"]
# The kernels of issue 10 (and issue 19's byvalue_loop): by-value struct
# parameters, one helper called with several spaces, recursion, returned
# pointers, function pointers.
PASS_KERNELS = ["byvalue", "byvalue_loop", "multispace", "recursion", "returned",
                "fnptr"]
SPACES = ["global", "shared", "const", "local"]
MEMORY_OP = re.compile(r"^\s*(?:@!?%\w+\s+)?(ld|ldu|st|atom|red)((?:\.\w+)*)\s")
# A PTX instruction: an indented line that is not a directive, label,
# comment or brace.
INSTRUCTION = re.compile(r"^\s+(?:@!?%\w+\s+)?[a-z]")


def count(ptx):
    counts = {"generic": 0, **{s: 0 for s in SPACES}}
    for line in ptx.splitlines():
        m = MEMORY_OP.match(line)
        if not m:
            continue
        modifiers = m.group(2).split(".")[1:]
        if "param" in modifiers:
            continue
        space = next((s for s in SPACES if s in modifiers), None)
        counts[space or "generic"] += 1
    counts["size"] = sum(1 for line in ptx.splitlines()
                         if INSTRUCTION.match(line) and not line.lstrip().startswith("//"))
    return counts


def compile_ptx(cmd, out):
    subprocess.run(cmd + ["-o", out], check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    with open(out) as f:
        return f.read()


def main():
    root = os.path.dirname(HERE)
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale", default=os.path.join(root, "build", "bin", "scale-clang++"))
    ap.add_argument("--clang", default="clang++-22")
    ap.add_argument("--nvcc", default="/usr/local/cuda/bin/nvcc")
    ap.add_argument("--cuda-path", default="/usr/local/cuda")
    ap.add_argument("--opt", default="-O2")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--passes", action="store_true",
                    help="the address-space passes on and off (issue 10)")
    args = ap.parse_args()

    clang_common = ["--cuda-path=" + args.cuda_path, "-Wno-unknown-cuda-version",
                    "--cuda-gpu-arch=sm_90", "--cuda-device-only", "-S", args.opt]
    compilers = [
        ("scale-clang (qualified)", lambda k: [args.scale, *clang_common, f"{k}.cu"]),
        ("clang++-22 (plain)", lambda k: [args.clang, *clang_common, f"{k}_plain.cu"]),
        ("nvcc (plain)", lambda k: [args.nvcc, "-arch=sm_90", "-ptx", f"{k}_plain.cu"]),
        # Separate compilation: the helpers are visible to other translation
        # units, so nothing can be inferred from their callers.
        ("scale-clang -fgpu-rdc (qualified)",
         lambda k: [args.scale, *clang_common, "-fgpu-rdc", f"{k}.cu"]),
        ("clang++-22 -fgpu-rdc (plain)",
         lambda k: [args.clang, *clang_common, "-fgpu-rdc", f"{k}_plain.cu"]),
        ("nvcc -rdc=true (plain)",
         lambda k: [args.nvcc, "-arch=sm_90", "-ptx", "-rdc=true", f"{k}_plain.cu"]),
    ]
    kernels = KERNELS
    if args.passes:
        kernels = KERNELS + PASS_KERNELS
        off = "-fno-scale-addrspace-opt"
        compilers = [
            ("scale-clang (qualified)", lambda k: [args.scale, *clang_common, f"{k}.cu"]),
            ("scale-clang no passes (qualified)",
             lambda k: [args.scale, *clang_common, off, f"{k}.cu"]),
            ("scale-clang (plain)", lambda k: [args.scale, *clang_common, f"{k}_plain.cu"]),
            ("scale-clang no passes (plain)",
             lambda k: [args.scale, *clang_common, off, f"{k}_plain.cu"]),
            ("clang++-22 (plain)", lambda k: [args.clang, *clang_common, f"{k}_plain.cu"]),
            ("nvcc (plain)", lambda k: [args.nvcc, "-arch=sm_90", "-ptx", f"{k}_plain.cu"]),
            ("nvcc -rdc=true (plain)",
             lambda k: [args.nvcc, "-arch=sm_90", "-ptx", "-rdc=true", f"{k}_plain.cu"]),
            ("scale-clang -fgpu-rdc (plain)",
             lambda k: [args.scale, *clang_common, "-fgpu-rdc", f"{k}_plain.cu"]),
        ]
    rows = []
    totals = {}
    with tempfile.TemporaryDirectory() as tmp:
        for kernel in kernels:
            for name, cmd in compilers:
                src_cmd = cmd(os.path.join(HERE, "kernels", kernel))
                c = count(compile_ptx(src_cmd, os.path.join(tmp, f"{kernel}.ptx")))
                rows.append((kernel, name, c))
                t = totals.setdefault(name, {k: 0 for k in c})
                for k, v in c.items():
                    t[k] += v
    for name, t in totals.items():
        rows.append(("total", name, t))

    header = ["kernel", "compiler", "generic", *SPACES, "specific"]
    if args.passes:
        header.append("PTX instructions")
    table = [[k, n, str(c["generic"]), *(str(c[s]) for s in SPACES),
              str(sum(c[s] for s in SPACES))] + ([str(c["size"])] if args.passes else [])
             for k, n, c in rows]
    print_table(header, table, args.markdown)
    return 0


if __name__ == "__main__":
    sys.exit(main())
