// Ola Cars service worker: the installed app starts fast and says clearly when it is offline.
// Pages come from the network first (prices and availability change); when the network fails a
// page gets the offline page. The built files under /assets/ carry a content hash, so they are
// kept after the first fetch and served from the cache. The API, media and runtime settings are
// network only: the catalogue needs the network, and stale data would mislead.

const VERSION = 'v1';
const CACHE = `ola-cars-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
const PRECACHE = [OFFLINE_PAGE, '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];
const NETWORK_ONLY = ['/graphql', '/media/', '/config.js', '/healthz', '/dev/'];

// The entry script and styles the served page names, so a later visit paints from the cache.
async function entryAssets() {
  const response = await fetch('/', { cache: 'no-cache' });
  const html = await response.text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE);
      // The offline page is what matters; the entry assets are a head start and may fail alone.
      await entryAssets().then((assets) => cache.addAll(assets)).catch(() => undefined);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('ola-cars-') && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

async function pageFromNetwork(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

async function assetFromCache(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NETWORK_ONLY.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageFromNetwork(request));
  } else if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(assetFromCache(request));
  }
});
