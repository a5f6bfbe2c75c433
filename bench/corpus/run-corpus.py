#!/usr/bin/env python3
"""The CUDA toolkit corpus: real headers and NVIDIA-style idioms, compiled by
scale-clang++ with the extension on and off and by clang++-22.

Every translation unit is compiled for sm_90 on the host side and on the
device side (--cuda-host-only / --cuda-device-only). The header corpus is one
TU per public header (CCCL's cub/, thrust/, cuda/std/, cuda/; curand_kernel.h,
cooperative_groups, mma.h, cuda_fp16.h, cuda_bf16.h, cuda_pipeline.h,
cuda_awbarrier.h); the idiom suite is bench/corpus/idioms/*.cu. The script
prints, per side, how many TUs each compiler accepts, and lists every TU that
scale-clang++ (on or off) treats differently from clang++-22.

  nice -n 19 bench/corpus/run-corpus.py --jobs 2            # the full corpus
  bench/corpus/run-corpus.py --subset                       # the lit subset
  nice -n 19 bench/corpus/run-corpus.py --time --jobs 1     # compile time

--time compiles each TU with clang++-22 and scale-clang++ (extension on) in
alternation, --repeat times, and compares the user+system CPU time that the
compilers themselves used (os.wait4), which another user of the machine
inflates far less than wall time.
"""

import argparse
import concurrent.futures
import os
import pathlib
import re
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
SOURCE_ROOT = HERE.parent.parent
CUDA = pathlib.Path("/usr/local/cuda")
CCCL = CUDA / "include" / "cccl"
CLANG22 = pathlib.Path("/usr/lib/llvm-22/bin/clang++")

# Internal directories of the libraries: their headers are not meant to be
# included on their own.
INTERNAL_DIRS = {"detail", "details"}
# thrust back ends that need OpenMP or TBB, which the corpus does not have.
EXCLUDED_THRUST = ("thrust/system/omp", "thrust/system/tbb")

TOOLKIT_HEADERS = [
    "curand_kernel.h", "cooperative_groups.h", "mma.h", "cuda_fp16.h",
    "cuda_bf16.h", "cuda_pipeline.h", "cuda_awbarrier.h",
]

# The lit subset: one header of each library and the headers the issue names.
SUBSET_HEADERS = [
    "curand_kernel.h", "cooperative_groups/memcpy_async.h", "mma.h",
    "cuda/annotated_ptr", "cub/block/block_reduce.cuh",
]


def is_public(relative):
    parts = pathlib.PurePosixPath(relative).parts
    return not any(p in INTERNAL_DIRS or p.startswith("_") for p in parts)


def cccl_headers():
    headers = []
    # libcu++: the extensionless public headers at the top of cuda/std/ and
    # cuda/ (their subdirectories are implementation).
    for directory in ("cuda/std", "cuda"):
        for path in sorted((CCCL / directory).iterdir()):
            relative = path.relative_to(CCCL).as_posix()
            if path.is_file() and is_public(relative):
                headers.append(relative)
    for library in ("thrust", "cub"):
        for path in sorted((CCCL / library).rglob("*")):
            relative = path.relative_to(CCCL).as_posix()
            if (path.is_file() and is_public(relative)
                    and not relative.startswith(EXCLUDED_THRUST)
                    and path.suffix in (".h", ".cuh", ".hpp")):
                headers.append(relative)
    return headers


def toolkit_headers():
    headers = list(TOOLKIT_HEADERS)
    for path in sorted((CUDA / "include" / "cooperative_groups").rglob("*.h")):
        headers.append(path.relative_to(CUDA / "include").as_posix())
    return headers


class Unit:
    def __init__(self, name, source):
        self.name = name
        self.source = source


def header_units(headers, directory):
    units = []
    for header in headers:
        name = "header:" + header
        path = directory / (header.replace("/", "__") + ".cu")
        path.write_text("#include <cuda_runtime.h>\n#include <%s>\n" % header)
        units.append(Unit(name, path))
    return units


def idiom_units():
    return [Unit("idiom:" + p.name, p)
            for p in sorted((HERE / "idioms").glob("*.cu"))]


COMPILERS = ["clang++-22", "scale-on", "scale-off"]
# --nvcc-macros: the macros scale-nvcc predefines (CUDA 13.0.88), for
# scale-clang++ on and off; clang++-22 takes nvcc's code paths no better
# than without them.
NVCC_MACROS = ["-D__NVCC__", "-D__CUDACC_VER_MAJOR__=13",
               "-D__CUDACC_VER_MINOR__=0", "-D__CUDACC_VER_BUILD__=88"]
scale_macros = []
SIDES = ["host", "device"]


