// What a lockfile resolves, leaving out the optional platform binaries (`optional` with `os`/`cpu`:
// @next/swc-*, @rollup/rollup-*, @unrs/resolver-binding-*): which of those npm writes depends on how much of
// each package's metadata the registry answered, and varies from one install to the next here.

const isPlatformBinary = (entry) => entry.optional === true && (Array.isArray(entry.os) || Array.isArray(entry.cpu));

/** Each package the lockfile resolves (platform binaries aside), by path, with its version and dependencies. */
export function lockfileResolution(lock) {
  return Object.fromEntries(
    Object.entries(lock.packages ?? {})
      .filter(([, entry]) => !isPlatformBinary(entry))
      .map(([name, { version, integrity, dependencies, optionalDependencies, devDependencies, peerDependencies }]) => [
        name,
        { version, integrity, dependencies, optionalDependencies, devDependencies, peerDependencies },
      ])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}
