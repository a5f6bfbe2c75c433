"""Compiles the examples of docs/diagnostics.md and checks each behaves as the
page says.

An example is the ```cuda block after a marker comment:
  <!-- example wrong GROUP -->        fails naming [-WGROUP], and compiles
                                      with -Wno-error=GROUP (a warning);
  <!-- example wrong error: TEXT -->  fails with an error containing TEXT;
  <!-- example fixed -->              compiles with no diagnostic at all.
Every group in the page's group table must have a wrong example.

usage: check_doc_examples.py DOC WORKDIR COMPILER [FLAGS...]
"""
import os
import re
import subprocess
import sys

doc, workdir, compiler, flags = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
text = open(doc).read()
os.makedirs(workdir, exist_ok=True)

examples = re.findall(r"<!-- example (.*?) -->\s*```cuda\n(.*?)```", text, re.S)
groups = set(re.findall(r"^\| `-W(scale-addrspace-[a-z-]+)` \|", text, re.M))
failures = []


def compile(path, extra=()):
    run = subprocess.run([compiler, "-fsyntax-only", *flags, *extra, path],
                         capture_output=True, text=True)
    return run.returncode, run.stderr


covered = set()
for number, (marker, code) in enumerate(examples, 1):
    path = os.path.join(workdir, "example%d.cu" % number)
    with open(path, "w") as f:
        f.write(code)
    rc, err = compile(path)
    where = "example %d (%s)" % (number, marker)
    if marker == "fixed":
        if rc != 0 or "error:" in err or "warning:" in err:
            failures.append("%s: expected a clean compile, got rc=%d\n%s" % (where, rc, err))
    elif marker.startswith("wrong error: "):
        wanted = marker[len("wrong error: "):]
        if rc == 0 or not re.search(r"error: .*" + re.escape(wanted), err):
            failures.append("%s: expected an error containing '%s', got rc=%d\n%s" % (where, wanted, rc, err))
    elif marker.startswith("wrong "):
        group = marker[len("wrong "):]
        covered.add(group)
        if rc == 0 or not re.search(r"error: .*\[-W%s\]" % re.escape(group), err):
            failures.append("%s: expected an error in [-W%s], got rc=%d\n%s" % (where, group, rc, err))
        rc, err = compile(path, ["-Wno-error=" + group])
        if rc != 0 or not re.search(r"warning: .*\[-W%s\]" % re.escape(group), err):
            failures.append("%s: expected a warning with -Wno-error=%s, got rc=%d\n%s" % (where, group, rc, err))
    else:
        failures.append("%s: unknown marker" % where)

for group in sorted(groups - covered):
    failures.append("group -W%s has no wrong example" % group)
if not examples:
    failures.append("no examples found in " + doc)

for failure in failures:
    print("FAIL: " + failure)
print("checked %d examples, %d groups, %d failures" % (len(examples), len(groups), len(failures)))
sys.exit(1 if failures else 0)
