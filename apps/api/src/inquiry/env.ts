import { z } from 'zod';
import type { RateLimit } from '../auth/env';
import { checkedSetting, parseRateLimitText } from '../env-setting';

export const DEFAULT_INQUIRY_LIMIT = '10/3600';
export const DEFAULT_CRM_TIMEOUT_MS = 10_000;

export function parseInquiryLimit(text: string): RateLimit {
  return parseRateLimitText('INQUIRY_LIMIT', text, 'inquiries', '10/3600');
}

/** The custom licensing inquiries' settings (inquiry/config.ts reads and checks them). */
export const inquiryEnvShape = {
  /** Where every inquiry is mailed. Default: licensing@ and the first of COMPANY_EMAIL_DOMAINS. */
  LICENSING_TEAM_EMAIL: z.string().trim().optional(),
  /**
   * A CRM's web-to-lead address (http or https), posted as a form after each inquiry is stored; a
   * Salesforce-style address may carry its fixed fields in its query. Unset: inquiries are stored and mailed only.
   */
  CRM_WEB_TO_LEAD_URL: z.string().trim().optional(),
  /** How long the CRM gets to answer a post, in milliseconds (at least 100). */
  CRM_TIMEOUT_MS: z.string().trim().default(String(DEFAULT_CRM_TIMEOUT_MS)),
  /** Inquiries per client address, as `max/windowSeconds` (each sends two mails). */
  INQUIRY_LIMIT: checkedSetting('INQUIRY_LIMIT', DEFAULT_INQUIRY_LIMIT, parseInquiryLimit),
};
