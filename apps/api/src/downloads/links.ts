/**
 * How long a download's object-store address works (ADR 100): long enough for a download tool to fetch the
 * file in parts, short enough that a copied link is soon useless.
 */
export const DOWNLOAD_LINK_SECONDS = 15 * 60;
