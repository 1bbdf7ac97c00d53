import {
  COMMERCE_LIMITS,
  LICENCE_TIERS,
  ONLINE_TIER_IDS,
  type ProductsResponse,
  type TierId,
} from '@clipmarket/core';
import {
  Button,
  Dialog,
  Radio,
  RadioGroup,
  TextArea,
  formatCartPrice,
  tierOptionLabel,
} from '@clipmarket/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as dialogStyles from '../../components/DialogForm.styles';

/**
 * The "I already used this clip" dialog's words: here, not in COMMERCE_COPY, which every page loads (the header's
 * cart), so only a buyer who opens the dialog downloads them.
 */
export const USED_CLIP_COPY = {
  alreadyUsedTitle: 'License a clip you already used',
  alreadyUsedBody:
    'Paste the address of each post that used the clip, one per line. The licence will cover those posts; a rights management fee is added to the tier.',
  postUrlsLabel: 'Post addresses (one per line)',
  tierLabel: 'Licence',
  feeNote: (fee: string): string => `Plus a rights management fee of ${fee}.`,
  addToCart: 'Add to cart',
  adding: 'Adding…',
  cancel: 'Cancel',
  postUrlsMissing: 'Paste at least one post address.',
  postUrlsTooMany: (max: number): string => `Paste at most ${max} addresses.`,
  postUrlInvalid: (line: number): string =>
    `Line ${line} is not a full address: give it starting with https://.`,
} as const;

type OnlineTier = (typeof ONLINE_TIER_IDS)[number];

/** The post addresses of the text area, or what is wrong with them (the first problem, by line). */
export function parsePostUrls(text: string): { urls: string[] } | { problem: string } {
  const lines = text.split(/\r?\n/).map((line, index) => ({ value: line.trim(), number: index + 1 }));
  const given = lines.filter((line) => line.value !== '');
  if (given.length === 0) return { problem: USED_CLIP_COPY.postUrlsMissing };
  if (given.length > COMMERCE_LIMITS.postUrlsMax) {
    return { problem: USED_CLIP_COPY.postUrlsTooMany(COMMERCE_LIMITS.postUrlsMax) };
  }
  for (const line of given) {
    let valid = /^https:\/\/\S+$/i.test(line.value) && line.value.length <= COMMERCE_LIMITS.urlMax;
    if (valid) {
      try {
        valid = new URL(line.value).hostname.includes('.');
      } catch {
        valid = false;
      }
    }
    if (!valid) return { problem: USED_CLIP_COPY.postUrlInvalid(line.number) };
  }
  return { urls: [...new Set(given.map((line) => line.value))] };
}

export interface UsedClipDialogProps {
  open: boolean;
  /** The clip, as the dialog names it ('JV#1254381 · Golden Retriever…'). */
  subject: string;
  /** The storefront's prices (tiers and the fee), when known. */
  products: ProductsResponse | undefined;
  /** The add call runs. */
  busy: boolean;
  /** Why the last add failed, in the server's words. */
  error: string | null;
  onSubmit: (tier: TierId, postUrls: string[]) => void;
  onCancel: () => void;
}

/**
 * "I already used this clip" (issue 12, item 8): the buyer pastes the post addresses, one per line, and
 * chooses the tier; the cart gets the tier and the server adds the rights management fee line. A `Dialog`: the
 * page behind is inert, Escape and the backdrop cancel, focus returns to the opener.
 */
export function UsedClipDialog({
  open,
  subject,
  products,
  busy,
  error,
  onSubmit,
  onCancel,
}: UsedClipDialogProps) {
  const bodyId = useId();
  const problemId = useId();
  // The one field of the dialog has focus on open: the buyer opened it to paste the addresses.
  const urlsRef = useRef<HTMLTextAreaElement>(null);
  const [tier, setTier] = useState<OnlineTier>('basicPro');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // A closed dialog starts empty the next time.
  useEffect(() => {
    if (!open) {
      setText('');
      setProblem(null);
    }
  }, [open]);

  const price = (id: OnlineTier) => {
    const found = products?.tiers.find((item) => item.tier === id);
    return found ? formatCartPrice(found.priceCents, products!.currency) : null;
  };
  const fee = products?.rightsFee ? formatCartPrice(products.rightsFee.priceCents, products.currency) : null;
  const shown = problem ?? error;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = parsePostUrls(text);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    onSubmit(tier, parsed.urls);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      aria-describedby={bodyId}
      initialFocusRef={urlsRef}
    >
      {({ isOpen }) =>
        isOpen ? (
          <form
            css={dialogStyles.form}
            onSubmit={submit}
            noValidate
            data-state={busy ? 'submitting' : 'idle'}
          >
            <Dialog.Header>
              <Dialog.Title>{USED_CLIP_COPY.alreadyUsedTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body css={dialogStyles.content}>
              <p css={dialogStyles.body}>{subject}</p>
              <p id={bodyId} css={dialogStyles.body}>
                {USED_CLIP_COPY.alreadyUsedBody}
              </p>
              {/* The message sits under the tiers, for the addresses and the server's answer alike. */}
              <TextArea
                ref={urlsRef}
                label={USED_CLIP_COPY.postUrlsLabel}
                invalid={Boolean(problem)}
                aria-describedby={shown ? problemId : undefined}
                rows={4}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="https://www.instagram.com/p/…"
                spellCheck={false}
                autoComplete="off"
              />
              <RadioGroup<OnlineTier>
                label={USED_CLIP_COPY.tierLabel}
                name="tier"
                value={tier}
                onChange={setTier}
              >
                {ONLINE_TIER_IDS.map((id) => (
                  <Radio key={id} value={id}>
                    {tierOptionLabel(LICENCE_TIERS.find((item) => item.id === id)!.name, price(id))}
                  </Radio>
                ))}
              </RadioGroup>
              {fee ? <p css={dialogStyles.body}>{USED_CLIP_COPY.feeNote(fee)}</p> : null}
              {shown ? (
                <p id={problemId} role="alert" css={dialogStyles.error}>
                  {shown}
                </p>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.Close variant="ghost">{USED_CLIP_COPY.cancel}</Dialog.Close>
              <Button type="submit" variant="primary" loading={busy}>
                {busy ? USED_CLIP_COPY.adding : USED_CLIP_COPY.addToCart}
              </Button>
            </Dialog.Footer>
          </form>
        ) : null
      }
    </Dialog>
  );
}
