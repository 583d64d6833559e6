"use strict";
// The daemon's JSON-RPC 2.0 over a WebSocket: the very frames a `viv` client writes on the
// Unix socket, one per WebSocket message (docs/PROTOCOL.md).
class DaemonConnection {
  constructor(url) {
    this.url = url;
    this.nextId = 1;
    this.pending = new Map();
    this.onNotification = () => {};
    this.onClose = () => {};
  }

  /** Opens the WebSocket; resolves once it is open. */
  open() {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.url);
      this.socket = socket;
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new Error("cannot reach the daemon's web view"));
      socket.onmessage = (event) => this.receive(event.data);
      socket.onclose = (event) => {
        for (const waiting of this.pending.values()) waiting.reject(new Error("the connection closed"));
        this.pending.clear();
        this.onClose(event);
      };
    });
  }

  /** Sends a request; resolves with its response (a `result` or an `error`). */
  request(method, params) {
    const id = this.nextId++;
    const frame = { jsonrpc: "2.0", id, method };
    if (params !== undefined) frame.params = params;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify(frame));
    });
  }

  receive(text) {
    let message;
    try { message = JSON.parse(text); } catch (error) { return; }
    for (const one of Array.isArray(message) ? message : [message]) {
      if (one.method !== undefined && one.id === undefined) {
        this.onNotification(one.method, one.params);
        continue;
      }
      const waiting = this.pending.get(one.id);
      if (!waiting) continue;
      this.pending.delete(one.id);
      waiting.resolve(one);
    }
  }
}

/** A `command`'s answer as `{rev, reply}`: a failed command's error carries them in `data`. */
function commandOutcome(response, line) {
  if (response.result) return response.result;
  if (response.error && response.error.data && response.error.data.reply) return response.error.data;
  const message = response.error ? response.error.message : "no answer";
  return { rev: null, reply: { command: line, ok: false, created: [], reused: [], freed: [], leaked: [], inits: [],
                               bodies: [], events: [], output: [], warnings: [], error: { code: "daemon", message } } };
}
