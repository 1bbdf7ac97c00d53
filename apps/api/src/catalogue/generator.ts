import {
  DEFAULT_EXCLUDED_CATEGORIES,
  EXCLUDED_LIBRARY_OPTIONS,
  FULFILMENT_LIMITS,
  TONES,
  TRENDING_TAG,
  type Tone,
} from '@clipmarket/core';
import type { ClearanceStatus, NewClip } from './tables';

/**
 * The demo library: a deterministic generator of realistic clips with every field of the search document
 * (spec section 3). Clip `i` of a given seed is always the same row, whatever the count, so 10,000 clips are
 * the first 10,000 of the million.
 */

/** The reference "now" of tests and of the default seed, so dates relative to it are stable. */
export const GENERATOR_REFERENCE_NOW = new Date('2026-11-02T12:00:00Z');
export const DEFAULT_GENERATOR_SEED = 20261102;

/** Committed preview media, served for the whole library (apps/api/media). */
export const MEDIA_COUNT = 12;

// ---------------------------------------------------------------------------------------------------------
// Randomness

/** A 32-bit hash of two integers (for per-clip seeds). */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: small, fast and good enough for demo data. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** `n` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], n: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length > 0)
      out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    return out;
  }
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }
  chars(alphabet: string, n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
  digits(n: number): string {
    return String(this.int(1, 9)) + this.chars('0123456789', n - 1);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Word banks

/** [present tense, -ing form] of what happens in a clip. */
type Action = readonly [string, string];

interface Theme {
  categories: readonly string[];
  subjects: readonly string[];
  actions: readonly Action[];
  places: readonly string[];
  tags: readonly string[];
  tones: readonly Tone[];
  /** Whether titles may lead with the camera ('Dashcam Captures …'); not when the subject is the camera. */
  cameraLead?: boolean;
  /**
   * The subjects an action (by its present tense) or a place is believable for; one not listed fits every
   * subject. A clip whose drawn action or place does not fit its subject takes the next one in the list that
   * does (issue 31 item 4: no humpback whale raids a backyard bird feeder).
   */
  fits?: Readonly<Record<string, readonly string[]>>;
  /** The theme's tags that name a kind, with the subjects they are true of: a tabby cat is never tagged "dog". */
  kinds?: Readonly<Record<string, readonly string[]>>;
  footage: readonly (readonly [FootageTypeValue | null, number])[];
}

type FootageTypeValue = 'Dashcam' | 'Drone' | 'Pov' | 'Security';

const DOGS = [
  'Golden Retriever',
  'Border Collie',
  'Husky',
  'Corgi',
  'Rescue Puppy',
  'Labrador',
  'Pug',
  'Dachshund',
];
const CATS = ['Tabby Cat', 'Maine Coon'];
const LAND_ANIMALS = ['Moose', 'Black Bear', 'Herd of Elephants', 'Red Fox', 'Mountain Lion', 'Kangaroo'];
const SEA_ANIMALS = ['Humpback Whale', 'Pod of Dolphins', 'Great White Shark', 'Octopus'];
const SPORTS_SUBJECTS = [
  'Little League Pitcher',
  'High School Quarterback',
  'Goalkeeper',
  'Golfer',
  'Bowler',
  'Powerlifter',
  'Marathon Runner',
  'Referee',
  'Point Guard',
  'Fan in the Stands',
];
/** The sports subjects who do not play. */
const AT_THE_GAME = ['Referee', 'Fan in the Stands'];

/** The first of `options`, from `drawn` on, that the theme's `fits` allows for `subject`. */
function fitting(theme: Theme, subject: string, options: readonly string[], drawn: string): string {
  const start = options.indexOf(drawn);
  for (let i = 0; i < options.length; i++) {
    const option = options[(start + i) % options.length]!;
    const allowed = theme.fits?.[option];
    if (!allowed || allowed.includes(subject)) return option;
  }
  return drawn;
}

const THEMES: readonly Theme[] = [
  {
    categories: ['Animals', 'Pets'],
    subjects: [
      'Golden Retriever',
      'Border Collie',
      'Husky',
      'Tabby Cat',
      'Corgi',
      'Parrot',
      'Rescue Puppy',
      'Maine Coon',
      'Labrador',
      'Pug',
      'Dachshund',
      'Bearded Dragon',
    ],
    actions: [
      ['Catches Frisbee Mid-Air', 'Catching Frisbee Mid-Air'],
      ['Opens the Fridge by Itself', 'Opening the Fridge by Itself'],
      ['Howls Along to the Piano', 'Howling Along to the Piano'],
      ['Steals Dinner off the Counter', 'Stealing Dinner off the Counter'],
      ['Refuses to Leave the Bath', 'Refusing to Leave the Bath'],
      ['Greets Owner After Six Months Apart', 'Greeting Owner After Six Months Apart'],
      ['Learns to Ring a Bell for Treats', 'Learning to Ring a Bell for Treats'],
      ['Plays Fetch with Itself', 'Playing Fetch with Itself'],
      ['Escapes Its Crate Like a Pro', 'Escaping Its Crate Like a Pro'],
      ['Dramatically Faints at the Vet', 'Dramatically Fainting at the Vet'],
    ],
    places: [
      'at the Beach',
      'in the Backyard',
      'on the Couch',
      'at the Dog Park',
      'in the Kitchen',
      'in the Snow',
    ],
    tags: ['dog', 'cat', 'pet', 'cute animals', 'puppy', 'funny pets', 'owner', 'treats', 'animal tricks'],
    fits: {
      'Catches Frisbee Mid-Air': DOGS,
      'Opens the Fridge by Itself': [...DOGS, ...CATS, 'Parrot'],
      'Howls Along to the Piano': DOGS,
      'Steals Dinner off the Counter': [...DOGS, ...CATS, 'Parrot'],
      'Greets Owner After Six Months Apart': [...DOGS, ...CATS, 'Parrot'],
      'Learns to Ring a Bell for Treats': [...DOGS, ...CATS, 'Parrot'],
      'Plays Fetch with Itself': DOGS,
      'Escapes Its Crate Like a Pro': [...DOGS, ...CATS, 'Parrot'],
      'at the Dog Park': DOGS,
    },
    kinds: { dog: DOGS, cat: CATS, puppy: ['Rescue Puppy'] },
    tones: ['Cute', 'Funny', 'Heartwarming'],
    footage: [
      [null, 8],
      ['Security', 2],
      ['Pov', 1],
    ],
  },
  {
    categories: ['Wildlife', 'Nature'],
    subjects: [
      'Moose',
      'Black Bear',
      'Bald Eagle',
      'Humpback Whale',
      'Herd of Elephants',
      'Red Fox',
      'Mountain Lion',
      'Pod of Dolphins',
      'Family of Otters',
      'Great White Shark',
      'Kangaroo',
      'Octopus',
    ],
    actions: [
      ['Crosses the Road at Dawn', 'Crossing the Road at Dawn'],
      ['Breaches Next to Kayakers', 'Breaching Next to Kayakers'],
      ['Raids a Backyard Bird Feeder', 'Raiding a Backyard Bird Feeder'],
      ['Swims Alongside a Paddleboarder', 'Swimming Alongside a Paddleboarder'],
      ['Snatches a Fish from the Water', 'Snatching a Fish from the Water'],
      ['Strolls Through a Campsite', 'Strolling Through a Campsite'],
      ['Plays in the First Snow', 'Playing in the First Snow'],
      ['Stares Down a Hiker', 'Staring Down a Hiker'],
      ['Rescues Its Stranded Calf', 'Rescuing Its Stranded Calf'],
    ],
    places: [
      'at Dawn',
      'in a National Park',
      'off the Coast',
      'on a Trail Camera',
      'at the Lake',
      'in the Rainforest',
    ],
    tags: [
      'wildlife',
      'nature',
      'animals',
      'wild animals',
      'bear',
      'whale',
      'encounter',
      'outdoors',
      'national park',
    ],
    fits: {
      'Crosses the Road at Dawn': [...LAND_ANIMALS, 'Family of Otters'],
      'Breaches Next to Kayakers': ['Humpback Whale', 'Pod of Dolphins', 'Great White Shark'],
      'Raids a Backyard Bird Feeder': ['Black Bear', 'Red Fox', 'Moose'],
      'Swims Alongside a Paddleboarder': [...SEA_ANIMALS, 'Family of Otters', 'Moose'],
      'Snatches a Fish from the Water': [
        'Bald Eagle',
        'Black Bear',
        'Family of Otters',
        'Pod of Dolphins',
        'Great White Shark',
      ],
      'Strolls Through a Campsite': LAND_ANIMALS,
      'Plays in the First Snow': ['Moose', 'Black Bear', 'Red Fox', 'Mountain Lion', 'Family of Otters'],
      'Stares Down a Hiker': [...LAND_ANIMALS, 'Bald Eagle'],
      'Rescues Its Stranded Calf': ['Humpback Whale', 'Herd of Elephants', 'Moose', 'Pod of Dolphins'],
      'off the Coast': [...SEA_ANIMALS, 'Family of Otters', 'Bald Eagle'],
      'on a Trail Camera': [...LAND_ANIMALS, 'Family of Otters'],
      'in the Rainforest': ['Herd of Elephants', 'Mountain Lion', 'Bald Eagle'],
      'at the Lake': ['Moose', 'Black Bear', 'Bald Eagle', 'Family of Otters', 'Red Fox'],
      'in a National Park': [...LAND_ANIMALS, 'Bald Eagle', 'Family of Otters'],
    },
    kinds: { bear: ['Black Bear'], whale: ['Humpback Whale'] },
    tones: ['Scary', 'Heartwarming', 'Cute'],
    footage: [
      [null, 5],
      ['Drone', 3],
      ['Security', 1],
      ['Pov', 1],
    ],
  },
  {
    categories: ['Dashcam', 'Cars & Vehicles'],
    subjects: [
      'Truck Driver',
      'Motorcyclist',
      'Tesla',
      'School Bus',
      'Semi Truck',
      'Delivery Van',
      'Taxi Driver',
      'Runaway Tire',
      'Pickup Truck',
      'Street Racer',
    ],
    actions: [
      ['Narrowly Avoids a Head-On Crash', 'Narrowly Avoiding a Head-On Crash'],
      ['Slides Across an Icy Highway', 'Sliding Across an Icy Highway'],
      ['Dodges a Falling Tree', 'Dodging a Falling Tree'],
      ['Runs a Red Light at Full Speed', 'Running a Red Light at Full Speed'],
      ['Gets Stuck Under a Low Bridge', 'Getting Stuck Under a Low Bridge'],
      ['Stops Traffic to Save Ducklings', 'Stopping Traffic to Save Ducklings'],
      ['Hydroplanes Through Floodwater', 'Hydroplaning Through Floodwater'],
      ['Loses Its Load on the Freeway', 'Losing Its Load on the Freeway'],
    ],
    places: [
      'on the Freeway',
      'at a Busy Intersection',
      'in a Snowstorm',
      'on a Mountain Pass',
      'at Rush Hour',
    ],
    tags: [
      'dashcam',
      'car',
      'driving',
      'road rage',
      'near miss',
      'crash',
      'traffic',
      'highway',
      'close call',
    ],
    tones: ['Scary', 'Cringe'],
    footage: [
      ['Dashcam', 9],
      ['Security', 1],
    ],
  },
  {
    categories: ['Fails', 'Pranks'],
    subjects: [
      'Groom',
      'Skateboarder',
      'Grandpa',
      'Personal Trainer',
      'Weatherman',
      'Teenager',
      'Delivery Driver',
      'Dad',
      'Bride',
      'Influencer',
    ],
    actions: [
      ['Falls into the Pool Mid-Speech', 'Falling into the Pool Mid-Speech'],
      ['Attempts a Backflip and Regrets It', 'Attempting a Backflip and Regretting It'],
      ['Gets Launched by a Trampoline', 'Getting Launched by a Trampoline'],
      ['Walks Straight into a Glass Door', 'Walking Straight into a Glass Door'],
      ['Pranks the Whole Family with a Fake Spider', 'Pranking the Whole Family with a Fake Spider'],
      ['Drops the Cake at the Worst Moment', 'Dropping the Cake at the Worst Moment'],
      ['Breaks the Chair Live on Air', 'Breaking the Chair Live on Air'],
      ['Misjudges the Jump Completely', 'Misjudging the Jump Completely'],
    ],
    places: [
      'at a Wedding',
      'on Live TV',
      'at the Gym',
      'in the Backyard',
      'at the Office Party',
      'at the Lake',
    ],
    tags: ['fail', 'funny', 'epic fail', 'prank', 'blooper', 'ouch', 'wipeout', 'comedy', 'lol'],
    tones: ['Funny', 'Cringe'],
    footage: [
      [null, 8],
      ['Security', 1],
      ['Pov', 1],
    ],
  },
  {
    categories: ['Extreme Sports', 'Skateboarding', 'Surfing'],
    subjects: [
      'Surfer',
      'Base Jumper',
      'Snowboarder',
      'Mountain Biker',
      'Skateboarder',
      'Wingsuit Pilot',
      'Rock Climber',
      'Kitesurfer',
      'Freerunner',
      'Pro Skier',
    ],
    actions: [
      ['Rides a Monster Wave', 'Riding a Monster Wave'],
      ['Lands an Impossible Trick', 'Landing an Impossible Trick'],
      ['Outruns an Avalanche', 'Outrunning an Avalanche'],
      ['Grinds a Forty-Stair Handrail', 'Grinding a Forty-Stair Handrail'],
      ['Flies Through a Narrow Canyon', 'Flying Through a Narrow Canyon'],
      ['Free Solos a Sheer Cliff', 'Free Soloing a Sheer Cliff'],
      ['Jumps Between Rooftops', 'Jumping Between Rooftops'],
      ['Survives a Brutal Wipeout', 'Surviving a Brutal Wipeout'],
    ],
    places: [
      'on a Big Swell Day',
      'in the Mountains',
      'at the Skatepark',
      'off a Cliff',
      'in the Desert',
      'at the Reef Break',
    ],
    tags: [
      'extreme sports',
      'adrenaline',
      'surfing',
      'skateboarding',
      'snowboarding',
      'gopro',
      'stunt',
      'big wave',
    ],
    tones: ['Scary'],
    footage: [
      ['Pov', 5],
      ['Drone', 3],
      [null, 3],
    ],
  },
  {
    categories: ['Weather', 'News & Events'],
    subjects: [
      'Tornado',
      'Lightning Bolt',
      'Hailstorm',
      'Flash Flood',
      'Waterspout',
      'Dust Storm',
      'Volcano',
      'Ice Storm',
      'Wildfire',
      'Blizzard',
    ],
    actions: [
      ['Tears Through a Small Town', 'Tearing Through a Small Town'],
      ['Strikes Just Feet Away', 'Striking Just Feet Away'],
      ['Swallows a Highway', 'Swallowing a Highway'],
      ['Forms over the Lake', 'Forming over the Lake'],
      ['Lights Up the Night Sky', 'Lighting Up the Night Sky'],
      ['Rolls into the City', 'Rolling into the City'],
      ['Erupts at Sunrise', 'Erupting at Sunrise'],
    ],
    places: [
      'Across the Plains',
      'over the Bay',
      'at Night',
      'in Slow Motion',
      'from a Plane Window',
      'in Time-Lapse',
    ],
    tags: [
      'weather',
      'storm',
      'tornado',
      'lightning',
      'natural disaster',
      'storm chaser',
      'severe weather',
      'news',
    ],
    tones: ['Scary', 'Sad'],
    footage: [
      [null, 5],
      ['Drone', 2],
      ['Dashcam', 2],
      ['Security', 1],
    ],
  },
  {
    categories: ['Heartwarming', 'Babies & Kids'],
    subjects: [
      'Toddler',
      'Soldier',
      'Grandma',
      'Baby',
      'Little Girl',
      'Twin Brothers',
      'Deaf Toddler',
      'Stepdad',
      'Best Friends',
      'Newlyweds',
    ],
    actions: [
      ['Surprises Family After a Year Overseas', 'Surprising Family After a Year Overseas'],
      ['Hears for the First Time', 'Hearing for the First Time'],
      ['Meets Newborn Sister', 'Meeting Newborn Sister'],
      ['Takes First Steps', 'Taking First Steps'],
      ['Gets Adopted on Their Birthday', 'Getting Adopted on Their Birthday'],
      ['Dances with Grandpa at the Wedding', 'Dancing with Grandpa at the Wedding'],
      ['Reacts to Seeing Snow for the First Time', 'Reacting to Seeing Snow for the First Time'],
      ['Pays for a Stranger’s Groceries', 'Paying for a Stranger’s Groceries'],
    ],
    places: ['at the Airport', 'at School', 'in the Hospital', 'at the Reception', 'on Christmas Morning'],
    tags: [
      'heartwarming',
      'family',
      'surprise',
      'reunion',
      'kids',
      'baby',
      'wedding',
      'emotional',
      'wholesome',
    ],
    tones: ['Heartwarming', 'Cute', 'Sad'],
    footage: [[null, 1]],
  },
  {
    categories: ['Sports'],
    subjects: SPORTS_SUBJECTS,
    actions: [
      ['Sinks a Full-Court Buzzer Beater', 'Sinking a Full-Court Buzzer Beater'],
      ['Scores from Behind the Halfway Line', 'Scoring from Behind the Halfway Line'],
      ['Hits a Hole-in-One', 'Hitting a Hole-in-One'],
      ['Catches a Foul Ball with One Hand', 'Catching a Foul Ball with One Hand'],
      ['Bowls a Perfect Game', 'Bowling a Perfect Game'],
      ['Carries a Rival Across the Finish Line', 'Carrying a Rival Across the Finish Line'],
      ['Breaks a World Record', 'Breaking a World Record'],
    ],
    places: ['at the State Final', 'in Overtime', 'at the Stadium', 'on the Last Play', 'at the Local Gym'],
    tags: [
      'sports',
      'basketball',
      'soccer',
      'baseball',
      'golf',
      'amazing',
      'record',
      'athlete',
      'game winner',
    ],
    // A referee or a fan in the stands is at the game, not playing it.
    kinds: { athlete: SPORTS_SUBJECTS.filter((subject) => !AT_THE_GAME.includes(subject)) },
    tones: ['Heartwarming', 'Funny'],
    footage: [
      [null, 8],
      ['Drone', 1],
      ['Pov', 1],
    ],
  },
  {
    categories: ['Talent', 'Music', 'Dance'],
    subjects: [
      'Street Performer',
      'Six-Year-Old Drummer',
      'Grandpa',
      'Flash Mob',
      'Subway Violinist',
      'Janitor',
      'Cheer Squad',
      'Beatboxer',
      'Ballet Dancer',
      'Choir',
    ],
    actions: [
      ['Stuns the Crowd with a Perfect Cover', 'Stunning the Crowd with a Perfect Cover'],
      ['Breaks into a Choreographed Routine', 'Breaking into a Choreographed Routine'],
      ['Plays the Piano Blindfolded', 'Playing the Piano Blindfolded'],
      ['Wins the Dance-Off', 'Winning the Dance-Off'],
      ['Sings the Anthem Flawlessly', 'Singing the Anthem Flawlessly'],
      ['Nails a Viral Dance Trend', 'Nailing a Viral Dance Trend'],
    ],
    places: [
      'at the Train Station',
      'at a Shopping Mall',
      'on Stage',
      'at the Ballgame',
      'in the Town Square',
    ],
    tags: [
      'talent',
      'music',
      'dance',
      'performance',
      'singing',
      'cover',
      'street performer',
      'amazing talent',
    ],
    tones: ['Heartwarming', 'Funny'],
    footage: [
      [null, 9],
      ['Drone', 1],
    ],
  },
  {
    categories: ['Police & Rescue', 'News & Events'],
    subjects: [
      'Firefighter',
      'Police Officer',
      'Lifeguard',
      'Good Samaritan',
      'Coast Guard Crew',
      'Neighbour',
      'Off-Duty Nurse',
      'Bystanders',
    ],
    actions: [
      ['Pulls Driver from a Burning Car', 'Pulling Driver from a Burning Car'],
      ['Rescues a Kitten from a Storm Drain', 'Rescuing a Kitten from a Storm Drain'],
      ['Catches a Toddler Falling from a Balcony', 'Catching a Toddler Falling from a Balcony'],
      ['Saves a Swimmer Caught in a Rip Current', 'Saving a Swimmer Caught in a Rip Current'],
      ['Lifts a Car to Free a Trapped Cyclist', 'Lifting a Car to Free a Trapped Cyclist'],
      ['Chases Down a Bike Thief', 'Chasing Down a Bike Thief'],
    ],
    places: ['on Bodycam', 'in Broad Daylight', 'on the Highway', 'at the Beach', 'Downtown'],
    tags: [
      'rescue',
      'hero',
      'police',
      'firefighter',
      'bodycam',
      'good samaritan',
      'caught on camera',
      'news',
    ],
    tones: ['Heartwarming', 'Scary'],
    footage: [
      [null, 4],
      ['Security', 3],
      ['Dashcam', 2],
      ['Pov', 2],
    ],
  },
  {
    categories: ['Travel', 'Nature'],
    subjects: [
      'Northern Lights',
      'Hot Air Balloons',
      'Glacier',
      'Waterfall',
      'Cherry Blossoms',
      'Sand Dunes',
      'Bioluminescent Waves',
      'Total Solar Eclipse',
    ],
    actions: [
      ['Puts On a Breathtaking Show', 'Putting On a Breathtaking Show'],
      ['Looks Unreal from the Air', 'Looking Unreal from the Air'],
      ['Leaves Tourists Speechless', 'Leaving Tourists Speechless'],
      ['Lights Up the Landscape', 'Lighting Up the Landscape'],
      ['Steals the Show', 'Stealing the Show'],
    ],
    places: [
      'over the Fjords',
      'at First Light',
      'Above the Clouds',
      'in the Old Town',
      'in the Desert',
      'at Sunset',
    ],
    tags: [
      'travel',
      'nature',
      'scenic',
      'landscape',
      'aerial',
      'beautiful',
      'sunset',
      'bucket list',
      'timelapse',
    ],
    tones: ['Heartwarming'],
    footage: [
      ['Drone', 6],
      [null, 4],
    ],
  },
  {
    categories: ['Food & Drink', 'Home & DIY', 'Holidays'],
    subjects: [
      'Home Cook',
      'Pastry Chef',
      'Dad',
      'Teenager',
      'Grandma',
      'Contractor',
      'Neighbours',
      'Roommates',
    ],
    actions: [
      ['Flips a Pancake Three Storeys High', 'Flipping a Pancake Three Storeys High'],
      ['Builds a Treehouse in One Weekend', 'Building a Treehouse in One Weekend'],
      ['Sets the Thanksgiving Turkey on Fire', 'Setting the Thanksgiving Turkey on Fire'],
      ['Decorates the Whole Street with Lights', 'Decorating the Whole Street with Lights'],
      ['Bakes a Cake That Looks Like a Sneaker', 'Baking a Cake That Looks Like a Sneaker'],
      ['Finds a Hidden Room Behind the Wall', 'Finding a Hidden Room Behind the Wall'],
    ],
    places: ['in the Kitchen', 'in the Garage', 'for the Holidays', 'in the Backyard', 'on Halloween'],
    tags: ['food', 'cooking', 'diy', 'home', 'holiday', 'christmas', 'halloween', 'satisfying', 'life hack'],
    tones: ['Funny', 'Cute', 'Cringe'],
    footage: [
      [null, 9],
      ['Security', 1],
    ],
  },
  {
    categories: ['Science & Tech', 'Paranormal'],
    cameraLead: false,
    subjects: ['Doorbell Camera', 'Baby Monitor', 'Security Camera', 'Trail Camera', 'Webcam', 'Car Camera'],
    actions: [
      ['Captures a Meteor Lighting Up the Sky', 'Capturing a Meteor Lighting Up the Sky'],
      ['Records a Ghostly Figure in the Hallway', 'Recording a Ghostly Figure in the Hallway'],
      ['Catches a Robot Vacuum Dragging a Sock', 'Catching a Robot Vacuum Dragging a Sock'],
      ['Spots a Strange Light Hovering over the House', 'Spotting a Strange Light Hovering over the House'],
      ['Films a Door Opening by Itself', 'Filming a Door Opening by Itself'],
      ['Captures a Rocket Launch from the Backyard', 'Capturing a Rocket Launch from the Backyard'],
      ['Picks Up Something Unexplained', 'Picking Up Something Unexplained'],
    ],
    places: ['at Night', 'at 3 AM', 'in an Empty School', 'over the Suburbs', 'in the Living Room'],
    tags: [
      'science',
      'technology',
      'space',
      'paranormal',
      'ghost',
      'unexplained',
      'doorbell camera',
      'ufo',
      'meteor',
    ],
    tones: ['Scary', 'Funny'],
    footage: [
      ['Security', 6],
      [null, 3],
      ['Dashcam', 1],
    ],
  },
];

/** Who filmed it, for clips of no particular footage type. */
const CAMERA_LEADS = ['Bystander', 'Home Video', 'Phone Video', 'Onlooker'];

const CAMERA_FOR_FOOTAGE: Record<FootageTypeValue, readonly string[]> = {
  Dashcam: ['Dashcam'],
  Drone: ['Drone'],
  Pov: ['GoPro', 'Bodycam', 'Helmet Camera'],
  Security: ['Doorbell Camera', 'Security Camera', 'Trail Camera'],
};

interface Headline {
  subject: string;
  /** The action in the present tense, agreeing with the subject. */
  act: string;
  setting: string;
  plural: boolean;
}

const PUBLISHING_TEMPLATES: readonly ((h: Headline) => string)[] = [
  (h) => `Watch: ${h.subject} ${h.act}`,
  (h) => `${h.subject} ${h.act} ${h.setting}`,
  (h) => `Incredible Moment ${h.subject} ${h.act}`,
  (h) => `${h.plural ? 'These' : 'This'} ${h.subject} ${h.act} and the Internet Can’t Get Enough`,
  (h) => `${h.subject} ${h.act} — You Won’t Believe What Happens Next`,
  (h) => `Unbelievable: ${h.subject} ${h.act} ${h.setting}`,
  (h) => `${h.subject} ${h.act} in Jaw-Dropping Video`,
];

/** 'Bystanders', 'Hot Air Balloons' (but not 'Herd of Elephants' or 'Fan in the Stands'). */
function isPlural(subject: string): boolean {
  const head = subject.split(/ (?:of|in) /)[0] ?? subject;
  return /[^su]s$/.test(head);
}

/** 'Catches Frisbee' → 'Catch Frisbee', 'Dramatically Faints' → 'Dramatically Faint', 'Flies' → 'Fly'. */
function pluralVerb(action: string): string {
  const words = action.split(' ');
  const i = words.findIndex((w) => /s$/.test(w));
  if (i < 0) return action;
  const w = words[i]!;
  words[i] = /(ch|sh|ss|x|z)es$/.test(w)
    ? w.slice(0, -2)
    : /[^aeiou]ies$/.test(w)
      ? `${w.slice(0, -3)}y`
      : w.slice(0, -1);
  return words.join(' ');
}

const CLOSERS = [
  'The moment was caught on camera by a passer-by.',
  'The footage quickly racked up millions of views.',
  'Luckily, nobody was hurt.',
  'The filmer said they could not believe their eyes.',
  'Friends and family have watched it on repeat ever since.',
  'It all happened in a matter of seconds.',
  'The filmer kept rolling, and we are glad they did.',
  'Onlookers erupted in cheers.',
];

const DEVICES = [
  'iPhone 15 Pro',
  'Pixel 8',
  'Galaxy S24',
  'GoPro Hero 12',
  'DJI Mini 4 Pro',
  'Nextbase 622GW',
  'Ring Doorbell',
];

const PRIVATE_TAGS = [
  'evergreen',
  'compilation-ready',
  'brand-safe',
  'needs-review',
  'high-engagement',
  'seasonal',
  'exclusive',
  'first-look',
  'ad-friendly',
  'talent-release-pending',
  'news-worthy',
  'social-first',
];

interface Place {
  city: string;
  region: string;
  country: string;
}

const PLACES: readonly Place[] = [
  { city: 'San Diego', region: 'California', country: 'United States' },
  { city: 'Austin', region: 'Texas', country: 'United States' },
  { city: 'Denver', region: 'Colorado', country: 'United States' },
  { city: 'Orlando', region: 'Florida', country: 'United States' },
  { city: 'Anchorage', region: 'Alaska', country: 'United States' },
  { city: 'Oklahoma City', region: 'Oklahoma', country: 'United States' },
  { city: 'Brooklyn', region: 'New York', country: 'United States' },
  { city: 'Seattle', region: 'Washington', country: 'United States' },
  { city: 'Phoenix', region: 'Arizona', country: 'United States' },
  { city: 'Nashville', region: 'Tennessee', country: 'United States' },
  { city: 'Toronto', region: 'Ontario', country: 'Canada' },
  { city: 'Banff', region: 'Alberta', country: 'Canada' },
  { city: 'Vancouver', region: 'British Columbia', country: 'Canada' },
  { city: 'Manchester', region: 'England', country: 'United Kingdom' },
  { city: 'Edinburgh', region: 'Scotland', country: 'United Kingdom' },
  { city: 'Cork', region: 'Munster', country: 'Ireland' },
  { city: 'Sydney', region: 'New South Wales', country: 'Australia' },
  { city: 'Gold Coast', region: 'Queensland', country: 'Australia' },
  { city: 'Perth', region: 'Western Australia', country: 'Australia' },
  { city: 'Queenstown', region: 'Otago', country: 'New Zealand' },
  { city: 'Reykjavík', region: 'Capital Region', country: 'Iceland' },
  { city: 'Bergen', region: 'Vestland', country: 'Norway' },
  { city: 'Munich', region: 'Bavaria', country: 'Germany' },
  { city: 'Lyon', region: 'Auvergne-Rhône-Alpes', country: 'France' },
  { city: 'Nazaré', region: 'Leiria', country: 'Portugal' },
  { city: 'Valencia', region: 'Valencia', country: 'Spain' },
  { city: 'Naples', region: 'Campania', country: 'Italy' },
  { city: 'Zermatt', region: 'Valais', country: 'Switzerland' },
  { city: 'Cape Town', region: 'Western Cape', country: 'South Africa' },
  { city: 'Nairobi', region: 'Nairobi County', country: 'Kenya' },
  { city: 'Mumbai', region: 'Maharashtra', country: 'India' },
  { city: 'Kyoto', region: 'Kyoto', country: 'Japan' },
  { city: 'Seoul', region: 'Seoul', country: 'South Korea' },
  { city: 'Bali', region: 'Bali', country: 'Indonesia' },
  { city: 'Rio de Janeiro', region: 'Rio de Janeiro', country: 'Brazil' },
  { city: 'Mexico City', region: 'CDMX', country: 'Mexico' },
  { city: 'Buenos Aires', region: 'Buenos Aires', country: 'Argentina' },
  { city: 'Manila', region: 'Metro Manila', country: 'Philippines' },
];

/** The libraries clips are licensed from; one of them is the excludable Viral Hog. */
export const LIBRARIES: readonly { name: string; shortName: string; weight: number }[] = [
  { name: 'Clipmarket Originals', shortName: 'CMO', weight: 50 },
  { name: EXCLUDED_LIBRARY_OPTIONS[0], shortName: 'VH', weight: 15 },
  { name: 'Northlight Media', shortName: 'NLM', weight: 12 },
  { name: 'Backyard Footage Co.', shortName: 'BFC', weight: 9 },
  { name: 'Wild Lens Collective', shortName: 'WLC', weight: 8 },
  { name: 'Roadside Archive', shortName: 'RDA', weight: 6 },
];

const HANDLES = [
  'sunnydays',
  'wildlens',
  'roadtrippin',
  'the_millers',
  'pawsandclaws',
  'epicmoments',
  'jess.films',
  'dashcamdan',
  'surfcheck',
  'stormwatch',
];
const PUBLISHER_PAGES = [
  'viralclips',
  'dailydoseofinternet',
  'thedodo.style',
  'storytrender',
  'rumbleviral',
  'goodnewsdaily',
];

/** Every category the generator uses, the two excluded ones included (spec section 5). */
export const CATEGORIES: readonly string[] = [
  ...new Set(THEMES.flatMap((t) => t.categories)),
  ...DEFAULT_EXCLUDED_CATEGORIES,
].sort();

// ---------------------------------------------------------------------------------------------------------
// Helpers

const DAY_MS = 86_400_000;
const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const SHORT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_';

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Words that keep their capital inside a sentence. */
const PROPER = new Set([
  ...PLACES.flatMap((p) => [p.city, p.region, p.country]).flatMap((name) => name.split(' ')),
  ...'Christmas Halloween Thanksgiving AM TV Tesla GoPro'.split(' '),
]);

/** 'Catches Frisbee Mid-Air at the Beach' → 'catches frisbee mid-air at the beach'; names keep their capitals. */
function inSentence(s: string): string {
  let out = sentenceCache.get(s);
  if (out === undefined) {
    out = s
      .split(' ')
      .map((word) => (PROPER.has(word) ? word : word.toLowerCase()))
      .join(' ');
    sentenceCache.set(s, out);
  }
  return out;
}
const sentenceCache = new Map<string, string>();

/** 'a golden retriever', 'an octopus', 'Bystanders' (a plural takes none). */
function withArticle(s: string, plural: boolean): string {
  if (plural) return s.charAt(0).toUpperCase() + s.slice(1);
  return /^[aeiou]/i.test(s) ? `An ${s}` : `A ${s}`;
}

function mediaNumber(index: number): string {
  return String((index % MEDIA_COUNT) + 1).padStart(2, '0');
}

/**
 * A clip's watermarked preview: one of the shared footages with a media fragment (`#t=0,N`) for the clip's own
 * length up to the preview cap, so a 7-second clip previews 7 seconds and a 5-minute one the cap. Players
 * keep to the span (packages/ui `useMediaFragment`); the footage itself is the cap's length.
 */
export function previewUrlOf(media: string, durationSeconds: number): string {
  const seconds = Math.max(1, Math.min(Math.round(durationSeconds), FULFILMENT_LIMITS.previewCapSeconds));
  return `/media/previews/clip-${media}.mp4#t=0,${seconds}`;
}

/**
 * Where a clip was first posted. Every URL is written in core's canonical form (`canonicalUrl`), the form a
 * URL search compares with: YouTube and Facebook as watch?v=, other hosts without www. and without a trailing
 * slash (a test checks each is its own canonical form).
 */
function sourceUrl(rng: Rng, youTubeId: string): { url: string; platformId: string } {
  const platform = rng.weighted([
    ['youtube', 45],
    ['tiktok', 25],
    ['instagram', 18],
    ['facebook', 12],
  ] as const);
  const handle = rng.pick(HANDLES);
  switch (platform) {
    case 'youtube':
      return { url: `https://www.youtube.com/watch?v=${youTubeId}`, platformId: youTubeId };
    case 'tiktok': {
      const id = rng.digits(19);
      return { url: `https://tiktok.com/@${handle}/video/${id}`, platformId: id };
    }
    case 'instagram': {
      const id = rng.chars(SHORT_ALPHABET, 11);
      return { url: `https://instagram.com/reel/${id}`, platformId: id };
    }
    default: {
      const id = rng.digits(15);
      return { url: `https://facebook.com/watch?v=${id}`, platformId: id };
    }
  }
}

/** A licensee's post (published URL) or an unlicensed re-upload (infraction URL), canonical like sourceUrl. */
function repostUrl(rng: Rng): string {
  const page = rng.pick(PUBLISHER_PAGES);
  return rng.weighted([
    [`https://www.youtube.com/watch?v=${rng.chars(YOUTUBE_ALPHABET, 11)}`, 3],
    [`https://www.youtube.com/watch?v=${rng.chars(YOUTUBE_ALPHABET, 11)}`, 2],
    [`https://facebook.com/watch?v=${rng.digits(15)}`, 2],
    [`https://tiktok.com/@${page}/video/${rng.digits(19)}`, 2],
    [`https://instagram.com/p/${rng.chars(SHORT_ALPHABET, 11)}`, 1],
  ]);
}

function duration(rng: Rng): number {
  const band = rng.weighted([
    ['short', 85],
    ['long', 11],
    ['tiny', 4],
  ] as const);
  if (band === 'tiny') return rng.int(1, 4);
  if (band === 'long') return rng.int(121, 600);
  return 5 + Math.floor(rng.next() ** 1.6 * 116);
}

// ---------------------------------------------------------------------------------------------------------
// The generator

export interface GenerateOptions {
  count: number;
  /** @default DEFAULT_GENERATOR_SEED */
  seed?: number;
  /** Dates are relative to this. @default GENERATOR_REFERENCE_NOW */
  now?: Date;
  /** First clip index (for generating in chunks). @default 0 */
  start?: number;
}

/** The jmId of clip `index`: a 7-digit string, unique for up to 1,200,000 clips, increasing with index. */
export function jmIdOf(index: number, seed = DEFAULT_GENERATOR_SEED): string {
  return String(1_200_000 + index * 7 + (mix(seed, index) % 7));
}

/**
 * What the generator knows a clip is about, before any wording: the ground truth of the relevance benchmark
 * (apps/api/src/search/relevance.ts), which judges results by it rather than by the text the index sees.
 */
export interface ClipFacts {
  jmId: string;
  /** The theme's categories, e.g. ['Extreme Sports', 'Skateboarding', 'Surfing']. */
  themeCategories: readonly string[];
  subject: string;
  /** [present tense, -ing form], e.g. ['Catches Frisbee Mid-Air', 'Catching Frisbee Mid-Air']. */
  action: Action;
  setting: string;
  city: string;
  country: string;
  footageType: FootageTypeValue | null;
  /** The clip's first posted address, as the filmer shared it (canonical). */
  sourceUrl: string;
}

/** Clip number `index` of the library with this seed. */
export function generateClip(
  index: number,
  seed = DEFAULT_GENERATOR_SEED,
  now = GENERATOR_REFERENCE_NOW,
): NewClip {
  return generateClipWithFacts(index, seed, now).clip;
}

/** Clip number `index` with what it is about (`ClipFacts`). */
export function generateClipWithFacts(
  index: number,
  seed = DEFAULT_GENERATOR_SEED,
  now = GENERATOR_REFERENCE_NOW,
): { clip: NewClip; facts: ClipFacts } {
  const rng = new Rng(prng(mix(seed, index + 1)));
  const nowMs = now.getTime();
  const theme = rng.pick(THEMES);
  const subject = rng.pick(theme.subjects);
  // Drawn as ever (the same random numbers for every clip), then moved on to one believable for the subject.
  const drawnAction = rng.pick(theme.actions);
  const present = fitting(
    theme,
    subject,
    theme.actions.map((a) => a[0]),
    drawnAction[0],
  );
  const action = theme.actions.find((a) => a[0] === present) ?? drawnAction;
  const setting = fitting(theme, subject, theme.places, rng.pick(theme.places));
  const place = rng.pick(PLACES);
  const footageType = rng.weighted(theme.footage);

  // Title: what the filmer's clip shows; the publishing title is the packaged headline.
  const plural = isPlural(subject);
  const act = plural ? pluralVerb(action[0]) : action[0];
  const form = rng.int(0, 9);
  let title: string | null;
  if (form < 4) title = `${subject} ${act}`;
  else if (form < 8) title = `${subject} ${act} ${setting}`;
  else if (theme.cameraLead === false) title = `${subject} ${act} ${setting}`;
  else {
    const camera = footageType ? rng.pick(CAMERA_FOR_FOOTAGE[footageType]) : rng.pick(CAMERA_LEADS);
    title = `${camera} Captures ${subject} ${action[1]}`;
  }
  let publishingTitle: string | null = rng.pick(PUBLISHING_TEMPLATES)({ subject, act, setting, plural });
  if (rng.chance(0.08)) publishingTitle = null;
  if (rng.chance(0.002)) title = null;

  const location = `${place.city}, ${place.region}`;
  const publishingDescription =
    `${withArticle(inSentence(subject), plural)} ${inSentence(act)} ${inSentence(setting)} in ${place.city}, ${place.country}. ` +
    rng.pick(CLOSERS);

  // Dates: a few clips acquired in the last 72 hours and the last month, the rest over about six years.
  const ageBand = rng.weighted([
    ['72h', 3],
    ['month', 7],
    ['years', 90],
  ] as const);
  const ageMs =
    ageBand === '72h'
      ? rng.next() * 3 * DAY_MS * 0.98
      : ageBand === 'month'
        ? (3 + rng.next() * 27) * DAY_MS
        : (30 + rng.next() * (6 * 365 - 30)) * DAY_MS;
  const signedMs = nowMs - ageMs;
  const postedBeforeDays = rng.chance(0.7) ? rng.int(0, 14) : rng.int(15, 600);
  const originalMs = signedMs - postedBeforeDays * DAY_MS;
  const signedDate = isoDate(signedMs);
  const originalPublishingDate = isoDate(originalMs);
  const device = rng.pick(DEVICES);
  const description = `Filmed on ${device} in ${location}. Submitted by the filmer on ${signedDate}. ${rng.pick(CLOSERS)}`;

  // Tags: the theme's, the subject's words, the place.
  const tags = new Set<string>(rng.sample(theme.tags, rng.int(3, 6)));
  for (const [kind, subjects] of Object.entries(theme.kinds ?? {}))
    if (subjects.includes(subject)) tags.add(kind);
    else tags.delete(kind);
  tags.add(subject.toLowerCase());
  tags.add(place.city.toLowerCase());
  tags.add(place.country.toLowerCase());
  if (footageType) tags.add(footageType.toLowerCase());

  const isTrending = rng.chance(0.02);
  if (isTrending) tags.add(TRENDING_TAG);
  let category = rng.pick(theme.categories);
  if (isTrending && rng.chance(0.3)) category = rng.pick(DEFAULT_EXCLUDED_CATEGORIES);

  const popularity = rng.weighted([
    ['Viral', 15],
    ['Popular', 25],
    ['Topical', 20],
    [null, 40],
  ] as const);
  const scoreBase = { Viral: 800, Popular: 550, Topical: 350 } as const;
  let popularityScore = popularity ? scoreBase[popularity] + rng.int(0, 200) : rng.int(0, 400);
  if (isTrending) popularityScore = Math.max(popularityScore, 900 + rng.int(0, 100));

  const tones = rng.sample<Tone>(rng.chance(0.85) ? theme.tones : TONES, rng.int(0, 2));

  // Clearance and the flags that go with it.
  const clearanceStatus = rng.weighted<ClearanceStatus>([
    ['CLEARED', 55],
    ['LIMITATIONS', 30],
    ['NO_AR_EDITORIAL_ONLY', 15],
  ]);
  const aci = clearanceStatus === 'CLEARED' ? 'GREEN' : clearanceStatus === 'LIMITATIONS' ? 'YELLOW' : 'RED';
  const iar = clearanceStatus === 'CLEARED';
  const bo = clearanceStatus === 'NO_AR_EDITORIAL_ONLY' ? rng.chance(0.4) : rng.chance(0.05);
  const rsa = !iar && rng.chance(0.2);

  const library = rng.weighted(LIBRARIES.map((l) => [l, l.weight] as const));
  const claimedYouTubeIds = Array.from(
    {
      length: rng.weighted([
        [0, 3],
        [1, 5],
        [2, 2],
        [3, 1],
      ]),
    },
    () => rng.chars(YOUTUBE_ALPHABET, 11),
  );
  const source = sourceUrl(rng, rng.chars(YOUTUBE_ALPHABET, 11));
  const publishedUrls = Array.from(
    {
      length: rng.weighted([
        [0, 4],
        [1, 4],
        [2, 2],
        [3, 1],
      ]),
    },
    () => repostUrl(rng),
  );
  const infractionUrls = rng.chance(0.2) ? Array.from({ length: rng.int(1, 2) }, () => repostUrl(rng)) : [];

  const ageYears = ageMs / (365 * DAY_MS);
  const downloads = Math.round(
    (popularityScore / 1000) ** 2 * (40 + 400 * Math.min(ageYears, 3)) * rng.next(),
  );
  const media = mediaNumber(index);

  const clip = {
    jmId: jmIdOf(index, seed),
    title,
    publishingTitle,
    publishingDescription,
    description,
    originalPublishingDate,
    signedDate,
    category,
    tags: [...tags],
    privateTags: rng.sample(PRIVATE_TAGS, rng.int(1, 3)),
    tones,
    popularity,
    footageType,
    isHd: rng.chance(0.7),
    // Vertical video grew with short-form platforms.
    isVertical: rng.chance(ageYears < 2 ? 0.5 : 0.2),
    isTrending,
    duration: duration(rng),
    location,
    country: place.country,
    popularityScore,
    downloads,
    brightCoveVideoId: rng.chance(0.9) ? `63${rng.chars('0123456789', 11)}` : null,
    originalSourceUrl: source.url,
    infractionUrls,
    publishedUrls,
    claimedYouTubeIds,
    platformId: source.platformId,
    isPublicDownloadAvailable: rng.chance(0.2),
    imgUrl: `/media/posters/clip-${media}.webp`,
    // Set below from the duration: drawing it here instead would change every clip's later fields.
    previewUrl: '',
    clearanceStatus,
    aci,
    iar,
    il: rng.chance(0.3),
    bo,
    og: rng.chance(0.4),
    rs: rng.chance(0.15),
    rsa,
    libraryName: library.name,
    libraryShortName: library.shortName,
  } satisfies NewClip;
  return {
    clip: { ...clip, previewUrl: previewUrlOf(media, clip.duration) },
    facts: {
      jmId: clip.jmId,
      themeCategories: theme.categories,
      subject,
      action,
      setting,
      city: place.city,
      country: place.country,
      footageType,
      sourceUrl: source.url,
    },
  };
}

/** Clips `start .. start+count-1` of the library with this seed, in order. */
export function* generateClips({
  count,
  seed = DEFAULT_GENERATOR_SEED,
  now = GENERATOR_REFERENCE_NOW,
  start = 0,
}: GenerateOptions): Generator<NewClip> {
  for (let i = start; i < start + count; i++) yield generateClip(i, seed, now);
}
