import { LICENCE_TIER_TEXT } from '@clipmarket/core';

/**
 * The words of the product's reading pages: legal texts, help, articles and the pages about working with us.
 * Plain data, one entry per route, so a content editor changes words without touching components.
 */
export interface ContentSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface ContentDocument {
  title: string;
  lead: string;
  /** ISO date the text was last changed, shown as "Last updated". */
  updated?: string;
  sections: readonly ContentSection[];
}

const company = 'Clipmarket';
const privacyContact = 'privacy@clipmarket.com';

const privacyBase: ContentSection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'When you create an account we keep your name, e-mail address, company and the agreements you accepted. When you use the library we keep the searches you run, the clips you view and save, your playlists and your cart.',
      'When you buy, we keep your orders and licences: each licence names you and your company as licensee, with the project name and PO number you gave it. Payment details are entered on our storefront provider’s checkout and never reach our servers.',
      'When you send a licensing inquiry we keep what you wrote, mail it to our licensing team and may record it in our customer relationship system. We do not sell personal information.',
    ],
  },
  {
    heading: 'Why we use it',
    paragraphs: [
      'To run your account and your cart, grant your licences and their certificates, keep a record of your licences and purchases, answer your inquiries and keep the service safe.',
      'Anyone who has a licence number can check it on our verification page, which shows the clip, the tier, the licensee’s company and the date: never your name or e-mail address.',
      'With your consent only, to measure how the site is used (performance cookies, category C0002) and to show relevant advertising elsewhere (advertising cookies, category C0004). Strictly necessary cookies (C0001) keep you logged in and are always on.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      'Open “Privacy Preferences” at the bottom left of any page to change your cookie choices at any time. Changes apply within a second, without reloading the page.',
      `To see, correct, export or delete your data, write to ${privacyContact}. We answer within 30 days.`,
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Account data is kept while your account is open. Licence and purchase records are kept for as long as tax and contract law requires, because they prove your right to use the footage.',
      'Sessions end after 14 days, or when you log out.',
    ],
  },
];

