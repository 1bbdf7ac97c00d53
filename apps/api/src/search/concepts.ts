import { WordNet, type Synset } from './wordnet';

/**
 * Concepts (issue 31, ADR 75): what a clip's nouns are kinds of, from WordNet's hierarchy, so a search for
 * "dog" finds the Corgi, "child" the toddler and "musician" the violinist. A clip's concepts are stored with it
 * and indexed below its own words (migration 0031); a search uses them as it uses any word.
 *
 * Each noun is read in one sense: its most frequent one (WordNet lists senses by how often they were met in
 * its corpus) that names a thing a clip can show: an animal, a person, an artefact, food, a plant, a natural
 * object, a place or a natural phenomenon. A title's verbs that are also nouns ("Plays", "Catches") add
 * nothing: their first senses are a play of the theatre and an act. The clip's category settles the rest: in
 * Wildlife a whale is the animal, not a big man; and an animal met as food first (octopus, chicken) is the
 * animal unless the clip is about food. A noun just before another only describes it: the clip of a cat at a
 * "Dog Park" shows no dog.
 */

/**
 * WordNet's lexicographer files of things a clip shows (lexnames: noun.animal, noun.artifact, …). Not places
 * (noun.location): a clip's place is its location and country, and a city's concepts (land, state, country)
 * would be every clip's.
 */
const SHOWN = new Set([
  5, // noun.animal
  6, // noun.artifact
  13, // noun.food
  17, // noun.object
  18, // noun.person
  19, // noun.phenomenon
  20, // noun.plant
]);

/** Lexicographer files whose compound words name a kind of their last word (people and animals). */
const HEADED = new Set([5, 18]);

/**
 * Words of a synset kept as concepts: its first few, which WordNet lists most used first ("person, individual,
 * someone", not "somebody, mortal, soul").
 */
const WORDS_PER_SYNSET = 3;

/** Texts and words whose reading is kept (a library repeats its phrases); past it, the memory starts again. */
const TEXTS_KEPT = 50_000;

/**
 * Ancestors nearer the root than this are too broad to search by: entity (0), physical entity, object, whole,
 * living thing (4), organism (5), and animal, person, device and container (6), each of which a quarter to
 * nine tenths of the demo library's clips would carry, every search of them ranking that many hits. Vehicle,
 * instrument and chordate (7) are the broadest kept; mammal, child and musician are deeper.
 */
export const MIN_CONCEPT_DEPTH = 7;

/**
 * Words that are nouns to WordNet but never the subject of a title ("in" is an inch, "it" information
 * technology, "six" a playing card, "nobody" a commoner).
 */
