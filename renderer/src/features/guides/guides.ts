export type GuideCategory = 'Planning' | 'Safety' | 'Photography' | 'History' | 'Conservation';

export interface Guide {
  id: string;
  title: string;
  category: GuideCategory;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced' | 'All levels';
  summary: string;
  topics: string[];
  /** What the guide covers, shown when the reader opens it. */
  outline: string[];
}

export const GUIDES: Guide[] = [
  {
    id: 'planning-first-expedition',
    title: 'Planning Your First Remote Island Expedition',
    category: 'Planning',
    difficulty: 'Beginner',
    summary:
      'From choosing an island to getting permission to land: how to plan a trip where the next supply ship may be weeks away.',
    topics: ['Permits', 'Budgeting', 'Insurance', 'Packing lists'],
    outline: [
      'Start with access: many remote islands need a landing permit from the territory or a conservation agency, and some take months to approve.',
      'Budget for the journey, not the stay: transport is usually the largest cost, and delays add nights you did not plan for.',
      'Take out insurance that explicitly covers remote evacuation, and check what medical care exists on the island.',
      'Pack for self-sufficiency: spare medication, power, water treatment and enough food to ride out a missed connection.',
    ],
  },
  {
    id: 'arctic-safety',
    title: 'Arctic Island Safety Essentials',
    category: 'Safety',
    difficulty: 'Advanced',
    summary: 'Cold, ice, wildlife and isolation: the precautions that matter most on high-latitude islands.',
    topics: ['Cold-weather gear', 'Polar bears', 'Sea ice', 'Emergency communication'],
    outline: [
      'Dress in layers you can adjust before you sweat; wet clothing is the fastest route to hypothermia.',
      'Where polar bears live, travel with a trained guide and follow local rules on deterrents and firearms.',
      'Sea ice and weather change quickly: build spare days into every plan and never cross ice you cannot assess.',
      'Carry a satellite communicator or beacon; mobile coverage is rare or absent.',
    ],
  },
  {
    id: 'island-photography',
    title: 'Photographing Remote Islands',
    category: 'Photography',
    difficulty: 'Intermediate',
    summary:
      'Working with harsh light, salt spray and wildlife, and doing it without disturbing the places you came to see.',
    topics: ['Light and weather', 'Protecting gear', 'Drones and permits', 'Wildlife ethics'],
    outline: [
      'Shoot early and late: the low sun brings out texture in cliffs, reefs and ice.',
      'Salt and sand ruin equipment; carry dry bags, lens cloths and silica packs.',
      'Drones are banned or need permits on many islands, especially near seabird colonies.',
      'Keep your distance from wildlife and never change an animal’s behaviour for a picture.',
    ],
  },
  {
    id: 'wwii-history',
    title: 'WWII History of the Pacific Islands',
    category: 'History',
    difficulty: 'All levels',
    summary:
      'Why small Pacific islands became strategic during the Second World War, and how to visit their sites with respect.',
    topics: ['Battlefields', 'Airfields', 'Wrecks', 'Memorials'],
    outline: [
      'Mid-ocean airfields and anchorages made tiny islands strategically valuable to both sides in the Pacific War.',
      'Many islands still hold runways, bunkers, guns and wrecks; some remain military sites closed to visitors.',
      'Unexploded ordnance is still found on former battlefields: stay on marked paths and never touch relics.',
      'Treat battlefields, wrecks and memorials as war graves, and leave everything where you found it.',
    ],
  },
  {
    id: 'conservation',
    title: 'Visiting Fragile Island Ecosystems',
    category: 'Conservation',
    difficulty: 'All levels',
    summary: 'Island species evolved in isolation. Here is how visitors can avoid bringing harm with them.',
    topics: ['Biosecurity', 'Seabird colonies', 'Leave no trace', 'Invasive species'],
    outline: [
      'Clean boots, bags and clothing before landing: seeds, soil and insects are easily carried between islands.',
      'Check for stowaway rodents on boats; introduced rats have devastated seabird colonies on many islands.',
      'Keep to paths near nesting areas and follow the distances set by island rangers.',
      'Take all waste away with you; remote islands rarely have any way to dispose of it.',
    ],
  },
  {
    id: 'transportation',
    title: 'Getting There: Ships, Planes and Supply Runs',
    category: 'Planning',
    difficulty: 'Intermediate',
    summary:
      'Supply vessels, charter flights and expedition cruises: the ways to reach remote islands and what to expect from each.',
    topics: ['Supply vessels', 'Charter flights', 'Expedition cruises', 'Weather delays'],
    outline: [
      'Supply and passenger ships run on fixed, often infrequent schedules, and berths are limited.',
      'Small island airports may have only a few flights a week, and weather can cancel them for days.',
      'Expedition cruises reach islands with no regular transport, usually landing by small boat for a few hours.',
      'Whatever the route, plan for delays: a missed connection can mean a week or more before the next one.',
    ],
  },
];

export const GUIDE_CATEGORIES: { category: GuideCategory; count: number }[] = [
  ...new Set(GUIDES.map((guide) => guide.category)),
].map((category) => ({ category, count: GUIDES.filter((guide) => guide.category === category).length }));

/** Words a minute, a common figure for reading on screen. */
const WORDS_PER_MINUTE = 200;

/**
 * The time it takes to read what the guide shows (its title, summary, topics and outline), in
 * whole minutes: an honest "1 min read", where the sample guides once claimed 8 to 15.
 */
export function readTime(guide: Guide): string {
  const text = [guide.title, guide.summary, ...guide.topics, ...guide.outline].join(' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}
