#!/usr/bin/env python3
"""Mutation fuzzer for scale-clang's address-space extension (stdlib only).

Each mutant is a seed (a lit input or one of Inputs/seeds/*.cu) with one to
three token-level mutations aimed at the extension: qualifiers added, removed
and moved; `*`/`&` swapped; addrspace_cast, C-style and named casts wrapped
around expressions; `__AS(...)`, `template <sp::AddressSpace AS>` and
`__host__`/`__device__` markers inserted; lines deleted, duplicated and
truncated. Every mutant is compiled in the modes of MODES, each with a
timeout. A crash (a signal, exit code other than 0 and 1, a backend fatal
error or Clang's crash banner), a hang (the timeout), and code that
-fsyntax-only accepts but code generation cannot compile ("cannot compile
this ... yet") are kept under OUT/findings/<signature>/: the mutant, its line-
deletion reduction, the compiler's output, and whether clang++-22 fails the
same way on the attribute spelling (qualifiers as address_space(N),
addrspace_cast as a C-style cast). Findings are deduplicated by signature:
the top stack frames of the crash, or the fatal message.

Tools mode (--modes tidy,clangd,annotate, alone or with the compiler's
modes): every mutant, valid or not, also goes through scale-clang-tidy with
one check family (chosen per mutant among those it lists), scale-annotate
--fix --report (exit 0 or 1) and scale-clangd --check,
with the flags of the syntax mode (clangd reads them from a
compile_flags.txt in OUT). There a finding is a signal, a hang, or an exit
code other than the tool's "clean" and "errors found" (clang-tidy 0 or 1,
clangd --check 0 or 3); it is not compared with upstream's tools.

Long run (one process, niced; see docs/reliability.md):
  nice -n 19 python3 test/fuzz/scale_fuzz.py --compiler build/bin/scale-clang++ \\
      --minutes 30 --out fuzz-out
Fixed-seed run (the lit test): --seed N --count M --seeds-only
"""
import argparse
import hashlib
import json
import os
import random
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TEST_ROOT = os.path.dirname(HERE)
INPUTS = os.path.join(TEST_ROOT, "Inputs")
SEEDS_DIR = os.path.join(HERE, "Inputs", "seeds")
LIBSCALE_INC = os.path.join(os.path.dirname(TEST_ROOT), "libscale", "include")

QUALIFIERS = ["__device", "__shared", "__constant", "__local", "__flat"]
SPACES = ["GENERIC", "DEVICE", "SHARED", "CONSTANT", "LOCAL", "FLAT"]
TYPES = ["int", "float", "char", "const int", "void", "Pod", "S", "T"]
MARKERS = ["__host__", "__device__", "__host__ __device__", "__global__",
           "__shared__", "__constant__", "__device__ __host__", "constexpr"]

TOKEN_RE = re.compile(
    r"\s+|//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'"
    r"|[A-Za-z_]\w*|\d[\w.]*|->|::|&&|\|\||<<|>>|[<>=!+\-*/%&|^]=|.", re.S)

HERMETIC = ["-nocudainc", "-nocudalib", "-Wno-unknown-cuda-version",
            "-isystem", INPUTS, "-include", "cuda.h"]
# mode -> (driver arguments, language)
MODES = {
    "syntax": ["-x", "cuda", "--cuda-gpu-arch=sm_90", *HERMETIC, "-fsyntax-only"],
    "ptx": ["-x", "cuda", "--cuda-gpu-arch=sm_90", *HERMETIC,
            "--cuda-device-only", "-S", "-O2", "-o", "-"],
    "amdgpu": ["-x", "hip", "--offload-arch=gfx942", "-nogpulib", "-nogpuinc",
               "-isystem", INPUTS, "-include", "cuda.h",
               "--cuda-device-only", "-S", "-O2", "-o", "-"],
    # AMDGPU's 32-bit `__shared`/`__local` pointers (the default above is
    # their generic-sized form).
    "amdgpu-short": ["-x", "hip", "--offload-arch=gfx942", "-nogpulib",
                     "-nogpuinc", "-isystem", INPUTS, "-include", "cuda.h",
                     "--cuda-device-only", "-fscale-short-pointers", "-S",
                     "-O2", "-o", "-"],
    "host": ["-x", "cuda", "--cuda-gpu-arch=sm_90", *HERMETIC,
             "--cuda-host-only", "-S", "-o", "-"],
}
COMMON = ["-std=c++17", "-fno-crash-diagnostics", "-w", "-ferror-limit=5"]
# The tools' modes: their exit codes for "clean" and "errors found".
TOOL_EXIT_CODES = {"tidy": (0, 1), "clangd": (0, 3), "annotate": (0, 1)}
# The tools' paths, and the check family of the current mutant (main()).
TOOLS = {}


