#!/usr/bin/env python3
"""Runs the corpus programs that nvcc and scale-nvcc both built on a GPU and
compares what they print: a miscompile that ptxas accepts shows here only.

Three steps, because the GPU is on another machine (the device tool) that
has the driver but none of this project's build:

  pack     here: for every program of bench/nvcc-corpus.py kept with
           --keep-work (both builds in --scratch), reads the command of the
           Makefile's `run` target (`make -n run`, the binary up to date, so
           the recipe is all it prints) and puts each build's directory
           (binary and the files the program reads, objects left out) into
           one archive with a list of the commands
  run      on the GPU machine: unpacks the archive and runs every program,
           each build in turn, under a time limit; writes exit status,
           output and wall time of each run as JSON
  compare  here: reads that JSON and sorts the programs: both agree, only
           nvcc's build passes (exit status 0 and no failure word), or both
           pass with different output once the lines that report times or
           rates are set aside (those lines differ between any two runs)

  bench/gpu-corpus-run.py pack --only adam-cuda,ace-cuda --archive .gpu/corpus.tar.xz
  bench/gpu-corpus-run.py run --archive .gpu/corpus.tar.xz --json $OUT/runs.json
  bench/gpu-corpus-run.py compare --json runs.json --markdown

Only the HeCBench-style Makefile programs are packed: their `run` target is
the author's own invocation with its arguments. Programs that link the
toolkit's shared libraries (cuBLAS, cuRAND...) need LD_LIBRARY_PATH to name
the GPU machine's toolkit (docs/nvcc.md, "Programs run on a GPU", has the
commands used). Host OpenMP programs of scale-nvcc need GCC's libgomp, as
nvcc's do (before 2026-11-30's twenty-fifth session, libomp.so.5).
"""

import argparse
import concurrent.futures
import importlib.util
import io
import json
import os
import re
import shlex
import subprocess
import tarfile
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TAGS = ("nvcc", "scale")

# Files a program never reads at run time: what the build made on the way
# and the sources.
LEFT_OUT = re.compile(r"\.(o|obj|ptx|cubin|fatbin|ii|cu|cuh|cpp|cc|c|h|hpp|d|a|log)$")
# A larger file is left out unless the run command names it.
LARGEST_FILE = 8 << 20

# Lines that report how long something took or how fast it ran: they differ
# between two runs of one binary.
TIMING_LINE = re.compile(
    r"(\btime|elapsed|\b(ms|us|usecs?|msecs?|ns|sec|secs|seconds?|s)\b|[GMK]B/s|"
    r"GFLOP|TFLOP|throughput|bandwidth|per second|speed|\bfps\b|/s\b|duration|"
    r"latency|\bcycles\b|clock|cpu|gpu|host)", re.I)
FAILURE_WORD = re.compile(r"\b(FAIL(ED|URE)?|mismatch|incorrect|wrong|error)\b", re.I)


