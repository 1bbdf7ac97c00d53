import type { ClipFacts } from '../catalogue/generator';

/**
 * The relevance benchmark of issue 15 (item 2): a judged query set and its measures, nDCG@10 and recall@60.
 *
 * How judgements are made, so nobody tunes them by hand:
 * - **Queries come from the generator's vocabulary**, picked by a fixed rule (every k-th entry of the sorted
 *   list of distinct subjects, actions, settings, cities and theme categories found in the library), never typed
 *   in by a person looking at results.
 * - **Grades come from what the generator knows a clip is about** (`ClipFacts`: its subject, action, setting,
 *   place, footage type and theme), never from the title, tags or description the index sees. A word matches a
 *   fact when both fall in the same word family: lower-cased, with a plural or an -ing, -er or -ed ending taken
 *   off (surf, surfer, surfing, surfers are one family; kitesurfer is not surf). This is a person's reading of
 *   English, deliberately not PostgreSQL's stemmer.
 * - **Grades** (0 to 3): 3 when every query word names the clip's subject, action, setting or place; 2 when
 *   every word is about the clip and at least half of them name those (the rest its theme or footage type); 1
 *   when the words only reach the clip's theme, or at least half of a multi-word query names it; 0 otherwise.
 *   Phrases need the words in order in the action or setting for a 3. Ids and addresses have one right answer
 *   (3). Broad words (theme categories) grade 2 for every clip of that theme, 3 when the word also names it.
 * - **Concepts** (issue 31) are judged differently, by hand: `CONCEPT_JUDGEMENTS` lists, for each, the subjects a
 *   person counts as kinds of it.
 * - **Measures**: nDCG@10 with gains 2^grade − 1 against the ideal order of the whole library's grades; precision@10
 *   the relevant clips in the first ten places, out of min(10, relevant clips); recall@60
 *   is the share of relevant clips (grade 2 or more) in the first 60 results, out of min(60, relevant clips), so a
 *   broad word with thousands of relevant clips can still reach 1.
 */

export type QueryType =
  | 'subject'
  | 'stem'
  | 'action'
  | 'place'
  | 'subject + place'
  | 'phrase'
  | 'typo'
  | 'broad'
  | 'concept'
  | 'id'
  | 'URL';

export interface JudgedQuery {
  type: QueryType;
  q: string;
  /** 0 (not relevant) to 3 (exactly what was asked for). */
  grade(facts: ClipFacts): number;
}

const STOP = new Set(
  'a an the of to in on at by for with and or off its it is into from up down out over after like'.split(' '),
);

/** A word's family: lower case, without a plural or an -ing, -er or -ed ending. */
export function family(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const suffix of ['ings', 'ers', 'ing', 'er', 'ed', 'es', 's']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  // "surf", "surfing" and "surfer" meet at "surf"; "running" → "runn" → "run".
  if (w.length >= 4 && w.at(-1) === w.at(-2)) w = w.slice(0, -1);
  return w;
}

