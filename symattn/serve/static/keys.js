// Keyboard-first pages. Self-check: Ctrl+Enter checks. Review desk: j/k move between groups, c/x decide
// correct (full points) or incorrect (0), p and m go to points and comment, Enter saves, u undoes.
(function () {
  "use strict";
  document.addEventListener("DOMContentLoaded", function () {
    var text = document.getElementById("text");
    var length = document.getElementById("length");
    if (text && length) {
      // a paste over the limit is said at once (the box keeps it whole; the server refuses it with its length)
      var limit = parseInt(text.getAttribute("data-limit"), 10);
      var warn = function () {
        var over = text.value.length > limit;
        length.hidden = !over;
        length.textContent = over ? "Your text is " + text.value.length.toLocaleString("en-US") +
          " characters long; at most " + limit.toLocaleString("en-US") + " are read: shorten it before checking." : "";
      };
      text.addEventListener("input", warn);
      warn();
    }
    if (text) {
      text.addEventListener("keydown", function (event) {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          document.getElementById("check-form").requestSubmit();
        }
      });
    }
    var groups = Array.prototype.slice.call(document.querySelectorAll("li.group"));
    if (!groups.length) { return; }
    var current = groups.findIndex(function (g) { return g.classList.contains("focused"); });
    if (current < 0 && location.hash) {
      current = groups.findIndex(function (g) { return "#" + g.id === location.hash; });
    }
    function focus(index) {
      if (index < 0 || index >= groups.length) { return; }
      groups.forEach(function (g) { g.classList.remove("focused"); });
      current = index;
      groups[current].classList.add("focused");
      groups[current].focus();
      groups[current].scrollIntoView({block: "nearest"});
    }
    // after a save, the next group still to decide
    var start = current < 0 ? 0 : current;
    var next = groups.findIndex(function (g, i) {
      return i >= start && g.querySelector("form.decide") && !g.classList.contains("decided");
    });
    focus(next >= 0 ? next : start);
    document.addEventListener("keydown", function (event) {
      var typing = event.target.matches("input[type=text], input[type=number], textarea");
      var group = groups[current];
      var form = group && group.querySelector("form.decide");
      if (event.key === "Escape" && typing) { event.target.blur(); group.focus(); return; }
      if (typing || event.ctrlKey || event.metaKey || event.altKey) { return; }
      var points = form && form.querySelector("input[name=points]");
      if (event.key === "j") { focus(current + 1); }
      else if (event.key === "k") { focus(current - 1); }
      else if (!form) { return; }
      else if (event.key === "c" || event.key === "x") {
        form.querySelector("input[value=" + (event.key === "c" ? "correct" : "incorrect") + "]").checked = true;
        points.value = event.key === "c" ? group.dataset.max : "0";
      }
      else if (event.key === "p") { event.preventDefault(); points.focus(); points.select(); }
      else if (event.key === "m") { event.preventDefault(); form.querySelector("input[name=comment]").focus(); }
      else if (event.key === "Enter") { event.preventDefault(); form.querySelector("button[value=decide]").click(); }
      else if (event.key === "u") {
        var undo = form.querySelector("button.undo");
        if (undo) { undo.click(); }
      }
      else { return; }
    });
  });
})();
// The write-up page: a selection in the write-up fills the move form's span (characters of the text as read).
(function () {
  "use strict";
  document.addEventListener("DOMContentLoaded", function () {
    var shown = document.getElementById("writeup");
    var start = document.getElementById("move-start");
    var end = document.getElementById("move-end");
    if (!shown || !start || !end) { return; }
    var offset = function (node, at) {
      var range = document.createRange();
      range.setStart(shown, 0);
      range.setEnd(node, at);
      return range.toString().length;
    };
    document.addEventListener("selectionchange", function () {
      var selection = document.getSelection();
      if (!selection || selection.isCollapsed || !selection.rangeCount) { return; }
      var range = selection.getRangeAt(0);
      if (!shown.contains(range.startContainer) || !shown.contains(range.endContainer)) { return; }
      start.value = offset(range.startContainer, range.startOffset);
      end.value = offset(range.endContainer, range.endOffset);
    });
  });
}());
