// Registers Presently's service worker (`/sw.js`): static assets cached for
// speed and an offline page. A plain script, so the landing (which loads no
// framework) registers it too.
if ("serviceWorker" in navigator && window.isSecureContext) {
  window.addEventListener("load", function () {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () {
      // No service worker: the app works as before, without the offline page.
    });
  });
}