/** The content words of a text (no stop words), as families. */
export function families(text: string): string[] {
  return text
    .split(/[^A-Za-z0-9'-]+/)
    .flatMap((part) => part.split('-'))
    .map((word) => word.replace(/'s$|'/g, ''))
    .filter((word) => word.length > 1 && !STOP.has(word.toLowerCase()))
    .map(family);
}

interface FactWords {
  core: Set<string>;
  theme: Set<string>;
  /** The action and setting, lower case, for phrase judgements. */
  text: string;
}

const factCache = new WeakMap<ClipFacts, FactWords>();
function factWords(facts: ClipFacts): FactWords {
  let words = factCache.get(facts);
  if (!words) {
    words = {
      core: new Set(
        families(
          [facts.subject, facts.action[0], facts.action[1], facts.setting, facts.city, facts.country].join(
            ' ',
          ),
        ),
      ),
      theme: new Set(families([...facts.themeCategories, facts.footageType ?? ''].join(' '))),
      text: ` ${[facts.action[0], facts.action[1], facts.setting].join(' | ').toLowerCase()} `,
    };
    factCache.set(facts, words);
  }
  return words;
}

/** The grade of a words query (see the module comment). */
export function gradeWords(query: string, facts: ClipFacts): number {
  const wanted = [...new Set(families(query))];
  if (wanted.length === 0) return 0;
  const { core, theme } = factWords(facts);
  const inCore = wanted.filter((w) => core.has(w)).length;
  const inAny = wanted.filter((w) => core.has(w) || theme.has(w)).length;
  if (inCore === wanted.length) return 3;
  if (inAny === wanted.length) return inCore * 2 >= wanted.length ? 2 : 1;
  if (wanted.length >= 2 && inCore * 2 >= wanted.length) return 1;
  return 0;
}

/** The grade of a quoted phrase: 3 when its words stand in that order in the action or setting. */
export function gradePhrase(phrase: string, facts: ClipFacts): number {
  const words = phrase
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const { text } = factWords(facts);
  if (words.length && new RegExp(`[^a-z0-9]${words.join('[^a-z0-9]+')}[^a-z0-9]`).test(text)) return 3;
  return gradeWords(phrase, facts) === 3 ? 1 : 0;
}

/** The grade of a broad word (a theme category): 2 for the theme's clips, 3 when it also names the clip. */
export function gradeBroad(category: string, facts: ClipFacts): number {
  const { core, theme } = factWords(facts);
  const wanted = families(category);
  if (wanted.length === 0) return 0;
  if (wanted.every((w) => core.has(w))) return 3;
  return wanted.every((w) => core.has(w) || theme.has(w)) ? 2 : 0;
}

/** The dogs and the cats among the generator's subjects, as a person names them (judged, not imported). */
const DOG_KINDS = [
  'Border Collie',
  'Corgi',
  'Dachshund',
  'Golden Retriever',
  'Husky',
  'Labrador',
  'Pug',
  'Rescue Puppy',
];
const CAT_KINDS = ['Maine Coon', 'Tabby Cat'];

/**
 * Searches by meaning (issue 31 item 4), judged by hand: for each query, the generator's subjects a person
 * counts as a kind of what was asked, written from the list of subjects alone, before any search was run and
 * never from the titles, tags or concepts the index holds. A clip is relevant (3) when its subject is listed,
 * else 0: a Tabby Cat tagged "dog" is no dog, and a shark is no mammal however its description reads. People
 * are left out of "mammal" (a buyer asking for mammals wants animals); "ocean animals" are the ones that live
 * in the sea.
 */
export const CONCEPT_JUDGEMENTS: Readonly<Record<string, readonly string[]>> = {
  dog: DOG_KINDS,
  cat: CAT_KINDS,
  child: ['Baby', 'Deaf Toddler', 'Little Girl', 'Little League Pitcher', 'Six-Year-Old Drummer', 'Toddler'],
  musician: ['Beatboxer', 'Choir', 'Six-Year-Old Drummer', 'Subway Violinist'],
  mammal: [
    ...DOG_KINDS,
    ...CAT_KINDS,
    'Black Bear',
    'Family of Otters',
    'Herd of Elephants',
    'Humpback Whale',
    'Kangaroo',
    'Moose',
    'Mountain Lion',
    'Pod of Dolphins',
    'Red Fox',
  ],
  bird: ['Bald Eagle', 'Parrot'],
  pet: [...DOG_KINDS, ...CAT_KINDS, 'Bearded Dragon', 'Parrot'],
  vehicle: ['Delivery Van', 'Pickup Truck', 'School Bus', 'Semi Truck', 'Tesla'],
  athlete: [
    'Bowler',
    'Goalkeeper',
    'Golfer',
    'High School Quarterback',
    'Kitesurfer',
    'Little League Pitcher',
    'Marathon Runner',
    'Mountain Biker',
    'Point Guard',
    'Powerlifter',
    'Pro Skier',
    'Rock Climber',
    'Skateboarder',
    'Snowboarder',
    'Surfer',
  ],
  'ocean animals': ['Great White Shark', 'Humpback Whale', 'Octopus', 'Pod of Dolphins'],
  grandparent: ['Grandma', 'Grandpa'],
  storm: ['Blizzard', 'Dust Storm', 'Hailstorm', 'Ice Storm', 'Tornado', 'Waterspout'],
};

/** The grade of a concept query (`CONCEPT_JUDGEMENTS`): 3 for a clip whose subject is a kind of it, else 0. */
export function gradeConcept(query: string, facts: ClipFacts): number {
  return CONCEPT_JUDGEMENTS[query]?.includes(facts.subject) ? 3 : 0;
}

/** Every k-th item of a sorted, de-duplicated list, `count` of them, starting at `offset`. */
function spread<T>(items: readonly T[], count: number, offset = 0): T[] {
  if (items.length === 0) return [];
  const step = Math.max(1, Math.floor(items.length / count));
  return Array.from(
    { length: Math.min(count, items.length) },
    (_, i) => items[(offset + i * step) % items.length]!,
  );
}

const distinct = (values: Iterable<string>) => [...new Set(values)].sort();
/** Two neighbouring letters swapped in the middle of the longest word: a typo a hurried buyer makes. */
function typo(text: string): string {
  const words = text.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const i = Math.floor(longest.length / 2);
  const swapped = longest.slice(0, i - 1) + longest[i] + longest[i - 1] + longest.slice(i + 1);
  return words.map((w) => (w === longest ? swapped : w)).join(' ');
}
/** The content words of an action, e.g. 'Catches Frisbee Mid-Air' → 'catches frisbee mid-air'. */
const contentWords = (text: string, max: number) =>
  text
    .toLowerCase()
    .split(' ')
    .filter((word) => !STOP.has(word))
    .slice(0, max)
    .join(' ');

/**
 * The judged set for a library: at least 60 queries across the types, chosen by rule from the facts of its clips.
 * `sample` is a handful of clips spread over the library, for the id and address queries.
 */
export function judgedQueries(all: readonly ClipFacts[], sample: readonly ClipFacts[]): JudgedQuery[] {
  const subjects = distinct(all.map((f) => f.subject));
  const actions = distinct(all.map((f) => f.action[0]));
  const cities = distinct(all.map((f) => f.city));
  const categories = distinct(all.flatMap((f) => f.themeCategories));
  const words = (type: QueryType, q: string, judgeAs = q): JudgedQuery => ({
    type,
    q,
    grade: (f) => gradeWords(judgeAs, f),
  });
  const queries: JudgedQuery[] = [];

  for (const subject of spread(subjects, 10)) queries.push(words('subject', subject.toLowerCase()));
  // Stem variants: the base word of a one-word "-ing" category (surf for Surfing, skateboard for Skateboarding),
  // judged by family, so a Surfer and a Surfing clip both count.
  // Only bases that name some clip's subject, action or setting: "heartwarm" is not a word a buyer types.
  const bases = categories
    .filter((c) => /^[A-Za-z]+ing$/.test(c))
    .map((c) => c.toLowerCase().replace(/ing$/, ''))
    .map((base) => (/(.)\1$/.test(base) ? base.slice(0, -1) : base))
    .filter((base) => all.some((f) => gradeWords(base, f) === 3));
  for (const base of spread(bases, 6)) queries.push(words('stem', base));
  // The -ing form of an action's verb with the subject, as buyers describe a clip ("husky howling").
  for (const action of spread(actions, 6, 2)) {
    const clip = all.find((f) => f.action[0] === action)!;
    const verb = (clip.action[1].split(' ')[0] ?? '').toLowerCase();
    queries.push(words('stem', `${clip.subject.toLowerCase()} ${verb}`));
  }
  for (const action of spread(actions, 10, 1)) queries.push(words('action', contentWords(action, 2)));
  for (const city of spread(cities, 8, 2)) queries.push(words('place', city.toLowerCase()));
  // A subject with a city one clip of the library has, so each has at least one right answer.
  for (let i = 0; i < 8; i++) {
    const clip = all[Math.floor(((i + 0.5) * all.length) / 8)]!;
    queries.push(words('subject + place', `${clip.subject} ${clip.city}`.toLowerCase()));
  }
  // The first four words of an action, stop words and all, in quotes.
  for (const action of spread(actions, 8, 4)) {
    const phrase = action.toLowerCase().split(' ').slice(0, 4).join(' ');
    queries.push({ type: 'phrase', q: `"${phrase}"`, grade: (f) => gradePhrase(phrase, f) });
  }
  for (const subject of spread(subjects, 8, 5)) {
    const typed = typo(subject.toLowerCase());
    if (typed !== subject.toLowerCase()) queries.push(words('typo', typed, subject.toLowerCase()));
  }
  for (const category of spread(categories, 6)) {
    const q = category.toLowerCase();
    queries.push({ type: 'broad', q, grade: (f) => gradeBroad(q, f) });
  }
  // Every judged concept with a clip of its kinds in the library.
  for (const q of Object.keys(CONCEPT_JUDGEMENTS))
    if (all.some((f) => gradeConcept(q, f) > 0))
      queries.push({ type: 'concept', q, grade: (f) => gradeConcept(q, f) });
  const idForms = ['JV#', 'jv', '#', '', 'JV #'];
  sample.slice(0, 5).forEach((clip, i) => {
    queries.push({
      type: 'id',
      q: `${idForms[i % idForms.length]}${clip.jmId}`,
      grade: (f) => (f.jmId === clip.jmId ? 3 : 0),
    });
  });
  sample.slice(5, 10).forEach((clip, i) => {
    queries.push({
      type: 'URL',
      q: shareForm(clip.sourceUrl, i),
      grade: (f) => (f.sourceUrl === clip.sourceUrl ? 3 : 0),
    });
  });
  return queries;
}

/** The address as a share sheet or an address bar gives it: tracking parameters, `www.`, no scheme. */
function shareForm(url: string, i: number): string {
  const bare = url.replace(/^https:\/\//, '');
  const youTube = /youtube\.com\/watch\?v=([\w-]{11})/.exec(url)?.[1];
  if (youTube) return i % 2 ? `youtu.be/${youTube}?si=Xy12` : `https://youtube.com/shorts/${youTube}`;
  if (bare.startsWith('tiktok.com')) return `https://www.${bare}?is_from_webapp=1&sender_device=pc`;
  if (bare.startsWith('instagram.com')) return `www.${bare}/?igsh=MWx0`;
  const facebook = /facebook\.com\/watch\?v=(\d+)/.exec(url)?.[1];
  if (facebook) return `https://www.facebook.com/reel/${facebook}?mibextid=abc`;
  return `${bare}/`;
}

/** nDCG@k of a result list, given each clip's grade and the library's best possible order. */
export function ndcgAt(
  k: number,
  results: readonly string[],
  gradeOf: (jmId: string) => number,
  idealGrades: readonly number[],
): number {
  const gain = (g: number) => 2 ** g - 1;
  const dcg = results.slice(0, k).reduce((sum, id, i) => sum + gain(gradeOf(id)) / Math.log2(i + 2), 0);
  const ideal = [...idealGrades]
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
  return ideal === 0 ? (dcg === 0 ? 1 : 0) : dcg / ideal;
}

/**
 * Precision@k: relevant clips (grade ≥ 2) in the first k places, out of min(k, relevant clips in the library),
 * so an id with one right answer can reach 1; missing results count as misses.
 */
export function precisionAt(
  k: number,
  results: readonly string[],
  gradeOf: (jmId: string) => number,
  relevantTotal: number,
): number {
  if (relevantTotal === 0) return 1;
  return results.slice(0, k).filter((id) => gradeOf(id) >= 2).length / Math.min(k, relevantTotal);
}

/** Relevant clips (grade ≥ 2) in the first k results, out of min(k, relevant clips in the library). */
export function recallAt(
  k: number,
  results: readonly string[],
  gradeOf: (jmId: string) => number,
  relevantTotal: number,
): number {
  if (relevantTotal === 0) return 1;
  const found = results.slice(0, k).filter((id) => gradeOf(id) >= 2).length;
  return found / Math.min(k, relevantTotal);
}
