import { describe, expect, it } from 'vitest';
import type { NasaImage } from './nasa-candidates';
import { nasaImageUrl, rankCandidates, readSearchAnswer, searchNames } from './nasa-candidates';

// Made-up nasa_ids in the library's shapes: fixtures, not real images.
const image = (nasaId: string, title: string, extra: Partial<NasaImage> = {}): NasaImage => ({
  nasaId,
  title,
  keywords: [],
  dateCreated: '2010-01-01T00:00:00Z',
  ...extra,
});

const item = (data: Record<string, unknown>) => ({
  href: 'https://images-assets.nasa.gov/image/x/collection.json',
  data: [data],
  links: [{ href: 'https://images-assets.nasa.gov/image/x/x~thumb.jpg', rel: 'preview', render: 'image' }],
});

describe('rankCandidates', () => {
  const names = ['Tristan da Cunha', 'Tristão da Cunha'];
  const rank = (images: NasaImage[]) => rankCandidates([{ name: names[0]!, images }], names);

  it('puts the names first, then Earth observation and ISS photography, then the newest', () => {
    const ranked = rank([
      image('HQ-0001', 'A dinner at headquarters', { dateCreated: '2024-06-01T00:00:00Z' }),
      image('GSFC-0002', 'South Atlantic islands', { keywords: ['Landsat 8'], dateCreated: '2019-01-01T00:00:00Z' }),
      image('ARC-0003', 'Penguins of Tristan da Cunha', { dateCreated: '2024-01-01T00:00:00Z' }),
      image('JSC-0004', 'Tristão da Cunha', { keywords: ['Earth observation'], dateCreated: '2014-01-01T00:00:00Z' }),
      image('JSC-0005', 'Volcano', { keywords: ['TRISTAN DA CUNHA', 'ISS'], dateCreated: '2023-01-01T00:00:00Z' }),
    ]);
    expect(ranked.map((candidate) => candidate.nasaId)).toEqual([
      'JSC-0005',
      'JSC-0004',
      'ARC-0003',
      'GSFC-0002',
      'HQ-0001',
    ]);
    expect(ranked.map((candidate) => candidate.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(ranked[0]).toMatchObject({ matchedName: 'Tristan da Cunha', earthObservation: 'ISS' });
    expect(ranked[1]).toMatchObject({ matchedName: 'Tristão da Cunha', earthObservation: 'Earth observation' });
    expect(ranked[3]).toMatchObject({ earthObservation: 'Landsat' });
    expect(ranked[3]!.matchedName).toBeUndefined();
  });

  it('tells Earth observation by title, keyword, centre and the ISS crew photograph id', () => {
    const hint = (candidate: NasaImage) => rank([candidate])[0]!.earthObservation;
    expect(hint(image('a', 'The Atlantic from the International Space Station'))).toBe('ISS');
    expect(hint(image('iss069e000001', 'Clouds'))).toBe('ISS');
    expect(hint(image('b', 'Clouds', { keywords: ['MODIS'] }))).toBe('MODIS');
    expect(hint(image('c', 'Clouds', { center: 'Earth Observatory' }))).toBe('Earth Observatory');
    expect(hint(image('d', 'Clouds', { keywords: ['astronaut photography'] }))).toBe('astronaut photography');
    expect(hint(image('e', 'Missions of the crew', { center: 'JSC' }))).toBeUndefined();
    // A word inside another word is not a hint.
    expect(hint(image('f', 'Mississippi delta'))).toBeUndefined();
  });

  it('matches a name as whole words, without case or accents, in the title or a keyword', () => {
    const match = (candidate: NasaImage) => rank([candidate])[0]!.matchedName;
    expect(match(image('a', 'TRISTAO DA CUNHA at dawn'))).toBe('Tristão da Cunha');
    expect(match(image('b', 'Clouds', { keywords: ['tristan da cunha island group'] }))).toBe('Tristan da Cunha');
    expect(match(image('c', 'Tristan and Isolde'))).toBeUndefined();
    expect(match(image('d', 'Cunha da Tristan'))).toBeUndefined();
  });

  it('merges the searches by nasa_id, keeps which names found each, and puts the undated last', () => {
    const shared = image('JSC-0001', 'Tristan da Cunha', { dateCreated: '2001-01-01T00:00:00Z' });
    const ranked = rankCandidates(
      [
        { name: 'Tristan da Cunha', images: [shared, image('X-2', 'Tristan da Cunha', { dateCreated: undefined })] },
        { name: 'Tristão da Cunha', images: [shared, image('X-3', 'Tristan da Cunha', { dateCreated: 'not a date' })] },
      ],
      names,
    );
    expect(ranked.map((candidate) => candidate.nasaId)).toEqual(['JSC-0001', 'X-2', 'X-3']);
    expect(ranked[0]!.foundBy).toEqual(['Tristan da Cunha', 'Tristão da Cunha']);
  });

  it('gives each candidate the documented asset URLs of its nasa_id', () => {
    const [candidate] = rank([image('iss069e000001', 'Clouds')]);
    expect(candidate!.imageUrl).toBe('https://images-assets.nasa.gov/image/iss069e000001/iss069e000001~large.jpg');
    expect(candidate!.originalUrl).toBe('https://images-assets.nasa.gov/image/iss069e000001/iss069e000001~orig.jpg');
    expect(nasaImageUrl('Fixture id 7')).toBe(
      'https://images-assets.nasa.gov/image/Fixture%20id%207/Fixture%20id%207~large.jpg',
    );
  });
});

describe('readSearchAnswer', () => {
  const answer = (items: unknown[], metadata: unknown = { total_hits: items.length }) => ({
    collection: { version: '1.0', href: 'x', items, metadata },
  });
  const tristan = {
    nasa_id: 'iss069e000001',
    title: 'Tristan da Cunha',
    description: 'A volcanic island.',
    date_created: '2023-05-02T00:00:00Z',
    keywords: ['Tristan da Cunha'],
    media_type: 'image',
    center: 'JSC',
  };

  it('reads the documented shape', () => {
    expect(readSearchAnswer(answer([item(tristan)], { total_hits: 240 }))).toEqual({
      images: [
        {
          nasaId: 'iss069e000001',
          title: 'Tristan da Cunha',
          description: 'A volcanic island.',
          dateCreated: '2023-05-02T00:00:00Z',
          keywords: ['Tristan da Cunha'],
          center: 'JSC',
        },
      ],
      totalHits: 240,
      skipped: 0,
    });
  });

  it('leaves out items that are not images or whose nasa_id is not one path segment', () => {
    const result = readSearchAnswer(
      answer([
        item(tristan),
        item({ ...tristan, nasa_id: 'fixture-video-1', media_type: 'video' }),
        item({ ...tristan, nasa_id: '../../elsewhere' }),
        item({ ...tristan, nasa_id: '..' }),
        item({ ...tristan, nasa_id: 'a/b' }),
        item({ title: 'no id', media_type: 'image' }),
        { data: [] },
        'garbage',
      ]),
    );
    expect(result).toMatchObject({ images: [{ nasaId: 'iss069e000001' }], skipped: 7 });
  });

  it('says where an answer leaves the documented shape', () => {
    expect(readSearchAnswer({ reason: 'nope' })).toMatch(/^collection: /);
    expect(readSearchAnswer({ collection: { items: 'x' } })).toMatch(/^collection\.items: /);
    expect(readSearchAnswer('<html>')).toMatch(/^the answer: /);
  });
});

describe('searchNames', () => {
  it('searches the name, then each alternate name, each spelling once', () => {
    expect(searchNames({ name: 'Bouvet Island', alternateNames: ['Bouvetøya', 'BOUVET ISLAND', 'Bouvetoya'] })).toEqual(
      ['Bouvet Island', 'Bouvetøya'],
    );
  });
});
