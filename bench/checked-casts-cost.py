#!/usr/bin/env python3
"""Measures what -fscale-checked-casts costs in the bench kernels.

For each kernel of bench/kernels/*_downcast.cu (the bench kernels written
with helpers that take generic pointers and cast them down) and of the
qualified kernels (*.cu without suffix), compiled by scale-clang for sm_90
with and without -fscale-checked-casts, it reports:

  casts     explicit down-casts the compiler instrumented (helper calls in
            the -O0 IR of the device compilation)
  IR left   run-time tests (llvm.nvvm.isspacep) left after the IR optimiser
  PTX left  isspacep instructions left in the PTX, that is checks that run
  folded    casts - PTX left: checks removed because the space was known
  instrs    PTX instructions in all function bodies, without / with checks
  fast path instructions with checks outside the blocks that report a
            wrong space (what a run that passes every check can execute;
            the report functions, never inlined, are not counted)
  +fast/chk (fast path - without) / PTX left: instructions added per check
            that stays

Usage: checked-casts-cost.py [--scale PATH] [--cuda-path DIR] [--opt -O2]
       [--markdown]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
KERNELS = ["reduction_downcast", "matmul_downcast", "stencil_downcast",
           "reduction", "matmul", "stencil"]
LABEL = re.compile(r"^\$?[\w$]+:")


def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


# libscale's report of a wrong space and the function it calls to name
# spaces: reached only when a check fails.
REPORTER = re.compile(r"wrongSpace|spaceName")


def bodies(ptx):
    """The instruction lines of each function body, grouped in blocks; the
    bodies of the report functions (REPORTER) are left out."""
    blocks, current, depth, name = [], None, 0, ""
    for raw in ptx.splitlines():
        line = raw.split("//")[0].strip()
        if not line:
            continue
        if depth == 0 and (".func" in line or ".entry" in line):
            name = line
        if line == "{":
            depth += 1
            if depth == 1:
                current = [] if not REPORTER.search(name) else None
                if current is not None:
                    blocks.append(current)
            continue
        if line.startswith("}"):
            depth -= 1
            continue
        if depth == 0 or line.startswith("."):
            continue
        if LABEL.match(line):
            if not REPORTER.search(name):
                current = []
                blocks.append(current)
            continue
        if current is not None:
            current.append(line)
    return blocks


def instructions(ptx):
    blocks = bodies(ptx)
    total = sum(len(b) for b in blocks)
    fast = sum(len(b) for b in blocks
               if not any(i.startswith("trap") or REPORTER.search(i) for i in b))
    return total, fast


def main():
    root = os.path.dirname(HERE)
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale", default=os.path.join(root, "build", "bin", "scale-clang++"))
    ap.add_argument("--cuda-path", default="/usr/local/cuda")
    ap.add_argument("--opt", default="-O2")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()
    common = [args.scale, "--cuda-path=" + args.cuda_path, "-Wno-unknown-cuda-version",
              "--cuda-gpu-arch=sm_90", "--cuda-device-only", "-S"]
    header = ["kernel", "casts", "IR left", "PTX left", "folded", "instrs",
              "with checks", "fast path", "+fast/chk"]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for kernel in KERNELS:
            src = os.path.join(HERE, "kernels", kernel + ".cu")
            out = os.path.join(tmp, "out")
            run(common + ["-emit-llvm", "-O0", "-fscale-checked-casts", src, "-o", out])
            casts = sum(1 for l in open(out) if "call" in l and "__scale_checked_" in l
                        and not l.lstrip().startswith("define"))
            run(common + ["-emit-llvm", args.opt, "-fscale-checked-casts", src, "-o", out])
            ir_left = sum(1 for l in open(out) if "call" in l and "llvm.nvvm.isspacep" in l)
            run(common + [args.opt, src, "-o", out])
            plain, _ = instructions(open(out).read())
            run(common + [args.opt, "-fscale-checked-casts", src, "-o", out])
            ptx = open(out).read()
            checked, fast = instructions(ptx)
            left = sum(1 for l in ptx.splitlines() if l.strip().startswith("isspacep"))
            per = "%.1f" % ((fast - plain) / left) if left else "-"
            rows.append([kernel, casts, ir_left, left, casts - left, plain, checked, fast, per])
    rows = [[str(x) for x in r] for r in rows]
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "|".join("---" for _ in header) + "|")
        for r in rows:
            print("| " + " | ".join(r) + " |")
    else:
        widths = [max(len(x) for x in col) for col in zip(header, *rows)]
        for r in [header, *rows]:
            print("  ".join(x.ljust(w) for x, w in zip(r, widths)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
