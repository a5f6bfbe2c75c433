#!/usr/bin/env python3
"""Device code of many CUDA files, each compiled alone to PTX.

Compiles every FILE.cu under each DIR given (one level: DIR/*.cu) in its
own directory with

  COMPILER -std=c++17 -O3 -arch=sm_90 -I../include -ptx FILE.cu [EXTRA...]

keeps the PTX in OUT/<dir>/<file>.ptx, assembles it with ptxas 13
(-arch=sm_90 -v, and -c for relocatable device code, as its build does), and writes OUT/results.json: per file, whether it
compiled, the compiler's CPU time, the `.func` bodies and `call`
instructions left in the PTX, per kernel ptxas' registers, stack
frame and spill bytes, and per other function its stack frame and spills
(the tables sum both). A file that does not compile alone (it needs its
Makefile's flags or other files) is recorded as such and counts in no
total. Two result files are compared with --compare.

With --commands, the files are a project's own compile commands instead,
one per line as `ninja -t commands` prints them: each is run with its
compiler replaced by COMPILER, its dependency-file options dropped, its
--generate-code/-gencode/-arch options replaced by -arch=sm_90, and `-c`
by `-ptx` into OUT (the PTX keeps the object's name).

  bench/file-sweep.py --compiler build/bin/scale-nvcc --out OUT DIR...
      [--jobs 2] [-- EXTRA FLAGS]
  bench/file-sweep.py --compiler build/bin/scale-nvcc --out OUT
      --commands COMMANDS.txt [-- EXTRA FLAGS]
  bench/file-sweep.py --compare BEFORE/results.json AFTER/results.json
"""

import argparse
import json
import os
import re
import resource
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

PTXAS = "/usr/local/cuda/bin/ptxas"
CALL = re.compile(r"^\s*call(?:\.uni)?\b", re.M)
PROPERTIES = re.compile(r"Function properties for (\S+)")
FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, "
                   r"(\d+) bytes spill loads")
REGISTERS = re.compile(r"Compiling entry function '(\S+)'|Used (\d+) registers")


def cpu_time_of(argv, cwd):
    """Runs argv; returns (exit status, stderr, children's CPU seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(argv, cwd=cwd, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return proc.returncode, proc.stderr, cpu


def kernels_of(ptxas_log):
    """Per kernel: registers, stack frame, spill stores + loads; per other
    function (.func): its stack frame and spills."""
    kernels, frames, current = {}, {}, None
    entries = set()
    for line in ptxas_log.splitlines():
        m = PROPERTIES.search(line)
        if m:
            current = m.group(1)
            continue
        m = FRAME.search(line)
        if m and current:
            frames[current] = (int(m.group(1)), int(m.group(2)) + int(m.group(3)))
            continue
        m = REGISTERS.search(line)
        if m and m.group(1):
            current = m.group(1)
            entries.add(current)
        elif m and current in entries:
            stack, spills = frames.get(current, (0, 0))
            kernels[current] = {"registers": int(m.group(2)), "stack": stack,
                                "spills": spills}
    functions = {name: {"stack": stack, "spills": spills}
                 for name, (stack, spills) in frames.items() if name not in kernels}
    return kernels, functions


def ptx_command(args, command):
    """A project's compile command made to write PTX: (argv, PTX path)."""
    words = shlex.split(command)
    argv, ptx, skip = [args.compiler, "-arch=sm_90"], None, False
    for i, word in enumerate(words[1:], 1):
        if skip:
            skip = False
        elif word in ("-MT", "-MF", "-o", "-gencode", "-arch"):
            skip = True
            if word == "-o":
                ptx = os.path.join(args.out, words[i + 1].replace("/", "_") + ".ptx")
        elif word == "-MD" or word.startswith(("--generate-code", "-gencode=",
                                               "-arch=", "--gpu-architecture")):
            continue
        elif word == "-c":
            argv.append("-ptx")
        else:
            argv.append(word)
    return argv + ["-o", ptx] + args.extra, ptx


