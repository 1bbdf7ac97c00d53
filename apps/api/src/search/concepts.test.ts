import type { SearchRequestInput } from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewClip } from '../catalogue/tables';
import { migrate, migrator } from '../db/migrate';
import { CLIP_REQUIRED_FIELDS, insertClips, startTestServer, type TestServer } from '../test/harness';
import { cardIds, searchOver } from './test-search';
import { WordNet } from './wordnet';
import { categorySense, clipConcepts, conceptsOf, kindsShown, namesAThing, nounsIn } from './concepts';

/**
 * Search by meaning (issue 31): a clip's nouns are kinds of things (WordNet), and a search for the thing finds
 * them, after the clips that name it, and says which kinds it showed.
 */

describe('WordNet, read where it lies', () => {
  it('finds a word by binary search in its sorted index, the first and the last included', () => {
    const wordnet = new WordNet();
    expect(wordnet.senses("'hood")).toHaveLength(1);
    expect(wordnet.senses('zyrian')).toHaveLength(1);
    expect(wordnet.synset(wordnet.senses('corgi')[0]!).words).toContain('corgi');
    expect(wordnet.senses('zzyzx')).toEqual([]);
    wordnet.close();
  });

  it('keeps a bounded memory of the words it was asked for, whatever a buyer types', () => {
    const wordnet = new WordNet(10);
    for (let i = 0; i < 25; i++) wordnet.senses(`nonsense${i}`);
    expect(wordnet.kept).toBeLessThanOrEqual(10);
    expect(wordnet.senses('dog').length).toBeGreaterThan(0);
    wordnet.close();
  });
});

