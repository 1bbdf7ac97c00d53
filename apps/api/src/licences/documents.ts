import type { renderCertificate as certificate } from './certificate';
import type { renderReceipt as receipt } from './receipt';
import type { renderLicenceTermsPdf as licenceTerms } from './terms-pdf';

// The PDF documents (certificate.ts, receipt.ts, terms-pdf.ts) with their writers, pdfkit and qrcode, load on
// the first document asked for, not at the server's start (ADR 104).

/** A licence's certificate (certificate.ts). */
export async function renderCertificate(
  ...input: Parameters<typeof certificate>
): ReturnType<typeof certificate> {
  return (await import('./certificate')).renderCertificate(...input);
}

/** An order's receipt or invoice (receipt.ts). */
export async function renderReceipt(...input: Parameters<typeof receipt>): ReturnType<typeof receipt> {
  return (await import('./receipt')).renderReceipt(...input);
}

/** The licence terms (terms-pdf.ts). */
export async function renderLicenceTermsPdf(
  ...input: Parameters<typeof licenceTerms>
): ReturnType<typeof licenceTerms> {
  return (await import('./terms-pdf')).renderLicenceTermsPdf(...input);
}