def sweep_one(args, path):
    if args.commands:
        argv, ptx = ptx_command(args, path)
        status, _, cpu = cpu_time_of(argv, args.directory)
    else:
        directory, name = os.path.split(path)
        out_dir = os.path.join(args.out, os.path.basename(directory))
        os.makedirs(out_dir, exist_ok=True)
        ptx = os.path.join(out_dir, name[:-3] + ".ptx")
        argv = [args.compiler, "-std=c++17", "-O3", "-arch=sm_90",
                "-I../include", "-ptx", name, "-o", ptx] + args.extra
        status, _, cpu = cpu_time_of(argv, directory)
    result = {"compiled": status == 0, "cpu": round(cpu, 3)}
    if status != 0:
        return path, result
    text = open(ptx).read()
    # Relocatable device code is assembled as its build does, with -c:
    # without it ptxas would treat the module as the whole program.
    relocatable = any(word in ("-rdc=true", "--relocatable-device-code=true",
                               "-dc", "-fgpu-rdc") for word in argv)
    log = subprocess.run([PTXAS, "-arch=sm_90", "-v", ptx, "-o", os.devnull] +
                         (["-c"] if relocatable else []),
                         capture_output=True, text=True).stderr
    kernels, functions = kernels_of(log)
    result.update(funcs=len(functions),
                  calls=len(CALL.findall(text)), kernels=kernels,
                  functions=functions)
    return path, result


def sweep(args):
    if args.commands:
        files = [line.strip() for line in open(args.commands) if line.strip()]
    else:
        files = sorted(os.path.join(d, f) for d in args.dirs
                       for f in os.listdir(d) if f.endswith(".cu"))
    results = {}
    with ThreadPoolExecutor(args.jobs) as pool:
        for path, result in pool.map(lambda p: sweep_one(args, p), files):
            results[path] = result
    with open(os.path.join(args.out, "results.json"), "w") as out:
        json.dump(results, out, indent=1, sort_keys=True)
    compiled = sum(r["compiled"] for r in results.values())
    print(f"{len(files)} files, {compiled} compiled")


def totals(result):
    """Kernels' registers; every function's stack and spills; calls; .funcs."""
    kernels = result["kernels"].values()
    frames = list(kernels) + list(result["functions"].values())
    return (sum(k["registers"] for k in kernels), sum(k["stack"] for k in frames),
            sum(k["spills"] for k in frames), result["calls"], result["funcs"])


def compare(before_path, after_path):
    before, after = json.load(open(before_path)), json.load(open(after_path))
    both = [f for f in sorted(before) if f in after and before[f]["compiled"]
            and after[f]["compiled"]]
    print("| file | registers | stack | spills | calls | .func | CPU s |")
    print("|---|---|---|---|---|---|---|")
    sums = [[0, 0] for _ in range(6)]
    changed = 0
    for f in both:
        b, a = totals(before[f]), totals(after[f])
        for i in range(5):
            sums[i][0] += b[i]
            sums[i][1] += a[i]
        sums[5][0] += before[f]["cpu"]
        sums[5][1] += after[f]["cpu"]
        if b != a:
            changed += 1
            cells = [f"{x} -> {y}" if x != y else str(x) for x, y in zip(b, a)]
            cpu = f"{before[f]['cpu']:.1f} -> {after[f]['cpu']:.1f}"
            name = f if len(f) < 80 else "/".join(f.split()[-1].split("/")[-2:])
            name = "/".join(name.split("/")[-2:])
            print(f"| `{name}` | " + " | ".join(cells) + f" | {cpu} |")
    print(f"| **{changed} of {len(both)} changed; all {len(both)}** | " +
          " | ".join(f"{x} -> {y}" for x, y in sums[:5]) +
          f" | {sums[5][0]:.0f} -> {sums[5][1]:.0f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--compiler")
    parser.add_argument("--out")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--compare", nargs=2, metavar=("BEFORE", "AFTER"))
    parser.add_argument("--commands", help="a file of compile commands")
    parser.add_argument("--directory", default=".",
                        help="where the commands run (their build directory)")
    parser.add_argument("dirs", nargs="*")
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        extra = argv[argv.index("--") + 1:]
        argv = argv[:argv.index("--")]
    args = parser.parse_args(argv)
    args.extra = extra
    if args.compare:
        compare(*args.compare)
        return
    if not args.compiler or not args.out or not (args.dirs or args.commands):
        parser.error("--compiler, --out and DIRs or --commands are needed")
    args.out = os.path.abspath(args.out)
    os.makedirs(args.out, exist_ok=True)
    sweep(args)


if __name__ == "__main__":
    main()