/** The terms of use: the terms page shows them above the licence terms (TermsPage.tsx). */
export const TERMS_OF_USE: ContentDocument = {
  title: 'Terms of use',
  lead: `The agreement between you and ${company} when you use this site and license footage.`,
  updated: '2026-12-04',
  sections: [
    {
      heading: 'Using the site',
      paragraphs: [
        'Anyone may search, preview and read about clips, and send a licensing inquiry. Saving clips, using the cart and buying licences need an account; keep your password to yourself and tell us if someone else used your account.',
        'Previews are for evaluation only. Publishing a clip needs a licence for that clip, bought before it is published. A clip already published without one can still be licensed, with a rights management fee added for that clip.',
      ],
    },
    {
      heading: 'Licences',
      paragraphs: [
        'Each licence grants the rights of its tier (Personal, Basic Pro, Super Pro or Custom) for one clip. Compilation rights are not offered in any tier. The licence terms below set out in full what each tier allows; they can also be downloaded as a PDF to keep.',
        'Personal, Basic Pro and Super Pro licences are bought online through our storefront’s checkout; Custom licences are quoted by inquiry. A licence is granted once its order is confirmed, with a certificate naming the clip, the tier and its terms, the licensee, the project and the licence number, which anyone can check on our verification page.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'Custom licences include legal indemnification as agreed in writing. Other tiers are provided as described in their terms; nothing in these terms limits liability that the law does not allow to be limited.',
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS: Record<string, ContentDocument> = {
  '/privacy-policy': {
    title: 'Privacy policy',
    lead: `How ${company} collects, uses and protects personal information.`,
    updated: '2026-10-01',
    sections: privacyBase,
  },
  '/privacy-policy-ca': {
    title: 'Privacy notice for California residents',
    lead: 'The rights the California Consumer Privacy Act gives you, and how to use them.',
    updated: '2026-10-01',
    sections: [
      ...privacyBase,
      {
        heading: 'Your California rights',
        paragraphs: [
          'You may ask to know which personal information we collected about you in the last 12 months, to have it deleted or corrected, and to opt out of its sale or sharing. We do not sell or share personal information for cross-context behavioural advertising without your consent.',
          `Send requests to ${privacyContact}; we verify them by e-mail before acting. We never treat you differently for using these rights.`,
        ],
      },
    ],
  },
  '/privacy-policy-va': {
    title: 'Privacy notice for Virginia residents',
    lead: 'The rights the Virginia Consumer Data Protection Act gives you, and how to use them.',
    updated: '2026-10-01',
    sections: [
      ...privacyBase,
      {
        heading: 'Your Virginia rights',
        paragraphs: [
          'You may confirm whether we process your personal data, get a copy of it, correct it, delete it, and opt out of targeted advertising and profiling.',
          `Send requests to ${privacyContact}. If we decline a request, you may appeal by replying to our answer; we decide appeals within 60 days.`,
        ],
      },
    ],
  },
  '/terms': TERMS_OF_USE,
  '/terms-eu': {
    title: 'Terms of use for the European Union',
    lead: 'The terms of use, with the consumer rights that apply in the EU and EEA.',
    updated: '2026-09-15',
    sections: [
      {
        heading: 'Right of withdrawal',
        paragraphs: [
          'A licence is digital content supplied as soon as the storefront confirms your payment: the licence and its certificate are granted at that moment. By completing the checkout you agree that the licence starts at once and that the 14-day right of withdrawal ends when it is granted.',
        ],
      },
      {
        heading: 'Disputes',
        paragraphs: [
          'You may bring a dispute before the courts of the EU country where you live. The European Commission’s online dispute resolution platform is also open to you.',
        ],
      },
    ],
  },
  '/submissionterms': {
    title: 'Video submission terms',
    lead: 'What you agree to when you send us a clip to represent.',
    updated: '2026-06-01',
    sections: [
      {
        heading: 'Your clip',
        paragraphs: [
          'You confirm that you filmed the clip or hold every right in it, and that the people in it agreed to be filmed. You keep the copyright.',
          'You give us the exclusive right to license the clip to publishers, brands and broadcasters, and to act against unlicensed use on your behalf.',
        ],
      },
      {
        heading: 'Your share',
        paragraphs: [
          'You receive the share of every licence fee set out in your submission agreement, paid monthly once the balance passes the payout threshold.',
        ],
      },
    ],
  },
};

export const ARTICLES: Record<string, ContentDocument> = {
  '/make-money-on-youtube': {
    title: 'How to make money on YouTube with viral clips',
    lead: 'Licensed viral clips are how many channels grow without filming everything themselves. Here is how to do it without strikes.',
    sections: [
      {
        heading: 'License before you post',
        paragraphs: [
          'A clip you did not film belongs to someone. Without a licence, its owner can claim your video’s revenue or take it down. A licence from the rights holder lets you monetize the clip on your channel within the tier’s limits.',
        ],
      },
      {
        heading: 'Pick the tier that matches your channel',
        paragraphs: [
          'Personal suits one non-monetized channel. Basic Pro allows monetization on up to three pages or channels. Super Pro removes the page, audience and brand limits. Broadcast and out-of-home use need a Custom licence.',
        ],
      },
      {
        heading: 'Keep the record',
        paragraphs: [
          'Your account’s history keeps every licence with its clip, tier and date, and its certificate: a PDF with a licence number anyone can check on our verification page. If a claim appears on your upload, the certificate is what resolves it.',
        ],
      },
    ],
  },
  '/how-much-money-can-a-viral-video-make-on-youtube': {
    title: 'How much money can a viral video make on YouTube?',
    lead: 'What a viral clip earns its filmer, from ad revenue to licensing, with the numbers that decide it.',
    sections: [
      {
        heading: 'Ad revenue is the smaller part',
        paragraphs: [
          'A video’s ad revenue depends on where its viewers are, what the video is about and how long they watch. Most viral clips are short, so their ad revenue per view is low even when the views are many.',
        ],
      },
      {
        heading: 'Licensing is where a clip keeps earning',
        paragraphs: [
          'Once a clip is represented, every publisher, show and brand that uses it pays a licence fee, and a share goes to the filmer. A single clip can be licensed hundreds of times over several years.',
        ],
      },
      {
        heading: 'Protecting the earnings',
        paragraphs: [
          'Unlicensed re-uploads take views and revenue from the original. Representation includes finding those copies and claiming them.',
        ],
      },
    ],
  },
};

export const WHY_WORK_WITH_US: ContentDocument = {
  title: `Why work with ${company}`,
  lead: 'For filmers whose clips went viral, and for publishers who want to use them safely.',
  sections: [
    {
      heading: 'For filmers',
      paragraphs: [
        'We license your clip to publishers, shows and brands worldwide, find unlicensed copies, and pay you a share of every fee, every month.',
        'You keep the copyright. Submitting takes a few minutes on the video submissions page.',
      ],
    },
    {
      heading: 'For publishers and brands',
      paragraphs: [
        'Every clip in the library is cleared with its filmer, marked with its clearance for digital and advertising use, and licensed in minutes at a published price.',
        'Custom licences cover broadcast, OTT and out-of-home use with legal indemnification and a dedicated account manager.',
      ],
    },
  ],
};

export const VIDEO_SUBMISSIONS: ContentDocument = {
  title: 'Submit your video',
  lead: 'Filmed something that went viral? We license it for you and pay you for every use.',
  sections: [
    {
      heading: 'What we look for',
      paragraphs: [
        'Clips you filmed yourself, with clear action in the first seconds: animals, sports, weather, kindness, fails and wins. Vertical and horizontal both work; the original file is best.',
      ],
    },
    {
      heading: 'How to submit',
      paragraphs: [
        'Send the link to your post or upload and your contact details to submissions@clipmarket.com. We reply within two working days with an offer to represent the clip and the submission terms to sign.',
      ],
    },
  ],
};

export const INFRINGEMENT: ContentDocument = {
  title: 'Report an infringement',
  lead: 'Seen one of our clips used without a licence, or one of yours in our library without your permission? Tell us.',
  sections: [
    {
      heading: 'Unlicensed use of a clip we represent',
      paragraphs: [
        'Send the address of the page or video that uses the clip, and the clip’s JV# number if you know it, to rights@clipmarket.com. We check the licence records and contact the publisher.',
      ],
    },
    {
      heading: 'Your work in our library',
      paragraphs: [
        'If you own a clip in our library that you did not submit, send a notice to rights@clipmarket.com with the clip’s address, proof that you own it, your contact details and a statement that the information is accurate. We take the clip out of licensing while we look into it.',
      ],
    },
  ],
};

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqTopic {
  id: string;
  label: string;
  entries: readonly FaqEntry[];
}

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'general',
    label: 'General',
    entries: [
      {
        question: 'What is Clipmarket?',
        answer:
          'A library of viral video clips, each cleared with its filmer, that publishers, brands and broadcasters can license for their own channels.',
      },
      {
        question: 'Do I need an account to search?',
        answer:
          'No. Anyone can search, preview and read about clips, and send a licensing inquiry. Saving clips to playlists, using the cart and buying licences need a free account.',
      },
    ],
  },
  {
    id: 'licensing',
    label: 'Licensing',
    entries: [
      {
        question: 'Which licence do I need?',
        answer:
          'Personal for one non-monetized page or channel; Basic Pro to monetize on up to three; Super Pro for unlimited pages, audience and brands; Custom for advertising, broadcast, OTT, out-of-home or custom legal terms. The pricing page compares them.',
      },
      {
        question: 'Can I use a clip in an ad or a sponsored post?',
        answer:
          'Not with Personal, Basic Pro or Super Pro: they cover editorial, unpaid (organic) posts on your own pages and channels. Advertising (paid media, sponsored posts, a brand’s ads) needs a Custom licence, by inquiry. A clip marked Advertising Use can have one: its page asks for it in one step. A clip marked Inquire for Advertising Use needs a check first, and one marked Not for Advertising Use cannot be licensed for ads.',
      },
      {
        question: 'What do the D and A marks on a clip mean?',
        answer:
          'D means a clip is cleared for digital and clip-show use; every clip in the library is, in every licence tier, so the D is shown on a clip’s page rather than on every card. A is the clip’s advertising clearance, on every card, in a colour and words: green, Advertising Use (talent releases on file); yellow, Inquire for Advertising Use (send a licensing inquiry before using it in an ad); red, Not for Advertising Use.',
      },
      {
        question: 'Can I use clips in a compilation?',
        answer: LICENCE_TIER_TEXT.compilationRightsNotOffered,
      },
    ],
  },
  {
    id: 'buying',
    label: 'Buying and your licences',
    entries: [
      {
        question: 'How do I buy a licence?',
        answer:
          'Choose a tier on a clip’s page to put the clip in your cart, or add clips from your playlists, one at a time or a whole playlist at one tier. From the cart, checkout takes you to our storefront to pay and brings you back once the payment is confirmed. Prices in the cart come from the storefront.',
      },
      {
        question: 'Where are my licences?',
        answer:
          'In the history of your account: every licence with its clip, tier, project and PO number, and its certificate as a PDF. You can filter the history, and export your licences as a CSV file or their certificates as one zip file.',
      },
      {
        question: 'How can someone check my licence?',
        answer:
          'Each certificate carries its licence number, a link and a QR code to our verification page. Anyone can open it, logged in or not, to see whether the licence is valid, with its clip, tier, company and date: never your name or e-mail address.',
      },
      {
        question: 'I already posted a clip without a licence. What now?',
        answer:
          'On the clip’s page, choose “I already used this clip” and paste the address of each post. The clip goes in your cart at the tier you choose with a rights management fee, and the licence lists those posts.',
      },
      {
        question: 'Can I ask about a licence the shop does not sell?',
        answer:
          'Yes: choose Custom on a clip’s page, or send the licensing inquiry with the clips you have in mind. Our licensing team replies by e-mail with a quote.',
      },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    entries: [
      {
        question: 'How do I reset my password?',
        answer: 'Choose “Forgot your password?” on the login page and follow the link we e-mail you.',
      },
      {
        question: 'How long do I stay logged in?',
        answer: 'Fourteen days, or until you log out.',
      },
    ],
  },
];
