#!/usr/bin/env python3
"""Front-end cost of the extension in instructions, not seconds.

On a shared 2-core machine wall and CPU times vary by several percent from
run to run, more than the 2% the extension may cost. Instruction counts
under valgrind's callgrind do not: the same binary, input and arguments give
the same count whatever else the machine does. For each translation unit and
side, the cc1 job that the driver would run is executed under callgrind for
clang++-22 and for scale-clang++ (extension on, the default for CUDA), and
the counts are compared; the total ratio is the one to report.

The TUs are toolkit headers (as the corpus compiles them: -fsyntax-only,
cuda_runtime.h first) and corpus idioms (-O2 -S), host and device side, for
sm_90. A callgrind run takes about fifty times the compile, minutes per TU.

Usage: compile-instructions.py [--scale PATH] [--clang PATH] [--markdown]
       [--header H]... [--idiom FILE]...
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_HEADERS = ["thrust/sort.h", "cub/block/block_reduce.cuh",
                   "cooperative_groups.h", "cuda/std/atomic"]
DEFAULT_IDIOMS = [os.path.join(HERE, "corpus", "idioms", "cub_block.cu")]
# As the corpus compiles them: libscale's headers are on every compiler's
# path (the idioms include <spec/cuda/Addrspace.hpp>).
COMMON = ["-std=c++17", "-I/usr/local/cuda/include/cccl",
          "-isystem", os.path.join(ROOT, "libscale", "include"),
          "--cuda-gpu-arch=sm_90", "-Wno-unknown-cuda-version"]


def cc1_command(compiler, args):
    """The cc1 job of a single-side driver invocation."""
    run = subprocess.run([compiler, "-###"] + args, capture_output=True,
                         text=True)
    for line in run.stderr.splitlines():
        if '"-cc1"' in line:
            return shlex.split(line)
    sys.exit("no cc1 job for %s %s:\n%s" % (compiler, " ".join(args),
                                             run.stderr))


def instructions(command, workdir):
    out = os.path.join(workdir, "callgrind.out")
    run = subprocess.run(["valgrind", "--tool=callgrind",
                          "--callgrind-out-file=" + out] + command,
                         capture_output=True, text=True, cwd=workdir)
    found = re.search(r"Collected : (\d+)", run.stderr)
    # A compilation that failed did less work: its count means nothing.
    if not found or run.returncode != 0:
        sys.exit("callgrind failed on %s:\n%s" % (" ".join(command),
                                                  run.stderr[-2000:]))
    return int(found.group(1))


def main():
    ap = argparse.ArgumentParser(
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale",
                    default=os.path.join(ROOT, "build", "bin", "scale-clang++"))
    ap.add_argument("--clang", default="clang++-22")
    ap.add_argument("--header", action="append")
    ap.add_argument("--idiom", action="append")
    ap.add_argument("--idioms-only", action="store_true")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()

    rows = []
    with tempfile.TemporaryDirectory() as work:
        units = []
        headers = [] if args.idioms_only else args.header or DEFAULT_HEADERS
        for header in headers:
            path = os.path.join(work, re.sub(r"[/.]", "_", header) + ".cu")
            with open(path, "w") as f:
                f.write("#include <cuda_runtime.h>\n#include <%s>\n" % header)
            units.append((header, path, ["-fsyntax-only"]))
        for idiom in args.idiom or DEFAULT_IDIOMS:
            units.append((os.path.basename(idiom), idiom,
                          ["-O2", "-S", "-o", os.path.join(work, "out.s")]))
        for name, path, mode in units:
            for side in ("--cuda-host-only", "--cuda-device-only"):
                flags = COMMON + [side] + mode + [path]
                counts = [instructions(cc1_command(c, flags), work)
                          for c in (args.clang, args.scale)]
                rows.append((name, side.split("-")[3], counts[0], counts[1]))
                print("%s %s: clang++-22 %d, scale-clang++ %d (%.4f)" %
                      (name, rows[-1][1], counts[0], counts[1],
                       counts[1] / counts[0]), file=sys.stderr, flush=True)

    total = [sum(r[2] for r in rows), sum(r[3] for r in rows)]
    if args.markdown:
        print("| TU | side | clang++-22 | scale-clang++ | ratio |")
        print("|---|---|---|---|---|")
        for name, side, clang, scale in rows:
            print("| `%s` | %s | %d | %d | %.4f |" % (name, side, clang, scale,
                                                     scale / clang))
        print("| total | | %d | %d | %.4f |" % (total[0], total[1],
                                                 total[1] / total[0]))
    else:
        print("total: clang++-22 %d, scale-clang++ %d, ratio %.4f" %
              (total[0], total[1], total[1] / total[0]))


if __name__ == "__main__":
    main()
