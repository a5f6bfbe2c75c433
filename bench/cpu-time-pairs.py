#!/usr/bin/env python3
"""Compile time as the user feels it: paired whole-process CPU times.

compile-instructions.py counts the instructions of the cc1 jobs; this script
times what a user runs, the driver with its cc1 jobs, both sides of a CUDA
translation unit. Each pair runs clang++-22 and a scale-clang++ variant on
the same TU back to back, in alternating order (ABAB..., then BABA...), so
that a change in the machine's load falls on both halves of a pair alike.
CPU time is user + system time of the whole process tree (os.wait4: the
driver and the cc1 jobs it waited for); the figure per TU is the median over
the pairs of the ratio variant / clang++-22, with a 95% bootstrap interval
of that median and the ratio of the summed times. Minor page faults and the
largest resident set come from the same wait4.

On a shared machine a single pair's ratio may be anywhere from 0.8 to 1.15
(2026-11-28: 30 pairs of thrust+cub, standard deviation 0.083), so the
median of 30 pairs is known to about +-1.5%: read the interval before
comparing a figure with a goal of 2%. --concurrent runs the two halves of a
pair at the same time, each pinned to a CPU of its own (swapped at every
pair), so that what the machine's other tenants take falls on both alike:
on the 2-CPU machine of 2026-11-28 that took the standard deviation of a
pair from 0.083 to 0.007-0.03 within a run, though medians of runs an hour
apart still differed by up to 6%. It needs two CPUs that nothing else
uses. Time an installed (copied) scale-clang++ when comparing builds: the
binary lld has just written ran 1-3% slower than a copy of the same file.

  clang++-22                           (the baseline of every pair)
  scale-clang++                        (extension on, the default for CUDA)
  scale-clang++ -fno-scale-nvcc-compat (without the nvcc-only functions that
                                       are force-included for CUDA, docs/nvcc.md)
  scale-clang++ -fno-scale-addrspaces  (upstream Clang 22 in our binary, with
                                       those functions)

The TUs: the thrust+cub TU of issue 19 (cuda_runtime.h, thrust/sort.h,
cub/block/block_reduce.cuh) and the corpus idioms (bench/corpus/idioms), as
the corpus compiles them, both sides, -fsyntax-only by default.

Run it on a quiet machine: on a loaded one the pairs still agree in the
median, but the spread is wide (--verbose prints every pair).

Usage: cpu-time-pairs.py [--scale PATH] [--clang PATH] [--pairs N]
       [--mode=-fsyntax-only|-S] [--tu FILE]... [--no-idioms]
       [--default-only] [--concurrent] [--markdown] [--verbose]
"""
import argparse
import glob
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

from tables import print_table

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
THRUST_CUB = ("#include <cuda_runtime.h>\n#include <thrust/sort.h>\n"
              "#include <cub/block/block_reduce.cuh>\n")
# As the corpus compiles them: libscale's headers are on every compiler's
# path (the idioms include <spec/cuda/Addrspace.hpp>).
COMMON = ["-std=c++17", "-I/usr/local/cuda/include/cccl",
          "-isystem", os.path.join(ROOT, "libscale", "include"),
          "--cuda-gpu-arch=sm_90", "-Wno-unknown-cuda-version"]


def start(command, cpu=None):
    """Starts one compilation, pinned to \p cpu if given (the children it
    starts inherit the pinning)."""
    pin = None if cpu is None else (lambda: os.sched_setaffinity(0, {cpu}))
    return subprocess.Popen(command, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, preexec_fn=pin)


def measured(command, status, usage, wall):
    """CPU seconds (user + system, children included), wall seconds, minor
    faults, largest resident set (KiB) and system seconds of one
    compilation."""
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("failed: " + " ".join(command))
    return (usage.ru_utime + usage.ru_stime, wall, usage.ru_minflt,
            usage.ru_maxrss, usage.ru_stime)


def run(command):
    """One compilation on its own."""
    begin = time.perf_counter()
    child = start(command)
    _, status, usage = os.wait4(child.pid, 0)
    return measured(command, status, usage, time.perf_counter() - begin)


def run_together(commands, cpus):
    """The compilations of \p commands at the same time, the i-th pinned to
    cpus[i]; their measures in the same order."""
    begin = time.perf_counter()
    children = {start(c, cpu).pid: i
                for i, (c, cpu) in enumerate(zip(commands, cpus))}
    results = [None] * len(commands)
    while children:
        pid, status, usage = os.wait4(-1, 0)
        if pid in children:
            i = children.pop(pid)
            results[i] = measured(commands[i], status, usage,
                                  time.perf_counter() - begin)
    return results


def median_interval(ratios, rounds=2000):
    """95% bootstrap interval of the median of \p ratios (seeded, so the
    same pairs give the same interval)."""
    draw = random.Random(0)
    medians = sorted(statistics.median(draw.choices(ratios, k=len(ratios)))
                     for _ in range(rounds))
    return medians[int(rounds * 0.025)], medians[int(rounds * 0.975) - 1]