# ---------------------------------------------------------------- mutations

def tokens(text):
    return TOKEN_RE.findall(text)


def code_indices(toks):
    return [i for i, t in enumerate(toks) if t.strip() and not t.startswith(("//", "/*"))]


def insert_qualifier(rng, toks):
    idx = code_indices(toks)
    i = rng.choice(idx)
    toks.insert(i, rng.choice(QUALIFIERS) + " ")


def remove_qualifier(rng, toks):
    found = [i for i, t in enumerate(toks) if t in QUALIFIERS or t.startswith("__AS")]
    if not found:
        return insert_qualifier(rng, toks)
    toks[rng.choice(found)] = ""


def move_qualifier(rng, toks):
    found = [i for i, t in enumerate(toks) if t in QUALIFIERS]
    if not found:
        return insert_qualifier(rng, toks)
    i = rng.choice(found)
    q = toks[i]
    toks[i] = ""
    j = rng.choice(code_indices(toks))
    toks.insert(j, q + " ")


def change_qualifier(rng, toks):
    found = [i for i, t in enumerate(toks) if t in QUALIFIERS]
    if not found:
        return insert_qualifier(rng, toks)
    toks[rng.choice(found)] = rng.choice(QUALIFIERS)


def swap_pointer_reference(rng, toks):
    found = [i for i, t in enumerate(toks) if t in ("*", "&", "&&")]
    if not found:
        return insert_qualifier(rng, toks)
    i = rng.choice(found)
    toks[i] = rng.choice([t for t in ("*", "&", "&&") if t != toks[i]])


def random_type(rng):
    q = rng.choice(QUALIFIERS + ["", "", "__AS(AS)", "__AS(sp::AddressSpace::%s)" % rng.choice(SPACES)])
    return "%s %s %s" % (q, rng.choice(TYPES), rng.choice(["*", "*", "&", "&&", "**", "* const"]))


def wrap_expression(rng, toks):
    idx = [i for i in code_indices(toks) if re.match(r"[A-Za-z_]\w*$|\d", toks[i])]
    if not idx:
        return insert_qualifier(rng, toks)
    i = rng.choice(idx)
    t = random_type(rng)
    kind = rng.randrange(6)
    if kind <= 1:
        left = "addrspace_cast<%s>(" % t
    elif kind == 2:
        left = "(%s)(" % t
    else:
        left = "%s<%s>(" % (rng.choice(["static_cast", "reinterpret_cast", "const_cast"]), t)
    # Wrap an identifier, or a member access / call / subscript after it.
    j = i
    if rng.random() < 0.4:
        while j + 2 < len(toks) and toks[j + 1] in (".", "->", "::") and re.match(r"\w", toks[j + 2]):
            j += 2
    toks[i] = left + toks[i]
    toks[j] = toks[j] + ")"


NOT_OPERANDS = {"return", "int", "float", "char", "void", "const", "auto", "bool",
                "unsigned", "long", "struct", "class", "typename", "S", "T"}


