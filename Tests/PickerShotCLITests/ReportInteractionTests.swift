import Foundation
import Testing

/// Issue 24, "The HTML report": the search box, the status filters and the Copy buttons of a real
/// `verify` report, driven in headless Chromium. A wrapper page loads the report in an iframe
/// (local files may read each other under `--allow-file-access-from-files`), types into the
/// search box, clicks the filters and every Copy button, and writes what is visible after each
/// step into its own DOM, which `--dump-dom` prints.
@Suite struct ReportInteractionTests {
  static let chromium = ExternalTool.find("chromium")

  /// What the wrapper saw; ids are the `data-id`s of visible cards and passed entries, sorted.
  struct Seen: Decodable {
    /// Everything visible once "Failures only" is off and the passed list is open.
    var all: [String]
    /// Visible with "Failures only" on (as the page opens when something fails).
    var failuresOnly: [String]
    /// Query → visible after typing it into the search box.
    var search: [String: [String]]
    /// Status → visible with only that status's filter checked.
    var filters: [String: [String]]
    /// Visible once every filter is checked again.
    var restored: [String]
    /// Card id → what its Copy button did when the clipboard API takes the text.
    var clipboard: [String: Copy]
    /// The same when the clipboard API refuses it (an unfocused page, a frame without access).
    var refused: [String: Copy]
    /// The same outside a secure context, where there is no clipboard API to use.
    var insecure: [String: Copy]
    /// A script error, if any.
    var exception: String?

    /// One click of a Copy button.
    struct Copy: Decodable {
      /// What the page handed `navigator.clipboard.writeText`.
      var api: [String]
      /// What was selected each time the page asked for `execCommand('copy')`.
      var selected: [String]
      /// The button's label after the click.
      var label: String
      /// The command the card shows beside the button.
      var shown: String
    }
  }

  /// The searches and the ids each must leave visible: a part of an id, any case.
  static let searches: [String: [String]] = [
    "date-picker": ["date-picker-range/light@1x", "date-picker/light@1x"],
    "DAY-Cells": ["day-cells/light@1x"],
    "range/light": ["date-picker-range/light@1x"],
    "PRIMITIVES/": ["primitives/clips/light@1x"],
    "no such image": [],
    "": ReportClientFixture.statuses.keys.sorted(),
  ]

  static let statuses = ["failed", "error", "missing", "recorded", "passed"]

  /// The wrapper page's script; `QUERIES` and `STATUSES` are replaced by JSON arrays.
  static let script = """
    const frame = document.getElementById('report');
    frame.addEventListener('load', async () => {
      const seen = { search: {}, filters: {}, clipboard: {}, refused: {}, insecure: {} };
      try {
        const doc = frame.contentDocument, win = frame.contentWindow;
        const tick = () => new Promise(resolve => setTimeout(resolve, 0));
        const visible = () => [...doc.querySelectorAll('[data-id]')]
          .filter(item => item.checkVisibility()).map(item => item.getAttribute('data-id')).sort();
        doc.querySelector('.passed-section details').open = true;
        seen.failuresOnly = visible();
        const only = doc.getElementById('failures-only');
        if (only.checked) { only.click(); }
        seen.all = visible();
        const search = doc.getElementById('search');
        for (const query of QUERIES) {
          // Typed: focus, select what is there and insert the text, as the keyboard does.
          search.focus();
          search.select();
          if (query === '') { doc.execCommand('delete'); }
          else { doc.execCommand('insertText', false, query); }
          await tick();
          seen.search[query] = visible();
        }
        const box = status => doc.getElementById('show-' + status);
        for (const status of STATUSES) {
          for (const other of STATUSES) {
            if (box(other).checked !== (other === status)) { box(other).click(); }
          }
          await tick();
          seen.filters[status] = visible();
        }
        for (const other of STATUSES) { if (!box(other).checked) { box(other).click(); } }
        await tick();
        seen.restored = visible();
        const buttons = () => [...doc.querySelectorAll('.card button.copy')];
        // Headless Chromium has no clipboard to read back, and refuses execCommand('copy')
        // without a real user gesture: what the page hands the clipboard API, and what is
        // selected when it asks for a copy (the fallback), are recorded instead.
        let written = [], copied = [];
        const execCommand = doc.execCommand.bind(doc);
        doc.execCommand = (command, ...rest) => {
          if (command === 'copy') {
            const area = doc.activeElement;
            copied.push(area && area.value !== undefined
              ? area.value.substring(area.selectionStart, area.selectionEnd) : '');
          }
          return execCommand(command, ...rest);
        };
        const clickAll = async (into, accepts) => {
          Object.defineProperty(win.navigator.clipboard, 'writeText', {
            configurable: true,
            value: text => {
              written.push(text);
              return accepts ? win.Promise.resolve() : win.Promise.reject(new win.Error('no'));
            },
          });
          for (const button of buttons()) {
            written = [];
            copied = [];
            button.textContent = 'Copy';
            button.click();
            await tick();
            into[button.closest('.card').getAttribute('data-id')] = {
              api: written, selected: copied, label: button.textContent,
              shown: button.closest('.rerecord').querySelector('.command').textContent,
            };
          }
        };
        await clickAll(seen.clipboard, true);
        await clickAll(seen.refused, false);
        Object.defineProperty(win, 'isSecureContext', { configurable: true, value: false });
        await clickAll(seen.insecure, true);
      } catch (error) { seen.exception = String(error && error.stack || error); }
      const out = document.createElement('pre');
      out.id = 'seen';
      out.textContent = 'SEEN ' + JSON.stringify(seen) + ' END';
      document.body.appendChild(out);
    });
    """

