"""Talks LSP to a clangd: opens FILE, asks for hover at LINE:COLUMN (0-based,
as LSP counts), and prints the publishDiagnostics notification and the hover
result as JSON lines, for FileCheck.

usage: lsp_session.py CLANGD FILE LINE COLUMN [CLANGD ARGS...]
"""
import json
import os
import subprocess
import sys

clangd, path, line, column = sys.argv[1], os.path.abspath(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
uri = "file://" + path
# No background index: the session needs the open file's AST only, and on a
# loaded machine indexing the project kept clangd from exiting in time.
server = subprocess.Popen([clangd, "--sync", "--background-index=false", *sys.argv[5:]],
                          stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)


def send(message):
    body = json.dumps(dict(jsonrpc="2.0", **message)).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()


def receive():
    length = None
    while True:
        header = server.stdout.readline()
        if not header:
            sys.exit("clangd closed its output")
        header = header.strip()
        if not header:
            break
        name, _, value = header.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
    return json.loads(server.stdout.read(length))


def wait_for(predicate):
    while True:
        message = receive()
        if predicate(message):
            return message


send(dict(id=0, method="initialize", params=dict(processId=os.getpid(), rootUri=None, capabilities={})))
wait_for(lambda m: m.get("id") == 0)
send(dict(method="initialized", params={}))
send(dict(method="textDocument/didOpen", params=dict(textDocument=dict(
    uri=uri, languageId="cuda", version=1, text=open(path).read()))))
diagnostics = wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics")
print(json.dumps(diagnostics["params"]["diagnostics"]))
send(dict(id=1, method="textDocument/hover", params=dict(
    textDocument=dict(uri=uri), position=dict(line=line, character=column))))
hover = wait_for(lambda m: m.get("id") == 1)
print(json.dumps(hover.get("result")))
send(dict(id=2, method="shutdown"))
wait_for(lambda m: m.get("id") == 2)
send(dict(method="exit"))
try:
    server.wait(timeout=120)
except subprocess.TimeoutExpired:
    # What the test checks has been printed; a slow exit is no failure.
    server.kill()
    print("clangd did not exit within 120 s after 'exit'", file=sys.stderr)
