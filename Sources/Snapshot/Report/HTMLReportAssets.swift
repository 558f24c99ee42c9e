/// The inline stylesheet and script of the HTML report (no external resources, no network).
enum HTMLReportAssets {
  /// Most zoom chips shown per entry; the CSS below has one rule per chip index.
  static let maxZoomBoxes = 8

  /// The checkerboard behind images, the same 8 px #FFFFFF/#EEEEEE squares as ``SideBySide``.
  private static let checker =
    "repeating-conic-gradient(#EEEEEE 0% 25%, #FFFFFF 0% 50%) 0 0 / 16px 16px"

  /// The page's stylesheet.
  static var css: String {
    let views = HTMLReport.View.allCases.map { view in
      ".viewer:has(input.tab[value=\"\(view.rawValue)\"]:checked) .pane-\(view.rawValue)"
        + " { display: block; }"
    }
    let zooms = (0..<maxZoomBoxes).map { index in
      ".zoom:has(input[value=\"\(index)\"]:checked) .zv-\(index) { display: flex; }"
    }
    let statuses = SnapshotStatus.allCases.map { status in
      "body:has(#show-\(status.rawValue):not(:checked)) .card.st-\(status.rawValue)"
        + (status == .passed ? ", body:has(#show-passed:not(:checked)) .passed-section" : "")
        + " { display: none; }"
    }
    return baseCSS + (views + zooms + statuses).joined(separator: "\n") + "\n"
  }

