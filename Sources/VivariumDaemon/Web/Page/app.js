"use strict";
// The page: a client of the daemon like `viv attach`. It says hello, attaches to the graph,
// and after every command — its own or any other client's `graph.event` — shows the reply as
// the shell prints it, keeps the tree, and reads the live objects and the timeline again with
// quiet queries (`objects --json`, `timeline --json`: the other clients are not told of them).
(() => {
  const query = new URLSearchParams(location.search);
  const graph = query.get("graph") || "main";
  const $ = (id) => document.getElementById(id);
  const state = { rev: null, tree: null, marks: new Map(), removed: [], collapsed: new Set(), objects: [], timeline: null,
                  created: new Set() };
  let connection = null;
  // Updates run one after another, in the order their messages came.
  let queue = Promise.resolve();
  const enqueue = (work) => { queue = queue.then(work).catch((error) => console.error(error)); return queue; };

  function setStatus(text, mode) {
    $("status").textContent = text;
    $("status").dataset.state = mode;
  }

  /** A read of the graph no other client is told of. */
  async function quietly(line, tree = "none") {
    const response = await connection.request("command", { graph, line, quiet: true, tree });
    return commandOutcome(response, line);
  }

  async function explain(subject) {
    $("explain-subject").textContent = subject;
    $("explain-panel").dataset.subject = subject;
    const { reply } = await quietly(`explain ${subject}`);
    $("explain").textContent = ReplyText.lines(reply).join("\n");
    $("explain-panel").dataset.ready = subject;
  }

  function showReply(header, reply) {
    $("reply-header").textContent = header.join("\n");
    $("reply").textContent = ReplyText.lines(reply).join("\n");
    $("reply-panel").dataset.command = reply.command;
  }

  function setTree(tree, changed) {
    const { marks, removed } = TreeView.diff(state.tree, tree);
    state.tree = tree;
    if (changed || marks.size || removed.length) {
      state.marks = marks;
      state.removed = removed;
    }
  }

  /** A reply's tree (whole, or a large tree's changes); the rest is read again when it changed the graph. */
  async function absorb(reply, rev) {
    const changed = rev !== null && rev !== state.rev;
    if (rev !== null) state.rev = rev;
    if (reply.ok && reply.tree) {
      setTree(reply.tree, changed);
    } else if (reply.ok && reply.changes) {
      const applied = TreeView.applyChanges(state.tree, reply.changes);
      if (applied) {
        state.tree = applied.tree;
        state.marks = applied.marks;
        state.removed = applied.removed;
      } else {
        setTree((await quietly("tree", "full")).reply.tree || null, true);
      }
    } else if (reply.ok) {
      // No tree in the reply (a declaration, `unmount`, a query): the tree is read again.
      setTree((await quietly("tree", "full")).reply.tree || null, changed);
    }
    if (reply.ok) state.created = new Set((reply.created || []).map((record) => record.id));
    await readObjects();
    render();
  }

  async function readObjects() {
    const objects = (await quietly("objects --json")).reply;
    const timeline = (await quietly("timeline --json")).reply;
    if (objects.ok) state.objects = JSON.parse(objects.message).objects;
    if (timeline.ok) state.timeline = JSON.parse(timeline.message);
  }

  function render() {
    $("graph-name").textContent = `graph ${graph} · rev ${state.rev}`;
    document.body.dataset.rev = state.rev;
    TreeView.render($("tree"), $("removed"), state, explain);
    renderObjects();
    TimelineView.render($("timeline"), $("timeline-panel"), $("tooltip"), state.timeline, explain);
  }

  function renderObjects() {
    const body = $("objects").tBodies[0];
    body.replaceChildren();
    if (state.objects.length === 0) {
      const row = body.insertRow();
      const cell = row.insertCell();
      cell.colSpan = 2;
      cell.className = "empty";
      cell.textContent = "no live objects";
    }
    for (const object of state.objects) {
      const row = body.insertRow();
      row.dataset.object = object.id;
      if (object.leaked) row.classList.add("leaked");
      if (state.created.has(object.id)) row.classList.add("created");
      row.insertCell().append(TreeView.objectLink(object.id, explain));
      const holders = row.insertCell();
      holders.append(TreeView.withObjectLinks(object.holders.length ? object.holders.join(", ") : "nothing", explain));
      if (object.leaked) {
        const cycle = document.createElement("span");
        cycle.className = "cycle";
        cycle.append("leaked: kept alive by a reference cycle", ...(object.cycle ? [": ", TreeView.withObjectLinks(object.cycle.join(" → "), explain)] : []));
        holders.append(cycle);
      }
    }
  }

  // The command line: a command sent as any client sends it (the others see it).
  const history = [];
  let recalled = 0;
  $("command-line").addEventListener("submit", (event) => {
    event.preventDefault();
    const line = $("command").value;
    if (line.trim() === "") return;
    history.push(line);
    recalled = history.length;
    $("command").value = "";
    enqueue(async () => {
      const response = await connection.request("command", { graph, line });
      const { rev, reply } = commandOutcome(response, line);
      showReply([`viv> ${line}`], reply);
      await absorb(reply, rev);
    });
  });
  $("command").addEventListener("keydown", (event) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    recalled = Math.max(0, Math.min(history.length, recalled + (event.key === "ArrowUp" ? -1 : 1)));
    $("command").value = history[recalled] || "";
    event.preventDefault();
  });

  function notified(method, params) {
    if (method === "graph.event" && params.graph === graph) {
      enqueue(async () => {
        showReply(ReplyText.eventHeader(params), params.reply);
        await absorb(params.reply, params.rev);
      });
    } else if (method === "graph.restarted" && params.graph === graph) {
      enqueue(async () => {
        $("reply-header").textContent = `── the graph's engine was restarted at rev ${params.rev}: ${params.reason}`;
        state.rev = params.rev;
        setTree((await quietly("tree", "full")).reply.tree || null, true);
        await readObjects();
        render();
      });
    } else if (method === "server.shutdown") {
      setStatus(`the daemon stopped: ${params.reason}`, "closed");
    }
  }

  async function start() {
    $("graph-name").textContent = `graph ${graph}`;
    const token = query.get("token") || "";
    connection = new DaemonConnection(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
    connection.onNotification = notified;
    connection.onClose = () => { if ($("status").dataset.state !== "closed") setStatus("disconnected", "closed"); };
    try {
      await connection.open();
      const hello = await connection.request("hello", { protocol: "1.0", client: `vivarium web page (web)` });
      if (hello.error) throw new Error(hello.error.message);
      const attached = await connection.request("graph.attach", { name: graph });
      if (attached.error) throw new Error(attached.error.message);
      await enqueue(async () => {
        state.rev = attached.result.rev;
        state.tree = (await quietly("tree", "full")).reply.tree || null;
        await readObjects();
        render();
      });
      setStatus(`connected as client ${hello.result.clientId}`, "connected");
    } catch (error) {
      setStatus(String(error.message || error), "closed");
    }
  }

  start();
})();
