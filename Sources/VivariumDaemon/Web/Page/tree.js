"use strict";
// The view tree: kept from the replies (a whole tree, or a large tree's changes), drawn as a
// collapsible list, with the nodes the last change inserted, updated or moved marked and the
// ones it removed listed.
const TreeView = (() => {
  const present = (value) => value !== undefined && value !== null;
  const objectPattern = /[A-Za-z_][A-Za-z0-9_.]*#[0-9]+/g;

  function walk(node, visit, parent = null) {
    if (!node) return;
    visit(node, parent);
    for (const child of node.children || []) walk(child, visit, node);
  }

  /** Whether a node reads differently in itself, children aside (TreeNode.differsInItself). */
  function differsInItself(a, b) {
    return a.type !== b.type || a.path !== b.path || (a.label ?? null) !== (b.label ?? null) || (a.key ?? null) !== (b.key ?? null)
      || (a.note ?? null) !== (b.note ?? null) || JSON.stringify(a.storage || []) !== JSON.stringify(b.storage || []);
  }

  /** What turned `old` into `now`, by handle: the topmost inserted and removed nodes, the updated ones. */
  function diff(old, now) {
    const marks = new Map();
    const removed = [];
    const before = new Map();
    walk(old, (node) => before.set(node.handle, node));
    const after = new Set();
    (function visit(node, insideInserted) {
      if (!node) return;
      after.add(node.handle);
      const previous = before.get(node.handle);
      let inserted = insideInserted;
      if (!previous) {
        if (!insideInserted) marks.set(node.handle, "inserted");
        inserted = true;
      } else if (differsInItself(previous, node)) {
        marks.set(node.handle, "updated");
      }
      for (const child of node.children || []) visit(child, inserted);
    })(now, false);
    (function visit(node, insideRemoved) {
      if (!node) return;
      const gone = !after.has(node.handle);
      if (gone && !insideRemoved) removed.push(node.path);
      for (const child of node.children || []) visit(child, insideRemoved || gone);
    })(old, false);
    return { marks, removed };
  }

  /** Applies a large tree's changes (TreeChange, in tree order) to `root`; null when they do not fit it. */
  function applyChanges(root, changes) {
    const marks = new Map();
    const removed = [];
    let tree = root ? structuredClone(root) : null;
    const find = (test) => {
      let found = null;
      walk(tree, (node, parent) => { if (!found && test(node)) found = { node, parent }; });
      return found;
    };
    for (const change of changes) {
      if (change.kind === "removed") {
        const at = find((node) => node.handle === change.handle);
        if (!at) return null;
        if (at.parent) at.parent.children.splice(at.parent.children.indexOf(at.node), 1); else tree = null;
        removed.push(change.path);
        continue;
      }
      if (change.kind === "inserted") {
        if (!present(change.parent)) { tree = change.node; marks.set(change.handle, "inserted"); continue; }
        const parent = find((node) => node.path === change.parent);
        if (!parent || !change.node) return null;
        parent.node.children.splice(Math.min(change.index ?? 0, parent.node.children.length), 0, change.node);
        marks.set(change.handle, "inserted");
        continue;
      }
      const at = find((node) => node.handle === change.handle);
      if (!at) return null;
      if (change.kind === "updated" && change.node) {
        const replacement = change.shallow ? Object.assign({}, change.node, { children: at.node.children }) : change.node;
        if (at.parent) at.parent.children[at.parent.children.indexOf(at.node)] = replacement; else tree = replacement;
        marks.set(change.handle, "updated");
      } else if (change.kind === "moved" && at.parent) {
        const siblings = at.parent.children;
        siblings.splice(siblings.indexOf(at.node), 1);
        siblings.splice(Math.min(change.index ?? 0, siblings.length), 0, at.node);
        if (!marks.has(change.handle)) marks.set(change.handle, "moved");
      }
    }
    return { tree, marks, removed };
  }

  /** Which node holds each object, from the live objects' holders (`Path/To/Node.property`). */
  function heldObjects(root, objects) {
    const byPath = new Map();
    walk(root, (node) => byPath.set(node.path, node.handle));
    const held = new Map();
    for (const object of objects) {
      for (const holder of object.holders) {
        // The longest prefix up to a '.' that is a node's path.
        for (let cut = holder.lastIndexOf("."); cut > 0; cut = holder.lastIndexOf(".", cut - 1)) {
          const handle = byPath.get(holder.slice(0, cut));
          if (handle === undefined) continue;
          if (!held.has(handle)) held.set(handle, []);
          held.get(handle).push({ id: object.id, property: holder.slice(cut + 1), leaked: object.leaked });
          break;
        }
      }
    }
    return held;
  }

  /** Text in which object names (`Type#3`) are links to their explanation. */
  function withObjectLinks(text, explain) {
    const fragment = document.createDocumentFragment();
    let last = 0;
    for (const match of text.matchAll(objectPattern)) {
      fragment.append(text.slice(last, match.index));
      fragment.append(objectLink(match[0], explain));
      last = match.index + match[0].length;
    }
    fragment.append(text.slice(last));
    return fragment;
  }

  function objectLink(id, explain) {
    const link = document.createElement("span");
    link.className = "object-ref";
    link.dataset.object = id;
    link.textContent = id;
    link.addEventListener("click", (event) => { event.stopPropagation(); explain(id); });
    return link;
  }

  function span(className, text) {
    const element = document.createElement("span");
    element.className = className;
    element.textContent = text;
    return element;
  }

  /** Draws `state.tree` into `container`; `state.collapsed` keeps folded nodes by handle. */
  function render(container, removedList, state, explain) {
    container.replaceChildren();
    removedList.replaceChildren();
    if (!state.tree) {
      const empty = document.createElement("p");
      empty.className = "empty";
      empty.textContent = "nothing is mounted";
      container.append(empty);
    } else {
      const held = heldObjects(state.tree, state.objects);
      const list = document.createElement("ul");
      list.append(item(state.tree, state, held, explain));
      container.append(list);
    }
    for (const path of state.removed) {
      const entry = document.createElement("li");
      entry.textContent = path;
      entry.dataset.path = path;
      removedList.append(entry);
    }
  }

  function item(node, state, held, explain) {
    const entry = document.createElement("li");
    const children = node.children || [];
    if (state.collapsed.has(node.handle)) entry.classList.add("collapsed");
    const row = document.createElement("div");
    row.className = "node";
    row.dataset.handle = node.handle;
    row.dataset.path = node.path;
    const mark = state.marks.get(node.handle);
    if (mark) row.dataset.mark = mark;
    const toggle = span("toggle" + (children.length ? "" : " leaf"), state.collapsed.has(node.handle) ? "▸" : "▾");
    toggle.addEventListener("click", () => {
      if (state.collapsed.has(node.handle)) state.collapsed.delete(node.handle); else state.collapsed.add(node.handle);
      entry.classList.toggle("collapsed");
      toggle.textContent = entry.classList.contains("collapsed") ? "▸" : "▾";
    });
    row.append(toggle);
    const head = span("head", "");
    head.title = `explain ${node.path}`;
    if (present(node.key)) head.append(span("key", node.key.startsWith("[") ? node.key : `[${node.key}]`), " ");
    head.append(span("type", node.type));
    if (present(node.label) && node.label !== "") head.append(node.label.startsWith("(") ? node.label : " " + node.label);
    if (present(node.note)) head.append(" ", span("note", node.note));
    head.addEventListener("click", () => explain(node.path));
    row.append(head);
    for (const line of node.storage || []) {
      const storage = span("storage", "");
      storage.append(withObjectLinks(line, explain));
      row.append(storage);
    }
    const shown = new Set((node.storage || []).flatMap((line) => line.match(objectPattern) || []));
    const holds = (held.get(node.handle) || []).filter((entry) => !shown.has(entry.id));
    if (holds.length) {
      const list = span("held", "holds ");
      holds.forEach((entry, index) => {
        if (index) list.append(", ");
        list.append(objectLink(entry.id, explain), ` (.${entry.property})`);
      });
      row.append(list);
    }
    if (mark) row.append(span("mark", mark));
    entry.append(row);
    if (children.length) {
      const list = document.createElement("ul");
      for (const child of children) list.append(item(child, state, held, explain));
      entry.append(list);
    }
    return entry;
  }

  return { diff, applyChanges, render, withObjectLinks, objectLink };
})();