def command(compiler, side, source, scale, action):
    # scale-clang++ finds CCCL itself (include/cccl, as nvcc does).
    base = [str(CLANG22), "-I%s" % CCCL] if compiler == "clang++-22" else \
        [str(scale)] + scale_macros
    if compiler == "scale-off":
        base.append("-fno-scale-addrspaces")
    base += ["-x", "cuda", "-std=c++17", "--cuda-gpu-arch=sm_90",
             "-Wno-unknown-cuda-version",
             # <spec/cuda/Addrspace.hpp> for clang++-22 (scale-clang++ adds
             # it itself): the idioms spell __device with it.
             "-isystem", str(SOURCE_ROOT / "libscale" / "include"),
             "--cuda-host-only" if side == "host" else "--cuda-device-only"]
    if action == "syntax":
        base.append("-fsyntax-only")
    else:
        base += ["-O2", "-S", "-o", "-"]
    return base + [str(source)]


def run(cmd):
    """Runs cmd; returns (exit status, stderr, user+system CPU seconds)."""
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return proc.returncode, err.decode(errors="replace"), \
        usage.ru_utime + usage.ru_stime


def accept_table(units, scale, jobs, log_dir, previous):
    jobs_list = [(u, c, s) for u in units for c in COMPILERS for s in SIDES
                 if u.source is not None]
    results = dict(previous)

    def work(item):
        unit, compiler, side = item
        # Headers define little that is emitted: Sema decides. Idioms go
        # through code generation to PTX and host assembly.
        action = "asm" if unit.name.startswith("idiom:") else "syntax"
        status, err, _ = run(command(compiler, side, unit.source, scale,
                                     action))
        return item, status, err

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for (unit, compiler, side), status, err in pool.map(work, jobs_list):
            results[(unit.name, compiler, side)] = status == 0
            # One line per compilation as it finishes, so that an interrupted
            # run still says how far it got.
            print("RESULT %s %s %s %s" % (unit.name, compiler, side,
                                          "accepted" if status == 0
                                          else "rejected"), flush=True)
            if status != 0 and log_dir:
                log = log_dir / ("%s.%s.%s.log" % (
                    unit.name.replace("/", "__").replace(":", "_"),
                    compiler, side))
                log.write_text(err)
    return results


def print_table(units, results, title):
    print("%s: %d translation units" % (title, len(units)))
    print("| compiler | host accepted | device accepted |")
    print("|---|---|---|")
    for compiler in COMPILERS:
        counts = [sum(results[(u.name, compiler, s)] for u in units)
                  for s in SIDES]
        print("| %s | %d/%d | %d/%d |" % (compiler, counts[0], len(units),
                                         counts[1], len(units)))
    differences = []
    for unit in units:
        for side in SIDES:
            reference = results[(unit.name, "clang++-22", side)]
            for compiler in COMPILERS[1:]:
                if results[(unit.name, compiler, side)] != reference:
                    differences.append("%s %s: clang++-22 %s, %s %s" % (
                        unit.name, side,
                        "accepts" if reference else "rejects", compiler,
                        "accepts" if not reference else "rejects"))
    for line in differences:
        print("DIFFERS " + line)
    return not differences


MEMORY_OP = re.compile(
    r"^\s*(?:@!?%\w+\s+)?(ld|ldu|st|atom|red|cp\.async|wmma\.load|"
    r"wmma\.store)((?:\.\w+)*)\s")
STATE_SPACES = ["global", "shared", "const", "local"]


def ptx_counts(ptx):
    """Memory instructions of PTX by state space; .param ones not counted."""
    counts = {"generic": 0, **{space: 0 for space in STATE_SPACES},
              "cvta": 0}
    for line in ptx.splitlines():
        if line.strip().startswith("cvta"):
            counts["cvta"] += 1
            continue
        m = MEMORY_OP.match(line)
        if not m:
            continue
        modifiers = m.group(2).split(".")[1:]
        if "param" in modifiers:
            continue
        space = next((s for s in STATE_SPACES if s in modifiers), "generic")
        counts[space] += 1
    return counts


def compare_ptx(units, scale):
    """Device PTX of every idiom by clang++-22 and scale-on (-O2): memory
    instructions by state space. Fails if scale-on has more generic ones."""
    columns = ["generic"] + STATE_SPACES + ["cvta"]
    print("| idiom | compiler | " + " | ".join(columns) + " |")
    print("|---" * (len(columns) + 2) + "|")
    worse = []
    for unit in units:
        counts = {}
        for compiler in ("clang++-22", "scale-on"):
            out = subprocess.run(command(compiler, "device", unit.source,
                                         scale, "asm"),
                                 capture_output=True, text=True)
            if out.returncode:
                print(out.stderr, file=sys.stderr)
                worse.append(unit.name + " (" + compiler + " failed)")
                continue
            counts[compiler] = ptx_counts(out.stdout)
            print("| %s | %s | %s |" % (
                unit.name[len("idiom:"):], compiler,
                " | ".join(str(counts[compiler][c]) for c in columns)))
        if len(counts) == 2 and \
                counts["scale-on"]["generic"] > counts["clang++-22"]["generic"]:
            worse.append(unit.name)
    for name in worse:
        print("MORE-GENERIC " + name)
    return not worse


