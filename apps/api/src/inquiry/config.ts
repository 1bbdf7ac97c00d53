import { loadAuthConfig, type RateLimit } from '../auth/config';
import { DEFAULT_CRM_TIMEOUT_MS, DEFAULT_INQUIRY_LIMIT, parseInquiryLimit } from './env';

export interface InquiryConfig {
  /** Where every inquiry is mailed. */
  teamEmail: string;
  /** The CRM's web-to-lead address; null: no CRM, inquiries are stored and mailed only. */
  crmWebToLeadUrl: string | null;
  /** How long the CRM gets to answer a post, in milliseconds. */
  crmTimeoutMs: number;
  /** Inquiries per client address (each sends two mails, one of them to an address the sender typed). */
  limit: RateLimit;
  /** Where mails link to (the clips' pages): the auth module's PUBLIC_BASE_URL, never the request's Host. */
  publicBaseUrl: string;
  /** The mail port's settings (auth/mail.ts): SMTP when configured, else the outbox. */
  smtpUrl: string | null;
  mailFrom: string;
}

const MAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/**
 * The inquiry settings from the environment:
 * - LICENSING_TEAM_EMAIL: where inquiries are mailed (default `licensing@` + the first of COMPANY_EMAIL_DOMAINS);
 * - CRM_WEB_TO_LEAD_URL: an http(s) web-to-lead address, posted as a form after each inquiry is stored (a
 *   Salesforce-style URL may carry its fixed fields in its query, e.g. `…/servlet.WebToLead?oid=00D…`);
 *   CRM_TIMEOUT_MS (default 10000);
 * - INQUIRY_LIMIT: inquiries per client address, `max/windowSeconds` (default 10 an hour);
 * - PUBLIC_BASE_URL, SMTP_URL, MAIL_FROM and COMPANY_EMAIL_DOMAINS as the auth module reads them.
 */
export function loadInquiryConfig(env: NodeJS.ProcessEnv = process.env): InquiryConfig {
  const auth = loadAuthConfig(env);
  const teamEmail = env.LICENSING_TEAM_EMAIL?.trim() || `licensing@${auth.companyEmailDomains[0]}`;
  if (!MAIL.test(teamEmail)) {
    throw new Error(`LICENSING_TEAM_EMAIL must be one e-mail address; got "${teamEmail}".`);
  }

  const crmText = env.CRM_WEB_TO_LEAD_URL?.trim() || null;
  if (crmText !== null) {
    let url: URL | null = null;
    try {
      url = new URL(crmText);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(`CRM_WEB_TO_LEAD_URL must be an http:// or https:// address; got "${crmText}".`);
    }
  }

  const timeoutText = env.CRM_TIMEOUT_MS?.trim();
  const crmTimeoutMs = timeoutText ? Number(timeoutText) : DEFAULT_CRM_TIMEOUT_MS;
  if (!Number.isInteger(crmTimeoutMs) || crmTimeoutMs < 100) {
    throw new Error(
      `CRM_TIMEOUT_MS must be a whole number of milliseconds, at least 100; got "${timeoutText}".`,
    );
  }

  return {
    teamEmail,
    crmWebToLeadUrl: crmText,
    crmTimeoutMs,
    limit: parseInquiryLimit(env.INQUIRY_LIMIT ?? DEFAULT_INQUIRY_LIMIT),
    publicBaseUrl: auth.publicBaseUrl,
    smtpUrl: auth.smtpUrl,
    mailFrom: auth.mailFrom,
  };
}
