// Variable highlighting and the info box; the report reads fine without it.
(function () {
  "use strict";
  var info = document.getElementById("info");
  var pinned = null;
  function all(key) {
    return document.querySelectorAll('[data-v="' + key.replace(/["\\]/g, "\\$&") + '"]');
  }
  function mark(key, cls, on) {
    all(key).forEach(function (e) { e.classList.toggle(cls, on); });
  }
  function show(key) {
    var box = document.getElementById("vi." + key);
    if (!box) { info.hidden = true; return; }
    info.innerHTML = box.innerHTML;
    var n = all(key).length;
    var p = document.createElement("div");
    p.className = "lines";
    p.textContent = n + " occurrence" + (n === 1 ? "" : "s") + (pinned ? " (pinned; Esc to release)" : "");
    info.appendChild(p);
    info.hidden = false;
  }
  document.addEventListener("mouseover", function (ev) {
    var t = ev.target.closest && ev.target.closest(".v");
    if (t && !pinned) { mark(t.dataset.v, "hl", true); show(t.dataset.v); }
    var c = ev.target.closest && ev.target.closest(".ck");
    if (c && !pinned) {
      info.innerHTML = "";
      var w = document.createElement("div");
      w.className = "why";
      w.textContent = c.title;
      info.appendChild(w);
      info.hidden = false;
    }
  });
  document.addEventListener("mouseout", function (ev) {
    var t = ev.target.closest && ev.target.closest(".v");
    if (t && !pinned) { mark(t.dataset.v, "hl", false); }
  });
  function unpin() {
    if (pinned) { mark(pinned, "pin", false); mark(pinned, "hl", false); pinned = null; }
    info.hidden = true;
  }
  function pin(key) {
    document.querySelectorAll(".v.hl").forEach(function (e) { e.classList.remove("hl"); });
    pinned = key;
    mark(key, "pin", true);
    show(key);
  }
  document.addEventListener("click", function (ev) {
    var t = ev.target.closest && ev.target.closest(".v");
    if (!t) { return; }
    var key = t.dataset.v;
    var again = pinned === key;
    unpin();
    if (!again) { pin(key); }
  });
  // `report.html#pin=fn.var` opens with that variable pinned (a link to a variable; the
  // sidebar's variable lists are such links), scrolled to its first occurrence.
  function fromHash(scroll) {
    var want = /^#pin=(.+)$/.exec(location.hash);
    if (!want) { return; }
    var key = decodeURIComponent(want[1]);
    unpin();
    pin(key);
    var first = all(key)[0];
    if (scroll && first) { first.scrollIntoView({ block: "center" }); }
  }
  fromHash(false);
  window.addEventListener("hashchange", function () { fromHash(true); });
  document.addEventListener("keydown", function (ev) { if (ev.key === "Escape") { unpin(); } });
  [["show-types", "no-types"], ["show-proven", "no-proven"], ["show-kept", "no-kept"]].forEach(function (p) {
    var box = document.getElementById(p[0]);
    if (box) { box.addEventListener("change", function () { document.body.classList.toggle(p[1], !box.checked); }); }
  });
  // The function in view is marked in the sidebar.
  var links = document.querySelectorAll("#side a[data-fn]");
  if ("IntersectionObserver" in window && links.length) {
    var obs = new IntersectionObserver(function (es) {
      es.forEach(function (e) {
        if (!e.isIntersecting) { return; }
        links.forEach(function (a) { a.classList.toggle("cur", "fn-" + a.dataset.fn === e.target.id); });
      });
    }, { rootMargin: "0px 0px -70% 0px" });
    document.querySelectorAll("section.fn").forEach(function (s) { obs.observe(s); });
  }
  // Tells a headless browser test that the script ran to its end.
  document.body.setAttribute("data-ready", "yes");
})();