  /// Rules that do not depend on the views or the number of zoom chips.
  private static let baseCSS = """
    :root {
      --bg: #F5F5F7; --card: #FFFFFF; --text: #1D1D1F; --muted: #6E6E73; --line: #E5E5EA;
      --soft: #F2F2F7; --accent: #0A64D6;
      --failed: #D70015; --recorded: #0A64D6; --missing: #C77700; --error: #8A1010;
      --passed: #248A3D;
    }
    * { box-sizing: border-box; }
    body {
      margin: 0; background: var(--bg); color: var(--text);
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    }
    code, .mono { font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace;
      font-size: 12.5px; }
    h1, h2, h3 { margin: 0; line-height: 1.25; }
    a { color: var(--accent); }
    .page { max-width: 1360px; margin: 0 auto; padding: 24px 32px 48px; }
    .top { background: var(--card); border-bottom: 1px solid var(--line); }
    .top .page { padding-bottom: 20px; }
    .title { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
    .title h1 { font-size: 22px; font-weight: 650; }
    .title .spacer { flex: 1; }
    .verdict { padding: 3px 10px; border-radius: 999px; font-weight: 600; font-size: 13px;
      color: #FFFFFF; background: var(--c); }
    .filter { display: inline-flex; align-items: center; gap: 8px; padding: 6px 12px;
      border: 1px solid var(--line); border-radius: 8px; background: var(--soft);
      cursor: pointer; user-select: none; font-weight: 500; }
    .filter input { width: 16px; height: 16px; margin: 0; accent-color: var(--accent); }
    .stats { display: flex; gap: 10px; flex-wrap: wrap; margin: 18px 0 4px; padding: 0;
      list-style: none; }
    .stat { min-width: 104px; padding: 8px 14px; border-radius: 10px; background: var(--soft);
      border-top: 3px solid var(--c); }
    .stat b { display: block; font-size: 22px; font-weight: 650; }
    .stat span { color: var(--muted); font-size: 12px; text-transform: uppercase;
      letter-spacing: .05em; }
    .stat.zero { opacity: .45; }
    .meta { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 24px;
      margin-top: 18px; }
    .meta h2 { font-size: 12px; font-weight: 600; color: var(--muted); text-transform: uppercase;
      letter-spacing: .05em; margin-bottom: 6px; }
    table.env { border-collapse: collapse; width: 100%; }
    table.env th, table.env td { text-align: left; padding: 3px 8px 3px 0; vertical-align: top;
      border-bottom: 1px solid var(--soft); }
    table.env th { font-weight: 500; color: var(--muted); white-space: nowrap; width: 1%; }
    table.env td { word-break: break-all; }
    .obsolete ul, .plain { margin: 0; padding-left: 18px; }
    .obsolete p, .muted { color: var(--muted); }
    .obsolete p { margin: 0 0 6px; }
    .none { color: var(--muted); margin: 0; }
    .st-failed { --c: var(--failed); } .st-recorded { --c: var(--recorded); }
    .st-missing { --c: var(--missing); } .st-error { --c: var(--error); }
    .st-passed { --c: var(--passed); }
    .card { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--c);
      border-radius: 12px; padding: 18px 22px 22px; margin: 0 0 20px;
      box-shadow: 0 1px 2px rgba(0, 0, 0, .04); }
    .card-head { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; }
    .card-head h2 { font-size: 17px; font-weight: 600; }
    .card-head h2 code { font-size: 16px; }
    .card-head .golden { margin-left: auto; color: var(--muted); }
    .badge { display: inline-block; padding: 2px 9px; border-radius: 999px; font-size: 11.5px;
      font-weight: 700; text-transform: uppercase; letter-spacing: .05em; color: #FFFFFF;
      background: var(--c); }
    .st-missing .badge, .st-missing.verdict { color: #3D2600; background: #FFC94D; }
    .message { margin: 8px 0 0; font-size: 15px; }
    .warn { margin: 12px 0 0; padding: 8px 12px; border-radius: 8px; background: #FFF6E0;
      border: 1px solid #F5D58A; color: #5C4000; }
    .warn ul { margin: 4px 0 0; padding-left: 18px; }
    .facts { display: grid; grid-template-columns: minmax(240px, 320px) minmax(0, 1fr); gap: 28px;
      margin-top: 14px; }
    .facts h3, .zoom h3 { font-size: 12px; font-weight: 600; color: var(--muted);
      text-transform: uppercase; letter-spacing: .05em; margin-bottom: 6px; }
    dl.counts { display: grid; grid-template-columns: auto 1fr; gap: 3px 14px; margin: 0; }
    dl.counts dt { color: var(--muted); }
    dl.counts dd { margin: 0; font-variant-numeric: tabular-nums; }
    ul.changes { margin: 0; padding: 8px 12px; list-style: none; background: var(--soft);
      border-radius: 8px; overflow-x: auto; }
    ul.changes li { white-space: pre; padding: 1px 0; }
    .zoom { margin-top: 16px; }
    .chips { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
    .chips input, .tabs input { position: absolute; opacity: 0; pointer-events: none; }
    .chip { padding: 3px 10px; border-radius: 999px; border: 1px solid var(--line);
      background: var(--card); cursor: pointer; font-family: ui-monospace, "SF Mono", Menlo,
      "DejaVu Sans Mono", monospace; font-size: 12px; }
    .chip:hover { border-color: #C7C7CC; }
    .chips input:checked + .chip { background: var(--text); border-color: var(--text);
      color: #FFFFFF; }
    .chips input:focus-visible + .chip, .tabs input:focus-visible + label {
      outline: 2px solid var(--accent); outline-offset: 2px; }
    .chip-off { font-family: inherit; color: var(--muted); }
    .more { color: var(--muted); font-size: 12px; }
    .zoom-view { display: none; gap: 16px; flex-wrap: wrap; margin-top: 10px; }
    .zoom-view figure { margin: 0; }
    .zoom-view figcaption, .pane figcaption { font-size: 12px; color: var(--muted);
      margin-bottom: 4px; }
    .zf { position: relative; overflow: hidden; border: 1px solid var(--line); border-radius: 4px;
      background: \(checker); }
    .zf img { position: absolute; left: 0; top: 0; max-width: none; transform-origin: 0 0;
      image-rendering: pixelated; }
    .zf .hl { position: absolute; outline: 1px dashed rgba(255, 0, 170, .9);
      outline-offset: 0; pointer-events: none; }
    .viewer { margin-top: 18px; }
    .tabs { display: flex; gap: 2px; border-bottom: 1px solid var(--line); margin-bottom: 14px; }
    .tabs label { padding: 7px 14px; cursor: pointer; color: var(--muted); font-weight: 500;
      border-bottom: 2px solid transparent; margin-bottom: -1px; }
    .tabs label:hover { color: var(--text); }
    .tabs input:checked + label { color: var(--text); border-bottom-color: var(--accent); }
    .pane { display: none; }
    .pane img { display: block; max-width: 100%; height: auto; }
    .shot { display: inline-block; max-width: 100%; line-height: 0; background: \(checker);
      border: 1px solid var(--line); }
    .trio { display: flex; gap: 12px; align-items: flex-start; }
    .trio figure { margin: 0; flex: 1 1 0; min-width: 0; }
    .file { display: block; margin-top: 6px; font-size: 12px; }
    .stack { position: relative; display: inline-block; max-width: 100%; line-height: 0;
      background: \(checker); border: 1px solid var(--line); touch-action: none; }
    .stack .over { position: absolute; inset: 0; overflow: hidden; background: \(checker); }
    .stack .over img { max-width: none; width: 100%; }
    .pane-slider .stack { cursor: ew-resize; }
    .pane-slider .over { clip-path: inset(0 calc(100% - var(--split, 50%)) 0 0); }
    .pane-slider .line { position: absolute; top: 0; bottom: 0; left: var(--split, 50%); width: 2px;
      margin-left: -1px; background: var(--accent); box-shadow: 0 0 0 1px rgba(255, 255, 255, .8);
      pointer-events: none; }
    .pane-onion .over { opacity: var(--opacity, .5); }
    .compare { display: inline-flex; flex-direction: column; max-width: 100%; min-width: 320px; }
    .range { display: flex; align-items: center; gap: 10px; margin-top: 10px;
      color: var(--muted); font-size: 12px; white-space: nowrap; }
    .range input { flex: 1; accent-color: var(--accent); }
    .no-images { color: var(--muted); margin: 14px 0 0; }
    .passed-section { margin-top: 8px; }
    body:has(#failures-only:checked) .passed-section { display: none; }
    .passed-section details { background: var(--card); border: 1px solid var(--line);
      border-left: 4px solid var(--passed); border-radius: 12px; padding: 12px 22px; }
    .passed-section summary { cursor: pointer; font-weight: 600; }
    ul.passed { margin: 10px 0 0; padding: 0; list-style: none; columns: 2; column-gap: 32px; }
    ul.passed li { padding: 2px 0; break-inside: avoid; }
    ul.passed .env-tag { color: var(--missing); font-size: 12px; }
    ul.passed .proven-tag { color: var(--muted); font-size: 12px; }
    .empty { color: var(--muted); text-align: center; padding: 24px; }
    .tools { display: flex; gap: 14px; align-items: center; flex-wrap: wrap; margin-top: 14px; }
    .tools input[type=search] { min-width: 260px; padding: 6px 10px; border: 1px solid var(--line);
      border-radius: 8px; font: inherit; }
    .status-filters { display: inline-flex; gap: 10px; flex-wrap: wrap; }
    .sf { display: inline-flex; align-items: center; gap: 4px; color: var(--c); font-weight: 500; }
    .sf input { accent-color: var(--c); }
    .card.search-miss, ul.passed li.search-miss { display: none; }
    .time { color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; }
    .ci, p.time { margin: 8px 0 0; color: var(--muted); }
    .rerecord { margin: 10px 0 0; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
    .rerecord .command { padding: 3px 8px; background: var(--soft); border-radius: 6px;
      user-select: all; word-break: break-all; }
    .copy { font: inherit; font-size: 12px; padding: 2px 10px; border: 1px solid var(--line);
      border-radius: 6px; background: var(--card); cursor: pointer; }
    ul.artifacts { margin: 14px 0 0; padding: 0; list-style: none; display: flex; gap: 4px 16px;
      flex-wrap: wrap; }
    ul.artifacts .file { margin: 0; }

    """

