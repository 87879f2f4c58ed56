// Renders window.DOC (Markdown) the way GitHub does -- marked (GFM) into GitHub's Markdown CSS, every ```mermaid block
// drawn by mermaid 11 -- then checks each chart and measures the page with every <details> closed (as a reader first
// sees it). The result goes into <pre id="result"> as JSON for bench/render_comments.py (chromium --dump-dom).
"use strict";

function luminance(color) {
  const probe = document.createElement("span");
  probe.style.color = color;
  document.body.appendChild(probe);
  const rgb = getComputedStyle(probe).color.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
  probe.remove();
  const lin = rgb.map((c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); });
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

function contrastOnWhite(color) {
  return 1.05 / (luminance(color) + 0.05);
}

async function checkChart(index, source, holder) {
  const info = { index, parsed: false, rendered: false, lines: [], bars: 0, x_ticks: 0, title: "", error: "" };
  try {
    await mermaid.parse(source);
    info.parsed = true;
    const { svg } = await mermaid.render("chart" + index, source);
    holder.innerHTML = svg;
    info.rendered = !!holder.querySelector("svg");
    for (const path of holder.querySelectorAll("g[class*='line-plot'] path")) {
      const box = path.getBBox();
      const stroke = path.getAttribute("stroke") || getComputedStyle(path).stroke;
      info.lines.push({ stroke, contrast: +contrastOnWhite(stroke).toFixed(2), width: +box.width.toFixed(1),
                        height: +box.height.toFixed(1), segments: (path.getAttribute("d").match(/L/g) || []).length });
    }
    info.bars = [...holder.querySelectorAll("g[class*='bar-plot'] rect")].filter((r) => +r.getAttribute("height") > 0).length;
    info.x_ticks = holder.querySelectorAll("g.bottom-axis g.label text").length;
    info.title = (holder.querySelector("g.chart-title text") || {}).textContent || "";
  } catch (err) {
    info.error = String((err && err.message) || err);
  }
  return info;
}

async function main() {
  const result = { charts: [], errors: [], height: 0, height_open: 0, details: 0 };
  const doc = document.getElementById("doc");
  try {
    doc.innerHTML = marked.parse(window.DOC, { gfm: true });
    mermaid.initialize({ startOnLoad: false, theme: "default", securityLevel: "strict" });
    const blocks = [...doc.querySelectorAll("code.language-mermaid")];
    for (let i = 0; i < blocks.length; i++) {
      const holder = document.createElement("div");
      holder.className = "mermaid-chart";
      const source = blocks[i].textContent;
      blocks[i].parentElement.replaceWith(holder);
      result.charts.push(await checkChart(i, source, holder));
    }
    const details = [...doc.querySelectorAll("details")];
    result.details = details.length;
    result.height = Math.ceil(doc.getBoundingClientRect().height);
    details.forEach((d) => { d.open = true; });
    result.height_open = Math.ceil(doc.getBoundingClientRect().height);
    details.forEach((d) => { d.open = false; });
  } catch (err) {
    result.errors.push(String((err && err.stack) || err));
  }
  document.getElementById("result").textContent = JSON.stringify(result);
}

main();
