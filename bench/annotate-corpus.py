#!/usr/bin/env python3
"""scale-annotate on real programs (docs/annotate.md, "Measurements").

For each program (one main CUDA file, compiled with scale-clang++ as its
Makefile would, the architecture given): declarations annotated / left
generic / casts inserted by --fix; whether it still compiles (-c, both
sides) after --fix; the PTX's generic memory accesses before and after
(-O2, --cuda-device-only); three seeded bugs, each injected into a fresh
copy, and whether scale-annotate reports it before annotation and the
compiler rejects it after --fix:
  host:   a launch argument that held a cudaMalloc'ed variable replaced by a
          host buffer of the same type (__seeded_host(d), a helper returning
          a static host array),
  deref:  `d[0]` read in host code right after d's cudaMalloc,
  copy:   the first cudaMemcpyHostToDevice turned into DeviceToHost;
and the tool's run time (no --fix) against a plain -fsyntax-only compile of
the same file (host and device), one run each (a loaded shared machine:
the ratio, not the seconds).

  bench/annotate-corpus.py BUILD_BIN CORPUS_ROOT [PROGRAM,...] > table.md
CORPUS_ROOT holds rodinia/ (github.com/yuhc/gpu-rodinia: cuda/...),
samples/ (github.com/NVIDIA/cuda-samples: Samples/, Common/) and hecbench/
(github.com/zjin-lcf/HeCBench: src/...), not vendored.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

BIN, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
CXX = os.path.join(BIN, "scale-clang++")
ANNOTATE = os.path.join(BIN, "scale-annotate")
ARCH = ["--cuda-gpu-arch=sm_80", "-std=c++17", "-w"]
SAMPLES_COMMON = ["-I", os.path.join(ROOT, "samples", "Common")]
# The samples' shared helpers are a library to them: not edited.
EXCLUDE = ["--exclude=" + os.path.join(ROOT, "samples", "Common", "*")]

# project, name, directory (under ROOT), main file, extra flags
# CUDA 13 removed cudaThreadSynchronize, which Rodinia still calls (nvcc 13
# rejects it as well): the port its Makefiles would need.
RODINIA_PORT = ["-DcudaThreadSynchronize=cudaDeviceSynchronize"]
# CUDA 13 keeps CUB and Thrust under include/cccl (HeCBench's Makefiles add it).
CCCL = ["-I/usr/local/cuda/include/cccl"]
PROGRAMS = [
    ("rodinia", n, "rodinia/cuda/" + d, f, RODINIA_PORT)
    for n, d, f in [
        ("pathfinder", "pathfinder", "pathfinder.cu"),
        ("hotspot", "hotspot", "hotspot.cu"),
        ("nw", "nw", "needle.cu"),
        ("bfs", "bfs", "bfs.cu"),
        ("nn", "nn", "nn_cuda.cu"),
        ("particlefilter-naive", "particlefilter", "ex_particle_CUDA_naive_seq.cu"),
        ("srad_v2", "srad/srad_v2", "srad.cu"),
        ("backprop", "backprop", "backprop_cuda.cu"),
    ]
] + [
    ("cuda-samples", n, "samples/Samples/0_Introduction/" + n, n + ".cu", SAMPLES_COMMON)
    for n in ["vectorAdd", "matrixMul", "asyncAPI", "clock", "simpleZeroCopy",
              "template", "simpleStreams"]
] + [
    ("HeCBench", n, "hecbench/src/%s-cuda" % n, f, CCCL)
    for n, f in [("accuracy", "main.cu"), ("adam", "main.cu"), ("affine", "main.cu"),
                 ("all-pairs-distance", "main.cu"), ("atan2", "main.cu"),
                 ("aop", "main.cu"), ("atomicReduction", "reduction.cu")]
]

GENERIC = re.compile(r"^\s*(?:@%p\d+\s+)?(?:ld|st)(?:\.volatile|\.relaxed\.\w+)?\.(?:v[248]\.)?[bfsu]\d+\b", re.M)
SEEDED_HELPER = ("template <class T> T *__seeded_host(T *) { static char "
                 "storage[1 << 16]; return (T *)storage; }\n")


def run(cmd, cwd):
    start = time.time()
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr, time.time() - start


def compiles(work, main, flags):
    return run([CXX, *ARCH, *flags, "-c", main, "-o", "/dev/null"], work)[0] == 0


def generic_accesses(work, main, flags):
    rc, out, _ = run([CXX, *ARCH, *flags, "--cuda-device-only", "-O2", "-S", main,
                      "-o", "-"], work)
    return len(GENERIC.findall(out)) if rc == 0 else None


def annotate(work, main, flags, fix, report=None):
    cmd = [ANNOTATE, *EXCLUDE, main]
    if fix:
        cmd.insert(1, "--fix")
    if report:
        cmd.insert(1, "--report=" + report)
    return run(cmd + ["--", *ARCH, *flags], work)


def fresh(src, work):
    if os.path.exists(work):
        shutil.rmtree(work)
    shutil.copytree(src, work, symlinks=True)


def device_variables(report):
    with open(report) as f:
        decls = json.load(f)["declarations"]
    return [d["name"] for d in decls
            if d["kind"] == "variable" and d.get("inferred") == "__device"]


def seed(kind, text, names):
    """The text with one bug of KIND, or None where the program offers no
    place for it."""
    lines = text.split("\n")
    if kind == "copy":
        for i, line in enumerate(lines):
            if "cudaMemcpy" in line and "cudaMemcpyHostToDevice" in line:
                lines[i] = line.replace("cudaMemcpyHostToDevice", "cudaMemcpyDeviceToHost", 1)
                return "\n".join(lines)
        return None
    for name in names:
        word = re.compile(r"\b%s\b" % re.escape(name))
        for i, line in enumerate(lines):
            if kind == "host" and ">>>(" in line:
                head, args = line.split(">>>(", 1)
                if word.search(args):
                    lines[i] = head + ">>>(" + word.sub("__seeded_host(%s)" % name, args, 1)
                    return SEEDED_HELPER + "\n".join(lines)
            if kind == "deref" and "cudaMalloc" in line and word.search(line) \
                    and line.rstrip().endswith(";"):
                lines.insert(i + 1, "{ auto __seeded_value = %s[0]; (void)__seeded_value; }" % name)
                return "\n".join(lines)
    return None


EXPECTED = {"host": "host memory is passed to kernel",
            "deref": "is dereferenced in host code",
            "copy": "cudaMemcpy"}


def best_of(times, cmd, cwd):
    times.append(run(cmd, cwd)[2])
    return times[-1]


def measure(project, name, directory, main, flags, scratch):
    src = os.path.join(ROOT, directory)
    row = {"project": project, "program": name}
    base = os.path.join(scratch, name, "before")
    fresh(src, base)
    if not compiles(base, main, flags):
        row["error"] = "does not compile before"
        return row
    row["ptx_before"] = generic_accesses(base, main, flags)
    row["syntax_s"] = best_of([], [CXX, *ARCH, *flags, "-fsyntax-only", main], base)
    row["tool_s"] = best_of([], [ANNOTATE, *EXCLUDE, main, "--", *ARCH, *flags], base)
    rc, out, _ = annotate(base, main, flags, fix=False)
    row["findings_unseeded"] = out.count(": error: ")
    fixed = os.path.join(scratch, name, "fixed")
    fresh(src, fixed)
    report = os.path.join(scratch, name, "fix.json")
    rc, out, _ = annotate(fixed, main, flags, fix=True, report=report)
    if not os.path.exists(report):
        row["error"] = "scale-annotate failed: " + out[-300:]
        return row
    with open(report) as f:
        summary = json.load(f)["summary"]
    row.update(summary)
    row["builds_after"] = compiles(fixed, main, flags)
    row["ptx_after"] = generic_accesses(fixed, main, flags)
    names = device_variables(report)
    text = open(os.path.join(src, main)).read()
    for kind in ("host", "deref", "copy"):
        seeded_text = seed(kind, text, names)
        if seeded_text is None:
            row[kind] = "n/a"
            continue
        work = os.path.join(scratch, name, kind)
        fresh(src, work)
        with open(os.path.join(work, main), "w") as f:
            f.write(seeded_text)
        rc, out, _ = annotate(work, main, flags, fix=False)
        if "the sources do not compile" in out:
            row[kind] = "n/a"
            continue
        before = rc == 1 and EXPECTED[kind] in out
        annotate(work, main, flags, fix=True)
        after = not compiles(work, main, flags)
        row[kind] = "%s/%s" % ("yes" if before else "no", "yes" if after else "no")
    return row


def main():
    scratch = tempfile.mkdtemp(prefix="annotate-corpus-")
    rows = []
    only = sys.argv[3].split(",") if len(sys.argv) > 3 else None
    for program in PROGRAMS:
        if only and program[1] not in only:
            continue
        rows.append(measure(*program, scratch))
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    print("| project | program | seen | annotated | generic | casts | builds after | "
          "PTX generic before -> after | host | deref | copy | tool / -fsyntax-only |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        if "error" in r:
            print("| %s | %s | %s |" % (r["project"], r["program"], r["error"][:80]))
            continue
        print("| %s | %s | %d | %d | %d | %d | %s | %s -> %s | %s | %s | %s | %.2f |" % (
            r["project"], r["program"], r["seen"], r["annotated"], r["generic"], r["casts"],
            "yes" if r["builds_after"] else "no", r["ptx_before"], r["ptx_after"],
            r["host"], r["deref"], r["copy"], r["tool_s"] / r["syntax_s"]))
    with open(os.path.join(scratch, "rows.json"), "w") as f:
        json.dump(rows, f, indent=1)
    print("\nrows in %s" % os.path.join(scratch, "rows.json"), file=sys.stderr)


main()
