"use strict";
// The `timeline` chart, drawn from `timeline --json`: a row per object, a column per command
// that changed the graph, each lifetime a bar. Hovering a mark says who created, reused or freed
// the object, and at which command; clicking an object or a mark shows its `explain`.
const TimelineView = (() => {
  const svgNS = "http://www.w3.org/2000/svg";
  const columnWidth = 24, rowHeight = 22, top = 34, margin = 12, characterWidth = 7.3;

  function element(name, attributes, text) {
    const node = document.createElementNS(svgNS, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /** The command of a step on one line, at most `width` characters (Timeline.summary). */
  function summary(line, width = 60) {
    const lines = line.split("\n").filter((part) => part !== "");
    let text = (lines[0] || "").trim();
    if (lines.length > 1) text += " …";
    if ([...text].length > width) text = [...text].slice(0, width - 1).join("") + "…";
    return text;
  }

  /** What a mark's tooltip says: `CounterViewModel#4 created at 7 (tap "Next") by …`, a line per mark. */
  function describe(object, marks, commands) {
    return marks.map((mark) => {
      const command = commands[mark.step - 1];
      let text = `${object.id} ${mark.kind} at ${mark.step} (${command ? summary(command.line) : "?"})`;
      if (mark.holder) text += ` by ${mark.holder}`;
      if (mark.note) text += `\n  ${mark.note}`;
      return text;
    }).join("\n");
  }

  function render(container, panel, tooltip, listing, explain) {
    container.replaceChildren();
    if (!listing || listing.objects.length === 0) {
      const empty = document.createElement("p");
      empty.className = "empty";
      empty.textContent = listing ? `no objects yet over ${listing.commands.length} command${listing.commands.length === 1 ? "" : "s"}` : "";
      container.append(empty);
      return;
    }
    const commands = listing.commands, count = commands.length;
    const labelWidth = Math.round(Math.max(8, ...listing.objects.map((o) => o.id.length)) * characterWidth) + 2 * margin;
    const width = labelWidth + count * columnWidth + margin;
    const height = top + listing.objects.length * rowHeight + margin;
    const x = (step) => labelWidth + (step - 1) * columnWidth;
    const svg = element("svg", { width, height, viewBox: `0 0 ${width} ${height}`, role: "img",
                                 "aria-label": `Object lifetimes: ${listing.objects.length} objects over ${count} commands` });

    const show = (event, text) => {
      tooltip.textContent = text;
      tooltip.hidden = false;
      const box = panel.getBoundingClientRect();
      tooltip.style.left = `${event.clientX - box.left + panel.scrollLeft + 12}px`;
      tooltip.style.top = `${event.clientY - box.top + panel.scrollTop + 14}px`;
    };
    const hide = () => { tooltip.hidden = true; };
    const hoverable = (node, text) => {
      node.addEventListener("mouseenter", (event) => show(event, text()));
      node.addEventListener("mousemove", (event) => show(event, text()));
      node.addEventListener("mouseleave", hide);
    };

    for (const command of commands) {
      const left = x(command.step);
      const column = element("rect", { class: "column" + (command.step === count ? " latest" : ""), "data-step": command.step,
                                       x: left + 1, y: top - 16, width: columnWidth - 2, height: listing.objects.length * rowHeight + 16 });
      hoverable(column, () => `${command.step}  ${summary(command.line, 120)}`);
      svg.append(column);
      const label = command.step === 1 || command.step === count || command.step % 5 === 0 ? String(command.step) : "·";
      svg.append(element("text", { class: "step", "data-step": command.step, x: left + columnWidth / 2, y: top - 4, "text-anchor": "middle" }, label));
    }

    listing.objects.forEach((object, index) => {
      const rowTop = top + index * rowHeight, middle = rowTop + rowHeight / 2;
      const label = element("text", { class: "label", "data-object": object.id, x: margin, y: middle + 4 }, object.id);
      label.addEventListener("click", () => explain(object.id));
      hoverable(label, () => describe(object, object.marks, commands));
      svg.append(label);
      const first = object.created ?? 1;
      const last = object.freed ?? count;
      const aliveEnd = object.leaked ?? last;
      svg.append(element("rect", { class: "span", "data-object": object.id, x: x(first), y: rowTop + 6,
                                   width: Math.max(4, x(aliveEnd + 1) - x(first)), height: rowHeight - 12, rx: 3 }));
      if (object.leaked && object.leaked < count) {
        svg.append(element("rect", { class: "span leaked", "data-object": object.id, x: x(object.leaked + 1), y: rowTop + 6,
                                     width: x(count + 1) - x(object.leaked + 1), height: rowHeight - 12, rx: 3 }));
      }
      // One mark per step and kind; created and freed by one command is one mark.
      const byStep = new Map();
      for (const mark of object.marks) {
        if (!byStep.has(mark.step)) byStep.set(mark.step, []);
        byStep.get(mark.step).push(mark);
      }
      for (const [step, marks] of byStep) {
        const kinds = marks.map((mark) => mark.kind);
        const shapes = [];
        if (kinds.includes("created") && kinds.includes("freed")) {
          shapes.push(["created-freed", element("circle", { cx: x(step) + columnWidth / 2, cy: middle, r: 5 })]);
        } else {
          if (kinds.includes("created")) shapes.push(["created", element("circle", { cx: x(step) + 6, cy: middle, r: 5 })]);
          if (kinds.includes("freed")) shapes.push(["freed", element("circle", { cx: x(step + 1) - 6, cy: middle, r: 5 })]);
        }
        if (kinds.includes("reused")) {
          const cx = x(step) + columnWidth / 2;
          shapes.push(["reused", element("polygon", { points: `${cx},${middle - 6} ${cx + 6},${middle} ${cx},${middle + 6} ${cx - 6},${middle}` })]);
        }
        if (kinds.includes("leaked")) {
          const cx = x(step + 1) - 6;
          shapes.push(["leaked", element("path", { d: `M${cx - 5},${middle - 5}L${cx + 5},${middle + 5}M${cx + 5},${middle - 5}L${cx - 5},${middle + 5}` })]);
        }
        for (const [kind, shape] of shapes) {
          shape.setAttribute("class", `mark ${kind}`);
          shape.setAttribute("data-object", object.id);
          shape.setAttribute("data-step", step);
          shape.setAttribute("data-kind", kind);
          hoverable(shape, () => describe(object, marks, commands));
          shape.addEventListener("click", () => explain(object.id));
          svg.append(shape);
        }
      }
    });
    container.append(svg);
    panel.scrollLeft = panel.scrollWidth;
  }

  return { render, describe, summary };
})();