def load_corpus():
    spec = importlib.util.spec_from_file_location(
        "nvcc_corpus", os.path.join(HERE, "nvcc-corpus.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_command(program, directory, wrapper):
    """The `run` target's recipe, as make would run it now (its lines joined
    by &&), or None when the target is missing or would rebuild first."""
    compiler = program["compiler"]
    setting = [] if compiler.startswith("PATH:") else [f"{compiler}={wrapper}"]
    arch = [] if program["arch"] in (["append"], ["edit"]) else program["arch"]
    out = subprocess.run(["make", "-n", "-s", *setting, *arch, *program.get("vars", []),
                          "LAUNCHER=", "run"],
                         cwd=directory, capture_output=True, text=True)
    lines = [l.strip() for l in out.stdout.splitlines() if l.strip()]
    if out.returncode != 0 or not lines or any(wrapper in l for l in lines):
        return None
    return " && ".join(lines)


def pack(args):
    corpus = load_corpus()
    programs = corpus.read_manifest(args.manifest)
    if args.only:
        wanted = set(args.only.split(","))
        programs = [p for p in programs if p["name"] in wanted]
    listing = []
    os.makedirs(os.path.dirname(os.path.abspath(args.archive)), exist_ok=True)
    with tarfile.open(args.archive, "w:xz", preset=9) as archive:
        for program in programs:
            if program["build"] != "make":
                continue
            builds = {tag: os.path.join(args.scratch, program["name"], tag) for tag in TAGS}
            directories = {tag: os.path.join(w, "src", program["dir"])
                           for tag, w in builds.items()}
            if not all(os.path.isdir(d) for d in directories.values()):
                continue
            commands = {tag: run_command(program, directories[tag],
                                         os.path.join(builds[tag], "compiler"))
                        for tag in TAGS}
            if None in commands.values() or commands["nvcc"] != commands["scale"] \
                    or "../" in commands["nvcc"]:
                print(f"{program['name']}: skipped (run target {commands['nvcc']!r})")
                continue
            named = set(shlex.split(commands["nvcc"]))
            for tag in TAGS:
                root = directories[tag]
                for dirpath, _, files in os.walk(root):
                    for name in files:
                        path = os.path.join(dirpath, name)
                        relative = os.path.relpath(path, root)
                        if os.path.islink(path) or (LEFT_OUT.search(name) and
                                                    relative not in named):
                            continue
                        if os.path.getsize(path) > LARGEST_FILE and relative not in named \
                                and "./" + relative not in named:
                            continue
                        archive.add(path, arcname=f"{program['name']}/{tag}/{relative}")
            listing.append({"name": program["name"], "command": commands["nvcc"]})
            print(f"{program['name']}: {commands['nvcc']}")
        data = json.dumps(listing, indent=1).encode()
        info = tarfile.TarInfo("programs.json")
        info.size = len(data)
        archive.addfile(info, io.BytesIO(data))
    print(f"{len(listing)} programs, {os.path.getsize(args.archive)} bytes in {args.archive}")


def run_one(root, program, tag, limit):
    directory = os.path.join(root, program["name"], tag)
    start = time.time()
    try:
        out = subprocess.run(["bash", "-c", program["command"]], cwd=directory,
                             capture_output=True, timeout=limit)
        rc, stdout, stderr = out.returncode, out.stdout, out.stderr
    except subprocess.TimeoutExpired as e:
        rc, stdout, stderr = "timeout", e.stdout or b"", e.stderr or b""
    keep = 6000
    return {"name": program["name"], "tag": tag, "rc": rc,
            "wall": round(time.time() - start, 3),
            "stdout": stdout.decode(errors="replace")[-keep:],
            "stderr": stderr.decode(errors="replace")[-keep:]}


def run(args):
    root = tempfile.mkdtemp(prefix="gpu-corpus-")
    with tarfile.open(args.archive) as archive:
        archive.extractall(root)
    programs = json.load(open(os.path.join(root, "programs.json")))
    if args.only:
        wanted = args.only.split(",")
        programs = sorted((p for p in programs if p["name"] in wanted),
                          key=lambda p: wanted.index(p["name"]))
    results = []
    deadline = time.time() + args.budget
    # Both builds of a program run one after the other on one worker, so
    # that they see the same load; --jobs programs share the GPU.
    def both(program):
        if time.time() > deadline:
            return []
        return [run_one(root, program, tag, args.time_limit) for tag in TAGS]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for pair in pool.map(both, programs):
            results.extend(pair)
            for r in pair:
                print(f"{r['name']} {r['tag']}: rc {r['rc']} {r['wall']} s", flush=True)
            with open(args.json, "w") as f:
                json.dump(results, f)
    print(f"{len(results) // 2} of {len(programs)} programs run")


def comparable(text):
    return [l.strip() for l in text.splitlines()
            if l.strip() and not TIMING_LINE.search(l)]


def passed(result):
    text = result["stdout"] + result["stderr"]
    return result["rc"] == 0 and not FAILURE_WORD.search(text)


NUMBER = re.compile(r"[-+]?\d+(\.\d+)?([eE][-+]?\d+)?")
KERNEL_TIME = re.compile(r"kernel.*(time|elapsed)|(time|elapsed).*kernel", re.I)


def kernel_times(text):
    """The kernel times a program reports: its lines that name a kernel's
    time, keyed by the line with its numbers blanked, each with its first
    number (HeCBench prints "Average kernel execution time: 12.3 (us)")."""
    times = {}
    for line in text.splitlines():
        if KERNEL_TIME.search(line):
            number = NUMBER.search(line)
            if number and float(number.group(0)) > 0:
                times.setdefault(NUMBER.sub("#", line.strip()), float(number.group(0)))
    return times


def compare(args):
    results = json.load(open(args.json))
    by_name = {}
    for r in results:
        by_name.setdefault(r["name"], {})[r["tag"]] = r
    classes = {"both pass, same output": [], "both pass, output differs": [],
               "nvcc only passes": [], "scale only passes": [], "both fail": []}
    for name, pair in sorted(by_name.items()):
        if len(pair) != 2:
            continue
        nvcc, scale = pair["nvcc"], pair["scale"]
        if passed(nvcc) and passed(scale):
            same = comparable(nvcc["stdout"]) == comparable(scale["stdout"])
            classes["both pass, same output" if same else "both pass, output differs"].append(name)
        elif passed(nvcc):
            classes["nvcc only passes"].append(name)
        elif passed(scale):
            classes["scale only passes"].append(name)
        else:
            classes["both fail"].append(name)
    ratios = []
    for name in classes["both pass, same output"] + classes["both pass, output differs"]:
        nvcc, scale = (kernel_times(by_name[name][t]["stdout"]) for t in TAGS)
        common = [k for k in nvcc if k in scale]
        if common:
            product = 1.0
            for k in common:
                product *= scale[k] / nvcc[k]
            ratios.append((name, product ** (1 / len(common))))
    if args.markdown:
        print("| programs run on the GPU | count |\n|---|---|")
        for key, names in classes.items():
            print(f"| {key} | {len(names)} |")
    else:
        for key, names in classes.items():
            print(f"{key}: {len(names)}")
    if ratios:
        mean = 1.0
        for _, r in ratios:
            mean *= r
        mean **= 1 / len(ratios)
        print(f"\nkernel times reported by {len(ratios)} programs, scale-nvcc / nvcc: "
              f"geometric mean {mean:.3f}")
        for name, r in sorted(ratios, key=lambda x: x[1]):
            print(f"  {name}: {r:.3f}")
    for key in ("both pass, output differs", "nvcc only passes", "scale only passes",
                "both fail"):
        for name in classes[key]:
            nvcc, scale = by_name[name]["nvcc"], by_name[name]["scale"]
            print(f"\n## {name} ({key}): rc nvcc {nvcc['rc']}, scale {scale['rc']}")
            a, b = comparable(nvcc["stdout"]), comparable(scale["stdout"])
            for line in [l for l in a if l not in b][:8]:
                print(f"  nvcc : {line[:160]}")
            for line in [l for l in b if l not in a][:8]:
                print(f"  scale: {line[:160]}")
            if scale["rc"] != 0:
                print("  scale stderr: " + scale["stderr"][-400:].replace("\n", " | "))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="step", required=True)
    p = sub.add_parser("pack")
    p.add_argument("--manifest", default=os.path.join(HERE, "nvcc-corpus.txt"))
    p.add_argument("--scratch", default="/tmp/nvcc-corpus")
    p.add_argument("--only", help="comma-separated program names")
    p.add_argument("--archive", required=True)
    r = sub.add_parser("run")
    r.add_argument("--archive", required=True)
    r.add_argument("--json", required=True)
    r.add_argument("--only", help="comma-separated program names, run in this order")
    r.add_argument("--jobs", type=int, default=4)
    r.add_argument("--time-limit", type=int, default=60, help="seconds per run")
    r.add_argument("--budget", type=int, default=300,
                   help="seconds after which no further program is started")
    c = sub.add_parser("compare")
    c.add_argument("--json", required=True)
    c.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    {"pack": pack, "run": run, "compare": compare}[args.step](args)


if __name__ == "__main__":
    main()