def wrap_binary(rng, toks):
    """addrspace_cast or a C-style cast around `a op b` (prvalues: `*p + 1`)
    or a braced temporary `T{...}`, often to a reference type."""
    code = code_indices(toks)
    spans = [(code[n], code[n + 2]) for n in range(len(code) - 2)
             if re.match(r"\w", toks[code[n]]) and toks[code[n]] not in NOT_OPERANDS
             and toks[code[n + 1]] in ("+", "-", "*", "/", "==", "<", "&", "|")
             and re.match(r"\w", toks[code[n + 2]])]
    spans += [(code[n], code[n + 3]) for n in range(len(code) - 3)
              if re.match(r"[A-Za-z_]", toks[code[n]]) and toks[code[n + 1]] == "{" and toks[code[n + 3]] == "}"]
    if not spans:
        return wrap_expression(rng, toks)
    i, j = rng.choice(spans)
    t = "%s %s %s" % (rng.choice(QUALIFIERS + [""]), rng.choice(TYPES), rng.choice(["&", "&&", "&&", "*"]))
    left = rng.choice(["addrspace_cast<%s>(", "addrspace_cast<%s>(", "(%s)(", "static_cast<%s>("]) % t
    toks[i] = left + toks[i]
    toks[j] = toks[j] + ")"


def insert_template_marker(rng, toks):
    starts = [i for i, t in enumerate(toks) if "\n" in t]
    i = rng.choice(starts) + 1 if starts else 0
    text = rng.choice([
        "template <sp::AddressSpace AS> ",
        "template <class T, sp::AddressSpace AS> ",
        rng.choice(MARKERS) + " ",
    ])
    toks.insert(min(i, len(toks)), text)


def insert_as(rng, toks):
    i = rng.choice(code_indices(toks))
    arg = rng.choice(["AS", "sp::AddressSpace::" + rng.choice(SPACES), "(sp::AddressSpace)3", "7"])
    toks.insert(i, "__AS(%s) " % arg)


def splice_token(rng, toks):
    idx = code_indices(toks)
    toks[rng.choice(idx)] = toks[rng.choice(idx)]


def address_space_number(rng, toks):
    i = rng.choice(code_indices(toks))
    n = rng.choice([0, 1, 2, 3, 4, 5, 6, 7, 8, 99, 100, 255, 1000, 8388607])
    toks.insert(i, "__attribute__((address_space(%d))) " % n)


TOKEN_MUTATORS = [insert_qualifier, remove_qualifier, move_qualifier, change_qualifier,
                  swap_pointer_reference, wrap_expression, wrap_expression, wrap_binary,
                  insert_template_marker, insert_as, splice_token, address_space_number]


def mutate_lines(rng, text):
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    what = rng.randrange(3)
    if what == 0:
        del lines[i]
    elif what == 1:
        lines.insert(i, lines[i])
    else:
        toks = tokens(lines[i])
        lines[i] = "".join(toks[: rng.randrange(len(toks) + 1)])
    return "\n".join(lines)


def mutate(rng, text):
    for _ in range(rng.choice([1, 1, 2, 3])):
        if rng.random() < 0.2:
            text = mutate_lines(rng, text)
            continue
        toks = tokens(text)
        if not code_indices(toks):
            continue
        rng.choice(TOKEN_MUTATORS)(rng, toks)
        text = "".join(toks)
    return text


# ------------------------------------------------------------------ running

class Outcome:
    def __init__(self, rc, output, timed_out, exit_codes=(0, 1)):
        self.rc, self.output, self.timed_out = rc, output, timed_out
        self.exit_codes = exit_codes

    def kind(self):
        """None, or what went wrong: crash, hang, unsupported."""
        if self.timed_out:
            return "hang"
        if self.rc not in self.exit_codes or "PLEASE submit a bug report" in self.output \
                or "Stack dump:" in self.output or "error in backend" in self.output \
                or "LLVM ERROR" in self.output:
            return "crash"
        if "cannot compile this" in self.output:
            return "unsupported"
        return None