const NOT_NOUNS = new Set(
  [
    'a an and are as at be by for from has have he her his how in into is it its like me my no not of off on or',
    'our out over she so than that the their them they this to too up us was we who why with you your',
    'one two three four five six seven eight nine ten eleven twelve hundred thousand million dozen',
    'nobody somebody someone everybody everyone anybody anyone nothing something everything anything',
    // A title's call to look: "Watch" is the verb there, not the timepiece.
    'watch look see meet',
    // The camera a clip was filmed with, which it does not show: a drone is not a male bee (WordNet's first
    // sense), nor, as an aircraft, a vehicle in every aerial clip.
    'drone drones',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Whether a single word is read as a noun: not when WordNet's corpus met it more than twice as often as a
 * verb or an adjective ("Catches", "Straight", "Treats", "Watch"), which in a title it then most likely is.
 */
function usedAsNoun(lemma: string, word: string): boolean {
  const asNoun = wordnet().tagged(lemma, 'noun');
  const other = Math.max(wordnet().tagged(word, 'verb'), wordnet().tagged(word, 'adj'));
  return other <= Math.max(1, 2 * asNoun);
}

/** Plurals the endings below do not undo. */
const IRREGULAR = new Map([
  ['children', 'child'],
  ['men', 'man'],
  ['women', 'woman'],
  ['people', 'person'],
  ['mice', 'mouse'],
  ['geese', 'goose'],
  ['feet', 'foot'],
  ['teeth', 'tooth'],
  ['wolves', 'wolf'],
  ['calves', 'calf'],
  ['knives', 'knife'],
  ['leaves', 'leaf'],
]);

/** WordNet's noun endings (morphy's detachment rules): the base forms a plural may come from. */
const ENDINGS: readonly (readonly [string, string])[] = [
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['ies', 'y'],
  ['s', ''],
];

let shared: WordNet | null = null;
const wordnet = () => (shared ??= new WordNet());

const lemmas = new Map<string, string | null>();

/** The noun a word (or words joined by `_`) is a form of, as WordNet spells it; null when it names none. */
export function nounLemma(word: string): string | null {
  let lemma = lemmas.get(word);
  if (lemma === undefined) {
    lemma = findNounLemma(word.toLowerCase());
    if (lemmas.size >= TEXTS_KEPT) lemmas.clear();
    lemmas.set(word, lemma);
  }
  return lemma;
}

function findNounLemma(w: string): string | null {
  if (wordnet().senses(w).length > 0) return w;
  const irregular = IRREGULAR.get(w);
  if (irregular) return irregular;
  for (const [ending, base] of ENDINGS) {
    if (!w.endsWith(ending) || w.length - ending.length < 2) continue;
    const candidate = w.slice(0, -ending.length) + base;
    if (wordnet().senses(candidate).length > 0) return candidate;
  }
  return null;
}

/**
 * Whether a typed word names a thing: a noun to WordNet, not read as a verb or an adjective first ("dog" is;
 * "funny" and "fails" are not), or a word WordNet does not know at all (a name, a rarer animal: "quokka"). A
 * search that must drop words keeps these (service.ts `mostWordsFound`).
 */
export function namesAThing(word: string): boolean {
  const w = word.toLowerCase();
  if (NOT_NOUNS.has(w) || w.length < 3) return false;
  const lemma = nounLemma(w);
  if (lemma !== null) return usedAsNoun(lemma, verbBase(w));
  const base = verbBase(w);
  return !wordnet().hasEntry(base, 'verb') && !wordnet().hasEntry(w, 'adj') && !wordnet().hasEntry(w, 'adv');
}

/**
 * Whether a typed word is an English word spelt right: WordNet knows it (or the noun or verb it is a form of)
 * as a noun, a verb, an adjective or an adverb. Such a word is no slip to retry by spelling ("insect" is not a
 * misspelt "inspects"); a name or a typo is not one ("wombatt").
 */
export function spelledAsEnglish(word: string): boolean {
  const w = word.toLowerCase();
  if (!/^[a-z][a-z'-]*$/.test(w)) return false;
  return (
    nounLemma(w) !== null ||
    wordnet().hasEntry(verbBase(w), 'verb') ||
    wordnet().hasEntry(w, 'verb') ||
    wordnet().hasEntry(w, 'adj') ||
    wordnet().hasEntry(w, 'adv')
  );
}

/** A word as the verb it may be a form of: catches → catch, walks → walk, treats → treat. */
function verbBase(word: string): string {
  if (/(ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a text, lower case: letters, digits and inner apostrophes (’ read as '). */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []
  );
}

/** A noun found in a text: its words as written, the noun they are a form of, and the sense read. */
export interface FoundNoun {
  text: string;
  /** As WordNet has it, in words: "golden retriever" for "Golden Retrievers". */
  lemma: string;
  synset: Synset;
}

const ANIMAL = 5;
const FOOD = 13;
const PERSON = 18;

/** The kind of thing a category's clips are about, when it says: its nouns are read in that sense first. */
export function categorySense(category: string | null | undefined): number | null {
  if (!category) return null;
  if (/animal|pet|wildlife|nature/i.test(category)) return ANIMAL;
  if (/food|drink/i.test(category)) return FOOD;
  if (/bab(y|ies)|kid/i.test(category)) return PERSON;
  return null;
}

/** How many of a word's senses its category may choose among (the rarer ones are seldom meant). */
const SENSES_CONSIDERED = 3;

/** The sense a noun is read in (see the module's comment), or null when none names a thing shown. */
function senseOf(offsets: readonly number[], prefer: number | null): Synset | null {
  const senses = offsets.slice(0, SENSES_CONSIDERED).map((offset) => wordnet().synset(offset));
  const shown = senses.filter((synset) => SHOWN.has(synset.lexFile) && !synset.instance);
  const preferred = prefer === null ? undefined : shown.find((synset) => synset.lexFile === prefer);
  if (preferred) return preferred;
  // A word whose usual sense is no thing shown (a park is a place) is not read in a rarer one (a ballpark).
  const first = senses[0];
  if (!first || !shown.includes(first)) return null;
  return first.lexFile === FOOD ? (shown.find((synset) => synset.lexFile === ANIMAL) ?? first) : first;
}

/** "Wakes" in "Puppy Wakes Up", "Naps" in "Husky Naps": after a noun, a verb ending in -s is the verb. */
function verbAfterSubject(word: string): boolean {
  return /[^s]s$/.test(word) && wordnet().hasEntry(verbBase(word), 'verb');
}

/**
 * Whether the words from `at` begin with a noun: then a noun just before them only describes it ("Dog Park",
 * "Bike Thief"), and is not what the clip shows.
 */
function nounAt(words: readonly string[], at: number): boolean {
  for (let n = Math.min(3, words.length - at); n >= 1; n--) {
    const span = words.slice(at, at + n);
    if (n === 1 && (NOT_NOUNS.has(span[0]!) || span[0]!.length < 3)) return false;
    const lemma = nounLemma(span.join('_'));
    if (!lemma) continue;
    if (n > 1) return true;
    // A place counts ("Park"); a title's verb after its subject does not, nor an activity ("Whale Watching").
    const word = span[0]!;
    if (verbAfterSubject(word) || word.endsWith('ing')) return false;
    return usedAsNoun(lemma, verbBase(word));
  }
  return false;
}

/**
 * The nouns of a text that name something shown, longest first ("golden retriever" before "retriever"),
 * read in the sense `prefer` (a lexicographer file, `categorySense`) where a noun has one. `everySense`: each
 * noun in every sense that names something shown (of its first few), for a text whose category is not known.
 */
export function nounsIn(text: string, prefer: number | null = null, everySense = false): FoundNoun[] {
  const words = wordsOf(text);
  const found: FoundNoun[] = [];
  // Where the last noun found ends: a word right after it may be the title's verb.
  let afterNoun = -1;
  for (let i = 0; i < words.length;) {
    let taken = 1;
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const span = words.slice(i, i + n);
      if (n === 1 && (NOT_NOUNS.has(span[0]!) || span[0]!.length < 3 || /^\d+$/.test(span[0]!))) break;
      const lemma = nounLemma(span.join('_'));
      if (!lemma) continue;
      const synset = senseOf(wordnet().senses(lemma), prefer);
      // A word in the sense its category is about is that noun ("Husky" in Pets), whatever else it may be.
      const meant = synset !== null && synset.lexFile === prefer;
      if (everySense) {
        for (const offset of wordnet().senses(lemma).slice(0, SENSES_CONSIDERED)) {
          const sense = wordnet().synset(offset);
          if (SHOWN.has(sense.lexFile) && !sense.instance)
            found.push({ text: span.join(' '), lemma: lemma.replace(/_/g, ' '), synset: sense });
        }
        taken = n;
        break;
      }
      if (n === 1 && !meant && !usedAsNoun(lemma, verbBase(span[0]!))) break;
      if (n === 1 && i === afterNoun && verbAfterSubject(span[0]!)) break;
      if (n === 1 && nounAt(words, i + 1)) break;
      if (synset) found.push({ text: span.join(' '), lemma: lemma.replace(/_/g, ' '), synset });
      afterNoun = i + n;
      taken = n;
      break;
    }
    i += taken;
  }
  return found;
}

const depths = new Map<number, number>();
/**
 * How far a synset lies below the root (entity is 0), by its longest path: a person is a causal agent (2) and an
 * organism (5), and is as specific as the organism makes it.
 */
function depth(offset: number): number {
  const known = depths.get(offset);
  if (known !== undefined) return known;
  depths.set(offset, 0); // a cycle, which WordNet should not have, ends here
  const { hypernyms } = wordnet().synset(offset);
  const d = hypernyms.length === 0 ? 0 : 1 + Math.max(...hypernyms.map(depth));
  depths.set(offset, d);
  return d;
}

const conceptCache = new Map<number, string[]>();
/**
 * The words a synset is a kind of: its own other words (synonyms) and those of every ancestor at least
 * `MIN_CONCEPT_DEPTH` deep, the first `WORDS_PER_SYNSET` of each, one word each ("dog", not "domestic dog").
 */
export function conceptWords(synset: Synset): string[] {
  const cached = conceptCache.get(synset.offset);
  if (cached) return cached;
  const words = new Set<string>();
  const seen = new Set<number>();
  const visit = (s: Synset, own: boolean) => {
    if (seen.has(s.offset)) return;
    seen.add(s.offset);
    if (own || depth(s.offset) >= MIN_CONCEPT_DEPTH)
      for (const word of s.words.slice(0, WORDS_PER_SYNSET)) {
        if (/^[a-z]+$/.test(word)) words.add(word);
        // A person's or an animal's compound names a kind of its last word (a female child is a child), when
        // that word is not itself too broad ("domestic animal" adds no "animal").
        else if (HEADED.has(s.lexFile) && /^[a-z]+( [a-z]+)+$/.test(word)) {
          const head = word.slice(word.lastIndexOf(' ') + 1);
          const sense = wordnet().senses(head)[0];
          if (sense !== undefined && depth(sense) >= MIN_CONCEPT_DEPTH) words.add(head);
        }
      }
    for (const parent of s.hypernyms) visit(wordnet().synset(parent), false);
  };
  visit(synset, true);
  const out = [...words];
  conceptCache.set(synset.offset, out);
  return out;
}

/**
 * The kinds a searched word is itself a kind of, nearest first, as far up as the index keeps concepts
 * (`MIN_CONCEPT_DEPTH`): "insect" → arthropod, invertebrate. Each is one word, the first of its synset that is
 * one. None for a word that names no thing shown. A search that found nothing shows the clips of the nearest
 * of these that has some (issue 31 item 3: the closest clips by meaning).
 */
export function broaderKinds(word: string): string[] {
  const synset = nounsIn(word)[0]?.synset;
  if (!synset) return [];
  const out: string[] = [];
  const seen = new Set<number>([synset.offset]);
  let level = synset.hypernyms;
  while (level.length > 0) {
    const next: number[] = [];
    for (const offset of level) {
      if (seen.has(offset)) continue;
      seen.add(offset);
      if (depth(offset) < MIN_CONCEPT_DEPTH) continue;
      const parent = wordnet().synset(offset);
      const name = parent.words.find((w) => /^[a-z]+$/.test(w));
      if (name && !out.includes(name)) out.push(name);
      next.push(...parent.hypernyms);
    }
    level = next;
  }
  return out;
}

/** The concept words of one text read in one sense preference, kept: a library repeats its phrases. */
const textConcepts = new Map<string, readonly string[]>();
function conceptsOfText(text: string, prefer: number | null): readonly string[] {
  const key = `${prefer ?? ''}\u0000${text}`;
  let words = textConcepts.get(key);
  if (!words) {
    words = [...new Set(nounsIn(text, prefer).flatMap((noun) => conceptWords(noun.synset)))];
    if (textConcepts.size >= TEXTS_KEPT) textConcepts.clear();
    textConcepts.set(key, words);
  }
  return words;
}

/** A clip's concepts: the concept words of the nouns of its texts, but the words it already has. */
export function conceptsOf(
  texts: readonly (string | null | undefined)[],
  category: string | null = null,
): string[] {
  const prefer = categorySense(category);
  const own = new Set<string>();
  const concepts = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of wordsOf(text)) own.add(word);
    for (const word of conceptsOfText(text, prefer)) concepts.add(word);
  }
  for (const word of own) concepts.delete(word);
  return [...concepts].sort();
}

/**
 * The nouns of `text` that are kinds of `word` ("toddler" for child) in any of the senses a clip's concepts may
 * have read them in (the text's category is not known here).
 */
export function kindsIn(text: string, word: string): string[] {
  const lemma = nounLemma(word) ?? word.toLowerCase();
  const kinds = nounsIn(text, null, true)
    .filter((noun) => noun.lemma !== lemma && conceptWords(noun.synset).includes(lemma))
    .map((noun) => noun.lemma);
  return [...new Set(kinds)];
}

/**
 * The kinds of `word` that clips found without it show, from their titles, in order of first appearance, at
 * most `max`: "child" over a page of toddler and baby clips gives toddler, baby. A title with the word itself
 * (or a form of it) adds none.
 */
export function kindsShown(word: string, titles: readonly string[], max = 5): string[] {
  const asked = word.toLowerCase();
  const lemma = nounLemma(asked) ?? asked;
  const kinds = new Set<string>();
  for (const title of titles) {
    if (kinds.size >= max) break;
    if (wordsOf(title).some((w) => w === asked || nounLemma(w) === lemma)) continue;
    for (const kind of kindsIn(title, asked)) kinds.add(kind);
  }
  return [...kinds].slice(0, max);
}

/** The texts of a clip its concepts come from: what its search document holds but the private tags. */
export interface ConceptSource {
  title?: string | null;
  publishingTitle?: string | null;
  publishingDescription?: string | null;
  category?: string | null;
  tags?: readonly string[] | null;
}

/** A clip's `concepts` column (migration 0031), as every writer of a clip sets it. */
export function clipConcepts(clip: ConceptSource): string[] {
  return conceptsOf(
    [clip.publishingTitle || clip.title, clip.publishingDescription, ...(clip.tags ?? [])],
    clip.category ?? null,
  );
}
