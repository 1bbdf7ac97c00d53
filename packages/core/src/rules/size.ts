const MIB = 1024 ** 2;
const GIB = 1024 ** 3;

/**
 * Bytes as a person reads them: "10 GB", "1.5 GB", "700 MB", "0 MB" (binary units, as the zip limits are set);
 * anything above nought and under a megabyte reads "1 MB", so a file that has begun never reads as empty.
 */
export function sizeText(bytes: number): string {
  if (bytes >= GIB) return `${Number((bytes / GIB).toFixed(1))} GB`;
  if (bytes <= 0) return '0 MB';
  return `${Math.max(1, Math.round(bytes / MIB))} MB`;
}
