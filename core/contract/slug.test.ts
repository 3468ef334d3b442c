import { describe, expect, it } from 'vitest';
import { foldText, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Île Amsterdam', 'ile-amsterdam'],
    ['Tristan da Cunha', 'tristan-da-cunha'],
    ['Cocos (Keeling) Islands', 'cocos-keeling-islands'],
    ['Île Saint-Paul', 'ile-saint-paul'],
    ['São Tomé', 'sao-tome'],
    ['Isla Róbinson Crusoe', 'isla-robinson-crusoe'],
    ['Active Airport', 'active-airport'],
    ['  --Wake  Island!--  ', 'wake-island'],
    ["St. Kilda's   Hirta", 'st-kilda-s-hirta'],
    ['Island 42', 'island-42'],
    ['already-a-slug', 'already-a-slug'],
  ])('%j → %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it('collapses runs of punctuation and spaces into one hyphen and trims hyphens at both ends', () => {
    expect(slugify('!!a  ,, b??')).toBe('a-b');
    expect(slugify('-a-')).toBe('a');
  });

  it('gives an empty slug for text with no letters or digits', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' -!- ')).toBe('');
  });

  it('is idempotent', () => {
    for (const input of ['Île Amsterdam', 'Cocos (Keeling) Islands', 'São Tomé']) {
      expect(slugify(slugify(input))).toBe(slugify(input));
    }
  });

  // Regression: letters with no Unicode decomposition (ø, æ, œ, ß, ł, ð, þ) became hyphens.
  it('folds letters without a Unicode decomposition (Bjørnøya → bjornoya)', () => {
    expect(slugify('Bjørnøya')).toBe('bjornoya');
  });
});

describe('foldText', () => {
  it('lowercases and removes diacritics', () => {
    expect(foldText('Île Amsterdam')).toBe('ile amsterdam');
    expect(foldText('SÃO TOMÉ')).toBe('sao tome');
    expect(foldText('Ñandú Çà')).toBe('nandu ca');
  });

  it('folds precomposed and decomposed forms to the same text', () => {
    expect(foldText('\u00ccle')).toBe(foldText('I\u0300le'));
    expect(foldText('e\u0301')).toBe('e');
  });

  it('keeps punctuation and spacing as they are', () => {
    expect(foldText('  Cocos (Keeling)  ')).toBe('  cocos (keeling)  ');
  });
});
