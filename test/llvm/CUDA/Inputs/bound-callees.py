"""Prints a module whose kernel @bounds calls @largest, of 16,000
instructions, and @large, of 16,001: InlineDeviceCalls' default bound and one
above it (inline-device-calls.ll)."""


def chain(name, instructions):
    # A load, a chain of adds, a store and the return.
    adds = instructions - 3
    lines = [f"define internal void @{name}(ptr %p) {{",
             "  %v0 = load i32, ptr %p"]
    lines += [f"  %v{i} = add i32 %v{i - 1}, {i}" for i in range(1, adds + 1)]
    lines += [f"  store i32 %v{adds}, ptr %p", "  ret void", "}"]
    return "\n".join(lines)


print('target triple = "nvptx64-nvidia-cuda"')
print("define ptx_kernel void @bounds(ptr %p) {")
print("  call void @largest(ptr %p)")
print("  call void @large(ptr %p)")
print("  ret void")
print("}")
print(chain("largest", 16000))
print(chain("large", 16001))
