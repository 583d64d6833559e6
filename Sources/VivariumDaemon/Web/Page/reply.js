"use strict";
// A reply as the `viv` shell prints it: the same text as ReplyRenderer (Sources/VivariumShell),
// line for line, so the page's last reply reads exactly as the shell's. The browser test
// compares the two.
const ReplyText = (() => {
  const gutter = 10;
  const lifecycleKinds = new Set(["action", "appear", "disappear", "task", "change", "deinit", "initializer", "call"]);
  const segmenter = typeof Intl !== "undefined" && Intl.Segmenter ? new Intl.Segmenter("en", { granularity: "grapheme" }) : null;

  /** Characters as Swift counts them (grapheme clusters). */
  function width(text) {
    if (!segmenter) return [...text].length;
    let count = 0;
    for (const _ of segmenter.segment(text)) count++;
    return count;
  }
  function padded(text, to) {
    const count = width(text);
    return count >= to ? text : text + " ".repeat(to - count);
  }
  function singleLine(text) { return text.replace(/\n/g, "\\n").replace(/\r/g, "\\r"); }
  function splitLines(text) {
    const lines = text.split(/\r\n|\n/);
    while (lines.length && /^\s*$/.test(lines[lines.length - 1])) lines.pop();
    return lines;
  }
  const present = (value) => value !== undefined && value !== null;

  function section(label, body) {
    const indent = " ".repeat(gutter);
    return body.map((line, index) => (index === 0 ? padded(label, gutter) + line : indent + line));
  }

  function objectLines(records) {
    const idWidth = Math.max(0, ...records.map((record) => width(record.id)));
    return records.map((record) => {
      let line = record.id;
      const rest = [];
      if (present(record.holder)) rest.push("by " + record.holder);
      if (present(record.note)) rest.push("(" + record.note + ")");
      if (rest.length) line = padded(line, idWidth) + "  " + rest.join(" ");
      return singleLine(line);
    });
  }

  function groupedInits(inits) {
    const groups = [];
    for (const name of inits) {
      const last = groups[groups.length - 1];
      if (last && last.name === name) last.count++; else groups.push({ name, count: 1 });
    }
    return singleLine(groups.map((g) => (g.count === 1 ? g.name : `${g.name} ×${g.count}`)).join(", "));
  }

  function bodiesLine(reply) {
    const bodyEvents = reply.events.filter((event) => event.kind === "body");
    const items = bodyEvents.length === 0
      ? reply.bodies.map((name) => ({ name, path: name, reason: null }))
      : bodyEvents.map((event) => ({ name: event.text, path: present(event.path) ? event.path : null,
                                     reason: present(event.reason) ? event.reason : null }));
    if (items.length === 0) return null;
    const groups = [];
    for (const item of items) {
      const last = groups[groups.length - 1];
      if (last && last.reason === item.reason) last.names.push(item); else groups.push({ names: [item], reason: item.reason });
    }
    return singleLine(groups.map((group) => {
      const runs = [];
      for (const entry of group.names) {
        const last = runs[runs.length - 1];
        if (last && last.name === entry.name && last.path === entry.path && entry.path !== null) last.count++;
        else runs.push({ name: entry.name, path: entry.path, count: 1 });
      }
      const names = runs.map((run) => (run.count === 1 ? run.name : `${run.name} ×${run.count}`)).join(" ");
      return group.reason !== null ? `${names} (${group.reason})` : names;
    }).join(" · "));
  }

  function eventLines(events) {
    const shown = events.filter((event) => lifecycleKinds.has(event.kind));
    const kindWidth = Math.max(0, ...shown.map((event) => event.kind.length));
    return shown.map((event) => {
      let line = padded(event.kind, kindWidth) + "  " + (event.text === "" ? (present(event.path) ? event.path : "") : event.text);
      if (present(event.reason)) line += ` (${event.reason})`;
      return singleLine(line);
    });
  }

  const bracketed = (key) => (key.startsWith("[") && key.endsWith("]") ? key : `[${key}]`);

  /** The tree with box characters, storage in one column right of the widest head. */
  function treeLines(root) {
    const rows = [];
    (function append(node, connector, childPrefix) {
      const key = present(node.key) ? bracketed(node.key) + " " : "";
      let head = connector + key + node.type;
      if (present(node.label) && node.label !== "") head += node.label.startsWith("(") ? node.label : " " + node.label;
      if (present(node.note)) head += " " + node.note;
      const ownChildPrefix = childPrefix + " ".repeat(width(key));
      const children = node.children || [];
      rows.push({ head: singleLine(head), storage: (node.storage || []).map(singleLine),
                  continuation: children.length === 0 ? ownChildPrefix : ownChildPrefix + "│" });
      children.forEach((child, index) => {
        const isLast = index === children.length - 1;
        append(child, ownChildPrefix + (isLast ? "└─ " : "├─ "), ownChildPrefix + (isLast ? "   " : "│  "));
      });
    })(root, "", "");
    const column = Math.max(0, ...rows.filter((row) => row.storage.length).map((row) => width(row.head))) + 2;
    const lines = [];
    for (const row of rows) {
      if (row.storage.length === 0) { lines.push(row.head); continue; }
      lines.push(padded(row.head, column) + row.storage[0]);
      for (const entry of row.storage.slice(1)) lines.push(padded(row.continuation, column) + entry);
    }
    return lines;
  }

  function changeLines(changes, lineCount) {
    const size = present(lineCount) ? `${lineCount} lines` : "the tree";
    const summary = changes.length === 0 ? `unchanged, ${size}`
      : `${changes.length} change${changes.length === 1 ? "" : "s"} in ${size}`;
    let lines = section("tree", [summary + " (`tree` shows it whole)"]);
    for (const change of changes) {
      let head = change.path;
      if (change.kind === "moved" && present(change.index)) head += ` (now at position ${change.index})`;
      lines = lines.concat(section(change.kind, [singleLine(head)].concat(present(change.node) ? treeLines(change.node) : [])));
    }
    return lines;
  }

  function isSyntaxLine(line) {
    return line.startsWith("#") || line === "viv>" || line.startsWith("viv> ") || line === "...>" || line.startsWith("...> ");
  }

  function sanitized(lines) {
    const result = lines.map((line) => {
      const trimmed = line.replace(/[ \t\r]+$/, "");
      return isSyntaxLine(trimmed) ? " " + trimmed : trimmed;
    });
    while (result.length && result[result.length - 1] === "") result.pop();
    return result;
  }

  /** The reply's lines, as ReplyRenderer.lines(for:) draws them. */
  function lines(reply) {
    let out = [];
    if (present(reply.tree)) out = out.concat(treeLines(reply.tree));
    else if (present(reply.changes)) out = out.concat(changeLines(reply.changes, reply.treeLines));
    out = out.concat(section("created", objectLines(reply.created || [])));
    out = out.concat(section("reused", objectLines(reply.reused || [])));
    out = out.concat(section("freed", objectLines(reply.freed || [])));
    out = out.concat(section("leaked", objectLines(reply.leaked || [])));
    out = out.concat(section("inits", (reply.inits || []).length ? [groupedInits(reply.inits)] : []));
    const bodies = bodiesLine({ events: reply.events || [], bodies: reply.bodies || [] });
    out = out.concat(section("bodies", bodies !== null ? [bodies] : []));
    out = out.concat(section("events", eventLines(reply.events || [])));
    out = out.concat(section("output", (reply.output || []).flatMap(splitLines)));
    out = out.concat(section("warnings", (reply.warnings || []).flatMap(splitLines)));
    if (present(reply.message)) out = out.concat(splitLines(reply.message));
    if (present(reply.error)) {
      const errorLines = splitLines(reply.error.message);
      if (errorLines.length === 0) errorLines.push("");
      if (!errorLines[0].startsWith("error: ") && !errorLines[0].includes(": error: ")) errorLines[0] = "error: " + errorLines[0];
      out = out.concat(errorLines);
    } else if (!reply.ok) {
      out.push("error: command failed");
    }
    return sanitized(out);
  }

  /** `alice` from the hello name `viv 0.2.0 (alice)`; any other name as it is (EventRenderer.who). */
  function who(client) {
    const name = client.name;
    const open = name.lastIndexOf("(");
    if (name.endsWith(")") && open >= 0) {
      const inner = name.slice(open + 1, -1);
      if (inner !== "") return inner;
    }
    return name;
  }

  /** `── alice (client 3): LINE`, further input lines indented under it (EventRenderer.header). */
  function eventHeader(event) {
    const input = event.line.split("\n");
    const lead = `── ${who(event.by)} (client ${event.by.clientId}): `;
    const indent = " ".repeat(width(lead));
    return [lead + input[0]].concat(input.slice(1).map((line) => indent + line));
  }

  return { lines, treeLines, eventHeader, who, width };
})();