def time_corpus(units, scale, jobs, repeat):
    """Alternates clang++-22 and scale-on on every TU and side."""
    items = [(u, s) for u in units for s in SIDES]
    totals = {"clang++-22": 0.0, "scale-on": 0.0}

    def work(item):
        unit, side = item
        spent = {"clang++-22": 0.0, "scale-on": 0.0}
        for round_ in range(repeat):
            order = ["clang++-22", "scale-on"]
            if round_ % 2:
                order.reverse()
            for compiler in order:
                spent[compiler] += run(command(compiler, side, unit.source,
                                               scale, "syntax"))[2]
        return spent

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for spent in pool.map(work, items):
            for compiler, seconds in spent.items():
                totals[compiler] += seconds
    print("compile time (user+system CPU seconds, %d rounds, %d TU sides):"
          % (repeat, len(items)))
    for compiler, seconds in totals.items():
        print("  %-10s %.2f" % (compiler, seconds))
    print("  ratio scale-on / clang++-22: %.4f"
          % (totals["scale-on"] / totals["clang++-22"]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", default=str(SOURCE_ROOT / "build" / "bin"
                                               / "scale-clang++"),
                        help="the scale-clang++ to test")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--subset", action="store_true",
                        help="only the lit subset of the headers, and the "
                             "idioms")
    parser.add_argument("--headers-only", action="store_true")
    parser.add_argument("--idioms-only", action="store_true")
    parser.add_argument("--filter", default="",
                        help="only TUs whose name contains this")
    parser.add_argument("--exclude", default=None,
                        help="leave out TUs whose name contains this")
    parser.add_argument("--resume", help="a previous run's output: TUs it "
                        "finished are not compiled again, and count")
    parser.add_argument("--summarize", metavar="OUTPUT",
                        help="print the tables of a (possibly interrupted) "
                             "run's output, over the TUs it finished")
    parser.add_argument("--interleave", action="store_true",
                        help="take the libraries in turn (an interrupted "
                             "run then covers each of them)")
    parser.add_argument("--list", action="store_true",
                        help="print the TUs and exit")
    parser.add_argument("--ptx", action="store_true",
                        help="compare the PTX memory instructions of the "
                             "idioms with clang++-22's")
    parser.add_argument("--time", action="store_true",
                        help="measure compile time instead of acceptance")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--logs", help="directory for the stderr of every "
                                       "rejected compilation")
    parser.add_argument("--nvcc-macros", action="store_true",
                        help="scale-clang++ with the macros scale-nvcc "
                             "predefines (__NVCC__, __CUDACC_VER_*)")
    args = parser.parse_args()
    if args.nvcc_macros:
        scale_macros.extend(NVCC_MACROS)

    if args.summarize:
        results = {}
        for line in open(args.summarize):
            if line.startswith("RESULT "):
                _, name, compiler, side, verdict = line.split()
                results[(name, compiler, side)] = verdict == "accepted"
        names = sorted({name for name, _, _ in results
                        if all((name, c, s) in results
                               for c in COMPILERS for s in SIDES)})
        same = True
        for kind in ("header", "idiom"):
            chosen = [Unit(n, None) for n in names
                      if n.startswith(kind + ":")]
            if chosen:
                same &= print_table(chosen, results, kind + "s (finished)")
        return 0 if same else 1

    with tempfile.TemporaryDirectory(prefix="scale-corpus-") as tmp:
        headers = SUBSET_HEADERS if args.subset else \
            toolkit_headers() + cccl_headers()
        units = []
        if not args.idioms_only:
            units += header_units(headers, pathlib.Path(tmp))
        if not args.headers_only:
            units += idiom_units()
        units = [u for u in units if args.filter in u.name and
                 not (args.exclude and args.exclude in u.name)]
        previous = {}
        if args.resume:
            for line in open(args.resume):
                if line.startswith("RESULT "):
                    _, name, compiler, side, verdict = line.split()
                    previous[(name, compiler, side)] = verdict == "accepted"
            done = {u.name for u in units
                    if all((u.name, c, s) in previous
                           for c in COMPILERS for s in SIDES)}
            units = [u for u in units if u.name not in done] + \
                [Unit(name, None) for name in sorted(done)]
        if args.interleave:
            by_library = {}
            for u in units:
                library = u.name.split("/")[0] \
                    if u.name.startswith("header:") else "idiom"
                by_library.setdefault(library, []).append(u)
            queues = list(by_library.values())
            units = []
            while any(queues):
                for queue in queues:
                    if queue:
                        units.append(queue.pop(0))
        if args.list:
            print("\n".join(u.name for u in units))
            return 0
        if args.ptx:
            return 0 if compare_ptx(
                [u for u in units if u.name.startswith("idiom:")],
                args.scale) else 1
        if args.time:
            time_corpus(units, args.scale, args.jobs, args.repeat)
            return 0
        log_dir = pathlib.Path(args.logs) if args.logs else None
        if log_dir:
            log_dir.mkdir(parents=True, exist_ok=True)
        header_set = [u for u in units if u.name.startswith("header:")]
        idiom_set = [u for u in units if u.name.startswith("idiom:")]
        results = accept_table(units, args.scale, args.jobs, log_dir,
                               previous)
        same = True
        if header_set:
            same &= print_table(header_set, results, "headers")
        if idiom_set:
            same &= print_table(idiom_set, results, "idioms")
        return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
