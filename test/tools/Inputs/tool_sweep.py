#!/usr/bin/env python3
"""Runs scale-clang-tidy with each check family alone, and scale-clangd
--check, on invalid code; fails on any run that ends in a signal, a hang or
an exit code other than the tool's own "clean" and "errors found" (clang-tidy:
0 or 1; clangd --check: 0 or 3).

A family is what precedes the first '-' of a check name listed by
`scale-clang-tidy --list-checks --checks='*'` (bugprone, modernize, clang,
...); a run enables `-*,FAMILY-*` only.

The cases: each file given, or for a directory each of its lit inputs (.cu,
.hip) that expects an error (`expected-error` or `RUN: not`); with --doc, each
"wrong" example of docs/diagnostics.md, as it is and, for a group, with
-Wno-error=GROUP (the downgraded form). Every case is compiled with --flags,
from a copy in WORK that has a compile_flags.txt for clangd.

usage: tool_sweep.py --tidy TIDY --clangd CLANGD --work WORK
                     [--families all|F,G,...] [--doc DOC] [--flags FLAGS]
                     [--timeout S] PATH...
"""
import argparse
import os
import re
import shlex
import subprocess
import sys

TIDY_OK = (0, 1)
CLANGD_OK = (0, 3)


def families(tidy, wanted):
    listed = subprocess.run([tidy, "--list-checks", "--checks=*"],
                            capture_output=True, text=True, check=True).stdout
    names = re.findall(r"^\s+([a-z0-9]+)-\S+$", listed, re.M)
    found = sorted(set(names))
    if wanted == "all":
        return found
    chosen = wanted.split(",")
    unknown = [f for f in chosen if f not in found]
    if unknown:
        sys.exit("unknown check families: " + ", ".join(unknown))
    return chosen


def expects_error(path):
    text = open(path, errors="replace").read()
    return "expected-error" in text or re.search(r"RUN: not ", text)


def file_cases(paths):
    cases = []
    for path in paths:
        if os.path.isdir(path):
            for root, dirs, names in os.walk(path):
                dirs[:] = sorted(d for d in dirs if d != "Inputs")
                for name in sorted(names):
                    full = os.path.join(root, name)
                    if name.endswith((".cu", ".hip")) and expects_error(full):
                        cases.append((os.path.relpath(full, path), open(full, errors="replace").read(), []))
        else:
            cases.append((os.path.basename(path), open(path, errors="replace").read(), []))
    return cases


def doc_cases(doc):
    cases = []
    examples = re.findall(r"<!-- example (wrong.*?) -->\s*```cuda\n(.*?)```",
                          open(doc).read(), re.S)
    for number, (marker, code) in enumerate(examples, 1):
        name = "doc example %d (%s)" % (number, marker)
        cases.append((name, code, []))
        group = marker[len("wrong "):]
        if not group.startswith("error:"):
            cases.append((name + " -Wno-error", code, ["-Wno-error=" + group]))
    return cases


def run(cmd, timeout, cwd):
    try:
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           timeout=timeout, cwd=cwd)
        return p.returncode, p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return None, "timed out"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tidy", required=True)
    ap.add_argument("--clangd", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--families", default="all")
    ap.add_argument("--doc")
    ap.add_argument("--flags", default="")
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("paths", nargs="*")
    args = ap.parse_args()
    # The runs start in each case's directory.
    args.tidy, args.clangd = os.path.abspath(args.tidy), os.path.abspath(args.clangd)

    fams = families(args.tidy, args.families)
    cases = file_cases(args.paths) + (doc_cases(args.doc) if args.doc else [])
    flags = shlex.split(args.flags)
    failures = []
    tidy_runs = clangd_runs = 0
    for number, (name, code, extra) in enumerate(cases):
        case_dir = os.path.join(args.work, "case%d" % number)
        os.makedirs(case_dir, exist_ok=True)
        source = os.path.join(case_dir, "input.hip" if name.endswith(".hip") else "input.cu")
        with open(source, "w") as f:
            f.write(code)
        with open(os.path.join(case_dir, "compile_flags.txt"), "w") as f:
            f.write("\n".join(flags + extra) + "\n")
        for family in fams:
            tidy_runs += 1
            rc, err = run([args.tidy, "--checks=-*,%s-*" % family, source, "--",
                           *flags, *extra], args.timeout, case_dir)
            if rc not in TIDY_OK:
                failures.append("clang-tidy %s-* on %s: exit %s\n%s" % (family, name, rc, err[-3000:]))
        clangd_runs += 1
        rc, err = run([args.clangd, "--check=" + source], args.timeout, case_dir)
        if rc not in CLANGD_OK:
            failures.append("clangd --check on %s: exit %s\n%s" % (name, rc, err[-3000:]))

    print("sweep: %d families x %d cases = %d clang-tidy runs, %d clangd runs"
          % (len(fams), len(cases), tidy_runs, clangd_runs))
    for failure in failures:
        print("FAIL " + failure)
    print("failures: %d" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