def tool_command(mode, path):
    if mode == "tidy":
        return [TOOLS["tidy"], "--checks=-*,%s-*" % TOOLS["family"], path, "--",
                *COMMON, *MODES["syntax"]]
    if mode == "annotate":
        # Inference, findings, the report and the in-memory recompilation of
        # --fix (which edits the mutant in place).
        return [TOOLS["annotate"], "--fix", "--report", path, "--",
                *COMMON, *MODES["syntax"]]
    with open(os.path.join(os.path.dirname(path), "compile_flags.txt"), "w") as f:
        f.write("\n".join(COMMON + MODES["syntax"]) + "\n")
    return [TOOLS["clangd"], "--check=" + path]


def compile_text(compiler, mode, text, path, timeout, extra=(), upstream=False):
    with open(path, "w") as f:
        f.write(text)
    exit_codes = TOOL_EXIT_CODES.get(mode, (0, 1))
    if mode in TOOL_EXIT_CODES:
        cmd = tool_command(mode, path)
    else:
        # Upstream Clang knows none of our -fscale-* options.
        mode_args = [a for a in MODES[mode] if not (upstream and a.startswith("-fscale-"))]
        cmd = [compiler, *COMMON, *mode_args, *extra, path]
    # Symbolized stack traces (any value of LLVM_DISABLE_SYMBOLIZATION turns
    # symbolization off) give the signatures their frames.
    env = {k: v for k, v in os.environ.items() if k != "LLVM_DISABLE_SYMBOLIZATION"}
    try:
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           timeout=timeout, env=env)
        return Outcome(p.returncode, p.stderr.decode(errors="replace"), False, exit_codes)
    except subprocess.TimeoutExpired as e:
        return Outcome(None, (e.stderr or b"").decode(errors="replace"), True, exit_codes)


FRAME_RE = re.compile(r"^\s*#\d+ 0x[0-9a-f]+ (?:in )?(.+?)(?: \(/|$| /)", re.M)
BORING = ("llvm::sys::", "SignalHandler", "__restore_rt", "libc.so", "__libc",
          "raise", "abort", "llvm::report_fatal_error", "llvm::llvm_unreachable",
          "__assert_fail", "CrashRecoveryContext", "HandleCrash", "0x")


def signature(outcome, mode):
    if mode == "tidy":
        return "%s-* | %s" % (TOOLS["family"], compiler_signature(outcome, mode))
    return compiler_signature(outcome, mode)


def compiler_signature(outcome, mode):
    if outcome.timed_out:
        return "hang-" + mode
    frames = [f.strip() for f in FRAME_RE.findall(outcome.output)]
    frames = [f for f in frames if not any(b in f for b in BORING)]
    if frames:
        key = " | ".join(re.sub(r"\+0x[0-9a-f]+| \S+:\d+:\d+$", "", f) for f in frames[:4])
    else:
        m = re.search(r"(error in backend:.*|LLVM ERROR:.*|cannot compile this [^\n]*)", outcome.output)
        key = re.sub(r"'[^']*'|\d+", "_", m.group(1)) if m else "exit %s" % outcome.rc
    return key


def attribute_spelling(text, macros):
    """The mutant for clang++-22: the qualifiers are already macros for
    address_space(N); addrspace_cast<T>(e) becomes ((T)(e))."""
    out, i = [], 0
    toks = tokens(text)
    while i < len(toks):
        if toks[i] == "addrspace_cast" and i + 1 < len(toks) and toks[i + 1] == "<":
            depth, j = 0, i + 1
            while j < len(toks):
                depth += toks[j] == "<"
                depth -= toks[j] == ">"
                depth -= 2 * (toks[j] == ">>")
                if depth <= 0:
                    break
                j += 1
            target = "".join(toks[i + 2:j])
            out.append("(%s)" % target)
            i = j + 1
            continue
        out.append(toks[i])
        i += 1
    return macros + "".join(out)


