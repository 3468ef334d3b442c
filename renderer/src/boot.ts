/**
 * The page's first script, and a small one. A page the server rendered is readable as it
 * arrives, so the app's code is fetched only once the browser has painted it: on a slow link
 * the stylesheet and the content get the bandwidth first. Without a rendered page (the desktop
 * app), the app starts at once.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};

if (document.getElementById('isolario-state') && 'PerformanceObserver' in window) {
  // The paint entry arrives once the first content is on screen, not merely scheduled.
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start);
  });
  observer.observe({ type: 'paint', buffered: true });
  // A background tab paints nothing: start anyway.
  setTimeout(start, 1000);
} else {
  start();
}
