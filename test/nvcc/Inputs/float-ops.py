"""Prints, for each float kernel of a PTX file, its single-precision
arithmetic instructions in order (fast-math-functions-nvcc.test). The
double-precision kernel is left out: its libdevice code differs between
toolkit versions."""
import re
import sys

text = open(sys.argv[1]).read()
for match in re.finditer(r"\.entry (\w+)\((.*?)\n\}", text, re.S):
    name, body = match.group(1), match.group(2)
    if "k_exp_double" in name:
        continue
    ops = re.findall(r"^\s+((?:mul|fma|add|sub|div|ex2|lg2|sin|cos|tanh|rcp)"
                     r"\.[a-z.]*f32)\s", body, re.M)
    print(f"{name}: {' '.join(ops)}")
