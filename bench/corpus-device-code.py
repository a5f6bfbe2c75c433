#!/usr/bin/env python3
"""Device code of nvcc and of two scale-nvcc builds, per program, from two
results directories of bench/nvcc-corpus.py that share nvcc's builds (a copy
of one results directory rebuilt with another --compiler-dir).

For each program that all three built: generic accesses (all of the PTX and
outside kernels), and, summed over the kernels in all three PTX files
(matched by name), registers, spill bytes and stack bytes; then the totals.

  bench/corpus-device-code.py --before R --after R-after --only a-cuda,b-cuda --markdown
"""

import argparse
import json
import os
import sys


def load(results, compiler, program):
    try:
        with open(os.path.join(results, compiler, program + ".json")) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def summarise(build):
    """Generic accesses in and outside kernels; per kernel: registers,
    spill bytes, stack bytes."""
    inside = outside = 0
    kernels = {}
    for tu in build["tus"]:
        for info in tu.get("generic_by_function", {}).values():
            if info["kernel"]:
                inside += info["generic"]
            else:
                outside += info["generic"]
        for name, info in tu.get("functions", {}).items():
            if info.get("kernel"):
                # nvcc names a static kernel _Z..., Clang _ZL...
                kernels[name.replace("_ZL", "_Z", 1)] = (
                    info["registers"],
                    info["spill_stores"] + info["spill_loads"],
                    info["stack"])
    return inside + outside, outside, kernels


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", required=True, help="results directory")
    parser.add_argument("--after", required=True, help="results directory")
    parser.add_argument("--only", required=True,
                        help="comma-separated program names")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()

    columns = ["generic", "outside kernels", "registers", "spill bytes",
               "stack bytes"]
    rows = []
    for program in args.only.split(","):
        builds = [load(args.before, "nvcc", program),
                  load(args.before, "scale", program),
                  load(args.after, "scale", program)]
        if not all(builds) or any(b["status"] for b in builds):
            print(f"{program}: not built by all three", file=sys.stderr)
            continue
        summaries = [summarise(b) for b in builds]
        common = set.intersection(*(set(s[2]) for s in summaries))
        values = {
            "generic": [s[0] for s in summaries],
            "outside kernels": [s[1] for s in summaries],
        }
        for index, column in enumerate(["registers", "spill bytes",
                                        "stack bytes"]):
            values[column] = [sum(s[2][k][index] for k in common)
                              for s in summaries]
        rows.append((program, len(common), values))

    def cells(values):
        return ["/".join(str(v) for v in values[c]) for c in columns]

    header = ["program", "kernels"] + [c + " (nvcc/before/after)"
                                        for c in columns]
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
    for program, kernels, values in rows:
        unchanged = all(v[1] == v[2] for v in values.values())
        same_as_nvcc = all(v[0] == v[1] for v in values.values())
        if args.markdown and unchanged and same_as_nvcc:
            continue
        line = [program, str(kernels)] + cells(values)
        print(("| " + " | ".join(line) + " |") if args.markdown
              else "  ".join(line))
    totals = {c: [sum(r[2][c][i] for r in rows) for i in range(3)]
              for c in columns}
    line = ["total", str(sum(r[1] for r in rows))] + cells(totals)
    print(("| " + " | ".join(line) + " |") if args.markdown
          else "  ".join(line))


if __name__ == "__main__":
    main()
