#!/usr/bin/env python3
"""What ptxas's own loop unrolling costs in registers, in nvcc's PTX and in
ours, from a results directory of bench/nvcc-corpus.py (its kept PTX,
RESULTS/ptx/<program>/{nvcc,scale}/*.ptx.gz).

Each PTX file is assembled by ptxas -arch=sm_90 -v as it is and with every
loop marked `.pragma "nounroll"`, which stops ptxas from unrolling it. A
loop header is the target of a backward branch within a function, found the
same way in both compilers' PTX (nvcc's has no loop comments). Prints, per
program, the registers summed over the kernels in both compilers' PTX
(matched by name): nvcc, nvcc marked, ours, ours marked; then the totals.

  bench/ptxas-unroll.py RESULTS [--only a-cuda,b-cuda] [--jobs 2]
"""

import argparse
import gzip
import os
import re
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

PTXAS = "/usr/local/cuda/bin/ptxas"
COLUMNS = ("nvcc", "nvcc-nounroll", "scale", "scale-nounroll")
LABEL = re.compile(r"^(\$L__BB\d+_\d+):")
BRANCH = re.compile(r"\bbra(?:\.uni)?\s+(\$L__BB\d+_\d+);")
FUNCTION = re.compile(r"^(?:\.visible\s+|\.weak\s+)?\.(?:entry|func)\b")


def registers(text):
    """Registers of each kernel, by ptxas -v."""
    with tempfile.NamedTemporaryFile("w", suffix=".ptx") as ptx:
        ptx.write(text)
        ptx.flush()
        log = subprocess.run([PTXAS, "-arch=sm_90", "-v", ptx.name, "-o",
                              os.devnull], capture_output=True,
                             text=True).stderr
    result, kernel = {}, None
    for line in log.splitlines():
        match = re.search(r"Compiling entry function '(\S+)'", line)
        if match:
            kernel = match.group(1)
            continue
        match = re.search(r"Used (\d+) registers", line)
        if match and kernel:
            result[kernel] = int(match.group(1))
            kernel = None
    return result


def mark_loops(text):
    """The PTX with `.pragma "nounroll"` after every loop header that has
    none."""
    lines = text.split("\n")
    labels, headers = {}, set()
    for number, line in enumerate(lines):
        if FUNCTION.match(line):
            labels = {}
        match = LABEL.match(line)
        if match:
            labels[match.group(1)] = number
            continue
        match = BRANCH.search(line)
        if match and match.group(1) in labels:
            headers.add(labels[match.group(1)])
    marked = []
    for number, line in enumerate(lines):
        marked.append(line)
        if number in headers and not (number + 1 < len(lines) and
                                      "nounroll" in lines[number + 1]):
            marked.append('\t.pragma "nounroll";')
    return "\n".join(marked)


def program(results, name):
    sums = {column: {} for column in COLUMNS}
    for compiler in ("nvcc", "scale"):
        directory = os.path.join(results, "ptx", name, compiler)
        if not os.path.isdir(directory):
            return name, None
        for file in sorted(os.listdir(directory)):
            with gzip.open(os.path.join(directory, file), "rt") as f:
                text = f.read()
            sums[compiler].update(registers(text))
            sums[compiler + "-nounroll"].update(registers(mark_loops(text)))
    kernels = set.intersection(*(set(sums[column]) for column in COLUMNS))
    return name, [sum(sums[column][k] for k in kernels) for column in COLUMNS]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results")
    parser.add_argument("--only", help="comma-separated program names")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    names = sorted(os.listdir(os.path.join(args.results, "ptx")))
    if args.only:
        wanted = set(args.only.split(","))
        names = [name for name in names if name in wanted]
    totals, programs = [0] * len(COLUMNS), 0
    print("program", *COLUMNS)
    with ThreadPoolExecutor(args.jobs) as pool:
        for name, sums in pool.map(lambda n: program(args.results, n), names):
            if sums is None:
                continue
            programs += 1
            totals = [t + s for t, s in zip(totals, sums)]
            print(name, *sums, flush=True)
    print(f"total ({programs} programs)", *totals)


if __name__ == "__main__":
    main()