  /// The page's script: range inputs drive the slider and onion skin, the slider can be dragged
  /// on the image, the search box hides entries whose id lacks its text, Copy buttons copy their
  /// card's command (through a selected textarea when the clipboard API is missing or refuses),
  /// and the URL fragment (`view`, `filter`, `split`, `opacity`, `passed`; see ``HTMLReport``)
  /// sets the initial state.
  static let javaScript = """
    (function () {
      "use strict";
      function apply(input) {
        var stack = input.closest(".pane").querySelector(".stack");
        if (input.classList.contains("split")) {
          stack.style.setProperty("--split", input.value + "%");
        } else {
          stack.style.setProperty("--opacity", String(input.value / 100));
        }
      }
      document.querySelectorAll(".pane input[type=range]").forEach(function (input) {
        input.addEventListener("input", function () { apply(input); });
        apply(input);
      });
      document.querySelectorAll(".pane-slider .stack").forEach(function (stack) {
        var input = stack.closest(".pane").querySelector("input.split");
        function moveTo(event) {
          var box = stack.getBoundingClientRect();
          var share = Math.max(0, Math.min(1, (event.clientX - box.left) / box.width));
          input.value = String(Math.round(share * 100));
          apply(input);
        }
        stack.addEventListener("pointerdown", function (event) {
          stack.setPointerCapture(event.pointerId);
          moveTo(event);
          stack.addEventListener("pointermove", moveTo);
        });
        ["pointerup", "pointercancel"].forEach(function (name) {
          stack.addEventListener(name, function () {
            stack.removeEventListener("pointermove", moveTo);
          });
        });
      });
      function fromHash() {
        var params = new URLSearchParams(location.hash.slice(1));
        var view = params.get("view");
        if (view) {
          document.querySelectorAll(".viewer input.tab").forEach(function (tab) {
            if (tab.value === view) { tab.checked = true; }
          });
        }
        var filter = params.get("filter");
        var toggle = document.getElementById("failures-only");
        if (filter && toggle) { toggle.checked = filter !== "all"; }
        var passed = document.querySelector(".passed-section details");
        if (passed && params.has("passed")) { passed.open = params.get("passed") === "open"; }
        ["split", "opacity"].forEach(function (name) {
          var value = params.get(name);
          if (value === null) { return; }
          document.querySelectorAll(".pane input." + name).forEach(function (input) {
            input.value = value;
            apply(input);
          });
        });
      }
      window.addEventListener("hashchange", fromHash);
      fromHash();
      var search = document.getElementById("search");
      if (search) {
        search.addEventListener("input", function () {
          var query = search.value.trim().toLowerCase();
          document.querySelectorAll("[data-id]").forEach(function (item) {
            var hit = item.getAttribute("data-id").toLowerCase().indexOf(query) >= 0;
            item.classList.toggle("search-miss", !hit);
          });
        });
      }
      document.querySelectorAll("button.copy").forEach(function (button) {
        button.addEventListener("click", function () {
          var command = button.getAttribute("data-command");
          function done() { button.textContent = "Copied"; }
          function fallback() {
            var area = document.createElement("textarea");
            area.value = command;
            document.body.appendChild(area);
            area.select();
            document.execCommand("copy");
            area.remove();
            done();
          }
          // A refused write (an unfocused page, a frame without clipboard-write) falls back too.
          if (navigator.clipboard && window.isSecureContext) {
            navigator.clipboard.writeText(command).then(done, fallback);
            return;
          }
          fallback();
        });
      });
    })();

    """
}
