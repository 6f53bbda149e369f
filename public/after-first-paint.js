// Loads the app on a page whose first screen the server drew (docs/decisions/0059). That drawing
// paints as soon as its stylesheets and picture arrive; asked for at once, the app's scripts would
// compete with them for the connections and the processor, and the first paint would wait for
// them. So the scripts the page would have named in its head are asked for right after it paints,
// and the app then takes over the drawing. A hidden tab paints nothing: it loads them at once.
(() => {
  const loader = document.currentScript;
  const entry = loader.dataset.entry;
  const preloads = (loader.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  document.addEventListener('visibilitychange', start, { once: true });
  // A frame's callbacks run just before it paints; a task queued from one runs after.
  requestAnimationFrame(() => setTimeout(start));
})();
