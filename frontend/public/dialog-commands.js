// Invoker commands (`<button commandfor="id" command="show-modal">`) for
// browsers that do not have them yet: the landing page loads no framework,
// so its dialogs open with the browser's own <dialog>.
(function () {
  if ("command" in HTMLButtonElement.prototype) return;
  document.addEventListener("click", function (event) {
    var button = event.target instanceof Element ? event.target.closest("button[commandfor]") : null;
    if (!button) return;
    var dialog = document.getElementById(button.getAttribute("commandfor"));
    if (!dialog || typeof dialog.showModal !== "function") return;
    var command = button.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    if (command === "close" && dialog.open) dialog.close();
  });
})();