def main():
    ap = argparse.ArgumentParser(
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale",
                    default=os.path.join(ROOT, "build", "bin", "scale-clang++"))
    ap.add_argument("--clang", default="clang++-22")
    ap.add_argument("--pairs", type=int, default=10)
    ap.add_argument("--mode", default="-fsyntax-only",
                    help="-fsyntax-only (default) or -S (both sides to "
                         "assembly at -O2)")
    ap.add_argument("--tu", action="append",
                    help="a TU of your own (repeatable)")
    ap.add_argument("--no-idioms", action="store_true",
                    help="only the thrust+cub TU (and --tu)")
    ap.add_argument("--default-only", action="store_true",
                    help="only the default variant against clang++-22 (a "
                         "third of the time)")
    ap.add_argument("--concurrent", action="store_true",
                    help="run the two halves of each pair at the same time "
                         "on two CPUs, swapped at every pair")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()

    variants = [("scale-clang++", [args.scale]),
                ("scale-clang++ -fno-scale-nvcc-compat",
                 [args.scale, "-fno-scale-nvcc-compat"]),
                ("scale-clang++ -fno-scale-addrspaces",
                 [args.scale, "-fno-scale-addrspaces"])]
    if args.default_only:
        variants = variants[:1]
    if args.concurrent:
        available = sorted(os.sched_getaffinity(0))
        if len(available) < 2:
            sys.exit("--concurrent needs two CPUs")
        # The first command of a pair runs on the first CPU: the order
        # alternates, so each compiler gets each CPU in every other pair.
        cpus = available[:2]
    rows = []
    with tempfile.TemporaryDirectory() as work:
        def output(is_variant):
            if args.mode != "-S":
                return []
            return ["-o", os.path.join(work, "variant.s" if is_variant
                                       else "baseline.s")]

        thrust_cub = os.path.join(work, "thrust_cub.cu")
        with open(thrust_cub, "w") as f:
            f.write(THRUST_CUB)
        units = [("thrust+cub", thrust_cub)]
        units += [(os.path.basename(t), t) for t in args.tu or []]
        if not args.no_idioms:
            units += [(os.path.basename(p), p) for p in
                      sorted(glob.glob(os.path.join(HERE, "corpus", "idioms",
                                                    "*.cu")))]
        mode = [args.mode]
        if args.mode == "-S":
            mode = ["-O2", "-S"]
        for name, path in units:
            flags = COMMON + mode + [path]
            for variant, compiler in variants:
                cpu, wall, faults, rss, sums = [], [], [], [], [0.0, 0.0]
                for pair in range(args.pairs):
                    order = [False, True] if pair % 2 == 0 else [True, False]
                    # Each its own output: the halves may run together.
                    commands = [(compiler if is_variant else [args.clang]) +
                                flags + output(is_variant)
                                for is_variant in order]
                    if args.concurrent:
                        measures = run_together(commands, cpus)
                    else:
                        measures = [run(c) for c in commands]
                    result = dict(zip(order, measures))
                    base, new = result[False], result[True]
                    cpu.append(new[0] / base[0])
                    sums[0] += base[0]
                    sums[1] += new[0]
                    wall.append(new[1] / base[1])
                    faults.append((base[2], new[2]))
                    rss.append((base[3], new[3]))
                    if args.verbose:
                        print("%s %s pair %d: cpu %.3f/%.3f s (sys %.3f/%.3f),"
                              " wall %.3f/%.3f s, minflt %d/%d" %
                              (name, variant, pair, new[0], base[0], new[4],
                               base[4], new[1], base[1], new[2], base[2]),
                              file=sys.stderr, flush=True)
                low, high = median_interval(cpu)
                rows.append((name, variant, statistics.median(cpu), low, high,
                             sums[1] / sums[0],
                             statistics.median(wall),
                             statistics.median(f[1] for f in faults) /
                             statistics.median(f[0] for f in faults),
                             max(r[1] for r in rss) / max(r[0] for r in rss)))
                print("%s, %s: CPU %.4f (95%% %.4f to %.4f, sums %.4f), "
                      "wall %.4f" % rows[-1][:7], file=sys.stderr, flush=True)

    header = ["TU", "variant", "CPU time ratio (median of pairs)",
              "95% interval of the median", "ratio of summed CPU times",
              "wall ratio", "minor faults ratio", "max RSS ratio"]
    table = [[n, v, "%.4f" % c, "%.4f to %.4f" % (lo, hi), "%.4f" % total,
              "%.4f" % w, "%.4f" % f, "%.4f" % r]
             for n, v, c, lo, hi, total, w, f, r in rows]
    for variant, _ in variants:
        ratios = [r[2] for r in rows if r[1] == variant]
        table.append(["all TUs (geometric mean)", variant,
                      "%.4f" % statistics.geometric_mean(ratios), "", "", "",
                      "", ""])
    print_table(header, table, args.markdown)
    return 0


if __name__ == "__main__":
    sys.exit(main())
