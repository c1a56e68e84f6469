// The service worker (scripts/web_build.sh fills in the version and the file list): after the first visit the
// game's own files come from this cache, so the game starts offline. A new build has a new version; its worker
// fetches the new files and drops the old cache. Only this origin's GET requests are answered; the save is in
// IndexedDB, which no cache touches.
"use strict";
const VERSION = "blackjack-trivia-@VERSION@";
const FILES = [@FILES@];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("blackjack-trivia-") && k !== VERSION)
                                      .map((k) => caches.delete(k))))
      .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // The game's files from the cache (the page's own address with any ?options too); anything else from the network.
  event.respondWith(
    caches.open(VERSION)
      .then((cache) => cache.match(request, { ignoreSearch: true }))
      .then((hit) => hit || fetch(request)));
});
