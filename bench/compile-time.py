#!/usr/bin/env python3
"""Compile time of scale-clang with and without its address-space passes
against clang++-22, side by side in one run.

Compiles the corpus (bench/corpus/toolkit.cu: cub, thrust, libcu++,
cooperative groups and WMMA; and the plain kernels of bench/kernels/) to PTX
for sm_90 at -O3, device side only, three ways, interleaved (the order
rotating from run to run) so that the machine's load falls on all three
alike, and reports per file the fastest of --runs wall-clock times (on a
shared machine the minimum is the least disturbed), the totals and their
ratios to clang++-22.

  scale-clang                          (passes on, the default)
  scale-clang -fno-scale-addrspace-opt (passes off)
  clang++-22

Usage: compile-time.py [--scale PATH] [--clang PATH] [--cuda-path DIR]
       [--runs N] [--markdown]
"""
import argparse
import glob
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    root = os.path.dirname(HERE)
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale", default=os.path.join(root, "build", "bin", "scale-clang++"))
    ap.add_argument("--clang", default="clang++-22")
    ap.add_argument("--cuda-path", default="/usr/local/cuda")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()

    common = ["-std=c++17", "--cuda-path=" + args.cuda_path, "-Wno-unknown-cuda-version",
              "-I" + os.path.join(args.cuda_path, "include", "cccl"),
              "--cuda-gpu-arch=sm_90", "--cuda-device-only", "-S", "-O3"]
    compilers = [
        ("scale-clang", [args.scale]),
        ("scale-clang -fno-scale-addrspace-opt", [args.scale, "-fno-scale-addrspace-opt"]),
        ("clang++-22", [args.clang]),
    ]
    sources = [os.path.join(HERE, "corpus", "toolkit.cu")]
    sources += sorted(glob.glob(os.path.join(HERE, "kernels", "*_plain.cu")))
    times = {(name, src): [] for name, _ in compilers for src in sources}
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out.ptx")
        for run in range(args.runs):
            order = compilers[run % len(compilers):] + compilers[:run % len(compilers)]
            for src in sources:
                for name, cmd in order:
                    start = time.perf_counter()
                    subprocess.run(cmd + common + [src, "-o", out], check=True,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                    times[(name, src)].append(time.perf_counter() - start)

    medians = {key: min(v) for key, v in times.items()}
    totals = {name: sum(medians[(name, s)] for s in sources) for name, _ in compilers}
    base = totals["clang++-22"]
    header = ["file"] + [name for name, _ in compilers]
    rows = [[os.path.relpath(s, HERE)] + ["%.3f" % medians[(n, s)] for n, _ in compilers]
            for s in sources]
    rows.append(["total (s)"] + ["%.3f" % totals[n] for n, _ in compilers])
    rows.append(["ratio to clang++-22"] + ["%.3f" % (totals[n] / base) for n, _ in compilers])
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