describe("a clip's concepts", () => {
  it('are what its nouns are kinds of: a Corgi is a dog and an animal, a toddler a child, a violinist a musician', () => {
    expect(conceptsOf(['Corgi Chases Its Own Tail'], 'Pets')).toEqual(
      expect.arrayContaining(['dog', 'canine', 'mammal', 'vertebrate']),
    );
    expect(conceptsOf(['Toddler Dances in the Kitchen'], 'Babies & Kids')).toEqual(
      expect.arrayContaining(['child', 'kid', 'juvenile']),
    );
    expect(conceptsOf(['Subway Violinist Stuns Commuters'], 'Music')).toEqual(
      expect.arrayContaining(['musician', 'performer']),
    );
    expect(conceptsOf(['Great White Shark Circles a Kayak'], 'Wildlife')).toEqual(
      expect.arrayContaining(['fish', 'vertebrate', 'boat']),
    );
  });

  it('leave out what is too broad to search by, and the words the clip has already', () => {
    const concepts = conceptsOf(['Corgi Chases Its Own Tail'], 'Pets');
    for (const broad of ['entity', 'organism', 'animal', 'corgi']) expect(concepts).not.toContain(broad);
    expect(conceptsOf(['Toddler Dances'], 'Babies & Kids')).not.toContain('person');
  });

  it('read a title\'s verbs as verbs: "Catches", "Straight" and "Treats" name nothing', () => {
    const nouns = (title: string) => nounsIn(title).map((noun) => noun.lemma);
    expect(nouns('Little Girl Catches a Frisbee')).toEqual(['little girl', 'frisbee']);
    expect(nouns('Grandpa Walks Straight into a Glass Door')).toEqual(['grandpa', 'door']);
    expect(nouns('Dachshund Begs for Treats')).toEqual(['dachshund']);
  });

  it('read a noun before another as describing it: a cat at the Dog Park is no dog, a bike thief no bike', () => {
    const nouns = (title: string, category: string) =>
      nounsIn(title, categorySense(category)).map((noun) => noun.lemma);
    expect(nouns('Tabby Cat Naps at the Dog Park', 'Pets')).toEqual(['tabby cat']);
    expect(nouns('Lifeguard Chases Down a Bike Thief', 'News & Events')).toEqual(['lifeguard', 'thief']);
    expect(nouns('Puppy Wakes Up', 'Pets')).toEqual(['puppy']);
    expect(conceptsOf(['Tabby Cat Naps at the Dog Park'], 'Pets')).not.toContain('canine');
  });

  it('read a noun in the sense its category is about: a whale in Wildlife is the animal, an octopus not food', () => {
    expect(conceptsOf(['Humpback Whale Breaches'], 'Wildlife')).toContain('mammal');
    // The camera is not what a clip shows: drone footage of a waterfall carries no bee (nor a vehicle).
    expect(conceptsOf(['Waterfall Lights Up the Landscape', 'drone'], 'Nature')).not.toContain('insect');
    expect(conceptsOf(['Drone Captures Humpback Whale Breaching'], 'Wildlife')).not.toContain('vehicle');
    expect(conceptsOf(['Whale Watching Trip'], 'Wildlife')).toContain('mammal');
    expect(conceptsOf(['Octopus Escapes Its Tank'], 'Nature')).toContain('invertebrate');
    expect(conceptsOf(['Octopus Escapes Its Tank'], null)).toContain('invertebrate');
  });

  it('come from the title, the description and the tags, as the seed and every writer of a clip sets them', () => {
    expect(
      clipConcepts({ title: 'Morning routine', publishingDescription: 'A puppy wakes up', tags: ['violin'] }),
    ).toEqual(expect.arrayContaining(['dog', 'instrument']));
  });

  it('tell a searched word that names a thing from one that describes or acts, an unknown word a name', () => {
    expect(['dog', 'musician', 'quokka', 'funny', 'fails', 'the'].map(namesAThing)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('name the kinds a page showed for a word, from the titles without the word itself', () => {
    expect(
      kindsShown('children', [
        'Child Actor Wins an Award',
        'Toddler Dances in the Kitchen',
        'Baby Laughs at a Puppy',
        'Toddlers Share a Cookie',
        'Skateboarder Lands a Kickflip',
      ]),
    ).toEqual(['toddler', 'baby']);
  });
});

const base = CLIP_REQUIRED_FIELDS;

/**
 * A test that starts a server of its own (and migrates it): seconds, not the default 5, while the rest of the
 * suite shares the cores (one took over 5 s in a fresh clone's run), as other such tests allow.
 */
const SERVER_OF_ITS_OWN = 60_000;
const clips: NewClip[] = [
  { ...base, jmId: '8300001', publishingTitle: 'Dog Fetches the Newspaper', category: 'Pets' },
  { ...base, jmId: '8300002', publishingTitle: 'Corgi Chases Its Own Tail', category: 'Pets' },
  { ...base, jmId: '8300003', publishingTitle: 'Husky Howls at the Piano', category: 'Pets' },
  { ...base, jmId: '8300004', publishingTitle: 'Tabby Cat Knocks a Glass off the Table', category: 'Pets' },
  { ...base, jmId: '8300005', publishingTitle: 'Toddler Dances in the Kitchen', category: 'Babies & Kids' },
  { ...base, jmId: '8300006', publishingTitle: 'Baby Laughs at Bubbles', category: 'Babies & Kids' },
  { ...base, jmId: '8300007', publishingTitle: 'Child Actor Wins an Award', category: 'News & Events' },
  { ...base, jmId: '8300008', publishingTitle: 'Subway Violinist Stuns Commuters', category: 'Music' },
  { ...base, jmId: '8300009', publishingTitle: 'Drummer Plays on Buckets', category: 'Music' },
  { ...base, jmId: '8300010', publishingTitle: 'Skateboarder Lands a Kickflip', category: 'Sports' },
];

let server: TestServer;

/** A search through the API of this file's server (or another's). */
const search = (body: SearchRequestInput, url = server.url) => searchOver(url, body);
const ids = cardIds;

beforeAll(async () => {
  server = await startTestServer();
  await insertClips(server.db, clips);
}, 240_000);
afterAll(async () => server?.close());

describe('a search by meaning', () => {
  it('finds the kinds of a thing after the clips that name it, and says which kinds it showed', async () => {
    const r = await search({ q: 'dog' });
    expect(ids(r)[0]).toBe('8300001');
    expect(ids(r).slice(1).sort()).toEqual(['8300002', '8300003']);
    expect(r.alsoShowing).toEqual([{ word: 'dog', kinds: expect.arrayContaining(['corgi', 'husky']) }]);
  });

  it('finds toddlers and babies for "children", and the violinist and the drummer for "musician"', async () => {
    const children = await search({ q: 'children' });
    expect(ids(children).sort()).toEqual(['8300005', '8300006', '8300007']);
    expect(children.alsoShowing?.map(({ word }) => word)).toEqual(['children']);
    expect(children.alsoShowing?.[0]?.kinds.sort()).toEqual(['baby', 'toddler']);

    const musician = await search({ q: 'musician' });
    expect(ids(musician).sort()).toEqual(['8300008', '8300009']);
    expect(musician.alsoShowing?.[0]?.kinds.sort()).toEqual(['drummer', 'violinist']);
    // No clip says "musician": keeping to the word would find nothing, and the answer says so. A clip says
    // "child", so "children" can keep to it.
    expect(musician.kindsOnly).toBe(true);
    expect(children.kindsOnly).toBeUndefined();
  });

  it('shows the clips of the nearest kind of thing a word is when nothing matches it, and says so', async () => {
    // A wolf is a canine, as a dog is; no clip shows a wolf.
    const r = await search({ q: 'wolf' });
    expect(r.broadenedTo).toEqual({ word: 'wolf', kind: 'canine' });
    expect(ids(r).sort()).toEqual(['8300001', '8300002', '8300003']);
    expect(r.noResults).toBe(false);
    // Not when the words are to be kept to, nor when dropping a filter finds the word.
    expect((await search({ q: 'wolf', concepts: false })).noResults).toBe(true);
    const filtered = await search({ q: 'dog', categories: ['Music'] });
    expect(filtered.broadenedTo).toBeUndefined();
    expect(filtered.relaxations?.some((relaxation) => relaxation.total > 0)).toBe(true);
    // Nothing broader that the library has: nothing, honestly.
    const none = await search({ q: 'galaxy' });
    expect(none.noResults).toBe(true);
    expect(none.broadenedTo).toBeUndefined();
  });

  it('keeps to the words themselves when asked, and then shows no kinds', async () => {
    const r = await search({ q: 'dog', concepts: false });
    expect(ids(r)).toEqual(['8300001']);
    expect(r.alsoShowing).toBeUndefined();
    const none = await search({ q: 'musician', concepts: false });
    expect(none.noResults).toBe(true);
  });

  it('says nothing of kinds when every clip found names the word', async () => {
    const r = await search({ q: 'skateboarder' });
    expect(ids(r)).toEqual(['8300010']);
    expect(r.alsoShowing).toBeUndefined();
  });

  it('refuses a concepts switch that is not true or false, with a 400', async () => {
    const response = await fetch(`${server.url}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q: 'dog', concepts: 'sometimes' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('a library from before concepts', () => {
  it(
    "gets its clips' concepts when the server migrates, and is searched by meaning at once",
    async () => {
      const old = await startTestServer();
      try {
        const back = await migrator(old.db).migrateTo('0030_jobs');
        expect(back.error).toBeUndefined();
        // Written as a server of then wrote them: no concepts column.
        await old.db
          .insertInto('clips')
          .values(clips.map(({ concepts: _none, ...clip }) => clip))
          .execute();
        await migrate(old.db);
        const corgi = await old.db
          .selectFrom('clips')
          .select('concepts')
          .where('jmId', '=', '8300002')
          .executeTakeFirstOrThrow();
        expect(corgi.concepts).toEqual(expect.arrayContaining(['dog', 'mammal']));
        expect(ids(await search({ q: 'musician' }, old.url)).sort()).toEqual(['8300008', '8300009']);
      } finally {
        await old.close();
      }
    },
    SERVER_OF_ITS_OWN,
  );
});

describe('similar clips by meaning', () => {
  it(
    "put another dog before a cat at the same dog park: the clip's concepts weigh in",
    async () => {
      const park = await startTestServer();
      try {
        await insertClips(park.db, [
          {
            ...base,
            jmId: '8500001',
            publishingTitle: 'Corgi Escapes Its Crate at the Dog Park',
            category: 'Pets',
          },
          { ...base, jmId: '8500002', publishingTitle: 'Tabby Cat Naps at the Dog Park', category: 'Pets' },
          { ...base, jmId: '8500003', publishingTitle: 'Husky Naps at the Dog Park', category: 'Pets' },
          { ...base, jmId: '8500004', publishingTitle: 'Parrot Sings at the Dog Park', category: 'Pets' },
        ]);
        const response = await fetch(`${park.url}/api/search/similar/8500001`);
        const similar = (await response.json()) as { data: { jmId: string }[] };
        expect(similar.data.map((card) => card.jmId)[0]).toBe('8500003');
      } finally {
        await park.close();
      }
    },
    SERVER_OF_ITS_OWN,
  );
});
