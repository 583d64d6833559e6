#!/usr/bin/env python3
"""A plain client of vivariumd's protocol: Python's socket and json, nothing of Vivarium's.

Usage: protocol-example.py [SOCKET]   (default: the socket vivariumd would pick)

It says hello, opens a graph, defines a view, mounts it, taps its button, and prints each
answer as one JSON line with sorted keys. See docs/PROTOCOL.md.
"""
import json
import os
import socket
import sys


def default_socket():
    if os.environ.get("VIVARIUM_SOCKET"):
        return os.environ["VIVARIUM_SOCKET"]
    if os.environ.get("XDG_RUNTIME_DIR"):
        return os.path.join(os.environ["XDG_RUNTIME_DIR"], "vivarium", "socket")
    return "/tmp/vivarium-%d/socket" % os.getuid()


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else default_socket()
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    connection.settimeout(10)
    connection.connect(path)
    stream = connection.makefile("rwb")
    next_id = 0

    def call(method, params):
        nonlocal next_id
        next_id += 1
        request = {"jsonrpc": "2.0", "id": next_id, "method": method, "params": params}
        stream.write((json.dumps(request, sort_keys=True) + "\n").encode("utf-8"))
        stream.flush()
        while True:
            answer = json.loads(stream.readline())
            if answer.get("id") == next_id:  # skip notifications (graph.event, server.shutdown)
                print(json.dumps(answer, sort_keys=True))
                return answer

    hello = call("hello", {"protocol": "1.0", "client": "protocol-example.py"})
    if "error" in hello:
        sys.exit("hello failed: " + hello["error"]["message"])
    call("graph.open", {"name": "example", "create": True})
    view = "struct Counter: View {\n    @State var count = 0\n    var body: some View {\n        Button(\"Count: \\(count)\") { count += 1 }\n    }\n}"
    for line in [view, "mount Counter()", 'tap "Count: 0"']:
        answer = call("command", {"graph": "example", "line": line})
        if "error" in answer:
            sys.exit("command failed: " + answer["error"]["message"])
    connection.close()


if __name__ == "__main__":
    main()
