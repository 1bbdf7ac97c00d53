import { HttpResponse, type HttpHandler } from 'msw';
import {
  INQUIRY_SERVER_MESSAGES,
  displayTitle,
  inquiriesEndpoint,
  inquiryPayloadSchema,
  licensingInquiryEndpoint,
  type ApiError,
  type Endpoint,
  type Inquiry,
} from '@clipmarket/core';
import { catalogueLibraryFixture, findClip } from '../fixtures/catalogue';
import {
  INQUIRY_MOCK_REFERENCE,
  INQUIRY_MOCK_RETRY_AFTER,
  inquiryFixtures,
  inquiryInvalidErrorFixture,
  inquiryTooManyErrorFixture,
} from '../fixtures/inquiry';
import {
  apiError,
  bodyOf,
  errorResponse,
  failingRoutes,
  invalid,
  pendingRoutes,
  queryOf,
  route,
} from './respond';

/** Both inquiry endpoints. */
export const inquiryEndpointList: Endpoint[] = [licensingInquiryEndpoint, inquiriesEndpoint];

/** The inquiries the handlers have taken (newest first), and how many, for the next reference. */
export interface InquiryMockState {
  inquiries: Inquiry[];
  taken: number;
}

export interface InquiryMockBehaviour {
  /** Every send answers this error (400 naming fields, 429 too many). */
  sendError?: ApiError;
  /** The staff list answers 403, as to a buyer who is not staff. */
  notStaff?: boolean;
}

export function defaultInquiryState(): InquiryMockState {
  return { inquiries: structuredClone(inquiryFixtures), taken: 0 };
}

/** INQ-4F2A91 for the first inquiry, then the next numbers up, so stories and tests read a known reference. */
function referenceFor(taken: number): string {
  const first = Number.parseInt(INQUIRY_MOCK_REFERENCE.slice(4), 16);
  return `INQ-${(first + taken).toString(16).toUpperCase().padStart(6, '0')}`;
}

/**
 * `POST /api/mail/licensing` and the staff list, over one in-memory state, with the server's rules: the
 * contract's validation (a 400 with one `field: message` per problem), clips the library does not have left
 * out, a 201 with the reference.
 */
export function inquiryRoutes(state: InquiryMockState, behaviour: InquiryMockBehaviour = {}): HttpHandler[] {
  return [
    route(licensingInquiryEndpoint, async ({ request }) => {
      const body = inquiryPayloadSchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid('body', body.error.issues);
      if (behaviour.sendError) {
        const { sendError } = behaviour;
        return errorResponse(sendError, sendError.statusCode === 429 ? INQUIRY_MOCK_RETRY_AFTER : undefined);
      }
      const reference = referenceFor(state.taken);
      state.taken += 1;
      const id = crypto.randomUUID();
      const clips = [...new Set(body.data.cart)].flatMap((jmId) => {
        const found = findClip(catalogueLibraryFixture, jmId);
        return found ? [{ jmId, title: displayTitle(found.document) }] : [];
      });
      state.inquiries.unshift({
        id,
        reference,
        createdAt: new Date().toISOString(),
        userEmail: null,
        payload: body.data,
        clips,
        crmStatus: 'notConfigured',
        crmError: null,
      });
      return HttpResponse.json({ id, reference }, { status: 201 });
    }),
    route(inquiriesEndpoint, ({ request }) => {
      if (behaviour.notStaff) return apiError(403, INQUIRY_SERVER_MESSAGES.staffOnly);
      // The endpoint declares its paging query (contract/commerce.ts); its type only says a query may exist.
      const query = inquiriesEndpoint.query!.safeParse(queryOf(request));
      if (!query.success) return invalid('querystring', query.error.issues);
      const { offset, max } = query.data;
      return HttpResponse.json({
        data: state.inquiries.slice(offset, offset + max),
        total: state.inquiries.length,
      });
    }),
  ];
}

export const inquiryHandlers = {
  /** Every valid inquiry is taken: 201 with INQ-4F2A91, then INQ-4F2A92…; the staff list shows them. */
  accepted: (state: InquiryMockState = defaultInquiryState()) => inquiryRoutes(state),
  /**
   * Every valid send answers 400 naming fields, as the server does for what the form cannot check (by default
   * the e-mail address and an over-long country: `inquiryInvalidErrorFixture`).
   */
  rejected: (error: ApiError = inquiryInvalidErrorFixture) =>
    inquiryRoutes(defaultInquiryState(), { sendError: error }),
  /** Every send answers 429 with the server's message and Retry-After. */
  tooMany: () => inquiryRoutes(defaultInquiryState(), { sendError: inquiryTooManyErrorFixture }),
  /** The staff list answers 403, as to a signed-in buyer. */
  notStaff: () => inquiryRoutes(defaultInquiryState(), { notStaff: true }),
  /** No call ever answers (the submitting state). */
  pending: () => pendingRoutes(inquiryEndpointList),
  /** Every call answers 500. */
  failing: () => failingRoutes(inquiryEndpointList),
};
