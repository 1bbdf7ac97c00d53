import { PAGES } from '@clipmarket/core';
import { buttonStyles } from '@clipmarket/ui';
import { Link, useParams } from 'wouter';
import { PageShell } from '../../components/PageShell';
import { FAQ_TOPICS } from './content';
import * as styles from './Content.styles';

/** Help, by topic (spec section 2: /licensing/faq/{faqType?}); no topic or an unknown one shows them all. */
export default function FaqPage() {
  const { faqType } = useParams<{ faqType?: string }>();
  const chosen = FAQ_TOPICS.find((topic) => topic.id === faqType);
  const shown = chosen ? [chosen] : FAQ_TOPICS;
  return (
    <PageShell
      heading={chosen ? `FAQ: ${chosen.label}` : 'Frequently asked questions'}
      lead="Answers about the library, licences, buying and your account."
    >
      <nav aria-label="FAQ topics">
        <ul css={styles.topics}>
          <li>
            <Link
              href={PAGES.faq.path()}
              aria-current={chosen ? undefined : 'page'}
              css={[
                chosen ? buttonStyles.secondaryButton : buttonStyles.primaryButton,
                buttonStyles.smallButton,
              ]}
            >
              All topics
            </Link>
          </li>
          {FAQ_TOPICS.map((topic) => (
            <li key={topic.id}>
              <Link
                href={PAGES.faq.path({ faqType: topic.id })}
                aria-current={topic === chosen ? 'page' : undefined}
                css={[
                  topic === chosen ? buttonStyles.primaryButton : buttonStyles.secondaryButton,
                  buttonStyles.smallButton,
                ]}
              >
                {topic.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div css={styles.prose}>
        {shown.map((topic) => (
          <section key={topic.id} aria-labelledby={`faq-${topic.id}`}>
            <h2 id={`faq-${topic.id}`}>{topic.label}</h2>
            {topic.entries.map((entry) => (
              <details key={entry.question} css={styles.faqEntry}>
                <summary>{entry.question}</summary>
                <p>{entry.answer}</p>
              </details>
            ))}
          </section>
        ))}
        <p css={styles.related}>
          Still stuck? <Link href={PAGES.inquiry.path()}>Ask us through the licensing inquiry</Link>.
        </p>
      </div>
    </PageShell>
  );
}