def reduce(compiler, mode, text, sig, work, timeout, budget=120):
    """Deletes chunks of lines, then single lines, while the signature holds."""
    lines = text.split("\n")
    tries = 0
    chunk = max(1, len(lines) // 4)
    while chunk >= 1 and tries < budget:
        i = 0
        while i < len(lines) and tries < budget:
            candidate = lines[:i] + lines[i + chunk:]
            tries += 1
            o = compile_text(compiler, mode, "\n".join(candidate), work, timeout)
            if o.kind() and signature(o, mode) == sig:
                lines = candidate
            else:
                i += chunk
        chunk //= 2
    return "\n".join(lines)


def seed_files(args):
    files = sorted(os.path.join(SEEDS_DIR, f) for f in os.listdir(SEEDS_DIR) if f.endswith(".cu"))
    if not args.seeds_only:
        for sub in ("Sema", "CodeGen", "Overload", "libscale"):
            d = os.path.join(TEST_ROOT, sub)
            for root, _, names in os.walk(d):
                if "Inputs" in root:
                    continue
                files += sorted(os.path.join(root, n) for n in names if n.endswith((".cu", ".hip")))
    return files


def upstream_macros(compiler, timeout):
    """Qualifier and helper macros as the extension predefines them."""
    cmd = [compiler, "-x", "cuda", "--cuda-gpu-arch=sm_90", "--cuda-device-only",
           *HERMETIC, "-dM", "-E", "-o", "-", os.devnull]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout).stdout
    keep = [l for l in out.splitlines()
            if re.match(r"#define (__device|__shared|__constant|__local|__flat|__SCALE_\w+)\b", l)]
    return "\n".join(keep) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--compiler", required=True)
    ap.add_argument("--upstream", default="/usr/lib/llvm-22/bin/clang++")
    ap.add_argument("--out", default="fuzz-out")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--count", type=int, default=0, help="mutants (0: until --minutes)")
    ap.add_argument("--minutes", type=float, default=0)
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--modes", default="syntax,ptx,amdgpu,host")
    ap.add_argument("--codegen-after-error", type=float, default=0.25,
                    help="fraction of mutants that -fsyntax-only rejects still compiled in the other modes")
    ap.add_argument("--seeds-only", action="store_true", help="only Inputs/seeds, not the lit inputs")
    ap.add_argument("--no-reduce", action="store_true")
    ap.add_argument("--tidy", help="scale-clang-tidy (default: next to --compiler)")
    ap.add_argument("--clangd", help="scale-clangd (default: next to --compiler)")
    ap.add_argument("--annotate", help="scale-annotate (default: next to --compiler)")
    args = ap.parse_args()
    bindir = os.path.dirname(os.path.abspath(args.compiler))
    TOOLS["tidy"] = args.tidy or os.path.join(bindir, "scale-clang-tidy")
    TOOLS["clangd"] = args.clangd or os.path.join(bindir, "scale-clangd")
    TOOLS["annotate"] = args.annotate or os.path.join(bindir, "scale-annotate")

    seed = args.seed if args.seed is not None else int(time.time())
    rng = random.Random(seed)
    modes = args.modes.split(",")
    # The families clang-tidy lists; a stream of its own keeps the mutants
    # of a seed those of the compiler's modes.
    families = []
    if "tidy" in modes:
        listed = subprocess.run([TOOLS["tidy"], "--list-checks", "--checks=*"],
                                capture_output=True, text=True, check=True).stdout
        families = sorted(set(re.findall(r"^\s+([a-z0-9]+)-\S+$", listed, re.M)))
    family_rng = random.Random(seed)
    os.makedirs(os.path.join(args.out, "findings"), exist_ok=True)
    work = os.path.join(args.out, "mutant.cu")
    seeds = [(p, open(p, errors="replace").read()) for p in seed_files(args)]
    macros = upstream_macros(args.compiler, args.timeout)
    deadline = time.time() + args.minutes * 60 if args.minutes else None

    tried = {m: 0 for m in modes}
    findings = {}
    mutants = 0
    start = time.time()
    while True:
        if args.count and mutants >= args.count:
            break
        if deadline and time.time() > deadline:
            break
        if not args.count and not deadline:
            break
        path, text = rng.choice(seeds)
        mutant = mutate(rng, text)
        mutants += 1
        if families:
            TOOLS["family"] = family_rng.choice(families)
        syntax_ok = True
        run_rest = True
        for mode in modes:
            if mode not in ("syntax", *TOOL_EXIT_CODES) and not syntax_ok and not run_rest:
                continue
            tried[mode] += 1
            o = compile_text(args.compiler, mode, mutant, work, args.timeout)
            if mode == "syntax":
                syntax_ok = o.rc == 0
                run_rest = syntax_ok or rng.random() < args.codegen_after_error
            kind = o.kind()
            if kind == "hang":
                # The machine is shared: a hang counts only if it outlasts a
                # second, four times longer try.
                o = compile_text(args.compiler, mode, mutant, work, args.timeout * 4)
                kind = o.kind()
            if kind == "unsupported" and not syntax_ok:
                kind = None  # Sema already rejected it: not silent acceptance
            if not kind:
                continue
            sig = signature(o, mode)
            key = hashlib.sha1(sig.encode()).hexdigest()[:12]
            entry = findings.setdefault(key, {"signature": sig, "kind": kind, "count": 0,
                                               "modes": [], "seed_file": os.path.relpath(path, TEST_ROOT)})
            entry["count"] += 1
            if mode not in entry["modes"]:
                entry["modes"].append(mode)
            d = os.path.join(args.out, "findings", key)
            if os.path.isdir(d):
                continue
            os.makedirs(d)
            with open(os.path.join(d, "mutant.cu"), "w") as f:
                f.write(mutant)
            with open(os.path.join(d, "output.txt"), "w") as f:
                f.write(o.output[-20000:])
            reduced = mutant if args.no_reduce or kind == "hang" else reduce(
                args.compiler, mode, mutant, sig, os.path.join(args.out, "reduce.cu"), args.timeout)
            with open(os.path.join(d, "reduced.cu"), "w") as f:
                f.write(reduced)
            entry["mode"] = mode
            if mode in TOOL_EXIT_CODES:
                entry["upstream"] = "not compared"
                entry["ours"] = True
                print("finding %s [%s %s]: %s" % (key, kind, mode, sig[:160]), flush=True)
                continue
            up = compile_text(args.upstream, mode, attribute_spelling(reduced, macros),
                              os.path.join(d, "upstream.cu"), args.timeout,
                              extra=["-isystem", LIBSCALE_INC], upstream=True)
            entry["upstream"] = up.kind() or "clean (exit %s)" % up.rc
            entry["ours"] = up.kind() not in ("crash", "hang")
            with open(os.path.join(d, "upstream-output.txt"), "w") as f:
                f.write(up.output[-20000:])
            print("finding %s [%s %s] ours=%s: %s" % (key, kind, mode, entry["ours"], sig[:160]),
                  flush=True)
        if mutants % 100 == 0:
            with open(os.path.join(args.out, "stats.json"), "w") as f:
                json.dump({"seed": seed, "mutants": mutants, "tried": tried,
                           "seconds": round(time.time() - start), "findings": findings}, f, indent=1)

    summary = {"seed": seed, "mutants": mutants, "tried": tried,
               "seconds": round(time.time() - start), "findings": findings}
    with open(os.path.join(args.out, "stats.json"), "w") as f:
        json.dump(summary, f, indent=1)
    ours = [k for k, v in findings.items() if v.get("ours", True)]
    upstream = [k for k, v in findings.items() if not v.get("ours", True)]
    print("seed %d: %d mutants; compiled per mode: %s" % (seed, mutants,
          ", ".join("%s %d" % kv for kv in tried.items())))
    print("findings of ours: %d" % len(ours))
    for k in ours:
        print("  ours %s [%s] %s" % (k, findings[k]["kind"], findings[k]["signature"][:200]))
    print("findings also in clang++-22: %d" % len(upstream))
    for k in upstream:
        print("  upstream %s [%s] %s" % (k, findings[k]["kind"], findings[k]["signature"][:200]))
    return 1 if ours else 0


if __name__ == "__main__":
    sys.exit(main())
