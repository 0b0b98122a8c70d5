// Monolith stand-in for host/src/features/remotes/remote-manifest.ts: no manifest to fetch.
export async function fetchRemoteManifest() {
  return { remotes: {} };
}
