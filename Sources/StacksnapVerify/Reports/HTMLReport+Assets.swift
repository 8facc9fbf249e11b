import Stacksnap

extension HTMLReport {
    /// The page's CSS: light and dark schemes, a checkerboard behind images so transparent
    /// pixels show, and the three comparison views (only the chosen one is displayed).
    static let style = """

    :root { color-scheme: light dark; --fg: #1d1d1f; --bg: #fff; --muted: #6e6e73; --line: #d2d2d7;
      --pass: #1a7f37; --fail: #cf222e; --rec: #9a6700; --err: #8250df; --add: #dafbe1; --del: #ffebe9; }
    @media (prefers-color-scheme: dark) { :root { --fg: #f5f5f7; --bg: #1c1c1e; --muted: #a1a1a6; --line: #3a3a3c;
      --add: #12361f; --del: #4a1c1c; } }
    body { font: 14px/1.45 -apple-system, system-ui, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg);
      margin: 0 auto; padding: 16px 24px 48px; max-width: 1400px; }
    h1 { font-size: 22px; margin: 0 0 4px; }
    h2 { font-size: 16px; margin: 0; display: flex; gap: 8px; align-items: center; word-break: break-all; }
    code, pre { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
    .summary { font-size: 16px; margin: 0; }
    .meta, .spec, .hint, figcaption { color: var(--muted); }
    .meta, .spec { margin: 2px 0; }
    .filter { display: inline-block; margin: 8px 0 16px; cursor: pointer; }
    .snapshot { border-top: 1px solid var(--line); padding: 14px 0; }
    .only-failures .status-passed { display: none; }
    .accept { margin: 6px 0; display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
    .accept code { background: color-mix(in srgb, var(--line) 45%, transparent); border-radius: 4px; padding: 2px 6px; }
    .accept button { font: inherit; font-size: 12px; border: 1px solid var(--line); background: transparent;
      color: inherit; border-radius: 6px; padding: 1px 8px; cursor: pointer; }
    .spec-group { border-top: 2px solid var(--line); margin-top: 8px; padding-top: 10px; }
    .strip { display: flex; flex-wrap: wrap; gap: 10px; margin: 8px 0; align-items: flex-end; }
    .thumb { display: flex; flex-direction: column; gap: 4px; color: inherit; text-decoration: none; font-size: 12px; }
    .thumb img { max-height: 180px; max-width: 220px; border: 1px solid var(--line); }
    .thumb-passed .badge { background: var(--pass); }
    .thumb-failed .badge { background: var(--fail); }
    .thumb-recorded .badge { background: var(--rec); }
    .thumb-error .badge { background: var(--err); }
    .status-passed { padding: 6px 0; }
    .status-passed .spec { display: none; }
    .badge { font-size: 11px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; color: #fff;
      border-radius: 4px; padding: 2px 6px; }
    .status-passed .badge { background: var(--pass); }
    .status-failed .badge { background: var(--fail); }
    .status-recorded .badge { background: var(--rec); }
    .status-error .badge { background: var(--err); }
    .messages { margin: 6px 0; padding-left: 20px; }
    .messages li { white-space: pre-wrap; }
    .modes { display: flex; gap: 4px; margin: 8px 0; }
    .modes button { font: inherit; border: 1px solid var(--line); background: transparent; color: inherit;
      border-radius: 6px; padding: 3px 10px; cursor: pointer; }
    .modes button[aria-pressed="true"] { background: var(--fg); color: var(--bg); }
    .panel { display: none; }
    .compare[data-mode="side"] .panel.side, .compare[data-mode="slider"] .panel.slider,
    .compare[data-mode="onion"] .panel.onion { display: block; }
    .panel.side { display: none; gap: 12px; }
    .compare[data-mode="side"] .panel.side { display: flex; flex-wrap: wrap; }
    figure { margin: 0; max-width: 100%; }
    figure img, .stage img { display: block; max-width: 100%; height: auto; }
    figure img, .stage { background: repeating-conic-gradient(#e5e5ea 0 25%, #fff 0 50%) 0 0 / 16px 16px;
      border: 1px solid var(--line); }
    .panel.side figure { flex: 1 1 0; min-width: 160px; }
    .stage { position: relative; display: inline-block; max-width: 100%; line-height: 0; }
    .stage img.top { position: absolute; left: 0; top: 0; }
    .divider { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--fail); }
    input[type="range"] { display: block; width: min(100%, 480px); margin: 8px 0 0; }
    .hint { margin: 2px 0 0; font-size: 12px; }
    .single figure { max-width: 480px; }
    details { margin: 8px 0; }
    summary { cursor: pointer; color: var(--muted); }
    .frames-diff { border: 1px solid var(--line); border-radius: 6px; padding: 8px 0; overflow-x: auto; }
    .frames-diff span { display: block; padding: 0 10px; white-space: pre; }
    .frames-diff .add { background: var(--add); }
    .frames-diff .del { background: var(--del); }
    .frames-diff .hunk, .frames-diff .head { color: var(--muted); }
    .frames-diff.why { padding: 8px 10px; }
    .warnings pre, .orphans { white-space: pre-wrap; }

    """

    /// The page's JavaScript: view buttons, the slider (clips the actual image at the
    /// chosen column), the onion skin (the actual image's opacity), and the filter.
    static let script = """

    (function () {
      "use strict";
      function setMode(compare, mode) {
        compare.dataset.mode = mode;
        compare.querySelectorAll(".modes button").forEach(function (b) {
          b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
        });
      }
      function slide(range) {
        var stage = range.parentNode.querySelector(".stage");
        var v = Number(range.value);
        stage.querySelector("img.top").style.clipPath = "inset(0 " + (100 - v) + "% 0 0)";
        stage.querySelector(".divider").style.left = v + "%";
      }
      function blend(range) {
        var top = range.parentNode.querySelector(".stage img.top");
        top.style.opacity = String(Number(range.value) / 100);
      }
      document.querySelectorAll(".compare").forEach(function (compare) {
        compare.querySelectorAll(".modes button").forEach(function (b) {
          b.addEventListener("click", function () { setMode(compare, b.dataset.mode); });
        });
      });
      document.querySelectorAll(".slider-range").forEach(function (r) {
        r.addEventListener("input", function () { slide(r); });
        slide(r);
      });
      document.querySelectorAll(".onion-range").forEach(function (r) {
        r.addEventListener("input", function () { blend(r); });
        blend(r);
      });
      var filter = document.getElementById("only-failures");
      function applyFilter() { document.body.classList.toggle("only-failures", filter.checked); }
      filter.addEventListener("change", applyFilter);
      applyFilter();
      // Copy buttons put their command on the clipboard, or select it where that is refused.
      document.querySelectorAll("button.copy").forEach(function (b) {
        b.addEventListener("click", function () {
          var text = b.getAttribute("data-copy");
          var done = function () { b.textContent = "copied"; };
          var select = function () {
            var range = document.createRange();
            range.selectNodeContents(b.previousElementSibling);
            var sel = window.getSelection(); sel.removeAllRanges(); sel.addRange(range);
          };
          if (navigator.clipboard) { navigator.clipboard.writeText(text).then(done, select); } else { select(); }
        });
      });
    })();

    """
}
