/*
 * App-shell cache: the HTML entry, the hashed JS/CSS bundles and static files are served from
 * the cache and refreshed in the background. API answers are never cached: every POST, /config,
 * /socket.io and any request that is not a GET of the admin's own files goes to the network.
 */
const CACHE = 'backoffice-shell-v1';
const SHELL = ['/', '/index.html', '/logo.svg', '/logo-light.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function isShellRequest(request) {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return false;
  if (url.pathname.startsWith('/socket.io') || url.pathname === '/config') return false;
  if (url.pathname.startsWith('/assets/')) return true;
  if (SHELL.includes(url.pathname)) return true;
  return request.mode === 'navigate';
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!isShellRequest(request)) return;
  if (request.mode === 'navigate') {
    // Navigations: the network first (fresh index.html), the cached shell when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put('/index.html', copy));
          }
          return response;
        })
        .catch(() => caches.match('/index.html')),
    );
    return;
  }
  // Hashed assets never change: cache first.
  event.respondWith(
    caches.match(request).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
