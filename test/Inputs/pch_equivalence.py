"""For every given file that compiles, compares the device IR (and the host
IR) of the file compiled directly with the IR of an empty file compiled
against the file as a precompiled header (-include-pch): every declaration,
template and instantiation then comes from the PCH, and the extension's
state outside the AST has to survive the round trip. Files with errors are
skipped (a PCH is not written for them). Defined functions and globals must
be the same, with the same bodies, in any order. Each file is tried with
and without -DCODEGEN (the tests' code-generation part)."""
import os
import re
import subprocess
import sys
import tempfile

compiler, inputs_dir, files = sys.argv[1], sys.argv[2], sys.argv[3:]
base = ["-std=c++17", "-fno-crash-diagnostics", "-nocudainc", "-nocudalib",
        "-Wno-unknown-cuda-version", "-isystem", inputs_dir, "-include", "cuda.h",
        "--cuda-gpu-arch=sm_90", "-x", "cuda", "-O1"]


def definitions(ir):
    """Top-level definitions (functions with bodies, globals), by name."""
    ir = re.sub(r"^(; ModuleID|source_filename).*$", "", ir, flags=re.M)
    ir = re.sub(r"!\d+", "!N", ir)
    ir = re.sub(r"#\d+", "#N", ir)
    out = {}
    for m in re.finditer(r"^define [^@]*@([\w.$]+)\(.*?^}$", ir, flags=re.M | re.S):
        out[m.group(1)] = m.group(0)
    for m in re.finditer(r"^@([\w.$]+) = .*$", ir, flags=re.M):
        out[m.group(1)] = m.group(0)
    return out


compared, skipped, differ = 0, 0, []
with tempfile.TemporaryDirectory() as tmp:
    empty = os.path.join(tmp, "empty.cu")
    open(empty, "w").close()
    for path, define in [(p, d) for p in files for d in ([], ["-DCODEGEN"])]:
        for side in ("--cuda-device-only", "--cuda-host-only"):
            side = [side, *define]
            direct = subprocess.run([compiler, *base, *side, "-S", "-emit-llvm", "-o", "-", path],
                                    capture_output=True, text=True)
            pch = os.path.join(tmp, "h.pch")
            made = subprocess.run([compiler, *base, *side, "-S", "-Xclang", "-emit-pch",
                                   "-o", pch, path], capture_output=True, text=True)
            if direct.returncode or made.returncode:
                skipped += 1
                continue
            used = subprocess.run([compiler, *base, *side, "-include-pch", pch, "-S",
                                   "-emit-llvm", "-o", "-", empty], capture_output=True, text=True)
            compared += 1
            a, b = definitions(direct.stdout), definitions(used.stdout)
            if used.returncode or a != b:
                missing = sorted(set(a) - set(b))[:3]
                extra = sorted(set(b) - set(a))[:3]
                changed = sorted(k for k in set(a) & set(b) if a[k] != b[k])[:3]
                differ.append("%s %s: exit %d, missing %s, extra %s, changed %s\n%s" % (
                    path, side, used.returncode, missing, extra, changed, used.stderr[:2000]))
print("%d file/side/macro triples compared through a PCH (%d skipped: errors)" % (compared, skipped))
for line in differ:
    print("differs:", line)
sys.exit(1 if differ else 0)