  @Test(
    .enabled(if: chromium != nil, "chromium is not on PATH (tools/install-deps installs it)"),
    .timeLimit(.minutes(3)))
  func searchFiltersAndCopyWorkInChromium() throws {
    let fixture = try ReportClientFixture.shared.get()
    #expect(fixture.verify.status == 65, "\(fixture.verify.out)\(fixture.verify.err)")
    let queries = Self.searches.keys.sorted { $0.count > $1.count }
    let json = { (list: [String]) in
      String(decoding: try! JSONSerialization.data(withJSONObject: list), as: UTF8.self)
    }
    let code = Self.script.replacingOccurrences(of: "QUERIES", with: json(queries))
      .replacingOccurrences(of: "STATUSES", with: json(Self.statuses))
    let page = "\(fixture.folder)/.interaction-\(UUID().uuidString).html"
    defer { try? FileManager.default.removeItem(atPath: page) }
    try Data(
      """
      <!DOCTYPE html><html><body>
      <iframe id="report" src="\(fixture.report)/index.html" style="width:1200px;height:900px">
      </iframe>
      <script>\(code)</script>
      </body></html>
      """.utf8
    ).write(to: URL(fileURLWithPath: page))
    let outcome = try ExternalTool.dumpDOM(Self.chromium!, page: page)
    #expect(outcome.status == 0, "\(outcome.output)")
    // The marker as the page wrote it (the script's own text holds "SEEN " too).
    let start = try #require(
      outcome.output.range(of: #"<pre id="seen">SEEN "#), "\(outcome.output)")
    let end = try #require(
      outcome.output.range(of: " END", range: start.upperBound..<outcome.output.endIndex))
    let text = String(outcome.output[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
    let seen = try JSONDecoder().decode(Seen.self, from: Data(text.utf8))
    #expect(seen.exception == nil, "\(seen.exception ?? "")")

    let statuses = ReportClientFixture.statuses
    #expect(seen.all == statuses.keys.sorted())
    #expect(seen.failuresOnly == statuses.filter { $0.value != "passed" }.keys.sorted())
    for (query, expected) in Self.searches {
      #expect(seen.search[query] == expected, "search '\(query)'")
    }
    for status in Self.statuses {
      #expect(seen.filters[status] == ReportClientFixture.ids(status), "filter \(status)")
    }
    #expect(seen.restored == statuses.keys.sorted())

    // Each card's Copy button copies the command the report gives for it, each way.
    let commands = try Self.recordCommands(in: "\(fixture.folder)/\(fixture.report)")
    let cards = statuses.filter { $0.value != "passed" }.keys
    #expect(Set(seen.clipboard.keys) == Set(cards.filter { commands[$0] != nil }))
    #expect(!seen.clipboard.isEmpty)
    #expect(Set(seen.refused.keys) == Set(seen.clipboard.keys))
    #expect(Set(seen.insecure.keys) == Set(seen.clipboard.keys))
    for (id, command) in commands where seen.clipboard[id] != nil {
      // The API takes the text; refused, the page copies a selection of it; with no API, too.
      let (api, refused, insecure) = (seen.clipboard[id], seen.refused[id], seen.insecure[id])
      #expect(api?.api == [command] && api?.selected == [], "\(id): \(String(describing: api))")
      #expect(refused?.api == [command], "\(id)")
      #expect(refused?.selected == [command], "\(id): refused: \(String(describing: refused))")
      #expect(insecure?.api == [] && insecure?.selected == [command], "\(id): no secure context")
      for copy in [api, refused, insecure] {
        #expect(copy?.label == "Copied", "\(id)")
        #expect(copy?.shown == command, "\(id): the card shows another command")
      }
    }
  }

  /// Entry id → `recordCommand` in `report/summary.json`.
  static func recordCommands(in report: String) throws -> [String: String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(report)/summary.json"))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    var commands: [String: String] = [:]
    for entry in object?["entries"] as? [[String: Any]] ?? [] {
      if let id = entry["id"] as? String, let command = entry["recordCommand"] as? String {
        commands[id] = command
      }
    }
    return commands
  }
}
