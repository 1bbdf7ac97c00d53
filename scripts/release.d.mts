/** Packages that must never be in a production install: build and test tools. */
export const DEV_TOOLS: readonly string[];
/** A package-lock.json (lockfile version 3), as far as the artefact reads it. */
export interface Lock {
  name?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}
export interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}
/** The repository's lock cut to the server's run-time closure, each entry at its place in the repository. */
export function pruneLock(lock: Lock, dependencies: Record<string, string>): Lock;
/** Makes the artefact in `out`: builds what changed, copies, writes the manifests and the lock, installs. */
export function makeRelease(options: { out: string; install?: boolean; offline?: boolean }): void;
