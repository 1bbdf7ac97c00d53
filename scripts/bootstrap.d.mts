/** Whether the packages in `dir` (the repository by default) are installed as package-lock.json locks them. */
export function packagesInstalled(dir?: string): boolean;
/** Installs the packages when missing or stale, and runs the calling script again on the project's Node 24. */
export function bootstrap(): void;
